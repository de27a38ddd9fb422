/**
 * The date range of a report: quick ranges counted in the brand's time zone (the roll-up's business
 * days), and the range a report reads when the URL names none or half of one. Days are yyyy-MM-dd.
 */
import { REPORT_MAX_DAYS } from "@lotus/contracts";
import { dayKey } from "@lotus/ui/format/format";

export const QUICK_RANGES = ["today", "yesterday", "last7", "last30", "thisMonth", "lastMonth"] as const;
export type QuickRange = (typeof QUICK_RANGES)[number];

export interface DayRange {
  from: string;
  to: string;
}

/** The range a report opens on when the URL has none. */
export const DEFAULT_RANGE: QuickRange = "last7";

const DAY_MS = 86_400_000;
const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const toDay = (date: Date) => date.toISOString().slice(0, 10);

/** The day `count` days after `day` (before, when negative); calendar arithmetic, no time zone. */
export function addDays(day: string, count: number): string {
  return toDay(new Date(toDate(day).getTime() + count * DAY_MS));
}

/** Today in the brand's time zone (the browser's when it is not known yet). */
export function todayIn(timeZone: string | undefined, now: number = Date.now()): string {
  return dayKey(now, timeZone);
}

/** A quick range ending on (or around) `today`, the brand's current day. */
export function quickRange(range: QuickRange, today: string): DayRange {
  switch (range) {
    case "today":
      return { from: today, to: today };
    case "yesterday": {
      const yesterday = addDays(today, -1);
      return { from: yesterday, to: yesterday };
    }
    case "last7":
      return { from: addDays(today, -6), to: today };
    case "last30":
      return { from: addDays(today, -29), to: today };
    case "thisMonth":
      return { from: `${today.slice(0, 8)}01`, to: today };
    case "lastMonth": {
      const lastDay = addDays(`${today.slice(0, 8)}01`, -1);
      return { from: `${lastDay.slice(0, 8)}01`, to: lastDay };
    }
  }
}

/** The quick range a range is, for marking its button; undefined for any other range. */
export function matchQuickRange(range: DayRange, today: string): QuickRange | undefined {
  return QUICK_RANGES.find((name) => {
    const candidate = quickRange(name, today);
    return candidate.from === range.from && candidate.to === range.to;
  });
}

/**
 * The range to read from the URL's (already validated) days: both given → as given; one given → that
 * day up to today (or back from it); none → the default quick range.
 */
export function effectiveRange(from: string, to: string, today: string): DayRange {
  if (from && to) return { from, to };
  if (from) return { from, to: from > today ? from : today };
  if (to) return { from: to < today ? to : today, to };
  return quickRange(DEFAULT_RANGE, today);
}

/** Days in a range, both ends included. */
export function rangeDays(range: DayRange): number {
  return Math.round((toDate(range.to).getTime() - toDate(range.from).getTime()) / DAY_MS) + 1;
}

/** Whether the server accepts the range (it refuses more than REPORT_MAX_DAYS days). */
export function rangeTooLong(range: DayRange): boolean {
  return rangeDays(range) > REPORT_MAX_DAYS;
}
