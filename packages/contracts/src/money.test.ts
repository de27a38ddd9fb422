import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatAmount, fromMinor, minorToDecimalString, toMinor } from "./money";

describe("money conversions", () => {
  it("converts decimals to minor units without floating point drift", () => {
    expect(toMinor(0.1, 2)).toBe(10n);
    expect(toMinor("1234.5", 2)).toBe(123450n);
    expect(toMinor(0.1 + 0.2, 2)).toBe(30n);
    expect(toMinor("-5", 2)).toBe(-500n);
    expect(toMinor(49_999.99, 2)).toBe(4_999_999n);
    expect(toMinor(123_456_789.12, 2)).toBe(12_345_678_912n);
  });

  it("accepts every two-decimal amount typed as a JSON number", () => {
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 13), max: 10 ** 13 }), (cents) => {
        expect(toMinor(cents / 100, 2)).toBe(BigInt(cents));
      }),
    );
  });

  it("refuses more decimals than the currency has, and non-numbers", () => {
    expect(() => toMinor("1.005", 2)).toThrow(RangeError);
    expect(() => toMinor("abc", 2)).toThrow(RangeError);
    expect(() => toMinor(Number.NaN, 2)).toThrow(RangeError);
  });

  it("round-trips every minor amount", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), (minor) => {
        expect(toMinor(minorToDecimalString(minor, 2), 2)).toBe(minor);
      }),
    );
    expect(fromMinor(123456n, 2)).toBe(1234.56);
  });

  it("formats with two decimals and comma thousands separators (SPEC §9)", () => {
    expect(formatAmount(1234567.5, "₫")).toBe("₫1,234,567.50");
    expect(formatAmount(0)).toBe("0.00");
    expect(formatAmount("-1000")).toBe("-1,000.00");
  });
});
