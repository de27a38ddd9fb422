import { FormAlert } from "@lotus/ui/primitives/Field";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { EmptyPage } from "../../../components/ui/EmptyPage";
import { useModals } from "../../../lib/modal-store";
import { resetPassword } from "../api/account-api";
import { useServerErrors } from "../hooks/use-server-errors";
import { NewPasswordFields } from "./NewPasswordFields";
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
  const open = useModals((state) => state.open);
  const [done, setDone] = useState(false);
  const form = useForm<Values>({ defaultValues: { newPassword: "", confirmNewPassword: "" } });
  const { handleSubmit, setError } = form;
  const { isSubmitting } = form.formState;
  const { formError, setFormError, report } = useServerErrors(setError, FIELDS);

  if (!token) {
    return (
      <EmptyPage icon="lock" empty={t("account:reset.invalidTitle")} text={t("account:reset.invalidText")} />
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
            <NewPasswordFields form={form} />
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
