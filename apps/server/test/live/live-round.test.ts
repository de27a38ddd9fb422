import { fromMinor, type LiveResult, toMinor } from "@lotus/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HouseGames } from "../../src/house-games";
import { payout, returnPerMille } from "../../src/house-games/live/engine/payouts";
import { balanceOf, expectLedgerClean, fund, login, memberId } from "../games/support";
import { createTestApp, type TestApp } from "../support/app";
import {
  atInstant,
  driverOf,
  gamesProcess,
  liveSession,
  placeBet,
  roundOf,
  tableView,
  tick,
} from "./support";

/**
 * A live baccarat round from end to end (issue #15): two members bet, the clock passes the close,
 * the driver deals from the committed shoe, reveals and pays exactly what the engine computes; a bet
 * one millisecond late is refused and moves nothing; bad input is a 4xx envelope.
 */
let t: TestApp;
let demoToken: string;
let playerToken: string;
let house: HouseGames;
const TABLE = "live-baccarat-1";

beforeAll(async () => {
  t = await createTestApp();
  demoToken = await login(t, "demo01", "Demo1234");
  playerToken = await login(t, "player01", "Player1234");
  await fund(t, await memberId(t, "demo01"), 100_000_000_00n, "live-round-fund-1");
  await fund(t, await memberId(t, "player01"), 10_000_000_00n, "live-round-fund-2");
  house = gamesProcess(t);
});
afterAll(async () => {
  await t.close();
});

const expected = (result: LiveResult, bets: { spot: string; amount: number; odds: number }[]) =>
  bets.reduce(
    (sum, bet) =>
      sum +
      fromMinor(
        payout(toMinor(bet.amount, 2), returnPerMille("baccarat", "standard", bet.spot, bet.odds, result)),
        2,
      ),
    0,
  );

