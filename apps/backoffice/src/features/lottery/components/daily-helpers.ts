import {
  DAILY_LOTTERY_IDS,
  LOTTERY_REGIONS,
  type LotteryRegion,
  type LotteryResultView,
  type PrizeSlot,
} from "@lotus/contracts";
import { PRIZE_ORDER } from "./lottery-helpers";

/**
 * The pure rules of the daily Vietnamese draws' screens: where a draw's result stands, the result
 * entry form laid out as the official ticket (values, checks, the call's body), and the calendar's
 * tables and forms.
 */

// ---------- daily draws ----------

export type DailyLotteryId = (typeof DAILY_LOTTERY_IDS)[number];

/** The daily games in the order of the country, North to South. */
export const DAILY_GAME_ORDER: readonly DailyLotteryId[] = ["xsmb", "xsmt", "xsmn"];

export function isDailyGame(game: string): boolean {
  return (DAILY_LOTTERY_IDS as readonly string[]).includes(game);
}

/** A daily draw's region (its format); null for Keno. */
export function regionOf(format: string): LotteryRegion | null {
  return LOTTERY_REGIONS.find((region) => region === format) ?? null;
}

/** What a daily draw's result section shows. */
export type ResultStage =
  /** Betting still runs: the result comes after closeAt. */
  | "notDue"
  /** Betting closed, no result yet: it may be entered. */
  | "due"
  /** Entered by one operator, waiting for a second to confirm it. */
  | "pending"
  /** Confirmed: the draw is drawn, paying, paid, or paid again after a correction. */
  | "confirmed"
  /** Paid, with a corrected result entered by one operator waiting for a second to confirm it. */
  | "correction"
  | "void";

export interface ResultFacts {
  status: string;
  closeAt: number;
  result: LotteryResultView | null;
  pendingResult: LotteryResultView | null;
  correctionPending?: boolean;
}

export function resultStage(draw: ResultFacts, now: number): ResultStage {
  if (draw.status === "void") return "void";
  if (draw.status === "settled" && draw.correctionPending === true && draw.pendingResult !== null)
    return "correction";
  if (draw.status !== "open" || draw.result !== null) return "confirmed";
  if (draw.pendingResult !== null) return "pending";
  return now >= draw.closeAt ? "due" : "notDue";
}

/**
 * A confirmed draw is settled by the server within seconds, and a confirmed correction re-settled:
 * its page reads it again until it is paid.
 */
export function awaitsSettlement(draw: { status: string; station: unknown }): boolean {
  return (
    draw.station !== null &&
    (draw.status === "drawn" || draw.status === "settling" || draw.status === "correcting")
  );
}

/** Only a paid daily draw's result is corrected (a draw still paying finishes first), one correction at a time. */
export function canCorrect(draw: {
  status: string;
  station: unknown;
  result: LotteryResultView | null;
  correctionPending: boolean;
}): boolean {
  return (
    draw.station !== null && draw.status === "settled" && draw.result !== null && !draw.correctionPending
  );
}

/** One prize of a correction: its confirmed numbers beside the corrected ones. */
export interface ComparedPrize {
  prize: string;
  confirmed: string[];
  corrected: string[];
  changed: boolean;
}

/** The confirmed and the corrected result prize by prize, ĐB first, each prize marked when it differs. */
export function compareResults(
  confirmed: LotteryResultView | null,
  corrected: LotteryResultView | null,
): ComparedPrize[] {
  const numbersOf = (result: LotteryResultView | null, prize: string) =>
    result?.prizes?.find((entry) => entry.prize === prize)?.numbers ?? [];
  const present = new Set(
    [...(confirmed?.prizes ?? []), ...(corrected?.prizes ?? [])].map((entry) => entry.prize),
  );
  return PRIZE_ORDER.filter((prize) => present.has(prize)).map((prize) => {
    const before = [...numbersOf(confirmed, prize)];
    const after = [...numbersOf(corrected, prize)];
    return {
      prize,
      confirmed: before,
      corrected: after,
      changed: before.length !== after.length || before.some((number, index) => number !== after[index]),
    };
  });
}

// ---------- the result entry form ----------

/** The typed numbers by prize code, one text per number of the prize (`numbers.G3.1`). */
export interface ResultFormValues {
  numbers: Record<string, string[]>;
  /** Why a paid result is corrected (a correction's form only). */
  reason?: string;
}

/** The form field of one number. */
export const numberField = (prize: string, index: number) => `numbers.${prize}.${index}` as const;

/**
 * A blank ticket, or the result to change (its numbers as they were, leading zeros kept) with the
 * correction's reason so far.
 */
