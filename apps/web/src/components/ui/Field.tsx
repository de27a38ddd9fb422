import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  useId,
  useState,
} from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "./Icon";

interface FieldShellProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  children: ReactNode;
  /** Controls beside the input (send-code button, captcha image). */
  addon?: ReactNode;
  /** Control before the input (dialing code). */
  leading?: ReactNode;
}

/** Label above, control, then the field's message under it (SPEC §8 "field messages under fields"). */
export function FieldShell({ id, label, error, hint, required, children, addon, leading }: FieldShellProps) {
  return (
    <div className="field">
      <div className="field__label-row">
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
      {error ? (
        <p className="field__message" id={`${id}-error`} role="alert">
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

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  label: string;
  error?: string;
  hint?: ReactNode;
  addon?: ReactNode;
  leading?: ReactNode;
  /** Shows the required mark; validation itself lives with the form. */
  markRequired?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  error,
  hint,
  addon,
  leading,
  markRequired,
  ref,
  className,
  ...input
}: TextFieldProps) {
  const id = useId();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <FieldShell
      id={id}
      label={label}
      error={error}
      hint={hint}
      required={markRequired}
      addon={addon}
      leading={leading}
    >
      <input
        ref={ref}
        id={id}
        className={`input${className ? ` ${className}` : ""}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
    </FieldShell>
  );
}

/** Password input with a show/hide toggle. */
export function PasswordField(props: Omit<TextFieldProps, "type" | "addon" | "leading">) {
  const { t } = useTranslation("common");
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
          aria-label={visible ? t("actions.hidePassword") : t("actions.showPassword")}
          onClick={() => setVisible((shown) => !shown)}
        >
          <Icon name={visible ? "eyeOff" : "eye"} size={18} />
        </button>
      }
    />
  );
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> {
  label: string;
  error?: string;
  children: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({ label, error, children, ref, className, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error}>
      <select
        ref={ref}
        id={id}
        className={`input select${className ? ` ${className}` : ""}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
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
  ref?: Ref<HTMLInputElement>;
}

export function Checkbox({ label, error, ref, ...input }: CheckboxProps) {
  const id = useId();
  return (
    <div className="field">
      <label className="checkbox" htmlFor={id}>
        <input
          ref={ref}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...input}
        />
        <span>{label}</span>
      </label>
      {error && (
        <p className="field__message" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** Form-level message (server answers that belong to no single field). */
export function FormAlert({
  children,
  tone = "error",
}: {
  children: ReactNode;
  tone?: "error" | "success" | "info";
}) {
  if (!children) return null;
  return (
    <p className={`alert alert--${tone}`} role={tone === "error" ? "alert" : "status"}>
      {children}
    </p>
  );
}
