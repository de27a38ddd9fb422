import * as schema from "@lotus/db/schema";
import { and, eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import {
  accountsTestApp,
  freshIp,
  fromIp,
  lastSmsCode,
  login,
  memberRow,
  registerUser,
  withBotCheck,
  withFeatures,
} from "./accounts-support";
import { lastOutboxMessage } from "./support/app";

const t = accountsTestApp();

const info = (token: string) => t.call({ method: "GET", url: "/wps/member/info", token });
const sendLoginCode = (mobileNo: string, ip: string, extra: Record<string, unknown> = {}) =>
  t.call({
    method: "POST",
    url: "/wps/verification/sms/noLogin",
    payload: { countryDialingCode: "84", mobileNo, ...extra },
    headers: fromIp(ip),
  });
const smsLogin = (mobileNum: string, verificationCode: string, ip = freshIp()) =>
  login(t, { type: "sms", countryDialingCode: "84", mobileNum, verificationCode }, { ip });

/** A registered member with a mobile number of its own (set directly, registration is tested elsewhere). */
async function memberWithMobile(mobileNo: string, extra: Partial<typeof schema.members.$inferInsert> = {}) {
  const user = await registerUser(t);
  await t.platform.db
    .update(schema.members)
    .set({ countryDialingCode: "84", mobileNo, ...extra })
    .where(eq(schema.members.accountKey, user.username.toLowerCase()));
  return user;
}

describe("remember me and logout", () => {
  it("a remember token (1 day) opens new sessions until logout revokes it", async () => {
    const ip = freshIp();
    const first = await login(t, { username: "demo01", password: "Demo1234", remember: true }, { ip });
    const { token, rememberToken } = first.json().value;
    expect(rememberToken).toMatch(/^[\w-]{43}$/);
    expect(rememberToken).not.toBe(token);
    // The remember token is not a session token.
    expect((await info(rememberToken)).statusCode).toBe(401);

    const again = await t.call({
      method: "POST",
      url: "/wps/session/login/remember",
      payload: { rememberToken },
      headers: fromIp(ip),
    });
    expect(again.statusCode).toBe(200);
    const second = again.json().value.token;
    expect(second).not.toBe(token);
    expect((await info(second)).statusCode).toBe(200);

    const out = await t.call({
      method: "POST",
      url: "/wps/session/logout",
      payload: { rememberToken },
      token: second,
    });
    expect(out.json()).toEqual({ success: true, value: { loggedOut: true } });
    expect((await info(second)).statusCode).toBe(401);
    // The first session is untouched by logging out the second one.
    expect((await info(token)).statusCode).toBe(200);
    const revoked = await t.call({
      method: "POST",
      url: "/wps/session/login/remember",
      payload: { rememberToken },
      headers: fromIp(ip),
    });
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().code).toBe("auth.required");
  });

  it("a remember token lasts one day", async () => {
    const ip = freshIp();
    const { rememberToken } = (
      await login(t, { username: "demo01", password: "Demo1234", remember: true }, { ip })
    ).json().value;
    t.clock.advance(24 * 3_600_000 + 1000);
    const expired = await t.call({
      method: "POST",
      url: "/wps/session/login/remember",
      payload: { rememberToken },
      headers: fromIp(ip),
    });
    expect(expired.statusCode).toBe(401);
  });

  it("refuses bad remember requests and logout without a session still answers", async () => {
    const bad = await t.call({ method: "POST", url: "/wps/session/login/remember", payload: {} });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().value.fields).toEqual({ rememberToken: "rememberToken Input cannot be empty" });
    const oversized = await t.call({
      method: "POST",
      url: "/wps/session/login/remember",
      payload: { rememberToken: "x".repeat(129) },
    });
    expect(oversized.json().value.fields.rememberToken).toBe("At most 128 characters");
    const unknown = await t.call({
      method: "POST",
      url: "/wps/session/login/remember",
      payload: { rememberToken: "nope" },
    });
    expect(unknown.json().code).toBe("auth.required");
    const anonymous = await t.call({ method: "POST", url: "/wps/session/logout", payload: {} });
    expect(anonymous.json()).toEqual({ success: true, value: { loggedOut: true } });
  });
});

