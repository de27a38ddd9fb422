import * as schema from "@lotus/db/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/app";
import {
  addBankAccount,
  createMember,
  expectReconciled,
  login,
  memberIdOf,
  PAYMENT_PASSWORD,
  sessionFor,
  setPaymentPassword,
} from "./support";

let t: TestApp;
let demo: string;
let player: string;

beforeAll(async () => {
  t = await createTestApp();
  demo = await login(t, "demo01", "Demo1234");
  player = await login(t, "player01", "Player1234");
});
afterAll(async () => {
  await expectReconciled(t);
  await t.close();
});

const setPassword = (token: string, body: Record<string, unknown>) =>
  t.callEncrypted("POST", "/wps/member/paymentPassword", body, { token });

describe("payment password", () => {
  it("is set the first time with a confirmation; 6 digits only; plain JSON refused", async () => {
    const plain = await t.call({
      method: "POST",
      url: "/wps/member/paymentPassword",
      token: demo,
      payload: { paymentPassword: "123456", confirmPaymentPassword: "123456" },
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().code).toBe("encryption.required");

    const short = await setPassword(demo, { paymentPassword: "12345", confirmPaymentPassword: "12345" });
    expect(short.statusCode).toBe(400);
    expect(short.json().value.fields).toEqual({
      paymentPassword: "Invalid value",
      confirmPaymentPassword: "Invalid value",
    });
    const letters = await setPassword(demo, { paymentPassword: "abcdef", confirmPaymentPassword: "abcdef" });
    expect(letters.statusCode).toBe(400);
    const extra = await setPassword(demo, {
      paymentPassword: "123456",
      confirmPaymentPassword: "123456",
      admin: true,
    });
    expect(extra.statusCode).toBe(400);
    const mismatch = await setPassword(demo, { paymentPassword: "123456", confirmPaymentPassword: "654321" });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().value.fields.confirmPaymentPassword).toBe("Incorrect confirmation input");

    await setPaymentPassword(t, demo);
    const [row] = await t.platform.db
      .select()
      .from(schema.members)
      .where(eq(schema.members.accountKey, "demo01"));
    expect(row?.paymentPasswordHash).toMatch(/^scrypt\$/);
    // The member's info says one is set (the accounts module reads the same column).
    const info = (await t.call({ method: "GET", url: "/wps/member/info", token: demo })).json().value;
    expect(JSON.stringify(info)).toContain('"hasPaymentPassword":true');
  });

  it("changes only with the current one", async () => {
    const missing = await setPassword(demo, { paymentPassword: "111111", confirmPaymentPassword: "111111" });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().code).toBe("payment.password_old_required");
    const wrong = await setPassword(demo, {
      oldPaymentPassword: "000000",
      paymentPassword: "111111",
      confirmPaymentPassword: "111111",
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ code: "payment.password_incorrect", value: { attemptsLeft: 4 } });
    const changed = await setPassword(demo, {
      oldPaymentPassword: PAYMENT_PASSWORD,
      paymentPassword: "111111",
      confirmPaymentPassword: "111111",
    });
    expect(changed.json()).toEqual({ success: true, value: { changed: true } });
  });

  it("resets with the login password; a wrong login password counts towards the lock", async () => {
    const wrong = await t.callEncrypted(
      "POST",
      "/wps/member/paymentPassword/reset",
      { password: "nope", paymentPassword: PAYMENT_PASSWORD, confirmPaymentPassword: PAYMENT_PASSWORD },
      { token: demo },
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().code).toBe("password.incorrect");
    const reset = await t.callEncrypted(
      "POST",
      "/wps/member/paymentPassword/reset",
      { password: "Demo1234", paymentPassword: PAYMENT_PASSWORD, confirmPaymentPassword: PAYMENT_PASSWORD },
      { token: demo },
    );
    expect(reset.json()).toEqual({ success: true, value: { changed: true } });
  });

  it("locks for 15 minutes after 5 wrong answers (429 with Retry-After), even for the right one", async () => {
    const wrong = () =>
      addBankAccount(t, demo, {
        payeeName: "NGUYEN VAN DEMO",
        accountNumber: "55550001",
        paymentPassword: "999999",
      });
    for (let attempt = 1; attempt <= 4; attempt++) {
      const response = await wrong();
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        code: "payment.password_incorrect",
        value: { attemptsLeft: 5 - attempt },
      });
    }
    const fifth = await wrong();
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().code).toBe("payment.password_locked");
    expect(Number(fifth.headers["retry-after"])).toBe(900);
    const right = await addBankAccount(t, demo, { payeeName: "NGUYEN VAN DEMO", accountNumber: "55550001" });
    expect(right.statusCode).toBe(429);
    const vi = await t.callEncrypted(
      "POST",
      "/wps/member/bankAccounts",
      {
        bankCode: "VCB",
        accountNumber: "55550001",
        payeeName: "NGUYEN VAN DEMO",
        paymentPassword: PAYMENT_PASSWORD,
      },
      { token: demo, headers: { language: "VI" } },
    );
    expect(vi.json().message).toBe(
      "Nhập sai mật khẩu thanh toán quá nhiều lần, vui lòng thử lại sau 15 phút",
    );
    expect(await t.platform.db.select().from(schema.memberBankAccounts)).toHaveLength(0);
    t.clock.advance(15 * 60_000 + 1000);
    demo = await login(t, "demo01", "Demo1234");
    const after = await addBankAccount(t, demo, { payeeName: "NGUYEN VAN DEMO", accountNumber: "55550001" });
    expect(after.statusCode, after.body).toBe(200);
  });

  it("is needed before any money call: not set answers clearly", async () => {
    const response = await addBankAccount(t, player, { payeeName: "PLAYER ONE", accountNumber: "12345678" });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: "payment.password_not_set",
      message: "Please set a payment password first",
    });
  });
});

