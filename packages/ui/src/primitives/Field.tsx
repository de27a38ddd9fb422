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
import { UI_PRIMITIVES_NS } from "../i18n/kit-namespaces";
import { describedBy, errorId, hintId } from "./field-ids";
import { KitIcon } from "./KitIcon";

/** The error under a field, else its hint. */
export function FieldMessage({ id, error, hint }: { id?: string; error?: string; hint?: ReactNode }) {
  if (error)
    return (
      <p className="field__error" id={id && errorId(id)} role="alert">
        {error}
      </p>
    );
  if (!hint) return null;
  return (
    <p className="field__hint" id={id && hintId(id)}>
      {hint}
    </p>
  );
}

export interface FieldShellProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Shows the required mark; validation itself lives with the form. */
  required?: boolean;
  /** The label stays for screen readers only (fields inside table rows). */
  hideLabel?: boolean;
  /** Control before the input (a dialing code). */
  leading?: ReactNode;
  /** Controls after the input (show password, send code, captcha image). */
  addon?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** Label above, control, then the field's message under it. */
export function FieldShell({
  id,
  label,
  error,
  hint,
  required,
  hideLabel,
  leading,
  addon,
  className,
  children,
}: FieldShellProps) {
  return (
    <div className={`field${className ? ` ${className}` : ""}`}>
      <div className={hideLabel ? "visually-hidden" : "field__label-row"}>
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
        {/* Outside the label so the field's accessible name stays exactly its label. */}
        {required && (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        )}
      </div>
      <div className="field__control">
        {leading}
        {children}
        {addon}
      </div>
      <FieldMessage id={id} error={error} hint={hint} />
    </div>
  );
}

/** What a custom control needs to be labelled and described by its field. */
export interface FieldControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

type ShellOptions = Omit<FieldShellProps, "id" | "children" | "required" | "label">;

/** A field around a control of the app's own (a dialing-code picker, a rich editor). */
export function Field({
  label,
  markRequired,
  children,
  ...shell
}: ShellOptions & {
  label: ReactNode;
  markRequired?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const control: FieldControlProps = {
    id,
    "aria-invalid": shell.error ? true : undefined,
    "aria-describedby": describedBy(id, shell.error, shell.hint),
  };
  return (
    <FieldShell id={id} label={label} required={markRequired} {...shell}>
      {children(control)}
    </FieldShell>
  );
}

interface CommonFieldProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  hideLabel?: boolean;
  markRequired?: boolean;
  /** Class of the field wrapper; `className` goes on the control. */
  fieldClassName?: string;
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id">, CommonFieldProps {
  leading?: ReactNode;
  addon?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** Text, number, e-mail, date, datetime-local, file…: any single `<input>`. */
export function TextField({
  label,
  error,
  hint,
  hideLabel,
  markRequired,
  fieldClassName,
  leading,
  addon,
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
      leading={leading}
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
  const { t } = useTranslation(UI_PRIMITIVES_NS);
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? "text" : "password"}
      addon={
        <button
          type="button"
          className="icon-btn field__toggle"
          aria-pressed={visible}
          aria-label={visible ? t("hidePassword") : t("showPassword")}
          onClick={() => setVisible((shown) => !shown)}
        >
          <KitIcon name={visible ? "eyeOff" : "eye"} size={17} />
        </button>
      }
    />
  );
}

export interface TextAreaProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id">,
    CommonFieldProps {
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

export interface SelectFieldProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "id">,
    CommonFieldProps {
  children: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({
  label,
  error,
  hint,
  hideLabel,
  markRequired,
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
      required={markRequired}
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
