import { FormAlert, PasswordField } from "@lotus/ui/primitives/Field";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { EmptyState } from "../../../components/ui/EmptyState";
import { currentLanguage } from "../../../lib/i18n";
import { useModals } from "../../../lib/modal-store";
import { useSettings } from "../../../lib/queries";
import { confirmMessage, newPasswordMessage } from "../../../lib/validation";
import { resetPassword } from "../api/account-api";
import { useServerErrors } from "../hooks/use-server-errors";
import "./account.css";

interface Values {
  newPassword: string;
  confirmNewPassword: string;
}

const FIELDS = ["newPassword", "confirmNewPassword"] as const;

/** /resetPassword?token=…: sets a new password with the one-time link from the recovery email. */
export function ResetPasswordPage() {
  const { t } = useTranslation(["account", "common"]);
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const { info } = useSettings();
  const open = useModals((state) => state.open);
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: { newPassword: "", confirmNewPassword: "" } });
  const { formError, setFormError, report } = useServerErrors(setError, FIELDS);
  const newLabel = t("account:fields.newPassword");
  const confirmLabel = t("account:fields.confirmNewPassword");

  if (!token) {
    return (
      <main className="page" id="main">
        <EmptyState
          icon="lock"
          title={t("account:reset.invalidTitle")}
          description={t("account:reset.invalidText")}
        />
      </main>
    );
  }

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await resetPassword({ resetToken: token, ...values });
      setDone(true);
    } catch (error) {
      report(error);
    }
  });

  return (
    <main className="page page--narrow" id="main">
      <div className="card account-page">
        <h1 className="account-page__title">{t("account:reset.title")}</h1>
        {done ? (
          <div className="account-form">
            <p className="alert alert--success" role="status">
              {t("account:reset.success")}
            </p>
            <button type="button" className="btn btn--primary btn--block" onClick={() => open("login")}>
              {t("account:reset.toLogin")}
            </button>
          </div>
        ) : (
          <form className="account-form" onSubmit={onSubmit} noValidate>
            <PasswordField
              label={newLabel}
              autoComplete="new-password"
              error={errors.newPassword?.message}
              {...register("newPassword", {
                validate: (value) =>
                  newPasswordMessage(info.register, value, newLabel, currentLanguage()) ?? true,
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
            <FormAlert>{formError}</FormAlert>
            <button type="submit" className="btn btn--primary btn--block" disabled={isSubmitting}>
              {t("account:reset.submit")}
            </button>
          </form>
        )}
      </div>
    </main>
  );
}
