import * as schema from "@lotus/db/schema";
import { beforeAll, describe, expect, it } from "vitest";
import { asOperator, auditCount, createOperator, type TestOperator } from "../support/operators";
import {
  BAD_AMOUNTS,
  balances,
  fund,
  ledgerSize,
  login,
  memberIdOf,
  paymentsTestApp,
  requestId,
} from "./support";

const t = paymentsTestApp();
let finance: TestOperator;
let finance2: TestOperator;
let support: TestOperator;
let demoId: string;

beforeAll(async () => {
  finance = await createOperator(t, { username: "finance1", role: "finance" });
  finance2 = await createOperator(t, { username: "finance2", role: "finance" });
  support = await createOperator(t, { username: "support1", role: "support" });
  demoId = await memberIdOf(t, "demo01");
});

const base = () => `/backoffice/api/brands/${t.brandId}/finance`;
const as = (operator: TestOperator) => asOperator(t, operator.token);
const channel = (extra: Record<string, unknown> = {}) => ({
  type: "bank_transfer",
  name: "ACB transfer",
  min: 100000,
  max: 50000000,
  instructions: { EN: "Pay to ACB", VI: "Chuyển khoản ACB" },
  bank: { bankName: "ACB", accountNumber: "123456789", payeeName: "CONG TY LOTUS" },
  ...extra,
});

describe("permissions", () => {
  it("gives the finance role its permissions; others are refused", async () => {
    const me = (await as(finance)({ method: "GET", url: "/backoffice/api/me" })).json().value;
    expect(me.permissions).toEqual(
      expect.arrayContaining([
        "wallet.view",
        "finance.deposits",
        "finance.withdrawals",
        "finance.channels",
        "finance.adjust",
        "finance.approve",
      ]),
    );
    for (const url of ["/channels", "/adjustments", `/members/${demoId}/wallet`, "/disputes"]) {
      expect((await as(support)({ method: "GET", url: `${base()}${url}` })).statusCode, url).toBe(403);
    }
  });
});