export function resultToForm(
  layout: readonly PrizeSlot[],
  result: LotteryResultView | null = null,
  reason = "",
): ResultFormValues {
  const numbers: Record<string, string[]> = {};
  for (const slot of layout) {
    const given = result?.prizes?.find((entry) => entry.prize === slot.prize)?.numbers ?? [];
    numbers[slot.prize] = Array.from({ length: slot.count }, (_, index) => given[index] ?? "");
  }
  return { numbers, reason };
}

/**
 * The reason a correction's form starts with: the pending correction's when it is changed; a new
 * correction starts without, even after an applied one (whose reason the draw keeps showing).
 */
export function reasonToChange(draw: { correctionPending: boolean; correctionReason: string | null }) {
  return draw.correctionPending ? (draw.correctionReason ?? "") : "";
}

/** What a typed number becomes: digits only, at most the prize's digit count. */
export function onlyDigits(text: string, digits: number): string {
  return text.replace(/\D/g, "").slice(0, digits);
}

export type NumberProblem = "required" | "digitsOnly" | "wrongLength";

/** What is wrong with one typed number of a prize with `digits` digits, or undefined. */
export function numberProblem(text: string | undefined, digits: number): NumberProblem | undefined {
  const value = (text ?? "").trim();
  if (value === "") return "required";
  if (!/^\d+$/.test(value)) return "digitsOnly";
  return value.length === digits ? undefined : "wrongLength";
}

/** Every bad number of the ticket at once, by form field. */
export function resultFormProblems(
  layout: readonly PrizeSlot[],
  values: ResultFormValues,
): { field: string; problem: NumberProblem; slot: PrizeSlot; index: number }[] {
  return layout.flatMap((slot) =>
    Array.from({ length: slot.count }, (_, index) => {
      const problem = numberProblem(values.numbers[slot.prize]?.[index], slot.digits);
      return problem ? [{ field: numberField(slot.prize, index), problem, slot, index }] : [];
    }).flat(),
  );
}

/**
 * The enter-result call's body: every prize of the layout in its order, numbers as typed (trimmed);
 * a correction of a paid result carries its reason.
 */
export function resultFormToBody(layout: readonly PrizeSlot[], values: ResultFormValues, correction = false) {
  return {
    ...(correction ? { reason: values.reason ?? "" } : {}),
    result: {
      prizes: layout.map((slot) => ({
        prize: slot.prize,
        numbers: Array.from({ length: slot.count }, (_, index) =>
          (values.numbers[slot.prize]?.[index] ?? "").trim(),
        ),
      })),
    },
  };
}

/** A schema issue's path in the body (`result.prizes.3.numbers.1`) as the form field showing it. */
export function bodyPathToField(layout: readonly PrizeSlot[], path: string): string {
  if (path === "reason") return "reason";
  const match = /^result\.prizes\.(\d+)\.numbers\.(\d+)$/.exec(path);
  const slot = match ? layout[Number(match[1])] : undefined;
  return slot && match ? numberField(slot.prize, Number(match[2])) : "root.result";
}

/**
 * The kit's contract-form rules for the ticket: values → body, each bad number named on its own
 * field (message from `text`), the schema's issues put on the same fields (a correction's reason
 * on its own).
 */
export function resultFormRules(
  layout: readonly PrizeSlot[],
  text: (problem: NumberProblem, slot: PrizeSlot) => string,
  correction = false,
) {
  return {
    prepare: (values: ResultFormValues) => resultFormToBody(layout, values, correction),
    checkAlways: (values: ResultFormValues) =>
      Object.fromEntries(
        resultFormProblems(layout, values).map((entry) => [entry.field, text(entry.problem, entry.slot)]),
      ),
    mapPath: (path: string) => bodyPathToField(layout, path),
  };
}

/**
 * The numbers the server named in a `lottery.result_invalid` refusal (`value.problems`, read
 * without a schema): each one with a wrong or non-digit number, as a form field and a problem.
 */
export function refusedNumbers(
  layout: readonly PrizeSlot[],
  value: unknown,
): { field: string; problem: NumberProblem; slot: PrizeSlot }[] {
  const problems = (value as { problems?: unknown } | null | undefined)?.problems;
  if (!Array.isArray(problems)) return [];
  return problems.flatMap((entry) => {
    const { prize, index, code } = (entry ?? {}) as { prize?: unknown; index?: unknown; code?: unknown };
    const slot = layout.find((candidate) => candidate.prize === prize);
    if (!slot || typeof index !== "number" || index < 0 || index >= slot.count) return [];
    const problem: NumberProblem | undefined =
      code === "wrong_digits" ? "wrongLength" : code === "not_digits" ? "digitsOnly" : undefined;
    return problem ? [{ field: numberField(slot.prize, index), problem, slot }] : [];
  });
}

