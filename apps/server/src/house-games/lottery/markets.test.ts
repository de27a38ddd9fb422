import { describe, expect, it } from "vitest";
import {
  betCost,
  betPayout,
  defaultPricing,
  exactRtp,
  expectedMultiplier,
  hitProbability,
  isMarketCode,
  isOffered,
  MARKET_CODES,
  MARKETS,
  marketsFor,
} from "./markets";
import { REGIONS } from "./prizes";

describe("market catalogue", () => {
  it("offers the sixteen lô/đề markets, đề giải nhất in the North only, no đá", () => {
    expect(MARKET_CODES).toHaveLength(16);
    expect(marketsFor("north")).toHaveLength(16);
    expect(marketsFor("south").map((m) => m.code)).not.toContain("de_g1");
    expect(marketsFor("central")).toHaveLength(15);
    expect(isMarketCode("da")).toBe(false);
    expect(isMarketCode("xien2")).toBe(true);
    expect(isOffered("de_g1", "central")).toBe(false);
    expect(() => defaultPricing("de_g1", "south")).toThrow(RangeError);
  });

  it("describes each bet's shape", () => {
    expect([MARKETS.lo2.digits, MARKETS.lo3.digits, MARKETS.lo4.digits, MARKETS.dau.digits]).toEqual([
      2, 3, 4, 1,
    ]);
    expect(MARKETS.xien3.numbersPerBet).toBe(3);
    expect(MARKETS.truot10.numbersPerBet).toBe(10);
    expect(MARKETS.de.numbersPerBet).toBe(1);
    expect(MARKETS.lo2.payRule).toBe("per_hit");
    expect(MARKETS.cang3.payRule).toBe("once");
    expect(MARKETS.xien4.payRule).toBe("all_legs");
    expect(MARKETS.truot4.payRule).toBe("none_appear");
  });

  it("prices every default below 100% RTP", () => {
    for (const region of REGIONS)
      for (const market of marketsFor(region)) {
        const { price, odds } = defaultPricing(market.code, region);
        const rtp = exactRtp(market.code, region, price, odds);
        expect(rtp, `${region} ${market.code}`).toBeLessThan(1);
        expect(rtp, `${region} ${market.code}`).toBeGreaterThan(0.5);
      }
  });
});

describe("probabilities (DOMAIN §1.3)", () => {
  it("P(a given ending appears): North 0.2377, South 0.1655", () => {
    expect(hitProbability("lo2", "north")).toBeCloseTo(0.2377, 4);
    expect(hitProbability("lo2", "south")).toBeCloseTo(0.1655, 4);
    expect(expectedMultiplier("lo2", "north")).toBeCloseTo(0.27, 12);
    expect(expectedMultiplier("lo2", "south")).toBeCloseTo(0.18, 12);
  });

  it("xiên 2/3/4 in the North: 0.0549, 0.01230, 0.00267", () => {
    expect(hitProbability("xien2", "north")).toBeCloseTo(0.0549, 4);
    expect(hitProbability("xien3", "north")).toBeCloseTo(0.0123, 5);
    expect(hitProbability("xien4", "north")).toBeCloseTo(0.00267, 5);
  });

  it("xiên 2 agrees with the direct formula 1 − 2·0.99^n + 0.98^n", () => {
    expect(hitProbability("xien2", "south")).toBeCloseTo(1 - 2 * 0.99 ** 18 + 0.98 ** 18, 14);
  });

  it("trượt 4/8/10 in the North: 0.332, 0.105, 0.058", () => {
    expect(hitProbability("truot4", "north")).toBeCloseTo(0.332, 3);
    expect(hitProbability("truot8", "north")).toBeCloseTo(0.105, 3);
    expect(hitProbability("truot10", "north")).toBeCloseTo(0.058, 3);
  });

  it("single-target markets: 1/100, 1/10, 1/1000, 1/10000 whatever the region", () => {
    for (const region of REGIONS) {
      expect(hitProbability("de", region)).toBe(0.01);
      expect(hitProbability("de_dau", region)).toBe(0.01);
      expect(hitProbability("dau", region)).toBe(0.1);
      expect(hitProbability("duoi", region)).toBe(0.1);
      expect(hitProbability("cang3", region)).toBe(0.001);
      expect(hitProbability("cang4", region)).toBe(0.0001);
    }
  });

  it("lô 3 and 4 count only the prizes long enough: 23/1000 and 20/10000 North", () => {
    expect(expectedMultiplier("lo3", "north")).toBeCloseTo(0.023, 12);
    expect(expectedMultiplier("lo4", "north")).toBeCloseTo(0.002, 12);
    expect(expectedMultiplier("lo3", "south")).toBeCloseTo(0.017, 12);
    expect(expectedMultiplier("lo4", "south")).toBeCloseTo(0.0016, 12);
  });
});

describe("exactRtp", () => {
  it("reproduces DOMAIN's worked figures", () => {
    expect(exactRtp("lo2", "north", 27, 99)).toBeCloseTo(0.99, 12);
    expect(exactRtp("lo2", "north", 22, 80)).toBeCloseTo(0.982, 3);
    expect(exactRtp("lo2", "north", 29, 99)).toBeCloseTo(0.922, 3);
    expect(exactRtp("lo2", "south", 18, 75)).toBeCloseTo(0.75, 12);
    expect(exactRtp("lo2", "south", 14.4, 75)).toBeCloseTo(0.9375, 12);
    expect(exactRtp("lo3", "north", 23, 980)).toBeCloseTo(0.98, 12);
    expect(exactRtp("lo4", "north", 20, 8880)).toBeCloseTo(0.888, 12);
    expect(exactRtp("de", "north", 1, 99.5)).toBeCloseTo(0.995, 12);
    expect(exactRtp("dau", "north", 1, 8.7)).toBeCloseTo(0.87, 12);
    expect(exactRtp("cang3", "north", 1, 980)).toBeCloseTo(0.98, 12);
    expect(exactRtp("xien2", "north", 1, 17)).toBeCloseTo(0.933, 3);
    expect(exactRtp("xien3", "north", 1, 65)).toBeCloseTo(0.8, 2);
    expect(exactRtp("xien4", "north", 1, 300)).toBeCloseTo(0.8, 2);
    expect(exactRtp("truot4", "north", 1, 2.5)).toBeCloseTo(0.83, 2);
    expect(exactRtp("truot8", "north", 1, 8)).toBeCloseTo(0.84, 2);
    expect(exactRtp("truot10", "north", 1, 12)).toBeCloseTo(0.7, 2);
  });

  it("refuses a market the region does not sell and nonsense prices", () => {
    expect(() => exactRtp("de_g1", "south", 1, 95)).toThrow(RangeError);
    expect(() => exactRtp("de", "north", 0, 95)).toThrow(RangeError);
    expect(() => exactRtp("de", "north", 1, -1)).toThrow(RangeError);
  });
});

describe("money in units", () => {
  it("costs points × price and pays points × odds × multiplier, exact for integers", () => {
    expect(betCost(10, 29)).toBe(290);
    // DOMAIN §1.4: 10 points, the number appears twice, 99 a hit → 1,980 units.
    expect(betPayout(10, 99, 2)).toBe(1980);
    expect(betPayout(3, 9.5, 1)).toBe(28.5);
    expect(betPayout(3, 0.1, 1)).toBe(0.3);
    expect(betPayout(5, 95, 0)).toBe(0);
    expect(() => betCost(-1, 27)).toThrow(RangeError);
  });
});
