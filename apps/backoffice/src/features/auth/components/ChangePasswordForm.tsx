import { operatorPasswordCall } from "@lotus/contracts";
import { Button } from "@lotus/ui/primitives/Button";
import { PasswordField } from "@lotus/ui/primitives/Field";
import { toast } from "@lotus/ui/primitives/toast-store";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { reportFailure } from "../../../lib/mutation";
import { queryKeys } from "../../../lib/query-keys";
import { useContractResolver } from "../../../lib/use-validation";
import { changePassword } from "../api/auth-api";

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** The operator's own password: current one, new one (10+ characters) and its confirmation. */
export function ChangePasswordForm({ onDone, onCancel }: { onDone?: () => void; onCancel?: () => void }) {
  const { t } = useTranslation(["auth", "common"]);
  const queryClient = useQueryClient();
  const resolver = useContractResolver<PasswordValues, { oldPassword: string; newPassword: string }>(
    operatorPasswordCall.body,
    (_output, values) =>
      values.confirmPassword === values.newPassword ? {} : { confirmPassword: t("password.mismatch") },
    ({ oldPassword, newPassword }) => ({ oldPassword, newPassword }),
  );
  const { register, handleSubmit, setError, reset, formState } = useForm<
    PasswordValues,
    unknown,
    { oldPassword: string; newPassword: string }
  >({
    resolver,
    defaultValues: { oldPassword: "", newPassword: "", confirmPassword: "" },
  });
  const mutation = useMutation({
    mutationFn: changePassword,
    onSuccess: async () => {
      toast(t("password.changed"));
      reset();
      await queryClient.invalidateQueries({ queryKey: queryKeys.me });
      onDone?.();
    },
    onError: (error) =>
      reportFailure(error, t("password.failed"), setError, {
        codeFields: { "password.incorrect": "oldPassword", "password.same_as_old": "newPassword" },
      }),
  });
  return (
    <form className="stack" noValidate onSubmit={handleSubmit((body) => mutation.mutate(body))}>
      <PasswordField
        label={t("password.old")}
        autoComplete="current-password"
        error={formState.errors.oldPassword?.message}
        {...register("oldPassword")}
      />
      <PasswordField
        label={t("password.new")}
        autoComplete="new-password"
        hint={t("password.rule")}
        error={formState.errors.newPassword?.message}
        {...register("newPassword")}
      />
      <PasswordField
        label={t("password.confirm")}
        autoComplete="new-password"
        error={formState.errors.confirmPassword?.message}
        {...register("confirmPassword")}
      />
      <div className="row row--end">
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            {t("common:actions.cancel")}
          </Button>
        )}
        <Button type="submit" variant="primary" busy={mutation.isPending}>
          {t("password.submit")}
        </Button>
      </div>
    </form>
  );
}
