import { prizeLayoutOf } from "@lotus/contracts";
import * as schema from "@lotus/db/schema";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/app";

/**
 * The lottery statistics and results-by-date calls (issue #12) over draws whose results are known:
 * exact counts, lô gan and đầu/đuôi, one station or the whole region, void and unconfirmed draws
 * left out, and every kind of bad input answered with a 4xx.
 */
let t: TestApp;
const DAY = 24 * 60 * 60 * 1000;

/** A South/Central result whose 18 numbers (DB, G1, G2, G3 ×2, G4 ×7, G5, G6 ×3, G7, G8) end in `endings`. */
function southResult(endings: readonly number[]) {
  const layout = prizeLayoutOf("south");
  let next = 0;
  return {
    prizes: layout.map((slot) => ({
      prize: slot.prize,
      numbers: Array.from({ length: slot.count }, () => {
        const ending = String(endings[next++] ?? 0).padStart(2, "0");
        return `${"3".repeat(slot.digits - 2)}${ending}`;
      }),
    })),
  };
}

/*
 * Bến Tre's three counted draws, newest first (A, B, C), worked by hand:
 *   12: A ×3, C ×1 → count 4 in 2 draws, gan 0, longest gan 1 (B).
 *   34: A, B → count 2, gan 0, longest 1 (C).   56: B ×2 → count 2 in 1 draw, gan 1, longest 1.
 *   77: C → gan 2, longest 2.   84: B, C → gan 1.   85: C → gan 2.   99: never → gan 3, longest 3.
 *   60–69: once in every draw → count 3, gan 0, longest 0.
 *   Heads over the 54 endings: 1 → 4, 3 → 2, 5 → 2, 6 → 30, 7 → 1, 8 → 15.
 *   Tails: 0 → 6, 1 → 6, 2 → 10, 3 → 6, 4 → 7, 5 → 4, 6 → 5, 7 → 4, 8 → 3, 9 → 3.
 *   Special prizes (DB): 12, 56, 77.
 */
const SIXTIES = [60, 61, 62, 63, 64, 65, 66, 67, 68, 69];
const A = [12, 12, 34, ...SIXTIES, 80, 81, 82, 83, 12];
const B = [56, 34, ...SIXTIES, 80, 81, 82, 83, 84, 56];
const C = [77, 12, ...SIXTIES, 80, 81, 82, 83, 84, 85];

async function gameIdOf(code: string): Promise<string> {
  const [row] = await t.platform.db
    .select({ id: schema.games.id })
    .from(schema.games)
    .innerJoin(schema.gameVendors, eq(schema.gameVendors.id, schema.games.vendorId))
    .where(
      and(
        eq(schema.games.brandId, t.brandId),
        eq(schema.games.code, code),
        eq(schema.gameVendors.house, true),
      ),
    );
  if (!row) throw new Error(`no house game ${code}`);
  return row.id;
}

async function insertDraw(
  game: string,
  period: string,
  values: {
    station?: string;
    status: string;
    result?: schema.StoredLotteryResult;
    pendingResult?: schema.StoredLotteryResult;
  },
) {
  const day = period.slice(0, 8);
  const drawAt = Date.UTC(Number(day.slice(0, 4)), Number(day.slice(4, 6)) - 1, Number(day.slice(6, 8)), 9);
  await t.platform.db.insert(schema.lotteryDraws).values({
    brandId: t.brandId,
    gameId: await gameIdOf(game),
    period,
    station: values.station ?? null,
    status: values.status,
    openAt: new Date(drawAt - DAY),
    closeAt: new Date(drawAt - 15 * 60 * 1000),
    drawAt: new Date(drawAt),
    result: values.result ?? null,
    pendingResult: values.pendingResult ?? null,
  });
}

beforeAll(async () => {
  t = await createTestApp({ localTime: "10:00" });
  // Old dates, so nothing the lottery's own clock schedules can come between them.
  await insertDraw("xsmn", "20200107-BTRE", { station: "BTRE", status: "settled", result: southResult(C) });
  await insertDraw("xsmn", "20200114-BTRE", { station: "BTRE", status: "drawn", result: southResult(B) });
  await insertDraw("xsmn", "20200121-BTRE", { station: "BTRE", status: "settled", result: southResult(A) });
  // Void (refunded) and unconfirmed draws never count, whatever their numbers.
  const sevens = southResult(Array.from({ length: 18 }, () => 77));
  await insertDraw("xsmn", "20200128-BTRE", { station: "BTRE", status: "void", result: sevens });
  await insertDraw("xsmn", "20200204-BTRE", { station: "BTRE", status: "open", pendingResult: sevens });
  // Vũng Tàu draws the same Tuesdays: every number ends in 99.
  const nines = southResult(Array.from({ length: 18 }, () => 99));
  await insertDraw("xsmn", "20200114-VTAU", { station: "VTAU", status: "settled", result: nines });
  await insertDraw("xsmn", "20200121-VTAU", { station: "VTAU", status: "settled", result: nines });
  // Keno: balls 1–20, then 11–30 (newest).
  const balls = (from: number) => Array.from({ length: 20 }, (_, index) => from + index);
  await insertDraw("keno-1", "20200101-0001", { status: "settled", result: { balls: balls(1) } });
  await insertDraw("keno-1", "20200101-0002", { status: "settled", result: { balls: balls(11) } });
});
afterAll(async () => {
  await t.close();
});

