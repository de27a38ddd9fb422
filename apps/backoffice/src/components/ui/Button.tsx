import type { ButtonHTMLAttributes, Ref } from "react";
import { Icon } from "./Icon";
import type { IconName } from "./icon-names";

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: "primary" | "secondary" | "ghost" | "danger";
  size?: "normal" | "small";
  icon?: IconName;
  /** Shows progress and blocks a second click while a request runs. */
  busy?: boolean;
  ref?: Ref<HTMLButtonElement>;
  "data-autofocus"?: boolean;
}

export function Button({
  variant = "secondary",
  size = "normal",
  icon,
  busy = false,
  disabled,
  className,
  children,
  type = "button",
  ref,
  ...rest
}: ButtonProps) {
  return (
    <button
      ref={ref}
      type={type}
      className={`btn btn--${variant}${size === "small" ? " btn--small" : ""}${className ? ` ${className}` : ""}`}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy ? (
        <span className="spinner spinner--inline" aria-hidden="true" />
      ) : (
        icon && <Icon name={icon} size={size === "small" ? 15 : 17} />
      )}
      {children}
    </button>
  );
}
