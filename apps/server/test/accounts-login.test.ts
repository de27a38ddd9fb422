import * as schema from "@lotus/db/schema";
import { and, desc, eq } from "drizzle-orm";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { hashPassword } from "../src/platform/passwords";
import {
  accountsTestApp,
  freshIp,
  fromIp,
  knownCaptcha,
  lastSmsCode,
  login,
  memberRow,
  registerUser,
  tokenOf,
  withBotCheck,
  withFeatures,
} from "./accounts-support";
import { addOtherBrand, encryptBody } from "./support/app";

const t = accountsTestApp();

const info = (token: string) => t.call({ method: "GET", url: "/wps/member/info", token });

describe("GET /wps/verification/challenge", () => {
  it("gives a proof-of-work challenge when the brand has the bot check on, nothing when off", async () => {
    await withBotCheck(t, async () => {
      const on = (await t.call({ method: "GET", url: "/wps/verification/challenge" })).json().value;
      expect(on.enabled).toBe(true);
      expect(on.challenge).toMatchObject({ algorithm: "SHA-256", maxnumber: expect.any(Number) });
      expect(on.challenge.signature).toMatch(/^[0-9a-f]+$/);
    });
    const off = (await t.call({ method: "GET", url: "/wps/verification/challenge" })).json().value;
    expect(off).toEqual({ enabled: false, challenge: null });
  });
});

describe("bot check before login", () => {
  it("refuses a login without a solution, with a forged one and with a reused one", async () => {
    await withBotCheck(t, async () => {
      const missing = await login(t, { username: "demo01", password: "Demo1234" });
      expect(missing.statusCode).toBe(422);
      expect(missing.json()).toMatchObject({
        code: "botcheck.failed",
        message: "Please complete verification first",
      });
      const forged = await login(t, {
        username: "demo01",
        password: "Demo1234",
        botCheck: "bm90IGEgc29sdXRpb24=",
      });
      expect(forged.json().code).toBe("botcheck.failed");
      const solution = await t.botCheck();
      const first = await login(t, { username: "demo01", password: "Demo1234", botCheck: solution });
      expect(first.statusCode).toBe(200);
      const reused = await login(t, { username: "demo01", password: "Demo1234", botCheck: solution });
      expect(reused.statusCode).toBe(422);
      expect(reused.json().code).toBe("botcheck.failed");
    });
  });
});

describe("GET /wps/captcha", () => {
  it("returns a one-time distorted-code PNG stored hashed, valid two minutes", async () => {
    const before = t.clock.now();
    const response = await t.call({ method: "GET", url: "/wps/captcha", headers: fromIp(freshIp()) });
    expect(response.statusCode).toBe(200);
    const value = response.json().value;
    expect(value.image.startsWith("data:image/png;base64,")).toBe(true);
    const png = PNG.sync.read(Buffer.from(value.image.slice("data:image/png;base64,".length), "base64"));
    expect([png.width, png.height]).toEqual([120, 44]);
    expect(value.expiresAt).toBeGreaterThanOrEqual(before + 120_000);
    expect(value.expiresAt).toBeLessThan(before + 125_000);
    const [row] = await t.platform.db
      .select()
      .from(schema.captchas)
      .where(eq(schema.captchas.id, value.captchaId));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.brandId).toBe(t.brandId);
  });

  it("throttles captcha images per IP (30 a minute) with Retry-After", async () => {
    const ip = freshIp();
    for (let index = 0; index < 30; index++) {
      const ok = await t.call({ method: "GET", url: "/wps/captcha", headers: fromIp(ip) });
      expect(ok.statusCode).toBe(200);
    }
    const refused = await t.call({ method: "GET", url: "/wps/captcha", headers: fromIp(ip) });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe("rate.limited");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60);
    // Another visitor is not affected.
    expect(
      (await t.call({ method: "GET", url: "/wps/captcha", headers: fromIp(freshIp()) })).statusCode,
    ).toBe(200);
  });
});

