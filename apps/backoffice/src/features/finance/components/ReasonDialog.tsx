import { TextArea } from "@lotus/ui/primitives/Field";
import { FormDialog } from "@lotus/ui/primitives/FormDialog";
import { toast } from "@lotus/ui/primitives/toast-store";
import { useMutation } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { reportFailure } from "../../../lib/mutation";

/**
 * Asks for a reason (required) or an optional remark, then runs the write. The server's message
 * is toasted on failure and its field message shown under the text box.
 */
export function ReasonDialog({
  title,
  children,
  confirmLabel,
  required,
  tone = "primary",
  run,
  success,
  failure,
  onDone,
  onClose,
}: {
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  /** A reason is required (reject); otherwise an optional remark. */
  required: boolean;
  tone?: "primary" | "danger";
  run: (text: string | undefined) => Promise<unknown>;
  success: string;
  failure: string;
  onDone: () => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation(["finance", "common"]);
  const [text, setText] = useState("");
  const [error, setError] = useState<string>();
  const mutation = useMutation({
    mutationFn: () => run(text.trim() === "" ? undefined : text.trim()),
    onSuccess: async () => {
      toast(success);
      onClose();
      await onDone();
    },
    onError: (failed) => {
      reportFailure(failed, failure);
      if (failed instanceof ApiError) {
        const fields = failed.fields;
        setError(fields.reason ?? fields.remark);
      }
    },
  });
  const submit = () => {
    if (required && text.trim() === "") {
      setError(t("common:validation.required"));
      return;
    }
    setError(undefined);
    mutation.mutate();
  };
  return (
    <FormDialog
      title={title}
      onClose={onClose}
      size="small"
      busy={mutation.isPending}
      submitLabel={confirmLabel}
      submitVariant={tone}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {children}
      <TextArea
        label={required ? t("common:reason.label") : t("finance:remark")}
        markRequired={required}
        rows={3}
        maxLength={500}
        value={text}
        error={error}
        hint={t("common:reason.hint")}
        onChange={(event) => setText(event.target.value)}
      />
    </FormDialog>
  );
}
