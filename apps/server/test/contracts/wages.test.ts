import * as schema from "@lotus/db/schema";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { SETTLEMENT_JOB } from "../../src/modules/contracts";
import { zonedDateStart } from "../../src/platform/time";
import { expectReconciled } from "../payments/support";
import { fileTestApp } from "../support/app";
import {
  assignTop,
  type ContractTree,
  contractTree,
  dayFrom,
  moveTo,
  postingsOf,
  recordPlay,
  rollUp,
  settlementsOf,
  TZ,
} from "./support";

/**
 * Real-time salary (SPEC §9, DOMAIN §5.4): 5-minute windows accrue at the lowest row on settled
 * losing stakes only; the day's close trues the day up with the row its final figures reach.
 */
const t = fileTestApp({ beforeClose: expectReconciled });
let tree: ContractTree;
let day = "";

/** A settled round of agent01's direct player, at `at`. */
/** agent01's real-time salary rows (the demo seed also gives it a daily salary). */
const wageRows = async () =>
  (await settlementsOf(t, tree.ids.top)).filter((row) => row.type === "realtime_salary");

async function round(at: number, bet: bigint, win: bigint) {
  const [game] = await t.platform.db
    .select()
    .from(schema.games)
    .where(eq(schema.games.brandId, t.brandId))
    .limit(1);
  if (!game) throw new Error("no demo game");
  await t.platform.db.insert(schema.gameRounds).values({
    brandId: t.brandId,
    vendorId: game.vendorId,
    memberId: tree.ids.players.top,
    gameId: game.id,
    gameType: game.gameType,
    reference: `wage-${at}-${bet}-${win}`,
    status: "settled",
    betMinor: bet,
    winMinor: win,
    openedAt: new Date(at),
    settledAt: new Date(at),
  });
}

beforeAll(async () => {
  tree = await contractTree(t, "wg");
  // 1% from the first stake; 2% once the team turns over 10,000.00 with one active member.
  await assignTop(t, tree, "realtime_salary", [
    { minTurnover: 0, minActiveMembers: 0, rateBp: 100 },
    { minTurnover: 10_000, minActiveMembers: 1, rateBp: 200 },
  ]);
  day = dayFrom(t, 1);
});

describe("real-time salary", () => {
  it("accrues each ended 5-minute window at the lowest row, losing stakes only", async () => {
    const start = zonedDateStart(day, TZ) + 3_600_000;
    await round(start + 60_000, 100_000n, 0n); // lost: counts
    await round(start + 120_000, 50_000n, 20_000n); // lost part: the stake counts
    await round(start + 180_000, 40_000n, 90_000n); // won: does not count
    moveTo(t, day, 1 + 6 / 60);
    await rollUp(t);
    await t.platform.jobs.runJob(SETTLEMENT_JOB, t.clock.now());
    const rows = await wageRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      type: "realtime_salary",
      base: 150_000n,
      rateBp: 100,
      amount: 1_500n,
      status: "paid",
    });
    expect((rows[0]?.periodEnd.getTime() ?? 0) - (rows[0]?.periodStart.getTime() ?? 0)).toBe(300_000);
    expect(await postingsOf(t, tree.ids.top, ["agent_salary_realtime"])).toHaveLength(1);
    // The next tick in the same window span accrues nothing more.
    t.clock.advance(60_000);
    await t.platform.jobs.runJob(SETTLEMENT_JOB, t.clock.now());
    expect(await wageRows()).toHaveLength(1);
  });

  it("trues the day up at its close with the row the day reached, as one correction", async () => {
    await recordPlay(t, day, { [tree.ids.players.top]: 1_900_000n });
    moveTo(t, day, 25);
    await rollUp(t);
    await t.platform.jobs.runJob(SETTLEMENT_JOB, t.clock.now());
    const correction = (await wageRows()).find((row) => row.kind === "correction");
    // 2% × 150,000 = 3,000 for the day, 1,500 already accrued.
    expect(correction).toMatchObject({ rateBp: 200, amount: 1_500n, status: "paid" });
    expect(await postingsOf(t, tree.ids.top, ["agent_income_correction"])).toHaveLength(1);
    t.clock.advance(60_000);
    await t.platform.jobs.runJob(SETTLEMENT_JOB, t.clock.now());
    expect(await postingsOf(t, tree.ids.top, ["agent_income_correction"])).toHaveLength(1);
  });
});
