import * as schema from "@lotus/db/schema";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { assignTop, site as contractSite, contractTree, flatRows } from "../contracts/support";
import {
  addBankAccount,
  brandOf,
  channelOf,
  expectReconciled,
  fund,
  PAYMENT_PASSWORD,
  requestId,
  setPaymentPassword,
} from "../payments/support";
import { fileTestApp } from "../support/app";
import { asOperator, createOperator, type TestOperator } from "../support/operators";
import { inbox, listen, member, site, systemMessages, unread } from "./support";

const t = fileTestApp({ beforeClose: expectReconciled });
let finance: TestOperator;

beforeAll(async () => {
  finance = await createOperator(t, { username: "finance-sys", role: "finance" });
});

const financePath = (path: string) => `/backoffice/api/brands/${t.brandId}/finance${path}`;
const financeCall = (url: string, payload: unknown = {}) =>
  asOperator(t, finance.token)({ method: "POST", url: financePath(url), payload });

/** Marks a member's postings due again, as if the process died between posting and marking them. */
async function forgetPostingsOf(ownerId: string) {
  await t.platform.db
    .update(schema.paymentPostings)
    .set({ status: "due", createdAt: new Date(t.clock.now() - 10 * 60_000) })
    .where(eq(schema.paymentPostings.ownerId, ownerId));
}

let flushPeriod = 0;
/** The job that finishes postings a crash left: it posts them again (a ledger replay) and marks them. */
async function flushStalePostings(ownerId: string) {
  flushPeriod += 1;
  const result = await t.platform.jobs.runJob(
    "payments.flush-postings",
    t.clock.now() + flushPeriod * 60_000,
  );
  expect(result.error).toBeUndefined();
  const rows = await t.platform.db
    .select({ status: schema.paymentPostings.status })
    .from(schema.paymentPostings)
    .where(eq(schema.paymentPostings.ownerId, ownerId));
  expect(rows.map((row) => row.status)).toEqual(rows.map(() => "posted"));
}

describe("system messages", () => {
  it("deposit confirmed: one message once the money is credited, however often it is replayed", async () => {
    const me = await member(t, "depositor");
    const created = await t.call({
      method: "POST",
      url: "/wps/payment/deposit",
      token: me.token,
      payload: { requestId: requestId(), channelId: await channelOf(t, "bank_transfer"), amount: 150000 },
    });
    expect(created.statusCode, created.body).toBe(200);
    const deposit = created.json().value;
    expect(await systemMessages(t, me.id, "deposit_confirmed")).toHaveLength(0);
    const signals = listen(t, `member:${me.id}`);
    expect((await financeCall(`/deposits/${deposit.id}/confirm`)).statusCode).toBe(200);
    await financeCall(`/deposits/${deposit.id}/confirm`);
    await forgetPostingsOf(deposit.id);
    await flushStalePostings(deposit.id);
    signals.stop();
    expect(await systemMessages(t, me.id, "deposit_confirmed")).toHaveLength(1);
    expect(signals.heard.filter((event) => event.type === "messages")).toHaveLength(1);
    const [message] = (await inbox(t, me.token)).list;
    expect(message).toMatchObject({
      kind: "system",
      event: "deposit_confirmed",
      title: "Deposit credited",
      read: false,
    });
    const opened = await site(
      t,
      me.token,
      "GET",
      `/wps/relay/CSP_getMessage?id=${message?.id}`,
      undefined,
      "VI",
    );
    expect(opened.value.title).toBe("Nạp tiền thành công");
    expect(opened.value.content).toBe(
      `<p>Khoản nạp ₫150,000.00 (mã tham chiếu ${deposit.reference}) đã được cộng vào số dư của bạn.</p>`,
    );
  });

  it("withdrawal paid: one message when finance pays it out, none while it is only requested", async () => {
    const me = await member(t, "withdrawer");
    await setPaymentPassword(t, me.token);
    const bank = await addBankAccount(t, me.token, { payeeName: "LE VAN RUT", accountNumber: "5566778899" });
    expect(bank.statusCode, bank.body).toBe(200);
    await fund(t, me.id, 50_000_000n);
    const requested = await t.callEncrypted(
      "POST",
      "/wps/payment/withdraw",
      {
        requestId: requestId(),
        bankAccountId: bank.json().value.id,
        amount: 200000,
        paymentPassword: PAYMENT_PASSWORD,
      },
      { token: me.token },
    );
    expect(requested.statusCode, requested.body).toBe(200);
    const withdrawal = requested.json().value;
    expect((await financeCall(`/withdrawals/${withdrawal.id}/approve`)).statusCode).toBe(200);
    expect(await systemMessages(t, me.id, "withdrawal_paid")).toHaveLength(0);
    expect((await financeCall(`/withdrawals/${withdrawal.id}/disburse`)).statusCode).toBe(200);
    await forgetPostingsOf(withdrawal.id);
    await flushStalePostings(withdrawal.id);
    const messages = await systemMessages(t, me.id, "withdrawal_paid");
    expect(messages).toHaveLength(1);
    expect(messages[0]?.params).toMatchObject({ amount: "₫200,000.00", reference: withdrawal.reference });
    expect(await unread(t, me.token)).toBe(1);
  });

  it("bonus issued: one message per paid cash grant, none for a repeated key or a points-only grant", async () => {
    const me = await member(t, "bonused");
    const brand = await brandOf(t);
    const bonus = {
      memberId: me.id,
      source: "event" as const,
      key: `sys-test-bonus:${me.id}`,
      title: { EN: "Welcome bonus", VI: "Thưởng chào mừng" },
      cash: 5_000_000n,
      claim: "auto" as const,
    };
    await t.rewards.grant(brand, bonus);
    await t.rewards.grant(brand, bonus);
    await t.rewards.grant(brand, { ...bonus, key: `sys-test-points:${me.id}`, cash: undefined, points: 10n });
    const messages = await systemMessages(t, me.id, "bonus_issued");
    expect(messages).toHaveLength(1);
    const [listed] = (await inbox(t, me.token)).list;
    expect(listed?.preview).toBe("You received ₫50,000.00: Welcome bonus.");
    const vi = await site(t, me.token, "GET", `/wps/relay/CSP_getMessage?id=${listed?.id}`, undefined, "VI");
    expect(vi.value.content).toBe("<p>Bạn đã nhận ₫50,000.00: Thưởng chào mừng.</p>");
  });

  it("contract offered: the downline agent is told once", async () => {
    const tree = await contractTree(t, "sysmsg");
    await assignTop(t, tree, "daily_salary", flatRows(100));
    const offer = await contractSite(t, tree.tokens.top, "POST", "/wps/relay/MCS2_offerContract", {
      downlineId: tree.ids.b,
      type: "daily_salary",
      rows: flatRows(60),
    });
    expect(offer.status).toBe(200);
    const messages = await systemMessages(t, tree.ids.b, "contract_offered");
    expect(messages).toHaveLength(1);
    const [listed] = (await inbox(t, tree.tokens.b)).list;
    expect(listed?.preview).toBe(
      "Your upline offered you a daily salary contract. Open the agent centre to sign or reject it.",
    );
  });
});
