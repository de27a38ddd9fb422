import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/app";
import { asOperator, createOperator, type TestOperator } from "../support/operators";
import {
  expectLedgerClean,
  fund,
  houseSession,
  launch,
  launchTokenOf,
  login,
  memberId,
  spin,
} from "./support";

/**
 * Lottery bets in the betting record (issue #12): a house lottery round opens on its ticket — the
 * draw, each line's outcome and the result — asked for one round at a time, and only by whoever
 * may read the round (the member, an agent above them, an operator).
 */
let t: TestApp;
let demoToken: string;
let playerToken: string;
let agentToken: string;
let support: TestOperator;

interface Prizes {
  prizes?: { prize: string; numbers: string[] }[];
  balls?: number[];
}
interface Line {
  market: string;
  numbers: string[];
  points: number;
  stake: number;
  odds: number;
  status: string;
  hits: number;
  win: number;
}
interface Detail {
  kind: string;
  gameId: string;
  format: string;
  schedule: string;
  period: string;
  station: { code: string; name: string } | null;
  drawStatus: string;
  total: number;
  lines: Line[];
  result: Prizes | null;
  verifiable: boolean;
}
interface RecordRow {
  roundId: string;
  gameId: string;
  round: string;
  status: string;
  betAmount: number;
  winLoss: number;
  details: boolean;
}

beforeAll(async () => {
  t = await createTestApp({ localTime: "10:00" });
  demoToken = await login(t, "demo01", "Demo1234");
  playerToken = await login(t, "player01", "Player1234");
  agentToken = await login(t, "agent01", "Agent1234");
  support = await createOperator(t, { username: "record-support", role: "support" });
  await fund(t, await memberId(t, "demo01"), 100_000_000_00n, "lottery-record-fund-1");
  await fund(t, await memberId(t, "player01"), 100_000_000_00n, "lottery-record-fund-2");
});
afterAll(async () => {
  await t.close();
});

