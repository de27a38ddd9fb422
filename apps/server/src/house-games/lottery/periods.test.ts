import { describe, expect, it } from "vitest";
import {
  acceptsBets,
  localDay,
  nextPeriods,
  periodAt,
  periodById,
  periodsInDay,
  wallTimeToInstant,
  zoneOffsetMs,
} from "./periods";

const VN = "Asia/Ho_Chi_Minh";
const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe("period clock in Asia/Ho_Chi_Minh (UTC+7)", () => {
  it("opens period 0001 at local midnight", () => {
    // 2025-01-02 00:00:30 local
    const period = periodAt(at("2025-01-01T17:00:30Z"), VN, 1);
    expect(period.id).toBe("20250102-0001");
    expect(period.day).toBe("2025-01-02");
    expect(iso(period.openAt)).toBe("2025-01-01T17:00:00.000Z");
    expect(iso(period.drawAt)).toBe("2025-01-01T17:01:00.000Z");
  });

  it("has 1440, 480 and 288 periods for 1, 3 and 5 minutes", () => {
    expect(periodsInDay("2025-01-02", VN, 1)).toBe(1440);
    expect(periodsInDay("2025-01-02", VN, 3)).toBe(480);
    expect(periodsInDay("2025-01-02", VN, 5)).toBe(288);
  });

  it("draws the 1440th period at 24:00, still on the same day", () => {
    const last = periodAt(at("2025-01-02T16:59:30Z"), VN, 1); // 23:59:30 local
    expect(last.id).toBe("20250102-1440");
    expect(iso(last.drawAt)).toBe("2025-01-02T17:00:00.000Z"); // 2025-01-03 00:00 local
    expect(periodById("20250102-1440", VN, 1)).toEqual(last);
  });

  it("puts an instant exactly at a draw time in the next period", () => {
    expect(periodAt(at("2025-01-02T17:00:00Z"), VN, 1).id).toBe("20250103-0001");
    expect(periodAt(at("2025-01-02T17:04:59.999Z"), VN, 5).id).toBe("20250103-0001");
    expect(periodAt(at("2025-01-02T17:05:00Z"), VN, 5).id).toBe("20250103-0002");
    expect(periodAt(at("2025-01-02T17:06:00Z"), VN, 3).id).toBe("20250103-0003");
  });

  it("closes cutoffSeconds before the draw", () => {
    const period = periodAt(at("2025-01-02T05:00:10Z"), VN, 1, 10);
    expect(period.closeAt).toBe(period.drawAt - 10_000);
    expect(acceptsBets(period, period.closeAt - 1)).toBe(true);
    expect(acceptsBets(period, period.closeAt)).toBe(false);
    expect(acceptsBets(period, period.openAt - 1)).toBe(false);
    expect(() => periodAt(0, VN, 1, 60)).toThrow(RangeError);
    expect(() => periodAt(0, VN, 1, 1.5)).toThrow(RangeError);
  });

  it("lists the open period and the next ones across midnight, each opening at the last draw", () => {
    const periods = nextPeriods(at("2025-01-01T16:58:30Z"), VN, 1, 4, 10);
    expect(periods.map((p) => p.id)).toEqual([
      "20250101-1439",
      "20250101-1440",
      "20250102-0001",
      "20250102-0002",
    ]);
    for (let i = 1; i < periods.length; i++) expect(periods[i]?.openAt).toBe(periods[i - 1]?.drawAt);
    expect(iso(periods[2]?.closeAt ?? 0)).toBe("2025-01-01T17:00:50.000Z");
    expect(nextPeriods(0, VN, 5, 0)).toEqual([]);
  });

  it("round-trips ids", () => {
    for (const instant of [
      at("2025-06-15T03:17:42Z"),
      at("2024-02-29T16:59:59Z"),
      at("2024-12-31T17:00:00Z"),
    ])
      for (const interval of [1, 3, 5]) {
        const period = periodAt(instant, VN, interval);
        expect(periodById(period.id, VN, interval)).toEqual(period);
        expect(instant >= period.openAt && instant < period.drawAt).toBe(true);
      }
  });
});

describe("periodById refuses ids that name no period", () => {
  it.each([
    "20250230-0001",
    "20250101-0000",
    "20250101-1441",
    "2025011-0001",
    "20250101-001",
    "20250101",
    "abc",
    "20251301-0001",
  ])("%s", (id) => {
    expect(periodById(id, VN, 1)).toBeNull();
  });

  it("and periods past the day's count for longer intervals", () => {
    expect(periodById("20250101-0288", VN, 5)).not.toBeNull();
    expect(periodById("20250101-0289", VN, 5)).toBeNull();
    expect(periodById("20250101-0481", VN, 3)).toBeNull();
  });
});

describe("other zones", () => {
  it("Asia/Kathmandu (UTC+05:45): the day turns at 18:15 UTC", () => {
    const zone = "Asia/Kathmandu";
    expect(zoneOffsetMs(at("2025-01-01T00:00:00Z"), zone)).toBe((5 * 60 + 45) * 60_000);
    expect(periodAt(at("2024-12-31T18:14:59Z"), zone, 1).id).toBe("20241231-1440");
    const first = periodAt(at("2024-12-31T18:15:00Z"), zone, 1);
    expect(first.id).toBe("20250101-0001");
    expect(iso(first.openAt)).toBe("2024-12-31T18:15:00.000Z");
    expect(periodsInDay("2025-01-01", zone, 1)).toBe(1440);
  });

  it("UTC", () => {
    const period = periodAt(at("2025-03-01T00:07:00Z"), "UTC", 5);
    expect(period.id).toBe("20250301-0002");
    expect(iso(period.drawAt)).toBe("2025-03-01T00:10:00.000Z");
    expect(localDay(at("2025-03-01T23:59:59Z"), "UTC")).toBe("2025-03-01");
  });

  it("a daylight-saving zone keeps periods back to back: 23- and 25-hour days", () => {
    expect(periodsInDay("2025-03-30", "Europe/London", 1)).toBe(1380);
    expect(periodsInDay("2025-10-26", "Europe/London", 1)).toBe(1500);
    expect(periodsInDay("2025-10-26", "Europe/London", 5)).toBe(300);
    const periods = nextPeriods(at("2025-10-26T00:50:00Z"), "Europe/London", 5, 40);
    for (let i = 1; i < periods.length; i++) expect(periods[i]?.openAt).toBe(periods[i - 1]?.drawAt);
  });

  it("a day whose midnight does not exist starts at the clock change (Santiago, 2024-09-08)", () => {
    const zone = "America/Santiago";
    const start = wallTimeToInstant("2024-09-08", 0, zone);
    expect(iso(start)).toBe("2024-09-08T04:00:00.000Z");
    expect(periodAt(start, zone, 1).id).toBe("20240908-0001");
    expect(periodAt(start - 1, zone, 1).id).toBe("20240907-1440");
    expect(periodsInDay("2024-09-08", zone, 1)).toBe(1380);
  });

  it("converts a local wall time to an instant (the South draw at 16:15)", () => {
    expect(iso(wallTimeToInstant("2025-01-01", 16 * 60 + 15, VN))).toBe("2025-01-01T09:15:00.000Z");
  });

  it("refuses unknown zones and intervals", () => {
    expect(() => periodAt(0, "Mars/Olympus", 1)).toThrow(RangeError);
    expect(() => periodAt(0, VN, 2)).toThrow(RangeError);
    expect(() => periodAt(Number.NaN, VN, 1)).toThrow(RangeError);
    expect(() => wallTimeToInstant("2025-02-30", 0, VN)).toThrow(RangeError);
  });
});
