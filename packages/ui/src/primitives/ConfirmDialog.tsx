import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { UI_PRIMITIVES_NS } from "../i18n/kit-namespaces";
import { Button } from "./Button";
import { Modal } from "./Modal";

export interface ConfirmDialogProps {
  title: string;
  /** The question or message; it is also the dialog's accessible description. */
  children: ReactNode;
  onConfirm: () => void;
  /** With a cancel handler the dialog asks; without, it only informs and OK closes it. */
  onCancel?: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  busy?: boolean;
  /** danger: an action that cannot be taken back; warning: a message to heed. */
  tone?: "primary" | "danger" | "warning";
}

/** Asks before an action (withdraw, revoke, delete) or tells something that needs an OK. */
export function ConfirmDialog({
  title,
  children,
  onConfirm,
  onCancel,
  confirmLabel,
  cancelLabel,
  busy = false,
  tone = "primary",
}: ConfirmDialogProps) {
  const { t } = useTranslation(UI_PRIMITIVES_NS);
  return (
    <Modal
      title={title}
      description={<div className={`dialog__message dialog__message--${tone}`}>{children}</div>}
      onClose={onCancel ?? onConfirm}
      size="small"
      busy={busy}
      className="dialog"
      footer={
        <>
          {onCancel && (
            <Button variant="ghost" onClick={onCancel} disabled={busy}>
              {cancelLabel ?? t("cancel")}
            </Button>
          )}
          <Button
            variant={tone === "danger" ? "danger" : "primary"}
            onClick={onConfirm}
            busy={busy}
            data-autofocus
          >
            {confirmLabel ?? (onCancel ? t("confirm") : t("ok"))}
          </Button>
        </>
      }
    />
  );
}
