import { describe, expect, it } from "vitest";
import { amountProblem, amountText, amountValue, maximumAmount, parseAmount } from "./amount";

describe("amountProblem", () => {
  it("asks for an amount when nothing was typed", () => {
    expect(amountProblem("")).toEqual({ key: "required" });
    expect(amountProblem("   ")).toEqual({ key: "required" });
  });

  it("refuses text that is not a number", () => {
    for (const text of ["abc", "1e5", "12..5", "1.2.3", "0x10", "Infinity", "NaN", "+5", ".", "1 000abc"])
      expect(amountProblem(text), text).toEqual({ key: "invalid" });
  });

  it("refuses zero and negative amounts", () => {
    expect(amountProblem("0")).toEqual({ key: "positive" });
    expect(amountProblem("0.00")).toEqual({ key: "positive" });
    expect(amountProblem("-5")).toEqual({ key: "positive" });
    expect(amountProblem("-0.5")).toEqual({ key: "positive" });
  });

  it("allows at most two decimals, trailing zeros aside", () => {
    expect(amountProblem("10.5")).toBeUndefined();
    expect(amountProblem("10.55")).toBeUndefined();
    expect(amountProblem("10.550")).toBeUndefined();
    expect(amountProblem("10.555")).toEqual({ key: "decimals", digits: 2 });
    expect(amountProblem("0.001")).toEqual({ key: "decimals", digits: 2 });
  });

  it("follows a currency with fewer minor digits", () => {
    expect(amountProblem("10.5", { minorDigits: 0 })).toEqual({ key: "decimals", digits: 0 });
    expect(amountProblem("10", { minorDigits: 0 })).toBeUndefined();
    expect(amountProblem("10.5", { minorDigits: 4 })).toBeUndefined();
    expect(amountProblem("10.555", { minorDigits: 4 })).toEqual({ key: "decimals", digits: 2 });
  });

  it("accepts grouping commas and spaces as typed", () => {
    expect(amountProblem("1,000.50")).toBeUndefined();
    expect(amountProblem(" 2 500 ")).toBeUndefined();
  });

  it("refuses amounts beyond the contract's ceiling", () => {
    expect(amountProblem("1000000000001")).toEqual({ key: "invalid" });
    expect(amountProblem("99999999999999999999")).toEqual({ key: "invalid" });
  });

  it("keeps within min and max, both inclusive, compared to the cent", () => {
    const limits = { min: 100, max: 5000.5 };
    expect(amountProblem("99.99", limits)).toEqual({ key: "min", min: 100 });
    expect(amountProblem("100", limits)).toBeUndefined();
    expect(amountProblem("5000.50", limits)).toBeUndefined();
    expect(amountProblem("5000.51", limits)).toEqual({ key: "max", max: 5000.5 });
  });

  it("keeps within what is available", () => {
    expect(amountProblem("0.3", { available: 0.3 })).toBeUndefined();
    expect(amountProblem("0.31", { available: 0.3 })).toEqual({ key: "available", available: 0.3 });
    expect(amountProblem("1", { available: 0 })).toEqual({ key: "available", available: 0 });
    expect(amountProblem("1", { available: -5 })).toEqual({ key: "available", available: 0 });
  });

  it("reports min before max before available", () => {
    expect(amountProblem("1", { min: 10, available: 0 })).toEqual({ key: "min", min: 10 });
    expect(amountProblem("600", { max: 500, available: 100 })).toEqual({ key: "max", max: 500 });
  });

  it("ignores a zero maximum (no maximum configured)", () => {
    expect(amountProblem("1000000", { max: 0 })).toBeUndefined();
  });
});

describe("amount conversions", () => {
  it("parses plain and grouped decimals", () => {
    expect(parseAmount("1,234.5")).toBe(1234.5);
    expect(parseAmount(".5")).toBe(0.5);
    expect(parseAmount("5.")).toBe(5);
    expect(parseAmount("-1")).toBeUndefined();
  });

  it("sends at most two decimals", () => {
    expect(amountValue("1,234.50")).toBe(1234.5);
    expect(amountValue("0.1")).toBe(0.1);
    expect(() => amountValue("abc")).toThrow(RangeError);
  });

  it("fills the field with two decimals and no grouping", () => {
    expect(amountText(1234.5)).toBe("1234.50");
  });

  it("offers the smaller of the maximum and the available amount", () => {
    expect(maximumAmount({ max: 500, available: 120.5 })).toBe(120.5);
    expect(maximumAmount({ max: 500, available: 900 })).toBe(500);
    expect(maximumAmount({ available: 0 })).toBe(0);
    expect(maximumAmount({ max: 0, available: 10 })).toBe(10);
    expect(maximumAmount({})).toBe(0);
  });
});
