import { describe, expect, it } from "vitest";
import { type DaySpan, dayNumber, dayText, memberPeriods } from "./periods";

/** How often each day is counted by the periods: +1 for a month or added day, −1 for a subtracted one. */
function countedDays(from: string, to: string): Map<string, number> {
  const periods = memberPeriods(from, to);
  const counted = new Map<string, number>();
  const count = (span: DaySpan, sign: number) => {
    for (let day = dayNumber(span.from); day <= dayNumber(span.to); day++)
      counted.set(dayText(day), (counted.get(dayText(day)) ?? 0) + sign);
  };
  if (periods.months) {
    const lastMonthEnd = new Date(`${periods.months.to}T00:00:00Z`);
    lastMonthEnd.setUTCMonth(lastMonthEnd.getUTCMonth() + 1, 0);
    count({ from: periods.months.from, to: lastMonthEnd.toISOString().slice(0, 10) }, 1);
  }
  for (const span of periods.add) count(span, 1);
  for (const span of periods.subtract) count(span, -1);
  for (const [day, times] of counted) if (times === 0) counted.delete(day);
  return counted;
}

describe("member periods", () => {
  it("reads a year ending today as whole months, the first month's days and the last month less its future", () => {
    expect(memberPeriods("2025-11-25", "2026-11-25")).toEqual({
      months: { from: "2025-12-01", to: "2026-11-01" },
      add: [{ from: "2025-11-25", to: "2025-11-30" }],
      subtract: [{ from: "2026-11-26", to: "2026-11-30" }],
    });
  });

  it("reads short ranges by their days and whole months by their month row", () => {
    expect(memberPeriods("2026-03-10", "2026-03-10")).toEqual({
      months: null,
      add: [{ from: "2026-03-10", to: "2026-03-10" }],
      subtract: [],
    });
    expect(memberPeriods("2024-02-01", "2024-02-29")).toEqual({
      months: { from: "2024-02-01", to: "2024-02-01" },
      add: [],
      subtract: [],
    });
    // Half of April inside, half outside: the days, not the month.
    expect(memberPeriods("2026-04-16", "2026-04-30").months).toBeNull();
    expect(memberPeriods("2026-03-02", "2026-03-30").subtract).toEqual([
      { from: "2026-03-01", to: "2026-03-01" },
      { from: "2026-03-31", to: "2026-03-31" },
    ]);
  });

  it("counts every day of any range exactly once and no day outside it", () => {
    const starts = ["2024-01-31", "2024-02-29", "2025-06-15", "2025-12-01", "2025-12-31"];
    for (const from of starts)
      for (const length of [1, 2, 14, 15, 16, 29, 30, 31, 32, 45, 60, 100, 364, 366]) {
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
