import * as schema from "@lotus/db/schema";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HouseGames } from "../../src/house-games";
import { LEASE_MS } from "../../src/house-games/live/live-driver";
import { balanceOf, expectLedgerClean, fund, login, memberId } from "../games/support";
import { createTestApp, type TestApp } from "../support/app";
import { driverOf, gamesProcess, liveSession, placeBet, roundOf, tick } from "./support";

/**
 * Exactly one process drives a table (issue #15): a lease in PostgreSQL, taken when free or
 * expired. A process dying mid-round leaves it to the next holder, which finishes it from the
 * committed seed and pays every member exactly once, even when the dead one had already paid.
 */
let t: TestApp;
let demoToken: string;
let playerToken: string;
let processA: HouseGames;
let processB: HouseGames;
const TABLE = "live-dragon-tiger";

beforeAll(async () => {
  t = await createTestApp();
  demoToken = await login(t, "demo01", "Demo1234");
  playerToken = await login(t, "player01", "Player1234");
  await fund(t, await memberId(t, "demo01"), 10_000_000_00n, "live-lease-fund-1");
  await fund(t, await memberId(t, "player01"), 10_000_000_00n, "live-lease-fund-2");
  processA = gamesProcess(t);
  processB = gamesProcess(t);
});
afterAll(async () => {
  await t.close();
});

async function leaseOf(code: string) {
  const [row] = await t.platform.db
    .select({ holder: schema.liveTables.leaseHolder, until: schema.liveTables.leaseUntil })
    .from(schema.liveTables)
    .innerJoin(schema.games, eq(schema.games.id, schema.liveTables.gameId))
    .where(and(eq(schema.games.brandId, t.brandId), eq(schema.games.code, code)));
  return row;
}

async function roundsOf(code: string) {
  return t.platform.db
    .select({ number: schema.liveRounds.number, phase: schema.liveRounds.phase })
    .from(schema.liveRounds)
    .innerJoin(schema.games, eq(schema.games.id, schema.liveRounds.gameId))
    .where(and(eq(schema.games.brandId, t.brandId), eq(schema.games.code, code)));
}

/**
 * Ticks a driver from `from` on, 5 s at a time, until the table opens a new round, and sets the clock
 * there: the round then takes bets for its whole window.
 */
async function freshRound(driver: ReturnType<typeof driverOf>, from: number) {
  for (let at = from; at < from + 120_000; at += 5_000) {
    await tick(driver, at);
    const round = await roundOf(t, TABLE);
    if (round.phase === "betting" && round.openedAt === at) {
      t.clock.advance(Math.max(0, at - t.clock.now()));
      return round;
    }
  }
  throw new Error("no new round opened");
}

async function phaseOf(number: number) {
  return (await roundsOf(TABLE)).find((round) => round.number === number)?.phase;
}

/** Both members bet on the round taking bets: dragon and tiger, so one of them wins (or a tie halves both). */
async function betBoth(roundId: string, tag: string) {
  const demo = await liveSession(t, demoToken, TABLE);
  const player = await liveSession(t, playerToken, TABLE);
  for (const [session, spot] of [
    [demo, "dragon"],
    [player, "tiger"],
  ] as const) {
    const answer = await placeBet(t, session.sessionToken, {
      roundId,
      requestId: `${tag}-${spot}`,
      bets: [{ spot, amount: 10_000 }],
    });
    expect(answer.statusCode, answer.body).toBe(200);
  }
}

/** What dragon and tiger get back from 10,000 each on a dealt result (tie: half each). */
function returns(result: { outcome: string } | null) {
  if (!result) throw new Error("no result");
  if (result.outcome === "tie") return { dragon: 5_000, tiger: 5_000 };
  return result.outcome === "dragon" ? { dragon: 20_000, tiger: 0 } : { dragon: 0, tiger: 20_000 };
}

