import { type MemberDetailView, memberUpdateCall } from "@lotus/contracts";
import { Button } from "@lotus/ui/primitives/Button";
import { SelectField, TextField } from "@lotus/ui/primitives/Field";
import { toast } from "@lotus/ui/primitives/toast-store";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ChipsInput } from "../../../components/ui/ChipsInput";
import { ErrorSummary } from "../../../components/ui/ErrorSummary";
import { ReasonField } from "../../../components/ui/ReasonField";
import { type BodyOf, changedFrom } from "../../../lib/form";
import { reportFailure } from "../../../lib/mutation";
import { useContractResolver } from "../../../lib/use-validation";
import { memberSaved, updateMember } from "../api/members-api";
import { ACCOUNT_TYPES, isEditableAccountType } from "./member-labels";

interface EditValues {
  memberLabels: string[];
  clubLabel: string;
  accountType: number;
  uplineAccount: string;
  reason: string;
}
type UpdateBody = BodyOf<typeof memberUpdateCall>;

function toValues(member: MemberDetailView): EditValues {
  return {
    memberLabels: [...member.memberLabels],
    clubLabel: member.clubLabel ?? "",
    accountType: member.accountType,
    uplineAccount: member.upline?.account ?? "",
    reason: "",
  };
}

/** Labels, account type and upline; only what changed is sent (the audit shows just that). */
export function MemberEditForm({
  member,
  brandId,
  readOnly,
}: {
  member: MemberDetailView;
  brandId: string;
  readOnly: boolean;
}) {
  const { t } = useTranslation(["members", "common"]);
  const queryClient = useQueryClient();
  const resolver = useContractResolver<EditValues, UpdateBody>(memberUpdateCall.body, undefined, (values) => {
    const { reason, ...fields } = values;
    const { reason: _initialReason, ...initial } = toValues(member);
    const changed = changedFrom(fields, initial);
    const body: Record<string, unknown> = { ...changed };
    if ("clubLabel" in changed) body.clubLabel = fields.clubLabel.trim() === "" ? null : fields.clubLabel;
    if ("uplineAccount" in changed)
      body.uplineAccount = fields.uplineAccount.trim() === "" ? null : fields.uplineAccount;
    if (reason.trim()) body.reason = reason.trim();
    return body;
  });
  const form = useForm<EditValues, unknown, UpdateBody>({ defaultValues: toValues(member), resolver });
  const mutation = useMutation({
    mutationFn: (body: UpdateBody) => updateMember(brandId, member.id, body),
    onSuccess: async (saved) => {
      await memberSaved(queryClient, brandId, saved);
      form.reset(toValues(saved));
      toast(t("edit.saved", { account: saved.account }));
    },
    onError: (error) =>
      reportFailure(error, t("edit.failed"), form.setError, {
        codeFields: { "member.upline_invalid": "uplineAccount" },
      }),
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((body) => {
    const { reason: _reason, ...changes } = body;
    if (Object.keys(changes).length === 0) {
      toast(t("edit.nothing"), "info");
      return;
    }
    mutation.mutate(body);
  });
  const typeKnown = isEditableAccountType(member.accountType);
  return (
    <form noValidate onSubmit={submit}>
      <fieldset className="plain-fieldset stack" disabled={readOnly || mutation.isPending}>
        <Controller
          control={form.control}
          name="memberLabels"
          render={({ field }) => (
            <ChipsInput
              label={t("fields.memberLabels")}
              value={field.value}
              onChange={field.onChange}
              accept={(label) => label.length <= 64}
              invalidMessage={t("common:validation.tooLong", { count: 64 })}
              error={
                errors.memberLabels?.message ??
                errors.memberLabels?.find?.((entry) => entry?.message)?.message
              }
              hint={t("edit.labelsHint")}
            />
          )}
        />
        <TextField
          label={t("fields.clubLabel")}
          maxLength={64}
          error={errors.clubLabel?.message}
          {...form.register("clubLabel")}
        />
        <SelectField
          label={t("fields.accountType")}
          error={errors.accountType?.message}
          {...form.register("accountType", { valueAsNumber: true })}
        >
          {!typeKnown && (
            <option value={member.accountType}>
              {t("accountTypes.other", { type: member.accountType })}
            </option>
          )}
          {ACCOUNT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`accountTypes.t${type}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t("fields.uplineAccount")}
          hint={t("edit.uplineHint")}
          autoCapitalize="none"
          spellCheck={false}
          error={errors.uplineAccount?.message}
          {...form.register("uplineAccount")}
        />
        {!readOnly && (
          <>
            <ReasonField error={errors.reason?.message} {...form.register("reason")} />
            <ErrorSummary errors={errors} />
            <div className="row row--end">
              <Button variant="ghost" disabled={!form.formState.isDirty} onClick={() => form.reset()}>
                {t("common:actions.discard")}
              </Button>
              <Button type="submit" variant="primary" busy={mutation.isPending}>
                {t("common:actions.save")}
              </Button>
            </div>
          </>
        )}
      </fieldset>
    </form>
  );
}
