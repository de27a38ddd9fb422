import * as schema from "@lotus/db/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HouseGames } from "../../src/house-games";
import { balanceOf, expectLedgerClean, fund, login, memberId } from "../games/support";
import { createTestApp, type TestApp } from "../support/app";
import { asOperator, auditCount, createOperator, relogin, type TestOperator } from "../support/operators";
import { driverOf, gamesProcess, liveSession, placeBet, roundOf, tick } from "./support";

/**
 * The live tables' back office (issue #15): tables with their driver and stakes, terms per spot
 * with the return they give (above 100 % refused), pause and reopen, rounds, shoes and bets, the
 * liability of the round in play, and voiding a round — every bet refunded once, audited.
 */
let t: TestApp;
let owner: TestOperator;
let demoToken: string;
let playerToken: string;
let house: HouseGames;
const base = () => `/backoffice/api/brands/${t.brandId}/live`;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createOperator(t, { username: "liveboss", role: "owner" });
  demoToken = await login(t, "demo01", "Demo1234");
  playerToken = await login(t, "player01", "Player1234");
  await fund(t, await memberId(t, "demo01"), 10_000_000_00n, "live-admin-fund-1");
  await fund(t, await memberId(t, "player01"), 10_000_000_00n, "live-admin-fund-2");
  house = gamesProcess(t);
});
afterAll(async () => {
  await t.close();
});

const asOwner = async () => asOperator(t, await relogin(t, owner));
const driver = () => driverOf(house, "admin-driver");

/** Ticks until `code` opens a new round, 5 s at a time, and sets the clock there. */
async function freshRound(code: string) {
  const from = t.clock.now() + 1_000;
  for (let at = from; at < from + 120_000; at += 5_000) {
    await tick(driver(), at);
    const round = await roundOf(t, code);
    if (round.phase === "betting" && round.openedAt === at) {
      t.clock.advance(Math.max(0, at - t.clock.now()));
      return round;
    }
  }
  throw new Error(`no new round at ${code}`);
}

