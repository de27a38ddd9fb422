import * as schema from "@lotus/db/schema";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  accountsTestApp,
  freshIp,
  fromIp,
  lastSmsCode,
  login,
  memberRow,
  registerUser,
  tokenOf,
  withFeatures,
} from "./accounts-support";
import { lastOutboxMessage } from "./support/app";

const t = accountsTestApp();

const info = (token: string) => t.call({ method: "GET", url: "/wps/member/info", token });
const change = (token: string | undefined, body: Record<string, unknown>) =>
  t.callEncrypted("POST", "/wps/member/password", body, { token });
const canLogIn = async (username: string, password: string) =>
  (await login(t, { username, password })).statusCode === 200;

describe("POST /wps/member/password", () => {
  it("changes the password and ends every other session and remember token", async () => {
    const user = await registerUser(t);
    const other = await login(t, { username: user.username, password: user.password, remember: true });
    const { token: otherToken, rememberToken } = other.json().value;
    const current = await tokenOf(t, user.username, user.password);
    await t.platform.db
      .update(schema.members)
      .set({ mustChangePassword: true })
      .where(eq(schema.members.accountKey, user.username.toLowerCase()));
    const before = await memberRow(t, user.username);
    t.clock.advance(1000);

    const response = await change(current, {
      oldPassword: user.password,
      newPassword: "Changed99",
      confirmNewPassword: "Changed99",
    });
    expect(response.json()).toEqual({ success: true, value: { changed: true } });
    expect((await info(current)).statusCode).toBe(200);
    expect((await info(user.token)).statusCode).toBe(401);
    expect((await info(otherToken)).statusCode).toBe(401);
    const remembered = await t.call({
      method: "POST",
      url: "/wps/session/login/remember",
      payload: { rememberToken },
    });
    expect(remembered.statusCode).toBe(401);
    const after = await memberRow(t, user.username);
    expect(after?.mustChangePassword).toBe(false);
    expect(after?.passwordChangedAt.getTime()).toBeGreaterThan(before?.passwordChangedAt.getTime() ?? 0);
    expect(await canLogIn(user.username, user.password)).toBe(false);
    expect(await canLogIn(user.username, "Changed99")).toBe(true);
  });

  it("refuses a wrong old password, the same password, the brand default and bad fields; nothing changes", async () => {
    const user = await registerUser(t);
    const hash = (await memberRow(t, user.username))?.passwordHash;
    const wrongOld = await change(user.token, {
      oldPassword: "Nope1234",
      newPassword: "Changed99",
      confirmNewPassword: "Changed99",
    });
    expect(wrongOld.statusCode).toBe(422);
    expect(wrongOld.json().code).toBe("password.incorrect");
    const same = await change(user.token, {
      oldPassword: user.password,
      newPassword: user.password,
      confirmNewPassword: user.password,
    });
    expect(same.json().code).toBe("password.same_as_old");
    const defaults = await change(user.token, {
      oldPassword: user.password,
      newPassword: "lotus123",
      confirmNewPassword: "lotus123",
    });
    expect(defaults.json().value.fields).toEqual({ newPassword: "Invalid value" });
    const rule = await change(user.token, { oldPassword: "", newPassword: "abc", confirmNewPassword: "abd" });
    expect(rule.statusCode).toBe(400);
    expect(rule.json().value.fields).toEqual({
      oldPassword: "oldPassword Input cannot be empty",
      newPassword: "Must combine letters and numbers, 6-20 characters",
      confirmNewPassword: "Incorrect confirmation input",
    });
    const missing = await change(user.token, { newPassword: "Changed99" });
    expect(missing.json().value.fields).toEqual({
      oldPassword: "oldPassword Input cannot be empty",
      confirmNewPassword: "confirmNewPassword Input cannot be empty",
    });
    const typed = await change(user.token, {
      oldPassword: 1,
      newPassword: "Changed99",
      confirmNewPassword: "Changed99",
      x: 1,
    });
    expect(typed.json().value.fields).toEqual({
      oldPassword: "Invalid value",
      x: "This field is not allowed",
    });
    const oversized = await change(user.token, {
      oldPassword: "a".repeat(129),
      newPassword: "Changed99",
      confirmNewPassword: "Changed99",
    });
    expect(oversized.json().value.fields).toEqual({ oldPassword: "At most 128 characters" });
    expect((await memberRow(t, user.username))?.passwordHash).toBe(hash);
    expect((await info(user.token)).statusCode).toBe(200);
  });

  it("needs a member session, an encrypted body, and is throttled per member", async () => {
    const anonymous = await change(undefined, {
      oldPassword: "a",
      newPassword: "Changed99",
      confirmNewPassword: "Changed99",
    });
    expect(anonymous.statusCode).toBe(401);
    const user = await registerUser(t);
    const plain = await t.call({
      method: "POST",
      url: "/wps/member/password",
      token: user.token,
      payload: { oldPassword: user.password, newPassword: "Changed99", confirmNewPassword: "Changed99" },
    });
    expect(plain.json().code).toBe("encryption.required");
    for (let index = 0; index < 10; index++) {
      const wrong = await change(user.token, {
        oldPassword: "Nope1234",
        newPassword: "Changed99",
        confirmNewPassword: "Changed99",
      });
      expect(wrong.json().code).toBe("password.incorrect");
    }
    const throttled = await change(user.token, {
      oldPassword: user.password,
      newPassword: "Changed99",
      confirmNewPassword: "Changed99",
    });
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers["retry-after"])).toBeGreaterThan(0);
  });
});

