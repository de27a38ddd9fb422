import * as schema from "@lotus/db/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HouseGames } from "../../src/house-games";
import { balanceOf, fund, login, memberId } from "../games/support";
import { driverOf, gamesProcess, liveSession, placeBet, roundOf, tick } from "../live/support";
import { createTestApp, type TestApp } from "../support/app";
import { asOperator, createOperator, relogin, type TestOperator } from "../support/operators";

/**
 * The live tables' back office through HTTP (issue #15): who may read and change, the tables with
 * their rounds and drivers, terms per spot with the return to player the server computes (above
 * 100 % refused), open / pause / close, rounds, shoes and bets, the live liability, and voiding a
 * round (refunded; a settled one refused). Every write leaves one audit row.
 */
let t: TestApp;
let owner: TestOperator;
let house: HouseGames;
let demoToken: string;
const base = () => `/backoffice/api/brands/${t.brandId}/live`;

type SpotView = {
  spot: string;
  odds: number;
  rtp: number;
  min: number;
  max: number;
  defaultOdds: number;
  defaultRtp: number;
};

beforeAll(async () => {
  t = await createTestApp();
  owner = await createOperator(t, { username: "liveboss", role: "owner" });
  demoToken = await login(t, "demo01", "Demo1234");
  await fund(t, await memberId(t, "demo01"), 10_000_000_00n, "live-admin-fund");
  house = gamesProcess(t);
});
afterAll(async () => {
  await t.close();
});

async function asOwner() {
  return asOperator(t, await relogin(t, owner));
}

async function auditOf(action: string) {
  return t.platform.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, action));
}

const spotOf = (spots: SpotView[], spot: string) => {
  const found = spots.find((entry) => entry.spot === spot);
  if (!found) throw new Error(`no spot ${spot}`);
  return found;
};

