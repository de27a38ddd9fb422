import { type FormEventHandler, type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { UI_PRIMITIVES_NS } from "../i18n/kit-namespaces";
import { Button } from "./Button";
import { Modal, type ModalProps } from "./Modal";

export interface FormDialogProps extends Omit<ModalProps, "footer" | "children"> {
  /** The form's fields. */
  children: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  /** danger: the form does something that cannot be taken back (lock, reset). */
  submitVariant?: "primary" | "danger";
  cancelLabel?: string;
  /** Class of the form; fields stack by default. */
  formClassName?: string;
}

/**
 * A form in a dialog: Cancel and the submit button in the footer, Enter in a field submits.
 * While the request runs the dialog stays open and both buttons wait.
 */
export function FormDialog({
  children,
  onSubmit,
  submitLabel,
  submitVariant = "primary",
  cancelLabel,
  formClassName = "stack",
  busy = false,
  onClose,
  ...modal
}: FormDialogProps) {
  const { t } = useTranslation(UI_PRIMITIVES_NS);
  const formId = useId();
  return (
    <Modal
      {...modal}
      onClose={onClose}
      busy={busy}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            {cancelLabel ?? t("cancel")}
          </Button>
          <Button type="submit" form={formId} variant={submitVariant} busy={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} className={formClassName} noValidate onSubmit={onSubmit}>
        {children}
      </form>
    </Modal>
  );
}
