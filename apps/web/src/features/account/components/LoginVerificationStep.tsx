import type { IpVerificationMethod } from "@lotus/contracts";
import { FormAlert, TextField } from "@lotus/ui/primitives/Field";
import { Tabs } from "@lotus/ui/primitives/Tabs";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { currentLanguage } from "../../../lib/i18n";
import { requiredMessage } from "../../../lib/validation";
import { completeVerification, type LoginVerification, sendVerificationSms } from "../api/account-api";
import { useCompleteLogin } from "../hooks/use-complete-login";
import { useServerErrors } from "../hooks/use-server-errors";
import { SmsCodeField } from "./SmsCodeField";

interface Values {
  value: string;
}

const FIELDS = ["value"] as const;

/** SPEC §4: a login from an unregistered IP asks for one more proof before the session starts. */
export function LoginVerificationStep({
  verification,
  onBack,
}: {
  verification: LoginVerification;
  onBack: () => void;
}) {
  const { t } = useTranslation(["account", "common"]);
  const complete = useCompleteLogin();
  const [ticket, setTicket] = useState(verification);
  const [method, setMethod] = useState<IpVerificationMethod>(verification.methods[0] ?? "sms");
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: { value: "" } });
  const { formError, setFormError, report } = useServerErrors(setError, FIELDS);
  const label = t(`account:verification.fields.${method}`);
  const field = register("value", {
    validate: (value) => requiredMessage(value.trim(), label, currentLanguage()) ?? true,
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const result = await completeVerification({
        ticket: ticket.ticket,
        method,
        value: values.value.trim(),
      });
      if (result.verification) {
        setTicket(result.verification);
        reset();
      } else {
        await complete(result);
      }
    } catch (error) {
      report(error);
    }
  });

  return (
    <div className="account-step">
      <p className="account-step__intro">{t("account:verification.intro")}</p>
      <Tabs
        label={t("account:verification.methods")}
        tabs={ticket.methods.map((id) => ({ id, label: t(`account:verification.methodNames.${id}`) }))}
        active={method}
        onChange={(key) => {
          setMethod(key);
          reset();
          setFormError(undefined);
        }}
      >
        <form className="account-form" onSubmit={onSubmit} noValidate>
          {method === "sms" ? (
            <>
              {ticket.maskedMobile && (
                <p className="field__hint">
                  {t("account:verification.smsTo", { mobile: ticket.maskedMobile })}
                </p>
              )}
              <SmsCodeField
                label={label}
                onSend={() => sendVerificationSms(ticket.ticket)}
                error={errors.value?.message}
                {...field}
              />
            </>
          ) : (
            <TextField
              label={label}
              type={method === "email" ? "email" : "text"}
              inputMode={method === "totp" ? "numeric" : undefined}
              autoComplete={method === "totp" ? "one-time-code" : method === "email" ? "email" : "off"}
              maxLength={255}
              error={errors.value?.message}
              {...field}
            />
          )}
          <FormAlert>{formError}</FormAlert>
          <button type="submit" className="btn btn--primary btn--block" disabled={isSubmitting}>
            {t("account:verification.submit")}
          </button>
          <button type="button" className="btn btn--ghost btn--block" onClick={onBack}>
            {t("common:actions.back")}
          </button>
        </form>
      </Tabs>
    </div>
  );
}