describe("live table leases", () => {
  it("lets exactly one of two processes ticking at once drive each table", async () => {
    const a = driverOf(processA, "lease-a");
    const b = driverOf(processB, "lease-b");
    const at = t.clock.now();
    const [first, second] = await Promise.all([tick(a, at), tick(b, at)]);
    expect(first.held + second.held).toBe(6);
    expect(await roundsOf(TABLE)).toEqual([{ number: 1, phase: "betting" }]);
    const holder = (await leaseOf(TABLE))?.holder;
    expect(["lease-a", "lease-b"]).toContain(holder);
    // The holder renews its lease every beat; the other keeps out while it is valid.
    const [again, other] = await Promise.all([tick(a, at + 1_000), tick(b, at + 1_000)]);
    expect(again.held + other.held).toBe(6);
    expect((await leaseOf(TABLE))?.holder).toBe(holder);
    expect(await roundsOf(TABLE)).toEqual([{ number: 1, phase: "betting" }]);
  });

  it("finishes and pays a round whose driver died after the deal, once", async () => {
    // The next round, driven by A alone (B's leases lapse first).
    const at = t.clock.now() + 60_000;
    t.clock.advance(60_000);
    const a = driverOf(processA, "lease-a");
    const b = driverOf(processB, "lease-b");
    await tick(a, at);
    await tick(a, at + 30_000);
    await tick(a, at + 40_000);
    t.clock.advance(40_000);
    expect((await leaseOf(TABLE))?.holder).toBe("lease-a");
    const round = await roundOf(t, TABLE);
    expect(round.phase).toBe("betting");
    const demoBefore = await balanceOf(t, demoToken);
    const playerBefore = await balanceOf(t, playerToken);
    await betBoth(round.id, "died-after-deal");

    // A closes the round (the result is stored) and dies before revealing and paying.
    await tick(a, round.closesAt);
    const dealt = await roundOf(t, TABLE);
    expect(dealt.phase).toBe("dealing");
    // While A's lease holds, B does nothing to the table.
    const early = await tick(b, round.closesAt + LEASE_MS - 1);
    expect((await roundOf(t, TABLE)).phase).toBe("dealing");
    expect(early.held).toBeLessThan(6);
    // After it lapses B takes the table over, reveals the stored result and pays.
    await tick(b, round.closesAt + LEASE_MS + 1_000);
    expect((await leaseOf(TABLE))?.holder).toBe("lease-b");
    const settled = await roundOf(t, TABLE);
    expect(settled.phase).toBe("settled");
    expect(settled.result).toEqual(dealt.result);
    const paid = returns(dealt.result as { outcome: string });
    expect(await balanceOf(t, demoToken)).toBeCloseTo(demoBefore - 10_000 + paid.dragon, 2);
    expect(await balanceOf(t, playerToken)).toBeCloseTo(playerBefore - 10_000 + paid.tiger, 2);
    // A coming back finds the table taken: nothing more moves.
    await tick(a, round.closesAt + LEASE_MS + 2_000);
    expect(await balanceOf(t, demoToken)).toBeCloseTo(demoBefore - 10_000 + paid.dragon, 2);
    await expectLedgerClean(t);
  });

  it("replays a round whose driver died after paying and before recording it, paying nothing twice", async () => {
    // The process dies right after paying this table's round (the other tables go on).
    let target: string | undefined;
    const dying = driverOf(processA, "lease-c", {
      afterCredits: (roundId) => {
        if (roundId === target) throw new Error("process died after the credits");
      },
    });
    const b = driverOf(processB, "lease-b");
    // B's leases have lapsed; C takes every table and opens the next rounds.
    const round = await freshRound(dying, t.clock.now() + 60_000);
    target = round.id;
    expect((await leaseOf(TABLE))?.holder).toBe("lease-c");
    const demoBefore = await balanceOf(t, demoToken);
    const playerBefore = await balanceOf(t, playerToken);
    await betBoth(round.id, "died-after-pay");

    await dying.tick(round.closesAt);
    const crashed = await dying.tick(round.closesAt + 3_000);
    expect(crashed.errors).toEqual([`${TABLE}: process died after the credits`]);
    // The money moved, the round was not marked paid.
    const stuck = await roundOf(t, TABLE);
    expect(stuck.phase).toBe("result");
    const paid = returns(stuck.result as { outcome: string });
    expect(await balanceOf(t, demoToken)).toBeCloseTo(demoBefore - 10_000 + paid.dragon, 2);

    // B takes over after the lease and replays the payment: the credits answer as replays.
    await tick(b, round.closesAt + 3_000 + LEASE_MS + 1);
    expect(await phaseOf(round.number)).toBe("settled");
    expect(await balanceOf(t, demoToken)).toBeCloseTo(demoBefore - 10_000 + paid.dragon, 2);
    expect(await balanceOf(t, playerToken)).toBeCloseTo(playerBefore - 10_000 + paid.tiger, 2);
    await expectLedgerClean(t);
  });

  it("rolls back a slip whose debit answer never came before paying the round", async () => {
    const b = driverOf(processB, "lease-b");
    const round = await freshRound(b, t.clock.now() + 30_000);
    const demo = await memberId(t, "demo01");
    const before = await balanceOf(t, demoToken);
    // A slip stored whose debit never reached the wallet (the process died between the two).
    const [slip] = await t.platform.db
      .insert(schema.liveSlips)
      .values({
        roundId: round.id,
        memberId: demo,
        requestId: "lost-debit-0001",
        contentHash: "lost",
        totalMinor: 1_000_00n,
        placedAt: new Date(t.clock.now()),
      })
      .returning();
    if (!slip) throw new Error("slip not stored");
    await t.platform.db.insert(schema.liveBets).values({
      slipId: slip.id,
      roundId: round.id,
      memberId: demo,
      spot: "dragon",
      oddsMilli: 1000,
      stakeMinor: 1_000_00n,
      placedAt: new Date(t.clock.now()),
    });
    await tick(b, round.closesAt);
    await tick(b, round.closesAt + 3_000);
    expect(await phaseOf(round.number)).toBe("settled");
    const [after] = await t.platform.db
      .select()
      .from(schema.liveSlips)
      .where(eq(schema.liveSlips.id, slip.id));
    expect(after?.status).toBe("void");
    expect(await balanceOf(t, demoToken)).toBe(before);
    await expectLedgerClean(t);
  });
});