describe("banks and bank accounts", () => {
  it("lists the Vietnamese banks for the VND brand", async () => {
    const banks = (await t.call({ method: "GET", url: "/wps/payment/banks", token: demo })).json().value;
    expect(banks).toHaveLength(20);
    expect(banks[0]).toEqual({ code: "VCB", name: "Vietcombank" });
    expect((await t.call({ method: "GET", url: "/wps/payment/banks" })).statusCode).toBe(401);
  });

  it("shows account numbers masked except the last four digits", async () => {
    const list = (await t.call({ method: "GET", url: "/wps/member/bankAccounts", token: demo })).json().value;
    expect(list).toEqual([
      expect.objectContaining({
        bankCode: "VCB",
        bankName: "Vietcombank",
        accountNumber: "****0001",
        payeeName: "NGUYEN VAN DEMO",
      }),
    ]);
  });

  it("needs the real-name format and the member's registered payee name", async () => {
    const diacritics = await addBankAccount(t, demo, {
      payeeName: "Nguyễn Văn Demo",
      accountNumber: "55550002",
    });
    expect(diacritics.statusCode).toBe(400);
    expect(diacritics.json().value.fields.payeeName).toBe("Real name format is incorrect");
    const other = await addBankAccount(t, demo, { payeeName: "TRAN VAN KHAC", accountNumber: "55550002" });
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe("payment.payee_mismatch");
    const caseInsensitive = await addBankAccount(t, demo, {
      payeeName: "nguyen van demo",
      accountNumber: "55550002",
    });
    expect(caseInsensitive.statusCode).toBe(200);
    expect(caseInsensitive.json().value.payeeName).toBe("NGUYEN VAN DEMO");
  });

  it("refuses bad input: unknown bank, bad numbers, missing and extra fields, duplicates", async () => {
    const unknown = await addBankAccount(t, demo, { bankCode: "KBANK", payeeName: "NGUYEN VAN DEMO" });
    expect(unknown.json().code).toBe("payment.bank_unknown");
    const letters = await addBankAccount(t, demo, {
      accountNumber: "12ab5678",
      payeeName: "NGUYEN VAN DEMO",
    });
    expect(letters.statusCode).toBe(400);
    expect(letters.json().value.fields).toEqual({ accountNumber: "Invalid value" });
    const missing = await t.callEncrypted(
      "POST",
      "/wps/member/bankAccounts",
      { bankCode: "VCB", accountNumber: "99990000", paymentPassword: PAYMENT_PASSWORD },
      { token: demo },
    );
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().value.fields)).toEqual(["payeeName"]);
    const extra = await t.callEncrypted(
      "POST",
      "/wps/member/bankAccounts",
      {
        bankCode: "VCB",
        accountNumber: "99990000",
        payeeName: "NGUYEN VAN DEMO",
        paymentPassword: PAYMENT_PASSWORD,
        memberId: "someone-else",
      },
      { token: demo },
    );
    expect(extra.statusCode).toBe(400);
    const duplicate = await addBankAccount(t, demo, {
      payeeName: "NGUYEN VAN DEMO",
      accountNumber: "55550002",
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().code).toBe("payment.bank_account_duplicate");
  });

  it("allows at most five per member", async () => {
    for (const number of ["55550003", "55550004", "55550005"]) {
      expect(
        (await addBankAccount(t, demo, { payeeName: "NGUYEN VAN DEMO", accountNumber: number })).statusCode,
      ).toBe(200);
    }
    const sixth = await addBankAccount(t, demo, { payeeName: "NGUYEN VAN DEMO", accountNumber: "55550006" });
    expect(sixth.statusCode).toBe(422);
    expect(sixth.json().code).toBe("payment.bank_account_limit");
    const list = (await t.call({ method: "GET", url: "/wps/member/bankAccounts", token: demo })).json().value;
    expect(list).toHaveLength(5);
  });

  it("a member without a registered name keeps one name across their accounts; each sees only their own", async () => {
    await setPaymentPassword(t, player);
    const first = await addBankAccount(t, player, {
      payeeName: "PHAM VAN PLAYER",
      accountNumber: "77770001",
    });
    expect(first.statusCode).toBe(200);
    const second = await addBankAccount(t, player, { payeeName: "LE THI KHAC", accountNumber: "77770002" });
    expect(second.json().code).toBe("payment.payee_mismatch");
    const list = (await t.call({ method: "GET", url: "/wps/member/bankAccounts", token: player })).json()
      .value;
    expect(list.map((row: { accountNumber: string }) => row.accountNumber)).toEqual(["****0001"]);
  });
});

