import type { ButtonHTMLAttributes, ReactNode, Ref } from "react";

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: "primary" | "secondary" | "danger" | "ghost";
  size?: "small" | "medium" | "large";
  /** An icon before the text (each app passes one from its own icon set). */
  icon?: ReactNode;
  /** Shows progress and blocks a second click while a request runs. */
  busy?: boolean;
  ref?: Ref<HTMLButtonElement>;
  "data-autofocus"?: boolean;
}

/** Class names of a button look, for links and labels drawn as buttons. */
export function buttonClass(
  variant: NonNullable<ButtonProps["variant"]> = "secondary",
  size: NonNullable<ButtonProps["size"]> = "medium",
  extra?: string,
): string {
  return `btn btn--${variant}${size === "medium" ? "" : ` btn--${size}`}${extra ? ` ${extra}` : ""}`;
}

export function Button({
  variant = "secondary",
  size = "medium",
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
      className={buttonClass(variant, size, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy ? <span className="btn__spinner" aria-hidden="true" /> : icon}
      {children}
    </button>
  );
}
