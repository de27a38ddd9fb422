import {
  type ContractLimitsView,
  type ContractRow,
  MAX_CONTRACT_ROWS,
  RATE_BP_MAX,
  toMinor,
} from "@lotus/contracts";

/**
 * Contract rows as the offer form holds them (typed text) and the checks the server makes on them
 * (agent-contracts.ts `contractRows` and the limits call): a rate in percent with at most two
 * decimals (1 bp = 0.01 %), never above what the agent may grant; thresholds that go up row by row.
 */
export interface RowInput {
  minTurnover: string;
  minActiveMembers: string;
  /** Percent, e.g. "0.3" for 30 bp. */
  rate: string;
}

export type RowField = keyof RowInput;

export type RowProblem =
  | { key: "required" }
  | { key: "invalid" }
  | { key: "decimals"; digits: number }
  | { key: "positive" }
  | { key: "tooHigh"; maxBp: number }
  | { key: "step"; stepBp: number }
  | { key: "wholeNumber" }
  | { key: "tooLarge" }
  | { key: "order" };

export type RowProblems = Partial<Record<RowField, RowProblem>>;

/** The limits the form checks against (the server's answer for the chosen type). */
export type OfferLimits = Pick<ContractLimitsView, "maxRateBp" | "stepBp" | "grantableMaxBp" | "myRows">;

const TURNOVER_MAX = 1_000_000_000_000;
const ACTIVE_MAX = 1_000_000;
const WIRE_DIGITS = 2;

/** Typed text without grouping commas and spaces ("10,000,000" → "10000000"). */
function clean(text: string): string {
  return text.trim().replace(/[,\s]/g, "");
}

const DECIMAL = /^(\d+(\.\d*)?|\.\d+)$/;

function fractionDigits(text: string): number {
  return (text.split(".")[1] ?? "").replace(/0+$/, "").length;
}

/** A rate typed in percent as basis points ("0.3" → 30), or undefined when it is not one. */
export function percentToBp(text: string): number | undefined {
  const value = clean(text);
  if (!DECIMAL.test(value) || fractionDigits(value) > 2) return undefined;
  const normal = value.startsWith(".") ? `0${value}` : value.replace(/\.$/, "");
  return Number(toMinor(normal, 2));
}

