import { type MemberDetailView, memberPayoutIdentityCall } from "@lotus/contracts";
import { TextField } from "@lotus/ui/primitives/Field";
import { FormDialog } from "@lotus/ui/primitives/FormDialog";
import { toast } from "@lotus/ui/primitives/toast-store";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ReasonField } from "../../../components/ui/ReasonField";
import type { BodyOf } from "../../../lib/form";
import { reportFailure } from "../../../lib/mutation";
import { useContractResolver } from "../../../lib/use-validation";
import { memberSaved, setPayoutIdentity } from "../api/members-api";

type PayoutBody = BodyOf<typeof memberPayoutIdentityCall>;
interface PayoutValues {
  payeeName: string;
  idNumber: string;
  reason: string;
}

/**
 * The payee name and ID number, which members set once themselves: corrected here by an operator
 * who sees personal data, with the reason (audited with the values masked).
 */
export function PayoutIdentityDialog({
  member,
  brandId,
  onClose,
}: {
  member: MemberDetailView;
  brandId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(["members", "common"]);
  const queryClient = useQueryClient();
  const resolver = useContractResolver<PayoutValues, PayoutBody>(memberPayoutIdentityCall.body);
  const form = useForm<PayoutValues, unknown, PayoutBody>({
    resolver,
    defaultValues: { payeeName: member.payeeName ?? "", idNumber: member.profile.idNumber ?? "", reason: "" },
  });
  const mutation = useMutation({
    mutationFn: (body: PayoutBody) => setPayoutIdentity(brandId, member.id, body),
    onSuccess: async (saved) => {
      await memberSaved(queryClient, brandId, saved);
      toast(t("payout.done", { account: saved.account }));
      onClose();
    },
    onError: (error) => reportFailure(error, t("payout.failed"), form.setError),
  });
  const errors = form.formState.errors;
  return (
    <FormDialog
      title={t("payout.title", { account: member.account })}
      onClose={onClose}
      busy={mutation.isPending}
      submitLabel={t("common:actions.save")}
      onSubmit={form.handleSubmit((body) => mutation.mutate(body))}
    >
      <p>{t("payout.explain")}</p>
      <TextField
        label={t("fields.payeeName")}
        hint={t("payout.payeeHint")}
        maxLength={100}
        error={errors.payeeName?.message}
        {...form.register("payeeName")}
      />
      <TextField
        label={t("profileFields.idNumber")}
        maxLength={64}
        spellCheck={false}
        error={errors.idNumber?.message}
        {...form.register("idNumber")}
      />
      <ReasonField required error={errors.reason?.message} {...form.register("reason")} />
    </FormDialog>
  );
}