interface Stats {
  gameId: string;
  station: { code: string; name: string } | null;
  stations: { code: string; name: string }[];
  requested: number;
  draws: number;
  from: { period: string; drawAt: number } | null;
  to: { period: string; drawAt: number } | null;
  numbers: {
    number: string;
    count: number;
    drawsHit: number;
    gan: number;
    maxGan: number;
    lastPeriod: string | null;
  }[];
  heads: number[] | null;
  tails: number[] | null;
  special: { heads: number[]; tails: number[] } | null;
}

const get = (query: string) =>
  t.app.inject({ method: "GET", url: `/house/api/lottery/stats?merchant=${t.merchant}&${query}` });

async function stats(query: string): Promise<Stats> {
  const response = await get(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value as Stats;
}

const numberOf = (value: Stats, number: string) => {
  const found = value.numbers.find((entry) => entry.number === number);
  if (!found) throw new Error(`no ${number}`);
  const { count, drawsHit, gan, maxGan, lastPeriod } = found;
  return { count, drawsHit, gan, maxGan, lastPeriod };
};

describe("lottery statistics", () => {
  it("counts one station's drawn results: frequencies, lô gan, đầu/đuôi", async () => {
    const value = await stats("game=xsmn&station=BTRE&draws=30");
    expect(value).toMatchObject({
      gameId: "xsmn",
      station: { code: "BTRE", name: "Bến Tre" },
      requested: 30,
      draws: 3,
      from: { period: "20200107-BTRE" },
      to: { period: "20200121-BTRE" },
    });
    expect(value.numbers.map((entry) => entry.number)).toEqual(
      Array.from({ length: 100 }, (_, index) => String(index).padStart(2, "0")),
    );
    const newest = "20200121-BTRE";
    expect(numberOf(value, "12")).toEqual({ count: 4, drawsHit: 2, gan: 0, maxGan: 1, lastPeriod: newest });
    expect(numberOf(value, "34")).toEqual({ count: 2, drawsHit: 2, gan: 0, maxGan: 1, lastPeriod: newest });
    expect(numberOf(value, "56")).toEqual({
      count: 2,
      drawsHit: 1,
      gan: 1,
      maxGan: 1,
      lastPeriod: "20200114-BTRE",
    });
    expect(numberOf(value, "77")).toEqual({
      count: 1,
      drawsHit: 1,
      gan: 2,
      maxGan: 2,
      lastPeriod: "20200107-BTRE",
    });
    expect(numberOf(value, "84")).toMatchObject({ count: 2, gan: 1, maxGan: 1 });
    expect(numberOf(value, "85")).toMatchObject({ count: 1, gan: 2, maxGan: 2 });
    expect(numberOf(value, "60")).toEqual({ count: 3, drawsHit: 3, gan: 0, maxGan: 0, lastPeriod: newest });
    expect(numberOf(value, "99")).toEqual({ count: 0, drawsHit: 0, gan: 3, maxGan: 3, lastPeriod: null });
    expect(value.numbers.reduce((sum, entry) => sum + entry.count, 0)).toBe(54);
    expect(value.heads).toEqual([0, 4, 0, 2, 0, 2, 30, 1, 15, 0]);
    expect(value.tails).toEqual([6, 6, 10, 6, 7, 4, 5, 4, 3, 3]);
    expect(value.special).toEqual({
      heads: [0, 1, 0, 0, 0, 1, 0, 1, 0, 0],
      tails: [0, 0, 1, 0, 0, 0, 1, 1, 0, 0],
    });
  });

  it("reads only the latest N draws", async () => {
    const value = await stats("game=xsmn&station=BTRE&draws=2");
    expect(value).toMatchObject({ requested: 2, draws: 2, from: { period: "20200114-BTRE" } });
    // 77 came out only in the oldest draw, now outside the window: missing for both draws.
    expect(numberOf(value, "77")).toEqual({ count: 0, drawsHit: 0, gan: 2, maxGan: 2, lastPeriod: null });
    expect(numberOf(value, "12")).toEqual({
      count: 3,
      drawsHit: 1,
      gan: 0,
      maxGan: 1,
      lastPeriod: "20200121-BTRE",
    });
  });

  it("reads every station of the region without a station, newest first", async () => {
    const value = await stats("game=xsmn&draws=3");
    // The South's 21 stations, in calendar order, are what the call narrows to.
    expect(value.stations).toHaveLength(21);
    expect(value.stations[0]).toEqual({ code: "HCM", name: "TP. Hồ Chí Minh" });
    expect(value.stations.map((station) => station.code)).toContain("BTRE");
    expect((await stats("game=xsmb")).stations).toEqual([]);
    expect((await stats("game=keno-1")).stations).toEqual([]);
    expect(value).toMatchObject({ station: null, draws: 3, to: { period: "20200121-VTAU" } });
    expect(numberOf(value, "99")).toMatchObject({ count: 36, drawsHit: 2, gan: 0, maxGan: 1 });
    expect(numberOf(value, "12")).toMatchObject({ count: 3, gan: 1, lastPeriod: "20200121-BTRE" });
  });

  it("counts Keno's balls 01–80, without digit tables", async () => {
    const value = await stats("game=keno-1");
    expect(value).toMatchObject({ draws: 2, heads: null, tails: null, special: null, requested: 30 });
    expect(value.numbers).toHaveLength(80);
    expect(value.numbers[0]?.number).toBe("01");
    expect(numberOf(value, "15")).toEqual({
      count: 2,
      drawsHit: 2,
      gan: 0,
      maxGan: 0,
      lastPeriod: "20200101-0002",
    });
    expect(numberOf(value, "05")).toMatchObject({ count: 1, gan: 1, maxGan: 1 });
    expect(numberOf(value, "80")).toMatchObject({ count: 0, gan: 2, maxGan: 2, lastPeriod: null });
  });

  it("answers a lottery without results with an empty window", async () => {
    const value = await stats("game=xsmt&draws=10");
    expect(value).toMatchObject({ draws: 0, from: null, to: null });
    expect(numberOf(value, "00")).toEqual({ count: 0, drawsHit: 0, gan: 0, maxGan: 0, lastPeriod: null });
  });

  it("refuses bad input with a clear 4xx", async () => {
    const cases: [string, number, string][] = [
      ["game=xsmn&draws=0", 400, "validation.failed"],
      ["game=xsmn&draws=101", 400, "validation.failed"],
      ["game=xsmn&draws=2.5", 400, "validation.failed"],
      ["game=xsmn&draws=ten", 400, "validation.failed"],
      ["game=xsmn&station=btre", 400, "validation.failed"],
      ["game=xsmn&station=HN", 422, "lottery.station_unknown"],
      ["game=xsmn&station=NOWHERE", 422, "lottery.station_unknown"],
      ["game=elott-1&station=BTRE", 422, "lottery.station_unknown"],
      // The North is one draw a day, whichever province hosts it.
      ["game=xsmb&station=HN", 422, "lottery.station_unknown"],
      ["game=no-such-game", 404, "game.not_found"],
      ["game=lotus-fortune", 404, "game.not_found"],
    ];
    for (const [query, status, code] of cases) {
      const response = await get(query);
      expect(response.statusCode, query).toBe(status);
      expect(response.json(), query).toMatchObject({ success: false, code });
    }
    const unknown = await t.app.inject({
      method: "GET",
      url: "/house/api/lottery/stats?merchant=nobody&game=xsmn",
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ success: false, code: "merchant.unknown" });
  });
});

describe("results by date", () => {
  const results = (query: string) =>
    t.app.inject({ method: "GET", url: `/house/api/lottery/results?merchant=${t.merchant}&${query}` });

  it("lists a region's stations of one day with their full prize tables", async () => {
    const response = await results("game=xsmn&date=2020-01-21");
    expect(response.statusCode, response.body).toBe(200);
    const value = response.json().value as {
      total: number;
      list: { period: string; station: { code: string } | null; result: { prizes: unknown[] } | null }[];
    };
    expect(value.total).toBe(2);
    expect(value.list.map((draw) => draw.period).sort()).toEqual(["20200121-BTRE", "20200121-VTAU"]);
    const bentre = value.list.find((draw) => draw.station?.code === "BTRE");
    expect(bentre?.result).toEqual(southResult(A));
  });

  it("shows a void draw of that day as void, and nothing on a day without draws", async () => {
    const voided = (await results("game=xsmn&date=2020-01-28")).json().value;
    expect(voided.list).toMatchObject([{ period: "20200128-BTRE", status: "void" }]);
    // The unconfirmed result of 4 February is not shown.
    expect((await results("game=xsmn&date=2020-02-04")).json().value).toMatchObject({ total: 0, list: [] });
    expect((await results("game=xsmn&date=2020-01-22")).json().value).toMatchObject({ total: 0, list: [] });
  });

  it("refuses a date that does not exist", async () => {
    for (const date of ["2020-02-30", "2020-13-01", "20200121", "yesterday"]) {
      const response = await results(`game=xsmn&date=${date}`);
      expect(response.statusCode, date).toBe(400);
      expect(response.json(), date).toMatchObject({ success: false, code: "validation.failed" });
    }
  });
});
