import { MAX_CONTRACT_ROWS } from "@lotus/contracts";
import { describe, expect, it } from "vitest";
import {
  bpToPercent,
  canAddRow,
  formFieldOf,
  hasProblems,
  myRateAt,
  type OfferLimits,
  percentToBp,
  type RowInput,
  rowProblems,
  toContractRows,
  toRowInputs,
} from "./rates";

// The upline holds 0.80 % at most (no own rows: only the top rate is known), the brand allows
// 1.00 % in steps of 0.05 %.
const LIMITS: OfferLimits = { maxRateBp: 100, stepBp: 5, grantableMaxBp: 80, myRows: null };
// My own rows: 0.30 % from the start, 0.50 % from 50,000,000 with 5 active, 0.80 % from 200,000,000 with 10.
const MY_ROWS = [
  { minTurnover: 0, minActiveMembers: 0, rateBp: 30 },
  { minTurnover: 50_000_000, minActiveMembers: 5, rateBp: 50 },
  { minTurnover: 200_000_000, minActiveMembers: 10, rateBp: 80 },
];
const row = (minTurnover: string, minActiveMembers: string, rate: string): RowInput => ({
  minTurnover,
  minActiveMembers,
  rate,
});

describe("percent and basis points", () => {
  it("reads a percent with up to two decimals as basis points", () => {
    expect(percentToBp("0.3")).toBe(30);
    expect(percentToBp("0.30")).toBe(30);
    expect(percentToBp("1")).toBe(100);
    expect(percentToBp(".5")).toBe(50);
    expect(percentToBp("12.")).toBe(1200);
    expect(percentToBp("0.305")).toBeUndefined();
    expect(percentToBp("abc")).toBeUndefined();
    expect(percentToBp("-1")).toBeUndefined();
  });

  it("shows basis points as a percent with two decimals", () => {
    expect(bpToPercent(30)).toBe("0.30");
    expect(bpToPercent(5)).toBe("0.05");
    expect(bpToPercent(1250)).toBe("12.50");
    expect(bpToPercent(10_000)).toBe("100.00");
  });

  it("round-trips every basis point", () => {
    for (let bp = 0; bp <= 10_000; bp += 7) expect(percentToBp(bpToPercent(bp))).toBe(bp);
  });
});

