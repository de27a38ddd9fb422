import * as schema from "@lotus/db/schema";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  BAD_AMOUNTS,
  balances,
  createMember,
  fund,
  ledgerSize,
  login,
  memberIdOf,
  PAYMENT_PASSWORD,
  paymentsTestApp,
  requestId,
  sessionFor,
  setPaymentPassword,
} from "./support";

const t = paymentsTestApp();
let agent: string;
let agentId: string;
let player: string;
let playerId: string;
let demo: string;
let deepId: string;

beforeAll(async () => {
  agent = await login(t, "agent01", "Agent1234");
  player = await login(t, "player01", "Player1234");
  demo = await login(t, "demo01", "Demo1234");
  agentId = await memberIdOf(t, "agent01");
  playerId = await memberIdOf(t, "player01");
  // A sub-agent under agent01 with their own member: the downline is the whole tree.
  const subAgent = await createMember(t, { account: "subagent01", accountType: 1, uplineId: agentId });
  deepId = await createMember(t, { account: "deep01", uplineId: subAgent });
  for (const token of [agent, player, demo]) await setPaymentPassword(t, token);
  await fund(t, playerId, 50_000_000n);
  await fund(t, agentId, 50_000_000n);
});
beforeEach(async () => {
  for (const member of [agentId, playerId]) await t.limiter.reset(`payments:${t.brandId}:transfer:${member}`);
});

const upline = (body: Record<string, unknown>, token = player, language = "EN") =>
  t.callEncrypted("POST", "/wps/payment/transfer/upline", body, { token, headers: { language } });
const downline = (body: Record<string, unknown>, token = agent, language = "EN") =>
  t.callEncrypted("POST", "/wps/payment/transfer/downline", body, { token, headers: { language } });
const valid = (extra: Record<string, unknown> = {}) => ({
  requestId: requestId(),
  amount: 1000,
  paymentPassword: PAYMENT_PASSWORD,
  ...extra,
});

describe("transfer information", () => {
  it("shows the limits and the member's upline", async () => {
    const info = (await t.call({ method: "GET", url: "/wps/payment/transfer/info", token: player })).json()
      .value;
    expect(info).toEqual({ min: 10, max: 500000000, upline: "agent01" });
    const none = (await t.call({ method: "GET", url: "/wps/payment/transfer/info", token: demo })).json()
      .value;
    expect(none.upline).toBeNull();
  });
});

describe("transfer to upline", () => {
  it("refuses bad input, a wrong payment password, no upline and short funds; nothing moves", async () => {
    const before = { ledger: await ledgerSize(t), player: await balances(t, playerId) };
    for (const amount of BAD_AMOUNTS) {
      const response = await upline(valid({ amount }));
      expect(response.statusCode, `amount ${String(amount)}`).toBe(400);
      expect(Object.keys(response.json().value.fields)).toEqual(["amount"]);
    }
    expect((await upline(valid({ to: "agent01" }))).json().value.fields).toEqual({
      to: "This field is not allowed",
    });
    const { paymentPassword: _omitted, ...noPassword } = valid();
    expect((await upline(noPassword)).json().value.fields).toEqual({
      paymentPassword: "paymentPassword Input cannot be empty",
    });
    expect((await upline(valid({ paymentPassword: "000000" }))).json().code).toBe(
      "payment.password_incorrect",
    );
    const small = await upline(valid({ amount: 9.99 }));
    expect(small.json()).toMatchObject({
      code: "payment.amount_out_of_range",
      value: { min: 10, max: 500000000 },
    });
    const short = await upline(valid({ amount: 500000.01 }));
    expect(short.statusCode).toBe(422);
    expect(short.json().code).toBe("wallet.insufficient_funds");
    const orphan = await upline(valid(), demo);
    expect(orphan.json()).toMatchObject({
      code: "payment.no_upline",
      message: "You have no upline to transfer to",
    });
    expect(await ledgerSize(t)).toEqual(before.ledger);
    expect(await balances(t, playerId)).toEqual(before.player);
  });

  it("moves the money to the member's own agent with the amount in the message; one request id, one transfer", async () => {
    const body = valid({ amount: 1000 });
    const done = await upline(body);
    expect(done.json()).toEqual({
      success: true,
      value: { message: "Transfer to upline successful: ₫1,000.00", sumBalance: 499000 },
    });
    const replay = await upline(body, player, "VI");
    expect(replay.json().value).toEqual({
      message: "Chuyển tiền cho tuyến trên thành công: ₫1,000.00",
      sumBalance: 499000,
    });
    const conflict = await upline({ ...body, amount: 2000 });
    expect(conflict.json().code).toBe("wallet.idempotency_conflict");
    expect((await balances(t, playerId)).main).toBe(49_900_000n);
    expect((await balances(t, agentId)).main).toBe(50_100_000n);
    const out = (
      await t.call({ method: "GET", url: "/wps/relay/ODSFE2_MemTransDet?type=transfer_out", token: player })
    ).json().value;
    expect(out.list).toEqual([
      expect.objectContaining({ amount: -1000, reference: "agent01", wallet: "MAIN" }),
    ]);
    const into = (
      await t.call({ method: "GET", url: "/wps/relay/ODSFE2_MemTransDet?type=transfer_in", token: agent })
    ).json().value;
    expect(into.list).toEqual([expect.objectContaining({ amount: 1000, reference: "player01" })]);
  });
});

