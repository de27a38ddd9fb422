import { brandSettings } from "@lotus/contracts";
import * as schema from "@lotus/db/schema";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { asOperator, auditCount, createOperator, relogin, type TestOperator } from "../support/operators";
import {
  addBankAccount,
  addPlayerBankAccount,
  BAD_AMOUNTS,
  balances,
  fund,
  ledgerSize,
  login,
  PAYMENT_PASSWORD,
  paymentsTestApp,
  requestId,
  setPaymentPassword,
  signInDemoAndPlayer,
  uploadProof,
} from "./support";

const t = paymentsTestApp();
let demo: string;
let demoId: string;
let player: string;
let bankAccountId: string;
let playerBankAccountId: string;
let finance: TestOperator;

beforeAll(async () => {
  ({ demo, player, demoId } = await signInDemoAndPlayer(t));
  await setPaymentPassword(t, demo);
  await setPaymentPassword(t, player);
  bankAccountId = (
    await addBankAccount(t, demo, { payeeName: "NGUYEN VAN DEMO", accountNumber: "0123456789" })
  ).json().value.id;
  playerBankAccountId = await addPlayerBankAccount(t, player);
  await fund(t, demoId, 100_000_000n);
  finance = await createOperator(t, { username: "finance1", role: "finance" });
});
// Each test starts with a fresh per-member allowance; the last one tests the limit itself.
beforeEach(async () => {
  await t.limiter.reset(`payments:${t.brandId}:withdraw:${demoId}`);
});

const withdraw = (body: Record<string, unknown>, token = demo) =>
  t.callEncrypted("POST", "/wps/payment/withdraw", body, { token });
const valid = (extra: Record<string, unknown> = {}) => ({
  requestId: requestId(),
  bankAccountId,
  amount: 200000,
  paymentPassword: PAYMENT_PASSWORD,
  ...extra,
});
const base = () => `/backoffice/api/brands/${t.brandId}/finance`;
const financeCall = () => asOperator(t, finance.token);
const confirmations = async (token = demo) =>
  (await t.call({ method: "GET", url: "/wps/relay/MCSFE_getPaymentConfirmationList", token })).json().value;

describe("withdrawal limits", () => {
  it("shows min, max, today's count and what is withdrawable", async () => {
    const value = (await t.call({ method: "GET", url: "/wps/payment/withdraw/limits", token: demo })).json()
      .value;
    expect(value).toEqual({
      min: 100,
      max: 500000000,
      dailyCount: 0,
      // The demo member is at the Gold level: its 15 free withdrawals a day, not the brand's 5.
      dailyLimit: 15,
      withdrawable: 1000000,
      turnover: { required: 0, achieved: 0 },
    });
  });
});

