import * as schema from "@lotus/db/schema";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/app";
import { balanceOf, expectLedgerClean, fund, launch, launchTokenOf, login, memberId } from "./support";

/** The house fast lotteries (issue #12): periods, bets until the close, fair draws, payment once. */
let t: TestApp;
let token: string;
let demoId: string;

interface Board {
  serverNow: number;
  open: { period: string; closeAt: number; drawAt: number; chainHead: string | null } | null;
  recent: { period: string; status: string; result: { prizes?: { prize: string; numbers: string[] }[] } }[];
}

beforeAll(async () => {
  t = await createTestApp({ localTime: "10:00" });
  token = await login(t, "demo01", "Demo1234");
  demoId = await memberId(t, "demo01");
  await fund(t, demoId, 100_000_000_00n, "lottery-fund-1");
});
afterAll(async () => {
  await t.close();
});

async function lotterySession(game = "elott-1", member = token) {
  const launched = await launch(t, member, game);
  const response = await t.app.inject({
    method: "POST",
    url: "/house/api/lottery/session",
    payload: { launchToken: launchTokenOf(launched.json().value.game_url), merchant: t.merchant },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value as {
    sessionToken: string;
    game: { unitValue: number; markets: { market: string; price: number; odds: number; rtp: number }[] };
  };
}

/** Runs the lottery job as if the clock read `at` (each call its own 5-second period). */
async function tick(at: number) {
  const run = await t.platform.jobs.runJob("lottery.draws", at);
  if (run.error) throw new Error(run.error);
  return run;
}

async function board(game = "elott-1"): Promise<Board> {
  const response = await t.app.inject({
    method: "GET",
    url: `/house/api/lottery/board?merchant=${t.merchant}&game=${game}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value as Board;
}

function bet(sessionToken: string, body: Record<string, unknown>) {
  return t.app.inject({
    method: "POST",
    url: "/house/api/lottery/bet",
    headers: { authorization: sessionToken },
    payload: body,
  });
}

/** The endings of a stored North-style result, worked out here independently of the server. */
function endingsOf(result: { prizes?: { prize: string; numbers: string[] }[] }, digits: number) {
  return (result.prizes ?? []).flatMap((prize) =>
    prize.numbers.filter((number) => number.length >= digits).map((number) => number.slice(-digits)),
  );
}

describe("house fast lotteries", () => {
  it("schedules periods with a published chain head and sells the markets at their RTP", async () => {
    const session = await lotterySession();
    expect(session.game.unitValue).toBe(1000);
    const lo2 = session.game.markets.find((market) => market.market === "lo2");
    expect(lo2).toMatchObject({ price: 27, odds: 99 });
    expect(lo2?.rtp).toBeCloseTo(99, 3);
    for (const market of session.game.markets) expect(market.rtp).toBeLessThan(100);

    await tick(t.clock.now());
    const view = await board();
    expect(view.open?.period).toMatch(/^\d{8}-\d{4}$/);
    expect(view.open?.chainHead).toMatch(/^[0-9a-f]{64}$/);
    expect(view.open && view.open.drawAt - view.open.closeAt).toBe(10_000);
  });

  it("takes a slip until the close, draws it fairly and pays each member once", async () => {
    const session = await lotterySession();
    await tick(t.clock.now());
    const open = (await board()).open;
    if (!open) throw new Error("no open draw");
    const before = await balanceOf(t, token);

    // Just before the close the slip is taken (the test clock keeps running with real time)…
    t.clock.advance(open.closeAt - 500 - t.clock.now());
    const slip = {
      period: open.period,
      requestId: "lottery-slip-0001",
      lines: [
        { market: "lo2", numbers: ["07", "42", "99"], points: 10 },
        { market: "de", numbers: ["42"], points: 5 },
        { market: "xien2", numbers: ["07", "42"], points: 3 },
      ],
    };
    const placed = await bet(session.sessionToken, slip);
    expect(placed.statusCode, placed.body).toBe(200);
    const price = (code: string) => session.game.markets.find((market) => market.market === code)?.price ?? 0;
    const cost = (3 * 10 * price("lo2") + 5 * price("de") + 3 * price("xien2")) * 1000;
    expect(placed.json().value.total).toBe(cost);
    expect(await balanceOf(t, token)).toBeCloseTo(before - cost, 2);

    // …a retry answers the same slip, another slip under the same id is a conflict…
    const again = await bet(session.sessionToken, slip);
    expect(again.json().value.slipId).toBe(placed.json().value.slipId);
    const other = await bet(session.sessionToken, { ...slip, lines: [slip.lines[0]] });
    expect(other.statusCode).toBe(409);
    expect(await balanceOf(t, token)).toBeCloseTo(before - cost, 2);

    // …and from the close on it is refused, moving nothing.
    t.clock.advance(open.closeAt - t.clock.now());
    const late = await bet(session.sessionToken, { ...slip, requestId: "lottery-slip-0002" });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe("lottery.closed");
    expect(await balanceOf(t, token)).toBeCloseTo(before - cost, 2);

    // Drawn and paid at the draw time; two workers settling at once pay once.
    t.clock.advance(open.drawAt - t.clock.now());
    await tick(t.clock.now());
    await Promise.all([tick(t.clock.now() + 5_000), tick(t.clock.now() + 10_000)]);
    const drawn = (await board()).recent.find((draw) => draw.period === open.period);
    expect(drawn?.status).toBe("settled");
    const result = drawn?.result ?? {};
    const endings = endingsOf(result, 2);
    expect(endings).toHaveLength(27);
    const odds = (code: string) => session.game.markets.find((market) => market.market === code)?.odds ?? 0;
    const special = result.prizes?.find((prize) => prize.prize === "DB")?.numbers[0] ?? "";
    const loHits = ["07", "42", "99"].reduce(
      (sum, number) => sum + endings.filter((ending) => ending === number).length,
      0,
    );
    const win =
      (10 * odds("lo2") * loHits +
        (special.slice(-2) === "42" ? 5 * odds("de") : 0) +
        (endings.includes("07") && endings.includes("42") ? 3 * odds("xien2") : 0)) *
      1000;
    expect(await balanceOf(t, token)).toBeCloseTo(before - cost + win, 2);

    // The public fair check recomputes the period from its revealed seed and the day's chain.
    const verify = await t.app.inject({
      method: "GET",
      url: `/house/api/lottery/verify?merchant=${t.merchant}&game=elott-1&period=${open.period}`,
    });
    expect(verify.json().value).toMatchObject({ chainValid: true, matches: true, chainHead: open.chainHead });

    const mine = await t.app.inject({
      method: "GET",
      url: "/house/api/lottery/bets?status=settled",
      headers: { authorization: session.sessionToken },
    });
    const lines = mine.json().value.list as { market: string; win: number; status: string }[];
    expect(lines).toHaveLength(3);
    expect(lines.reduce((sum, line) => sum + line.win, 0)).toBeCloseTo(win, 2);
    await expectLedgerClean(t);
  });

  it("keeps a number's liability within the operator's limit under 50 concurrent bets", async () => {
    const session = await lotterySession();
    await tick(t.clock.now());
    const open = (await board()).open;
    if (!open) throw new Error("no open draw");
    // At most 10 points of đề on one number: 10 × 99 × 1,000 ₫ = 990,000 ₫ (minor units × 100).
    const odds = session.game.markets.find((market) => market.market === "de")?.odds ?? 0;
    await t.platform.db.insert(schema.lotteryMarkets).values({
      brandId: t.brandId,
      format: "north",
      market: "de",
      enabled: true,
      priceMilli: 1000,
      oddsMilli: Math.round(odds * 1000),
      numberLimitMinor: BigInt(Math.round(10 * odds * 1000 * 100)),
      updatedAt: new Date(),
    });
    const before = await balanceOf(t, token);
    // Five game sessions of the member, so the per-session rate ceiling does not decide for us.
    const sessions = [session, ...(await Promise.all([1, 2, 3, 4].map(() => lotterySession())))];
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        bet(sessions[index % 5]?.sessionToken ?? "", {
          period: open.period,
          requestId: `limit-${String(index).padStart(4, "0")}`,
          lines: [{ market: "de", numbers: ["55"], points: 1 }],
        }),
      ),
    );
    const taken = answers.filter((answer) => answer.statusCode === 200);
    const refused = answers.filter((answer) => answer.statusCode === 409);
    expect(taken).toHaveLength(10);
    expect(refused).toHaveLength(40);
    expect(refused[0]?.json()).toMatchObject({ code: "lottery.limit_reached", value: { maxPoints: 0 } });
    expect(await balanceOf(t, token)).toBeCloseTo(before - 10 * 1000, 2);
    await t.platform.db
      .delete(schema.lotteryMarkets)
      .where(and(eq(schema.lotteryMarkets.brandId, t.brandId), eq(schema.lotteryMarkets.market, "de")));
    await expectLedgerClean(t);
  });

  it("refuses a slip the balance cannot pay and frees its liability", async () => {
    const poorToken = await login(t, "player01", "Player1234");
    const session = await lotterySession("elott-1", poorToken);
    await tick(t.clock.now());
    const open = (await board()).open;
    if (!open) throw new Error("no open draw");
    const before = await balanceOf(t, poorToken);
    const refused = await bet(session.sessionToken, {
      period: open.period,
      requestId: "poor-slip-0001",
      lines: [{ market: "lo2", numbers: ["11"], points: 100_000 }],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe("wallet.insufficient_funds");
    expect(await balanceOf(t, poorToken)).toBe(before);
    const [exposure] = await t.platform.db
      .select()
      .from(schema.lotteryExposure)
      .where(and(eq(schema.lotteryExposure.market, "lo2"), eq(schema.lotteryExposure.number, "11")));
    expect(exposure?.payoutMinor ?? 0n).toBe(0n);
  });

  it("refuses numbers that do not fit the market, with a translated message", async () => {
    const session = await lotterySession();
    await tick(t.clock.now());
    const open = (await board()).open;
    if (!open) throw new Error("no open draw");
    for (const line of [
      { market: "lo2", numbers: ["7"], points: 1 },
      { market: "lo3", numbers: ["12"], points: 1 },
      { market: "xien2", numbers: ["12", "12"], points: 1 },
      { market: "xien3", numbers: ["12", "13"], points: 1 },
      { market: "keno_big", numbers: [], points: 1 },
      { market: "lo2", numbers: [], points: 1 },
    ]) {
      const answer = await t.app.inject({
        method: "POST",
        url: "/house/api/lottery/bet",
        headers: { authorization: session.sessionToken, language: "VI" },
        payload: {
          period: open.period,
          requestId: `bad-${line.market}-${line.numbers.length}`,
          lines: [line],
        },
      });
      expect(answer.statusCode, JSON.stringify(line)).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, JSON.stringify(line)).toBeLessThan(500);
      expect(answer.json().success).toBe(false);
    }
    const unknown = await bet(session.sessionToken, {
      period: "20000101-0001",
      requestId: "unknown-draw-01",
      lines: [{ market: "lo2", numbers: ["12"], points: 1 }],
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe("the demo lotteries", () => {
  it("opens on demo01's slips on the open draws, paid when they are drawn", async () => {
    const before = await balanceOf(t, token);
    // One slip per fast lottery, and one per daily region whose next draw takes bets right now (none
    // in the minutes between a region's close and its draw).
    await tick(t.clock.now());
    let daily = 0;
    for (const game of ["xsmb", "xsmn"]) {
      const response = await t.app.inject({
        method: "GET",
        url: `/house/api/lottery/board?merchant=${t.merchant}&game=${game}`,
      });
      if (response.json().value.open) daily += 1;
    }
    expect(await t.playDemoLottery()).toBe(3 + daily);
    expect(await balanceOf(t, token)).toBeLessThan(before);
    const slips = await t.platform.db
      .select()
      .from(schema.lotterySlips)
      .where(eq(schema.lotterySlips.memberId, demoId));
    expect(slips.filter((slip) => slip.status === "accepted").length).toBeGreaterThanOrEqual(3);
    t.clock.advance(6 * 60_000);
    await tick(t.clock.now());
    // The fast draws are paid; the daily ones wait for their entered result.
    const open = await t.platform.db
      .select({ station: schema.lotteryDraws.station })
      .from(schema.lotteryBets)
      .innerJoin(schema.lotteryDraws, eq(schema.lotteryDraws.id, schema.lotteryBets.drawId))
      .where(and(eq(schema.lotteryBets.memberId, demoId), eq(schema.lotteryBets.status, "open")));
    expect(open.filter((bet) => bet.station === null)).toHaveLength(0);
    expect(open.filter((bet) => bet.station !== null).length).toBeGreaterThanOrEqual(daily);
    await expectLedgerClean(t);
  });
});

describe("house fast lotteries after a crash", () => {
  it("refunds a slip whose acceptance was lost after the debit, once", async () => {
    const session = await lotterySession();
    await tick(t.clock.now());
    const open = (await board()).open;
    if (!open) throw new Error("no open draw");
    const before = await balanceOf(t, token);
    const placed = await bet(session.sessionToken, {
      period: open.period,
      requestId: "crash-slip-0001",
      lines: [{ market: "lo2", numbers: ["31"], points: 2 }],
    });
    expect(placed.statusCode, placed.body).toBe(200);
    // The debit went through, then the process died before the slip was marked accepted.
    await t.platform.db
      .update(schema.lotterySlips)
      .set({ status: "pending" })
      .where(eq(schema.lotterySlips.id, placed.json().value.slipId));
    t.clock.advance(61_000);
    await tick(t.clock.now());
    await tick(t.clock.now() + 5_000);
    expect(await balanceOf(t, token)).toBeCloseTo(before, 2);
    const [slip] = await t.platform.db
      .select()
      .from(schema.lotterySlips)
      .where(eq(schema.lotterySlips.id, placed.json().value.slipId));
    expect(slip?.status).toBe("void");
    // The member's retry of that request learns the slip was rolled back; nothing moves.
    const retried = await bet(session.sessionToken, {
      period: open.period,
      requestId: "crash-slip-0001",
      lines: [{ market: "lo2", numbers: ["31"], points: 2 }],
    });
    expect(retried.statusCode).toBe(409);
    expect(await balanceOf(t, token)).toBeCloseTo(before, 2);
    await expectLedgerClean(t);
  });

  it("resumes a settlement killed after paying and pays nobody twice", async () => {
    const session = await lotterySession();
    await tick(t.clock.now());
    const open = (await board()).open;
    if (!open) throw new Error("no open draw");
    const placed = await bet(session.sessionToken, {
      period: open.period,
      requestId: "resume-slip-0001",
      lines: [
        {
          market: "lo2",
          numbers: Array.from({ length: 100 }, (_, n) => String(n).padStart(2, "0")),
          points: 1,
        },
      ],
    });
    expect(placed.statusCode, placed.body).toBe(200);
    t.clock.advance(open.drawAt - t.clock.now());
    await tick(t.clock.now());
    const paid = await balanceOf(t, token);
    // Every number was covered, so 27 hits were paid. Now replay the settlement as if the process
    // had died after the credit but before the lines and the draw were written.
    const [draw] = await t.platform.db
      .select()
      .from(schema.lotteryDraws)
      .where(eq(schema.lotteryDraws.period, open.period));
    expect(draw?.status).toBe("settled");
    await t.platform.db
      .update(schema.lotteryBets)
      .set({ status: "open", winMinor: 0n, hits: 0 })
      .where(eq(schema.lotteryBets.slipId, placed.json().value.slipId));
    await t.platform.db
      .update(schema.lotteryDraws)
      .set({ status: "drawn", settledAt: null })
      .where(eq(schema.lotteryDraws.period, open.period));
    await tick(t.clock.now() + 5_000);
    expect(await balanceOf(t, token)).toBeCloseTo(paid, 2);
    const [line] = await t.platform.db
      .select()
      .from(schema.lotteryBets)
      .where(eq(schema.lotteryBets.slipId, placed.json().value.slipId));
    expect(line).toMatchObject({ status: "won", hits: 27 });
    const odds = session.game.markets.find((market) => market.market === "lo2")?.odds ?? 0;
    expect(line?.winMinor).toBe(BigInt(27 * odds * 1000 * 100));
    await expectLedgerClean(t);
  });
});
