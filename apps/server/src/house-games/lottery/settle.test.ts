import { describe, expect, it } from "vitest";
import type { MarketCode } from "./markets";
import type { DrawResult, Region } from "./prizes";
import { NORTH_SAMPLE, SOUTH_SAMPLE } from "./sample-results";
import { endingsOf, indexResult, settleBet, settleIndexed, validateNumbers } from "./settle";

const settle = (region: Region, market: MarketCode, numbers: string[], result: DrawResult = NORTH_SAMPLE) =>
  settleBet(region, market, numbers, result);

describe("validateNumbers", () => {
  it("accepts the right count of numbers with the right digits", () => {
    expect(validateNumbers("lo2", ["07"])).toBeNull();
    expect(validateNumbers("dau", ["7"])).toBeNull();
    expect(validateNumbers("cang4", ["0007"])).toBeNull();
    expect(validateNumbers("xien3", ["01", "02", "03"])).toBeNull();
  });

  it("refuses wrong counts, widths, non-digits and repeated legs", () => {
    expect(validateNumbers("lo2", ["07", "08"])).toBe("lo2 takes 1 number");
    expect(validateNumbers("xien2", ["07"])).toBe("xien2 takes 2 numbers");
    expect(validateNumbers("lo2", ["7"])).toMatch(/exactly 2 digits/);
    expect(validateNumbers("lo3", ["07"])).toMatch(/exactly 3 digits/);
    expect(validateNumbers("de", ["a7"])).toMatch(/exactly 2 digits/);
    expect(validateNumbers("de", ["٠٧"])).toMatch(/exactly 2 digits/); // Arabic-Indic digits are not digits here
    expect(validateNumbers("xien2", ["07", "07"])).toBe("xien2 numbers must all be different");
    expect(validateNumbers("truot4", ["01", "02", "03", "01"])).toMatch(/different/);
  });

  it("makes settleBet throw instead of settling a malformed bet", () => {
    expect(() => settle("north", "xien2", ["45", "45"])).toThrow(RangeError);
    expect(() => settle("south", "de_g1", ["45"], SOUTH_SAMPLE)).toThrow(/not offered/);
  });
});

describe("lô: paid per occurrence", () => {
  it("counts every prize ending in the number (45 ends eight North prizes)", () => {
    expect(settle("north", "lo2", ["45"])).toEqual({ hits: 8, won: true, multiplier: 8 });
    expect(settle("north", "lo2", ["11"])).toEqual({ hits: 2, won: true, multiplier: 2 });
    expect(settle("north", "lo2", ["07"])).toEqual({ hits: 1, won: true, multiplier: 1 });
    expect(settle("north", "lo2", ["98"])).toEqual({ hits: 0, won: false, multiplier: 0 });
    expect(settle("south", "lo2", ["54"], SOUTH_SAMPLE).hits).toBe(6);
  });

  it("lô 3 reads the 23 North / 17 South numbers with three digits or more", () => {
    expect(endingsOf(NORTH_SAMPLE, 3)).toHaveLength(23);
    expect(endingsOf(SOUTH_SAMPLE, 3)).toHaveLength(17);
    expect(settle("north", "lo3", ["845"]).hits).toBe(3);
    expect(settle("north", "lo3", ["456"]).hits).toBe(2);
    expect(settle("north", "lo3", ["045"]).hits).toBe(1);
    expect(settle("north", "lo3", ["007"]).hits).toBe(0); // G7 "07" has only two digits
    expect(settle("south", "lo3", ["654"], SOUTH_SAMPLE).hits).toBe(3);
    expect(settle("south", "lo3", ["054"], SOUTH_SAMPLE).hits).toBe(1); // G8 "54" does not count
  });

  it("lô 4 reads the 20 North / 16 South numbers with four digits or more", () => {
    expect(endingsOf(NORTH_SAMPLE, 4)).toHaveLength(20);
    expect(endingsOf(SOUTH_SAMPLE, 4)).toHaveLength(16);
    expect(settle("north", "lo4", ["7845"]).hits).toBe(2);
    expect(settle("north", "lo4", ["1111"]).hits).toBe(2);
    expect(settle("north", "lo4", ["0845"]).hits).toBe(0); // G6 "845" has only three digits
    expect(settle("south", "lo4", ["7654"], SOUTH_SAMPLE).hits).toBe(2);
    expect(settle("south", "lo4", ["0654"], SOUTH_SAMPLE).hits).toBe(0);
  });
});

