import * as schema from "@lotus/db/schema";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  accountsTestApp,
  freshIp,
  freshMobile,
  fromIp,
  lastSmsCode,
  memberRow,
  registerUser,
  withBotCheck,
} from "../accounts-support";
import { lastEmailCode, memberAudit } from "./support";

const t = accountsTestApp();

/** A registered member given a Vietnamese number (the demo brand does not ask for one at registration). */
async function withMobile<T extends { username: string }>(user: T, mobileNo: string): Promise<T> {
  await t.platform.db
    .update(schema.members)
    .set({ countryDialingCode: "84", mobileNo })
    .where(eq(schema.members.accountKey, user.username.toLowerCase()));
  return user;
}

const post = (token: string, url: string, payload: Record<string, unknown>, ip = freshIp()) =>
  t.call({ method: "POST", url, token, payload, headers: fromIp(ip) });

describe("email change", () => {
  it("sends a code to the new address and changes it only once the code is typed", async () => {
    const user = await registerUser(t, { email: undefined });
    const address = `${user.username}@Mail.example`;
    const sent = await post(user.token, "/wps/member/profile/email/code", { email: address });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().value.expiredMinutes).toBe(10);
    const { subject, code } = await lastEmailCode(t, address);
    expect(subject).toBe("[Lotus] Your email verification code");
    // Nothing changed yet.
    expect((await memberRow(t, user.username))?.email).toBeNull();

    const wrong = await post(user.token, "/wps/member/profile/email", {
      email: address,
      code: code === "000000" ? "111111" : "000000",
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().code).toBe("verification.code_invalid");
    // The code belongs to that address: another address with it fails.
    const otherAddress = await post(user.token, "/wps/member/profile/email", {
      email: `other.${address}`,
      code,
    });
    expect(otherAddress.json().code).toBe("verification.code_invalid");

    const done = await post(user.token, "/wps/member/profile/email", { email: address, code });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().value.email).toMatch(/^[a-z0-9]{2}\*\*\*@Mail\.example$/i);
    expect((await memberRow(t, user.username))?.email).toBe(address);
    // Used once.
    expect((await post(user.token, "/wps/member/profile/email", { email: address, code })).json().code).toBe(
      "profile.email_unchanged",
    );

    const [audit] = await memberAudit(t, (await memberRow(t, user.username))?.id ?? "");
    expect(audit).toMatchObject({ action: "member.email_self_change", before: { email: null } });
    expect(JSON.stringify(audit?.after)).not.toContain(user.username.slice(2));
  });

  it("a code sent for one member never changes another member's address", async () => {
    const first = await registerUser(t);
    const second = await registerUser(t);
    const address = `shared.${first.username}@mail.example`;
    await post(first.token, "/wps/member/profile/email/code", { email: address });
    const { code } = await lastEmailCode(t, address);
    const stolen = await post(second.token, "/wps/member/profile/email", { email: address, code });
    expect(stolen.json().code).toBe("verification.code_invalid");
    expect((await memberRow(t, second.username))?.email).toBeNull();
  });

  it("refuses a malformed or unchanged address, in the member's language", async () => {
    const user = await registerUser(t, { email: undefined });
    const bad = await t.call({
      method: "POST",
      url: "/wps/member/profile/email/code",
      token: user.token,
      payload: { email: "not-an-email" },
      headers: { language: "VI", ...fromIp(freshIp()) },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().value.fields.email).toBe("Vui lòng nhập email hợp lệ");
    const demo = await t.callEncrypted("POST", "/wps/session/login", {
      username: "demo01",
      password: "Demo1234",
    });
    const unchanged = await post(demo.json().value.token, "/wps/member/profile/email/code", {
      email: "DEMO01@lotus.local",
    });
    expect(unchanged.statusCode).toBe(422);
    expect(unchanged.json().code).toBe("profile.email_unchanged");
  });

  it("is rate limited: one send a second, five in ten minutes", async () => {
    const user = await registerUser(t);
    const address = `rate.${user.username}@mail.example`;
    expect((await post(user.token, "/wps/member/profile/email/code", { email: address })).statusCode).toBe(
      200,
    );
    const tooFast = await post(user.token, "/wps/member/profile/email/code", { email: address });
    expect(tooFast.statusCode).toBe(429);
    expect(tooFast.json().code).toBe("rate.too_fast");
    for (let send = 2; send <= 5; send++) {
      t.clock.advance(1_100);
      expect((await post(user.token, "/wps/member/profile/email/code", { email: address })).statusCode).toBe(
        200,
      );
    }
    t.clock.advance(1_100);
    const locked = await post(user.token, "/wps/member/profile/email/code", { email: address });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe("rate.limited");
  });
});