describe("login by SMS code", () => {
  it("sends a code to a registered number and logs in with it, once", async () => {
    await memberWithMobile("935100001");
    const ip = freshIp();
    const sent = await sendLoginCode("0935100001", ip);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().value.expiredMinutes).toBe(1);
    expect(sent.json().value.expirationTime).toBeGreaterThan(t.clock.now() + 55_000);
    const message = await lastOutboxMessage(t.platform, "+84 935100001");
    expect(message).toMatchObject({ channel: "sms", brandId: t.brandId });
    expect(message?.body).toMatch(/Your login code is \d{6}, valid for 1 minute/);
    const code = await lastSmsCode(t, "+84 935100001");
    const [stored] = await t.platform.db
      .select()
      .from(schema.verificationCodes)
      .where(eq(schema.verificationCodes.target, "84:935100001"));
    expect(stored?.codeHash).not.toContain(code);

    const response = await smsLogin("935100001", code, ip);
    expect(response.statusCode).toBe(200);
    expect(response.json().value).toMatchObject({ passwordExpired: false, captcha: false });
    const reused = await smsLogin("935100001", code);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe("verification.code_invalid");
  });

  it("sends the text in the request language", async () => {
    await memberWithMobile("935100009");
    await t.call({
      method: "POST",
      url: "/wps/verification/sms/noLogin",
      payload: { countryDialingCode: "84", mobileNo: "935100009" },
      headers: { ...fromIp(freshIp()), language: "VI" },
    });
    expect((await lastOutboxMessage(t.platform, "+84 935100009"))?.body).toMatch(
      /Mã đăng nhập của bạn là \d{6}/,
    );
  });

  it("an expired code asks for a new one; a new code replaces the old", async () => {
    await memberWithMobile("935100002");
    await sendLoginCode("935100002", freshIp());
    const old = await lastSmsCode(t, "+84 935100002");
    t.clock.advance(60_000);
    const expired = await smsLogin("935100002", old);
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toMatchObject({
      code: "verification.code_expired",
      message: "Code expired, please resend",
    });

    await sendLoginCode("935100002", freshIp());
    const first = await lastSmsCode(t, "+84 935100002");
    t.clock.advance(1000);
    await sendLoginCode("935100002", freshIp());
    const second = await lastSmsCode(t, "+84 935100002");
    if (first !== second)
      expect((await smsLogin("935100002", first)).json().code).toBe("verification.code_invalid");
    expect((await smsLogin("935100002", second)).statusCode).toBe(200);
  });

  it("five wrong codes kill the code", async () => {
    await memberWithMobile("935100003");
    await sendLoginCode("935100003", freshIp());
    const code = await lastSmsCode(t, "+84 935100003");
    const wrong = code === "000000" ? "111111" : "000000";
    for (let index = 0; index < 5; index++) {
      // Fresh IPs: the test is about the code, not the per-IP captcha.
      expect((await smsLogin("935100003", wrong)).json().code).toBe("verification.code_invalid");
    }
    const dead = await smsLogin("935100003", code);
    expect(dead.statusCode).toBe(422);
    expect(dead.json().code).toBe("verification.code_invalid");
  });

  it("refuses unknown and malformed numbers, missing fields, and works only with the toggle on", async () => {
    const unknown = await sendLoginCode("935199999", freshIp());
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().code).toBe("verification.mobile_unknown");
    const malformed = await sendLoginCode("12ab", freshIp());
    expect(malformed.json().code).toBe("verification.mobile_invalid");
    const unknownRegion = await t.call({
      method: "POST",
      url: "/wps/verification/sms/noLogin",
      payload: { countryDialingCode: "999", mobileNo: "912345678" },
      headers: fromIp(freshIp()),
    });
    expect(unknownRegion.json().code).toBe("verification.mobile_invalid");
    const missing = await t.call({
      method: "POST",
      url: "/wps/verification/sms/noLogin",
      payload: { mobileNo: "" },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().value.fields).toEqual({
      countryDialingCode: "countryDialingCode Input cannot be empty",
      mobileNo: "mobileNo Input cannot be empty",
    });
    const extra = await sendLoginCode("935100001", freshIp(), { purpose: "x" });
    expect(extra.json().value.fields).toEqual({ purpose: "This field is not allowed" });
    const noCode = await login(t, { type: "sms", countryDialingCode: "84", mobileNum: "935100001" });
    expect(noCode.json().value.fields).toEqual({
      verificationCode: "verificationCode Input cannot be empty",
    });
    const badNumber = await login(t, {
      type: "sms",
      countryDialingCode: "84",
      mobileNum: "1",
      verificationCode: "123456",
    });
    expect(badNumber.json().value.fields).toEqual({ mobileNum: "Phone number format is incorrect" });

    await withFeatures(t, { verificationCodeLogin: false }, async () => {
      const send = await sendLoginCode("935100001", freshIp());
      expect(send.statusCode).toBe(403);
      expect(send.json().code).toBe("feature.disabled");
      const loginOff = await smsLogin("935100001", "123456");
      expect(loginOff.json().code).toBe("feature.disabled");
    });
  });

  it("the bot check guards every SMS send when the brand has it on", async () => {
    await withBotCheck(t, async () => {
      const refused = await sendLoginCode("912000001", freshIp());
      expect(refused.statusCode).toBe(422);
      expect(refused.json().code).toBe("botcheck.failed");
      const ok = await sendLoginCode("912000001", freshIp(), { botCheck: await t.botCheck() });
      expect(ok.statusCode).toBe(200);
    });
  });
});