describe("live tables back office", () => {
  it("lets support read but not change, and content neither", async () => {
    const support = await createOperator(t, { username: "livesupport", role: "support" });
    const content = await createOperator(t, { username: "livecontent", role: "content" });
    const reader = asOperator(t, support.token);
    expect((await reader({ method: "GET", url: `${base()}/tables` })).statusCode).toBe(200);
    expect((await reader({ method: "GET", url: `${base()}/tables/live-sicbo/liability` })).statusCode).toBe(
      200,
    );
    const writes = [
      {
        method: "POST",
        url: `${base()}/tables/live-sicbo/status`,
        payload: { status: "paused", reason: "not mine" },
      },
      {
        method: "PUT",
        url: `${base()}/tables/live-sicbo`,
        payload: {
          bettingSeconds: 15,
          spots: [{ spot: "big", odds: 0.9, min: 1_000, max: 1_000_000 }],
          reason: "no",
        },
      },
      {
        method: "POST",
        url: `${base()}/rounds/${crypto.randomUUID()}/void`,
        payload: { reason: "not mine" },
      },
    ] as const;
    for (const write of writes) expect((await reader(write)).statusCode).toBe(403);
    const outsider = asOperator(t, content.token);
    for (const url of [
      `${base()}/tables`,
      `${base()}/tables/live-sicbo`,
      `${base()}/tables/live-sicbo/rounds`,
    ])
      expect((await outsider({ method: "GET", url })).statusCode).toBe(403);
    expect(await auditOf("live.table.status")).toHaveLength(0);
  });

  it("lists the brand's tables and shows a table's terms with each spot's return to player", async () => {
    const call = await asOwner();
    const list = (await call({ method: "GET", url: `${base()}/tables` })).json().value.list as {
      code: string;
      kind: string;
      variant: string | null;
      status: string;
      bettingSeconds: number;
      driver: unknown;
    }[];
    expect(list.map((table) => table.code)).toEqual(
      expect.arrayContaining([
        "live-baccarat-1",
        "live-baccarat-nc",
        "live-dragon-tiger",
        "live-sicbo",
        "live-xocdia",
      ]),
    );
    expect(list.find((table) => table.code === "live-baccarat-1")).toMatchObject({
      kind: "baccarat",
      variant: "standard",
      status: "open",
      bettingSeconds: 15,
    });
    expect(list.find((table) => table.code === "live-sicbo")).toMatchObject({ kind: "sicbo", variant: null });

    const detail = await call({ method: "GET", url: `${base()}/tables/live-baccarat-speed` });
    expect(detail.statusCode, detail.body).toBe(200);
    const spots = detail.json().value.spots as SpotView[];
    expect(spots.map((spot) => spot.spot)).toEqual(["player", "banker", "tie", "player_pair", "banker_pair"]);
    expect(spotOf(spots, "banker")).toMatchObject({ odds: 0.95, defaultOdds: 0.95 });
    expect(spotOf(spots, "banker").rtp).toBeCloseTo(98.94, 1);
    expect(spotOf(spots, "player").rtp).toBeCloseTo(98.76, 1);
    expect(spotOf(spots, "tie").rtp).toBeCloseTo(85.64, 1);

    const unknown = await call({ method: "GET", url: `${base()}/tables/live-nowhere` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe("live.table_unknown");
  });

  it("sets odds, limits and the betting window with the RTP shown; refuses above 100 %, min > max, unknown spots", async () => {
    const call = await asOwner();
    const url = `${base()}/tables/live-baccarat-speed`;
    const refusals: [Record<string, unknown>, string][] = [
      [{ spot: "tie", odds: 12, min: 1_000, max: 1_000_000 }, "live.rtp_above_100"],
      [{ spot: "banker", odds: 0.95, min: 2_000_000, max: 1_000_000 }, "live.limits_invalid"],
      [{ spot: "dragon", odds: 1, min: 1_000, max: 1_000_000 }, "live.spot_unknown"],
    ];
    for (const [spot, code] of refusals) {
      const refused = await call({
        method: "PUT",
        url,
        payload: { bettingSeconds: 8, spots: [spot], reason: "should be refused" },
      });
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json()).toMatchObject({ success: false, code, value: { spot: spot.spot } });
    }
    const malformed = await call({
      method: "PUT",
      url,
      payload: { bettingSeconds: 3, spots: [{ spot: "tie", odds: 0, min: 1, max: 2 }], reason: "x" },
    });
    // The contract's own bounds answer 400 with every field named.
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().value.fields)).toEqual(
      expect.arrayContaining(["bettingSeconds", "spots.0.odds", "reason"]),
    );
    expect(await auditOf("live.table.update")).toHaveLength(0);

    const saved = await call({
      method: "PUT",
      url,
      payload: {
        bettingSeconds: 9,
        spots: [
          { spot: "banker", odds: 0.9, min: 5_000, max: 2_000_000 },
          { spot: "tie", odds: 9, min: 1_000, max: 500_000 },
        ],
        reason: "Promotional tie odds",
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const value = saved.json().value as { bettingSeconds: number; spots: SpotView[] };
    expect(value.bettingSeconds).toBe(9);
    const banker = spotOf(value.spots, "banker");
    expect(banker).toMatchObject({ odds: 0.9, min: 5_000, max: 2_000_000, defaultOdds: 0.95 });
    expect(banker.rtp).toBeLessThan(banker.defaultRtp);
    expect(banker.defaultRtp).toBeCloseTo(98.94, 1);
    const tie = spotOf(value.spots, "tie");
    expect(tie).toMatchObject({ odds: 9, min: 1_000, max: 500_000 });
    expect(tie.rtp).toBeCloseTo(95.16, 1);
    // Spots left out keep their terms.
    expect(spotOf(value.spots, "player")).toMatchObject({ odds: 1, defaultOdds: 1 });
    const audit = await auditOf("live.table.update");
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ targetId: "live-baccarat-speed", reason: "Promotional tie odds" });
    // Players see the new terms.
    const session = await liveSession(t, demoToken, "live-baccarat-speed");
    expect(session.table.bettingSeconds).toBe(9);
    expect(session.table.spots.find((spot) => spot.spot === "tie")).toMatchObject({ odds: 9, max: 500_000 });
  });

  it("pauses, closes and reopens a table, each change audited", async () => {
    const call = await asOwner();
    const url = `${base()}/tables/live-xocdia/status`;
    for (const status of ["paused", "closed", "open"] as const) {
      const changed = await call({
        method: "POST",
        url,
        payload: { status, reason: `Set ${status} by test` },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json().value).toMatchObject({ code: "live-xocdia", status });
    }
    const bad = await call({ method: "POST", url, payload: { status: "broken", reason: "no such status" } });
    expect(bad.statusCode).toBe(400);
    const audit = await auditOf("live.table.status");
    expect(audit.map((entry) => entry.reason)).toEqual([
      "Set paused by test",
      "Set closed by test",
      "Set open by test",
    ]);
  });

  it("shows the round in play with its liability, its bets, rounds and shoes; voids only unsettled rounds", async () => {
    const TABLE = "live-baccarat-1";
    const driver = driverOf(house, "admin-test");
    await tick(driver, t.clock.now());
    const round = await roundOf(t, TABLE);
    expect(round.phase).toBe("betting");
    const session = await liveSession(t, demoToken, TABLE);
    const bet = await placeBet(t, session.sessionToken, {
      roundId: round.id,
      requestId: "live-admin-bet-1",
      bets: [
        { spot: "banker", amount: 20_000 },
        { spot: "tie", amount: 5_000 },
      ],
    });
    expect(bet.statusCode, bet.body).toBe(200);

    const call = await asOwner();
    const row = (
      (await call({ method: "GET", url: `${base()}/tables` })).json().value.list as {
        code: string;
        round: { id: string; phase: string } | null;
        driver: { holder: string } | null;
        players: number;
        stake: number;
        worstCase: number;
      }[]
    ).find((table) => table.code === TABLE);
    expect(row).toMatchObject({
      round: { id: round.id, phase: "betting" },
      driver: { holder: "admin-test" },
      players: 1,
      stake: 25_000,
    });
    const liability = (await call({ method: "GET", url: `${base()}/tables/${TABLE}/liability` })).json()
      .value as {
      round: { id: string };
      spots: { spot: string; stake: number; bets: number; payout: number }[];
      worstCase: number;
    };
    expect(liability.round.id).toBe(round.id);
    expect(liability.spots.find((spot) => spot.spot === "banker")).toMatchObject({
      stake: 20_000,
      bets: 1,
      payout: 39_000,
    });
    // A tie pays 9 × 5,000 and gives the banker stake back: the worst the round can cost.
    expect(liability.spots.find((spot) => spot.spot === "tie")).toMatchObject({
      stake: 5_000,
      payout: 45_000,
    });
    expect(liability.worstCase).toBeGreaterThanOrEqual(39_000);
    expect(row?.worstCase).toBe(liability.worstCase);

    // The round is dealt, shown and paid; a settled round cannot be voided.
    await tick(driver, round.closesAt);
    await tick(driver, round.closesAt + 6_000);
    t.clock.advance(round.closesAt + 6_000 - t.clock.now());
    const settled = await call({ method: "GET", url: `${base()}/tables/${TABLE}/rounds?phase=settled` });
    expect(settled.statusCode, settled.body).toBe(200);
    const settledRounds = settled.json().value.list as {
      id: string;
      phase: string;
      result: { kind: string } | null;
      stake: number;
    }[];
    expect(settledRounds.map((entry) => entry.phase)).toEqual(["settled"]);
    expect(settledRounds[0]).toMatchObject({ id: round.id, stake: 25_000, result: { kind: "baccarat" } });
    const refused = await call({
      method: "POST",
      url: `${base()}/rounds/${round.id}/void`,
      payload: { reason: "Too late for this" },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("live.round_settled");
    const bets = (await call({ method: "GET", url: `${base()}/rounds/${round.id}/bets` })).json().value;
    expect(bets.total).toBe(2);
    expect(
      bets.list.map((entry: { account: string; spot: string }) => `${entry.account}:${entry.spot}`).sort(),
    ).toEqual(["demo01:banker", "demo01:tie"]);

    // The next round takes a bet; voiding it refunds the bet, once, with an audit row.
    await tick(driver, t.clock.now() + 5_000);
    t.clock.advance(5_000);
    const next = await roundOf(t, TABLE);
    expect(next.number).toBe(round.number + 1);
    const before = await balanceOf(t, demoToken);
    const second = await placeBet(t, session.sessionToken, {
      roundId: next.id,
      requestId: "live-admin-bet-2",
      bets: [{ spot: "player", amount: 30_000 }],
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(await balanceOf(t, demoToken)).toBeCloseTo(before - 30_000, 2);
    const voided = await call({
      method: "POST",
      url: `${base()}/rounds/${next.id}/void`,
      payload: { reason: "Dealer fault at the table" },
    });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json().value).toMatchObject({
      id: next.id,
      phase: "void",
      voidReason: "Dealer fault at the table",
    });
    expect(await balanceOf(t, demoToken)).toBeCloseTo(before, 2);
    expect(await auditOf("live.round.void")).toHaveLength(1);
    const again = await call({
      method: "POST",
      url: `${base()}/rounds/${next.id}/void`,
      payload: { reason: "Twice" },
    });
    expect(again.statusCode).toBe(409);
    expect(await balanceOf(t, demoToken)).toBeCloseTo(before, 2);

    const all = (await call({ method: "GET", url: `${base()}/tables/${TABLE}/rounds` })).json().value;
    expect(
      all.list.slice(0, 2).map((entry: { number: number; phase: string }) => [entry.number, entry.phase]),
    ).toEqual([
      [next.number, "void"],
      [round.number, "settled"],
    ]);
    const shoes = (await call({ method: "GET", url: `${base()}/tables/${TABLE}/shoes` })).json().value;
    expect(shoes.total).toBe(1);
    expect(shoes.list[0]).toMatchObject({ number: 1, seed: null, endedAt: null, rounds: 2 });
    expect(shoes.list[0].seedHash).toMatch(/^[0-9a-f]{64}$/);
    // Dice tables list each round's own seed.
    const dice = (await call({ method: "GET", url: `${base()}/tables/live-sicbo/shoes` })).json().value;
    expect(dice.list[0]).toMatchObject({ number: null, rounds: 1 });
  });
});
