import type { LotteryMarketCode } from "@lotus/contracts";
import { describe, expect, it } from "vitest";
import type { MarketTerms } from "./markets";
import { TERMS } from "./markets.fixture";
import {
  addAmounts,
  betLines,
  choose,
  combinationCount,
  lineCost,
  linesForSelection,
  lineWinPerCombination,
  MAX_SLIP_LINES,
  pointCost,
  type SlipLine,
  slipProblem,
  slipTotal,
  subsets,
  validPoints,
} from "./slip";

const VND_POINT = 1000;

describe("combinations", () => {
  it("counts n choose k exactly", () => {
    expect(choose(4, 2)).toBe(6);
    expect(choose(10, 4)).toBe(210);
    expect(choose(80, 5)).toBe(24_040_016);
    expect(choose(3, 0)).toBe(1);
    expect(choose(2, 3)).toBe(0);
  });

  it("lists every k-subset in order", () => {
    expect(subsets(["01", "02", "03", "04"], 2)).toEqual([
      ["01", "02"],
      ["01", "03"],
      ["01", "04"],
      ["02", "03"],
      ["02", "04"],
      ["03", "04"],
    ]);
    expect(subsets(["01"], 2)).toEqual([]);
    expect(subsets(["01", "02", "03"], 3)).toEqual([["01", "02", "03"]]);
  });

  it("counts one combination per number for single-number markets", () => {
    expect(combinationCount(TERMS.lo2, ["12", "34", "56"])).toBe(3);
    expect(combinationCount(TERMS.de, ["00"])).toBe(1);
    expect(combinationCount(TERMS.lo2, ["12", "12"])).toBe(0);
    expect(combinationCount(TERMS.lo2, [])).toBe(0);
  });

  it("counts a set of exactly k legs as one combination", () => {
    expect(combinationCount(TERMS.xien2, ["12", "34"])).toBe(1);
    expect(combinationCount(TERMS.xien2, ["12", "34", "56"])).toBe(0);
    expect(combinationCount(TERMS.truot4, ["01", "02", "03", "04"])).toBe(1);
    expect(combinationCount(TERMS.keno_pick5, ["01", "02", "03", "04", "05"])).toBe(1);
    expect(combinationCount(TERMS.keno_pick5, ["01", "02", "03", "04"])).toBe(0);
  });

  it("counts a Keno side market as one combination without numbers", () => {
    expect(combinationCount(TERMS.keno_big, [])).toBe(1);
    expect(combinationCount(TERMS.keno_big, ["1"])).toBe(0);
  });
});

describe("what a selection puts on the slip", () => {
  it("one line for a single-number market", () => {
    expect(linesForSelection(TERMS.lo2, ["56", "12", "34"], MAX_SLIP_LINES)).toEqual({
      lines: [["12", "34", "56"]],
      combinations: 3,
    });
  });

  it("splits a single-number line above 100 numbers", () => {
    const typed = Array.from({ length: 150 }, (_, index) => String(index).padStart(3, "0"));
    const result = linesForSelection(TERMS.lo3, typed, MAX_SLIP_LINES);
    if ("problem" in result) throw new Error("expected lines");
    expect(result.lines.map((line) => line.length)).toEqual([100, 50]);
    expect(result.combinations).toBe(150);
  });

  it("every pair of four numbers for xiên 2", () => {
    const result = linesForSelection(TERMS.xien2, ["01", "02", "03", "04"], MAX_SLIP_LINES);
    if ("problem" in result) throw new Error("expected lines");
    expect(result.lines).toHaveLength(6);
    expect(result.combinations).toBe(6);
    expect(result.lines[0]).toEqual(["01", "02"]);
  });

  it("says what is missing or too much", () => {
    expect(linesForSelection(TERMS.lo2, [], MAX_SLIP_LINES)).toEqual({ problem: "empty" });
    expect(linesForSelection(TERMS.xien3, ["01", "02"], MAX_SLIP_LINES)).toEqual({
      problem: "tooFew",
      needed: 3,
    });
    const ten = Array.from({ length: 10 }, (_, index) => `0${index}`);
    expect(linesForSelection(TERMS.truot4, ten, MAX_SLIP_LINES)).toEqual({
      problem: "slipFull",
      needs: 210,
      room: MAX_SLIP_LINES,
    });
    expect(linesForSelection(TERMS.xien2, ["01", "02", "03"], 2)).toEqual({
      problem: "slipFull",
      needs: 3,
      room: 2,
    });
    expect(linesForSelection(TERMS.lo2, ["01"], 0)).toEqual({ problem: "slipFull", needs: 1, room: 0 });
  });

  it("one numberless line for a Keno side market", () => {
    expect(linesForSelection(TERMS.keno_big, [], MAX_SLIP_LINES)).toEqual({ lines: [[]], combinations: 1 });
  });
});

