import { AGENT_RANGE_MAX_DAYS, AGENT_RANGES, type AgentRange } from "@lotus/contracts";
import { addDays } from "../../../components/records/day-range";

/**
 * The range every agent page is read over: a preset (today, yesterday, this week, this month) or
 * a custom pair of days, yyyy-MM-dd in the brand's time zone (DESIGN §5). The server resolves the
 * presets and echoes the days; the client resolves them only to start a custom range from them.
 */
export interface RangeChoice {
  range: AgentRange;
  /** Custom ranges only; "" when not chosen yet. */
  from: string;
  to: string;
}

/** URL parameters: `range`, and for a custom range `dateFrom` and `dateTo` (the kit's date-range field). */
export const RANGE_PARAM = "range";
export const DATE_FIELD = "date";
export const FROM_PARAM = `${DATE_FIELD}From`;
export const TO_PARAM = `${DATE_FIELD}To`;

export const DEFAULT_RANGE: AgentRange = "today";

export function isAgentRange(value: string): value is AgentRange {
  return (AGENT_RANGES as readonly string[]).includes(value);
}

/** The choice the URL values describe; an unknown preset reads as the default. */
export function readRange(values: Readonly<Record<string, string | undefined>>): RangeChoice {
  const raw = values[RANGE_PARAM] ?? "";
  const range = isAgentRange(raw) ? raw : DEFAULT_RANGE;
  if (range !== "custom") return { range, from: "", to: "" };
  return { range, from: values[FROM_PARAM] ?? "", to: values[TO_PARAM] ?? "" };
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** Monday of the ISO week holding `day`. */
function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** The days a preset covers on `today` (a custom choice keeps its own days). */
export function rangeDays(choice: RangeChoice, today: string): { from: string; to: string } {
  switch (choice.range) {
    case "today":
      return { from: today, to: today };
    case "yesterday": {
      const yesterday = addDays(today, -1);
      return { from: yesterday, to: yesterday };
    }
    case "thisWeek":
      return { from: weekStart(today), to: today };
    case "thisMonth":
      return { from: `${today.slice(0, 8)}01`, to: today };
    case "custom":
      return { from: choice.from, to: choice.to };
  }
}

export type CustomRangeProblem = "required" | "order" | "tooLong";

/** Why a custom range cannot be searched (the server would answer `agent.range_invalid`), or undefined. */
export function customRangeProblem(choice: RangeChoice): CustomRangeProblem | undefined {
  if (choice.range !== "custom") return undefined;
  if (!choice.from || !choice.to) return "required";
  const days = dayNumber(choice.to) - dayNumber(choice.from) + 1;
  if (days < 1) return "order";
  if (days > AGENT_RANGE_MAX_DAYS) return "tooLong";
  return undefined;
}

/** The query part every ranged call takes: the preset, and the days only for a custom range. */
export function rangeQuery(choice: RangeChoice): { range: AgentRange; from?: string; to?: string } {
  return choice.range === "custom"
    ? { range: "custom", from: choice.from, to: choice.to }
    : { range: choice.range };
}

/** URL changes that pick a range: a custom range starts from the days of the range it replaces. */
export function chooseRange(next: AgentRange, current: RangeChoice, today: string): Record<string, string> {
  if (next !== "custom") return { [RANGE_PARAM]: next, [FROM_PARAM]: "", [TO_PARAM]: "" };
  const days = rangeDays(current, today);
  return { [RANGE_PARAM]: next, [FROM_PARAM]: days.from, [TO_PARAM]: days.to };
}
