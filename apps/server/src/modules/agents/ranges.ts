import { AGENT_RANGE_MAX_DAYS, type AgentRange } from "@lotus/contracts";
import { AppError } from "../../platform/errors";
import { zonedDateStart, zonedDay } from "../../platform/time";

const DAY_MS = 86_400_000;

/** A business-day range of the agent pages: both days included, and the instants that bound it. */
export interface DayRange {
  from: string;
  to: string;
  /** Start of `from` in the brand's zone. */
  start: Date;
  /** Start of the day after `to` (exclusive). */
  end: Date;
}

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayText = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);
const isRealDay = (day: string | undefined): day is string =>
  day !== undefined && Number.isFinite(dayNumber(day)) && dayText(dayNumber(day)) === day;

/**
 * The days a preset names on the brand's calendar (weeks start on Monday), or the custom days,
 * which must be real, ordered and at most AGENT_RANGE_MAX_DAYS long (else 400 `agent.range_invalid`).
 */
export function resolveRange(
  query: { range: AgentRange; from?: string; to?: string },
  nowMs: number,
  timeZone: string,
): DayRange {
  const today = dayNumber(zonedDay(nowMs, timeZone));
  let from: number;
  let to: number;
  switch (query.range) {
    case "today":
      [from, to] = [today, today];
      break;
    case "yesterday":
      [from, to] = [today - 1, today - 1];
      break;
    case "thisWeek":
      // Day 0 of the epoch was a Thursday: (n + 3) mod 7 counts days since Monday.
      [from, to] = [today - ((((today + 3) % 7) + 7) % 7), today];
      break;
    case "thisMonth":
      [from, to] = [dayNumber(`${dayText(today).slice(0, 8)}01`), today];
      break;
    case "custom": {
      if (!isRealDay(query.from) || !isRealDay(query.to)) throw new AppError("agent.range_invalid");
      [from, to] = [dayNumber(query.from), dayNumber(query.to)];
      if (to < from || to - from + 1 > AGENT_RANGE_MAX_DAYS) throw new AppError("agent.range_invalid");
    }
  }
  const fromText = dayText(from);
  const toText = dayText(to);
  return {
    from: fromText,
    to: toText,
    start: new Date(zonedDateStart(fromText, timeZone)),
    end: new Date(zonedDateStart(dayText(to + 1), timeZone)),
  };
}
