import { type CSSProperties, type ReactNode, useEffect, useId, useRef } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { DIALOG_WIDTH, MODAL_DEFAULT_HEIGHT, MODAL_DEFAULT_WIDTH } from "../../lib/constants";
import { Icon } from "./Icon";
import { focusableIn, isTopModal, popModal, pushModal } from "./modal-stack";

export interface ModalProps {
  /** Heading and accessible name of the dialog. */
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Escape, the close button and a backdrop click close it; off for steps that must be finished. */
  dismissable?: boolean;
  /** default: 600 × 300 minimum (SPEC §9); dialog: 400 wide; wide: member centre. */
  size?: "default" | "dialog" | "wide";
  /** Visible heading; hidden titles still name the dialog. */
  hideTitle?: boolean;
  className?: string;
}

/** SPEC §9 sizes; small screens cap them with CSS (full width, bottom sheet). */
const SIZES: Record<NonNullable<ModalProps["size"]>, CSSProperties> = {
  default: { maxWidth: MODAL_DEFAULT_WIDTH, minHeight: `min(${MODAL_DEFAULT_HEIGHT}px, 100dvh)` },
  dialog: { maxWidth: DIALOG_WIDTH },
  wide: {},
};

export function Modal({
  title,
  onClose,
  children,
  dismissable = true,
  size = "default",
  hideTitle = false,
  className,
}: ModalProps) {
  const { t } = useTranslation("common");
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const id = pushModal();
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    if (panel) {
      const first =
        panel.querySelector<HTMLElement>("[data-autofocus]") ??
        focusableIn(panel).find((element) => element.matches("input, select, textarea"));
      (first ?? panel).focus();
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTopModal(id) || !panel) return;
      if (event.key === "Escape" && dismissable) {
        event.stopPropagation();
        closeRef.current();
        return;
      }
      if (event.key !== "Tab") return;
      // Focus trap: Tab and Shift+Tab cycle inside the top dialog.
      const focusable = focusableIn(panel);
      const firstElement = focusable[0];
      const lastElement = focusable[focusable.length - 1];
      if (!firstElement || !lastElement) {
        event.preventDefault();
        panel.focus();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === firstElement || active === panel)) {
        event.preventDefault();
        lastElement.focus();
      } else if (!event.shiftKey && active === lastElement) {
        event.preventDefault();
        firstElement.focus();
      } else if (!panel.contains(active)) {
        event.preventDefault();
        firstElement.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      popModal(id);
      if (previous?.isConnected) previous.focus();
    };
  }, [dismissable]);

  return createPortal(
    <div className="modal">
      {dismissable ? (
        <button
          type="button"
          className="modal__backdrop"
          tabIndex={-1}
          aria-hidden="true"
          onClick={() => closeRef.current()}
        />
      ) : (
        <div className="modal__backdrop" aria-hidden="true" />
      )}
      <div
        ref={panelRef}
        className={`modal__panel modal__panel--${size}${className ? ` ${className}` : ""}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        style={SIZES[size]}
      >
        <header className={`modal__header${hideTitle ? " modal__header--bare" : ""}`}>
          <h2 id={titleId} className={hideTitle ? "visually-hidden" : "modal__title"}>
            {title}
          </h2>
          {dismissable && (
            <button
              type="button"
              className="modal__close"
              aria-label={t("actions.close")}
              onClick={() => closeRef.current()}
            >
              <Icon name="close" />
            </button>
          )}
        </header>
        <div className="modal__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