describe("who may use money calls", () => {
  it("refuses trial accounts with in_need_true_account", async () => {
    const trial = await sessionFor(t, await createMember(t, { account: "trial01", accountType: 4 }));
    for (const [method, url] of [
      ["GET", "/wps/payment/banks"],
      ["GET", "/wps/member/bankAccounts"],
      ["GET", "/wps/payment/deposit/channels"],
      ["GET", "/wps/payment/withdraw/limits"],
    ] as const) {
      const response = await t.call({ method, url, token: trial });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe("account.in_need_true_account");
    }
    const encrypted = await t.callEncrypted(
      "POST",
      "/wps/member/paymentPassword",
      { paymentPassword: "123456", confirmPaymentPassword: "123456" },
      { token: trial },
    );
    expect(encrypted.json().code).toBe("account.in_need_true_account");
  });

  it("refuses deposits and withdrawals to credit accounts (SPEC §6)", async () => {
    const credit = await sessionFor(t, await createMember(t, { account: "credit01", accountType: 6 }));
    const channels = await t.call({ method: "GET", url: "/wps/payment/deposit/channels", token: credit });
    expect(channels.statusCode).toBe(403);
    expect(channels.json()).toMatchObject({
      code: "payment.credit_account",
      message: "Deposits, withdrawals and transfers are not available for credit accounts",
    });
    const vi = await t.call({
      method: "GET",
      url: "/wps/payment/deposit/channels",
      token: credit,
      headers: { language: "VI" },
    });
    expect(vi.json().message).toBe("Tài khoản tín dụng không thể nạp tiền, rút tiền hoặc chuyển khoản");
    await setPaymentPassword(t, credit);
    const withdraw = await t.callEncrypted(
      "POST",
      "/wps/payment/withdraw",
      {
        requestId: "credit-withdraw-1",
        bankAccountId: "00000000-0000-4000-8000-000000000000",
        amount: 100,
        paymentPassword: PAYMENT_PASSWORD,
      },
      { token: credit },
    );
    expect(withdraw.json().code).toBe("payment.credit_account");
    const deposit = await t.call({
      method: "POST",
      url: "/wps/payment/deposit",
      token: credit,
      payload: {
        requestId: "credit-deposit-1",
        channelId: "00000000-0000-4000-8000-000000000000",
        amount: 100,
      },
    });
    expect(deposit.json().code).toBe("payment.credit_account");
    expect(await t.platform.db.select().from(schema.deposits)).toHaveLength(0);
    expect(await t.platform.db.select().from(schema.withdrawals)).toHaveLength(0);
  });

  it("needs a session", async () => {
    expect((await t.call({ method: "GET", url: "/wps/member/bankAccounts" })).statusCode).toBe(401);
    expect(await memberIdOf(t, "demo01")).toMatch(/^[0-9a-f-]{36}$/);
  });
});
