import { type OperatorView, operatorResetCall } from "@lotus/contracts";
import { Button } from "@lotus/ui/primitives/Button";
import { Checkbox } from "@lotus/ui/primitives/Choice";
import { CopyButton } from "@lotus/ui/primitives/CopyButton";
import { FormAlert } from "@lotus/ui/primitives/Field";
import { FormDialog } from "@lotus/ui/primitives/FormDialog";
import { Modal } from "@lotus/ui/primitives/Modal";
import { toast } from "@lotus/ui/primitives/toast-store";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ErrorSummary } from "../../../components/ui/ErrorSummary";
import { ReasonField } from "../../../components/ui/ReasonField";
import { TemporaryPasswordField } from "../../../components/ui/TemporaryPasswordField";
import { reportFailure } from "../../../lib/mutation";
import { temporaryPassword } from "../../../lib/password";
import { useContractResolver } from "../../../lib/use-validation";
import { type OperatorResetBody, operatorsChanged, resetOperator } from "../api/operators-api";

interface ResetValues {
  setPassword: boolean;
  password: string;
  resetTotp: boolean;
  reason: string;
}

/** A temporary password and/or a new authenticator enrolment; every session of the operator ends. */
export function ResetOperatorDialog({ operator, onClose }: { operator: OperatorView; onClose: () => void }) {
  const { t } = useTranslation(["operators", "common"]);
  const queryClient = useQueryClient();
  const [done, setDone] = useState<{ password?: string }>();
  const resolver = useContractResolver<ResetValues, OperatorResetBody>(
    operatorResetCall.body,
    (_output, values) => (values.setPassword || values.resetTotp ? {} : { root: t("reset.chooseOne") }),
    (values) => ({
      ...(values.setPassword ? { password: values.password } : {}),
      ...(values.resetTotp ? { resetTotp: true } : {}),
      ...(values.reason.trim() ? { reason: values.reason.trim() } : {}),
    }),
  );
  const form = useForm<ResetValues, unknown, OperatorResetBody>({
    resolver,
    defaultValues: { setPassword: true, password: temporaryPassword(12), resetTotp: false, reason: "" },
  });
  const mutation = useMutation({
    mutationFn: (body: OperatorResetBody) => resetOperator(operator.id, body),
    onSuccess: async (saved, body) => {
      toast(t("reset.done", { username: saved.username }));
      await operatorsChanged(queryClient);
      setDone({ password: body.password });
    },
    onError: (error) => reportFailure(error, t("reset.failed"), form.setError),
  });
  const title = t("reset.title", { username: operator.username });
  const setPassword = form.watch("setPassword");
  if (done) {
    return (
      <Modal
        title={title}
        onClose={onClose}
        size="small"
        footer={
          <Button variant="primary" onClick={onClose} data-autofocus>
            {t("common:actions.close")}
          </Button>
        }
      >
        <div className="stack">
          <FormAlert tone="success">{t("reset.doneExplain")}</FormAlert>
          {done.password && (
            <>
              <p className="secret">{done.password}</p>
              <div>
                <CopyButton text={done.password} />
              </div>
            </>
          )}
        </div>
      </Modal>
    );
  }
  const errors = form.formState.errors;
  return (
    <FormDialog
      title={title}
      onClose={onClose}
      size="small"
      busy={mutation.isPending}
      submitLabel={t("reset.confirm")}
      submitVariant="danger"
      onSubmit={form.handleSubmit((body) => mutation.mutate(body))}
    >
      <p>{t("reset.explain")}</p>
      <Checkbox label={t("reset.setPassword")} {...form.register("setPassword")} />
      {setPassword && (
        <TemporaryPasswordField
          label={t("fields.temporaryPassword")}
          error={errors.password?.message}
          onGenerate={() => form.setValue("password", temporaryPassword(12), { shouldValidate: true })}
          {...form.register("password")}
        />
      )}
      <Checkbox
        label={t("reset.resetTotp")}
        hint={t("reset.resetTotpHint")}
        {...form.register("resetTotp")}
      />
      <ReasonField error={errors.reason?.message} {...form.register("reason")} />
      <ErrorSummary errors={errors} />
    </FormDialog>
  );
}
