import * as schema from "@lotus/db/schema";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/app";
import { asOperator, createOperator, relogin, type TestOperator } from "../support/operators";
import { expectLedgerClean, fund, launch, launchTokenOf, ledgerBalance, login, memberId } from "./support";

/**
 * A confirmed daily result corrected after it was paid (issue #12): the correction is entered with
 * a reason by one operator and confirmed by another, then the draw is re-settled with compensating
 * vendor-wallet corrections — never by editing what was paid — once, whatever crashes or runs twice.
 */
let t: TestApp;
let owner: TestOperator;
let risk: TestOperator;
let demo: string;
const base = () => `/backoffice/api/brands/${t.brandId}/lottery`;

/** DB 12345 (đề 45), G7 45 again: lô 45 twice, 99 never. */
const FIRST = [
  { prize: "DB", numbers: ["12345"] },
  { prize: "G1", numbers: ["67890"] },
  { prize: "G2", numbers: ["11111", "22222"] },
  { prize: "G3", numbers: ["30001", "30002", "30003", "30004", "30005", "30006"] },
  { prize: "G4", numbers: ["4001", "4002", "4003", "4004"] },
  { prize: "G5", numbers: ["5001", "5002", "5003", "5004", "5005", "5006"] },
  { prize: "G6", numbers: ["601", "602", "603"] },
  { prize: "G7", numbers: ["45", "71", "72", "73"] },
];
/** The special prize was misread: 12399 — đề 99, lô 45 once (G7), lô 99 once. */
const CORRECTED = FIRST.map((row) => (row.prize === "DB" ? { ...row, numbers: ["12399"] } : row));

beforeAll(async () => {
  t = await createTestApp({ localTime: "10:00" });
  owner = await createOperator(t, { username: "fixowner", role: "owner" });
  risk = await createOperator(t, { username: "fixrisk", role: "risk" });
  demo = await memberId(t, "demo01");
  await fund(t, demo, 10_000_000_00n, "lottery-correction-fund");
  await t.platform.jobs.runJob("lottery.draws", t.clock.now());
});
afterAll(async () => {
  await t.close();
});

const call = async (operator: TestOperator) => asOperator(t, await relogin(t, operator));
/** The draws job once in a new period (it runs once per period, as on every worker). */
const tick = () => {
  t.clock.advance(60_000);
  return t.platform.jobs.runJob("lottery.draws", t.clock.now());
};

async function openNorth() {
  const response = await t.app.inject({
    method: "GET",
    url: `/house/api/lottery/board?merchant=${t.merchant}&game=xsmb`,
  });
  const open = response.json().value.open as { period: string; closeAt: number } | null;
  if (!open) throw new Error("no open North draw");
  return open;
}

async function placeSlip(period: string) {
  const token = await login(t, "demo01", "Demo1234");
  const launched = await launch(t, token, "xsmb");
  const session = await t.app.inject({
    method: "POST",
    url: "/house/api/lottery/session",
    payload: { launchToken: launchTokenOf(launched.json().value.game_url), merchant: t.merchant },
  });
  const placed = await t.app.inject({
    method: "POST",
    url: "/house/api/lottery/bet",
    headers: { authorization: session.json().value.sessionToken },
    payload: {
      period,
      requestId: "fix-north-0001",
      lines: [
        { market: "lo2", numbers: ["45"], points: 10 },
        { market: "lo2", numbers: ["99"], points: 3 },
        { market: "de", numbers: ["45"], points: 2 },
        { market: "de", numbers: ["99"], points: 1 },
      ],
    },
  });
  expect(placed.statusCode, placed.body).toBe(200);
  return placed.json().value.total as number;
}

interface Line {
  market: string;
  numbers: string[];
  status: string;
  hits: number;
  win: number;
}

async function linesOf(drawId: string) {
  const response = await (await call(owner))({ method: "GET", url: `${base()}/draws/${drawId}/bets` });
  return response.json().value.list as Line[];
}
const winOf = (lines: Line[]) => lines.reduce((sum, line) => sum + line.win, 0);
const lineOf = (lines: Line[], market: string, number: string) =>
  lines.find((line) => line.market === market && line.numbers[0] === number);

async function enter(operator: TestOperator, drawId: string, prizes: typeof FIRST, reason?: string) {
  return (await call(operator))({
    method: "POST",
    url: `${base()}/draws/${drawId}/result`,
    payload: { result: { prizes }, ...(reason ? { reason } : {}) },
  });
}
async function confirm(operator: TestOperator, drawId: string) {
  return (await call(operator))({
    method: "POST",
    url: `${base()}/draws/${drawId}/result/confirm`,
    payload: {},
  });
}

