import { FormAlert } from "@lotus/ui/primitives/Field";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { currentLanguage } from "../../../lib/i18n";
import { normaliseMobileFor, requiredMessage } from "../../../lib/validation";
import { recoverWithSms, sendRecoverySms } from "../api/account-api";
import { useBotCheck } from "../hooks/use-bot-check";
import { useCompleteLogin } from "../hooks/use-complete-login";
import { useDialingCodes } from "../hooks/use-dialing-codes";
import { useServerErrors } from "../hooks/use-server-errors";
import { MobileField } from "./MobileField";
import { NewPasswordFields } from "./NewPasswordFields";
import { SmsCodeField } from "./SmsCodeField";

interface Values {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
  confirmNewPassword: string;
}

const FIELDS = [
  "countryDialingCode",
  "mobileNum",
  "verificationCode",
  "newPassword",
  "confirmNewPassword",
] as const;

/** Recovery by SMS code: a new password is set and the member is logged in (SPEC §4). */
export function ForgotMobileForm() {
  const { t } = useTranslation(["account", "common"]);
  const complete = useCompleteLogin();
  const bot = useBotCheck();
  const form = useForm<Values>({
    defaultValues: {
      countryDialingCode: "",
      mobileNum: "",
      verificationCode: "",
      newPassword: "",
      confirmNewPassword: "",
    },
  });
  const { register, handleSubmit, setError, getValues, trigger } = form;
  const { errors, isSubmitting } = form.formState;
  const dialing = useDialingCodes(form);
  const { formError, setFormError, report } = useServerErrors(setError, FIELDS, { mobileNo: "mobileNum" });

  const mobileOf = (values: Pick<Values, "countryDialingCode" | "mobileNum">) =>
    normaliseMobileFor(dialing.find(values.countryDialingCode), values.mobileNum.trim()) ??
    values.mobileNum.trim();

  const sendCode = async () => {
    if (!(await trigger("mobileNum"))) return undefined;
    const values = getValues();
    const botCheck = await bot.run();
    return sendRecoverySms({
      countryDialingCode: values.countryDialingCode,
      mobileNum: mobileOf(values),
      botCheck,
    });
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const result = await recoverWithSms({
        countryDialingCode: values.countryDialingCode,
        mobileNum: mobileOf(values),
        verificationCode: values.verificationCode.trim(),
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmNewPassword,
      });
      await complete(result, { goHome: true });
    } catch (error) {
      report(error);
    }
  });

  return (
    <form className="account-form" onSubmit={onSubmit} noValidate>
      <MobileField
        {...dialing.select}
        error={errors.mobileNum?.message}
        {...register("mobileNum", {
          validate: (value) => dialing.mobileMessage(value, t("account:fields.mobileNum")) ?? true,
        })}
      />
      <SmsCodeField
        onSend={sendCode}
        verifying={bot.verifying}
        error={errors.verificationCode?.message}
        {...register("verificationCode", {
          validate: (value) =>
            requiredMessage(value, t("account:fields.verificationCode"), currentLanguage()) ?? true,
        })}
      />
      <NewPasswordFields form={form} />
      <FormAlert>{formError}</FormAlert>
      <button type="submit" className="btn btn--primary btn--block" disabled={isSubmitting}>
        {t("account:forgot.resetSubmit")}
      </button>
    </form>
  );
}