describe("payment channels", () => {
  let channelId: string;
  let gatewayId: string;

  it("creates a channel with validation of its fields; audited once", async () => {
    const noBank = await as(finance)({
      method: "POST",
      url: `${base()}/channels`,
      payload: channel({ bank: undefined }),
    });
    expect(noBank.statusCode).toBe(400);
    expect(Object.keys(noBank.json().value.fields)).toEqual(["bank"]);
    const inverted = await as(finance)({
      method: "POST",
      url: `${base()}/channels`,
      payload: channel({ min: 9, max: 1 }),
    });
    expect(Object.keys(inverted.json().value.fields)).toEqual(["min"]);
    const badType = await as(finance)({
      method: "POST",
      url: `${base()}/channels`,
      payload: channel({ type: "cash" }),
    });
    expect(badType.statusCode).toBe(400);
    const audits = await auditCount(t);
    const created = await as(finance)({ method: "POST", url: `${base()}/channels`, payload: channel() });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().value).toMatchObject({
      type: "bank_transfer",
      name: "ACB transfer",
      min: 100000,
      max: 50000000,
      bank: { bankName: "ACB", accountNumber: "123456789", payeeName: "CONG TY LOTUS" },
      hasSecret: false,
      gatewayProvider: null,
      expiryMinutes: 30,
      enabled: true,
    });
    channelId = created.json().value.id;
    expect(await auditCount(t)).toBe(audits + 1);
    const demo = await login(t, "demo01", "Demo1234");
    const offered = (
      await t.call({ method: "GET", url: "/wps/payment/deposit/channels", token: demo })
    ).json().value;
    expect(offered.map((row: { name: string }) => row.name)).toContain("ACB transfer");
  });

  it("never shows a gateway secret, and keeps it out of the audit log", async () => {
    const secret = "sandbox-secret-0123456789-abcdef";
    const created = await as(finance)({
      method: "POST",
      url: `${base()}/channels`,
      payload: {
        type: "gateway",
        name: "Card gateway",
        min: 10000,
        max: 1000000,
        gateway: { provider: "sandbox", secret },
      },
    });
    expect(created.json().value).toMatchObject({ hasSecret: true, gatewayProvider: "sandbox" });
    gatewayId = created.json().value.id;
    const replaced = "a-new-sandbox-secret-9876543210";
    const updated = await as(finance)({
      method: "PUT",
      url: `${base()}/channels/${gatewayId}`,
      payload: {
        type: "gateway",
        name: "Card gateway 2",
        min: 10000,
        max: 2000000,
        gateway: { provider: "sandbox", secret: replaced },
      },
    });
    expect(updated.json().value).toMatchObject({ name: "Card gateway 2", max: 2000000, hasSecret: true });
    const list = await as(finance)({ method: "GET", url: `${base()}/channels` });
    expect(list.body).not.toContain(secret);
    expect(list.body).not.toContain(replaced);
    const audit = JSON.stringify(await t.platform.db.select().from(schema.auditLog));
    expect(audit).not.toContain(secret);
    expect(audit).not.toContain(replaced);
    const [row] = (await t.platform.db.select().from(schema.paymentChannels)).filter(
      (entry) => entry.id === gatewayId,
    );
    expect(t.platform.secrets.unseal(row?.gatewaySecretSealed ?? "")).toBe(replaced);
    // Keeping the secret: an update without one leaves it as it was.
    await as(finance)({
      method: "PUT",
      url: `${base()}/channels/${gatewayId}`,
      payload: {
        type: "gateway",
        name: "Card gateway 3",
        min: 10000,
        max: 2000000,
        gateway: { provider: "sandbox" },
      },
    });
    const [kept] = (await t.platform.db.select().from(schema.paymentChannels)).filter(
      (entry) => entry.id === gatewayId,
    );
    expect(t.platform.secrets.unseal(kept?.gatewaySecretSealed ?? "")).toBe(replaced);
  });

  it("keeps a channel's type; disabling and archiving take it off the member's list", async () => {
    const retype = await as(finance)({
      method: "PUT",
      url: `${base()}/channels/${channelId}`,
      payload: channel({ type: "c2c" }),
    });
    expect(retype.statusCode).toBe(400);
    expect(Object.keys(retype.json().value.fields)).toEqual(["type"]);
    const disabled = await as(finance)({
      method: "PUT",
      url: `${base()}/channels/${channelId}`,
      payload: channel({ enabled: false }),
    });
    expect(disabled.json().value.enabled).toBe(false);
    const demo = await login(t, "demo01", "Demo1234");
    const offered = (
      await t.call({ method: "GET", url: "/wps/payment/deposit/channels", token: demo })
    ).json().value;
    expect(offered.map((row: { id: string }) => row.id)).not.toContain(channelId);
    const refused = await t.call({
      method: "POST",
      url: "/wps/payment/deposit",
      token: demo,
      payload: { requestId: requestId(), channelId, amount: 200000 },
    });
    expect(refused.json().code).toBe("payment.channel_unavailable");
    const audits = await auditCount(t);
    const archived = await as(finance)({ method: "DELETE", url: `${base()}/channels/${channelId}` });
    expect(archived.json().value).toEqual({ archived: true });
    expect(await auditCount(t)).toBe(audits + 1);
    const list = (await as(finance)({ method: "GET", url: `${base()}/channels` })).json().value;
    expect(list.map((row: { id: string }) => row.id)).not.toContain(channelId);
    expect((await as(finance)({ method: "DELETE", url: `${base()}/channels/${channelId}` })).statusCode).toBe(
      404,
    );
  });
});