describe("đề and single-target markets: paid once", () => {
  it("đề reads ĐB's last two and pays once although 45 appears eight times", () => {
    expect(settle("north", "de", ["45"])).toEqual({ hits: 1, won: true, multiplier: 1 });
    expect(settle("north", "de", ["07"])).toEqual({ hits: 0, won: false, multiplier: 0 });
  });

  it("đề đầu reads the first two digits of ĐB as printed: 5 digits North, 6 South", () => {
    expect(settle("north", "de_dau", ["12"]).won).toBe(true);
    expect(settle("north", "de_dau", ["45"]).won).toBe(false);
    expect(settle("south", "de_dau", ["98"], SOUTH_SAMPLE).won).toBe(true);
    expect(settle("south", "de_dau", ["87"], SOUTH_SAMPLE).won).toBe(false);
    expect(settle("central", "de_dau", ["98"], SOUTH_SAMPLE).won).toBe(true);
  });

  it("đề giải nhất reads G1's last two", () => {
    expect(settle("north", "de_g1", ["45"]).won).toBe(true);
    expect(settle("north", "de_g1", ["78"]).won).toBe(false);
  });

  it("đầu and đuôi are the tens and units digits of ĐB's last two", () => {
    expect(settle("north", "dau", ["4"]).won).toBe(true);
    expect(settle("north", "dau", ["5"]).won).toBe(false);
    expect(settle("north", "duoi", ["5"]).won).toBe(true);
    expect(settle("south", "dau", ["5"], SOUTH_SAMPLE).won).toBe(true);
    expect(settle("south", "duoi", ["4"], SOUTH_SAMPLE).won).toBe(true);
  });

  it("3 and 4 càng read ĐB's last three and four", () => {
    expect(settle("north", "cang3", ["345"]).multiplier).toBe(1);
    expect(settle("north", "cang3", ["845"]).multiplier).toBe(0); // a lô 3 hit, not ĐB
    expect(settle("north", "cang4", ["2345"]).multiplier).toBe(1);
    expect(settle("south", "cang3", ["654"], SOUTH_SAMPLE).multiplier).toBe(1);
    expect(settle("south", "cang4", ["7654"], SOUTH_SAMPLE).multiplier).toBe(1);
  });
});

describe("xiên and trượt", () => {
  it("xiên wins once when every leg appears, even a leg appearing eight times", () => {
    expect(settle("north", "xien2", ["45", "11"])).toEqual({ hits: 2, won: true, multiplier: 1 });
    expect(settle("north", "xien4", ["45", "07", "99", "00"])).toEqual({ hits: 4, won: true, multiplier: 1 });
  });

  it("xiên loses when one leg is missing", () => {
    expect(settle("north", "xien3", ["45", "11", "98"])).toEqual({ hits: 2, won: false, multiplier: 0 });
  });

  it("trượt wins only when none of its numbers appears", () => {
    expect(settle("north", "truot4", ["98", "97", "96", "95"])).toEqual({
      hits: 0,
      won: true,
      multiplier: 1,
    });
    const eight = ["98", "97", "96", "95", "94", "93", "92", "07"];
    expect(settle("north", "truot8", eight)).toEqual({ hits: 1, won: false, multiplier: 0 });
  });
});

describe("indexed settlement", () => {
  it("gives the same answers as settleBet for a batch on one result", () => {
    const index = indexResult("north", NORTH_SAMPLE);
    expect(settleIndexed(index, "lo2", ["45"])).toEqual(settle("north", "lo2", ["45"]));
    expect(settleIndexed(index, "de", ["45"])).toEqual(settle("north", "de", ["45"]));
  });

  it("refuses to settle against a result that does not match the layout", () => {
    expect(() => indexResult("north", { ...NORTH_SAMPLE, G7: ["45"] })).toThrow(/G7 needs 4 numbers/);
    expect(() => settleBet("north", "lo2", ["45"], SOUTH_SAMPLE)).toThrow(RangeError);
  });
});