describe("transfer to downline", () => {
  it("reaches any member of the agent's tree", async () => {
    const direct = await downline(valid({ account: "player01", amount: 2500.5 }));
    expect(direct.json().value).toEqual({
      message: "Transfer to downline successful: ₫2,500.50",
      sumBalance: 498499.5,
    });
    const deep = await downline(valid({ account: "DEEP01", amount: 100 }), agent, "VI");
    expect(deep.json().value.message).toBe("Chuyển tiền cho tuyến dưới thành công: ₫100.00");
    expect((await balances(t, deepId)).main).toBe(10_000n);
  });

  it("refuses members outside the tree, unknown accounts, oneself, credit accounts, and non-agents", async () => {
    const before = await ledgerSize(t);
    for (const account of ["demo01", "nobody99", "agent01"]) {
      const response = await downline(valid({ account }));
      expect(response.statusCode, account).toBe(422);
      expect(response.json()).toMatchObject({
        code: "payment.not_downline",
        message: "This account is not in your downline",
      });
    }
    await createMember(t, { account: "creditdown", accountType: 6, uplineId: agentId });
    expect((await downline(valid({ account: "creditdown" }))).json().code).toBe("payment.credit_account");
    const notAgent = await downline(valid({ account: "demo01" }), player);
    expect(notAgent.statusCode).toBe(403);
    expect(notAgent.json().code).toBe("auth.non_agent");
    const missing = await downline(valid());
    expect(missing.json().value.fields).toEqual({ account: "account Input cannot be empty" });
    expect(await ledgerSize(t)).toEqual(before);
  });

  it("refuses credit and trial senders", async () => {
    const credit = await sessionFor(
      t,
      await createMember(t, { account: "creditup", accountType: 6, uplineId: agentId }),
    );
    expect((await upline(valid(), credit)).json().code).toBe("payment.credit_account");
    const trial = await sessionFor(
      t,
      await createMember(t, { account: "trialup", accountType: 4, uplineId: agentId }),
    );
    const refused = await upline(valid(), trial);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("account.in_need_true_account");
    // The only transfer not completed is the one refused for short funds (kept as failed, nothing moved).
    const open = (await t.platform.db.select().from(schema.memberTransfers)).filter(
      (row) => row.status !== "completed",
    );
    expect(open.map((row) => [row.status, row.amountMinor])).toEqual([["failed", 50_000_001n]]);
  });

  it("is rate limited per member", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt++)
      statuses.push((await downline(valid({ account: "player01", amount: 10 }))).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
