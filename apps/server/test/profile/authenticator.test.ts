import * as schema from "@lotus/db/schema";
import { eq } from "drizzle-orm";
import * as OTPAuth from "otpauth";
import { describe, expect, it } from "vitest";
import {
  accountsTestApp,
  freshIp,
  fromIp,
  login,
  memberRow,
  registerUser,
  withFeatures,
} from "../accounts-support";
import { memberAudit } from "./support";

const t = accountsTestApp();

/** The code an authenticator app shows for `secret`, `stepsAhead` time-steps from the test clock. */
function codeOf(secret: string, stepsAhead = 0): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: t.clock.now() + stepsAhead * 30_000,
  });
}

const call = (token: string, url: string, payload?: Record<string, unknown>) =>
  t.call({ method: "POST", url, token, ...(payload ? { payload } : {}) });

/** A member enrolled through the API; returns the secret the app would hold. */
async function enrolled() {
  const user = await registerUser(t);
  const setup = await call(user.token, "/wps/member/authenticator/setup");
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json().value as { secret: string };
  const confirmed = await call(user.token, "/wps/member/authenticator/confirm", { code: codeOf(secret) });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { ...user, secret };
}

const verify = (body: Record<string, unknown>, ip: string) =>
  t.callEncrypted("POST", "/wps/session/login/verification", body, { headers: fromIp(ip) });

async function ticketFrom(user: { username: string; password: string }, ip: string) {
  const response = await login(t, { username: user.username, password: user.password }, { ip });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value.verification as { ticket: string; methods: string[] } | undefined;
}

