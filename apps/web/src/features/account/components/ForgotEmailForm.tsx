import { ConfirmDialog } from "@lotus/ui/primitives/ConfirmDialog";
import { FormAlert, TextField } from "@lotus/ui/primitives/Field";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { currentLanguage } from "../../../lib/i18n";
import { useModals } from "../../../lib/modal-store";
import { requiredMessage, ruleMessage } from "../../../lib/validation";
import { sendResetEmail } from "../api/account-api";
import { useServerErrors } from "../hooks/use-server-errors";

interface Values {
  username: string;
  email: string;
}

const FIELDS = ["username", "email"] as const;
/** Pattern 3 of the shared table is the email rule. */
const EMAIL_RULE = { patternId: 3, minLength: 3, maxLength: 254 };

/** Recovery by email: the server mails a one-time reset link (POST form-urlencoded). */
export function ForgotEmailForm() {
  const { t } = useTranslation(["account", "common"]);
  const close = useModals((state) => state.close);
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: { username: "", email: "" } });
  const { formError, setFormError, report } = useServerErrors(setError, FIELDS);
  const usernameLabel = t("account:fields.username");
  const emailLabel = t("account:fields.email");

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await sendResetEmail({ username: values.username.trim(), email: values.email.trim() });
      setSent(true);
    } catch (error) {
      report(error);
    }
  });

  return (
    <form className="account-form" onSubmit={onSubmit} noValidate>
      <TextField
        label={usernameLabel}
        autoComplete="username"
        error={errors.username?.message}
        {...register("username", {
          validate: (value) => requiredMessage(value, usernameLabel, currentLanguage()) ?? true,
        })}
      />
      <TextField
        label={emailLabel}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register("email", {
          validate: (value) =>
            ruleMessage(EMAIL_RULE, value.trim(), emailLabel, currentLanguage(), { required: true }) ?? true,
        })}
      />
      <FormAlert>{formError}</FormAlert>
      <button type="submit" className="btn btn--primary btn--block" disabled={isSubmitting}>
        {t("account:forgot.sendLink")}
      </button>
      {sent && (
        <ConfirmDialog title={t("account:forgot.sentTitle")} onConfirm={close}>
          {t("account:forgot.sentText")}
        </ConfirmDialog>
      )}
    </form>
  );
}
