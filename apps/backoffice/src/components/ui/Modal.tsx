import { type ReactNode, useEffect, useId, useRef } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { Icon } from "./Icon";
import { focusableIn, isTopModal, popModal, pushModal } from "./modal-stack";

export interface ModalProps {
  /** Heading and accessible name of the dialog. */
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons under the body (Cancel, Save…). */
  footer?: ReactNode;
  size?: "small" | "medium" | "large";
  /** While a request runs the dialog stays open. */
  busy?: boolean;
}

/** Dialog: traps focus, closes on Escape, the close button and a backdrop click; focus returns where it was. */
export function Modal({ title, onClose, children, footer, size = "medium", busy = false }: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const busyRef = useRef(busy);
  busyRef.current = busy;

  useEffect(() => {
    const id = pushModal();
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    if (panel) {
      const first =
        panel.querySelector<HTMLElement>("[data-autofocus]") ??
        focusableIn(panel).find((element) =>
          element.matches("input, select, textarea, [contenteditable='true']"),
        );
      (first ?? panel).focus();
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTopModal(id) || !panel) return;
      if (event.key === "Escape") {
        event.stopPropagation();
        if (!busyRef.current) closeRef.current();
        return;
      }
      if (event.key !== "Tab") return;
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
  }, []);

  return createPortal(
    <div className="modal">
      <button
        type="button"
        className="modal__backdrop"
        tabIndex={-1}
        aria-hidden="true"
        onClick={() => {
          if (!busyRef.current) closeRef.current();
        }}
      />
      <div
        ref={panelRef}
        className={`modal__panel modal__panel--${size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <header className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button
            type="button"
            className="icon-btn"
            aria-label={t("actions.close")}
            onClick={() => closeRef.current()}
            disabled={busy}
          >
            <Icon name="close" />
          </button>
        </header>
        <div className="modal__body">{children}</div>
        {footer && <footer className="modal__footer">{footer}</footer>}
      </div>
    </div>,
    document.body,
  );
}
