import type { GameItem, LotteryNumberStats } from "@lotus/contracts";
import { describe, expect, it } from "vitest";
import { dayTicket, isDay, shiftDay } from "./day-results";
import { insightGames } from "./insights";
import {
  coldNumbers,
  digitExtremes,
  digitRows,
  drawShare,
  ganIsLowerBound,
  ganRows,
  hotNumbers,
} from "./stats";

const entry = (
  number: string,
  count: number,
  gan: number,
  extra: Partial<LotteryNumberStats> = {},
): LotteryNumberStats => ({
  number,
  count,
  drawsHit: count,
  gan,
  maxGan: gan,
  lastPeriod: gan < 10 ? `20261127-000${gan}` : null,
  lastDrawAt: null,
  ...extra,
});

/** A 10-draw window: 12 and 34 came out 3 times (34 more recently), 56 twice, 78 never, 90 once long ago. */
const NUMBERS = [
  entry("12", 3, 2, { maxGan: 4 }),
  entry("34", 3, 0, { maxGan: 5 }),
  entry("56", 2, 1, { maxGan: 6 }),
  entry("78", 0, 10),
  entry("90", 1, 7, { maxGan: 7 }),
  entry("91", 1, 7, { maxGan: 8 }),
];

describe("hot and cold numbers", () => {
  it("puts the most frequent first, the most recently seen first among equals", () => {
    expect(hotNumbers(NUMBERS, 3).map((item) => item.number)).toEqual(["34", "12", "56"]);
  });

  it("never calls a number that did not come out hot", () => {
    expect(hotNumbers(NUMBERS).map((item) => item.number)).toEqual(["34", "12", "56", "90", "91"]);
  });

  it("puts the least frequent first, the one missing longest first among equals", () => {
    expect(coldNumbers(NUMBERS, 3).map((item) => item.number)).toEqual(["78", "90", "91"]);
  });

  it("shows ten of each by default", () => {
    const hundred = Array.from({ length: 100 }, (_, index) =>
      entry(String(index).padStart(2, "0"), index % 7, 0),
    );
    expect(hotNumbers(hundred)).toHaveLength(10);
    expect(coldNumbers(hundred)).toHaveLength(10);
    expect(coldNumbers(hundred)[0]?.count).toBe(0);
    expect(hotNumbers(hundred)[0]?.count).toBe(6);
  });
});

describe("lô gan table", () => {
  it("lists the numbers missing longest first, the longer run in the window first among equals", () => {
    expect(ganRows(NUMBERS).map((item) => item.number)).toEqual(["78", "91", "90", "12", "56"]);
  });

  it("leaves out the numbers of the newest draw and keeps to its size", () => {
    expect(ganRows(NUMBERS).some((item) => item.gan === 0)).toBe(false);
    expect(ganRows(NUMBERS, 2)).toHaveLength(2);
  });

  it("marks the gan of a number never seen in the window as a lower bound", () => {
    const never = NUMBERS[3];
    const seen = NUMBERS[0];
    if (!never || !seen) throw new Error("fixture");
    expect(ganIsLowerBound(never, 10)).toBe(true);
    expect(ganIsLowerBound(seen, 10)).toBe(false);
    // An empty window says nothing about any number.
    expect(ganIsLowerBound(never, 0)).toBe(false);
  });

  it("gives the share of the draws a number came out in", () => {
    expect(drawShare({ drawsHit: 3 }, 10)).toBe(30);
    expect(drawShare({ drawsHit: 1 }, 3)).toBe(33);
    expect(drawShare({ drawsHit: 0 }, 0)).toBe(0);
  });
});

