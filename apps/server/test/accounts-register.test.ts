import { DEFAULT_REGISTER_RULES, type FieldRule, type RegisterField } from "@lotus/contracts";
import * as schema from "@lotus/db/schema";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { dateInZone } from "../src/modules/accounts/member-rules";
import {
  accountsTestApp,
  countMembers,
  freshIp,
  freshMobile,
  freshUsername,
  fromIp,
  knownCaptcha,
  lastSmsCode,
  login,
  memberRow,
  withBotCheck,
  withFeatures,
} from "./accounts-support";

const t = accountsTestApp();

const register = (body: Record<string, unknown>, ip = freshIp(), headers: Record<string, string> = {}) =>
  t.callEncrypted("PUT", "/wps/member/register", body, { headers: { ...fromIp(ip), ...headers } });
const registerMobile = (body: Record<string, unknown>, ip = freshIp()) =>
  t.callEncrypted("PUT", "/wps/member/register/mobile", body, { headers: fromIp(ip) });
const sendRegisterCode = (mobileNo: string, regType: "username" | "mobile", ip = freshIp()) =>
  t.call({
    method: "POST",
    url: "/wps/verification/sms/register",
    payload: { countryDialingCode: "84", mobileNo, regType },
    headers: fromIp(ip),
  });
const info = (token: string) => t.call({ method: "GET", url: "/wps/member/info", token });

/** Registration rules changed for the duration of `run`. */
async function withRules<T>(
  changes: Partial<Record<RegisterField, Partial<FieldRule>>>,
  run: () => Promise<T>,
) {
  await t.updateSettings({
    registerRules: DEFAULT_REGISTER_RULES.map((rule) => ({ ...rule, ...changes[rule.field] })),
  });
  try {
    return await run();
  } finally {
    await t.updateSettings({ registerRules: [] });
  }
}

const credentials = (username = freshUsername()) => ({
  username,
  password: "Secret123",
  confirmPassword: "Secret123",
});