describe("POST /wps/session/login by username", () => {
  it("logs in with trimmed, case-insensitive username and records the login", async () => {
    const ip = freshIp();
    const response = await login(t, { username: "  DEMO01 ", password: " Demo1234 " }, { ip });
    expect(response.statusCode).toBe(200);
    const value = response.json().value;
    expect(value).toMatchObject({ accountType: 0, passwordExpired: false, captcha: false });
    expect(value.token).toMatch(/^[\w-]{43}$/);
    expect(value).not.toHaveProperty("rememberToken");
    expect(value).not.toHaveProperty("verification");
    const me = await info(value.token);
    expect(me.json().value).toMatchObject({ account: "demo01", nickname: "Demo Player" });
    const [history] = await t.platform.db
      .select()
      .from(schema.loginHistory)
      .where(eq(schema.loginHistory.ip, ip))
      .orderBy(desc(schema.loginHistory.at));
    expect(history).toMatchObject({ account: "demo01", success: true, reason: "password" });
    expect((await memberRow(t, "demo01"))?.lastLoginAt).toBeInstanceOf(Date);
  });

  it("first-time login until the first-login call, then not", async () => {
    const user = await registerUser(t);
    const first = await login(t, { username: user.username, password: user.password }, { ip: user.ip });
    expect(first.json().value.firstTimeLogin).toBe(true);
    const ack = await t.call({
      method: "POST",
      url: "/wps/member/firstLogin",
      token: first.json().value.token,
    });
    expect(ack.json()).toEqual({ success: true, value: { acknowledged: true } });
    const second = await login(t, { username: user.username, password: user.password }, { ip: user.ip });
    expect(second.json().value.firstTimeLogin).toBe(false);
    expect((await t.call({ method: "POST", url: "/wps/member/firstLogin" })).statusCode).toBe(401);
  });

  it("agents and credit members log in to the member site", async () => {
    const agent = await login(t, { username: "agent01", password: "Agent1234" });
    expect(agent.json().value.accountType).toBe(1);
    expect((await info(agent.json().value.token)).json().value).toMatchObject({ isAgent: true, type: 1 });
    const user = await registerUser(t);
    await t.platform.db
      .update(schema.members)
      .set({ accountType: 6 })
      .where(eq(schema.members.accountKey, user.username.toLowerCase()));
    const credit = await login(t, { username: user.username, password: user.password }, { ip: user.ip });
    expect(credit.json().value.accountType).toBe(6);
  });

  it("answers the same 401 for a wrong password and an unknown account", async () => {
    const wrong = await login(t, { username: "demo01", password: "Wrong1234" });
    const unknown = await login(t, { username: "nobody99", password: "Wrong1234" });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        success: false,
        code: "auth.invalid_credentials",
        message: "Wrong account or password",
        value: { captcha: false },
      });
    }
    const [failure] = await t.platform.db
      .select()
      .from(schema.loginHistory)
      .where(and(eq(schema.loginHistory.account, "nobody99"), eq(schema.loginHistory.success, false)));
    expect(failure).toMatchObject({ memberId: null, reason: "unknown" });
  });

  it("refuses missing, oversized, wrong-typed and extra fields with field messages", async () => {
    const missing = await login(t, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: "validation.failed",
      value: {
        fields: { username: "username Input cannot be empty", password: "password Input cannot be empty" },
      },
    });
    const blank = await login(t, { username: "   ", password: "x" });
    expect(blank.json().value.fields).toEqual({ username: "username Input cannot be empty" });
    const oversized = await login(t, { username: "a".repeat(65), password: "x" });
    expect(oversized.json().value.fields).toEqual({ username: "At most 64 characters" });
    const wrongType = await login(t, { username: "demo01", password: 1234, remember: "yes" });
    expect(wrongType.json().value.fields).toEqual({ password: "Invalid value", remember: "Invalid value" });
    const extra = await login(t, { username: "demo01", password: "Demo1234", isAdmin: true });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().value.fields).toEqual({ isAdmin: "This field is not allowed" });
    const badType = await login(t, { type: "facebook", username: "demo01", password: "Demo1234" });
    expect(badType.json().value.fields.type).toBe("Invalid value");
  });

  it("refuses a plaintext body (encryption.required) and a tampered one (encryption.invalid)", async () => {
    const plain = await t.call({
      method: "POST",
      url: "/wps/session/login",
      payload: { username: "demo01", password: "Demo1234" },
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().code).toBe("encryption.required");
    const { keyId, jwk } = (await t.call({ method: "GET", url: "/wps/system/publicKey" })).json().value;
    const sealed = encryptBody(keyId, jwk, { username: "demo01", password: "Demo1234" });
    const data = Buffer.from(sealed.data, "base64");
    data[0] = (data[0] ?? 0) ^ 0xff;
    const tampered = await t.call({
      method: "POST",
      url: "/wps/session/login",
      payload: { ...sealed, data: data.toString("base64") },
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().code).toBe("encryption.invalid");
  });

  it("refuses a trial account's password login (auth.non_member)", async () => {
    const trial = await t.call({
      method: "POST",
      url: "/wps/session/login/freeplay",
      payload: {},
      headers: fromIp(freshIp()),
    });
    const account = (await info(trial.json().value.token)).json().value.account;
    const response = await login(t, { username: account, password: "Whatever1" });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: "auth.non_member",
      message: "Non-member account unable to login",
    });
  });

  it("refuses a locked account only once the password is right", async () => {
    const user = await registerUser(t);
    await t.platform.db
      .update(schema.members)
      .set({ status: "locked" })
      .where(eq(schema.members.accountKey, user.username.toLowerCase()));
    const wrong = await login(t, { username: user.username, password: "Wrong1234" });
    expect(wrong.json().code).toBe("auth.invalid_credentials");
    const right = await login(t, { username: user.username, password: user.password });
    expect(right.statusCode).toBe(403);
    expect(right.json().code).toBe("auth.account_locked");
    // Its open session stops working too.
    expect((await info(user.token)).json().code).toBe("auth.account_locked");
  });

  it("answers 503 during maintenance", async () => {
    await t.updateSettings({ maintenance: { enabled: true, message: { EN: "Back soon" } } });
    try {
      const response = await login(t, { username: "demo01", password: "Demo1234" });
      expect(response.statusCode).toBe(503);
      expect(response.json().code).toBe("system.maintenance");
    } finally {
      await t.updateSettings({ maintenance: { enabled: false, message: {} } });
    }
  });
});

