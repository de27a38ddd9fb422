import { useId } from "react";
import { fromDateTimeLocal, toDateTimeLocal } from "../../lib/format";
import { FieldShell } from "./Field";

export interface DateTimeFieldProps {
  label: string;
  /** Epoch milliseconds, or null for none. */
  value: number | null;
  onChange: (value: number | null) => void;
  onBlur?: () => void;
  error?: string;
  hint?: string;
  disabled?: boolean;
}

/** Date and time in the browser's zone, as epoch milliseconds. */
export function DateTimeField({ label, value, onChange, onBlur, error, hint, disabled }: DateTimeFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <input
        id={id}
        type="datetime-local"
        className="input"
        value={toDateTimeLocal(value)}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(fromDateTimeLocal(event.target.value))}
        onBlur={onBlur}
      />
    </FieldShell>
  );
}