describe("PUT /wps/member/register (username)", () => {
  it("creates the member, logs it in and records where it came from", async () => {
    const ip = freshIp();
    const body = {
      ...credentials(),
      registerUrl: "https://lotus.local/register?referralCode=x",
      registerMethod: "WEB",
    };
    const response = await register(body, ip, { language: "VI" });
    expect(response.statusCode).toBe(200);
    const value = response.json().value;
    expect(value).toMatchObject({
      accountType: 0,
      firstTimeLogin: true,
      passwordExpired: false,
      captcha: false,
    });
    const me = (await info(value.token)).json().value;
    expect(me).toMatchObject({
      account: body.username,
      nickname: body.username,
      type: 0,
      toUpline: false,
      language: "VI",
    });

    const row = await memberRow(t, body.username);
    expect(row).toMatchObject({
      accountKey: body.username.toLowerCase(),
      registerIp: ip,
      registerUrl: "https://lotus.local/register?referralCode=x",
      registerMethod: "WEB",
      uplineId: null,
      email: null,
      profile: {},
    });
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(row?.passwordHash).not.toContain("Secret123");
    const known = await t.platform.db
      .select()
      .from(schema.memberKnownIps)
      .where(eq(schema.memberKnownIps.memberId, row?.id ?? ""));
    expect(known.map((entry) => entry.ip)).toEqual([ip]);
    // The new password works.
    expect((await login(t, { username: body.username, password: "Secret123" })).statusCode).toBe(200);
  });

  it("usernames are unique without case", async () => {
    const before = await countMembers(t);
    const taken = await register({ ...credentials("DEMO01") });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: "register.username_taken",
      message: "This username is already registered",
    });
    expect(await countMembers(t)).toBe(before);
  });

  it("reports every failing field at once and creates nothing", async () => {
    const before = await countMembers(t);
    const empty = await register({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      code: "validation.failed",
      value: {
        fields: {
          username: "username Input cannot be empty",
          password: "password Input cannot be empty",
          confirmPassword: "confirmPassword Input cannot be empty",
        },
      },
    });
    const wrong = await register({
      username: "9lives",
      password: "onlyletters",
      confirmPassword: "different1",
      qqNum: "12345",
      affiliateCode: "no!",
      agree: false,
    });
    expect(wrong.json().value.fields).toEqual({
      username: "Must start with a letter and contain only letters and numbers, 6-16 characters",
      password: "Must combine letters and numbers, 6-20 characters",
      confirmPassword: "Incorrect confirmation input",
      qqNum: "This field is not allowed",
      affiliateCode: "Letters and numbers only, no special characters, 4-32 characters",
      agree: "Please accept the terms",
    });
    const oversized = await register({ ...credentials(), username: "a".repeat(65), email: "x".repeat(255) });
    expect(oversized.json().value.fields).toEqual({
      username: "At most 64 characters",
      email: "At most 254 characters",
    });
    const wrongTypes = await register({ ...credentials(), agree: "yes", login: 1 });
    expect(wrongTypes.json().value.fields).toEqual({ agree: "Invalid value", login: "Invalid value" });
    const extra = await register({ ...credentials(), accountType: 1 });
    expect(extra.json().value.fields).toEqual({ accountType: "This field is not allowed" });
    const plain = await t.call({ method: "PUT", url: "/wps/member/register", payload: credentials() });
    expect(plain.json().code).toBe("encryption.required");
    expect(await countMembers(t)).toBe(before);
  });

  it("takes the fields the brand enables, checks them, and stores them", async () => {
    await withRules(
      {
        email: { enabled: true, required: true },
        payeeName: { enabled: true, required: true },
        line: { enabled: true },
        paymentPassword: { enabled: true },
        recommenderId: { enabled: true },
      },
      async () => {
        const before = await countMembers(t);
        const missing = await register(credentials());
        expect(missing.json().value.fields).toEqual({
          email: "email Input cannot be empty",
          payeeName: "payeeName Input cannot be empty",
          paymentPassword: "paymentPassword Input cannot be empty",
        });
        const bad = await register({
          ...credentials(),
          email: "not-an-email",
          payeeName: "Nguyễn Văn A",
          paymentPassword: "12ab56",
          line: "has space",
        });
        expect(bad.json().value.fields).toEqual({
          email: "Please enter a valid email address",
          payeeName: "Real name format is incorrect",
          paymentPassword: "Numbers only, 6-6 digits",
          line: "Spaces are not allowed, 1-64 characters",
        });
        expect(await countMembers(t)).toBe(before);

        const body = {
          ...credentials(),
          email: "New.Player@Example.com",
          payeeName: "NGUYEN VAN MOI",
          paymentPassword: "123456",
          line: "np.line",
          recommenderId: "demo01",
        };
        const ok = await register(body);
        expect(ok.statusCode, ok.body).toBe(200);
        const row = await memberRow(t, body.username);
        expect(row).toMatchObject({
          email: "New.Player@Example.com",
          payeeName: "NGUYEN VAN MOI",
          profile: { line: "np.line", recommenderId: "demo01" },
        });
        expect(row?.paymentPasswordHash).toMatch(/^scrypt\$/);
        const me = (await info(ok.json().value.token)).json().value;
        expect(me).toMatchObject({
          email: "Ne***@Example.com",
          payeeName: "N***** *** **I",
          hasPaymentPassword: true,
        });
      },
    );
  });

  it("refuses a birthday under 18 in the brand's time zone", async () => {
    const today = dateInZone(t.clock.now(), "Asia/Ho_Chi_Minh");
    const pad = (value: number) => String(value).padStart(2, "0");
    const eighteenToday = `${today.year - 18}-${pad(today.month)}-${pad(today.day)}`;
    const tomorrow = new Date(Date.UTC(today.year - 18, today.month - 1, today.day + 1));
    const eighteenTomorrow = tomorrow.toISOString().slice(0, 10);
    await withRules({ birthday: { enabled: true, required: true } }, async () => {
      const before = await countMembers(t);
      const young = await register({ ...credentials(), birthday: eighteenTomorrow });
      expect(young.statusCode).toBe(422);
      expect(young.json()).toMatchObject({
        code: "register.underage",
        value: { fields: { birthday: "You must be at least 18 years old" } },
      });
      const notADate = await register({ ...credentials(), birthday: "2001-02-30" });
      expect(notADate.json().value.fields).toEqual({ birthday: "Date format must be yyyy-MM-dd" });
      expect(await countMembers(t)).toBe(before);
      const body = { ...credentials(), birthday: eighteenToday };
      const adult = await register(body);
      expect(adult.statusCode).toBe(200);
      expect((await memberRow(t, body.username))?.profile).toEqual({ birthday: eighteenToday });
    });
  });

  it("requires a captcha when the brand turns the captcha on", async () => {
    await withFeatures(t, { captcha: true }, async () => {
      const before = await countMembers(t);
      const missing = await register(credentials());
      expect(missing.json().value.fields).toEqual({ captcha: "captcha Input cannot be empty" });
      const wrong = await register({ ...credentials(), ...(await knownCaptcha(t, "AB34")), captcha: "ZZZZ" });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().code).toBe("captcha.invalid");
      expect(await countMembers(t)).toBe(before);
      const captcha = await knownCaptcha(t, "HJK2");
      expect((await register({ ...credentials(), ...captcha })).statusCode).toBe(200);
      // The same captcha does not work twice.
      const reused = await register({ ...credentials(), ...captcha });
      expect(reused.json().code).toBe("captcha.invalid");
    });
    // The captcha register rule turns it on as well.
    await withRules({ captcha: { enabled: true } }, async () => {
      expect((await register(credentials())).json().value.fields).toEqual({
        captcha: "captcha Input cannot be empty",
      });
    });
  });

  it("is refused when the brand has username registration off", async () => {
    await withFeatures(t, { usernameRegistration: false }, async () => {
      const response = await register(credentials());
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe("feature.disabled");
    });
  });

  it("needs the bot check when the brand has it on", async () => {
    await withBotCheck(t, async () => {
      const before = await countMembers(t);
      const refused = await register(credentials());
      expect(refused.json().code).toBe("botcheck.failed");
      expect(await countMembers(t)).toBe(before);
      const ok = await register({ ...credentials(), botCheck: await t.botCheck() });
      expect(ok.statusCode).toBe(200);
    });
  });

  it("throttles registration attempts per IP", async () => {
    const ip = freshIp();
    for (let index = 0; index < 10; index++) {
      expect((await register(credentials("demo01"), ip)).json().code).toBe("register.username_taken");
    }
    const refused = await register(credentials(), ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe("rate.limited");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });
});