describe("SMS sending throttles", () => {
  it("one send a second per number (rate.too_fast, Retry-After 1)", async () => {
    await memberWithMobile("935200001");
    expect((await sendLoginCode("935200001", freshIp())).statusCode).toBe(200);
    const tooFast = await sendLoginCode("935200001", freshIp());
    expect(tooFast.statusCode).toBe(429);
    expect(tooFast.json().code).toBe("rate.too_fast");
    expect(tooFast.headers["retry-after"]).toBe("1");
    t.clock.advance(1000);
    expect((await sendLoginCode("935200001", freshIp())).statusCode).toBe(200);
  });

  it("one send a second per IP", async () => {
    await memberWithMobile("935200002");
    await memberWithMobile("935200003");
    const ip = freshIp();
    expect((await sendLoginCode("935200002", ip)).statusCode).toBe(200);
    const tooFast = await sendLoginCode("935200003", ip);
    expect(tooFast.json().code).toBe("rate.too_fast");
  });

  it("more than 5 sends to a number within 10 minutes lock it for 5 minutes", async () => {
    await memberWithMobile("935200004");
    for (let index = 0; index < 5; index++) {
      expect((await sendLoginCode("935200004", freshIp())).statusCode).toBe(200);
      t.clock.advance(1000);
    }
    const locked = await sendLoginCode("935200004", freshIp());
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      code: "rate.limited",
      message: "Too many requests, please retry after 5 minutes",
    });
    expect(locked.headers["retry-after"]).toBe("300");
    t.clock.advance(4 * 60_000);
    const stillLocked = await sendLoginCode("935200004", freshIp());
    expect(stillLocked.statusCode).toBe(429);
    expect(Number(stillLocked.headers["retry-after"])).toBeLessThanOrEqual(60);
    t.clock.advance(60_000);
    expect((await sendLoginCode("935200004", freshIp())).statusCode).toBe(200);
  });

  it("more than 10 sends from an IP within 10 minutes lock that IP for 5 minutes", async () => {
    const ip = freshIp();
    for (let index = 0; index < 10; index++) {
      const mobile = `9353000${String(index).padStart(2, "0")}`;
      await memberWithMobile(mobile);
      expect((await sendLoginCode(mobile, ip)).statusCode).toBe(200);
      t.clock.advance(1000);
    }
    await memberWithMobile("935300099");
    const locked = await sendLoginCode("935300099", ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers["retry-after"]).toBe("300");
    // The number itself is fine from elsewhere.
    t.clock.advance(1000);
    expect((await sendLoginCode("935300099", freshIp())).statusCode).toBe(200);
  });
});

