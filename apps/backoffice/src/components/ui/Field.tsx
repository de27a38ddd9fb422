import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
  useState,
} from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "./Icon";

interface ShellProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  /** The label stays for screen readers only (fields inside table rows). */
  hideLabel?: boolean;
  addon?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** Label, control, then the field's message under it. */
export function FieldShell({
  id,
  label,
  error,
  hint,
  required,
  hideLabel,
  addon,
  className,
  children,
}: ShellProps) {
  return (
    <div className={`field${className ? ` ${className}` : ""}`}>
      <label className={hideLabel ? "visually-hidden" : "field__label"} htmlFor={id}>
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            {" "}
            *
          </span>
        )}
      </label>
      <div className="field__control">
        {children}
        {addon}
      </div>
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : (
        hint && (
          <p className="field__hint" id={`${id}-hint`}>
            {hint}
          </p>
        )
      )}
    </div>
  );
}

function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  return error ? `${id}-error` : hint ? `${id}-hint` : undefined;
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  label: string;
  error?: string;
  hint?: ReactNode;
  hideLabel?: boolean;
  addon?: ReactNode;
  /** Shows the required mark; validation itself lives with the form. */
  markRequired?: boolean;
  fieldClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  error,
  hint,
  hideLabel,
  addon,
  markRequired,
  fieldClassName,
  ref,
  className,
  ...input
}: TextFieldProps) {
  const id = useId();
  return (
    <FieldShell
      id={id}
      label={label}
      error={error}
      hint={hint}
      required={markRequired}
      hideLabel={hideLabel}
      addon={addon}
      className={fieldClassName}
    >
      <input
        ref={ref}
        id={id}
        className={`input${className ? ` ${className}` : ""}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...input}
      />
    </FieldShell>
  );
}

/** Password input with a show/hide toggle. */
export function PasswordField(props: Omit<TextFieldProps, "type" | "addon">) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? "text" : "password"}
      addon={
        <button
          type="button"
          className="icon-btn field__addon"
          aria-pressed={visible}
          aria-label={visible ? t("actions.hidePassword") : t("actions.showPassword")}
          onClick={() => setVisible((shown) => !shown)}
        >
          <Icon name={visible ? "eyeOff" : "eye"} size={16} />
        </button>
      }
    />
  );
}

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> {
  label: string;
  error?: string;
  hint?: ReactNode;
  hideLabel?: boolean;
  markRequired?: boolean;
  fieldClassName?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextArea({
  label,
  error,
  hint,
  hideLabel,
  markRequired,
  fieldClassName,
  ref,
  className,
  ...textarea
}: TextAreaProps) {
  const id = useId();
  return (
    <FieldShell
      id={id}
      label={label}
      error={error}
      hint={hint}
      required={markRequired}
      hideLabel={hideLabel}
      className={fieldClassName}
    >
      <textarea
        ref={ref}
        id={id}
        className={`input textarea${className ? ` ${className}` : ""}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...textarea}
      />
    </FieldShell>
  );
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> {
  label: string;
  error?: string;
  hint?: ReactNode;
  hideLabel?: boolean;
  fieldClassName?: string;
  children: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({
  label,
  error,
  hint,
  hideLabel,
  fieldClassName,
  children,
  ref,
  className,
  ...select
}: SelectFieldProps) {
  const id = useId();
  return (
    <FieldShell
      id={id}
      label={label}
      error={error}
      hint={hint}
      hideLabel={hideLabel}
      className={fieldClassName}
    >
      <select
        ref={ref}
        id={id}
        className={`input select${className ? ` ${className}` : ""}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...select}
      >
        {children}
      </select>
    </FieldShell>
  );
}

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type"> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Drawn as an on/off switch, announced as a switch. */
  toggle?: boolean;
  hideLabel?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export function Checkbox({
  label,
  error,
  hint,
  toggle = false,
  hideLabel = false,
  ref,
  className,
  ...input
}: CheckboxProps) {
  const id = useId();
  return (
    <div className={`field field--check${className ? ` ${className}` : ""}`}>
      <label className={toggle ? "switch" : "checkbox"} htmlFor={id}>
        <input
          ref={ref}
          id={id}
          type="checkbox"
          role={toggle ? "switch" : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          {...input}
        />
        {toggle && <span className="switch__track" aria-hidden="true" />}
        <span className={hideLabel ? "visually-hidden" : undefined}>{label}</span>
      </label>
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : (
        hint && (
          <p className="field__hint" id={`${id}-hint`}>
            {hint}
          </p>
        )
      )}
    </div>
  );
}

/** A group of related controls (checkbox lists, radio groups) named by its legend. */
export function FieldGroup({
  legend,
  error,
  hint,
  children,
  className,
}: {
  legend: string;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <fieldset
      className={`field-group${className ? ` ${className}` : ""}`}
      aria-invalid={error ? true : undefined}
    >
      <legend className="field__label">{legend}</legend>
      <div className="field-group__items">{children}</div>
      {error ? <p className="field__error">{error}</p> : hint && <p className="field__hint">{hint}</p>}
    </fieldset>
  );
}

export function Radio({
  label,
  ref,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & { label: ReactNode; ref?: Ref<HTMLInputElement> }) {
  return (
    <label className="checkbox">
      <input ref={ref} type="radio" {...input} />
      <span>{label}</span>
    </label>
  );
}

/** A message for the whole form (a server answer that belongs to no single field). */
export function FormAlert({
  children,
  tone = "error",
}: {
  children: ReactNode;
  tone?: "error" | "success" | "info" | "warning";
}) {
  if (!children) return null;
  return (
    <div className={`alert alert--${tone}`} role={tone === "error" ? "alert" : "status"}>
      {children}
    </div>
  );
}
