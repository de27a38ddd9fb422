import { describe, expect, it } from "vitest";
import { isTimeZone, startOfZonedDay, zoneOffsetMs } from "./time";

describe("brand time zone days", () => {
  it("knows Ho Chi Minh City is UTC+7 all year", () => {
    expect(zoneOffsetMs(Date.UTC(2026, 0, 1), "Asia/Ho_Chi_Minh")).toBe(7 * 3_600_000);
    expect(zoneOffsetMs(Date.UTC(2026, 6, 1), "Asia/Ho_Chi_Minh")).toBe(7 * 3_600_000);
  });

  it("starts the business day at local midnight", () => {
    // 2026-11-21 02:00 in Ho Chi Minh City is 2026-11-20 19:00 UTC; the day began 2026-11-20 17:00 UTC.
    expect(startOfZonedDay(Date.UTC(2026, 10, 20, 19), "Asia/Ho_Chi_Minh")).toBe(Date.UTC(2026, 10, 20, 17));
    expect(startOfZonedDay(Date.UTC(2026, 10, 20, 16, 59), "Asia/Ho_Chi_Minh")).toBe(
      Date.UTC(2026, 10, 19, 17),
    );
  });

  it("handles a daylight-saving day", () => {
    // New York switches to EDT on 2026-03-08; that day began at 05:00 UTC (EST).
    expect(startOfZonedDay(Date.UTC(2026, 2, 8, 20), "America/New_York")).toBe(Date.UTC(2026, 2, 8, 5));
  });

  it("recognises time zone names", () => {
    expect(isTimeZone("Asia/Ho_Chi_Minh")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
  });
});

describe("brand dates", () => {
  it("turns a yyyy-MM-dd day of the brand into its first instant", async () => {
    const { zonedDateStart } = await import("./time");
    expect(zonedDateStart("2026-11-21", "Asia/Ho_Chi_Minh")).toBe(Date.UTC(2026, 10, 20, 17));
    expect(zonedDateStart("2026-03-08", "America/New_York")).toBe(Date.UTC(2026, 2, 8, 5));
  });
});
