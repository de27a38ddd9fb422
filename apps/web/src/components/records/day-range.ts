/**
 * The date range of every record list: yyyy-MM-dd days of the brand's time zone, both ends
 * inclusive (DESIGN §5), checked before a search is sent.
 */
export interface DayRange {
  from: string;
  to: string;
}

/** The widest range one search may cover. */
export const MAX_RANGE_DAYS = 90;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

function dayNumber(day: string): number | undefined {
  const match = DAY.exec(day);
  if (!match) return undefined;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, date);
  const check = new Date(time);
  // Refuses 2024-02-30 and the like, which Date.UTC would roll over.
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date)
    return undefined;
  return time / DAY_MS;
}

/** A calendar day moved by whole days ("2024-03-01", -1 → "2024-02-29"). */
export function addDays(day: string, days: number): string {
  const number = dayNumber(day);
  if (number === undefined) throw new RangeError(`not a day: ${day}`);
  return new Date((number + days) * DAY_MS).toISOString().slice(0, 10);
}

export type RangeProblem = "format" | "order" | "future" | "tooLong";

/** What is wrong with a range, or undefined; either end may be left empty. */
export function rangeProblem(range: DayRange, today: string): RangeProblem | undefined {
  const from = range.from ? dayNumber(range.from) : undefined;
  const to = range.to ? dayNumber(range.to) : undefined;
  if ((range.from && from === undefined) || (range.to && to === undefined)) return "format";
  if (from !== undefined && to !== undefined) {
    if (from > to) return "order";
    if (to - from + 1 > MAX_RANGE_DAYS) return "tooLong";
  }
  const now = dayNumber(today);
  if (now !== undefined && from !== undefined && from > now) return "future";
  return undefined;
}