describe("failed logins → captcha", () => {
  it("after the brand's number of failures the error says captcha, then a valid one-time captcha is required", async () => {
    const user = await registerUser(t);
    const attempt = (extra: Record<string, unknown> = {}, password = "Wrong1234") =>
      login(t, { username: user.username, password, ...extra });
    expect((await attempt()).json().value).toEqual({ captcha: false });
    expect((await attempt()).json().value).toEqual({ captcha: false });
    const third = await attempt();
    expect(third.statusCode).toBe(401);
    expect(third.json().value).toEqual({ captcha: true });
    expect((await memberRow(t, user.username))?.failedLogins).toBe(3);

    // From now on the captcha is required, even with the right password and from another IP.
    const missing = await attempt({}, user.password);
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ code: "captcha.required", value: { captcha: true } });
    const wrong = await knownCaptcha(t, "AB34");
    const wrongAnswer = await attempt({ captchaId: wrong.captchaId, captcha: "ZZZZ" }, user.password);
    expect(wrongAnswer.json()).toMatchObject({ code: "captcha.invalid", value: { captcha: true } });
    // A captcha is used up by its first try, right or wrong.
    const reused = await attempt({ captchaId: wrong.captchaId, captcha: "ab34" }, user.password);
    expect(reused.json().code).toBe("captcha.invalid");
    const garbageId = await attempt(
      { captchaId: "'; drop table members;--", captcha: "ab34" },
      user.password,
    );
    expect(garbageId.json().code).toBe("captcha.invalid");

    const good = await knownCaptcha(t, "K7MX");
    const success = await attempt({ captchaId: good.captchaId, captcha: " k7mx " }, user.password);
    expect(success.statusCode).toBe(200);
    expect(success.json().value.captcha).toBe(false);
    // Success resets the count.
    expect((await memberRow(t, user.username))?.failedLogins).toBe(0);
    expect((await attempt({}, user.password)).statusCode).toBe(200);
  });

  it("an expired captcha is refused", async () => {
    const user = await registerUser(t);
    await t.platform.db
      .update(schema.members)
      .set({ failedLogins: 3 })
      .where(eq(schema.members.accountKey, user.username.toLowerCase()));
    const captcha = await knownCaptcha(t, "PQ27");
    t.clock.advance(121_000);
    const response = await login(t, { username: user.username, password: user.password, ...captcha });
    expect(response.json().code).toBe("captcha.invalid");
  });

  it("counts failures per IP too: an IP that failed on several accounts must solve a captcha", async () => {
    const ip = freshIp();
    for (const name of ["ghost1a", "ghost1b"]) {
      expect((await login(t, { username: name, password: "Wrong1234" }, { ip })).json().value).toEqual({
        captcha: false,
      });
    }
    expect((await login(t, { username: "ghost1c", password: "Wrong1234" }, { ip })).json().value).toEqual({
      captcha: true,
    });
    const fresh = await registerUser(t);
    const blocked = await login(t, { username: fresh.username, password: fresh.password }, { ip });
    expect(blocked.json().code).toBe("captcha.required");
    const captcha = await knownCaptcha(t);
    const ok = await login(t, { username: fresh.username, password: fresh.password, ...captcha }, { ip });
    expect(ok.statusCode).toBe(200);
  });

  it("unknown account names get the captcha flag like real ones (no account enumeration)", async () => {
    for (let index = 0; index < 2; index++) await login(t, { username: "phantom77", password: "Wrong1234" });
    expect((await login(t, { username: "phantom77", password: "Wrong1234" })).json().value).toEqual({
      captcha: true,
    });
    expect((await login(t, { username: "phantom77", password: "Wrong1234" })).json().code).toBe(
      "captcha.required",
    );
  });
});

