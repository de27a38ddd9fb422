import { Checkbox } from "@lotus/ui/primitives/Choice";
import { FormAlert, PasswordField, TextField } from "@lotus/ui/primitives/Field";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { currentLanguage } from "../../../lib/i18n";
import { useModals } from "../../../lib/modal-store";
import { forgetUsername, rememberedUsername, rememberUsername } from "../../../lib/session";
import { requiredMessage } from "../../../lib/validation";
import { type LoginVerification, login } from "../api/account-api";
import { useBotCheck } from "../hooks/use-bot-check";
import { useCaptcha } from "../hooks/use-captcha";
import { useCompleteLogin } from "../hooks/use-complete-login";
import { useServerErrors } from "../hooks/use-server-errors";
import { CaptchaField } from "./CaptchaField";

interface Values {
  username: string;
  password: string;
  captcha: string;
  remember: boolean;
}

const FIELDS = ["username", "password", "captcha"] as const;

export function LoginUsernameForm({
  onVerification,
}: {
  onVerification: (verification: LoginVerification) => void;
}) {
  const { t } = useTranslation(["account", "common"]);
  const complete = useCompleteLogin();
  const bot = useBotCheck();
  const open = useModals((state) => state.open);
  const [captchaShown, setCaptchaShown] = useState(false);
  const captcha = useCaptcha("login", captchaShown);
  const lastUsername = rememberedUsername();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    defaultValues: {
      username: lastUsername ?? "",
      password: "",
      captcha: "",
      remember: lastUsername !== null,
    },
  });
  const { formError, setFormError, report } = useServerErrors(setError, FIELDS);

  const required = (label: string) => (value: string) =>
    requiredMessage(value.trim(), label, currentLanguage()) ?? true;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    // SPEC §5: login username and password are trimmed.
    const username = values.username.trim();
    try {
      const botCheck = await bot.run();
      const result = await login({
        type: "username",
        username,
        password: values.password.trim(),
        remember: values.remember,
        ...(captchaShown ? { captcha: values.captcha.trim(), captchaId: captcha.captchaId } : {}),
        botCheck,
      });
      if (values.remember) rememberUsername(username);
      else forgetUsername();
      if (result.verification) onVerification(result.verification);
      else await complete(result);
    } catch (error) {
      if (error instanceof ApiError && error.captchaRequired) setCaptchaShown(true);
      // A captcha is good for one attempt only.
      if (captchaShown) {
        setValue("captcha", "");
        captcha.refresh();
      }
      report(error);
    }
  });

  return (
    <form className="account-form" onSubmit={onSubmit} noValidate>
      <TextField
        label={t("account:fields.username")}
        autoComplete="username"
        maxLength={64}
        error={errors.username?.message}
        {...register("username", { validate: required(t("account:fields.username")) })}
      />
      <PasswordField
        label={t("account:fields.password")}
        autoComplete="current-password"
        maxLength={128}
        error={errors.password?.message}
        {...register("password", { validate: required(t("account:fields.password")) })}
      />
      {captchaShown && (
        <CaptchaField
          captcha={captcha}
          error={errors.captcha?.message}
          {...register("captcha", { validate: required(t("account:fields.captcha")) })}
        />
      )}
      <div className="account-form__row">
        <Checkbox label={t("account:login.remember")} {...register("remember")} />
        <button type="button" className="link-btn" onClick={() => open("forgotPassword")}>
          {t("account:login.forgot")}
        </button>
      </div>
      <FormAlert>{formError}</FormAlert>
      <button type="submit" className="btn btn--primary btn--block" disabled={isSubmitting}>
        {bot.verifying ? t("common:status.verifying") : t("account:login.submit")}
      </button>
    </form>
  );
}
