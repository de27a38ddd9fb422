import { describe, expect, it } from "vitest";
import { NORTH_SAMPLE, SOUTH_SAMPLE } from "./sample-results";
import { digitCounts, numberFigures, numberRange, type StatsDraw, twoDigits, vnStatsDraw } from "./stats";

const LO = numberRange("north");

/**
 * Five draws, newest first (D0 … D4), worked by hand:
 *   12: D0 twice, D3 → count 3 in 2 draws, gan 0; runs without it: D1–D2 (2), D4 (1) → max 2.
 *   34: D0, D1 → gan 0; the run D2–D4 (3) → max 3.
 *   56: D1 → gan 1; runs D0 (1) and D2–D4 (3) → max 3.
 *   78: D2, D3 → gan 2; runs D0–D1 (2), D4 (1) → max 2.
 *   90: D4 only → gan 4, max 4 (D0–D3).
 *   00: never → gan 5 (the whole window), max 5, no last draw.
 */
const DRAWS: StatsDraw[] = [
  { numbers: [12, 34, 12] },
  { numbers: [34, 56] },
  { numbers: [78] },
  { numbers: [12, 78] },
  { numbers: [90] },
];

const figuresOf = (draws: StatsDraw[], value: number) => {
  const found = numberFigures(draws, LO).find((entry) => entry.value === value);
  if (!found) throw new Error(`no figures for ${value}`);
  return found;
};

describe("numberFigures", () => {
  it("gives every number of the range, in order", () => {
    const figures = numberFigures(DRAWS, LO);
    expect(figures).toHaveLength(100);
    expect(figures.map((entry) => entry.value)).toEqual(Array.from({ length: 100 }, (_, i) => i));
    expect(numberFigures(DRAWS, numberRange("keno")).map((entry) => entry.value)).toEqual(
      Array.from({ length: 80 }, (_, i) => i + 1),
    );
  });

  it("counts every occurrence, the draws it came out in, the current and the longest gan", () => {
    expect(figuresOf(DRAWS, 12)).toEqual({
      value: 12,
      count: 3,
      drawsHit: 2,
      gan: 0,
      maxGan: 2,
      lastIndex: 0,
    });
    expect(figuresOf(DRAWS, 34)).toEqual({
      value: 34,
      count: 2,
      drawsHit: 2,
      gan: 0,
      maxGan: 3,
      lastIndex: 0,
    });
    expect(figuresOf(DRAWS, 56)).toEqual({
      value: 56,
      count: 1,
      drawsHit: 1,
      gan: 1,
      maxGan: 3,
      lastIndex: 1,
    });
    expect(figuresOf(DRAWS, 78)).toEqual({
      value: 78,
      count: 2,
      drawsHit: 2,
      gan: 2,
      maxGan: 2,
      lastIndex: 2,
    });
    expect(figuresOf(DRAWS, 90)).toEqual({
      value: 90,
      count: 1,
      drawsHit: 1,
      gan: 4,
      maxGan: 4,
      lastIndex: 4,
    });
  });

  it("gives a number missing from the whole window a gan of the window's size and no last draw", () => {
    expect(figuresOf(DRAWS, 0)).toEqual({
      value: 0,
      count: 0,
      drawsHit: 0,
      gan: 5,
      maxGan: 5,
      lastIndex: null,
    });
  });

  it("has nothing to count in an empty window", () => {
    expect(figuresOf([], 12)).toEqual({
      value: 12,
      count: 0,
      drawsHit: 0,
      gan: 0,
      maxGan: 0,
      lastIndex: null,
    });
  });

  it("sums to the numbers drawn, and every gan stays within its longest run", () => {
    const figures = numberFigures(DRAWS, LO);
    expect(figures.reduce((sum, entry) => sum + entry.count, 0)).toBe(9);
    for (const entry of figures) expect(entry.gan).toBeLessThanOrEqual(entry.maxGan);
  });

  it("ignores values outside the range (a Keno count never reads 0 or 81)", () => {
    const keno = numberFigures([{ numbers: [0, 1, 80, 81] }], numberRange("keno"));
    expect(keno.reduce((sum, entry) => sum + entry.count, 0)).toBe(2);
    expect(keno[0]).toMatchObject({ value: 1, count: 1, gan: 0 });
    expect(keno[79]).toMatchObject({ value: 80, count: 1, gan: 0 });
  });
});

describe("vnStatsDraw", () => {
  it("reads the 27 North endings, repeats kept, and the special prize's last two", () => {
    const draw = vnStatsDraw(NORTH_SAMPLE);
    expect(draw.numbers).toHaveLength(27);
    // 45 ends eight prizes of the sample (DB, G1, G2, G5 ×2, G6, G7 ×2).
    expect(draw.numbers.filter((value) => value === 45)).toHaveLength(8);
    expect(draw.special).toBe(45);
    expect(figuresOf([draw], 45)).toMatchObject({ count: 8, drawsHit: 1, gan: 0 });
  });

  it("reads the 18 South endings, G8 included", () => {
    const draw = vnStatsDraw(SOUTH_SAMPLE);
    expect(draw.numbers).toHaveLength(18);
    expect(draw.numbers.filter((value) => value === 54)).toHaveLength(6);
    expect(draw.special).toBe(54);
  });
});

describe("digitCounts", () => {
  it("counts each value's tens digit (đầu) and units digit (đuôi)", () => {
    const all = DRAWS.flatMap((draw) => draw.numbers);
    expect(digitCounts(all)).toEqual({
      heads: [0, 3, 0, 2, 0, 1, 0, 2, 0, 1],
      tails: [1, 0, 3, 0, 2, 0, 1, 0, 2, 0],
    });
  });

  it("reads a one-digit ending as head 0", () => {
    expect(digitCounts([7, 70])).toEqual({
      heads: [1, 0, 0, 0, 0, 0, 0, 1, 0, 0],
      tails: [1, 0, 0, 0, 0, 0, 0, 1, 0, 0],
    });
  });
});

describe("twoDigits", () => {
  it("writes numbers as players do", () => {
    expect(twoDigits(7)).toBe("07");
    expect(twoDigits(0)).toBe("00");
    expect(twoDigits(80)).toBe("80");
  });
});
