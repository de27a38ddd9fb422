import {
  type FieldRule,
  fieldMessage,
  matchesRule,
  normaliseMobile,
  PAYEE_NAME_PATTERN,
  patternMessage,
  type RegisterBody,
  type RegisterField,
} from "@lotus/contracts";
import type { MemberProfile } from "@lotus/db";

/**
 * Registration field rules (SPEC §5), pure. A field is accepted only when the brand enables it
 * (a disabled field sent with a value is refused: "This field is not allowed"; disabled fields are
 * never stored), required when its rule says so, and must match the pattern table. All failing
 * fields are reported at once.
 */

export interface RegisterPolicy {
  mode: "username" | "mobile";
  rules: readonly FieldRule[];
  /** Mobile registration takes a password only with mobileRegistrationWithPassword on. */
  mobilePassword: boolean;
  /** The captcha register rule is enabled or the captcha feature toggle is on. */
  captchaRequired: boolean;
  /** smsVerification: a mobile number given at username registration must be proven by SMS code. */
  smsVerification: boolean;
  language: string;
}

export interface ValidRegistration {
  username?: string;
  password?: string;
  mobile?: { dialingCode: string; localNumber: string };
  verificationCode?: string;
  captcha?: { id: string; code: string };
  email?: string;
  payeeName?: string;
  paymentPassword?: string;
  /** affiliateCode, or referralCode from a registration link. */
  invitationCode?: string;
  recommenderId?: string;
  birthday?: { value: string; patternId: number };
  profile: MemberProfile;
}

export type RegisterValidation =
  | { ok: true; value: ValidRegistration }
  | { ok: false; fields: Record<string, string> };

/** Profile fields stored as typed in members.profile. */
const PROFILE_FIELDS = ["qqNum", "line", "whatsapp", "facebook", "wechat", "idNumber"] as const;

