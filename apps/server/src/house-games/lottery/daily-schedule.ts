import { type CalendarOverride, type DrawCalendar, minutesOf, stationsOn } from "./calendar";
import { nextDay, wallTimeToInstant } from "./periods";
import type { Region } from "./prizes";

/** One daily Vietnamese draw as scheduled: a station's draw on a local date. */
export interface DailyDraw {
  /** `YYYYMMDD` for the North (one draw a day), `YYYYMMDD-STATION` for a South or Central station. */
  readonly period: string;
  readonly date: string;
  readonly station: string;
  readonly stationName: string;
  /** Betting on it opens at the region's previous draw time, a day earlier. */
  readonly openAt: number;
  readonly closeAt: number;
  readonly drawAt: number;
}

const DAY_MS = 86_400_000;

export function dailyPeriod(region: Region, date: string, station: string): string {
  const day = date.replaceAll("-", "");
  return region === "north" ? day : `${day}-${station}`;
}

/** The local dates from `from`, `days` of them. */
export function datesFrom(from: string, days: number): string[] {
  const dates = [from];
  while (dates.length < days) dates.push(nextDay(dates[dates.length - 1] as string));
  return dates;
}

/**
 * A region's draws on the given local dates (DOMAIN §1.2): the calendar's stations after the
 * overrides, at the region's draw time in the brand's zone, closing `cutoffSeconds` before it.
 */
export function dailyDraws(
  calendar: DrawCalendar,
  region: Region,
  dates: readonly string[],
  overrides: readonly CalendarOverride[],
  zone: string,
  cutoffSeconds: number,
): DailyDraw[] {
  return dates.flatMap((date) =>
    stationsOn(calendar, date, overrides)
      .filter((draw) => draw.region === region)
      .map((draw) => {
        const drawAt = wallTimeToInstant(date, minutesOf(draw.drawTime), zone);
        return {
          period: dailyPeriod(region, date, draw.station.code),
          date,
          station: draw.station.code,
          stationName: draw.station.name,
          openAt: drawAt - DAY_MS,
          closeAt: drawAt - cutoffSeconds * 1000,
          drawAt,
        };
      }),
  );
}
