import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { UI_PRIMITIVES_NS } from "../i18n/kit-namespaces";
import { Button, type ButtonProps } from "./Button";
import { KitIcon } from "./KitIcon";

/** How long the button says "Copied" (or that copying failed) before it reads as before. */
export const COPY_FEEDBACK_MS = 2000;

export type CopyState = "idle" | "copied" | "failed";

/**
 * Copies a text to the clipboard and says so on the button itself, or, when the caller takes the
 * outcome (`onStateChange`: a toast, a status line beside it), keeps its label and only turns its
 * icon into a check.
 */
export function CopyButton({
  text,
  label,
  variant = "ghost",
  size = "small",
  iconOnly = false,
  className,
  "aria-label": ariaLabel,
  onStateChange,
}: {
  text: string;
  /** The button's text before copying; "Copy" unless told. Only its name when `iconOnly`. */
  label?: string;
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
  /** Shows the icon alone; `label` becomes the button's name and tooltip. */
  iconOnly?: boolean;
  /** An app's own look on top of the kit's button. */
  className?: string;
  /** A name naming what is copied ("Copy account number") when the visible label is shorter. */
  "aria-label"?: string;
  /** Told when copying succeeded or failed, and when the feedback ends ("idle"). */
  onStateChange?: (state: CopyState) => void;
}) {
  const { t } = useTranslation(UI_PRIMITIVES_NS);
  const [state, setState] = useState<CopyState>("idle");
  // The latest callback, so a parent's new function each render does not restart the timer.
  const listener = useRef(onStateChange);
  listener.current = onStateChange;
  const tell = (next: CopyState) => {
    setState(next);
    listener.current?.(next);
  };
  useEffect(() => {
    if (state === "idle") return;
    const timer = setTimeout(() => {
      setState("idle");
      listener.current?.("idle");
    }, COPY_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = () => {
    // Without a secure context there is no clipboard API: say so rather than pretend.
    const clipboard = globalThis.navigator?.clipboard;
    if (!clipboard) {
      tell("failed");
      return;
    }
    clipboard.writeText(text).then(
      () => tell("copied"),
      () => tell("failed"),
    );
  };
  const name = label ?? t("copy");
  const shown = onStateChange || state === "idle" ? name : state === "copied" ? t("copied") : t("copyFailed");
  return (
    <Button
      size={size}
      variant={variant}
      className={className}
      aria-label={ariaLabel ?? (iconOnly ? name : undefined)}
      title={iconOnly ? name : undefined}
      icon={<KitIcon name={state === "copied" ? "check" : "copy"} size={size === "small" ? 15 : 17} />}
      onClick={copy}
    >
      {!iconOnly && <span aria-live={onStateChange ? undefined : "polite"}>{shown}</span>}
    </Button>
  );
}