describe("money", () => {
  it("costs combinations × points × price × unit value", () => {
    expect(lineCost(TERMS.lo2, { numbers: ["12", "34", "56"], points: 10 }, VND_POINT)).toBe(810_000);
    expect(lineCost(TERMS.de, { numbers: ["01", "02", "03", "04", "05"], points: 20 }, VND_POINT)).toBe(
      100_000,
    );
    expect(lineCost(TERMS.xien2, { numbers: ["12", "34"], points: 10 }, VND_POINT)).toBe(10_000);
    expect(lineCost(TERMS.keno_big, { numbers: [], points: 5 }, VND_POINT)).toBe(5000);
    expect(
      lineCost(TERMS.keno_pick5, { numbers: ["01", "02", "03", "04", "05"], points: 3 }, VND_POINT),
    ).toBe(3000);
  });

  it("works in cents and rounds a cost up", () => {
    expect(lineCost({ ...TERMS.lo2, price: 21.7 }, { numbers: ["12", "34", "56"], points: 1 }, 1)).toBe(65.1);
    expect(lineCost(TERMS.lo2, { numbers: ["12"], points: 1 }, 0.5)).toBe(13.5);
    expect(lineCost({ ...TERMS.de, price: 0.333 }, { numbers: ["12"], points: 1 }, 1)).toBe(0.34);
  });

  it("prices one point of one combination", () => {
    expect(pointCost(TERMS.lo2, VND_POINT)).toBe(27_000);
    expect(pointCost(TERMS.de, VND_POINT)).toBe(1000);
    expect(pointCost({ ...TERMS.lo2, price: 21.7 }, 0.01)).toBe(0.22);
  });

  it("costs nothing for numbers that do not fit, or points being typed", () => {
    expect(lineCost(TERMS.xien2, { numbers: ["12"], points: 10 }, VND_POINT)).toBe(0);
    expect(lineCost(TERMS.lo2, { numbers: ["12"], points: Number.NaN }, VND_POINT)).toBe(0);
    expect(lineWinPerCombination(TERMS.lo2, Number.NaN, VND_POINT)).toBe(0);
  });

  it("pays points × top odds × unit value per combination, rounded down per point", () => {
    expect(lineWinPerCombination(TERMS.lo2, 10, VND_POINT)).toBe(990_000);
    expect(lineWinPerCombination(TERMS.keno_pick5, 2, VND_POINT)).toBe(502_000);
    expect(lineWinPerCombination(TERMS.keno_big, 5, VND_POINT)).toBe(9750);
    expect(lineWinPerCombination(TERMS.dau, 3, 0.01)).toBe(0.27);
  });

  it("totals the slip", () => {
    const markets = new Map<LotteryMarketCode, MarketTerms>([
      ["lo2", TERMS.lo2],
      ["keno_big", TERMS.keno_big],
    ]);
    const lines: SlipLine[] = [
      { id: "a", market: "lo2", numbers: ["12", "34"], points: 1 },
      { id: "b", market: "lo2", numbers: ["99"], points: 3 },
      { id: "c", market: "de", numbers: ["99"], points: 3 },
    ];
    expect(slipTotal(markets, lines, 0.01)).toBe(1.35);
    expect(slipTotal(markets, lines, VND_POINT)).toBe(135_000);
  });

  it("adds amounts without float drift", () => {
    expect(addAmounts([0.1, 0.2])).toBe(0.3);
    expect(addAmounts([])).toBe(0);
  });
});

describe("sending the slip", () => {
  const markets = new Map<LotteryMarketCode, MarketTerms>([
    ["lo2", TERMS.lo2],
    ["xien2", TERMS.xien2],
  ]);

  it("takes whole points up to the game's maximum", () => {
    expect(validPoints(1, 100)).toBe(true);
    expect(validPoints(100, 100)).toBe(true);
    expect(validPoints(0, 100)).toBe(false);
    expect(validPoints(101, 100)).toBe(false);
    expect(validPoints(1.5, 100)).toBe(false);
  });

  it("finds what keeps a slip from being sent", () => {
    const line = (patch: Partial<SlipLine>): SlipLine => ({
      id: "x",
      market: "lo2",
      numbers: ["12"],
      points: 1,
      ...patch,
    });
    expect(slipProblem(markets, [], 100)).toBe("empty");
    expect(slipProblem(markets, [line({})], 100)).toBeNull();
    expect(slipProblem(markets, [line({ points: 0 })], 100)).toBe("points");
    expect(slipProblem(markets, [line({ market: "xien2", numbers: ["12", "34", "56"] })], 100)).toBe(
      "numbers",
    );
    expect(slipProblem(markets, [line({ market: "de" })], 100)).toBe("numbers");
    expect(
      slipProblem(
        markets,
        Array.from({ length: 51 }, () => line({})),
        100,
      ),
    ).toBe("tooManyLines");
  });

  it("sends market, numbers and points only", () => {
    expect(betLines([{ id: "x", market: "lo2", numbers: ["07"], points: 2 }])).toEqual([
      { market: "lo2", numbers: ["07"], points: 2 },
    ]);
  });
});
