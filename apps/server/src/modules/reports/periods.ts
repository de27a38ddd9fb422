/** Calendar arithmetic on the brand's business days (yyyy-MM-dd), for reading the summary tables. */

const DAY_MS = 86_400_000;

export const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
export const dayText = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** Days, both ends included. */
export interface DaySpan {
  from: string;
  to: string;
}

/** The member summary tables, coarsest first: a year or month is named by its first day. */
export type Level = "year" | "month" | "day";

/** Whole periods of one level, first to last, added (sign 1) or taken off (sign −1). */
export interface Piece {
  level: Level;
  sign: 1 | -1;
  from: string;
  to: string;
}

function startAfter(level: Level, day: number): number {
  if (level === "day") return day + 1;
  const date = new Date(day * DAY_MS);
  const year = date.getUTCFullYear();
  return (level === "year" ? Date.UTC(year + 1, 0, 1) : Date.UTC(year, date.getUTCMonth() + 1, 1)) / DAY_MS;
}

const startOf = (level: Level, day: number) =>
  dayNumber(level === "year" ? `${dayText(day).slice(0, 4)}-01-01` : `${dayText(day).slice(0, 8)}01`);

const FINER: Record<Exclude<Level, "day">, Level> = { year: "month", month: "day" };

/**
 * How members' play over a range is read: each year or month the range covers is read whole; one it
 * covers in part is read whole less its days outside the range when those are fewer (the days after
 * today have no rows yet, so a range ending today reads its year as one row a member), else by its
 * part in the range, a level finer. Every day of the range is counted once and no other day.
 */
export function memberPeriods(from: string, to: string): Piece[] {
  const pieces: Piece[] = [];
  const push = (level: Level, sign: 1 | -1, start: number) => {
    const last = pieces.at(-1);
    if (last?.level === level && last.sign === sign && startAfter(level, dayNumber(last.to)) === start)
      last.to = dayText(start);
    else pieces.push({ level, sign, from: dayText(start), to: dayText(start) });
  };
  const cover = (level: Level, sign: 1 | -1, first: number, last: number) => {
    if (level === "day") {
      for (let day = first; day <= last; day++) push("day", sign, day);
      return;
    }
    for (let start = startOf(level, first); start <= last; start = startAfter(level, start)) {
      const end = startAfter(level, start) - 1;
      const inFrom = Math.max(start, first);
      const inTo = Math.min(end, last);
      const inside = inTo - inFrom + 1;
      if (inside > end - start + 1 - inside) {
        push(level, sign, start);
        if (inFrom > start) cover(FINER[level], sign === 1 ? -1 : 1, start, inFrom - 1);
        if (inTo < end) cover(FINER[level], sign === 1 ? -1 : 1, inTo + 1, end);
      } else cover(FINER[level], sign, inFrom, inTo);
    }
  };
  cover("year", 1, dayNumber(from), dayNumber(to));
  return pieces;
}
