import { type KeyboardEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "./Icon";

export interface ChipsInputProps {
  label: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Turns typed text into an entry ("vn" → "VN"). */
  normalize?: (text: string) => string;
  /** False refuses the entry with invalidMessage. */
  accept?: (entry: string) => boolean;
  invalidMessage?: string;
  suggestions?: readonly { value: string; label: string }[];
  /** Text shown on a chip for an entry (e.g. the country name). */
  describe?: (entry: string) => string;
  placeholder?: string;
  error?: string;
  hint?: string;
  disabled?: boolean;
}

/** Entries as removable chips; type and press Enter (or comma) to add, Backspace on empty removes the last. */
export function ChipsInput({
  label,
  value,
  onChange,
  normalize = (text) => text.trim(),
  accept = () => true,
  invalidMessage,
  suggestions,
  describe,
  placeholder,
  error,
  hint,
  disabled,
}: ChipsInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState("");
  const [refused, setRefused] = useState<string>();

  const add = (text: string) => {
    const entries = text
      .split(/[,\s]+/)
      .map(normalize)
      .filter(Boolean);
    if (entries.length === 0) return;
    const bad = entries.find((entry) => !accept(entry));
    if (bad !== undefined) {
      setRefused(invalidMessage ? `${bad}: ${invalidMessage}` : bad);
      return;
    }
    setRefused(undefined);
    onChange([...new Set([...value, ...entries])]);
    setDraft("");
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter" || event.key === ",") {
      event.preventDefault();
      add(draft);
    } else if (event.key === "Backspace" && draft === "" && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  const message = refused ?? error;
  return (
    <div className="field chips">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className={`chips__box${disabled ? " chips__box--disabled" : ""}`}>
        <ul className="chips__list">
          {value.map((entry) => (
            <li key={entry} className="chip">
              <span>{describe ? describe(entry) : entry}</span>
              <button
                type="button"
                className="chip__remove"
                aria-label={t("chips.remove", { entry })}
                disabled={disabled}
                onClick={() => onChange(value.filter((item) => item !== entry))}
              >
                <Icon name="close" size={12} />
              </button>
            </li>
          ))}
        </ul>
        <input
          id={id}
          className="chips__input"
          value={draft}
          placeholder={placeholder}
          disabled={disabled}
          list={suggestions ? `${id}-suggestions` : undefined}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : hint ? `${id}-hint` : undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            setRefused(undefined);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => draft.trim() && add(draft)}
        />
        <button
          type="button"
          className="btn btn--small btn--ghost"
          disabled={disabled || !draft.trim()}
          onClick={() => add(draft)}
        >
          {t("chips.add")}
        </button>
      </div>
      {suggestions && (
        <datalist id={`${id}-suggestions`}>
          {suggestions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </datalist>
      )}
      {message ? (
        <p className="field__error" id={`${id}-error`}>
          {message}
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
