import { adminLiveTableStatusCall, type LiveTableStatus } from "@lotus/contracts";
import { FormAlert } from "@lotus/ui/primitives/Field";
import { FormDialog } from "@lotus/ui/primitives/FormDialog";
import { toast } from "@lotus/ui/primitives/toast-store";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ReasonField } from "../../../components/ui/ReasonField";
import { ApiError } from "../../../lib/api-client";
import { useBrandId } from "../../../lib/console-context";
import { type BodyOf, contractResolver, defined } from "../../../lib/form";
import { reportFailure } from "../../../lib/mutation";
import { useValidationText } from "../../../lib/use-validation";
import { liveChanged, setTableStatus, tableSaved } from "../api/live-api";

type StatusBody = BodyOf<typeof adminLiveTableStatusCall>;
interface StatusValues {
  status: LiveTableStatus;
  reason: string;
}

/** What the status dialog needs of a table (a list row or the table's page). */
export interface StatusTarget {
  table: { code: string; name: string };
  status: LiveTableStatus;
}

/**
 * Opens, pauses or closes a table, with the reason the audit log carries. Pausing and closing let
 * the round in play finish; closing is drawn as the heavier step. A refusal stays in the dialog.
 */
export function StatusDialog({ target, onClose }: { target: StatusTarget; onClose: () => void }) {
  const { t } = useTranslation(["live", "common"]);
  const brandId = useBrandId();
  const queryClient = useQueryClient();
  const translate = useValidationText();
  const { table, status } = target;
  const form = useForm<StatusValues, unknown, StatusBody>({
    defaultValues: { status, reason: "" },
    resolver: contractResolver(defined(adminLiveTableStatusCall.body), translate, {
      checkAlways: (values) => ({
        reason: values.reason.trim() === "" ? t("common:validation.required") : undefined,
      }),
    }),
  });
  const mutation = useMutation({
    mutationFn: (body: StatusBody) => setTableStatus(brandId, table.code, body.status, body.reason),
    onSuccess: async (saved) => {
      toast(t(`status.done.${status}`, { name: saved.name }));
      onClose();
      await tableSaved(queryClient, brandId, saved);
    },
    onError: async (error) => {
      reportFailure(error, t("failed"), form.setError);
      if (error instanceof ApiError && error.fromServer && error.message)
        form.setError("root.server", { type: "server", message: error.message });
      await liveChanged(queryClient, brandId);
    },
  });
  const errors = form.formState.errors;
  return (
    <FormDialog
      title={t(`status.title.${status}`, { name: table.name })}
      onClose={onClose}
      size="small"
      busy={mutation.isPending}
      submitLabel={t(`status.action.${status}`)}
      submitVariant={status === "closed" ? "danger" : "primary"}
      onSubmit={form.handleSubmit((body) => mutation.mutate(body))}
    >
      <p>{t(`status.explain.${status}`)}</p>
      <ReasonField required error={errors.reason?.message} {...form.register("reason")} />
      <FormAlert>{errors.root?.server?.message}</FormAlert>
    </FormDialog>
  );
}