describe("unregistered-IP verification", () => {
  const totpSecret = new Secret({ size: 20 }).base32;

  /** A member with every verification method, registered from `home`. */
  async function verifiable() {
    const user = await registerUser(t);
    await t.platform.db
      .update(schema.members)
      .set({
        countryDialingCode: "84",
        mobileNo: `9364${String(Math.floor(Math.random() * 100_000)).padStart(5, "0")}`,
        email: `${user.username}@Example.com`,
        payeeName: "TRAN THI MAI",
        // Stored sealed under the master key, as enrolment in my account stores it.
        totpSecret: t.platform.secrets.seal(totpSecret),
      })
      .where(eq(schema.members.accountKey, user.username.toLowerCase()));
    return { ...user, row: await memberRow(t, user.username) };
  }

  const verify = (body: Record<string, unknown>, ip: string) =>
    t.callEncrypted("POST", "/wps/session/login/verification", body, { headers: fromIp(ip) });

  async function pending(
    user: { username: string; password: string },
    ip: string,
    extra: Record<string, unknown> = {},
  ) {
    const response = await login(t, { username: user.username, password: user.password, ...extra }, { ip });
    expect(response.statusCode, response.body).toBe(200);
    const value = response.json().value;
    expect(value.token).toBe("");
    return value.verification as { ticket: string; methods: string[]; maskedMobile: string };
  }

  it("the registration IP is known; another IP gets a ticket listing the member's methods", async () => {
    await withFeatures(t, { unregisteredIpVerification: true }, async () => {
      const user = await verifiable();
      const home = await login(t, { username: user.username, password: user.password }, { ip: user.ip });
      expect(home.json().value.token).not.toBe("");
      const ticket = await pending(user, freshIp());
      expect(ticket.methods).toEqual(["sms", "email", "payeeName", "totp"]);
      expect(ticket.maskedMobile).toMatch(/^\+84 936\*\*\*\d{3}$/);
      // The ticket is not a session.
      expect((await info(ticket.ticket)).statusCode).toBe(401);
    });
  });

  it("by SMS code: the new IP becomes known", async () => {
    await withFeatures(t, { unregisteredIpVerification: true }, async () => {
      const user = await verifiable();
      const ip = freshIp();
      const { ticket } = await pending(user, ip);
      const sent = await t.call({
        method: "POST",
        url: "/wps/session/login/verification/sms",
        payload: { ticket },
        headers: fromIp(ip),
      });
      expect(sent.statusCode).toBe(200);
      const code = await lastSmsCode(t, `+84 ${user.row?.mobileNo}`);
      const done = await verify({ ticket, method: "sms", value: code }, ip);
      expect(done.statusCode).toBe(200);
      expect((await info(done.json().value.token)).statusCode).toBe(200);
      // Used ticket, and the IP is now registered.
      expect((await verify({ ticket, method: "sms", value: code }, ip)).statusCode).toBe(401);
      const again = await login(t, { username: user.username, password: user.password }, { ip });
      expect(again.json().value.token).not.toBe("");
    });
  });

  it("by the registered email typed in full, by payee name, and by authenticator code", async () => {
    await withFeatures(t, { unregisteredIpVerification: true }, async () => {
      const user = await verifiable();
      const byEmail = freshIp();
      const emailTicket = await pending(user, byEmail);
      const partial = await verify(
        { ticket: emailTicket.ticket, method: "email", value: "example.com" },
        byEmail,
      );
      expect(partial.json()).toMatchObject({ code: "verification.code_invalid", value: { attemptsLeft: 4 } });
      const email = await verify(
        { ticket: emailTicket.ticket, method: "email", value: ` ${user.username.toUpperCase()}@EXAMPLE.COM` },
        byEmail,
      );
      expect(email.statusCode).toBe(200);
      expect(email.json().value.token).not.toBe("");

      const byName = freshIp();
      const nameTicket = await pending(user, byName);
      const name = await verify(
        { ticket: nameTicket.ticket, method: "payeeName", value: "tran thi  mai" },
        byName,
      );
      expect(name.statusCode).toBe(200);

      const byTotp = freshIp();
      const totpTicket = await pending(user, byTotp, { remember: true });
      const code = new TOTP({ secret: Secret.fromBase32(totpSecret), digits: 6, period: 30 }).generate({
        timestamp: t.clock.now(),
      });
      const totp = await verify({ ticket: totpTicket.ticket, method: "totp", value: code }, byTotp);
      expect(totp.statusCode).toBe(200);
      // Remember-me asked at login survives the extra step.
      expect(totp.json().value.rememberToken).toMatch(/^[\w-]{43}$/);
      const known = await t.platform.db
        .select()
        .from(schema.memberKnownIps)
        .where(eq(schema.memberKnownIps.memberId, user.row?.id ?? ""));
      expect(known.map((row) => row.ip).sort()).toEqual([user.ip, byEmail, byName, byTotp].sort());
    });
  });

  it("five wrong answers end the ticket; unavailable methods and bad bodies are refused", async () => {
    await withFeatures(t, { unregisteredIpVerification: true }, async () => {
      const user = await registerUser(t);
      await t.platform.db
        .update(schema.members)
        .set({ payeeName: "LE VAN B" })
        .where(eq(schema.members.accountKey, user.username.toLowerCase()));
      const ip = freshIp();
      const { ticket, methods } = await pending(user, ip);
      expect(methods).toEqual(["payeeName"]);
      const unavailable = await verify({ ticket, method: "totp", value: "123456" }, ip);
      expect(unavailable.statusCode).toBe(400);
      expect(unavailable.json().value.fields).toEqual({ method: "Invalid value" });
      const badBody = await verify({ ticket, method: "fingerprint", value: "x", extra: 1 }, ip);
      expect(badBody.json().value.fields).toEqual({
        method: "Invalid value",
        extra: "This field is not allowed",
      });
      for (let attempt = 1; attempt <= 5; attempt++) {
        const wrong = await verify({ ticket, method: "payeeName", value: "SOMEONE ELSE" }, ip);
        expect(wrong.json()).toMatchObject({
          code: "verification.code_invalid",
          value: { attemptsLeft: 5 - attempt },
        });
      }
      const afterwards = await verify({ ticket, method: "payeeName", value: "LE VAN B" }, ip);
      expect(afterwards.statusCode).toBe(401);
      const history = await t.platform.db
        .select()
        .from(schema.loginHistory)
        .where(
          and(eq(schema.loginHistory.ip, ip), eq(schema.loginHistory.reason, "ip_verification_payeeName")),
        );
      expect(history).toHaveLength(5);
    });
  });

  it("with the toggle off, a new IP logs in directly", async () => {
    const user = await verifiable();
    const response = await login(t, { username: user.username, password: user.password });
    expect(response.json().value.token).not.toBe("");
  });
});

