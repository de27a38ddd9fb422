import { describe, expect, it } from "vitest";
import {
  effectiveRange,
  matchQuickRange,
  quickRange,
  rangeDays,
  rangeTooLong,
  todayIn,
} from "./report-range";

describe("today in the brand's time zone", () => {
  // 2026-11-24 20:30 UTC is already 2026-11-25 03:30 in Ho Chi Minh City (UTC+7).
  const lateEveningUtc = Date.UTC(2026, 10, 24, 20, 30);

  it("counts the day where the brand is, not where the browser is", () => {
    expect(todayIn("Asia/Ho_Chi_Minh", lateEveningUtc)).toBe("2026-11-25");
    expect(todayIn("UTC", lateEveningUtc)).toBe("2026-11-24");
    expect(todayIn("America/Los_Angeles", Date.UTC(2026, 10, 25, 5, 0))).toBe("2026-11-24");
  });

  it("gives the quick ranges of the brand's day", () => {
    const today = todayIn("Asia/Ho_Chi_Minh", lateEveningUtc);
    expect(quickRange("today", today)).toEqual({ from: "2026-11-25", to: "2026-11-25" });
    expect(quickRange("yesterday", today)).toEqual({ from: "2026-11-24", to: "2026-11-24" });
  });
});

describe("quick ranges", () => {
  it("counts the last 7 and 30 days with today included", () => {
    expect(quickRange("last7", "2026-03-03")).toEqual({ from: "2026-02-25", to: "2026-03-03" });
    expect(quickRange("last30", "2026-03-03")).toEqual({ from: "2026-02-02", to: "2026-03-03" });
    expect(rangeDays(quickRange("last7", "2026-03-03"))).toBe(7);
    expect(rangeDays(quickRange("last30", "2026-03-03"))).toBe(30);
  });

  it("takes this month up to today and the whole of last month, across a year and a leap February", () => {
    expect(quickRange("thisMonth", "2026-11-24")).toEqual({ from: "2026-11-01", to: "2026-11-24" });
    expect(quickRange("lastMonth", "2026-01-15")).toEqual({ from: "2025-12-01", to: "2025-12-31" });
    expect(quickRange("lastMonth", "2028-03-01")).toEqual({ from: "2028-02-01", to: "2028-02-29" });
    expect(quickRange("yesterday", "2026-01-01")).toEqual({ from: "2025-12-31", to: "2025-12-31" });
  });

  it("recognises a range that is a quick range, and no other", () => {
    expect(matchQuickRange({ from: "2026-11-18", to: "2026-11-24" }, "2026-11-24")).toBe("last7");
    expect(matchQuickRange({ from: "2026-11-01", to: "2026-11-24" }, "2026-11-24")).toBe("thisMonth");
    expect(matchQuickRange({ from: "2026-11-02", to: "2026-11-24" }, "2026-11-24")).toBeUndefined();
  });
});

describe("the range a report reads", () => {
  it("opens on the last 7 days when the URL names none", () => {
    expect(effectiveRange("", "", "2026-11-24")).toEqual({ from: "2026-11-18", to: "2026-11-24" });
  });

  it("completes half a range up to or back from today", () => {
    expect(effectiveRange("2026-11-10", "", "2026-11-24")).toEqual({ from: "2026-11-10", to: "2026-11-24" });
    expect(effectiveRange("", "2026-11-10", "2026-11-24")).toEqual({ from: "2026-11-10", to: "2026-11-10" });
    expect(effectiveRange("2026-12-01", "", "2026-11-24")).toEqual({ from: "2026-12-01", to: "2026-12-01" });
  });

  it("knows a range longer than the server reads", () => {
    expect(rangeTooLong({ from: "2025-01-01", to: "2025-12-31" })).toBe(false);
    expect(rangeTooLong({ from: "2024-01-01", to: "2025-01-01" })).toBe(true);
  });
});
