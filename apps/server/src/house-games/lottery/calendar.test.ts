import { describe, expect, it } from "vitest";
import {
  type CalendarOverride,
  closedDays,
  DEFAULT_STATIONS,
  defaultCalendar,
  minutesOf,
  stationsOn,
  WEEKDAYS,
} from "./calendar";
import { REGIONS } from "./prizes";

const codesOn = (date: string, overrides: CalendarOverride[] = []) =>
  stationsOn(defaultCalendar, date, overrides).map((draw) => draw.station.code);

describe("default calendar (DOMAIN §1.2)", () => {
  it("has 21 South, 14 Central and 6 North stations with unique ASCII codes", () => {
    const count = (region: string) => DEFAULT_STATIONS.filter((s) => s.region === region).length;
    expect([count("south"), count("central"), count("north")]).toEqual([21, 14, 6]);
    expect(new Set(DEFAULT_STATIONS.map((s) => s.code)).size).toBe(DEFAULT_STATIONS.length);
    for (const station of DEFAULT_STATIONS) expect(station.code).toMatch(/^[A-Z]+$/);
    expect(DEFAULT_STATIONS.find((s) => s.code === "DTHAP")?.name).toBe("Đồng Tháp");
  });

  it("schedules every station at least once a week, HCM twice, one North draw a day", () => {
    const weekly = REGIONS.flatMap((region) =>
      WEEKDAYS.flatMap((day) => defaultCalendar.weekly[region][day]),
    );
    for (const station of DEFAULT_STATIONS) expect(weekly, station.code).toContain(station.code);
    expect(weekly.filter((code) => code === "HCM")).toHaveLength(2);
    for (const day of WEEKDAYS) expect(defaultCalendar.weekly.north[day]).toHaveLength(1);
    expect(defaultCalendar.weekly.south.sat).toHaveLength(4);
  });

  it("lists a Monday's draws South, Central, North with their times", () => {
    const draws = stationsOn(defaultCalendar, "2025-01-06");
    expect(draws.map((d) => d.station.code)).toEqual(["HCM", "DTHAP", "CMAU", "PYEN", "TTHUE", "HN"]);
    expect(draws.map((d) => d.drawTime)).toEqual(["16:15", "16:15", "16:15", "17:15", "17:15", "18:15"]);
    expect(draws[0]).toMatchObject({ date: "2025-01-06", region: "south" });
  });

  it("follows the weekday of the local date", () => {
    expect(codesOn("2025-01-11")).toEqual([
      "HCM",
      "LAN",
      "BPHUOC",
      "HGIANG",
      "DNANG",
      "QNGAI",
      "DNONG",
      "NDINH",
    ]);
    expect(codesOn("2025-01-12")).toEqual(["TGIANG", "KGIANG", "DLAT", "KHOA", "KTUM", "TTHUE", "TBINH"]);
  });
});

describe("overrides", () => {
  it("closes every region over Tết (2024-02-09 … 2024-02-12)", () => {
    const tet = closedDays("2024-02-09", "2024-02-12");
    expect(tet).toHaveLength(4);
    for (const day of ["2024-02-09", "2024-02-10", "2024-02-11", "2024-02-12"])
      expect(stationsOn(defaultCalendar, day, tet)).toEqual([]);
    expect(stationsOn(defaultCalendar, "2024-02-13", tet)).not.toEqual([]);
  });

  it("cancels one region or one station, and adds a make-up draw", () => {
    const date = "2025-01-06";
    expect(codesOn(date, [{ date, region: "central", cancelled: true }])).toEqual([
      "HCM",
      "DTHAP",
      "CMAU",
      "HN",
    ]);
    expect(codesOn(date, [{ date, stationCode: "CMAU", cancelled: true }])).toEqual([
      "HCM",
      "DTHAP",
      "PYEN",
      "TTHUE",
      "HN",
    ]);
    expect(codesOn(date, [{ date, stationCode: "BTRE", cancelled: false }])).toEqual([
      "HCM",
      "DTHAP",
      "CMAU",
      "BTRE",
      "PYEN",
      "TTHUE",
      "HN",
    ]);
    // Overrides for other dates change nothing.
    expect(codesOn(date, [{ date: "2025-01-07", cancelled: true }])).toHaveLength(6);
  });

  it("refuses unknown stations, bad dates and additions without a station", () => {
    const date = "2025-01-06";
    expect(() => stationsOn(defaultCalendar, date, [{ date, stationCode: "XX", cancelled: false }])).toThrow(
      /unknown station/,
    );
    expect(() => stationsOn(defaultCalendar, date, [{ date, cancelled: false }])).toThrow(RangeError);
    expect(() => stationsOn(defaultCalendar, "2025-02-29")).toThrow(RangeError);
    expect(() => closedDays("2025-1-1", "2025-01-02")).toThrow(RangeError);
  });

  it("reads draw times as minutes after midnight", () => {
    expect(minutesOf(defaultCalendar.drawTimes.north)).toBe(18 * 60 + 15);
    expect(() => minutesOf("24:00")).toThrow(RangeError);
  });
});
