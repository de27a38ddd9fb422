/**
 * The fast-lottery period clock (DOMAIN §2.2) in a brand's IANA time zone, with Intl only.
 *
 * A local day D is cut into periods of `intervalMinutes`: period k (1-based) is open from the draw of
 * period k−1 (for k = 1: D's local midnight) until its own draw at midnight + k × interval. The last
 * period therefore draws at 24:00, the next day's 00:00, and still belongs to D. An instant exactly
 * at a draw time belongs to the NEXT period: windows are [openAt, drawAt).
 * Ids are `YYYYMMDD-NNNN` with D's local date: 1440, 480 or 288 periods for 1, 3 or 5 minutes.
 *
 * Days are measured in elapsed time, so periods never overlap or leave gaps. In a zone with
 * daylight saving a day lasts 23 or 25 hours and simply has fewer or more periods (1380 or 1500 at
 * 1 minute); the brands' fixed-offset zones always have 1440/interval.
 */

export type PeriodInterval = 1 | 3 | 5;
export const PERIOD_INTERVALS: readonly PeriodInterval[] = [1, 3, 5];

export interface Period {
  /** `YYYYMMDD-NNNN`. */
  readonly id: string;
  /** The local day the period belongs to, `YYYY-MM-DD`. */
  readonly day: string;
  /** 1-based position in the day. */
  readonly sequence: number;
  readonly openAt: number;
  /** Bets received at or after this instant are refused. */
  readonly closeAt: number;
  readonly drawAt: number;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    // Throws RangeError for an unknown zone, which is what callers should see.
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The zone's wall-clock reading at an instant, expressed as if it were UTC (ms, whole seconds). */
function wallClock(instantMs: number, zone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(zone).formatToParts(instantMs))
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

/** Zone offset from UTC at an instant, in ms (Asia/Ho_Chi_Minh: +7 h). */
export function zoneOffsetMs(instantMs: number, zone: string): number {
  const whole = Math.floor(instantMs / 1000) * 1000;
  return wallClock(whole, zone) - whole;
}

function parseDay(day: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const utc = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN;
  if (Number.isNaN(utc) || new Date(utc).toISOString().slice(0, 10) !== day)
    throw new RangeError(`not a date: ${day}`);
  return utc;
}

/**
 * The instant the zone's clock first reads `day` + `minutes` after midnight. Offsets either side of
 * that wall time are tried; where the wall time does not exist (a clock jumping forward), the jump
 * itself is returned.
 */
export function wallTimeToInstant(day: string, minutes: number, zone: string): number {
  const wall = parseDay(day) + minutes * MINUTE_MS;
  const candidates = [wall - zoneOffsetMs(wall - DAY_MS, zone), wall - zoneOffsetMs(wall + DAY_MS, zone)];
  const exact = candidates.filter((instant) => wallClock(instant, zone) === wall);
  return exact.length > 0 ? Math.min(...exact) : Math.max(...candidates);
}

/** The local day (`YYYY-MM-DD`) at an instant. */
export function localDay(instantMs: number, zone: string): string {
  return new Date(wallClock(instantMs, zone)).toISOString().slice(0, 10);
}

export function nextDay(day: string): string {
  return new Date(parseDay(day) + DAY_MS).toISOString().slice(0, 10);
}

function checkInterval(intervalMinutes: number): void {
  if (!PERIOD_INTERVALS.includes(intervalMinutes as PeriodInterval))
    throw new RangeError("interval must be 1, 3 or 5 minutes");
}

function checkCutoff(cutoffSeconds: number, intervalMinutes: number): void {
  if (!Number.isInteger(cutoffSeconds) || cutoffSeconds < 0 || cutoffSeconds >= intervalMinutes * 60)
    throw new RangeError("cutoff must be whole seconds, shorter than the interval");
}

interface DayBounds {
  readonly start: number;
  readonly end: number;
  readonly periods: number;
}

/** Day start and end per zone and day: Intl is slow and the board asks for the same days all day. */
const dayCache = new Map<string, readonly [number, number]>();

const recentDay = new Map<string, { readonly day: string; readonly start: number; readonly end: number }>();

function dayBounds(day: string, zone: string, intervalMinutes: number): DayBounds {
  const key = `${zone}|${day}`;
  let span = dayCache.get(key);
  if (!span) {
    span = [wallTimeToInstant(day, 0, zone), wallTimeToInstant(nextDay(day), 0, zone)];
    if (dayCache.size >= 4096) dayCache.clear();
    dayCache.set(key, span);
  }
  const [start, end] = span;
  return { start, end, periods: Math.ceil((end - start) / (intervalMinutes * MINUTE_MS)) };
}

function makePeriod(
  day: string,
  bounds: DayBounds,
  sequence: number,
  interval: number,
  cutoff: number,
): Period {
  const length = interval * MINUTE_MS;
  const drawAt = Math.min(bounds.start + sequence * length, bounds.end);
  return {
    id: `${day.replaceAll("-", "")}-${String(sequence).padStart(4, "0")}`,
    day,
    sequence,
    openAt: bounds.start + (sequence - 1) * length,
    closeAt: drawAt - cutoff * 1000,
    drawAt,
  };
}

/** How many periods the local day has (1440/480/288 in a zone without daylight saving). */
export function periodsInDay(day: string, zone: string, intervalMinutes: number): number {
  checkInterval(intervalMinutes);
  return dayBounds(day, zone, intervalMinutes).periods;
}

/** The period whose window [openAt, drawAt) contains the instant. */
export function periodAt(
  instantMs: number,
  zone: string,
  intervalMinutes: number,
  cutoffSeconds = 0,
): Period {
  checkInterval(intervalMinutes);
  checkCutoff(cutoffSeconds, intervalMinutes);
  if (!Number.isFinite(instantMs)) throw new RangeError("instant must be a finite number of ms");
  // Most calls fall in the same day as the previous one for the zone: skip Intl for them.
  const recent = recentDay.get(zone);
  let day =
    recent && instantMs >= recent.start && instantMs < recent.end ? recent.day : localDay(instantMs, zone);
  let bounds = dayBounds(day, zone, intervalMinutes);
  // A clock set back over midnight can show yesterday's date after today began; trust elapsed time.
  if (instantMs >= bounds.end) {
    day = nextDay(day);
    bounds = dayBounds(day, zone, intervalMinutes);
  }
  recentDay.set(zone, { day, start: bounds.start, end: bounds.end });
  const sequence = Math.floor((instantMs - bounds.start) / (intervalMinutes * MINUTE_MS)) + 1;
  return makePeriod(day, bounds, sequence, intervalMinutes, cutoffSeconds);
}

/** The period with this id, or null when the id is malformed or names no period of that day. */
export function periodById(
  id: string,
  zone: string,
  intervalMinutes: number,
  cutoffSeconds = 0,
): Period | null {
  checkInterval(intervalMinutes);
  checkCutoff(cutoffSeconds, intervalMinutes);
  const match = /^(\d{4})(\d{2})(\d{2})-(\d{4})$/.exec(id);
  if (!match) return null;
  const day = `${match[1]}-${match[2]}-${match[3]}`;
  try {
    parseDay(day);
  } catch {
    return null;
  }
  const bounds = dayBounds(day, zone, intervalMinutes);
  const sequence = Number(match[4]);
  if (sequence < 1 || sequence > bounds.periods) return null;
  return makePeriod(day, bounds, sequence, intervalMinutes, cutoffSeconds);
}

/** `count` consecutive periods from the one containing the instant (the open one) onwards. */
export function nextPeriods(
  instantMs: number,
  zone: string,
  intervalMinutes: number,
  count: number,
  cutoffSeconds = 0,
): Period[] {
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError("count must be a whole number >= 0");
  const periods: Period[] = [];
  let instant = instantMs;
  for (let i = 0; i < count; i++) {
    const period = periodAt(instant, zone, intervalMinutes, cutoffSeconds);
    periods.push(period);
    instant = period.drawAt;
  }
  return periods;
}

/** Whether a bet received at the instant may still enter the period (the server clock decides). */
export function acceptsBets(period: Period, instantMs: number): boolean {
  return instantMs >= period.openAt && instantMs < period.closeAt;
}