describe("live tables back office", () => {
  it("lists the tables with their driver, and sets a table's odds and limits within 100 % RTP", async () => {
    const call = await asOwner();
    const before = (await call({ method: "GET", url: `${base()}/tables` })).json().value.list;
    expect(before).toHaveLength(6);
    expect(
      before.every((row: { status: string; driver: unknown }) => row.status === "open" && !row.driver),
    ).toBe(true);
    await tick(driver(), t.clock.now());
    const listed = (await call({ method: "GET", url: `${base()}/tables` })).json().value.list;
    expect(listed.find((row: { code: string }) => row.code === "live-baccarat-nc")).toMatchObject({
      kind: "baccarat",
      variant: "no_commission",
      driver: { holder: "admin-driver" },
      round: { number: 1, phase: "betting" },
    });

    // A card table's shoes: the first one dealing, its seed hash published, the seed kept.
    const shoes = (await call({ method: "GET", url: `${base()}/tables/live-baccarat-1/shoes` })).json().value;
    expect(shoes.list).toHaveLength(1);
    expect(shoes.list[0]).toMatchObject({ number: 1, seed: null, endedAt: null, rounds: 1 });
    expect(shoes.list[0].seedHash).toMatch(/^[0-9a-f]{64}$/);

    const table = (await call({ method: "GET", url: `${base()}/tables/live-baccarat-1` })).json().value;
    const tie = table.spots.find((spot: { spot: string }) => spot.spot === "tie");
    expect(tie).toMatchObject({ odds: 8, defaultOdds: 8 });
    expect(tie.rtp).toBeCloseTo(85.64, 2);
    const update = (spots: unknown[]) =>
      call({
        method: "PUT",
        url: `${base()}/tables/live-baccarat-1`,
        payload: { bettingSeconds: 20, spots, reason: "weekend promotion" },
      });
    const audits = await auditCount(t);
    const tooGenerous = await update([{ spot: "tie", odds: 10, min: 1_000, max: 100_000 }]);
    expect(tooGenerous.statusCode).toBe(422);
    expect(tooGenerous.json().code).toBe("live.rtp_above_100");
    const inverted = await update([{ spot: "tie", odds: 9, min: 5_000, max: 1_000 }]);
    expect(inverted.json().code).toBe("live.limits_invalid");
    const unknown = await update([{ spot: "dragon", odds: 1, min: 1_000, max: 5_000 }]);
    expect(unknown.json().code).toBe("live.spot_unknown");
    expect(await auditCount(t)).toBe(audits);

    const saved = await update([{ spot: "tie", odds: 9, min: 2_000, max: 200_000 }]);
    expect(saved.statusCode, saved.body).toBe(200);
    const nine = saved.json().value.spots.find((spot: { spot: string }) => spot.spot === "tie");
    expect(nine).toMatchObject({ odds: 9, min: 2_000, max: 200_000, defaultOdds: 8 });
    expect(nine.rtp).toBeCloseTo(95.16, 2);
    expect(saved.json().value.bettingSeconds).toBe(20);
    expect(await auditCount(t)).toBe(audits + 1);
    // Players see the new terms, and a bet below the new minimum is refused.
    const session = await liveSession(t, demoToken, "live-baccarat-1");
    expect(session.table.spots.find((spot) => spot.spot === "tie")).toMatchObject({ odds: 9, min: 2_000 });
    const round = await roundOf(t, "live-baccarat-1");
    const low = await placeBet(t, session.sessionToken, {
      roundId: round.id,
      requestId: "admin-low-tie",
      bets: [{ spot: "tie", amount: 1_000 }],
    });
    expect(low.json().code).toBe("live.bet_out_of_range");
  });

  it("pauses a table (no bets, no next round) and opens it again", async () => {
    const call = await asOwner();
    const code = "live-sicbo";
    const session = await liveSession(t, demoToken, code);
    const round = await freshRound(code);
    const paused = await call({
      method: "POST",
      url: `${base()}/tables/${code}/status`,
      payload: { status: "paused", reason: "dealer break" },
    });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json().value.status).toBe("paused");
    const refused = await placeBet(t, session.sessionToken, {
      roundId: round.id,
      requestId: "paused-bet-1",
      bets: [{ spot: "big", amount: 1_000 }],
    });
    expect(refused.json().code).toBe("live.table_closed");
    const rooms = await t.call({
      method: "GET",
      url: "/wps/relay/GLS2_roomList?gameType=LIVE",
      token: demoToken,
    });
    expect(rooms.json().value.list.find((room: { roomId: string }) => room.roomId === code)).toMatchObject({
      status: "maintenance",
    });
    // The round in play finishes; no next one opens while paused.
    await tick(driver(), round.closesAt + 30_000);
    await tick(driver(), round.closesAt + 60_000);
    const after = await roundOf(t, code);
    expect(after).toMatchObject({ id: round.id, phase: "settled" });
    const reopened = await call({
      method: "POST",
      url: `${base()}/tables/${code}/status`,
      payload: { status: "open", reason: "dealer back" },
    });
    expect(reopened.json().value.status).toBe("open");
    await tick(driver(), round.closesAt + 65_000);
    expect((await roundOf(t, code)).number).toBe(round.number + 1);
  });

  it("voids a round in play: every bet refunded once, audited; a paid round refuses", async () => {
    const call = await asOwner();
    const code = "live-xocdia";
    const demo = await liveSession(t, demoToken, code);
    const player = await liveSession(t, playerToken, code);
    const round = await freshRound(code);
    const demoBefore = await balanceOf(t, demoToken);
    const playerBefore = await balanceOf(t, playerToken);
    for (const [session, spot, tag] of [
      [demo, "even", "d"],
      [demo, "four_red", "d2"],
      [player, "odd", "p"],
    ] as const) {
      const answer = await placeBet(t, session.sessionToken, {
        roundId: round.id,
        requestId: `void-${tag}-0001`,
        bets: [{ spot, amount: 20_000 }],
      });
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const liability = (await call({ method: "GET", url: `${base()}/tables/${code}/liability` })).json().value;
    expect(liability.round).toMatchObject({ id: round.id, phase: "betting" });
    expect(liability.spots.find((spot: { spot: string }) => spot.spot === "four_red")).toMatchObject({
      stake: 20_000,
      bets: 1,
      payout: 300_000,
    });
    // Four reds pay four_red and even together.
    expect(liability.worstCase).toBe(339_200);
    const bets = (await call({ method: "GET", url: `${base()}/rounds/${round.id}/bets` })).json().value;
    expect(bets.total).toBe(3);
    expect(bets.list.map((bet: { account: string }) => bet.account).sort()).toEqual([
      "demo01",
      "demo01",
      "player01",
    ]);

    const audits = await auditCount(t);
    const voided = await call({
      method: "POST",
      url: `${base()}/rounds/${round.id}/void`,
      payload: { reason: "disc stuck under the bowl" },
    });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json().value).toMatchObject({
      id: round.id,
      phase: "void",
      voidReason: "disc stuck under the bowl",
    });
    // A dice round's seed is revealed with the void.
    expect(voided.json().value.commitment.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(await auditCount(t)).toBe(audits + 1);
    expect(await balanceOf(t, demoToken)).toBeCloseTo(demoBefore, 2);
    expect(await balanceOf(t, playerToken)).toBeCloseTo(playerBefore, 2);
    const again = await call({
      method: "POST",
      url: `${base()}/rounds/${round.id}/void`,
      payload: { reason: "twice" },
    });
    expect(again.json().code).toBe("live.round_settled");
    // The driver's sweep finds nothing left to refund; the next round opens.
    await tick(driver(), t.clock.now() + 5_000);
    expect(await balanceOf(t, demoToken)).toBeCloseTo(demoBefore, 2);
    const mine = await t.app.inject({
      method: "GET",
      url: "/house/api/live/bets",
      headers: { authorization: demo.sessionToken },
    });
    expect(mine.json().value.list[0]).toMatchObject({
      roundId: round.id,
      status: "void",
      stake: 40_000,
      win: 0,
    });

    // A settled round cannot be voided.
    const settled = (
      await call({ method: "GET", url: `${base()}/tables/${code}/rounds?phase=settled` })
    ).json().value;
    expect(settled.total).toBeGreaterThan(0);
    const paid = await call({
      method: "POST",
      url: `${base()}/rounds/${settled.list[0].id}/void`,
      payload: { reason: "too late" },
    });
    expect(paid.statusCode).toBe(409);
    expect(paid.json().code).toBe("live.round_settled");
    const shoes = (await call({ method: "GET", url: `${base()}/tables/${code}/shoes` })).json().value;
    expect(shoes.list[0]).toMatchObject({ number: null, rounds: 1 });
    await expectLedgerClean(t);
  });

  it("voids and refunds a round whose seed cannot be read at the close (a fault)", async () => {
    const code = "live-xocdia";
    const demo = await liveSession(t, demoToken, code);
    const round = await freshRound(code);
    const before = await balanceOf(t, demoToken);
    const answer = await placeBet(t, demo.sessionToken, {
      roundId: round.id,
      requestId: "fault-bet-0001",
      bets: [{ spot: "even", amount: 10_000 }],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    await t.platform.db
      .update(schema.liveRounds)
      .set({ seedSealed: "not-a-sealed-seed" })
      .where(eq(schema.liveRounds.id, round.id));
    await tick(driver(), round.closesAt);
    const [row] = await t.platform.db
      .select()
      .from(schema.liveRounds)
      .where(eq(schema.liveRounds.id, round.id));
    expect(row?.phase).toBe("void");
    expect(row?.voidReason).toMatch(/^deal fault/);
    expect(await balanceOf(t, demoToken)).toBeCloseTo(before, 2);
    await expectLedgerClean(t);
  });
});