describe("correcting a paid daily result", () => {
  it("re-settles with compensating payments after a second operator confirms, once, both ways", async () => {
    const open = await openNorth();
    const before = await ledgerBalance(t, demo);
    const stake = await placeSlip(open.period);
    const list = (await (await call(owner))({ method: "GET", url: `${base()}/draws?game=xsmb` })).json().value
      .list as { id: string; period: string }[];
    const drawId = list.find((draw) => draw.period === open.period)?.id ?? "";
    t.clock.advance(open.closeAt - t.clock.now());
    expect((await enter(owner, drawId, FIRST)).statusCode).toBe(200);
    expect((await confirm(risk, drawId)).statusCode).toBe(200);
    await tick();
    const paid = await linesOf(drawId);
    expect(lineOf(paid, "lo2", "45")).toMatchObject({ status: "won", hits: 2 });
    expect(lineOf(paid, "lo2", "99")).toMatchObject({ status: "lost", hits: 0 });
    expect(lineOf(paid, "de", "45")).toMatchObject({ status: "won", hits: 1 });
    expect(lineOf(paid, "de", "99")).toMatchObject({ status: "lost", hits: 0 });
    const firstWin = winOf(paid);
    expect(Number((await ledgerBalance(t, demo)).entries - before.entries) / 100).toBeCloseTo(
      firstWin - stake,
      2,
    );

    // A correction needs its reason and a different result; bad input changes nothing.
    const noReason = await enter(owner, drawId, CORRECTED);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().code).toBe("lottery.correction_reason");
    const same = await enter(owner, drawId, FIRST, "Checked against the official sheet");
    expect(same.statusCode).toBe(409);
    expect(same.json().code).toBe("lottery.result_unchanged");
    expect((await confirm(risk, drawId)).json().code).toBe("lottery.result_missing");

    const entered = await enter(
      owner,
      drawId,
      CORRECTED,
      "Special prize misread: 12399 on the official sheet",
    );
    expect(entered.statusCode, entered.body).toBe(200);
    expect(entered.json().value).toMatchObject({
      status: "settled",
      correctionPending: true,
      correctionReason: "Special prize misread: 12399 on the official sheet",
      revision: 0,
    });
    expect(entered.json().value.result.prizes[0]).toEqual({ prize: "DB", numbers: ["12345"] });
    const self = await confirm(owner, drawId);
    expect(self.statusCode).toBe(403);
    // Nothing moves before the second operator confirms.
    await tick();
    expect(winOf(await linesOf(drawId))).toBeCloseTo(firstWin, 2);

    const confirmed = await confirm(risk, drawId);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().value).toMatchObject({
      status: "correcting",
      revision: 1,
      correctionPending: false,
    });
    // Two workers in the same period: one runs it.
    t.clock.advance(60_000);
    await Promise.all([
      t.platform.jobs.runJob("lottery.draws", t.clock.now()),
      t.platform.jobs.runJob("lottery.draws", t.clock.now()),
    ]);
    const corrected = await linesOf(drawId);
    expect(lineOf(corrected, "lo2", "45")).toMatchObject({ status: "won", hits: 1 });
    expect(lineOf(corrected, "lo2", "99")).toMatchObject({ status: "won", hits: 1 });
    expect(lineOf(corrected, "de", "45")).toMatchObject({ status: "lost", hits: 0, win: 0 });
    expect(lineOf(corrected, "de", "99")).toMatchObject({ status: "won", hits: 1 });
    const secondWin = winOf(corrected);
    expect(secondWin).not.toBeCloseTo(firstWin, 2);
    const afterFix = await ledgerBalance(t, demo);
    expect(Number(afterFix.entries - before.entries) / 100).toBeCloseTo(secondWin - stake, 2);

    // The compensation is its own vendor transaction on the settled round, not an edit of the win.
    const adjustments = await t.platform.db
      .select()
      .from(schema.gameTransactions)
      .where(and(eq(schema.gameTransactions.memberId, demo), eq(schema.gameTransactions.kind, "adjustment")));
    expect(adjustments).toHaveLength(1);
    expect(Number(adjustments[0]?.amountMinor) / 100).toBeCloseTo(secondWin - firstWin, 2);
    const [round] = await t.platform.db
      .select()
      .from(schema.gameRounds)
      .where(eq(schema.gameRounds.id, adjustments[0]?.roundId ?? ""));
    expect(round).toMatchObject({ status: "settled" });
    expect(Number(round?.winMinor) / 100).toBeCloseTo(secondWin, 2);

    // A re-settlement killed after paying and before writing its lines resumes and pays nothing more.
    const [draw] = await t.platform.db
      .select()
      .from(schema.lotteryDraws)
      .where(eq(schema.lotteryDraws.id, drawId));
    const bets = await t.platform.db
      .select()
      .from(schema.lotteryBets)
      .where(eq(schema.lotteryBets.drawId, drawId));
    await t.platform.db
      .update(schema.lotteryDraws)
      .set({ status: "correcting" })
      .where(eq(schema.lotteryDraws.id, drawId));
    for (const bet of bets) {
      const old = lineOf(paid, bet.market, bet.numbers[0] ?? "");
      await t.platform.db
        .update(schema.lotteryBets)
        .set({
          status: old?.status ?? "lost",
          hits: old?.hits ?? 0,
          winMinor: BigInt(Math.round((old?.win ?? 0) * 100)),
        })
        .where(eq(schema.lotteryBets.id, bet.id));
    }
    await tick();
    expect((await ledgerBalance(t, demo)).entries).toBe(afterFix.entries);
    expect(winOf(await linesOf(drawId))).toBeCloseTo(secondWin, 2);
    expect(draw?.revision).toBe(1);

    // Corrected back (revision 2): the wins taken back are the wins paid back.
    expect((await enter(risk, drawId, FIRST, "The first reading was right after all")).statusCode).toBe(200);
    expect((await confirm(owner, drawId)).json().value).toMatchObject({ status: "correcting", revision: 2 });
    await tick();
    expect(winOf(await linesOf(drawId))).toBeCloseTo(firstWin, 2);
    const final = await ledgerBalance(t, demo);
    expect(Number(final.entries - before.entries) / 100).toBeCloseTo(firstWin - stake, 2);
    const audit = await t.platform.db
      .select({ action: schema.auditLog.action })
      .from(schema.auditLog)
      .where(
        and(
          eq(schema.auditLog.targetId, drawId),
          inArray(schema.auditLog.action, [
            "lottery.result.correct_settled",
            "lottery.result.confirm_correction",
          ]),
        ),
      );
    expect(audit).toHaveLength(4);
    await expectLedgerClean(t);
  });
});
