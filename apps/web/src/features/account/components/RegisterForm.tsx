import {
  errorMessage,
  fieldMessage,
  isFeatureOn,
  LEGAL_PATHS,
  type LegalKind,
  type RegisterField,
} from "@lotus/contracts";
import { Checkbox } from "@lotus/ui/primitives/Choice";
import { FormAlert, PasswordField, TextField } from "@lotus/ui/primitives/Field";
import { Fragment, type ReactNode } from "react";
import { type Path, useForm } from "react-hook-form";
import { Trans, useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { currentLanguage } from "../../../lib/i18n";
import { useSettings } from "../../../lib/queries";
import {
  birthdayMessage,
  confirmMessage,
  findRule,
  isEnabled,
  normaliseMobileFor,
  payeeNameMessage,
  requiredMessage,
  ruleMessage,
} from "../../../lib/validation";
import {
  checkAffiliateCode,
  registerMobile,
  register as registerUsername,
  sendRegisterSms,
} from "../api/account-api";
import { useBotCheck } from "../hooks/use-bot-check";
import { useCaptcha } from "../hooks/use-captcha";
import { useCompleteLogin } from "../hooks/use-complete-login";
import { useDialingCodes } from "../hooks/use-dialing-codes";
import { useServerErrors } from "../hooks/use-server-errors";
import { CaptchaField } from "./CaptchaField";
import { MobileField } from "./MobileField";
import { SmsCodeField } from "./SmsCodeField";

interface Values {
  username: string;
  password: string;
  confirmPassword: string;
  payeeName: string;
  email: string;
  qqNum: string;
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  recommenderId: string;
  affiliateCode: string;
  paymentPassword: string;
  line: string;
  whatsapp: string;
  facebook: string;
  wechat: string;
  idNumber: string;
  birthday: string;
  referralCode: string;
  captcha: string;
  agree: boolean;
}

/** Optional fields the brand switches on, in form order (SPEC §5). */
const OPTIONAL_FIELDS = [
  "payeeName",
  "email",
  "birthday",
  "idNumber",
  "qqNum",
  "line",
  "whatsapp",
  "facebook",
  "wechat",
  "paymentPassword",
  "recommenderId",
  "affiliateCode",
] as const satisfies readonly RegisterField[];

const SERVER_FIELDS: readonly Path<Values>[] = [
  "username",
  "password",
  "confirmPassword",
  "mobileNum",
  "countryDialingCode",
  "verificationCode",
  "referralCode",
  "captcha",
  "agree",
  ...OPTIONAL_FIELDS,
];

const EMPTY: Values = {
  username: "",
  password: "",
  confirmPassword: "",
  payeeName: "",
  email: "",
  qqNum: "",
  mobileNum: "",
  countryDialingCode: "",
  verificationCode: "",
  recommenderId: "",
  affiliateCode: "",
  paymentPassword: "",
  line: "",
  whatsapp: "",
  facebook: "",
  wechat: "",
  idNumber: "",
  birthday: "",
  referralCode: "",
  captcha: "",
  // SPEC §5: the terms checkbox starts agreed.
  agree: true,
};

interface RegisterFormProps {
  mode: "username" | "mobile";
  referralCode?: string;
}

/** Registration by username (tab register) or by mobile number (tab registerMobile), driven by the brand's rules. */
/** The user agreement and the privacy policy open in a new tab, so the form keeps its input. */
function LegalLink({ kind, children }: { kind: LegalKind; children?: ReactNode }) {
  return (
    <a href={LEGAL_PATHS[kind]} target="_blank" rel="noopener">
      {children}
    </a>
  );
}

export function RegisterForm({ mode, referralCode }: RegisterFormProps) {
  const { t } = useTranslation(["account", "common"]);
  const { info } = useSettings();
  const { whitelabel, register: rules } = info;
  const complete = useCompleteLogin();
  const bot = useBotCheck();

  const passwordShown = mode === "username" || isFeatureOn(whitelabel, "mobileRegistrationWithPassword");
  const mobileShown = mode === "mobile" || isEnabled(rules, "mobileNum");
  const codeShown = mode === "mobile" || (mobileShown && isFeatureOn(whitelabel, "smsVerification"));
  const captchaShown = isEnabled(rules, "captcha");
  const optionalShown = OPTIONAL_FIELDS.filter((field) => isEnabled(rules, field));
  const captcha = useCaptcha("register", captchaShown);

  const form = useForm<Values>({ defaultValues: { ...EMPTY, referralCode: referralCode ?? "" } });
  const { register, handleSubmit, setError, setValue, getValues, trigger } = form;
  const { errors, isSubmitting } = form.formState;
  const dialing = useDialingCodes(form);
  const { formError, setFormError, report } = useServerErrors(setError, SERVER_FIELDS, {
    mobileNo: "mobileNum",
  });

  const label = (field: RegisterField | "referralCode" | "agree") => t(`account:fields.${field}`);
  const language = currentLanguage;

  /** A field's check against its brand rule; without a rule only required fields are checked for emptiness. */
  const byRule =
    (field: RegisterField, options: { required?: boolean } = {}) =>
    (value: string) => {
      const rule = findRule(rules, field);
      if (!rule) return options.required ? (requiredMessage(value, label(field), language()) ?? true) : true;
      return ruleMessage(rule, value, label(field), language(), options) ?? true;
    };

  const mobileRequired = mode === "mobile" || findRule(rules, "mobileNum")?.required === true;
  const validateMobile = (value: string) => {
    if (value === "" && !mobileRequired) return true;
    return dialing.mobileMessage(value, label("mobileNum")) ?? true;
  };

  const sendCode = async () => {
    if (!(await trigger("mobileNum"))) return undefined;
    const { countryDialingCode, mobileNum } = getValues();
    const botCheck = await bot.run();
    return sendRegisterSms({
      countryDialingCode,
      mobileNo: normaliseMobileFor(dialing.find(countryDialingCode), mobileNum) ?? mobileNum,
      regType: mode,
      botCheck,
    });
  };

  /** SPEC §5: affiliate and referral codes are checked before registering. */
  const codesValid = async (values: Values): Promise<boolean> => {
    const codes = [
      ["affiliateCode", values.affiliateCode.trim()],
      ["referralCode", values.referralCode.trim()],
    ] as const;
    let valid = true;
    for (const [field, code] of codes) {
      if (!code) continue;
      try {
        await checkAffiliateCode(code);
      } catch (error) {
        if (!(error instanceof ApiError) || !error.fromServer || error.status >= 500) throw error;
        setError(field, {
          type: "server",
          message: errorMessage("register.invitation_code_error", language()),
        });
        valid = false;
      }
    }
    return valid;
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      if (!(await codesValid(values))) return;
      const botCheck = await bot.run();
      const optional = Object.fromEntries(
        optionalShown.map((field) => [field, values[field].trim()]).filter(([, value]) => value !== ""),
      );
      const mobile = values.mobileNum.trim();
      const body = {
        ...optional,
        ...(mode === "username" ? { username: values.username.trim() } : {}),
        ...(passwordShown ? { password: values.password, confirmPassword: values.confirmPassword } : {}),
        ...(mobileShown && mobile
          ? {
              countryDialingCode: values.countryDialingCode,
              mobileNum: normaliseMobileFor(dialing.find(values.countryDialingCode), mobile) ?? mobile,
            }
          : {}),
        ...(codeShown ? { verificationCode: values.verificationCode.trim() } : {}),
        ...(captchaShown ? { captcha: values.captcha.trim(), captchaId: captcha.captchaId } : {}),
        ...(values.referralCode.trim() ? { referralCode: values.referralCode.trim() } : {}),
        domain: window.location.host,
        registerUrl: window.location.href,
        registerMethod: "WEB" as const,
        login: true,
        agree: values.agree,
        botCheck,
      };
      const result =
        mode === "mobile"
          ? await registerMobile({ ...body, regType: "mobile" })
          : await registerUsername(body);
      // SPEC §4: registration success logs in and goes home.
      await complete(result, { goHome: true });
    } catch (error) {
      if (captchaShown) {
        setValue("captcha", "");
        captcha.refresh();
      }
      report(error);
    }
  });

  const optionalField = (field: (typeof OPTIONAL_FIELDS)[number]) => {
    const rule = findRule(rules, field);
    const common = {
      label: label(field),
      error: errors[field]?.message,
      markRequired: rule?.required || field === "paymentPassword",
    };
    switch (field) {
      case "payeeName":
        return (
          <TextField
            {...common}
            autoComplete="name"
            {...register(field, {
              validate: (value) => payeeNameMessage(value, label(field), language(), rule) ?? true,
            })}
          />
        );
      case "paymentPassword":
        // SPEC §5: the payment password is required whenever it is shown.
        return (
          <PasswordField
            {...common}
            autoComplete="new-password"
            {...register(field, { validate: byRule(field, { required: true }) })}
          />
        );
      case "birthday":
        return (
          <TextField
            {...common}
            type={rule?.patternId === 11 ? "date" : "text"}
            {...register(field, {
              validate: (value) =>
                rule ? (birthdayMessage(rule, value, label(field), language()) ?? true) : true,
            })}
          />
        );
      case "email":
        return (
          <TextField
            {...common}
            type="email"
            autoComplete="email"
            {...register(field, { validate: byRule(field) })}
          />
        );
      default:
        return <TextField {...common} autoComplete="off" {...register(field, { validate: byRule(field) })} />;
    }
  };

  return (
    <form className="account-form" onSubmit={onSubmit} noValidate>
      {mode === "username" && (
        <TextField
          label={label("username")}
          autoComplete="username"
          markRequired
          error={errors.username?.message}
          {...register("username", { validate: byRule("username", { required: true }) })}
        />
      )}
      {mobileShown && (
        <MobileField
          {...dialing.select}
          markRequired={mobileRequired}
          error={errors.mobileNum?.message ?? errors.countryDialingCode?.message}
          {...register("mobileNum", { validate: validateMobile })}
        />
      )}
      {codeShown && (
        <SmsCodeField
          onSend={sendCode}
          verifying={bot.verifying && !isSubmitting}
          markRequired
          error={errors.verificationCode?.message}
          {...register("verificationCode", {
            validate: (value) => requiredMessage(value, label("verificationCode"), language()) ?? true,
          })}
        />
      )}
      {passwordShown && (
        <>
          <PasswordField
            label={label("password")}
            autoComplete="new-password"
            markRequired
            error={errors.password?.message}
            {...register("password", { validate: byRule("password", { required: true }) })}
          />
          <PasswordField
            label={label("confirmPassword")}
            autoComplete="new-password"
            markRequired
            error={errors.confirmPassword?.message}
            {...register("confirmPassword", {
              validate: (value) =>
                confirmMessage(value, getValues("password"), label("confirmPassword"), language()) ?? true,
            })}
          />
        </>
      )}
      {optionalShown.map((field) => (
        <Fragment key={field}>{optionalField(field)}</Fragment>
      ))}
      {referralCode && (
        <TextField
          label={label("referralCode")}
          readOnly
          error={errors.referralCode?.message}
          {...register("referralCode")}
        />
      )}
      {captchaShown && (
        <CaptchaField
          captcha={captcha}
          error={errors.captcha?.message}
          {...register("captcha", {
            validate: (value) => requiredMessage(value, label("captcha"), language()) ?? true,
          })}
        />
      )}
      <Checkbox
        label={
          <Trans
            ns="account"
            i18nKey="register.terms"
            components={{
              terms: <LegalLink kind="userAgreement" />,
              privacy: <LegalLink kind="privacyPolicy" />,
            }}
          />
        }
        error={errors.agree?.message}
        {...register("agree", { validate: (value) => value || fieldMessage("termsRequired", language()) })}
      />
      <FormAlert>{formError}</FormAlert>
      <button type="submit" className="btn btn--primary btn--block" disabled={isSubmitting}>
        {bot.verifying && isSubmitting ? t("common:status.verifying") : t("account:register.submit")}
      </button>
    </form>
  );
}