describe("enrolment", () => {
  it("makes a secret, saves it only once a current code confirms it, sealed, audited", async () => {
    const user = await registerUser(t);
    const setup = await call(user.token, "/wps/member/authenticator/setup");
    const { secret, otpauthUrl } = setup.json().value as { secret: string; otpauthUrl: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toBe(
      `otpauth://totp/Lotus:${user.username}?issuer=Lotus&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    const profile = async () =>
      (await t.call({ method: "GET", url: "/wps/member/profile", token: user.token })).json().value;
    expect((await profile()).authenticator.enrolled).toBe(false);

    const wrong = await call(user.token, "/wps/member/authenticator/confirm", { code: codeOf(secret, 5) });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      code: "authenticator.code_invalid",
      message: "The authenticator code is wrong or has already been used",
    });
    expect((await memberRow(t, user.username))?.totpSecret).toBeNull();

    const right = await call(user.token, "/wps/member/authenticator/confirm", {
      code: ` ${codeOf(secret)} `,
    });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().value.enrolled).toBe(true);
    expect(Math.abs(right.json().value.enrolledAt - t.clock.now())).toBeLessThan(5_000);
    expect((await profile()).authenticator).toEqual({
      enrolled: true,
      enrolledAt: right.json().value.enrolledAt,
    });
    const row = await memberRow(t, user.username);
    expect(row?.totpSecret).toBeTruthy();
    expect(row?.totpSecret).not.toContain(secret);
    expect(row?.totpPendingSecret).toBeNull();
    const [audit] = await memberAudit(t, row?.id ?? "");
    expect(audit).toMatchObject({
      action: "member.authenticator_enrol",
      operatorName: `member:${user.username}`,
    });
    expect(JSON.stringify(audit)).not.toContain(secret);

    const again = await call(user.token, "/wps/member/authenticator/setup");
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("authenticator.already_enrolled");
  });

  it("confirming without a setup asks to start again", async () => {
    const user = await registerUser(t);
    const response = await call(user.token, "/wps/member/authenticator/confirm", { code: "123456" });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe("authenticator.setup_expired");
  });

  it("five wrong codes pause the member for 15 minutes, even a right code then", async () => {
    const user = await registerUser(t);
    const { secret } = (await call(user.token, "/wps/member/authenticator/setup")).json().value;
    for (let attempt = 0; attempt < 5; attempt++) {
      const code = codeOf(secret) === "000000" ? "111111" : "000000";
      const wrong = await call(user.token, "/wps/member/authenticator/confirm", { code });
      expect(wrong.json().code).toBe("authenticator.code_invalid");
    }
    const paused = await call(user.token, "/wps/member/authenticator/confirm", { code: codeOf(secret) });
    expect(paused.statusCode).toBe(429);
    expect(paused.json().code).toBe("rate.limited");
    t.clock.advance(15 * 60_000 + 1_000);
    const later = await call(user.token, "/wps/member/authenticator/confirm", { code: codeOf(secret) });
    expect(later.statusCode, later.body).toBe(200);
  });
});

describe("login from a new IP with the authenticator", () => {
  it("is offered, works once per code, and the new IP becomes known", async () => {
    await withFeatures(t, { unregisteredIpVerification: true }, async () => {
      const user = await enrolled();
      const ip = freshIp();
      const ticket = await ticketFrom(user, ip);
      expect(ticket?.methods).toEqual(["totp"]);
      // The code that confirmed the enrolment was used once already.
      const replayed = await verify(
        { ticket: ticket?.ticket, method: "totp", value: codeOf(user.secret) },
        ip,
      );
      expect(replayed.statusCode).toBe(422);
      expect(replayed.json()).toMatchObject({
        code: "verification.code_invalid",
        value: { attemptsLeft: 4 },
      });

      t.clock.advance(30_000);
      const code = codeOf(user.secret);
      const done = await verify({ ticket: ticket?.ticket, method: "totp", value: code }, ip);
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json().value.token).toMatch(/^[\w-]{43}$/);

      // The same code from yet another address is refused: a code logs in once.
      const otherIp = freshIp();
      const second = await ticketFrom(user, otherIp);
      const reused = await verify({ ticket: second?.ticket, method: "totp", value: code }, otherIp);
      expect(reused.json().code).toBe("verification.code_invalid");
      // The verified address is known now: no step from there.
      expect(await ticketFrom(user, ip)).toBeUndefined();
    });
  });
});

describe("removal", () => {
  it("needs a current, unused code; the new-IP check then stops offering it", async () => {
    await withFeatures(t, { unregisteredIpVerification: true }, async () => {
      const user = await enrolled();
      const missing = await call(user.token, "/wps/member/authenticator/remove", {});
      expect(missing.statusCode).toBe(400);
      expect(Object.keys(missing.json().value.fields)).toEqual(["code"]);
      const replayed = await call(user.token, "/wps/member/authenticator/remove", {
        code: codeOf(user.secret),
      });
      expect(replayed.statusCode).toBe(422);
      expect(replayed.json().code).toBe("authenticator.code_invalid");
      const wrong = await call(user.token, "/wps/member/authenticator/remove", {
        code: codeOf(user.secret, 10),
      });
      expect(wrong.json().code).toBe("authenticator.code_invalid");

      t.clock.advance(30_000);
      const removed = await call(user.token, "/wps/member/authenticator/remove", {
        code: codeOf(user.secret),
      });
      expect(removed.statusCode, removed.body).toBe(200);
      expect(removed.json().value).toEqual({ enrolled: false });
      const row = await memberRow(t, user.username);
      expect(row?.totpSecret).toBeNull();
      expect((await memberAudit(t, row?.id ?? "")).map((entry) => entry.action)).toEqual([
        "member.authenticator_remove",
        "member.authenticator_enrol",
      ]);
      // Without a method left, a new IP logs in directly.
      expect(await ticketFrom(user, freshIp())).toBeUndefined();
      const again = await call(user.token, "/wps/member/authenticator/remove", { code: codeOf(user.secret) });
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe("authenticator.not_enrolled");
    });
  });

  it("is the member's own: a member without one cannot remove anybody's", async () => {
    const owner = await enrolled();
    const other = await registerUser(t);
    t.clock.advance(30_000);
    const response = await call(other.token, "/wps/member/authenticator/remove", {
      code: codeOf(owner.secret),
    });
    expect(response.json().code).toBe("authenticator.not_enrolled");
    const [row] = await t.platform.db
      .select({ secret: schema.members.totpSecret })
      .from(schema.members)
      .where(eq(schema.members.accountKey, owner.username.toLowerCase()));
    expect(row?.secret).toBeTruthy();
  });
});
