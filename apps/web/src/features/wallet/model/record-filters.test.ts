import { TRANSACTION_TYPES } from "@lotus/contracts";
import { describe, expect, it } from "vitest";
import {
  addDays,
  DEFAULT_RECORD_DAYS,
  defaultRange,
  isTransactionType,
  MAX_RECORD_DAYS,
  rangeProblem,
  signedAmount,
  statusQuery,
  transactionQuery,
} from "./record-filters";

describe("days", () => {
  it("moves across months, leap days and years", () => {
    expect(addDays("2024-03-01", -1)).toBe("2024-02-29");
    expect(addDays("2023-03-01", -1)).toBe("2023-02-28");
    expect(addDays("2024-12-31", 1)).toBe("2025-01-01");
    expect(() => addDays("2024-02-30", 1)).toThrow(RangeError);
  });

  it("opens on the last seven days including today", () => {
    expect(defaultRange("2024-06-03")).toEqual({ from: "2024-05-28", to: "2024-06-03" });
    expect(DEFAULT_RECORD_DAYS).toBe(7);
  });
});

describe("rangeProblem", () => {
  const today = "2024-06-15";
  it("accepts a range in order, a single day and open ends", () => {
    expect(rangeProblem({ from: "2024-06-01", to: "2024-06-15" }, today)).toBeUndefined();
    expect(rangeProblem({ from: "2024-06-10", to: "2024-06-10" }, today)).toBeUndefined();
    expect(rangeProblem({ from: "", to: "" }, today)).toBeUndefined();
    expect(rangeProblem({ from: "2024-06-01", to: "" }, today)).toBeUndefined();
  });

  it("refuses impossible days, reversed and too long ranges, and a start in the future", () => {
    expect(rangeProblem({ from: "2024-02-30", to: "2024-03-01" }, today)).toBe("format");
    expect(rangeProblem({ from: "2024/06/01", to: "" }, today)).toBe("format");
    expect(rangeProblem({ from: "2024-06-15", to: "2024-06-14" }, today)).toBe("order");
    expect(rangeProblem({ from: addDays(today, -MAX_RECORD_DAYS), to: today }, today)).toBe("tooLong");
    expect(rangeProblem({ from: addDays(today, -(MAX_RECORD_DAYS - 1)), to: today }, today)).toBeUndefined();
    expect(rangeProblem({ from: "2024-06-16", to: "2024-06-20" }, today)).toBe("future");
  });
});

describe("record queries", () => {
  it("sends only the filters that are set", () => {
    expect(transactionQuery({ from: "2024-06-01", to: "2024-06-07", type: "" }, 1, 10)).toEqual({
      from: "2024-06-01",
      to: "2024-06-07",
      page: 1,
      pageSize: 10,
    });
    expect(transactionQuery({ from: "", to: "", type: "deposit" }, 3, 10)).toEqual({
      type: "deposit",
      page: 3,
      pageSize: 10,
    });
  });

  it("never asks for a page below one", () => {
    expect(transactionQuery({ from: "", to: "", type: "" }, 0, 10).page).toBe(1);
    expect(transactionQuery({ from: "", to: "", type: "" }, Number.NaN, 10).page).toBe(1);
    expect(statusQuery({ from: "", to: "", status: "" }, -2, 10).page).toBe(1);
  });

  it("adds a status to deposit and withdrawal queries only when one is chosen", () => {
    expect(statusQuery({ from: "2024-06-01", to: "", status: "pending" }, 2, 10)).toEqual({
      from: "2024-06-01",
      status: "pending",
      page: 2,
      pageSize: 10,
    });
    expect(statusQuery({ from: "", to: "", status: "" }, 1, 10)).toEqual({ page: 1, pageSize: 10 });
  });

  it("knows the contract's transaction types", () => {
    for (const type of TRANSACTION_TYPES) expect(isTransactionType(type)).toBe(true);
    expect(isTransactionType("jackpot")).toBe(false);
  });

  it("shows credits with a plus sign and debits with their minus", () => {
    const format = (value: number) => value.toFixed(2);
    expect(signedAmount(10, format)).toBe("+10.00");
    expect(signedAmount(-10, format)).toBe("-10.00");
    expect(signedAmount(0, format)).toBe("0.00");
  });
});