describe("invitation codes", () => {
  it("GET /wps/agent/affiliate names the agent of a valid code, any case", async () => {
    const response = await t.call({ method: "GET", url: "/wps/agent/affiliate?code=lotus8" });
    expect(response.json()).toEqual({ success: true, value: { valid: true, agentNickname: "Lotus Agent" } });
    const unknown = await t.call({ method: "GET", url: "/wps/agent/affiliate?code=NOPE99" });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({
      code: "register.invitation_code_error",
      message: "Invalid invitation code",
    });
    const missing = await t.call({ method: "GET", url: "/wps/agent/affiliate" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().value.fields).toEqual({ code: "code Input cannot be empty" });
    const tooLong = await t.call({ method: "GET", url: `/wps/agent/affiliate?code=${"A".repeat(65)}` });
    expect(tooLong.json().value.fields).toEqual({ code: "At most 64 characters" });
  });

  it("a member's code is not an invitation", async () => {
    await t.platform.db
      .update(schema.members)
      .set({ affiliateCode: "PLAYER1" })
      .where(eq(schema.members.accountKey, "player01"));
    const response = await t.call({ method: "GET", url: "/wps/agent/affiliate?code=PLAYER1" });
    expect(response.json().code).toBe("register.invitation_code_error");
  });

  it("registration with an affiliate or referral code puts the member under the agent; a bad code creates nothing", async () => {
    const agent = await memberRow(t, "agent01");
    const body = { ...credentials(), affiliateCode: "lotus8" };
    const withCode = await register(body);
    expect(withCode.statusCode).toBe(200);
    expect((await memberRow(t, body.username))?.uplineId).toBe(agent?.id);
    expect((await info(withCode.json().value.token)).json().value.toUpline).toBe(true);

    const fromLink = { ...credentials(), referralCode: "LOTUS8" };
    expect((await register(fromLink)).statusCode).toBe(200);
    expect((await memberRow(t, fromLink.username))?.uplineId).toBe(agent?.id);

    const before = await countMembers(t);
    const bad = await register({ ...credentials(), affiliateCode: "WRONG1" });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().code).toBe("register.invitation_code_error");
    expect(await countMembers(t)).toBe(before);
  });

  it("throttles code checks per IP", async () => {
    const ip = freshIp();
    for (let index = 0; index < 30; index++) {
      await t.call({ method: "GET", url: `/wps/agent/affiliate?code=GUESS${index}`, headers: fromIp(ip) });
    }
    const refused = await t.call({
      method: "GET",
      url: "/wps/agent/affiliate?code=LOTUS8",
      headers: fromIp(ip),
    });
    expect(refused.statusCode).toBe(429);
  });
});