describe("withdrawal requests", () => {
  it("refuse bad input, another member's bank account, a wrong payment password; nothing moves", async () => {
    const before = { ledger: await ledgerSize(t), balance: await balances(t, demoId) };
    for (const amount of BAD_AMOUNTS) {
      const response = await withdraw(valid({ amount }));
      expect(response.statusCode, `amount ${String(amount)}`).toBe(400);
      expect(Object.keys(response.json().value.fields)).toEqual(["amount"]);
    }
    const { bankAccountId: _omitted, ...noAccount } = valid();
    expect((await withdraw(noAccount)).json().value.fields).toEqual({
      bankAccountId: "bankAccountId Input cannot be empty",
    });
    expect((await withdraw(valid({ memberId: demoId }))).json().value.fields).toEqual({
      memberId: "This field is not allowed",
    });
    const plain = await t.call({
      method: "POST",
      url: "/wps/payment/withdraw",
      token: demo,
      payload: valid(),
    });
    expect(plain.json().code).toBe("encryption.required");
    const others = await withdraw(valid({ bankAccountId: playerBankAccountId }));
    expect(others.statusCode).toBe(404);
    expect(others.json().code).toBe("payment.bank_account_not_found");
    const wrong = await withdraw(valid({ paymentPassword: "000000" }));
    expect(wrong.json()).toMatchObject({ code: "payment.password_incorrect", value: { attemptsLeft: 4 } });
    const small = await withdraw(valid({ amount: 99.99 }));
    expect(small.json()).toMatchObject({
      code: "payment.amount_out_of_range",
      value: { min: 100, max: 500000000 },
    });
    const more = await withdraw(valid({ amount: 1000000.01 }));
    expect(more.statusCode).toBe(422);
    expect(more.json().code).toBe("wallet.insufficient_funds");
    expect(await t.platform.db.select().from(schema.withdrawals)).toHaveLength(0);
    expect(await ledgerSize(t)).toEqual(before.ledger);
    expect(await balances(t, demoId)).toEqual(before.balance);
  });

  it("refuse what a turnover requirement still locks", async () => {
    const [requirement] = await t.platform.db
      .insert(schema.turnoverRequirements)
      .values({
        brandId: t.brandId,
        memberId: demoId,
        locked: 90_000_000n,
        required: 50_000_000n,
        source: "test",
      })
      .returning();
    const limits = (await t.call({ method: "GET", url: "/wps/payment/withdraw/limits", token: demo })).json()
      .value;
    expect(limits).toMatchObject({ withdrawable: 100000, turnover: { required: 500000, achieved: 0 } });
    const locked = await withdraw(valid({ amount: 100000.01 }));
    expect(locked.statusCode).toBe(422);
    expect(locked.json()).toMatchObject({
      code: "payment.turnover_required",
      message: "The amount exceeds what you can withdraw now (turnover requirement not met)",
    });
    await t.platform.db
      .update(schema.turnoverRequirements)
      .set({ clearedAt: new Date() })
      .where(eq(schema.turnoverRequirements.id, requirement?.id ?? ""));
  });

  let first: { id: string; reference: string };

  it("hold the amount at once; the same request id makes one withdrawal", async () => {
    const body = valid();
    const response = await withdraw(body);
    expect(response.statusCode, response.body).toBe(200);
    first = response.json().value;
    expect(first).toMatchObject({
      amount: 200000,
      status: "pending",
      receivedAmount: 0,
      rejectReason: null,
      bankAccount: {
        id: bankAccountId,
        bankCode: "VCB",
        bankName: "Vietcombank",
        accountNumber: "******6789",
      },
    });
    expect(first.reference).toMatch(/^W[2-9A-Z]{10}$/);
    expect(await balances(t, demoId)).toEqual({ main: 80_000_000n, held: 20_000_000n });
    const again = await withdraw(body);
    expect(again.json().value.id).toBe(first.id);
    const conflict = await withdraw({ ...body, amount: 300000 });
    expect(conflict.json().code).toBe("wallet.idempotency_conflict");
    expect(await balances(t, demoId)).toEqual({ main: 80_000_000n, held: 20_000_000n });
    const balance = (await t.call({ method: "GET", url: "/wps/v2/wallets/balance", token: demo })).json()
      .value;
    expect(balance).toMatchObject({ sumBalance: 800000, held: 200000 });
    const list = (await t.call({ method: "GET", url: "/wps/payment/withdraw", token: demo })).json().value;
    expect(list.total).toBe(1);
    expect(
      (await t.call({ method: "GET", url: "/wps/payment/withdraw", token: player })).json().value.total,
    ).toBe(0);
  });

  it("count towards a daily limit in the brand's day; rejected ones do not", async () => {
    const [row] = await t.platform.db.select().from(schema.brands).where(eq(schema.brands.id, t.brandId));
    const settings = brandSettings.parse(row?.settings);
    await t.updateSettings({ payments: { ...settings.payments, withdrawalDailyCount: 9 } });
    // A member's VIP level decides their withdrawals a day: the first level's two, not the brand's nine.
    const owner = await createOperator(t, { username: "owner-limits", role: "owner" });
    const set = await asOperator(
      t,
      owner.token,
    )({
      method: "POST",
      url: `/backoffice/api/brands/${t.brandId}/vip/members/${demoId}/level`,
      payload: { rank: 0, reason: "withdrawal count test" },
    });
    expect(set.statusCode, set.body).toBe(200);
    const second = await withdraw(valid({ amount: 100000 }));
    expect(second.statusCode).toBe(200);
    const third = await withdraw(valid({ amount: 100000 }));
    expect(third.statusCode).toBe(422);
    expect(third.json().code).toBe("payment.daily_limit");
    const audits = await auditCount(t);
    const rejected = await financeCall()({
      method: "POST",
      url: `${base()}/withdrawals/${second.json().value.id}/reject`,
      payload: { reason: "Account name does not match" },
    });
    expect(rejected.json().value).toMatchObject({
      status: "rejected",
      reason: "Account name does not match",
    });
    expect(await auditCount(t)).toBe(audits + 1);
    expect(await balances(t, demoId)).toEqual({ main: 80_000_000n, held: 20_000_000n });
    const member = (
      await t.call({ method: "GET", url: "/wps/payment/withdraw?status=rejected", token: demo })
    ).json().value;
    expect(member.list[0]).toMatchObject({ status: "rejected", rejectReason: "Account name does not match" });
    const records = (
      await t.call({
        method: "GET",
        url: "/wps/relay/ODSFE2_MemTransDet?type=withdrawal_refund",
        token: demo,
      })
    ).json().value;
    expect(records.list.map((entry: { amount: number }) => entry.amount).sort()).toEqual([-100000, 100000]);
    const now = await withdraw(valid({ amount: 100000 }));
    expect(now.statusCode).toBe(200);
    await t.updateSettings({ payments: settings.payments });
    await asOperator(
      t,
      owner.token,
    )({
      method: "POST",
      url: `/backoffice/api/brands/${t.brandId}/vip/members/${demoId}/level`,
      payload: { rank: 3, reason: "back to Gold" },
    });
    await financeCall()({
      method: "POST",
      url: `${base()}/withdrawals/${now.json().value.id}/reject`,
      payload: { reason: "test" },
    });
  });
});

