import { DEFAULT_REGISTER_RULES, type FieldRule, type RegisterField } from "@lotus/contracts";
import { describe, expect, it } from "vitest";
import { type RegisterPolicy, validateNewPassword, validateRegistration } from "./register-validation";

const rules = (changes: Partial<Record<RegisterField, Partial<FieldRule>>> = {}): FieldRule[] =>
  DEFAULT_REGISTER_RULES.map((rule) => ({ ...rule, ...changes[rule.field] }));

const policy = (overrides: Partial<RegisterPolicy> = {}): RegisterPolicy => ({
  mode: "username",
  rules: rules(),
  mobilePassword: false,
  captchaRequired: false,
  smsVerification: false,
  language: "EN",
  ...overrides,
});

const good = { username: "newbie01", password: "Abc12345", confirmPassword: "Abc12345" };

describe("registration fields", () => {
  it("accepts a plain username registration, trimmed", () => {
    const result = validateRegistration({ ...good, username: "  newbie01 " }, policy());
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({ username: "newbie01", password: "Abc12345" }),
    });
  });

  it("reports every failing field at once", () => {
    const result = validateRegistration(
      { username: "1abc", password: "", confirmPassword: "x", agree: false },
      policy(),
    );
    expect(result).toEqual({
      ok: false,
      fields: {
        username: "Must start with a letter and contain only letters and numbers, 6-16 characters",
        password: "password Input cannot be empty",
        confirmPassword: "Incorrect confirmation input",
        agree: "Please accept the terms",
      },
    });
  });

  it("refuses a disabled field sent with a value, but not an empty one", () => {
    expect(validateRegistration({ ...good, qqNum: "12345" }, policy())).toEqual({
      ok: false,
      fields: { qqNum: "This field is not allowed" },
    });
    expect(validateRegistration({ ...good, qqNum: "  " }, policy()).ok).toBe(true);
  });

  it("requires an enabled required field and checks its pattern", () => {
    const strict = policy({ rules: rules({ email: { enabled: true, required: true } }) });
    expect(validateRegistration(good, strict)).toEqual({
      ok: false,
      fields: { email: "email Input cannot be empty" },
    });
    expect(validateRegistration({ ...good, email: "nope" }, strict)).toEqual({
      ok: false,
      fields: { email: "Please enter a valid email address" },
    });
  });

  it("payee name must be a real name without diacritics", () => {
    const withPayee = policy({ rules: rules({ payeeName: { enabled: true } }) });
    expect(validateRegistration({ ...good, payeeName: "Nguyễn Văn A" }, withPayee)).toEqual({
      ok: false,
      fields: { payeeName: "Real name format is incorrect" },
    });
    const ok = validateRegistration({ ...good, payeeName: "NGUYEN VAN A" }, withPayee);
    expect(ok.ok && ok.value.payeeName).toBe("NGUYEN VAN A");
  });

  it("mobile registration needs number, code, and a password only when the brand takes one", () => {
    const mobile = policy({ mode: "mobile" });
    expect(validateRegistration({}, mobile)).toEqual({
      ok: false,
      fields: {
        mobileNum: "mobileNum Input cannot be empty",
        verificationCode: "verificationCode Input cannot be empty",
      },
    });
    expect(
      validateRegistration({ countryDialingCode: "84", mobileNum: "12", verificationCode: "123456" }, mobile),
    ).toEqual({ ok: false, fields: { mobileNum: "Phone number format is incorrect" } });
    expect(
      validateRegistration(
        { countryDialingCode: "84", mobileNum: "0912345678", verificationCode: "1", password: "Abc12345" },
        mobile,
      ),
    ).toEqual({ ok: false, fields: { password: "This field is not allowed" } });
    const ok = validateRegistration(
      { countryDialingCode: "84", mobileNum: "0912345678", verificationCode: "1" },
      mobile,
    );
    expect(ok.ok && ok.value.mobile).toEqual({ dialingCode: "84", localNumber: "912345678" });
    const withPassword = policy({ mode: "mobile", mobilePassword: true });
    expect(
      validateRegistration(
        { countryDialingCode: "84", mobileNum: "912345678", verificationCode: "1" },
        withPassword,
      ),
    ).toEqual({
      ok: false,
      fields: {
        password: "password Input cannot be empty",
        confirmPassword: "confirmPassword Input cannot be empty",
      },
    });
  });

  it("captcha required by the brand needs both the text and its id", () => {
    expect(validateRegistration(good, policy({ captchaRequired: true }))).toEqual({
      ok: false,
      fields: { captcha: "captcha Input cannot be empty" },
    });
    const ok = validateRegistration(
      { ...good, captcha: "ab12", captchaId: "x" },
      policy({ captchaRequired: true }),
    );
    expect(ok.ok && ok.value.captcha).toEqual({ id: "x", code: "ab12" });
  });

  it("takes the invitation from affiliateCode or a link's referralCode", () => {
    const fromLink = validateRegistration({ ...good, referralCode: "LOTUS8" }, policy());
    expect(fromLink.ok && fromLink.value.invitationCode).toBe("LOTUS8");
    expect(validateRegistration({ ...good, affiliateCode: "L8!" }, policy())).toEqual({
      ok: false,
      fields: { affiliateCode: "Letters and numbers only, no special characters, 4-32 characters" },
    });
  });

  it("keeps enabled profile fields and the birthday", () => {
    const open = policy({ rules: rules({ line: { enabled: true }, birthday: { enabled: true } }) });
    const result = validateRegistration({ ...good, line: "me.line", birthday: "2000-02-29" }, open);
    expect(result.ok && result.value.profile).toEqual({ line: "me.line", birthday: "2000-02-29" });
    expect(validateRegistration({ ...good, birthday: "2001-02-29" }, open)).toEqual({
      ok: false,
      fields: { birthday: "Date format must be yyyy-MM-dd" },
    });
  });

  it("answers in Vietnamese", () => {
    const result = validateRegistration(
      { username: "", password: "Abc12345", confirmPassword: "x" },
      policy({ language: "VI" }),
    );
    expect(result).toEqual({
      ok: false,
      fields: { username: "username Không được để trống", confirmPassword: "Nhập xác nhận không chính xác" },
    });
  });
});

describe("new password", () => {
  const rule = DEFAULT_REGISTER_RULES.find((entry) => entry.field === "password") as FieldRule;
  it("follows the password rule and the confirmation", () => {
    expect(
      validateNewPassword({ newPassword: "short", confirmNewPassword: "short" }, rule, "EN", {
        confirmRequired: true,
      }),
    ).toEqual({
      newPassword: "Must combine letters and numbers, 6-20 characters",
    });
    expect(
      validateNewPassword({ newPassword: "Abc12345", confirmNewPassword: "Abc123456" }, rule, "EN", {
        confirmRequired: true,
      }),
    ).toEqual({
      confirmNewPassword: "Incorrect confirmation input",
    });
    expect(validateNewPassword({ newPassword: "Abc12345" }, rule, "EN", { confirmRequired: false })).toEqual(
      {},
    );
    expect(validateNewPassword({ newPassword: "Abc12345" }, rule, "EN", { confirmRequired: true })).toEqual({
      confirmNewPassword: "confirmNewPassword Input cannot be empty",
    });
  });
});
