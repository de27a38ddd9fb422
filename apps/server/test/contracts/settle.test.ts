import * as schema from "@lotus/db/schema";
import { and, eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createContracts, SETTLEMENT_JOB } from "../../src/modules/contracts";
import { balances, createMember, expectReconciled, sessionFor } from "../payments/support";
import { fileTestApp } from "../support/app";
import { auditCount } from "../support/operators";
import {
  assignTop,
  brandPath,
  type ContractTree,
  contractTree,
  dayFrom,
  flatRows,
  moveTo,
  offerAndSign,
  postingsOf,
  recordPlay,
  rollUp,
  settlementsOf,
  site,
} from "./support";

/**
 * Settlement exactly once (docs/adr/0010): the difference rule paid through the ledger, two workers
 * at once, a run that crashes half-way and resumes, approval above the threshold, re-runs that pay
 * only differences, dividend carry-over across periods; the ledger reconciles after each.
 */
const t = fileTestApp({ beforeClose: expectReconciled });
let tree: ContractTree;
const days: string[] = [];
const DAILY_KIND = "agent_salary_daily";
const CORRECTION = "agent_income_correction";

/** agent01's direct player 10,000,000, B's 5,000,000, C's 2,000,000 (minor units) on a day. */
async function playDay(day: string, extra: Record<string, bigint> = {}) {
  await recordPlay(t, day, {
    [tree.ids.players.top]: 10_000_000n,
    [tree.ids.players.b]: 5_000_000n + (extra.b ?? 0n),
    [tree.ids.players.c]: 2_000_000n,
  });
}

/** Moves to the next day, rolls up, and returns the brand's unpaid-or-paid daily settlements of `day`. */
async function closeDay(day: string) {
  moveTo(t, day, 25);
  await rollUp(t);
  await tree.refresh();
}

const mains = async () => ({
  top: (await balances(t, tree.ids.top)).main,
  b: (await balances(t, tree.ids.b)).main,
  c: (await balances(t, tree.ids.c)).main,
});

async function postingsPerSettlement() {
  const rows = await t.platform.db
    .select({ key: schema.ledgerTransactions.idempotencyKey })
    .from(schema.ledgerTransactions)
    .where(
      and(
        eq(schema.ledgerTransactions.brandId, t.brandId),
        like(schema.ledgerTransactions.idempotencyKey, "contract-settlement:%"),
      ),
    );
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.key, (counts.get(row.key) ?? 0) + 1);
  return counts;
}

beforeAll(async () => {
  tree = await contractTree(t, "st");
  await assignTop(t, tree, "daily_salary", flatRows(100));
  await offerAndSign(t, tree.tokens.top, tree.tokens.b, tree.ids.b, "daily_salary", flatRows(60));
  await offerAndSign(t, tree.tokens.b, tree.tokens.c, tree.ids.c, "daily_salary", flatRows(40));
  for (let i = 1; i <= 6; i++) days.push(dayFrom(t, i));
});