/** Basis points as a percent text with two decimals (30 → "0.30"). */
export function bpToPercent(bp: number): string {
  const sign = bp < 0 ? "-" : "";
  const abs = Math.abs(Math.trunc(bp));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** A turnover threshold as the number the call takes, or undefined when it is not one. */
export function turnoverValue(text: string): number | undefined {
  const value = clean(text);
  if (!DECIMAL.test(value)) return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

const minorOf = (amount: number) => toMinor(amount.toFixed(WIRE_DIGITS), WIRE_DIGITS);

/**
 * The rate my own rows give a team at these thresholds: the last row (rows go up by turnover)
 * whose thresholds it reaches, 0 when none — the server's rule for "never above mine", since a
 * downline's team is part of mine.
 */
export function myRateAt(myRows: readonly ContractRow[], turnover: number, activeMembers: number): number {
  let rate = 0;
  const asked = minorOf(turnover);
  for (const row of myRows)
    if (asked >= minorOf(row.minTurnover) && activeMembers >= row.minActiveMembers) rate = row.rateBp;
  return rate;
}

function rateProblem(
  text: string,
  limits: OfferLimits,
  thresholds: { turnover?: number; activeMembers?: number },
): RowProblem | undefined {
  const value = clean(text);
  if (value === "") return { key: "required" };
  if (!DECIMAL.test(value)) return { key: "invalid" };
  if (fractionDigits(value) > 2) return { key: "decimals", digits: 2 };
  const bp = percentToBp(value) ?? 0;
  if (bp < 1) return { key: "positive" };
  // Never above the brand's maximum nor my own rate: at the row's thresholds when they are
  // readable, else my top rate.
  const { turnover, activeMembers } = thresholds;
  const mine =
    limits.myRows && turnover !== undefined && activeMembers !== undefined
      ? myRateAt(limits.myRows, turnover, activeMembers)
      : limits.grantableMaxBp;
  const maxBp = Math.min(mine, limits.grantableMaxBp, limits.maxRateBp, RATE_BP_MAX);
  if (bp > maxBp) return { key: "tooHigh", maxBp };
  if (limits.stepBp > 0 && bp % limits.stepBp !== 0) return { key: "step", stepBp: limits.stepBp };
  return undefined;
}

function turnoverProblem(text: string, minorDigits: number): RowProblem | undefined {
  const value = clean(text);
  if (value === "") return { key: "required" };
  const number = turnoverValue(value);
  if (number === undefined) return { key: "invalid" };
  const digits = Math.min(WIRE_DIGITS, Math.max(0, minorDigits));
  if (fractionDigits(value) > digits) return { key: "decimals", digits };
  if (number > TURNOVER_MAX) return { key: "tooLarge" };
  return undefined;
}

function activeProblem(text: string): RowProblem | undefined {
  const value = clean(text);
  if (value === "") return { key: "required" };
  if (!/^\d+$/.test(value)) return { key: "wholeNumber" };
  if (Number(value) > ACTIVE_MAX) return { key: "tooLarge" };
  return undefined;
}

/**
 * Each row's problems, field by field (an empty object for a row that may be sent). A row's
 * turnover must be above the row before it, as the server orders them.
 */
export function rowProblems(rows: readonly RowInput[], limits: OfferLimits, minorDigits = 2): RowProblems[] {
  return rows.map((row, index) => {
    const problems: RowProblems = {};
    const active = activeProblem(row.minActiveMembers);
    if (active) problems.minActiveMembers = active;
    const turnover = turnoverProblem(row.minTurnover, minorDigits);
    const rate = rateProblem(row.rate, limits, {
      turnover: turnover ? undefined : turnoverValue(row.minTurnover),
      activeMembers: active ? undefined : Number(clean(row.minActiveMembers)),
    });
    if (rate) problems.rate = rate;
    if (turnover) problems.minTurnover = turnover;
    else if (index > 0) {
      const previous = rows[index - 1];
      const before = previous ? turnoverValue(previous.minTurnover) : undefined;
      const current = turnoverValue(row.minTurnover);
      if (before !== undefined && current !== undefined && current <= before)
        problems.minTurnover = { key: "order" };
    }
    return problems;
  });
}

export function hasProblems(problems: readonly RowProblems[]): boolean {
  return problems.some((row) => Object.keys(row).length > 0);
}

/** Whether another row may be added (the contract allows at most MAX_CONTRACT_ROWS). */
export function canAddRow(count: number): boolean {
  return count < MAX_CONTRACT_ROWS;
}

/** The rows as the offer call takes them; call only once rowProblems found nothing. */
export function toContractRows(rows: readonly RowInput[]): ContractRow[] {
  return rows.map((row) => ({
    minTurnover: turnoverValue(row.minTurnover) ?? 0,
    minActiveMembers: Number(clean(row.minActiveMembers)),
    rateBp: percentToBp(row.rate) ?? 0,
  }));
}

/** Rows of an existing contract as form text, to start a new version from them. */
export function toRowInputs(rows: readonly ContractRow[]): RowInput[] {
  return rows.map((row) => ({
    minTurnover: String(row.minTurnover),
    minActiveMembers: String(row.minActiveMembers),
    rate: bpToPercent(row.rateBp),
  }));
}

/** The blank row a new offer starts with. */
export const EMPTY_ROW: RowInput = { minTurnover: "0", minActiveMembers: "0", rate: "" };

/**
 * A server field path of the offer call onto the form's field ("rows.1.rateBp" → "rows.1.rate");
 * undefined for a path the form has no field for.
 */
export function formFieldOf(path: string): string | undefined {
  const row = /^rows\.(\d+)\.(minTurnover|minActiveMembers|rateBp)$/.exec(path);
  if (row) return `rows.${row[1]}.${row[2] === "rateBp" ? "rate" : row[2]}`;
  if (path === "type" || path === "period" || path === "carryNegative" || path === "downlineId") return path;
  return undefined;
}
