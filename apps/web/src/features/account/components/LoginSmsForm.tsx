import { FormAlert } from "@lotus/ui/primitives/Field";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { currentLanguage } from "../../../lib/i18n";
import { normaliseMobileFor, requiredMessage } from "../../../lib/validation";
import { type LoginVerification, login, sendLoginSms } from "../api/account-api";
import { useBotCheck } from "../hooks/use-bot-check";
import { useCompleteLogin } from "../hooks/use-complete-login";
import { useDialingCodes } from "../hooks/use-dialing-codes";
import { useServerErrors } from "../hooks/use-server-errors";
import { MobileField } from "./MobileField";
import { SmsCodeField } from "./SmsCodeField";

interface Values {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
}

const FIELDS = ["countryDialingCode", "mobileNum", "verificationCode"] as const;

/** Login by mobile number and SMS code (SPEC §4 sms tab). */
export function LoginSmsForm({
  onVerification,
}: {
  onVerification: (verification: LoginVerification) => void;
}) {
  const { t } = useTranslation(["account", "common"]);
  const complete = useCompleteLogin();
  const bot = useBotCheck();
  const form = useForm<Values>({
    defaultValues: { countryDialingCode: "", mobileNum: "", verificationCode: "" },
  });
  const { register, handleSubmit, setError, trigger, getValues } = form;
  const { errors, isSubmitting } = form.formState;
  const dialing = useDialingCodes(form);
  const { formError, setFormError, report } = useServerErrors(setError, FIELDS, { mobileNo: "mobileNum" });

  const mobileLabel = t("account:fields.mobileNum");
  const codeLabel = t("account:fields.verificationCode");

  const sendCode = async () => {
    if (!(await trigger("mobileNum"))) return undefined;
    const { countryDialingCode, mobileNum } = getValues();
    const botCheck = await bot.run();
    const mobileNo = normaliseMobileFor(dialing.find(countryDialingCode), mobileNum) ?? mobileNum;
    return sendLoginSms({ countryDialingCode, mobileNo, botCheck });
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const botCheck = await bot.run();
      const result = await login({
        type: "sms",
        countryDialingCode: values.countryDialingCode,
        mobileNum:
          normaliseMobileFor(dialing.find(values.countryDialingCode), values.mobileNum) ?? values.mobileNum,
        verificationCode: values.verificationCode.trim(),
        botCheck,
      });
      if (result.verification) onVerification(result.verification);
      else await complete(result);
    } catch (error) {
      report(error);
    }
  });

  return (
    <form className="account-form" onSubmit={onSubmit} noValidate>
      <MobileField
        {...dialing.select}
        error={errors.mobileNum?.message ?? errors.countryDialingCode?.message}
        {...register("mobileNum", {
          validate: (value) => dialing.mobileMessage(value, mobileLabel) ?? true,
        })}
      />
      <SmsCodeField
        onSend={sendCode}
        verifying={bot.verifying}
        error={errors.verificationCode?.message}
        {...register("verificationCode", {
          validate: (value) => requiredMessage(value, codeLabel, currentLanguage()) ?? true,
        })}
      />
      <FormAlert>{formError}</FormAlert>
      <button type="submit" className="btn btn--primary btn--block" disabled={isSubmitting}>
        {bot.verifying && isSubmitting ? t("common:status.verifying") : t("account:login.submit")}
      </button>
    </form>
  );
}
