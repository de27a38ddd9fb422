import { adminLotteryVoidDrawCall } from "@lotus/contracts";
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
import { type DrawView, lotteryChanged, voidDraw } from "../api/lottery-api";

type VoidBody = BodyOf<typeof adminLotteryVoidDrawCall>;
interface VoidValues {
  reason: string;
}

/**
 * Voids a draw whose payment has not started: every slip on it is refunded. It cannot be taken
 * back, so it asks for a reason (the audit log carries it) and is drawn as a dangerous action. A
 * refusal (the draw started paying meanwhile) is shown in the dialog and the draw is read again.
 */
export function VoidDrawDialog({
  draw,
  gameName,
  onVoided,
  onClose,
}: {
  draw: DrawView;
  gameName: string;
  /** Told how many slips the server refunded. */
  onVoided: (refunded: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(["lottery", "common"]);
  const brandId = useBrandId();
  const queryClient = useQueryClient();
  const translate = useValidationText();
  const form = useForm<VoidValues, unknown, VoidBody>({
    defaultValues: { reason: "" },
    resolver: contractResolver(defined(adminLotteryVoidDrawCall.body), translate, {
      checkAlways: (values) => ({
        reason: values.reason.trim() === "" ? t("common:validation.required") : undefined,
      }),
    }),
  });
  const mutation = useMutation({
    mutationFn: (body: VoidBody) => voidDraw(brandId, draw.id, body.reason),
    onSuccess: async (result) => {
      toast(t("void.done", { period: result.draw.period, count: result.refunded }));
      onVoided(result.refunded);
      onClose();
      await lotteryChanged(queryClient, brandId);
    },
    onError: async (error) => {
      reportFailure(error, t("failed"), form.setError);
      if (error instanceof ApiError && error.fromServer && error.message)
        form.setError("root.server", { type: "server", message: error.message });
      // The draw's status may have moved on (payment started): show where it stands now.
      await lotteryChanged(queryClient, brandId);
    },
  });
  const errors = form.formState.errors;
  return (
    <FormDialog
      title={t("void.title", { game: gameName, period: draw.period })}
      onClose={onClose}
      size="small"
      busy={mutation.isPending}
      submitLabel={t("void.submit")}
      submitVariant="danger"
      onSubmit={form.handleSubmit((body) => mutation.mutate(body))}
    >
      <p>{t("void.explain", { lines: draw.lines, members: draw.members })}</p>
      <ReasonField required error={errors.reason?.message} {...form.register("reason")} />
      <FormAlert>{errors.root?.server?.message}</FormAlert>
    </FormDialog>
  );
}
