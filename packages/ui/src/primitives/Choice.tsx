import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from "react";
import { FieldMessage } from "./Field";
import { describedBy } from "./field-ids";

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
      <FieldMessage id={id} error={error} hint={hint} />
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
  const id = useId();
  return (
    <fieldset
      className={`field-group${className ? ` ${className}` : ""}`}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(id, error, hint)}
    >
      <legend className="field__label">{legend}</legend>
      <div className="field-group__items">{children}</div>
      <FieldMessage id={id} error={error} hint={hint} />
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

export interface RadioGroupProps<V extends string> {
  legend: string;
  /** The radios' shared name (one group per form). */
  name: string;
  options: readonly { value: V; label: ReactNode }[];
  value: V | undefined;
  onChange: (value: V) => void;
  error?: string;
  hint?: ReactNode;
  disabled?: boolean;
  className?: string;
}

/** One choice out of a few, all visible; arrow keys move between them (native radios). */
export function RadioGroup<V extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  error,
  hint,
  disabled,
  className,
}: RadioGroupProps<V>) {
  return (
    <FieldGroup legend={legend} error={error} hint={hint} className={className}>
      {options.map((option) => (
        <Radio
          key={option.value}
          name={name}
          value={option.value}
          label={option.label}
          checked={option.value === value}
          disabled={disabled}
          onChange={() => onChange(option.value)}
        />
      ))}
    </FieldGroup>
  );
}