describe("login throttling", () => {
  it("locks an account name for 15 minutes after 10 failures, even for the right password", async () => {
    const user = await registerUser(t);
    for (let index = 0; index < 10; index++) {
      const captcha = index >= 3 ? await knownCaptcha(t) : {};
      const response = await login(t, { username: user.username, password: "Wrong1234", ...captcha });
      expect(response.statusCode).toBe(401);
    }
    const locked = await login(t, {
      username: user.username,
      password: user.password,
      ...(await knownCaptcha(t)),
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe("rate.limited");
    const retryAfter = Number(locked.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    t.clock.advance(15 * 60_000);
    const after = await login(t, {
      username: user.username,
      password: user.password,
      ...(await knownCaptcha(t)),
    });
    expect(after.statusCode).toBe(200);
  });

  it("limits login attempts per IP (30 a minute)", async () => {
    const ip = freshIp();
    for (let index = 0; index < 30; index++) {
      const response = await login(t, { username: `spray${index}`, password: "Wrong1234" }, { ip });
      // Three failures, then the IP must solve captchas: every attempt counts towards the limit.
      expect(response.json().code).toBe(index < 3 ? "auth.invalid_credentials" : "captcha.required");
    }
    const refused = await login(t, { username: "agent01", password: "Agent1234" }, { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe("rate.limited");
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60);
    t.clock.advance(60_000);
    const later = await login(
      t,
      { username: "agent01", password: "Agent1234", ...(await knownCaptcha(t)) },
      { ip },
    );
    expect(later.statusCode).toBe(200);
  });
});

describe("forced password change", () => {
  it("flags a login with the brand default password, for every later login too, but never an SMS login", async () => {
    const user = await registerUser(t);
    await t.platform.db
      .update(schema.members)
      .set({ passwordHash: await hashPassword("lotus123"), countryDialingCode: "84", mobileNo: "934500001" })
      .where(eq(schema.members.accountKey, user.username.toLowerCase()));
    const first = await login(t, { username: user.username, password: "lotus123", remember: true });
    expect(first.json().value.passwordExpired).toBe(true);
    expect((await memberRow(t, user.username))?.mustChangePassword).toBe(true);
    const remembered = await t.call({
      method: "POST",
      url: "/wps/session/login/remember",
      payload: { rememberToken: first.json().value.rememberToken },
      headers: fromIp(user.ip),
    });
    expect(remembered.json().value.passwordExpired).toBe(true);

    const ip = freshIp();
    await t.call({
      method: "POST",
      url: "/wps/verification/sms/noLogin",
      payload: { countryDialingCode: "84", mobileNo: "934500001" },
      headers: fromIp(ip),
    });
    const code = await lastSmsCode(t, "+84 934500001");
    const sms = await login(
      t,
      { type: "sms", countryDialingCode: "84", mobileNum: "934500001", verificationCode: code },
      { ip },
    );
    expect(sms.statusCode).toBe(200);
    expect(sms.json().value.passwordExpired).toBe(false);
  });

  it("flags an old password only with forcedPasswordExpiryChange on", async () => {
    const user = await registerUser(t);
    await t.platform.db
      .update(schema.members)
      .set({ passwordChangedAt: new Date(t.clock.now() - 91 * 86_400_000) })
      .where(eq(schema.members.accountKey, user.username.toLowerCase()));
    const off = await login(t, { username: user.username, password: user.password });
    expect(off.json().value.passwordExpired).toBe(false);
    await withFeatures(t, { forcedPasswordExpiryChange: true }, async () => {
      const on = await login(t, { username: user.username, password: user.password });
      expect(on.json().value.passwordExpired).toBe(true);
      await t.updateSettings({ passwordExpiryDays: 120 });
      try {
        const longer = await login(t, { username: user.username, password: user.password });
        expect(longer.json().value.passwordExpired).toBe(false);
      } finally {
        await t.updateSettings({ passwordExpiryDays: 90 });
      }
    });
  });
});

describe("brands", () => {
  it("a token of another brand is refused, and usernames are per brand", async () => {
    await addOtherBrand(t, "otherbrand", "other.local");
    const other = { merchant: "otherbrand", ...fromIp(freshIp()) };
    const { keyId, jwk } = (
      await t.call({ method: "GET", url: "/wps/system/publicKey", headers: other })
    ).json().value;
    // demo01 exists in lotus only: the same name is free in the other brand.
    const registered = await t.call({
      method: "PUT",
      url: "/wps/member/register",
      payload: encryptBody(keyId, jwk, {
        username: "demo01",
        password: "Other123",
        confirmPassword: "Other123",
      }),
      headers: other,
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const otherToken = registered.json().value.token;
    expect(
      (await t.call({ method: "GET", url: "/wps/member/info", token: otherToken, headers: other }))
        .statusCode,
    ).toBe(200);
    const crossed = await info(otherToken);
    expect(crossed.statusCode).toBe(401);
    expect(crossed.json().code).toBe("auth.required");
    // And the lotus demo01 password does not open the other brand's demo01.
    const wrongBrand = await t.call({
      method: "POST",
      url: "/wps/session/login",
      payload: encryptBody(keyId, jwk, { username: "demo01", password: "Demo1234" }),
      headers: other,
    });
    expect(wrongBrand.json().code).toBe("auth.invalid_credentials");
    const lotusToken = await tokenOf(t, "demo01", "Demo1234");
    expect(
      (await t.call({ method: "GET", url: "/wps/member/info", token: lotusToken, headers: other }))
        .statusCode,
    ).toBe(401);
  });
});