async function lotterySession(game: string, token: string) {
  const launched = await launch(t, token, game);
  const response = await t.app.inject({
    method: "POST",
    url: "/house/api/lottery/session",
    payload: { launchToken: launchTokenOf(launched.json().value.game_url), merchant: t.merchant },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value as {
    sessionToken: string;
    game: { markets: { market: string; price: number; odds: number }[] };
  };
}

/** Runs the lottery job as if the clock read `at` (each call its own 5-second period). */
async function tick(at: number) {
  const run = await t.platform.jobs.runJob("lottery.draws", at);
  if (run.error) throw new Error(run.error);
}

async function board(game: string) {
  const response = await t.app.inject({
    method: "GET",
    url: `/house/api/lottery/board?merchant=${t.merchant}&game=${game}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value as {
    open: { period: string; closeAt: number; drawAt: number } | null;
    openDraws: { period: string; station: { code: string; name: string } | null }[];
  };
}

async function placeSlip(sessionToken: string, period: string, requestId: string, lines: unknown[]) {
  const response = await t.app.inject({
    method: "POST",
    url: "/house/api/lottery/bet",
    headers: { authorization: sessionToken },
    payload: { period, requestId, lines },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value as { slipId: string; total: number };
}

/** The open period of a fast lottery, after the beat scheduled it. */
async function openPeriod(game: string) {
  await tick(t.clock.now());
  const open = (await board(game)).open;
  if (!open) throw new Error(`no open draw of ${game}`);
  return open;
}

/** Moves the clock to the draw time and runs the beat twice: drawn, then paid. */
async function drawAndPay(open: { drawAt: number }) {
  t.clock.advance(Math.max(0, open.drawAt - t.clock.now()));
  await tick(t.clock.now());
  await tick(t.clock.now() + 5_000);
}

async function recordOf(token: string): Promise<RecordRow[]> {
  const response = await t.call({ method: "GET", url: "/wps/relay/ODSFE2_MemBetDet?pageSize=100", token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value.list as RecordRow[];
}

async function rowOf(token: string, slipId: string): Promise<RecordRow> {
  const row = (await recordOf(token)).find((entry) => entry.round.endsWith(`:${slipId}`));
  if (!row) throw new Error(`slip ${slipId} is not in the record`);
  return row;
}

function detailCall(token: string, roundId: string, path = "/wps/relay/ODSFE2_MemBetDetInfo") {
  return t.call({ method: "GET", url: `${path}?roundId=${encodeURIComponent(roundId)}`, token });
}

async function detailOf(token: string, roundId: string): Promise<Detail> {
  const response = await detailCall(token, roundId);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().value.roundId).toBe(roundId);
  return response.json().value.detail as Detail;
}

/** The last two digits of every prize, worked out here independently of the server. */
const endingsOf = (result: Prizes) =>
  (result.prizes ?? []).flatMap((prize) => prize.numbers.map((number) => number.slice(-2)));

describe("lottery bets in the betting record", () => {
  it("a fast-lottery slip shows its draw and open lines, then each line's outcome and the result", async () => {
    const session = await lotterySession("elott-1", demoToken);
    const odds = (code: string) => session.game.markets.find((market) => market.market === code)?.odds ?? 0;
    const open = await openPeriod("elott-1");
    const slip = await placeSlip(session.sessionToken, open.period, "record-fast-0001", [
      { market: "lo2", numbers: ["07", "42", "99"], points: 10 },
      { market: "de", numbers: ["42"], points: 5 },
      { market: "xien2", numbers: ["07", "42"], points: 3 },
    ]);

    const row = await rowOf(demoToken, slip.slipId);
    expect(row).toMatchObject({ gameId: "elott-1", status: "open", betAmount: slip.total, details: true });
    expect(row.round.startsWith(`${open.period}:`)).toBe(true);
    const waiting = await detailOf(demoToken, row.roundId);
    expect(waiting).toMatchObject({
      kind: "lottery",
      gameId: "elott-1",
      format: "north",
      schedule: "fast",
      period: open.period,
      station: null,
      drawStatus: "open",
      total: slip.total,
      result: null,
      verifiable: false,
    });
    expect(
      waiting.lines.map((line) => [line.market, line.numbers, line.points, line.status, line.win]),
    ).toEqual([
      ["lo2", ["07", "42", "99"], 10, "open", 0],
      ["de", ["42"], 5, "open", 0],
      ["xien2", ["07", "42"], 3, "open", 0],
    ]);
    expect(waiting.lines.map((line) => line.odds)).toEqual([odds("lo2"), odds("de"), odds("xien2")]);
    expect(waiting.lines.reduce((sum, line) => sum + line.stake, 0)).toBeCloseTo(slip.total, 2);

    await drawAndPay(open);
    const settled = await detailOf(demoToken, row.roundId);
    expect(settled).toMatchObject({ drawStatus: "settled", verifiable: true });
    const result = settled.result ?? {};
    const endings = endingsOf(result);
    expect(endings).toHaveLength(27);
    const special = result.prizes?.find((prize) => prize.prize === "DB")?.numbers[0] ?? "";
    expect(special).toMatch(/^\d{5}$/);
    // The same result the lottery publishes for the period.
    const published = await t.app.inject({
      method: "GET",
      url: `/house/api/lottery/results?merchant=${t.merchant}&game=elott-1`,
    });
    const draw = (published.json().value.list as { period: string; result: Prizes }[]).find(
      (entry) => entry.period === open.period,
    );
    expect(draw?.result).toEqual(result);

    const loHits = ["07", "42", "99"].reduce(
      (sum, number) => sum + endings.filter((ending) => ending === number).length,
      0,
    );
    const deHits = special.slice(-2) === "42" ? 1 : 0;
    const xienHits = endings.includes("07") && endings.includes("42") ? 1 : 0;
    const expected = [
      { market: "lo2", hits: loHits, win: 10 * odds("lo2") * loHits * 1000 },
      { market: "de", hits: deHits, win: 5 * odds("de") * deHits * 1000 },
      { market: "xien2", win: 3 * odds("xien2") * xienHits * 1000 },
    ];
    expected.forEach((line, index) => {
      const shown = settled.lines[index];
      expect(shown?.market).toBe(line.market);
      expect(shown?.status).toBe(line.win > 0 ? "won" : "lost");
      expect(shown?.win).toBeCloseTo(line.win, 2);
      if (line.hits !== undefined) expect(shown?.hits).toBe(line.hits);
    });
    const win = expected.reduce((sum, line) => sum + line.win, 0);
    const paid = await rowOf(demoToken, slip.slipId);
    expect(paid.status).toBe("settled");
    expect(paid.winLoss).toBeCloseTo(win - slip.total, 2);
  });

  it("a Keno ticket carries the 20 balls; a South daily ticket names its station and waits for its result", async () => {
    const keno = await lotterySession("keno-1", demoToken);
    const open = await openPeriod("keno-1");
    const slip = await placeSlip(keno.sessionToken, open.period, "record-keno-0001", [
      { market: "keno_big", numbers: [], points: 10 },
      { market: "keno_small", numbers: [], points: 10 },
      { market: "keno_pick2", numbers: ["5", "77"], points: 2 },
    ]);
    await drawAndPay(open);
    const detail = await detailOf(demoToken, (await rowOf(demoToken, slip.slipId)).roundId);
    expect(detail).toMatchObject({
      format: "keno",
      schedule: "fast",
      drawStatus: "settled",
      verifiable: true,
    });
    const balls = detail.result?.balls ?? [];
    expect(balls).toHaveLength(20);
    expect(new Set(balls).size).toBe(20);
    const sum = balls.reduce((total, ball) => total + ball, 0);
    const [big, small, pick] = detail.lines;
    expect(big?.status).toBe(sum > 810 ? "won" : sum < 810 ? "lost" : "push");
    expect(small?.status).toBe(sum < 810 ? "won" : sum > 810 ? "lost" : "push");
    expect(pick?.numbers).toEqual(["05", "77"]);
    expect(pick?.status).toBe(balls.includes(5) && balls.includes(77) ? "won" : "lost");

    const south = await lotterySession("xsmn", demoToken);
    const station = (await board("xsmn")).openDraws[0];
    if (!station?.station) throw new Error("no South station open");
    const daily = await placeSlip(south.sessionToken, station.period, "record-south-0001", [
      { market: "lo2", numbers: ["12"], points: 1 },
    ]);
    const ticket = await detailOf(demoToken, (await rowOf(demoToken, daily.slipId)).roundId);
    expect(ticket).toMatchObject({
      gameId: "xsmn",
      format: "south",
      schedule: "daily",
      period: station.period,
      station: station.station,
      drawStatus: "open",
      result: null,
      verifiable: false,
    });
  });

  it("a round whose vendor keeps no details opens on nothing more than its money", async () => {
    const session = await houseSession(t, demoToken);
    const played = await spin(t, session.sessionToken, session.game.minBet, "record-slot-0001");
    expect(played.statusCode, played.body).toBe(200);
    const slot = (await recordOf(demoToken)).find((row) => row.gameId === "lotus-fortune");
    expect(slot?.details).toBe(false);
    expect(await detailOf(demoToken, slot?.roundId ?? "")).toBeNull();
  });

  it("a member cannot read another member's round; an agent reads its downline's only", async () => {
    const session = await lotterySession("elott-1", playerToken);
    const open = await openPeriod("elott-1");
    const slip = await placeSlip(session.sessionToken, open.period, "record-player-0001", [
      { market: "de", numbers: ["13"], points: 1 },
    ]);
    const theirs = (await rowOf(playerToken, slip.slipId)).roundId;
    const own = await detailOf(playerToken, theirs);
    expect(own.lines).toHaveLength(1);

    const stranger = await detailCall(demoToken, theirs);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ success: false, code: "game.round_not_found" });
    expect(stranger.json().value).toBeUndefined();
    const unknown = await detailCall(demoToken, "00000000-0000-4000-8000-000000000000");
    expect(unknown.json().code).toBe("game.round_not_found");
    for (const bad of ["abc", "", "1; drop table game_rounds"]) {
      const refused = await detailCall(demoToken, bad);
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json().code).toBe("validation.failed");
    }
    expect((await detailCall("", theirs)).statusCode).toBe(401);

    // player01 is agent01's downline; demo01 is not.
    const team = "/wps/agent/team/bets/detail";
    const seen = await detailCall(agentToken, theirs, team);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().value.detail).toEqual(own);
    const demoRound = (await recordOf(demoToken))[0]?.roundId ?? "";
    const outside = await detailCall(agentToken, demoRound, team);
    expect(outside.statusCode).toBe(404);
    expect(outside.json().code).toBe("game.round_not_found");
    // A member is no agent: the team call is refused before the round is looked at.
    expect((await detailCall(playerToken, theirs, team)).json().code).toBe("auth.non_agent");
    // Days around both clocks: the test's clock starts at 10:00 of the brand's day, rounds open by the database's.
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const teamRows = await t.call({
      method: "GET",
      url: `/wps/agent/team/bets?range=custom&from=${day(Date.now() - 2 * 86_400_000)}&to=${day(t.clock.now() + 86_400_000)}&account=player01`,
      token: agentToken,
    });
    expect(teamRows.statusCode, teamRows.body).toBe(200);
    const listed = (teamRows.json().value.list as RecordRow[]).find((row) => row.roundId === theirs);
    expect(listed?.details).toBe(true);
  });

  it("the back office's round view shows the same ticket", async () => {
    const call = asOperator(t, support.token);
    const list = await call({
      method: "GET",
      url: `/backoffice/api/brands/${t.brandId}/games/rounds?account=demo01&vassalage=LOTUS&pageSize=200`,
    });
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json().value.list as { id: string; gameId: string }[];
    const keno = rows.find((row) => row.gameId === "keno-1");
    if (!keno) throw new Error("no Keno round listed");
    const view = await call({
      method: "GET",
      url: `/backoffice/api/brands/${t.brandId}/games/rounds/${keno.id}`,
    });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().value.detail).toEqual(await detailOf(demoToken, keno.id));
    expect(view.json().value.detail.result.balls).toHaveLength(20);
    const slot = rows.find((row) => row.gameId === "lotus-fortune");
    const slotView = await call({
      method: "GET",
      url: `/backoffice/api/brands/${t.brandId}/games/rounds/${slot?.id}`,
    });
    expect(slotView.json().value).toMatchObject({ detail: null, fair: { slotId: "lotus-fortune" } });
  });

  it("the ledger stays balanced", async () => {
    await expectLedgerClean(t);
  });
});
