import { type ReactNode, useEffect, useId, useRef } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { UI_PRIMITIVES_NS } from "../i18n/kit-namespaces";
import { announceDialogsChanged } from "./dialog-events";
import { initialFocusTarget, isBackdropClick } from "./dialog-focus";
import { KitIcon } from "./KitIcon";

export interface ModalProps {
  /** Heading and accessible name of the dialog. */
  title: ReactNode;
  /** Text under the heading that describes the dialog (its accessible description). */
  description?: ReactNode;
  onClose: () => void;
  children?: ReactNode;
  /** Buttons under the body (Cancel, Save…). */
  footer?: ReactNode;
  /** small: a question or message; medium: a form; large: a wide form; wide: a whole work area. */
  size?: "small" | "medium" | "large" | "wide";
  /** Escape, the close button and a backdrop click close it; off for steps that must be finished. */
  dismissable?: boolean;
  /** While a request runs the dialog stays open. */
  busy?: boolean;
  /** The heading is read out but not drawn (the content has its own). */
  hideTitle?: boolean;
  className?: string;
}

/**
 * A modal on the native `<dialog>`: `showModal()` gives the focus containment, the inert page
 * and Escape; nested dialogs stack in the platform's top layer. Focus returns to the opener.
 */
export function Modal({
  title,
  description,
  onClose,
  children,
  footer,
  size = "medium",
  dismissable = true,
  busy = false,
  hideTitle = false,
  className,
}: ModalProps) {
  const { t } = useTranslation(UI_PRIMITIVES_NS);
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const closable = dismissable && !busy;
  const closableRef = useRef(closable);
  closableRef.current = closable;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    let unmounting = false;
    dialog.showModal();
    initialFocusTarget(dialog).focus();
    announceDialogsChanged();
    const onCancel = (event: Event) => {
      event.preventDefault();
      if (closableRef.current) closeRef.current();
    };
    // The browser may close a dialog by itself (a repeated Escape): reopen it if it may not close yet.
    const onNativeClose = () => {
      if (unmounting) return;
      if (closableRef.current) closeRef.current();
      else dialog.showModal();
    };
    // A backdrop click closes like the close button; the keyboard's way out is Escape (cancel).
    let pressedOn: EventTarget | null = null;
    const onPress = (event: MouseEvent) => {
      pressedOn = event.target;
    };
    const onClick = (event: MouseEvent) => {
      if (event.target && isBackdropClick(dialog, pressedOn, event.target) && closableRef.current)
        closeRef.current();
    };
    dialog.addEventListener("cancel", onCancel);
    dialog.addEventListener("close", onNativeClose);
    dialog.addEventListener("mousedown", onPress);
    dialog.addEventListener("click", onClick);
    return () => {
      unmounting = true;
      dialog.removeEventListener("cancel", onCancel);
      dialog.removeEventListener("close", onNativeClose);
      dialog.removeEventListener("mousedown", onPress);
      dialog.removeEventListener("click", onClick);
      if (dialog.open) dialog.close();
      announceDialogsChanged();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return createPortal(
    <dialog
      ref={dialogRef}
      className={`modal modal--${size}${className ? ` ${className}` : ""}`}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      tabIndex={-1}
    >
      <div className="modal__panel">
        <header className={`modal__header${hideTitle ? " modal__header--bare" : ""}`}>
          <h2 id={titleId} className={hideTitle ? "visually-hidden" : "modal__title"}>
            {title}
          </h2>
          {dismissable && (
            <button
              type="button"
              className="icon-btn modal__close"
              aria-label={t("close")}
              disabled={busy}
              onClick={() => closeRef.current()}
            >
              <KitIcon name="close" />
            </button>
          )}
        </header>
        <div className="modal__body">
          {description && (
            <div id={descriptionId} className="modal__description">
              {description}
            </div>
          )}
          {children}
        </div>
        {footer && <footer className="modal__footer">{footer}</footer>}
      </div>
    </dialog>,
    document.body,
  );
}
