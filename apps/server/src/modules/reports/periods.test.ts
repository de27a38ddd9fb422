import { describe, expect, it } from "vitest";
import { dayNumber, dayText, memberPeriods } from "./periods";

/** How often each day is counted by the pieces: +1 or −1 for each piece holding it. */
function countedDays(from: string, to: string): Map<string, number> {
  const counted = new Map<string, number>();
  for (const piece of memberPeriods(from, to)) {
    const end = new Date(`${piece.to}T00:00:00Z`);
    if (piece.level === "year") end.setUTCFullYear(end.getUTCFullYear() + 1, 0, 0);
    if (piece.level === "month") end.setUTCMonth(end.getUTCMonth() + 1, 0);
    for (let day = dayNumber(piece.from); day <= dayNumber(end.toISOString().slice(0, 10)); day++)
      counted.set(dayText(day), (counted.get(dayText(day)) ?? 0) + piece.sign);
  }
  for (const [day, times] of counted) if (times === 0) counted.delete(day);
  return counted;
}

describe("member periods", () => {
  it("reads a year ending today as this year less its future, last December and last year's days", () => {
    expect(memberPeriods("2025-11-25", "2026-11-25")).toEqual([
      { level: "day", sign: 1, from: "2025-11-25", to: "2025-11-30" },
      { level: "month", sign: 1, from: "2025-12-01", to: "2025-12-01" },
      { level: "year", sign: 1, from: "2026-01-01", to: "2026-01-01" },
      { level: "day", sign: -1, from: "2026-11-26", to: "2026-11-30" },
      { level: "month", sign: -1, from: "2026-12-01", to: "2026-12-01" },
    ]);
  });

  it("reads short ranges by their days and whole months by their month row", () => {
    expect(memberPeriods("2026-03-10", "2026-03-10")).toEqual([
      { level: "day", sign: 1, from: "2026-03-10", to: "2026-03-10" },
    ]);
    expect(memberPeriods("2024-02-01", "2024-02-29")).toEqual([
      { level: "month", sign: 1, from: "2024-02-01", to: "2024-02-01" },
    ]);
    // Half of April inside, half outside: the days, not the month.
    expect(memberPeriods("2026-04-16", "2026-04-30")).toEqual([
      { level: "day", sign: 1, from: "2026-04-16", to: "2026-04-30" },
    ]);
    expect(memberPeriods("2026-03-02", "2026-05-30")).toEqual([
      { level: "month", sign: 1, from: "2026-03-01", to: "2026-03-01" },
      { level: "day", sign: -1, from: "2026-03-01", to: "2026-03-01" },
      { level: "month", sign: 1, from: "2026-04-01", to: "2026-05-01" },
      { level: "day", sign: -1, from: "2026-05-31", to: "2026-05-31" },
    ]);
  });

  it("counts every day of any range exactly once and no day outside it", () => {
    const starts = ["2024-01-31", "2024-02-29", "2024-07-02", "2025-06-15", "2025-12-01", "2025-12-31"];
    for (const from of starts)
      for (const length of [1, 2, 14, 15, 16, 29, 30, 31, 32, 45, 60, 100, 183, 184, 200, 364, 365, 366]) {
        const to = dayText(dayNumber(from) + length - 1);
        const counted = countedDays(from, to);
        expect(counted.size, `${from}..${to}`).toBe(length);
        for (const [day, times] of counted) {
          expect(times, `${day} in ${from}..${to}`).toBe(1);
          expect(day >= from && day <= to, `${day} in ${from}..${to}`).toBe(true);
        }
      }
  });
});
