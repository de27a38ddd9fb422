import { describe, expect, it } from "vitest";
import {
  allNumbers,
  drawOrder,
  layoutOf,
  numbersInResult,
  numbersWithAtLeastDigits,
  PRIZE_LAYOUTS,
  validateResult,
} from "./prizes";
import { NORTH_SAMPLE, SOUTH_SAMPLE } from "./sample-results";

describe("prize layouts", () => {
  it("match DOMAIN §1.1: 27 North numbers, 18 South/Central", () => {
    expect(numbersInResult("north")).toBe(27);
    expect(numbersInResult("south")).toBe(18);
    expect(numbersInResult("central")).toBe(18);
    expect(layoutOf("central")).toBe(PRIZE_LAYOUTS.south);
    expect(PRIZE_LAYOUTS.north.map((slot) => `${slot.prize}:${slot.count}x${slot.digits}`)).toEqual([
      "DB:1x5",
      "G1:1x5",
      "G2:2x5",
      "G3:6x5",
      "G4:4x4",
      "G5:6x4",
      "G6:3x3",
      "G7:4x2",
    ]);
    expect(PRIZE_LAYOUTS.south.map((slot) => `${slot.prize}:${slot.count}x${slot.digits}`)).toEqual([
      "DB:1x6",
      "G1:1x5",
      "G2:1x5",
      "G3:2x5",
      "G4:7x5",
      "G5:1x4",
      "G6:3x4",
      "G7:1x3",
      "G8:1x2",
    ]);
  });

  it("count the numbers a 2-, 3- and 4-digit bet can match", () => {
    expect([2, 3, 4].map((d) => numbersWithAtLeastDigits("north", d))).toEqual([27, 23, 20]);
    expect([2, 3, 4].map((d) => numbersWithAtLeastDigits("south", d))).toEqual([18, 17, 16]);
  });

  it("add up to the 107 and 82 digits the RNG draws", () => {
    const digits = (region: "north" | "south") =>
      layoutOf(region).reduce((sum, slot) => sum + slot.count * slot.digits, 0);
    expect(digits("north")).toBe(107);
    expect(digits("south")).toBe(82);
  });
});

describe("validateResult", () => {
  it("accepts well-formed results", () => {
    expect(validateResult("north", NORTH_SAMPLE)).toEqual([]);
    expect(validateResult("south", SOUTH_SAMPLE)).toEqual([]);
    expect(validateResult("central", SOUTH_SAMPLE)).toEqual([]);
  });

  it("reports every problem at once, with where it is", () => {
    const problems = validateResult("north", {
      ...NORTH_SAMPLE,
      G1: undefined,
      G2: ["11111"],
      G3: ["30000", "4000", "5000x", "60003", "70004", "80005"],
      G8: ["12"],
    });
    expect(problems.map((p) => [p.code, p.prize, p.index])).toEqual([
      ["unexpected_prize", "G8", undefined],
      ["missing_prize", "G1", undefined],
      ["wrong_count", "G2", undefined],
      ["wrong_digits", "G3", 1],
      ["not_digits", "G3", 2],
    ]);
    expect(problems[3]?.message).toBe("G3 #2 needs 5 digits, got 4");
  });

  it("refuses a North result for the South and vice versa", () => {
    expect(validateResult("south", NORTH_SAMPLE).map((p) => p.code)).toContain("missing_prize");
    expect(validateResult("north", SOUTH_SAMPLE).map((p) => p.code)).toContain("unexpected_prize");
  });

  it("refuses values that are not strings", () => {
    expect(validateResult("north", { ...NORTH_SAMPLE, G7: [45, "07", "45", "99"] })[0]?.code).toBe(
      "not_digits",
    );
  });
});

describe("ordering", () => {
  it("lists numbers DB first, then G1 … in prize order", () => {
    const numbers = allNumbers(NORTH_SAMPLE);
    expect(numbers).toHaveLength(27);
    expect(numbers.slice(0, 4)).toEqual(["12345", "67845", "11111", "22245"]);
    expect(numbers.slice(-4)).toEqual(["45", "07", "45", "99"]);
    expect(allNumbers(SOUTH_SAMPLE).at(-1)).toBe("54");
  });

  it("reveals North G1 … G7 then DB, South and Central from G8 up to DB", () => {
    expect(drawOrder("north")).toEqual(["G1", "G2", "G3", "G4", "G5", "G6", "G7", "DB"]);
    expect(drawOrder("south")).toEqual(["G8", "G7", "G6", "G5", "G4", "G3", "G2", "G1", "DB"]);
    expect(drawOrder("central")).toEqual(drawOrder("south"));
  });
});
