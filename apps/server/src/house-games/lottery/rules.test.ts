import { describe, expect, it } from "vitest";
import { AppError } from "../../platform/errors";
import type { BetRow, MarketRow } from "./lottery.repository";
import { marketTermsOf } from "./market-terms";
import { drawResult, fromStoredResult, priceLine, settleLine, toStoredResult } from "./rules";

/** 1,000 ₫ a point with two minor digits. */
const UNIT = 100_000n;

const north = marketTermsOf("north", []);
const keno = marketTermsOf("keno", []);

function bet(line: ReturnType<typeof priceLine>): BetRow {
  return {
    id: 1n,
    slipId: "slip",
    drawId: "draw",
    memberId: "member",
    market: line.market,
    numbers: line.numbers,
    points: line.points,
    priceMilli: line.priceMilli,
    oddsMilli: line.oddsMilli,
    stakeMinor: line.stakeMinor,
    maxWinMinor: line.maxWinPerKeyMinor,
    status: "open",
    hits: 0,
    winMinor: 0n,
    placedAt: new Date(0),
    settledAt: null,
  };
}

/** A North result whose endings are 12 (twice: ĐB and G7), 34 and otherwise 99. */
const RESULT = toStoredResult({
  DB: ["45612"],
  G1: ["00034"],
  G2: ["11199", "22299"],
  G3: ["33399", "44499", "55599", "66699", "77799", "88899"],
  G4: ["1099", "2099", "3099", "4099"],
  G5: ["5099", "6099", "7099", "8099", "9099", "0099"],
  G6: ["199", "299", "399"],
  G7: ["12", "99", "99", "99"],
});

describe("lottery lines in money", () => {
  it("prices a line of several numbers as that many combinations, a xiên as one", () => {
    const lo = priceLine(north, { market: "lo2", numbers: ["12", "34", "56"], points: 10 }, UNIT);
    expect(lo.stakeMinor).toBe(3n * 10n * 27n * UNIT);
    expect(lo.exposureKeys).toEqual(["12", "34", "56"]);
    expect(lo.maxWinPerKeyMinor).toBe(10n * 99n * UNIT);
    const xien = priceLine(north, { market: "xien2", numbers: ["34", "12"], points: 2 }, UNIT);
    expect(xien.stakeMinor).toBe(2n * UNIT);
    expect(xien.exposureKeys).toEqual(["12-34"]);
  });

  it("refuses numbers outside the market's shape and markets the format does not sell", () => {
    const refused = (line: { market: "lo2" | "xien2" | "de_g1" | "keno_pick2"; numbers: string[] }) => {
      try {
        priceLine(line.market.startsWith("keno") ? keno : north, { ...line, points: 1 }, UNIT);
        return "";
      } catch (error) {
        return error instanceof AppError ? error.code : String(error);
      }
    };
    expect(refused({ market: "lo2", numbers: ["12", "12"] })).toBe("lottery.numbers_invalid");
    expect(refused({ market: "xien2", numbers: ["12", "12"] })).toBe("lottery.numbers_invalid");
    expect(refused({ market: "keno_pick2", numbers: ["81", "02"] })).toBe("lottery.numbers_invalid");
    expect(refused({ market: "de_g1", numbers: ["12"] })).toBe("");
    expect(() =>
      priceLine(marketTermsOf("south", []), { market: "de_g1", numbers: ["12"], points: 1 }, UNIT),
    ).toThrow(AppError);
  });

  it("pays lô per occurrence, đề once, xiên when every leg appears", () => {
    const lo = bet(priceLine(north, { market: "lo2", numbers: ["12", "34", "56"], points: 10 }, UNIT));
    expect(settleLine("north", lo, RESULT, UNIT)).toEqual({
      status: "won",
      hits: 3,
      winMinor: 3n * 10n * 99n * UNIT,
    });
    const de = bet(priceLine(north, { market: "de", numbers: ["12"], points: 5 }, UNIT));
    const deOdds = BigInt((north.get("de")?.oddsMilli ?? 0) / 1000);
    expect(settleLine("north", de, RESULT, UNIT)).toEqual({
      status: "won",
      hits: 1,
      winMinor: 5n * deOdds * UNIT,
    });
    const xien = bet(priceLine(north, { market: "xien2", numbers: ["12", "56"], points: 2 }, UNIT));
    expect(settleLine("north", xien, RESULT, UNIT)).toMatchObject({ status: "lost", winMinor: 0n });
  });

  it("refunds a Keno big bet on a sum of exactly 810 and pays decimal odds otherwise", () => {
    const big = bet(priceLine(keno, { market: "keno_big", numbers: [], points: 3 }, UNIT));
    expect(big.stakeMinor).toBe(3n * UNIT);
    // Twenty distinct balls summing to exactly 810.
    const draw = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80];
    expect(draw.reduce((sum, ball) => sum + ball, 0)).toBe(810);
    expect(settleLine("keno", big, { balls: draw }, UNIT)).toEqual({
      status: "push",
      hits: 0,
      winMinor: 3n * UNIT,
    });
    const high = [61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80];
    expect(settleLine("keno", big, { balls: high }, UNIT)).toEqual({
      status: "won",
      hits: 0,
      winMinor: (3n * 1950n * UNIT) / 1000n,
    });
  });

  it("draws the same result from the same seed, in the stored shape", () => {
    const seed = "a".repeat(64);
    const first = drawResult("north", seed, "elott-1", "20261126-0001");
    expect(drawResult("north", seed, "elott-1", "20261126-0001")).toEqual(first);
    expect(first.prizes?.map((prize) => prize.numbers.length)).toEqual([1, 1, 2, 6, 4, 6, 3, 4]);
    expect(toStoredResult(fromStoredResult(first))).toEqual(first);
    expect(drawResult("keno", seed, "keno-1", "20261126-0001").balls).toHaveLength(20);
  });

  it("reads an operator's saved terms over the defaults", () => {
    const row: MarketRow = {
      brandId: "b",
      format: "north",
      market: "lo2",
      enabled: false,
      priceMilli: 27_000,
      oddsMilli: 98_000,
      numberLimitMinor: 5n,
      updatedAt: new Date(0),
    };
    const terms = marketTermsOf("north", [row]).get("lo2");
    expect(terms).toMatchObject({ enabled: false, oddsMilli: 98_000, numberLimitMinor: 5n });
    expect(terms?.view.rtp).toBeCloseTo(98, 3);
  });
});
