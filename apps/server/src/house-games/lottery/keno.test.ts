import { describe, expect, it } from "vitest";
import {
  KENO_DRAWS,
  KENO_MARKET_CODES,
  kenoExactRtp,
  kenoHitProbabilities,
  kenoOutcomeProbabilities,
  kenoPicks,
  kenoStats,
  kenoSumCounts,
  settleKeno,
  validateKenoPicks,
} from "./keno";

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
/** Sum 210, all in 01–40, 10 odd. */
const LOWEST = range(1, 20);
/** Sum 55 + 755 = 810 exactly, 10 balls each side of 40, 10 odd. */
const MIDDLE = [...range(1, 10), ...range(71, 80)];
/** Sum 1410, all in 41–80. */
const HIGHEST = range(61, 80);

describe("exact distribution of the sum of 20 balls", () => {
  const counts = kenoSumCounts();

  it("counts every one of the C(80,20) draws once", () => {
    expect(KENO_DRAWS).toBe(3535316142212174320n);
    expect(counts.reduce((sum, count) => sum + count, 0n)).toBe(KENO_DRAWS);
    expect(counts[209]).toBe(0n);
    expect(counts[210]).toBe(1n);
    expect(counts[211]).toBe(1n); // 1..19 and 21
    expect(counts[212]).toBe(2n);
    expect(counts[1410]).toBe(1n);
  });

  it("is symmetric about 810 with the hypergeometric mean 810 and variance 8100", () => {
    for (let s = 210; s <= 1410; s++) expect(counts[s]).toBe(counts[1620 - s]);
    let first = 0n;
    let second = 0n;
    counts.forEach((count, sum) => {
      first += count * BigInt(sum);
      second += count * BigInt((sum - 810) ** 2);
    });
    expect(first).toBe(810n * KENO_DRAWS);
    // n(N+1)(N−n)/12 = 20·81·60/12
    expect(second).toBe(8100n * KENO_DRAWS);
  });

  it("gives DOMAIN §2.1's probabilities to 4 decimals", () => {
    const big = kenoOutcomeProbabilities("keno_big");
    expect(big.push).toBeCloseTo(0.0044, 4);
    expect(big.win).toBeCloseTo(0.4978, 4);
    expect(big.win + big.push + big.lose).toBeCloseTo(1, 12);
    expect(kenoOutcomeProbabilities("keno_upper_lower_tie").win).toBeCloseTo(0.2032, 4);
    expect(kenoOutcomeProbabilities("keno_odd_even_tie").win).toBeCloseTo(0.2032, 4);
    expect(kenoOutcomeProbabilities("keno_metal").win).toBeCloseTo(0.1025, 4);
    expect(kenoOutcomeProbabilities("keno_wood").win).toBeCloseTo(0.2015, 4);
    expect(kenoOutcomeProbabilities("keno_water").win).toBeCloseTo(0.388, 4);
    expect(kenoOutcomeProbabilities("keno_fire").win).toBeCloseTo(0.2034, 4);
    expect(kenoOutcomeProbabilities("keno_earth").win).toBeCloseTo(0.1045, 4);
    const elements = ["keno_metal", "keno_wood", "keno_water", "keno_fire", "keno_earth"] as const;
    expect(elements.reduce((sum, m) => sum + kenoOutcomeProbabilities(m).win, 0)).toBeCloseTo(1, 12);
  });

  it("gives the hit distribution of a pick by the hypergeometric law", () => {
    expect(kenoHitProbabilities(1)).toEqual([0.75, 0.25]);
    const five = kenoHitProbabilities(5);
    expect(five[5]).toBeCloseTo(15504 / 24040016, 15);
    expect(five.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });
});

describe("exact RTP", () => {
  it("matches DOMAIN's worked RTPs at the source odds", () => {
    expect(kenoExactRtp("keno_big", 1.95)).toBeCloseTo(0.975, 3);
    expect(kenoExactRtp("keno_upper", 2.3)).toBeCloseTo(0.916, 3);
    expect(kenoExactRtp("keno_big_odd", 3.7)).toBeCloseTo(0.929, 3);
    expect(kenoExactRtp("keno_metal", 9.2)).toBeCloseTo(0.943, 3);
    expect(kenoExactRtp("keno_pick1", [0, 3.3])).toBeCloseTo(0.825, 12);
    expect(kenoExactRtp("keno_pick5", [0, 0, 0, 3, 21, 251])).toBeCloseTo(0.668, 3);
  });

  it("keeps every default below 100% (and the ties as losses for Trên/Dưới, Lẻ/Chẵn)", () => {
    for (const market of KENO_MARKET_CODES) {
      const rtp = kenoExactRtp(market);
      expect(rtp, market).toBeLessThan(1);
      expect(rtp, market).toBeGreaterThan(0.6);
    }
  });

  it("refuses odds of the wrong shape", () => {
    expect(() => kenoExactRtp("keno_pick2", 3)).toThrow(RangeError);
    expect(() => kenoExactRtp("keno_big", [1.95])).toThrow(RangeError);
  });
});

describe("settleKeno", () => {
  it("reads the draw's sum, halves and parities", () => {
    expect(kenoStats(LOWEST)).toEqual({ sum: 210, upperCount: 20, oddCount: 10 });
    expect(kenoStats(MIDDLE)).toEqual({ sum: 810, upperCount: 10, oddCount: 10 });
    expect(kenoStats(HIGHEST)).toEqual({ sum: 1410, upperCount: 0, oddCount: 10 });
  });

  it("refunds Tài/Xỉu and the size-parity combos on 810, not sum parity", () => {
    for (const market of ["keno_big", "keno_small", "keno_big_odd", "keno_small_even"] as const)
      expect(settleKeno(market, [], MIDDLE), market).toEqual({ outcome: "push", multiplier: 1, hits: 0 });
    expect(settleKeno("keno_sum_even", [], MIDDLE)).toEqual({ outcome: "win", multiplier: 1.95, hits: 0 });
    expect(settleKeno("keno_sum_odd", [], MIDDLE).outcome).toBe("lose");
    expect(settleKeno("keno_water", [], MIDDLE).outcome).toBe("win");
  });

  it("loses Trên/Dưới and Lẻ/Chẵn on 10/10, which only Hòa wins", () => {
    expect(settleKeno("keno_upper", [], MIDDLE).outcome).toBe("lose");
    expect(settleKeno("keno_lower", [], MIDDLE).outcome).toBe("lose");
    expect(settleKeno("keno_upper_lower_tie", [], MIDDLE)).toEqual({
      outcome: "win",
      multiplier: 4.5,
      hits: 0,
    });
    expect(settleKeno("keno_odd", [], MIDDLE).outcome).toBe("lose");
    expect(settleKeno("keno_odd_even_tie", [], MIDDLE).outcome).toBe("win");
  });

  it("settles the extremes", () => {
    expect(settleKeno("keno_small", [], LOWEST).outcome).toBe("win");
    expect(settleKeno("keno_small_even", [], LOWEST).outcome).toBe("win");
    expect(settleKeno("keno_upper", [], LOWEST).outcome).toBe("win");
    expect(settleKeno("keno_metal", [], LOWEST)).toEqual({ outcome: "win", multiplier: 9.2, hits: 0 });
    expect(settleKeno("keno_earth", [], HIGHEST).outcome).toBe("win");
    expect(settleKeno("keno_lower", [], HIGHEST).outcome).toBe("win");
    expect(settleKeno("keno_big", [], HIGHEST, 1.9).multiplier).toBe(1.9);
  });

  it("pays a pick by how many of its numbers are drawn", () => {
    expect(settleKeno("keno_pick5", [1, 2, 3, 4, 5], LOWEST)).toEqual({
      outcome: "win",
      multiplier: 251,
      hits: 5,
    });
    expect(settleKeno("keno_pick5", [1, 2, 3, 77, 78], LOWEST)).toEqual({
      outcome: "win",
      multiplier: 3,
      hits: 3,
    });
    expect(settleKeno("keno_pick5", [1, 2, 76, 77, 78], LOWEST)).toEqual({
      outcome: "lose",
      multiplier: 0,
      hits: 2,
    });
    expect(settleKeno("keno_pick1", [80], HIGHEST).multiplier).toBe(3.3);
    expect(settleKeno("keno_pick2", [1, 2], LOWEST, [0, 0, 12]).multiplier).toBe(12);
  });

  it("refuses malformed picks and results", () => {
    expect(kenoPicks("keno_pick3")).toBe(3);
    expect(validateKenoPicks("keno_pick3", [1, 2])).toMatch(/takes 3/);
    expect(validateKenoPicks("keno_pick2", [1, 1])).toMatch(/distinct/);
    expect(validateKenoPicks("keno_pick1", [81])).toMatch(/1–80/);
    expect(validateKenoPicks("keno_big", [5])).toMatch(/takes 0/);
    expect(() => settleKeno("keno_big", [], LOWEST.slice(1))).toThrow(RangeError);
    expect(() => settleKeno("keno_big", [], [...LOWEST.slice(1), 2])).toThrow(RangeError);
    expect(() => settleKeno("keno_pick2", [1, 2], LOWEST, [0, 12])).toThrow(/pay table/);
  });
});