describe("rowProblems", () => {
  it("passes rows within my rate, on the step, going up by turnover", () => {
    const problems = rowProblems(
      [row("10,000,000", "3", "0.3"), row("50000000", "5", "0.5"), row("200000000.50", "10", "0.8")],
      LIMITS,
    );
    expect(hasProblems(problems)).toBe(false);
  });

  it("refuses a rate above what I may grant, even when the brand would allow it", () => {
    expect(rowProblems([row("0", "0", "0.85")], LIMITS)[0]?.rate).toEqual({ key: "tooHigh", maxBp: 80 });
    expect(rowProblems([row("0", "0", "0.8")], LIMITS)[0]?.rate).toBeUndefined();
  });

  it("keeps to the brand maximum when my own rate is higher", () => {
    const limits = { maxRateBp: 50, stepBp: 1, grantableMaxBp: 80, myRows: null };
    expect(rowProblems([row("0", "0", "0.6")], limits)[0]?.rate).toEqual({ key: "tooHigh", maxBp: 50 });
  });

  it("holds each row to the rate my own rows give at its thresholds", () => {
    const limits = { ...LIMITS, myRows: MY_ROWS };
    // At 60,000,000 with 5 active my rows give 0.50 %: 0.50 passes, 0.55 does not.
    expect(rowProblems([row("60,000,000", "5", "0.5")], limits)[0]).toEqual({});
    expect(rowProblems([row("60,000,000", "5", "0.55")], limits)[0]?.rate).toEqual({
      key: "tooHigh",
      maxBp: 50,
    });
    // The turnover is there but too few active members for my second row: back to 0.30 %.
    expect(rowProblems([row("60,000,000", "4", "0.35")], limits)[0]?.rate).toEqual({
      key: "tooHigh",
      maxBp: 30,
    });
    // Exactly at my top row's thresholds the top rate is allowed.
    expect(rowProblems([row("200000000", "10", "0.8")], limits)[0]).toEqual({});
  });

  it("gives no rate where my own rows start higher than the row", () => {
    const limits = { ...LIMITS, myRows: [{ minTurnover: 1_000_000, minActiveMembers: 3, rateBp: 40 }] };
    expect(rowProblems([row("0", "0", "0.05")], limits)[0]?.rate).toEqual({ key: "tooHigh", maxBp: 0 });
    expect(myRateAt(limits.myRows, 999_999.99, 3)).toBe(0);
    expect(myRateAt(limits.myRows, 1_000_000, 3)).toBe(40);
  });

  it("refuses a rate off the brand's step, zero, empty or malformed", () => {
    expect(rowProblems([row("0", "0", "0.33")], LIMITS)[0]?.rate).toEqual({ key: "step", stepBp: 5 });
    expect(rowProblems([row("0", "0", "0")], LIMITS)[0]?.rate).toEqual({ key: "positive" });
    expect(rowProblems([row("0", "0", " ")], LIMITS)[0]?.rate).toEqual({ key: "required" });
    expect(rowProblems([row("0", "0", "1%")], LIMITS)[0]?.rate).toEqual({ key: "invalid" });
    expect(rowProblems([row("0", "0", "0.305")], LIMITS)[0]?.rate).toEqual({ key: "decimals", digits: 2 });
  });

  it("checks thresholds: whole active members, turnover decimals and size", () => {
    const [first] = rowProblems([row("10.555", "2.5", "0.3")], LIMITS);
    expect(first?.minTurnover).toEqual({ key: "decimals", digits: 2 });
    expect(first?.minActiveMembers).toEqual({ key: "wholeNumber" });
    expect(rowProblems([row("10.5", "1", "0.3")], LIMITS, 0)[0]?.minTurnover).toEqual({
      key: "decimals",
      digits: 0,
    });
    expect(rowProblems([row("1000000000001", "1000001", "0.3")], LIMITS)[0]).toEqual({
      minTurnover: { key: "tooLarge" },
      minActiveMembers: { key: "tooLarge" },
    });
    expect(rowProblems([row("", "", "0.3")], LIMITS)[0]).toEqual({
      minTurnover: { key: "required" },
      minActiveMembers: { key: "required" },
    });
  });

  it("asks each row's turnover to be above the row before it", () => {
    const problems = rowProblems(
      [row("100", "1", "0.3"), row("100", "2", "0.4"), row("50", "3", "0.5")],
      LIMITS,
    );
    expect(problems[0]).toEqual({});
    expect(problems[1]?.minTurnover).toEqual({ key: "order" });
    expect(problems[2]?.minTurnover).toEqual({ key: "order" });
  });
});

describe("rows on the wire", () => {
  it("sends numbers and basis points, and starts a new version from a contract's rows", () => {
    const rows = toContractRows([row("10,000,000", "3", "0.3"), row("50000000.5", "5", "0.55")]);
    expect(rows).toEqual([
      { minTurnover: 10_000_000, minActiveMembers: 3, rateBp: 30 },
      { minTurnover: 50_000_000.5, minActiveMembers: 5, rateBp: 55 },
    ]);
    expect(toContractRows(toRowInputs(rows))).toEqual(rows);
  });

  it("allows rows up to the contract's maximum", () => {
    expect(canAddRow(MAX_CONTRACT_ROWS - 1)).toBe(true);
    expect(canAddRow(MAX_CONTRACT_ROWS)).toBe(false);
  });

  it("puts the server's field messages on the form's fields", () => {
    expect(formFieldOf("rows.2.rateBp")).toBe("rows.2.rate");
    expect(formFieldOf("rows.0.minTurnover")).toBe("rows.0.minTurnover");
    expect(formFieldOf("period")).toBe("period");
    expect(formFieldOf("rows")).toBeUndefined();
    expect(formFieldOf("somethingElse")).toBeUndefined();
  });
});
