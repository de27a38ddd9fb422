import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { COUNTRY_DROPDOWN_BLUR_MS } from "../../lib/constants";
import { Icon } from "./Icon";

export interface DialCodeOption {
  countryCode: string;
  countryDialingCode: string;
}

interface DialCodeSelectProps {
  label: string;
  options: readonly DialCodeOption[];
  value: string;
  onChange: (dialingCode: string) => void;
  disabled?: boolean;
}

/**
 * Country dialing-code dropdown. It hides 200 ms after losing focus (SPEC §9), long enough for a
 * click on an option to land before the list goes away.
 */
export function DialCodeSelect({ label, options, value, onChange, disabled }: DialCodeSelectProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const current = options.find((option) => option.countryDialingCode === value);

  useEffect(() => () => clearTimeout(timer.current), []);

  // Focus moving between the button and the options keeps the list; leaving both hides it.
  const focusHandlers = {
    onBlur: () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setOpen(false), COUNTRY_DROPDOWN_BLUR_MS);
    },
    onFocus: () => clearTimeout(timer.current),
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      if (event.key === "Escape" && open) {
        // Closes the list only, not the modal around it.
        event.stopPropagation();
        setOpen(false);
      }
    },
  };

  return (
    <div className="dial-code">
      <button
        type="button"
        className="input dial-code__button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={listId}
        disabled={disabled}
        onClick={() => setOpen((shown) => !shown)}
        {...focusHandlers}
      >
        <span>{current ? `+${current.countryDialingCode}` : "+"}</span>
        <Icon name="chevronDown" size={14} />
      </button>
      {open && (
        <ul id={listId} className="dial-code__list">
          {options.map((option) => (
            <li key={option.countryCode}>
              <button
                type="button"
                className="dial-code__option"
                aria-current={option.countryDialingCode === value ? "true" : undefined}
                onClick={() => {
                  onChange(option.countryDialingCode);
                  setOpen(false);
                }}
                {...focusHandlers}
              >
                <span className="dial-code__country">{option.countryCode}</span>
                <span>+{option.countryDialingCode}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