describe("password recovery by email", () => {
  const sendLink = (username: string, email: string, headers: Record<string, string> = {}) =>
    t.call({
      method: "POST",
      url: "/wps/member/password/email",
      payload: `username=${encodeURIComponent(username)}&email=${encodeURIComponent(email)}`,
      headers: { "content-type": "application/x-www-form-urlencoded", ...fromIp(freshIp()), ...headers },
    });
  const reset = (resetToken: string, newPassword: string, confirmNewPassword = newPassword) =>
    t.callEncrypted("POST", "/wps/member/password/reset", { resetToken, newPassword, confirmNewPassword });

  async function userWithEmail() {
    const user = await registerUser(t);
    const email = `${user.username}@mail.test`;
    await t.platform.db
      .update(schema.members)
      .set({ email })
      .where(eq(schema.members.accountKey, user.username.toLowerCase()));
    return { ...user, email };
  }

  async function linkToken(email: string): Promise<string> {
    const message = await lastOutboxMessage(t.platform, email);
    const token = /\/resetPassword\?token=([\w%-]+)/.exec(message?.body ?? "")?.[1];
    if (!token) throw new Error("no reset link");
    return decodeURIComponent(token);
  }

  it("emails a one-time link that sets the password and ends every session", async () => {
    const user = await userWithEmail();
    const sent = await sendLink(user.username.toUpperCase(), user.email.toUpperCase());
    expect(sent.json()).toEqual({ success: true, value: { sent: true } });
    const message = await lastOutboxMessage(t.platform, user.email);
    expect(message).toMatchObject({ channel: "email", subject: "[Lotus] Reset your password" });
    expect(message?.body).toMatch(/^Hello /);
    // The request's own origin, as it is one of the brand's domains.
    expect(message?.body).toContain("http://localhost:80/resetPassword?token=");
    const token = await linkToken(user.email);
    const [stored] = await t.platform.db
      .select()
      .from(schema.oneTimeTokens)
      .where(eq(schema.oneTimeTokens.kind, "password_reset"));
    expect(stored?.tokenHash).not.toBe(token);

    const mismatch = await reset(token, "Reset1234", "Reset12345");
    expect(mismatch.json().value.fields).toEqual({ confirmNewPassword: "Incorrect confirmation input" });
    const done = await reset(token, "Reset1234");
    expect(done.json()).toEqual({ success: true, value: { changed: true } });
    expect((await info(user.token)).statusCode).toBe(401);
    expect(await canLogIn(user.username, "Reset1234")).toBe(true);
    const again = await reset(token, "Another123");
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe("password.reset_link_invalid");
    expect(await canLogIn(user.username, "Reset1234")).toBe(true);
  });

  it("a link lasts 30 minutes and a newer link replaces it", async () => {
    const user = await userWithEmail();
    await sendLink(user.username, user.email);
    const first = await linkToken(user.email);
    await sendLink(user.username, user.email);
    const second = await linkToken(user.email);
    expect((await reset(first, "Reset1234")).json().code).toBe("password.reset_link_invalid");
    t.clock.advance(30 * 60_000 + 1000);
    expect((await reset(second, "Reset1234")).json().code).toBe("password.reset_link_invalid");
    expect(await canLogIn(user.username, user.password)).toBe(true);
  });

  it("never puts a forged Host into the link", async () => {
    const user = await userWithEmail();
    await sendLink(user.username, user.email, { host: "evil.example" });
    const body = (await lastOutboxMessage(t.platform, user.email))?.body ?? "";
    expect(body).not.toContain("evil.example");
    expect(body).toContain("http://localhost/resetPassword?token=");
  });

  it("refuses an unknown pair and bad input, sending nothing", async () => {
    const user = await userWithEmail();
    const countEmails = async () =>
      (
        await t.platform.db
          .select()
          .from(schema.outboxMessages)
          .where(eq(schema.outboxMessages.channel, "email"))
      ).length;
    const before = await countEmails();
    const wrongEmail = await sendLink(user.username, "someone@mail.test");
    expect(wrongEmail.statusCode).toBe(422);
    expect(wrongEmail.json()).toMatchObject({
      code: "password.recovery_unknown",
      message: "Username/Email does not exist",
    });
    expect((await sendLink("nobody12", user.email)).json().code).toBe("password.recovery_unknown");
    const empty = await sendLink("", "");
    expect(empty.statusCode).toBe(400);
    expect(empty.json().value.fields).toEqual({
      username: "username Input cannot be empty",
      email: "email Input cannot be empty",
    });
    const missing = await t.call({
      method: "POST",
      url: "/wps/member/password/email",
      payload: "username=demo01",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(missing.json().value.fields).toEqual({ email: "email Input cannot be empty" });
    const badToken = await reset("", "Reset1234");
    expect(badToken.json().value.fields).toEqual({ resetToken: "resetToken Input cannot be empty" });
    const weak = await reset("whatever", "weak");
    expect(weak.json().value.fields).toEqual({
      newPassword: "Must combine letters and numbers, 6-20 characters",
    });
    expect(await countEmails()).toBe(before);
  });

  it("throttles recovery per account", async () => {
    const user = await userWithEmail();
    for (let index = 0; index < 3; index++)
      expect((await sendLink(user.username, user.email)).statusCode).toBe(200);
    const refused = await sendLink(user.username, user.email);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe("rate.limited");
  });

  it("throttles recovery per IP", async () => {
    const ip = freshIp();
    for (let index = 0; index < 5; index++) {
      await sendLink(`someone${index}`, "x@mail.test", fromIp(ip));
    }
    const refused = await sendLink("someone9", "x@mail.test", fromIp(ip));
    expect(refused.statusCode).toBe(429);
  });
});

describe("password recovery by phone", () => {
  const sendCode = (mobileNum: string, ip = freshIp()) =>
    t.call({
      method: "POST",
      url: "/wps/member/password/sms",
      payload: { countryDialingCode: "84", mobileNum },
      headers: fromIp(ip),
    });
  const recover = (body: Record<string, unknown>, ip = freshIp()) =>
    t.callEncrypted(
      "POST",
      "/wps/member/password/verification",
      { countryDialingCode: "84", ...body },
      { headers: fromIp(ip) },
    );

  async function userWithMobile(mobileNo: string) {
    const user = await registerUser(t);
    await t.platform.db
      .update(schema.members)
      .set({ countryDialingCode: "84", mobileNo })
      .where(eq(schema.members.accountKey, user.username.toLowerCase()));
    return user;
  }

  it("sets a new password with the SMS code, ends other sessions and logs in", async () => {
    const user = await userWithMobile("937100001");
    const sent = await sendCode("0937100001");
    expect(sent.json().value.expiredMinutes).toBe(1);
    const code = await lastSmsCode(t, "+84 937100001");
    expect((await lastOutboxMessage(t.platform, "+84 937100001"))?.body).toContain("password recovery code");

    const weak = await recover({ mobileNum: "937100001", verificationCode: code, newPassword: "weak" });
    expect(weak.json().value.fields).toEqual({
      newPassword: "Must combine letters and numbers, 6-20 characters",
    });
    const wrong = await recover({
      mobileNum: "937100001",
      verificationCode: code === "123123" ? "321321" : "123123",
      newPassword: "Recover12",
    });
    expect(wrong.json().code).toBe("verification.code_invalid");
    expect(await canLogIn(user.username, user.password)).toBe(true);

    const done = await recover({
      mobileNum: "937100001",
      verificationCode: code,
      newPassword: "Recover12",
      confirmNewPassword: "Recover12",
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().value).toMatchObject({ accountType: 0, passwordExpired: false, captcha: false });
    expect((await info(done.json().value.token)).statusCode).toBe(200);
    expect((await info(user.token)).statusCode).toBe(401);
    expect(await canLogIn(user.username, "Recover12")).toBe(true);
    const reused = await recover({
      mobileNum: "937100001",
      verificationCode: code,
      newPassword: "Another12",
    });
    expect(reused.json().code).toBe("verification.code_invalid");
  });

  it("refuses unknown and malformed numbers and bad bodies", async () => {
    const unknown = await sendCode("937199999");
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().code).toBe("verification.mobile_unknown");
    expect((await sendCode("1")).json().code).toBe("verification.mobile_invalid");
    const empty = await recover({ mobileNum: "", verificationCode: "", newPassword: "" });
    expect(empty.json().value.fields).toEqual({
      mobileNum: "mobileNum Input cannot be empty",
      verificationCode: "verificationCode Input cannot be empty",
      newPassword: "newPassword Input cannot be empty",
    });
    const extra = await t.call({
      method: "POST",
      url: "/wps/member/password/sms",
      payload: { countryDialingCode: "84", mobileNum: "937100001", email: "x" },
    });
    expect(extra.json().value.fields).toEqual({ email: "This field is not allowed" });
  });

  it("is off without the phoneRecovery toggle", async () => {
    await withFeatures(t, { phoneRecovery: false }, async () => {
      const send = await sendCode("912000001");
      expect(send.statusCode).toBe(403);
      expect(send.json().code).toBe("feature.disabled");
      const verify = await recover({
        mobileNum: "912000001",
        verificationCode: "123456",
        newPassword: "Recover12",
      });
      expect(verify.json().code).toBe("feature.disabled");
    });
  });
});