// ---------- the calendar ----------

/** The calendar's weekdays (its `weekly` keys) in the order of a Vietnamese week, Monday first. */
export const WEEK = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type Weekday = (typeof WEEK)[number];

export interface WeekRow {
  day: Weekday;
  /** Station names drawing that weekday, per region. */
  stations: Partial<Record<LotteryRegion, string[]>>;
}

/** The weekly plan as a table: one row per weekday, each region's stations by name (else their code). */
export function weekRows(
  regions: readonly { region: LotteryRegion; weekly: Record<string, string[]> }[],
  stations: readonly { code: string; name: string }[],
): WeekRow[] {
  const names = new Map(stations.map((station) => [station.code, station.name]));
  return WEEK.map((day) => ({
    day,
    stations: Object.fromEntries(
      regions.map((region) => [
        region.region,
        (region.weekly[day] ?? []).map((code) => names.get(code) ?? code),
      ]),
    ),
  }));
}

export interface ComingDraw {
  region: LotteryRegion;
  station: { code: string; name: string };
  drawAt: number;
  closeAt: number;
}

/** A row of the coming days: one draw, or a day without any (all cancelled). */
export interface ComingRow {
  key: string;
  date: string;
  draw: ComingDraw | null;
}

export function comingRows(days: readonly { date: string; draws: readonly ComingDraw[] }[]): ComingRow[] {
  return days.flatMap((day): ComingRow[] =>
    day.draws.length === 0
      ? [{ key: day.date, date: day.date, draw: null }]
      : day.draws.map((draw) => ({ key: `${day.date}:${draw.station.code}`, date: day.date, draw })),
  );
}

/** The weekday of a calendar date `YYYY-MM-DD` (the date itself, whatever the browser's zone). */
export function weekdayOf(date: string): Weekday | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return undefined;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))).getUTCDay();
  return WEEK[(day + 6) % 7];
}

/** How far an override reaches: every region's draws, one region's, or one station's. */
export type OverrideScope = "all" | "region" | "station";

export function overrideScope(override: {
  region: string | null;
  stationCode: string | null;
}): OverrideScope {
  if (override.stationCode !== null) return "station";
  return override.region === null ? "all" : "region";
}

export interface OverrideFormValues {
  date: string;
  /** cancel: no draw that day; extra: a station's added draw. */
  kind: "cancel" | "extra";
  scope: OverrideScope;
  region: string;
  stationCode: string;
  note: string;
}

export const EMPTY_OVERRIDE: OverrideFormValues = {
  date: "",
  kind: "cancel",
  scope: "all",
  region: "",
  stationCode: "",
  note: "",
};

/** An extra draw is always a station's. */
export function effectiveScope(values: Pick<OverrideFormValues, "kind" | "scope">): OverrideScope {
  return values.kind === "extra" ? "station" : values.scope;
}

/** The add-override call's body; a station's override names its region too. */
export function overrideFormToBody(
  values: OverrideFormValues,
  stations: readonly { code: string; region: LotteryRegion }[],
) {
  const scope = effectiveScope(values);
  const station = stations.find((entry) => entry.code === values.stationCode);
  const region =
    scope === "region" ? regionOf(values.region) : scope === "station" ? (station?.region ?? null) : null;
  return {
    date: values.date,
    region,
    stationCode: scope === "station" ? values.stationCode || null : null,
    cancelled: values.kind === "cancel",
    note: values.note,
  };
}

/** The choice the scope asks for, when missing: a region, or a station. */
export function overrideFormProblems(values: OverrideFormValues): {
  region?: "required";
  stationCode?: "required";
} {
  const scope = effectiveScope(values);
  return {
    region: scope === "region" && regionOf(values.region) === null ? "required" : undefined,
    stationCode: scope === "station" && values.stationCode === "" ? "required" : undefined,
  };
}

/** The cut-off as typed: blank → undefined (required), anything but a number → NaN. */
export function parseMinutes(text: string): number | undefined {
  const cleaned = text.trim();
  if (cleaned === "") return undefined;
  return /^\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** A region's closing time of day: its draw time `HH:MM` less the cut-off ("18:15", 15 → "18:00"). */
export function closeTimeOf(drawTime: string, cutoffMinutes: number): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(drawTime);
  if (!match) return "";
  const day = 24 * 60;
  const minutes = (((Number(match[1]) * 60 + Number(match[2]) - cutoffMinutes) % day) + day) % day;
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}