describe("registration by mobile", () => {
  it("registers with the SMS code from the outbox, generates the account name and logs in", async () => {
    await withFeatures(t, { mobileRegistrationWithPassword: false }, async () => {
      const mobile = freshMobile();
      const sent = await sendRegisterCode(`0${mobile}`, "mobile");
      expect(sent.statusCode).toBe(200);
      expect(sent.json().value).toMatchObject({ expiredMinutes: 1 });
      const code = await lastSmsCode(t, `+84 ${mobile}`);
      expect(
        (await t.platform.db.select().from(schema.outboxMessages)).find((row) => row.body.includes(code))
          ?.body,
      ).toMatch(/registration code/);
      const ip = freshIp();
      const response = await registerMobile(
        { countryDialingCode: "84", mobileNum: mobile, verificationCode: code, regType: "mobile" },
        ip,
      );
      expect(response.statusCode, response.body).toBe(200);
      const me = (await info(response.json().value.token)).json().value;
      expect(me.account).toMatch(/^m\d{9}$/);
      expect(me.mobile).toBe(`+84 ${mobile.slice(0, 3)}***${mobile.slice(-3)}`);
      const row = await memberRow(t, me.account);
      expect(row).toMatchObject({ countryDialingCode: "84", mobileNo: mobile, registerIp: ip });

      // The number is taken now: no second code and no second account.
      t.clock.advance(1000);
      const again = await sendRegisterCode(mobile, "mobile");
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe("register.mobile_taken");
      const before = await countMembers(t);
      const twice = await registerMobile({
        countryDialingCode: "84",
        mobileNum: mobile,
        verificationCode: code,
      });
      expect(twice.json().code).toBe("register.mobile_taken");
      expect(await countMembers(t)).toBe(before);
    });
  });

  it("refuses a wrong, an expired and a missing code, and creates nothing", async () => {
    await withFeatures(t, { mobileRegistrationWithPassword: false }, async () => {
      const mobile = freshMobile();
      await sendRegisterCode(mobile, "mobile");
      const code = await lastSmsCode(t, `+84 ${mobile}`);
      const before = await countMembers(t);
      const wrong = await registerMobile({
        countryDialingCode: "84",
        mobileNum: mobile,
        verificationCode: code === "999999" ? "000000" : "999999",
      });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().code).toBe("verification.code_invalid");
      const missing = await registerMobile({ countryDialingCode: "84", mobileNum: mobile });
      expect(missing.json().value.fields).toEqual({
        verificationCode: "verificationCode Input cannot be empty",
      });
      const badNumber = await registerMobile({
        countryDialingCode: "84",
        mobileNum: "12345",
        verificationCode: code,
      });
      expect(badNumber.json().value.fields).toEqual({ mobileNum: "Phone number format is incorrect" });
      const withPassword = await registerMobile({
        countryDialingCode: "84",
        mobileNum: mobile,
        verificationCode: code,
        password: "Secret123",
      });
      expect(withPassword.json().value.fields).toEqual({ password: "This field is not allowed" });
      const wrongRegType = await registerMobile({
        countryDialingCode: "84",
        mobileNum: mobile,
        verificationCode: code,
        regType: "username",
      });
      expect(wrongRegType.json().value.fields).toEqual({ regType: "Invalid value" });
      t.clock.advance(61_000);
      const expired = await registerMobile({
        countryDialingCode: "84",
        mobileNum: mobile,
        verificationCode: code,
      });
      expect(expired.json().code).toBe("verification.code_expired");
      expect(await countMembers(t)).toBe(before);
    });
  });

  it("takes a password when mobileRegistrationWithPassword is on; the member logs in with it", async () => {
    await withFeatures(t, { mobileRegistrationWithPassword: true }, async () => {
      const mobile = freshMobile();
      await sendRegisterCode(mobile, "mobile");
      const code = await lastSmsCode(t, `+84 ${mobile}`);
      const noPassword = await registerMobile({
        countryDialingCode: "84",
        mobileNum: mobile,
        verificationCode: code,
      });
      expect(noPassword.json().value.fields).toEqual({
        password: "password Input cannot be empty",
        confirmPassword: "confirmPassword Input cannot be empty",
      });
      const response = await registerMobile({
        countryDialingCode: "84",
        mobileNum: mobile,
        verificationCode: code,
        username: "mobileuser1",
        password: "Phone1234",
        confirmPassword: "Phone1234",
      });
      expect(response.statusCode, response.body).toBe(200);
      expect((await login(t, { username: "mobileuser1", password: "Phone1234" })).statusCode).toBe(200);
    });
  });

  it("is refused when the brand has mobile registration off", async () => {
    await withFeatures(t, { mobileRegistration: false }, async () => {
      const send = await sendRegisterCode(freshMobile(), "mobile");
      expect(send.statusCode).toBe(403);
      expect(send.json().code).toBe("feature.disabled");
      const response = await registerMobile({
        countryDialingCode: "84",
        mobileNum: freshMobile(),
        verificationCode: "123456",
      });
      expect(response.json().code).toBe("feature.disabled");
      // Username registration's code is a different switch.
      expect((await sendRegisterCode(freshMobile(), "username")).statusCode).toBe(200);
    });
  });

  it("a mobile number given at username registration is proven by SMS when smsVerification is on", async () => {
    await withRules({ mobileNum: { enabled: true }, verificationCode: { enabled: true } }, async () => {
      const mobile = freshMobile();
      const noCode = await register({ ...credentials(), countryDialingCode: "84", mobileNum: mobile });
      expect(noCode.json().value.fields).toEqual({
        verificationCode: "verificationCode Input cannot be empty",
      });
      await sendRegisterCode(mobile, "username");
      const code = await lastSmsCode(t, `+84 ${mobile}`);
      const body = { ...credentials(), countryDialingCode: "84", mobileNum: mobile, verificationCode: code };
      const response = await register(body);
      expect(response.statusCode, response.body).toBe(200);
      expect((await memberRow(t, body.username))?.mobileNo).toBe(mobile);
      const taken = await register({
        ...credentials(),
        countryDialingCode: "84",
        mobileNum: mobile,
        verificationCode: code,
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().code).toBe("register.mobile_taken");
    });
  });

  it("refuses bad send-code requests", async () => {
    const missing = await t.call({
      method: "POST",
      url: "/wps/verification/sms/register",
      payload: { countryDialingCode: "84" },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().value.fields).toEqual({
      mobileNo: "mobileNo Input cannot be empty",
      regType: "regType Input cannot be empty",
    });
    const invalid = await sendRegisterCode("12", "mobile");
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().code).toBe("verification.mobile_invalid");
    const oversized = await t.call({
      method: "POST",
      url: "/wps/verification/sms/register",
      payload: { countryDialingCode: "84", mobileNo: "9".repeat(21), regType: "mobile" },
    });
    expect(oversized.json().value.fields).toEqual({ mobileNo: "At most 20 characters" });
  });
});