describe("free play", () => {
  it("creates a trial account (type 4) that may read its info but no protected action", async () => {
    const ip = freshIp();
    const response = await t.call({
      method: "POST",
      url: "/wps/session/login/freeplay",
      payload: { os: "Linux", platform: "W", nonce: "abc" },
      headers: fromIp(ip),
    });
    expect(response.statusCode).toBe(200);
    const value = response.json().value;
    expect(value).toMatchObject({ accountType: 4, firstTimeLogin: false, passwordExpired: false });
    const me = (await info(value.token)).json().value;
    expect(me.account).toMatch(/^trial\d{8}$/);
    expect(me.type).toBe(4);
    const row = await memberRow(t, me.account);
    expect(row).toMatchObject({ accountType: 4, registerIp: ip, registerMethod: "FREEPLAY" });
    // The brand's demo credit is in the trial wallet, and can only be looked at.
    const balance = (
      await t.call({ method: "GET", url: "/wps/v2/wallets/balance", token: value.token })
    ).json().value;
    expect(balance.sumBalance).toBe(2_000_000);
    const records = await t.call({ method: "GET", url: "/wps/relay/ODSFE2_MemTransDet", token: value.token });
    expect(records.json().code).toBe("account.in_need_true_account");
    // A protected member action asks for a real account.
    const change = await t.callEncrypted(
      "POST",
      "/wps/member/password",
      { oldPassword: "x", newPassword: "Abc12345", confirmNewPassword: "Abc12345" },
      { token: value.token },
    );
    expect(change.statusCode).toBe(403);
    expect(change.json()).toMatchObject({ code: "account.in_need_true_account" });
  });

  it("is refused when the brand has it off, and refuses unknown fields", async () => {
    await withFeatures(t, { freePlay: false }, async () => {
      const off = await t.call({ method: "POST", url: "/wps/session/login/freeplay", payload: {} });
      expect(off.statusCode).toBe(403);
      expect(off.json().code).toBe("feature.disabled");
    });
    const extra = await t.call({
      method: "POST",
      url: "/wps/session/login/freeplay",
      payload: { platform: "X", credit: 5 },
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().value.fields).toEqual({
      platform: "Invalid value",
      credit: "This field is not allowed",
    });
  });

  it("limits trial accounts per IP", async () => {
    const ip = freshIp();
    for (let index = 0; index < 10; index++) {
      expect(
        (
          await t.call({
            method: "POST",
            url: "/wps/session/login/freeplay",
            payload: {},
            headers: fromIp(ip),
          })
        ).statusCode,
      ).toBe(200);
    }
    const refused = await t.call({
      method: "POST",
      url: "/wps/session/login/freeplay",
      payload: {},
      headers: fromIp(ip),
    });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });
});