describe("daily salary settlement", () => {
  it("two workers settling the same day at once pay each agent its difference-rule amount once", async () => {
    await playDay(days[0] ?? "");
    const before = await mains();
    await closeDay(days[0] ?? "");
    const other = createContracts(t.platform, t.wallet);
    const [job] = await Promise.all([
      t.platform.jobs.runJob(SETTLEMENT_JOB, t.clock.now()),
      other.settlement.settleDue(t.clock.now()),
    ]);
    expect(job?.error).toBeUndefined();
    const after = await mains();
    // 1% × 17M − 0.6% × 7M; 0.6% × 7M − 0.4% × 2M; 0.4% × 2M.
    expect(after.top - before.top).toBe(170_000n - 42_000n);
    expect(after.b - before.b).toBe(42_000n - 8_000n);
    expect(after.c - before.c).toBe(8_000n);
    expect([...(await postingsPerSettlement()).values()].every((n) => n === 1)).toBe(true);
    expect(await postingsOf(t, tree.ids.b, [DAILY_KIND])).toHaveLength(1);
    // A third tick finds nothing new to settle or pay.
    await other.settlement.settleDue(t.clock.now());
    expect(await postingsOf(t, tree.ids.b, [DAILY_KIND])).toHaveLength(1);
  });

  it("the agent sees the settlement with its version and inputs, and the income as commission", async () => {
    const mine = await site(t, tree.tokens.b, "GET", "/wps/relay/MCS2_contractSettlements?type=daily_salary");
    expect(mine.status).toBe(200);
    const [row] = (mine.value as { list: Record<string, unknown>[] }).list;
    expect(row).toMatchObject({
      version: 1,
      rateBp: 60,
      teamTurnover: 70_000,
      gross: 420,
      childrenGross: 80,
      amount: 340,
      status: "paid",
    });
    const record = await site(t, tree.tokens.b, "GET", "/wps/relay/ODSFE2_MemTransDet?type=commission");
    expect((record.value as { list: { type: string; amount: number }[] }).list[0]).toMatchObject({
      type: "commission",
      amount: 340,
    });
  });

  it("a run that crashes half-way pays nothing twice when the next tick resumes it", async () => {
    await playDay(days[1] ?? "");
    const before = await mains();
    await closeDay(days[1] ?? "");
    let posted = 0;
    const crashing = createContracts(t.platform, t.wallet, {
      hooks: {
        afterPosting: () => {
          posted += 1;
          if (posted === 2) throw new Error("worker killed");
        },
      },
    });
    await expect(crashing.settlement.settleDue(t.clock.now())).rejects.toThrow("worker killed");
    // The killed row's money moved but the row was not marked paid: it waits, posted once.
    const stuck = await t.platform.db
      .select()
      .from(schema.contractSettlements)
      .where(eq(schema.contractSettlements.status, "pending"));
    expect(stuck).toHaveLength(1);
    expect((await postingsPerSettlement()).get(`contract-settlement:${stuck[0]?.id}`)).toBe(1);
    // The next minute's run (another period of the job) finishes what the crash left.
    t.clock.advance(60_000);
    const resumed = await t.platform.jobs.runJob(SETTLEMENT_JOB, t.clock.now());
    expect(resumed.error).toBeUndefined();
    const after = await mains();
    expect(after.top - before.top).toBe(128_000n);
    expect(after.b - before.b).toBe(34_000n);
    expect(after.c - before.c).toBe(8_000n);
    expect([...(await postingsPerSettlement()).values()].every((n) => n === 1)).toBe(true);
    expect(
      (await settlementsOf(t, stuck[0]?.agentId ?? "")).find((row) => row.id === stuck[0]?.id)?.status,
    ).toBe("paid");
    await expectReconciled(t);
  });

  it("above the brand threshold a settlement waits for an operator, who approves or rejects it", async () => {
    const policy = await tree.operator({
      method: "PUT",
      url: brandPath(t, "/contract-policies"),
      payload: {
        type: "daily_salary",
        enabled: true,
        maxRateBp: 200,
        stepBp: 1,
        activeMemberTurnover: 1000,
        periods: ["D"],
        carryNegativeDefault: false,
        approvalThreshold: 300,
      },
    });
    expect(policy.statusCode, policy.body).toBe(200);
    await playDay(days[2] ?? "");
    const before = await mains();
    await closeDay(days[2] ?? "");
    await t.platform.jobs.runJob(SETTLEMENT_JOB, t.clock.now());
    const waiting = await tree.operator({
      method: "GET",
      url: brandPath(t, "/contract-settlements?status=pending_approval"),
    });
    const list = waiting.json().value.list as { id: string; agentId: string; amount: number }[];
    expect(list.map((row) => row.amount).sort()).toEqual([1_280, 340]);
    expect((await mains()).c - before.c).toBe(8_000n);
    const topRow = list.find((row) => row.agentId === tree.ids.top);
    const bRow = list.find((row) => row.agentId === tree.ids.b);
    const approved = await tree.operator({
      method: "POST",
      url: brandPath(t, `/contract-settlements/${topRow?.id}/approve`),
      payload: {},
    });
    expect(approved.json().value.status).toBe("paid");
    const rejected = await tree.operator({
      method: "POST",
      url: brandPath(t, `/contract-settlements/${bRow?.id}/reject`),
      payload: { reason: "team under review" },
    });
    expect(rejected.json().value).toMatchObject({ status: "rejected", decisionReason: "team under review" });
    const twice = await tree.operator({
      method: "POST",
      url: brandPath(t, `/contract-settlements/${topRow?.id}/approve`),
      payload: {},
    });
    expect([twice.statusCode, twice.json().code]).toEqual([409, "contract.settlement_not_pending"]);
    const after = await mains();
    expect(after.top - before.top).toBe(128_000n);
    expect(after.b - before.b).toBe(0n);
    await expectReconciled(t);
  });

  it("a re-run pays only the difference, as a correction, and a second re-run pays nothing", async () => {
    // Late play on the first day (what a resettled round would add).
    await playDay(days[0] ?? "", { b: 1_000_000n });
    const before = await mains();
    const rerun = () =>
      tree.operator({
        method: "POST",
        url: brandPath(t, "/contract-settlement-runs/rerun"),
        payload: { type: "daily_salary", day: days[0], reason: "late rounds" },
      });
    const audits = await auditCount(t);
    const first = await rerun();
    expect(first.statusCode, first.body).toBe(200);
    expect(await auditCount(t)).toBe(audits + 1);
    expect(first.json().value).toMatchObject({ attempt: 2, corrections: 2 });
    const after = await mains();
    expect(after.top - before.top).toBe(10_000n - 6_000n);
    expect(after.b - before.b).toBe(6_000n);
    expect(after.c - before.c).toBe(0n);
    const second = await rerun();
    expect(second.json().value).toMatchObject({ attempt: 3, corrections: 0 });
    expect(await postingsOf(t, tree.ids.b, [CORRECTION])).toHaveLength(1);
    const never = await tree.operator({
      method: "POST",
      url: brandPath(t, "/contract-settlement-runs/rerun"),
      payload: { type: "daily_salary", day: days[5], reason: "future" },
    });
    expect(never.json().code).toBe("contract.period_not_settled");
    await expectReconciled(t);
  });
});