describe("a live baccarat round", () => {
  it("takes two members' bets, deals from the committed shoe, reveals and pays each once", async () => {
    const driver = driverOf(house, "process-a");
    await tick(driver, t.clock.now());
    const round = await roundOf(t, TABLE);
    expect(round).toMatchObject({ number: 1, phase: "betting", result: null, players: 0 });
    // The shoe's hash is published before its first bet; the seed stays secret.
    expect(round.commitment.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(round.commitment).toMatchObject({ seed: null, shoeNumber: 1 });

    const demo = await liveSession(t, demoToken, TABLE);
    const player = await liveSession(t, playerToken, TABLE);
    const odds = (spot: string) => demo.table.spots.find((entry) => entry.spot === spot)?.odds ?? 0;
    expect(odds("banker")).toBe(0.95);
    expect(demo.table.spots.find((entry) => entry.spot === "banker")?.rtp).toBeCloseTo(98.94, 2);
    const demoBets = [
      { spot: "player", amount: 50_000 },
      { spot: "player_pair", amount: 5_000 },
    ];
    const playerBets = [
      { spot: "banker", amount: 80_000 },
      { spot: "tie", amount: 10_000 },
    ];
    const demoBefore = await balanceOf(t, demoToken);
    const playerBefore = await balanceOf(t, playerToken);
    const placed = await placeBet(t, demo.sessionToken, {
      roundId: round.id,
      requestId: "live-round-d1",
      bets: demoBets,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().value).toMatchObject({ roundId: round.id, total: 55_000, bets: demoBets });
    // The same request again answers the same; the same id with other chips is a conflict.
    const again = await placeBet(t, demo.sessionToken, {
      roundId: round.id,
      requestId: "live-round-d1",
      bets: demoBets,
    });
    expect(again.json().value.total).toBe(55_000);
    const conflict = await placeBet(t, demo.sessionToken, {
      roundId: round.id,
      requestId: "live-round-d1",
      bets: [{ spot: "banker", amount: 1_000 }],
    });
    expect(conflict.statusCode).toBe(409);
    const second = await placeBet(t, player.sessionToken, {
      roundId: round.id,
      requestId: "live-round-p1",
      bets: playerBets,
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(await balanceOf(t, demoToken)).toBeCloseTo(demoBefore - 55_000, 2);
    expect(await balanceOf(t, playerToken)).toBeCloseTo(playerBefore - 90_000, 2);

    const live = await roundOf(t, TABLE);
    expect(live.players).toBe(2);
    expect(live.totals.find((total) => total.spot === "banker")).toMatchObject({ amount: 80_000, bets: 1 });

    // One millisecond before the close a bet is taken; at the close and after it, refused.
    const early = await atInstant(t, round.closesAt - 1, () =>
      placeBet(t, demo.sessionToken, {
        roundId: round.id,
        requestId: "live-round-d2",
        bets: [{ spot: "player", amount: 1_000 }],
      }),
    );
    expect(early.statusCode, early.body).toBe(200);
    demoBets[0] = { spot: "player", amount: 51_000 };
    const afterEarly = await balanceOf(t, demoToken);
    for (const late of [round.closesAt, round.closesAt + 1]) {
      const refused = await atInstant(t, late, () =>
        placeBet(t, demo.sessionToken, {
          roundId: round.id,
          requestId: `live-round-late-${late - round.closesAt}`,
          bets: [{ spot: "player", amount: 1_000 }],
        }),
      );
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ success: false, code: "live.betting_closed" });
    }
    expect(await balanceOf(t, demoToken)).toBe(afterEarly);

    // The close deals and stores the result (sent to players at once for the animated deal)…
    await tick(driver, round.closesAt);
    const dealing = await roundOf(t, TABLE);
    expect(dealing.phase).toBe("dealing");
    const result = dealing.result;
    if (result?.kind !== "baccarat") throw new Error("no baccarat result");
    expect(result.player.length + result.banker.length).toBeGreaterThanOrEqual(4);
    expect(await balanceOf(t, demoToken)).toBe(afterEarly);

    // …then the result is shown and paid.
    await tick(driver, round.closesAt + 6_000);
    const settled = await roundOf(t, TABLE);
    expect(settled.phase).toBe("settled");
    const demoWin = expected(
      result,
      demoBets.map((bet) => ({ ...bet, odds: odds(bet.spot) })),
    );
    const playerWin = expected(
      result,
      playerBets.map((bet) => ({ ...bet, odds: odds(bet.spot) })),
    );
    expect(await balanceOf(t, demoToken)).toBeCloseTo(demoBefore - 56_000 + demoWin, 2);
    expect(await balanceOf(t, playerToken)).toBeCloseTo(playerBefore - 90_000 + playerWin, 2);

    // My bets and the record show the round's cards and each spot's win.
    const mine = await t.app.inject({
      method: "GET",
      url: "/house/api/live/bets",
      headers: { authorization: demo.sessionToken },
    });
    expect(mine.statusCode, mine.body).toBe(200);
    const [play] = mine.json().value.list;
    expect(play).toMatchObject({
      roundId: round.id,
      roundNumber: 1,
      stake: 56_000,
      result: { kind: "baccarat" },
    });
    expect(play.win).toBeCloseTo(demoWin, 2);
    const record = await t.call({
      method: "GET",
      url: "/wps/relay/ODSFE2_MemBetDet?pageSize=100",
      token: demoToken,
    });
    const row = (record.json().value.list as { roundId: string; round: string; details: boolean }[]).find(
      (entry) => entry.round === round.id,
    );
    expect(row?.details).toBe(true);
    const detail = await t.call({
      method: "GET",
      url: `/wps/relay/ODSFE2_MemBetDetInfo?roundId=${row?.roundId}`,
      token: demoToken,
    });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().value.detail).toMatchObject({
      kind: "live",
      gameId: TABLE,
      tableKind: "baccarat",
      roundNumber: 1,
      phase: "settled",
      total: 56_000,
      result: { kind: "baccarat", outcome: result.outcome },
      verifiable: false,
    });
    // The road shows the round; the shoe's seed stays secret until the shoe ends.
    const view = await tableView(t, TABLE);
    expect(view.recent.map((item) => item.number)).toContain(1);
    expect(view.cardsLeft).toBeGreaterThan(300);
    await expectLedgerClean(t);
  });

  it("refuses bad bets with a 4xx envelope and moves nothing", async () => {
    const driver = driverOf(house, "process-a");
    const session = await liveSession(t, demoToken, TABLE);
    // The next round opens once the last result has been shown.
    await tick(driver, t.clock.now() + 60_000);
    t.clock.advance(60_000);
    const round = await roundOf(t, TABLE);
    expect(round.phase).toBe("betting");
    const before = await balanceOf(t, demoToken);
    const max = session.table.spots.find((spot) => spot.spot === "player")?.max ?? 0;
    const cases: [Record<string, unknown>, number, string | undefined][] = [
      [
        { roundId: round.id, requestId: "bad-spot-1", bets: [{ spot: "dragon", amount: 1_000 }] },
        422,
        "live.spot_unknown",
      ],
      [
        { roundId: round.id, requestId: "bad-low-01", bets: [{ spot: "player", amount: 1 }] },
        422,
        "live.bet_out_of_range",
      ],
      [
        { roundId: round.id, requestId: "bad-high-01", bets: [{ spot: "player", amount: max + 1_000 }] },
        422,
        "live.bet_out_of_range",
      ],
      [
        { roundId: crypto.randomUUID(), requestId: "bad-round-1", bets: [{ spot: "player", amount: 1_000 }] },
        404,
        "live.round_unknown",
      ],
      [
        { roundId: "not-a-round", requestId: "bad-form-1", bets: [{ spot: "player", amount: 1_000 }] },
        400,
        undefined,
      ],
      [{ roundId: round.id, requestId: "bad-form-2", bets: [] }, 400, undefined],
      [
        { roundId: round.id, requestId: "bad-form-3", bets: [{ spot: "player", amount: -5 }] },
        400,
        undefined,
      ],
      [
        { roundId: round.id, requestId: "bad-form-4", bets: [{ spot: "player", amount: 1_000 }], extra: 1 },
        400,
        undefined,
      ],
    ];
    for (const [body, status, code] of cases) {
      const answer = await placeBet(t, session.sessionToken, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(status);
      expect(answer.json().success).toBe(false);
      if (code) expect(answer.json().code).toBe(code);
    }
    // Two confirmations together may not pass a spot's maximum either.
    const first = await placeBet(t, session.sessionToken, {
      roundId: round.id,
      requestId: "max-part-1",
      bets: [{ spot: "player", amount: max }],
    });
    expect(first.statusCode, first.body).toBe(200);
    const over = await placeBet(t, session.sessionToken, {
      roundId: round.id,
      requestId: "max-part-2",
      bets: [{ spot: "player", amount: 1_000 }],
    });
    expect(over.json().code).toBe("live.bet_out_of_range");
    expect(await balanceOf(t, demoToken)).toBeCloseTo(before - max, 2);
    // Without a session the call is refused before anything is read.
    const anonymous = await t.app.inject({
      method: "POST",
      url: "/house/api/live/bet",
      payload: { roundId: round.id, requestId: "anonymous-1", bets: [{ spot: "player", amount: 1_000 }] },
    });
    expect(anonymous.statusCode).toBe(401);
    await expectLedgerClean(t);
  });
});
