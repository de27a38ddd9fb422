import { type MemberDetailView, memberPasswordResetCall } from "@lotus/contracts";
import { Button } from "@lotus/ui/primitives/Button";
import { CopyButton } from "@lotus/ui/primitives/CopyButton";
import { FormAlert } from "@lotus/ui/primitives/Field";
import { FormDialog } from "@lotus/ui/primitives/FormDialog";
import { Modal } from "@lotus/ui/primitives/Modal";
import { toast } from "@lotus/ui/primitives/toast-store";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ReasonField } from "../../../components/ui/ReasonField";
import { TemporaryPasswordField } from "../../../components/ui/TemporaryPasswordField";
import type { BodyOf } from "../../../lib/form";
import { reportFailure } from "../../../lib/mutation";
import { temporaryPassword } from "../../../lib/password";
import { useContractResolver } from "../../../lib/use-validation";
import { memberSaved, resetMemberPassword } from "../api/members-api";

type ResetBody = BodyOf<typeof memberPasswordResetCall>;
interface ResetValues {
  temporaryPassword: string;
  reason: string;
}

/** A temporary password the member must change at the next login; shown once more to pass on. */
export function ResetPasswordDialog({
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
  const [done, setDone] = useState<string>();
  const resolver = useContractResolver<ResetValues, ResetBody>(memberPasswordResetCall.body);
  const form = useForm<ResetValues, unknown, ResetBody>({
    resolver,
    defaultValues: { temporaryPassword: temporaryPassword(10), reason: "" },
  });
  const mutation = useMutation({
    mutationFn: (body: ResetBody) => resetMemberPassword(brandId, member.id, body),
    onSuccess: async (saved, body) => {
      await memberSaved(queryClient, brandId, saved);
      toast(t("password.done", { account: saved.account }));
      setDone(body.temporaryPassword);
    },
    onError: (error) => reportFailure(error, t("password.failed"), form.setError),
  });
  if (done) {
    return (
      <Modal
        title={t("password.title", { account: member.account })}
        onClose={onClose}
        size="small"
        footer={
          <Button variant="primary" onClick={onClose} data-autofocus>
            {t("common:actions.close")}
          </Button>
        }
      >
        <div className="stack">
          <FormAlert tone="success">{t("password.doneExplain")}</FormAlert>
          <p className="secret">{done}</p>
          <div>
            <CopyButton text={done} />
          </div>
        </div>
      </Modal>
    );
  }
  return (
    <FormDialog
      title={t("password.title", { account: member.account })}
      onClose={onClose}
      size="small"
      busy={mutation.isPending}
      submitLabel={t("password.confirm")}
      onSubmit={form.handleSubmit((body) => mutation.mutate(body))}
    >
      <p>{t("password.explain")}</p>
      <TemporaryPasswordField
        label={t("password.temporary")}
        error={form.formState.errors.temporaryPassword?.message}
        onGenerate={() => form.setValue("temporaryPassword", temporaryPassword(10), { shouldValidate: true })}
        {...form.register("temporaryPassword")}
      />
      <ReasonField required error={form.formState.errors.reason?.message} {...form.register("reason")} />
    </FormDialog>
  );
}