describe("dividend", () => {
  it("carries a losing day into the next one: −10,000 then +15,000 at 30% pays 1,500", async () => {
    // agent01's first dividend contract counts from today (no play: nothing due); the team wins
    // 10,000.00 on a later day and loses 15,000.00 the day after.
    await assignTop(t, tree, "dividend", flatRows(3_000));
    const [winDay, lossDay] = [days[4] ?? "", days[5] ?? ""];
    await recordPlay(
      t,
      winDay,
      { [tree.ids.players.top]: 1_000_000n },
      { [tree.ids.players.top]: 2_000_000n },
    );
    await closeDay(winDay);
    await t.platform.jobs.runJob(SETTLEMENT_JOB, t.clock.now());
    await recordPlay(
      t,
      lossDay,
      { [tree.ids.players.top]: 2_000_000n },
      { [tree.ids.players.top]: 500_000n },
    );
    await closeDay(lossDay);
    await t.platform.jobs.runJob(SETTLEMENT_JOB, t.clock.now());
    const [assignDay, ...rows] = (await settlementsOf(t, tree.ids.top)).filter(
      (row) => row.type === "dividend",
    );
    expect(assignDay).toMatchObject({ teamNetLoss: 0n, amount: 0n, status: "zero" });
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      teamNetLoss: -1_000_000n,
      amount: 0n,
      status: "zero",
      carryOut: 1_000_000n,
    });
    expect(rows[1]).toMatchObject({
      carryIn: 1_000_000n,
      base: 1_500_000n,
      amount: 150_000n,
      status: "paid",
    });
    expect(await postingsOf(t, tree.ids.top, ["agent_dividend"])).toHaveLength(1);
    await expectReconciled(t);
  });
});

describe("when a contract starts counting (docs/adr/0010)", () => {
  it("a first contract pays for the day it is signed; a replacement signed that day starts the next day", async () => {
    const day = dayFrom(t, 0);
    const next = dayFrom(t, 1);
    const d = await createMember(t, { account: "stfirstd", accountType: 1, uplineId: tree.ids.top });
    const player = await createMember(t, { account: "stfirstp", uplineId: d });
    const dToken = await sessionFor(t, d);
    const first = await offerAndSign(t, tree.tokens.top, dToken, d, "daily_salary", flatRows(50));
    // The same day D accepts a higher offer: it replaces the first from tomorrow, not today.
    const higher = await offerAndSign(t, tree.tokens.top, dToken, d, "daily_salary", flatRows(70));
    // D's own play is part of its team's valid bets.
    await recordPlay(t, day, { [player]: 1_000_000n, [d]: 1_000_000n });
    await closeDay(day);
    await t.platform.jobs.runJob(SETTLEMENT_JOB, t.clock.now());
    await recordPlay(t, next, { [player]: 1_000_000n });
    await closeDay(next);
    await t.platform.jobs.runJob(SETTLEMENT_JOB, t.clock.now());

    const rows = (await settlementsOf(t, d)).filter((row) => row.type === "daily_salary");
    expect(rows.map((row) => [row.contractId, row.rateBp, row.teamTurnover, row.amount, row.status])).toEqual(
      [
        [first, 50, 2_000_000n, 10_000n, "paid"],
        [higher, 70, 1_000_000n, 7_000n, "paid"],
      ],
    );
    expect(await postingsOf(t, d, [DAILY_KIND])).toHaveLength(2);
    await expectReconciled(t);
  });
});