describe("đầu/đuôi table", () => {
  const stats = {
    heads: [0, 4, 0, 2, 0, 2, 30, 1, 15, 0],
    tails: [6, 6, 10, 6, 7, 4, 5, 4, 3, 3],
    special: { heads: [0, 1, 0, 0, 0, 1, 0, 1, 0, 0], tails: [0, 0, 1, 0, 0, 0, 1, 1, 0, 0] },
  };

  it("gives one row per digit with the lô and special-prize counts", () => {
    const rows = digitRows(stats);
    expect(rows).toHaveLength(10);
    expect(rows[6]).toEqual({ digit: 6, heads: 30, tails: 5, specialHeads: 0, specialTails: 1 });
    expect(rows[2]).toEqual({ digit: 2, heads: 0, tails: 10, specialHeads: 0, specialTails: 1 });
  });

  it("has no table for Keno", () => {
    expect(digitRows({ heads: null, tails: null, special: null })).toEqual([]);
  });

  it("marks the digits seen most and least often, every one of a tie, none when all are equal", () => {
    expect(digitExtremes(stats.heads)).toEqual({ most: [6], least: [0, 2, 4, 9] });
    expect(digitExtremes(stats.tails)).toEqual({ most: [2], least: [8, 9] });
    expect(digitExtremes([1, 1, 1])).toEqual({ most: [], least: [] });
  });
});

describe("results by date", () => {
  it("steps days across months, years and leap days", () => {
    expect(shiftDay("2026-11-30", 1)).toBe("2026-12-01");
    expect(shiftDay("2027-01-01", -1)).toBe("2026-12-31");
    expect(shiftDay("2028-02-28", 1)).toBe("2028-02-29");
    expect(shiftDay("2027-02-28", 1)).toBe("2027-03-01");
  });

  it("takes only real days from the date field", () => {
    expect(isDay("2026-11-27")).toBe(true);
    expect(isDay("2026-02-30")).toBe(false);
    expect(isDay("")).toBe(false);
    expect(isDay("27/11/2026")).toBe(false);
  });

  it("lays a day's stations out by draw time, void draws apart", () => {
    const prizes = [{ prize: "DB", numbers: ["123456"] }];
    const draw = (period: string, drawAt: number, status = "settled") => ({
      period,
      drawAt,
      status,
      result: status === "void" ? null : { prizes },
    });
    const day = dayTicket([
      draw("20261127-VTAU", 100),
      draw("20261127-BTRE", 100),
      draw("20261127-BLIEU", 100, "void"),
      draw("20261127-TNINH", 50, "drawn"),
    ]);
    expect(day.drawn.map((item) => item.period)).toEqual([
      "20261127-TNINH",
      "20261127-BTRE",
      "20261127-VTAU",
    ]);
    expect(day.void.map((item) => item.period)).toEqual(["20261127-BLIEU"]);
  });
});

describe("the lobbies' lotteries", () => {
  const item = (gameId: string, extra: Partial<GameItem> = {}): GameItem => ({
    gameId,
    nodeId: gameId,
    vassalage: "LOTUS",
    vendorName: "Lotus Games",
    gameType: "LOTT",
    displayName: gameId.toUpperCase(),
    smallIcon: "",
    largeIcon: "",
    isHot: 0,
    isGame: "GAME",
    tags: [],
    trialAllowed: false,
    status: "on",
    ...extra,
  });

  it("offers the house lotteries, daily regions first (North, Central, South), fast ones in catalogue order", () => {
    const games = insightGames([
      item("elott-3"),
      item("xsmn"),
      item("keno-1"),
      item("lotus-fortune"),
      item("xsmb"),
      item("elott-1"),
      item("xsmt", { status: "off" }),
      item("xsmn"),
    ]);
    expect(games).toEqual([
      { gameId: "xsmb", name: "XSMB", region: "north" },
      { gameId: "xsmn", name: "XSMN", region: "south" },
      { gameId: "elott-3", name: "ELOTT-3", region: null },
      { gameId: "keno-1", name: "KENO-1", region: null },
      { gameId: "elott-1", name: "ELOTT-1", region: null },
    ]);
  });
});
