import { PasswordField } from "@lotus/ui/primitives/Field";
import type { UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { currentLanguage } from "../../../lib/i18n";
import { useSettings } from "../../../lib/queries";
import { confirmMessage, newPasswordMessage } from "../../../lib/validation";

interface NewPasswordValues {
  newPassword: string;
  confirmNewPassword: string;
}

/** A new password, checked against the brand's password rules, and its confirmation. */
export function NewPasswordFields<Values extends NewPasswordValues>({
  form,
}: {
  form: UseFormReturn<Values>;
}) {
  // Values holds both fields, so the form is used through them alone.
  const fields = form as unknown as UseFormReturn<NewPasswordValues>;
  const { register, getValues } = fields;
  const { errors } = fields.formState;
  const { t } = useTranslation("account");
  const { info } = useSettings();
  const newLabel = t("fields.newPassword");
  const confirmLabel = t("fields.confirmNewPassword");
  return (
    <>
      <PasswordField
        label={newLabel}
        autoComplete="new-password"
        error={errors.newPassword?.message}
        {...register("newPassword", {
          validate: (value) => newPasswordMessage(info.register, value, newLabel, currentLanguage()) ?? true,
        })}
      />
      <PasswordField
        label={confirmLabel}
        autoComplete="new-password"
        error={errors.confirmNewPassword?.message}
        {...register("confirmNewPassword", {
          validate: (value) =>
            confirmMessage(value, getValues("newPassword"), confirmLabel, currentLanguage()) ?? true,
        })}
      />
    </>
  );
}
