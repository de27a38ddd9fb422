import { describe, expect, it } from "vitest";
import {
  compareDays,
  dayBoundary,
  dayKey,
  formatAmount,
  formatCount,
  formatDateTime,
  fromDateTimeLocal,
  signed,
  toDateTimeLocal,
} from "./format";

describe("formatDateTime", () => {
  it("shows yyyy-MM-dd HH:mm:ss in the given zone, 24-hour", () => {
    const at = Date.UTC(2024, 0, 5, 17, 4, 9);
    expect(formatDateTime(at, "UTC")).toBe("2024-01-05 17:04:09");
    expect(formatDateTime(at, "Asia/Ho_Chi_Minh")).toBe("2024-01-06 00:04:09");
  });

  it("names the calendar day in the brand's zone", () => {
    const at = Date.UTC(2024, 0, 5, 17, 4, 9);
    expect(dayKey(at, "UTC")).toBe("2024-01-05");
    expect(dayKey(at, "Asia/Ho_Chi_Minh")).toBe("2024-01-06");
  });

  it("shows nothing for a missing time", () => {
    expect(formatDateTime(null)).toBe("");
    expect(formatDateTime(undefined)).toBe("");
  });
});

describe("datetime-local inputs", () => {
  it("round-trips an epoch to the minute", () => {
    const at = new Date(2025, 5, 30, 8, 15).getTime();
    expect(toDateTimeLocal(at)).toBe("2025-06-30T08:15");
    expect(fromDateTimeLocal("2025-06-30T08:15")).toBe(at);
  });

  it("refuses empty and impossible values", () => {
    expect(fromDateTimeLocal("")).toBeNull();
    expect(fromDateTimeLocal("2025-02-30T10:00")).toBeNull();
    expect(fromDateTimeLocal("tomorrow")).toBeNull();
    expect(toDateTimeLocal(null)).toBe("");
  });

  it("gives the whole day for a date filter", () => {
    const start = dayBoundary("2025-03-01", "start");
    const end = dayBoundary("2025-03-01", "end");
    expect(start).toBe(new Date(2025, 2, 1).getTime());
    expect(end).toBe(new Date(2025, 2, 2).getTime() - 1);
    expect(dayBoundary("2025-13-01", "start")).toBeUndefined();
    expect(dayBoundary("", "end")).toBeUndefined();
  });
});

describe("numbers", () => {
  it("uses comma thousands and two decimals for amounts", () => {
    expect(formatCount(1234567)).toBe("1,234,567");
    expect(formatAmount(2000000)).toBe("2,000,000.00");
    expect(formatAmount(-0.5, "$")).toBe("-$0.50");
  });

  it("compares today with yesterday", () => {
    expect(compareDays(15, 10)).toEqual({ delta: 5, percent: 50, trend: "up" });
    expect(compareDays(3, 4)).toEqual({ delta: -1, percent: -25, trend: "down" });
    expect(compareDays(7, 0)).toEqual({ delta: 7, percent: null, trend: "up" });
    expect(compareDays(0, 0)).toEqual({ delta: 0, percent: null, trend: "flat" });
    expect(signed(1200)).toBe("+1,200");
    expect(signed(-3)).toBe("−3");
    expect(signed(0)).toBe("0");
  });
});
