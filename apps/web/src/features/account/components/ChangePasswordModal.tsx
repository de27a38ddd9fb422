import { FormAlert, PasswordField } from "@lotus/ui/primitives/Field";
import { Modal } from "@lotus/ui/primitives/Modal";
import { useToasts } from "@lotus/ui/primitives/toast-store";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { currentLanguage } from "../../../lib/i18n";
import { useModals } from "../../../lib/modal-store";
import { queryKeys } from "../../../lib/query-keys";
import { forgetRememberToken } from "../../../lib/session";
import { requiredMessage } from "../../../lib/validation";
import { changePassword } from "../api/account-api";
import { useServerErrors } from "../hooks/use-server-errors";
import { LogoutDialog } from "./LogoutDialog";
import { NewPasswordFields } from "./NewPasswordFields";
import "./account.css";

interface Values {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

const FIELDS = ["oldPassword", "newPassword", "confirmNewPassword"] as const;

/**
 * Password change. Forced after a login whose password expired or is still the default: then it
 * cannot be dismissed, only completed or left by logging out.
 */
export function ChangePasswordModal({ forced = false }: { forced?: boolean }) {
  const { t } = useTranslation(["account", "common"]);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const close = useModals((state) => state.close);
  const showToast = useToasts((state) => state.show);
  const [confirmLogout, setConfirmLogout] = useState(false);
  const form = useForm<Values>({
    defaultValues: { oldPassword: "", newPassword: "", confirmNewPassword: "" },
  });
  const { register, handleSubmit, setError } = form;
  const { errors, isSubmitting } = form.formState;
  const { formError, setFormError, report } = useServerErrors(setError, FIELDS);
  const oldLabel = t("account:fields.oldPassword");

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await changePassword(values);
      // The server revokes remember-me tokens with the password change.
      forgetRememberToken();
      await queryClient.invalidateQueries({ queryKey: queryKeys.member.all });
      showToast(t("account:changePassword.success"));
      close();
      if (forced) navigate("/");
    } catch (error) {
      report(error);
    }
  });

  return (
    <Modal
      title={forced ? t("account:changePassword.forcedTitle") : t("account:changePassword.title")}
      onClose={close}
      dismissable={!forced}
    >
      <form className="account-form" onSubmit={onSubmit} noValidate>
        {forced && <p className="alert alert--info">{t("account:changePassword.forcedText")}</p>}
        <PasswordField
          label={oldLabel}
          autoComplete="current-password"
          error={errors.oldPassword?.message}
          {...register("oldPassword", {
            validate: (value) => requiredMessage(value, oldLabel, currentLanguage()) ?? true,
          })}
        />
        <NewPasswordFields form={form} />
        <FormAlert>{formError}</FormAlert>
        <button type="submit" className="btn btn--primary btn--block" disabled={isSubmitting}>
          {t("account:changePassword.submit")}
        </button>
        {forced && (
          <button type="button" className="btn btn--ghost btn--block" onClick={() => setConfirmLogout(true)}>
            {t("account:logout.confirm")}
          </button>
        )}
      </form>
      {confirmLogout && <LogoutDialog onCancel={() => setConfirmLogout(false)} />}
    </Modal>
  );
}
