import { CONTRACT_TYPES, type ContractType, settlementRerunCall } from "@lotus/contracts";
import { FormAlert, SelectField, TextField } from "@lotus/ui/primitives/Field";
import { FormDialog } from "@lotus/ui/primitives/FormDialog";
import { toast } from "@lotus/ui/primitives/toast-store";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ReasonField } from "../../../components/ui/ReasonField";
import { useBrandId } from "../../../lib/console-context";
import { type BodyOf, contractResolver, defined } from "../../../lib/form";
import { reportFailure } from "../../../lib/mutation";
import { useValidationText } from "../../../lib/use-validation";
import { contractsChanged, rerunPeriod } from "../api/contracts-api";

type RerunBody = BodyOf<typeof settlementRerunCall>;
interface RerunValues {
  type: ContractType;
  day: string;
  reason: string;
}

/**
 * Recomputes a settled period of one contract type. The server posts only the differences as
 * corrections, so asking twice never pays twice; the dialog says so before the operator confirms.
 */
export function RerunDialog({
  initial,
  onClose,
}: {
  /** The run's type and a day inside its period, when started from a run. */
  initial?: { type: ContractType; day: string };
  onClose: () => void;
}) {
  const { t } = useTranslation(["contracts", "common"]);
  const brandId = useBrandId();
  const queryClient = useQueryClient();
  const translate = useValidationText();
  const form = useForm<RerunValues, unknown, RerunBody>({
    // A blank day is missing, not badly formatted.
    resolver: contractResolver(defined(settlementRerunCall.body), translate, {
      checkAlways: (values) => ({ day: values.day === "" ? t("common:validation.required") : undefined }),
    }),
    defaultValues: { type: initial?.type ?? "dividend", day: initial?.day ?? "", reason: "" },
  });
  const mutation = useMutation({
    mutationFn: (body: RerunBody) => rerunPeriod(brandId, body),
    onSuccess: async (run) => {
      toast(t("runs.rerunDone", { type: t(`types.${run.type}`), attempt: run.attempt }));
      onClose();
      await contractsChanged(queryClient, brandId);
    },
    onError: (error) => reportFailure(error, t("failed"), form.setError),
  });
  const errors = form.formState.errors;
  return (
    <FormDialog
      title={t("runs.rerunTitle")}
      onClose={onClose}
      busy={mutation.isPending}
      submitLabel={t("runs.rerunSubmit")}
      onSubmit={form.handleSubmit((body) => mutation.mutate(body))}
    >
      <FormAlert tone="warning">{t("runs.rerunWarning")}</FormAlert>
      <SelectField
        label={t("fields.type")}
        markRequired
        error={errors.type?.message}
        {...form.register("type")}
      >
        {CONTRACT_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`types.${type}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t("runs.day")}
        type="date"
        markRequired
        hint={t("runs.dayHint")}
        error={errors.day?.message}
        {...form.register("day")}
      />
      <ReasonField required error={errors.reason?.message} {...form.register("reason")} />
    </FormDialog>
  );
}