describe("finance and the member's confirmation", () => {
  it("approve, pay out, then the member confirms received", async () => {
    const created = (await withdraw(valid({ amount: 300000 }))).json().value;
    const queue = (
      await financeCall()({ method: "GET", url: `${base()}/withdrawals?status=pending&account=demo01` })
    ).json().value;
    expect(queue.list.map((row: { id: string }) => row.id)).toContain(created.id);
    const view = queue.list.find((row: { id: string }) => row.id === created.id);
    // Finance pays to the full account number.
    expect(view.bank).toEqual({
      bankCode: "VCB",
      bankName: "Vietcombank",
      accountNumber: "0123456789",
      payeeName: "NGUYEN VAN DEMO",
    });
    const audits = await auditCount(t);
    const approved = await financeCall()({
      method: "POST",
      url: `${base()}/withdrawals/${created.id}/approve`,
      payload: {},
    });
    expect(approved.json().value).toMatchObject({ status: "approved", reviewer: "finance1" });
    const twice = await financeCall()({
      method: "POST",
      url: `${base()}/withdrawals/${created.id}/approve`,
      payload: {},
    });
    expect(twice.json().code).toBe("payment.invalid_state");
    const held = (await balances(t, demoId)).held;
    const paid = await financeCall()({
      method: "POST",
      url: `${base()}/withdrawals/${created.id}/disburse`,
      payload: { remark: "VCB ref 123" },
    });
    expect(paid.json().value).toMatchObject({ status: "disbursed", disbursedAmount: 300000 });
    expect((await balances(t, demoId)).held).toBe(held - 30_000_000n);
    expect(await auditCount(t)).toBe(audits + 2);
    const pending = await confirmations();
    const payout = pending.list.find((row: { withdrawalId: string }) => row.withdrawalId === created.id);
    expect(payout).toMatchObject({ source: "bank", status: "paid", amount: 300000, depositorAccount: "" });
    expect(payout.autoReceiveAt).toBe(paid.json().value.updatedAt + 60 * 60_000);
    // Another member cannot answer for it; a bank payout has no partial receipt.
    const foreign = await t.call({
      method: "POST",
      url: "/wps/relay/MCSFE_processC2CTransaction",
      token: player,
      payload: { confirmationId: payout.id, action: "received" },
    });
    expect(foreign.statusCode).toBe(404);
    const partial = await t.call({
      method: "POST",
      url: "/wps/relay/MCSFE_processC2CTransaction",
      token: demo,
      payload: { confirmationId: payout.id, action: "partially_received", receivedAmount: 100 },
    });
    expect(partial.json().code).toBe("payment.partial_not_applicable");
    const received = await t.call({
      method: "POST",
      url: "/wps/relay/MCSFE_processC2CTransaction",
      token: demo,
      payload: { confirmationId: payout.id, action: "received" },
    });
    expect(received.json().value).toMatchObject({
      status: "received",
      receivedAmount: 300000,
      autoReceiveAt: null,
    });
    const list = (
      await t.call({ method: "GET", url: "/wps/payment/withdraw?status=completed", token: demo })
    ).json().value;
    expect(list.list[0]).toMatchObject({ id: created.id, status: "completed", receivedAmount: 300000 });
    const again = await t.call({
      method: "POST",
      url: "/wps/relay/MCSFE_processC2CTransaction",
      token: demo,
      payload: { confirmationId: payout.id, action: "received" },
    });
    expect(again.json().code).toBe("payment.invalid_state");
  });

  it("not received needs a proof, goes to finance, and a refund brings the payout back to main", async () => {
    const created = (await withdraw(valid({ amount: 150000 }))).json().value;
    await financeCall()({ method: "POST", url: `${base()}/withdrawals/${created.id}/disburse`, payload: {} });
    const payout = (await confirmations()).list.find(
      (row: { withdrawalId: string }) => row.withdrawalId === created.id,
    );
    const noProof = await t.call({
      method: "POST",
      url: "/wps/relay/MCSFE_processC2CTransaction",
      token: demo,
      payload: { confirmationId: payout.id, action: "not_received" },
    });
    expect(noProof.json().code).toBe("payment.proof_required");
    const playersProof = await uploadProof(t, player);
    const foreignProof = await t.call({
      method: "POST",
      url: "/wps/relay/MCSFE_processC2CTransaction",
      token: demo,
      payload: { confirmationId: payout.id, action: "not_received", proofMediaIds: [playersProof] },
    });
    expect(foreignProof.json().code).toBe("payment.proof_invalid");
    const proof = await uploadProof(t, demo);
    const disputed = await t.call({
      method: "POST",
      url: "/wps/relay/MCSFE_processC2CTransaction",
      token: demo,
      payload: {
        confirmationId: payout.id,
        action: "not_received",
        proofMediaIds: [proof],
        remark: "Nothing arrived",
      },
    });
    expect(disputed.json().value.status).toBe("not_received");
    const withdrawal = (
      await t.call({ method: "GET", url: "/wps/payment/withdraw?status=disputed", token: demo })
    ).json().value;
    expect(withdrawal.list[0].id).toBe(created.id);
    const disputes = (await financeCall()({ method: "GET", url: `${base()}/disputes` })).json().value;
    const dispute = disputes.list.find((row: { id: string }) => row.id === payout.id);
    expect(dispute).toMatchObject({ source: "bank", withdrawerAccount: "demo01", remark: "Nothing arrived" });
    expect(dispute.disputeProofUrls).toHaveLength(1);
    const image = await t.app.inject({ method: "GET", url: dispute.disputeProofUrls[0] });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
    const mainBefore = (await balances(t, demoId)).main;
    const audits = await auditCount(t);
    const refunded = await financeCall()({
      method: "POST",
      url: `${base()}/disputes/${payout.id}/resolve`,
      payload: { resolution: "refund", reason: "Bank returned the transfer" },
    });
    expect(refunded.json().value).toMatchObject({ status: "refunded", resolver: "finance1" });
    expect((await balances(t, demoId)).main).toBe(mainBefore + 15_000_000n);
    expect(await auditCount(t)).toBe(audits + 1);
    const after = (
      await t.call({ method: "GET", url: "/wps/payment/withdraw?status=rejected", token: demo })
    ).json().value;
    expect(after.list.map((row: { id: string }) => row.id)).toContain(created.id);
  });

  it("an unanswered payout counts as received after the brand's auto-receive minutes", async () => {
    const created = (await withdraw(valid({ amount: 120000 }))).json().value;
    await financeCall()({ method: "POST", url: `${base()}/withdrawals/${created.id}/disburse`, payload: {} });
    t.clock.advance(59 * 60_000);
    await t.platform.jobs.runJob("payments.auto-receive", t.clock.now());
    demo = await login(t, "demo01", "Demo1234");
    expect(
      (await t.call({ method: "GET", url: "/wps/payment/withdraw?status=disbursed", token: demo })).json()
        .value.total,
    ).toBe(1);
    t.clock.advance(2 * 60_000);
    const run = await t.platform.jobs.runJob("payments.auto-receive", t.clock.now());
    expect(run.outcome).toBe("1 received");
    const done = (
      await t.call({ method: "GET", url: "/wps/payment/withdraw?status=completed", token: demo })
    ).json().value;
    expect(done.list.map((row: { id: string }) => row.id)).toContain(created.id);
    finance.token = await relogin(t, finance);
  });

  it("finance cannot act twice or on something settled; unknown ids are 404; no finance permission is 403", async () => {
    const created = (await withdraw(valid({ amount: 100000 }))).json().value;
    await financeCall()({
      method: "POST",
      url: `${base()}/withdrawals/${created.id}/reject`,
      payload: { reason: "dup" },
    });
    const after = await financeCall()({
      method: "POST",
      url: `${base()}/withdrawals/${created.id}/disburse`,
      payload: {},
    });
    expect(after.statusCode).toBe(409);
    const missing = await financeCall()({
      method: "POST",
      url: `${base()}/withdrawals/00000000-0000-4000-8000-000000000000/approve`,
      payload: {},
    });
    expect(missing.statusCode).toBe(404);
    const noReason = await financeCall()({
      method: "POST",
      url: `${base()}/withdrawals/${created.id}/reject`,
      payload: {},
    });
    expect(noReason.statusCode).toBe(400);
    const content = await createOperator(t, { username: "content1", role: "content" });
    const refused = await asOperator(t, content.token)({ method: "GET", url: `${base()}/withdrawals` });
    expect(refused.statusCode).toBe(403);
  });
});

describe("rate limit", () => {
  it("limits withdrawal requests per member", async () => {
    t.clock.advance(61_000);
    demo = await login(t, "demo01", "Demo1234");
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      // Below the minimum: refused after the rate limit counted the call, so nothing is held.
      statuses.push((await withdraw(valid({ amount: 1 }))).statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(422));
    expect(statuses[10]).toBe(429);
  });
});
