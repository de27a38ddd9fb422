import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Modal } from "./Modal";

export interface DialogProps {
  title: string;
  children: ReactNode;
  onConfirm: () => void;
  /** With a cancel handler the dialog asks; without, it only informs. */
  onCancel?: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  busy?: boolean;
  tone?: "info" | "warning";
}

/** Small confirmation or message dialog (400 px wide, SPEC §9). */
export function Dialog({
  title,
  children,
  onConfirm,
  onCancel,
  confirmLabel,
  cancelLabel,
  busy = false,
  tone = "info",
}: DialogProps) {
  const { t } = useTranslation("common");
  return (
    <Modal title={title} onClose={onCancel ?? onConfirm} size="dialog">
      <div className={`dialog dialog--${tone}`}>
        <div className="dialog__message">{children}</div>
        <div className="dialog__actions">
          {onCancel && (
            <button type="button" className="btn btn--ghost" onClick={onCancel} disabled={busy}>
              {cancelLabel ?? t("actions.cancel")}
            </button>
          )}
          <button
            type="button"
            className="btn btn--primary"
            onClick={onConfirm}
            disabled={busy}
            data-autofocus
          >
            {confirmLabel ?? t("actions.ok")}
          </button>
        </div>
      </div>
    </Modal>
  );
}