describe("mobile change", () => {
  it("needs the code sent to the current number and the one sent to the new number", async () => {
    const current = freshMobile();
    const user = await withMobile(await registerUser(t), current);
    const next = freshMobile();
    const sentCurrent = await post(user.token, "/wps/member/profile/mobile/code/current", {});
    expect(sentCurrent.statusCode, sentCurrent.body).toBe(200);
    const currentCode = await lastSmsCode(t, `+84 ${current}`);
    t.clock.advance(1_100);
    const sentNew = await post(user.token, "/wps/member/profile/mobile/code/new", {
      countryDialingCode: "84",
      mobileNo: `0${next}`,
    });
    expect(sentNew.statusCode, sentNew.body).toBe(200);
    const newCode = await lastSmsCode(t, `+84 ${next}`);
    expect(currentCode).not.toBe("");

    const missing = await post(user.token, "/wps/member/profile/mobile", {
      countryDialingCode: "84",
      mobileNo: next,
      newCode,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().value.fields).toEqual({ currentCode: "currentCode Input cannot be empty" });
    const swapped = await post(user.token, "/wps/member/profile/mobile", {
      countryDialingCode: "84",
      mobileNo: next,
      currentCode: newCode,
      newCode: currentCode,
    });
    expect(swapped.statusCode).toBe(422);
    expect(swapped.json().code).toBe("verification.code_invalid");
    expect((await memberRow(t, user.username))?.mobileNo).toBe(current);

    // The wrong guess above counted against the current code; a fresh pair is sent.
    t.clock.advance(1_100);
    await post(user.token, "/wps/member/profile/mobile/code/current", {});
    t.clock.advance(1_100);
    await post(user.token, "/wps/member/profile/mobile/code/new", {
      countryDialingCode: "84",
      mobileNo: next,
    });
    const done = await post(user.token, "/wps/member/profile/mobile", {
      countryDialingCode: "84",
      mobileNo: next,
      currentCode: await lastSmsCode(t, `+84 ${current}`),
      newCode: await lastSmsCode(t, `+84 ${next}`),
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().value.mobile).toBe(`+84 ${next.slice(0, 3)}***${next.slice(-3)}`);
    const row = await memberRow(t, user.username);
    expect(row?.mobileNo).toBe(next);
    const [audit] = await memberAudit(t, row?.id ?? "");
    expect(audit).toMatchObject({
      action: "member.mobile_self_change",
      before: { mobile: `+84 ${current.slice(0, 3)}***${current.slice(-3)}` },
    });
    // The member now logs in by SMS with the new number.
    t.clock.advance(1_100);
    const smsLogin = await t.call({
      method: "POST",
      url: "/wps/verification/sms/noLogin",
      payload: { countryDialingCode: "84", mobileNo: next },
      headers: fromIp(freshIp()),
    });
    expect(smsLogin.statusCode).toBe(200);
  });

  it("a member without a number binds one with the new number's code alone", async () => {
    const user = await registerUser(t);
    const noCurrent = await post(user.token, "/wps/member/profile/mobile/code/current", {});
    expect(noCurrent.statusCode).toBe(409);
    expect(noCurrent.json().code).toBe("profile.no_mobile");
    const next = freshMobile();
    await post(user.token, "/wps/member/profile/mobile/code/new", {
      countryDialingCode: "84",
      mobileNo: next,
    });
    const done = await post(user.token, "/wps/member/profile/mobile", {
      countryDialingCode: "84",
      mobileNo: next,
      newCode: await lastSmsCode(t, `+84 ${next}`),
    });
    expect(done.statusCode, done.body).toBe(200);
    expect((await memberRow(t, user.username))?.countryDialingCode).toBe("84");
  });

  it("refuses a taken, invalid or unchanged number before sending anything", async () => {
    const taken = freshMobile();
    await withMobile(await registerUser(t), taken);
    const user = await registerUser(t);
    const outbox = async () => (await t.platform.db.select().from(schema.outboxMessages)).length;
    const before = await outbox();
    const takenAnswer = await post(user.token, "/wps/member/profile/mobile/code/new", {
      countryDialingCode: "84",
      mobileNo: taken,
    });
    expect(takenAnswer.statusCode).toBe(409);
    expect(takenAnswer.json().code).toBe("register.mobile_taken");
    const invalid = await post(user.token, "/wps/member/profile/mobile/code/new", {
      countryDialingCode: "84",
      mobileNo: "12",
    });
    expect(invalid.json().code).toBe("verification.mobile_invalid");
    expect(await outbox()).toBe(before);
    const demo = await t.callEncrypted("POST", "/wps/session/login", {
      username: "demo01",
      password: "Demo1234",
    });
    const unchanged = await post(demo.json().value.token, "/wps/member/profile/mobile/code/new", {
      countryDialingCode: "84",
      mobileNo: "0912000001",
    });
    expect(unchanged.json().code).toBe("profile.mobile_unchanged");
    const change = await post(user.token, "/wps/member/profile/mobile", {
      countryDialingCode: "84",
      mobileNo: taken,
      newCode: "123456",
    });
    expect(change.json().code).toBe("register.mobile_taken");
  });

  it("asks for the bot check where the brand has it on, as every SMS send", async () => {
    const user = await withMobile(await registerUser(t), freshMobile());
    await withBotCheck(t, async () => {
      const refused = await post(user.token, "/wps/member/profile/mobile/code/current", {});
      expect(refused.json().code).toBe("botcheck.failed");
      const passed = await post(user.token, "/wps/member/profile/mobile/code/current", {
        botCheck: await t.botCheck(),
      });
      expect(passed.statusCode, passed.body).toBe(200);
    });
  });
});
