import type { ContractType, DividendPeriod } from "@lotus/contracts";
import { zonedDateStart, zoneOffsetMs } from "../../platform/time";

/** Settlement periods in the brand's time zone (SPEC §9): calendar days as yyyy-MM-dd. */

const DAY_MS = 86_400_000;
export const REALTIME_WINDOW_MS = 5 * 60_000;
export const HOURLY_WINDOW_MS = 60 * 60_000;

/** The window a wage type accrues in; dividend and daily salary settle whole periods. */
export const WINDOW_MS: Partial<Record<ContractType, number>> = {
  realtime_salary: REALTIME_WINDOW_MS,
  hourly_salary: HOURLY_WINDOW_MS,
};

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayText = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** The brand's calendar day an instant falls on. */
export function dayOf(epochMs: number, timeZone: string): string {
  return new Date(epochMs + zoneOffsetMs(epochMs, timeZone)).toISOString().slice(0, 10);
}

export const addDays = (day: string, days: number) => dayText(dayNumber(day) + days);

/** A period: its first day and the first day after it. */
export interface DayPeriod {
  code: DividendPeriod;
  startDay: string;
  endDay: string;
}

/** The period of `code` that contains `day`: D, W (Monday first), H (1st–15th, 16th–end), M. */
export function periodOf(code: DividendPeriod, day: string): DayPeriod {
  const month = day.slice(0, 8);
  const nextMonth = () => {
    const date = new Date(`${month}01T00:00:00Z`);
    return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
  };
  switch (code) {
    case "D":
      return { code, startDay: day, endDay: addDays(day, 1) };
    case "W": {
      const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
      const startDay = addDays(day, -weekday);
      return { code, startDay, endDay: addDays(startDay, 7) };
    }
    case "H":
      return Number(day.slice(8, 10)) <= 15
        ? { code, startDay: `${month}01`, endDay: `${month}16` }
        : { code, startDay: `${month}16`, endDay: nextMonth() };
    case "M":
      return { code, startDay: `${month}01`, endDay: nextMonth() };
  }
}

export const nextPeriod = (period: DayPeriod): DayPeriod => periodOf(period.code, period.endDay);

/** A period as instants in the brand's time zone. */
export function periodInstants(period: DayPeriod, timeZone: string): { start: number; end: number } {
  return { start: zonedDateStart(period.startDay, timeZone), end: zonedDateStart(period.endDay, timeZone) };
}

/** The start of the period `now` falls in: where an agent's first contract of a type starts counting. */
export function currentPeriodStart(code: DividendPeriod, now: number, timeZone: string): number {
  return zonedDateStart(periodOf(code, dayOf(now, timeZone)).startDay, timeZone);
}

/** When a change made at `now` takes effect: the start of the next period (DOMAIN §5.6). */
export function nextPeriodStart(code: DividendPeriod, now: number, timeZone: string): number {
  return zonedDateStart(periodOf(code, dayOf(now, timeZone)).endDay, timeZone);
}