function clean(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

export function validateRegistration(body: RegisterBody, policy: RegisterPolicy): RegisterValidation {
  const { language, mode } = policy;
  const fields: Record<string, string> = {};
  const fail = (field: string, message: string) => {
    if (!(field in fields)) fields[field] = message;
  };
  const rule = (field: RegisterField): FieldRule => {
    const found = policy.rules.find((entry) => entry.field === field);
    if (!found) throw new Error(`no register rule for ${field}`);
    return found;
  };
  const value: ValidRegistration = { profile: {} };

  /**
   * The common path for one field: refused when not accepted, reported empty when required,
   * checked against its rule's pattern otherwise. Returns the accepted, trimmed value.
   */
  const take = (
    field: RegisterField,
    raw: string | undefined,
    accepted: boolean,
    required: boolean,
    extra?: (text: string) => string | undefined,
  ): string | undefined => {
    const text = clean(raw);
    if (!accepted) {
      if (text !== undefined) fail(field, fieldMessage("unknownField", language));
      return undefined;
    }
    if (text === undefined) {
      if (required) fail(field, fieldMessage("empty", language, { field }));
      return undefined;
    }
    const special = extra?.(text);
    if (special) {
      fail(field, special);
      return undefined;
    }
    if (!matchesRule(rule(field), text)) {
      fail(field, patternMessage(rule(field), language));
      return undefined;
    }
    return text;
  };

  // Username: the login name of username registration; optional at mobile registration (generated when absent).
  const usernameRule = rule("username");
  value.username = take(
    "username",
    body.username,
    mode === "username" || usernameRule.enabled,
    mode === "username",
  );

  // Password and its confirmation.
  const passwordAccepted = mode === "username" || policy.mobilePassword;
  value.password = take("password", body.password, passwordAccepted, passwordAccepted);
  const confirmRule = rule("confirmPassword");
  const confirmAccepted = passwordAccepted && confirmRule.enabled;
  const confirm = clean(body.confirmPassword);
  if (!confirmAccepted) {
    if (confirm !== undefined) fail("confirmPassword", fieldMessage("unknownField", language));
  } else if (confirm === undefined) {
    if (confirmRule.required)
      fail("confirmPassword", fieldMessage("empty", language, { field: "confirmPassword" }));
  } else if (clean(body.password) !== confirm) {
    fail("confirmPassword", fieldMessage("confirmMismatch", language));
  }

  // Mobile number (with its dialing code) and the SMS code proving it.
  const mobileRule = rule("mobileNum");
  const mobileAccepted = mode === "mobile" || mobileRule.enabled;
  const mobileRequired = mode === "mobile" || (mobileRule.enabled && mobileRule.required);
  const mobileText = clean(body.mobileNum);
  const dialingCode = clean(body.countryDialingCode);
  if (!mobileAccepted) {
    if (mobileText !== undefined) fail("mobileNum", fieldMessage("unknownField", language));
  } else if (mobileText === undefined) {
    if (mobileRequired) fail("mobileNum", fieldMessage("empty", language, { field: "mobileNum" }));
  } else if (dialingCode === undefined) {
    fail("countryDialingCode", fieldMessage("empty", language, { field: "countryDialingCode" }));
  } else {
    const localNumber = normaliseMobile(dialingCode, mobileText);
    if (localNumber) value.mobile = { dialingCode, localNumber };
    else fail("mobileNum", fieldMessage("mobile", language));
  }

  const codeRule = rule("verificationCode");
  const codeAccepted = mode === "mobile" || codeRule.enabled;
  const codeRequired =
    mode === "mobile" ||
    (codeRule.enabled && (codeRule.required || (policy.smsVerification && mobileText !== undefined)));
  const code = clean(body.verificationCode);
  if (!codeAccepted) {
    if (code !== undefined) fail("verificationCode", fieldMessage("unknownField", language));
  } else if (code === undefined) {
    if (codeRequired)
      fail("verificationCode", fieldMessage("empty", language, { field: "verificationCode" }));
  } else {
    // The code proves the mobile number, so a code without a number cannot be checked.
    if (mobileText === undefined && mobileAccepted)
      fail("mobileNum", fieldMessage("empty", language, { field: "mobileNum" }));
    value.verificationCode = code;
  }

  // Captcha (the code is checked against the store later, once the fields are right).
  const captcha = clean(body.captcha);
  if (policy.captchaRequired) {
    const captchaId = clean(body.captchaId);
    if (captcha === undefined) fail("captcha", fieldMessage("empty", language, { field: "captcha" }));
    else if (captchaId === undefined)
      fail("captchaId", fieldMessage("empty", language, { field: "captchaId" }));
    else value.captcha = { id: captchaId, code: captcha };
  } else if (captcha !== undefined) {
    fail("captcha", fieldMessage("unknownField", language));
  }

  // Optional profile fields of SPEC §5.
  const payeeRule = rule("payeeName");
  value.payeeName = take("payeeName", body.payeeName, payeeRule.enabled, payeeRule.required, (text) =>
    PAYEE_NAME_PATTERN.test(text) ? undefined : fieldMessage("payeeName", language),
  );
  const emailRule = rule("email");
  value.email = take("email", body.email, emailRule.enabled, emailRule.required);
  // A payment password is required whenever the brand shows it (SPEC §5).
  const paymentRule = rule("paymentPassword");
  value.paymentPassword = take(
    "paymentPassword",
    body.paymentPassword,
    paymentRule.enabled,
    paymentRule.enabled,
  );
  const recommenderRule = rule("recommenderId");
  value.recommenderId = take(
    "recommenderId",
    body.recommenderId,
    recommenderRule.enabled,
    recommenderRule.required,
  );
  for (const field of PROFILE_FIELDS) {
    const fieldRule = rule(field);
    const text = take(field, body[field], fieldRule.enabled, fieldRule.required);
    if (text !== undefined) value.profile[field] = text;
  }
  const birthdayRule = rule("birthday");
  const birthday = take("birthday", body.birthday, birthdayRule.enabled, birthdayRule.required);
  if (birthday !== undefined) {
    value.birthday = { value: birthday, patternId: birthdayRule.patternId };
    value.profile.birthday = birthday;
  }

  // Invitation: the form's affiliateCode (when the brand shows it) or the referralCode of a registration link.
  const affiliateRule = rule("affiliateCode");
  const affiliate = clean(body.affiliateCode);
  const referral = clean(body.referralCode);
  if (affiliate !== undefined && !affiliateRule.enabled) {
    fail("affiliateCode", fieldMessage("unknownField", language));
  } else if (affiliate === undefined && referral === undefined) {
    if (affiliateRule.enabled && affiliateRule.required)
      fail("affiliateCode", fieldMessage("empty", language, { field: "affiliateCode" }));
  } else {
    const field = affiliate !== undefined ? "affiliateCode" : "referralCode";
    const code = affiliate ?? referral ?? "";
    // The shape is the affiliate rule's, or plain letters and digits when the form does not show it.
    const ok = affiliateRule.enabled ? matchesRule(affiliateRule, code) : /^[A-Za-z0-9]{1,64}$/.test(code);
    if (ok) value.invitationCode = code;
    else
      fail(
        field,
        affiliateRule.enabled ? patternMessage(affiliateRule, language) : fieldMessage("invalid", language),
      );
  }

  // Terms: agreed unless the client says otherwise (SPEC §5), and a refusal stops registration.
  if (body.agree === false) fail("agree", fieldMessage("termsRequired", language));

  return Object.keys(fields).length ? { ok: false, fields } : { ok: true, value };
}

/** The new-password rules of change, reset and recovery: the brand's password rule, confirmation equal. */
export function validateNewPassword(
  input: { newPassword?: string; confirmNewPassword?: string },
  passwordRule: FieldRule,
  language: string,
  options: { confirmRequired: boolean },
): Record<string, string> {
  const fields: Record<string, string> = {};
  const password = input.newPassword?.trim() ?? "";
  const confirm = input.confirmNewPassword?.trim();
  if (!password) fields.newPassword = fieldMessage("empty", language, { field: "newPassword" });
  else if (!matchesRule(passwordRule, password)) fields.newPassword = patternMessage(passwordRule, language);
  if (confirm === undefined || confirm === "") {
    if (options.confirmRequired)
      fields.confirmNewPassword = fieldMessage("empty", language, { field: "confirmNewPassword" });
  } else if (confirm !== password) {
    fields.confirmNewPassword = fieldMessage("confirmMismatch", language);
  }
  return fields;
}

/**
 * An account an agent opens for a direct downline (agent centre): the brand's username and password
 * rules, the confirmation equal when given, and an optional real name by the payee-name rule.
 */
export function validateDownlineAccount(
  body: { username: string; password: string; confirmPassword?: string; payeeName?: string },
  rules: readonly FieldRule[],
  language: string,
): RegisterValidation {
  const fields: Record<string, string> = {};
  const rule = (field: RegisterField): FieldRule => {
    const found = rules.find((entry) => entry.field === field);
    if (!found) throw new Error(`no register rule for ${field}`);
    return found;
  };
  const username = clean(body.username);
  if (username === undefined) fields.username = fieldMessage("empty", language, { field: "username" });
  else if (!matchesRule(rule("username"), username))
    fields.username = patternMessage(rule("username"), language);
  const passwordFields = validateNewPassword(
    { newPassword: body.password, confirmNewPassword: body.confirmPassword },
    rule("password"),
    language,
    { confirmRequired: false },
  );
  if (passwordFields.newPassword) fields.password = passwordFields.newPassword;
  if (passwordFields.confirmNewPassword) fields.confirmPassword = passwordFields.confirmNewPassword;
  const payeeName = clean(body.payeeName);
  if (payeeName !== undefined && !PAYEE_NAME_PATTERN.test(payeeName))
    fields.payeeName = fieldMessage("payeeName", language);
  if (Object.keys(fields).length) return { ok: false, fields };
  return { ok: true, value: { username, password: body.password.trim(), payeeName, profile: {} } };
}