describe("a member's wallet and ledger", () => {
  it("shows accounts, balances and entries; unknown members are 404", async () => {
    await fund(t, demoId, 12_345n);
    const wallet = (await as(finance)({ method: "GET", url: `${base()}/members/${demoId}/wallet` })).json()
      .value;
    expect(wallet).toMatchObject({
      memberId: demoId,
      account: "demo01",
      currency: "VND",
      withdrawable: 123.45,
    });
    expect(wallet.accounts).toEqual([expect.objectContaining({ kind: "main", balance: 123.45 })]);
    const ledger = (await as(finance)({ method: "GET", url: `${base()}/members/${demoId}/ledger` })).json()
      .value;
    expect(ledger.list[0]).toMatchObject({ type: "deposit", amount: 123.45, balanceAfter: 123.45 });
    const unknown = await as(finance)({
      method: "GET",
      url: `${base()}/members/00000000-0000-4000-8000-000000000000/wallet`,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe("manual adjustments", () => {
  const adjust = (operator: TestOperator, body: Record<string, unknown>) =>
    as(operator)({ method: "POST", url: `${base()}/adjustments`, payload: body });
  const body = (extra: Record<string, unknown> = {}) => ({
    requestId: requestId(),
    memberId: demoId,
    direction: "credit",
    amount: 500,
    reason: "Goodwill for outage",
    ...extra,
  });

  it("refuse bad input and debits the member cannot cover; nothing moves, nothing is audited", async () => {
    const before = { ledger: await ledgerSize(t), audits: await auditCount(t) };
    for (const amount of BAD_AMOUNTS) {
      const response = await adjust(finance, body({ amount }));
      expect(response.statusCode, `amount ${String(amount)}`).toBe(400);
    }
    expect((await adjust(finance, body({ reason: "" }))).statusCode).toBe(400);
    expect((await adjust(finance, body({ direction: "gift" }))).statusCode).toBe(400);
    expect((await adjust(finance, body({ extra: 1 }))).statusCode).toBe(400);
    const unknown = await adjust(finance, body({ memberId: "00000000-0000-4000-8000-000000000000" }));
    expect(unknown.statusCode).toBe(404);
    const overdraw = await adjust(finance, body({ direction: "debit", amount: 1000 }));
    expect(overdraw.statusCode).toBe(422);
    expect(overdraw.json().code).toBe("wallet.insufficient_funds");
    expect(await ledgerSize(t)).toEqual(before.ledger);
    expect(await auditCount(t)).toBe(before.audits);
    expect(await t.platform.db.select().from(schema.balanceAdjustments)).toHaveLength(0);
  });

  it("post at once up to the brand threshold; one request id, one adjustment", async () => {
    const main = (await balances(t, demoId)).main;
    const audits = await auditCount(t);
    const request = body();
    const posted = await adjust(finance, request);
    expect(posted.json().value).toMatchObject({
      status: "posted",
      amount: 500,
      direction: "credit",
      requestedBy: "finance1",
    });
    const again = await adjust(finance, request);
    expect(again.json().value.id).toBe(posted.json().value.id);
    const conflict = await adjust(finance, { ...request, amount: 600 });
    expect(conflict.statusCode).toBe(409);
    expect((await balances(t, demoId)).main).toBe(main + 50_000n);
    expect(await auditCount(t)).toBe(audits + 1);
    const debit = await adjust(finance, body({ direction: "debit", amount: 100 }));
    expect(debit.json().value.status).toBe("posted");
    expect((await balances(t, demoId)).main).toBe(main + 40_000n);
    const demo = await login(t, "demo01", "Demo1234");
    const records = (
      await t.call({ method: "GET", url: "/wps/relay/ODSFE2_MemTransDet?type=adjustment", token: demo })
    ).json().value;
    expect(records.list.map((row: { amount: number }) => row.amount)).toEqual([-100, 500]);
  });

  it("above the threshold wait for another operator with finance.approve", async () => {
    const main = (await balances(t, demoId)).main;
    const pending = await adjust(finance, body({ amount: 20000000, reason: "Large compensation" }));
    expect(pending.json().value).toMatchObject({ status: "pending_approval", decidedBy: null });
    const id = pending.json().value.id;
    expect((await balances(t, demoId)).main).toBe(main);
    const self = await as(finance)({
      method: "POST",
      url: `${base()}/adjustments/${id}/approve`,
      payload: {},
    });
    expect(self.statusCode).toBe(403);
    expect(self.json()).toMatchObject({
      code: "payment.self_approval",
      message: "Another operator must approve your own adjustment",
    });
    const refused = await as(support)({
      method: "POST",
      url: `${base()}/adjustments/${id}/approve`,
      payload: {},
    });
    expect(refused.statusCode).toBe(403);
    const audits = await auditCount(t);
    const approved = await as(finance2)({
      method: "POST",
      url: `${base()}/adjustments/${id}/approve`,
      payload: { remark: "Checked with the ticket" },
    });
    expect(approved.json().value).toMatchObject({
      status: "posted",
      decidedBy: "finance2",
      decisionReason: "Checked with the ticket",
    });
    expect((await balances(t, demoId)).main).toBe(main + 2_000_000_000n);
    expect(await auditCount(t)).toBe(audits + 1);
    const twice = await as(finance2)({
      method: "POST",
      url: `${base()}/adjustments/${id}/approve`,
      payload: {},
    });
    expect(twice.json().code).toBe("payment.invalid_state");
    expect((await balances(t, demoId)).main).toBe(main + 2_000_000_000n);
  });

  it("can be rejected with a reason; the list filters by status", async () => {
    const main = (await balances(t, demoId)).main;
    const pending = (await adjust(finance, body({ amount: 30000000 }))).json().value;
    const noReason = await as(finance2)({
      method: "POST",
      url: `${base()}/adjustments/${pending.id}/reject`,
      payload: {},
    });
    expect(noReason.statusCode).toBe(400);
    const rejected = await as(finance2)({
      method: "POST",
      url: `${base()}/adjustments/${pending.id}/reject`,
      payload: { reason: "No ticket" },
    });
    expect(rejected.json().value).toMatchObject({ status: "rejected", decisionReason: "No ticket" });
    expect((await balances(t, demoId)).main).toBe(main);
    const list = (await as(finance)({ method: "GET", url: `${base()}/adjustments?status=posted` })).json()
      .value;
    expect(list.total).toBe(3);
    expect(list.list.every((row: { status: string }) => row.status === "posted")).toBe(true);
    const rejectedList = (
      await as(finance)({ method: "GET", url: `${base()}/adjustments?status=rejected` })
    ).json().value;
    expect(rejectedList.list.map((row: { id: string }) => row.id)).toEqual([pending.id]);
  });
});
