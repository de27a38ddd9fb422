import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "./Button";
import { Modal } from "./Modal";

export interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  tone?: "primary" | "danger";
}

/** Asks before an action that cannot be taken back (withdraw, revoke, delete). */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
  busy,
  tone = "danger",
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      title={title}
      onClose={onCancel}
      size="small"
      busy={busy}
      footer={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            {t("actions.cancel")}
          </Button>
          <Button variant={tone} onClick={onConfirm} busy={busy} data-autofocus>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="confirm__message">{children}</div>
    </Modal>
  );
}
