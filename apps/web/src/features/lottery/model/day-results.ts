import type { ResultDraw } from "./ticket";

/**
 * Results by date (the Vietnamese lottery's "kết quả theo ngày"): a day picked on a calendar, its
 * region's stations side by side on one ticket, a void draw named apart.
 */

/** yyyy-MM-dd `days` days after (or before) a yyyy-MM-dd day. */
export function shiftDay(day: string, days: number): string {
  const [year, month, date] = day.split("-").map(Number);
  const shifted = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (date ?? 1) + days));
  return shifted.toISOString().slice(0, 10);
}

/** A well-formed yyyy-MM-dd naming a real day (what a date input gives, or an empty string). */
export function isDay(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && shiftDay(value, 0) === value;
}

/**
 * A day's draws as the ticket shows them: the stations with a result, earliest draw first (then
 * by period, so the columns keep one order), and the void draws, whose bets were refunded.
 */
export function dayTicket<D extends ResultDraw>(draws: readonly D[]): { drawn: D[]; void: D[] } {
  const ordered = [...draws].sort((a, b) => a.drawAt - b.drawAt || a.period.localeCompare(b.period));
  return {
    drawn: ordered.filter((draw) => draw.status !== "void" && (draw.result?.prizes?.length ?? 0) > 0),
    void: ordered.filter((draw) => draw.status === "void"),
  };
}
