import { TRANSACTION_TYPES } from "@lotus/contracts";

/**
 * Record filters (account, deposit and withdrawal records) and the query each asks the server
 * for. Dates are yyyy-MM-dd days of the brand's time zone, both ends inclusive (DESIGN §5).
 */
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export interface DateRange {
  from: string;
  to: string;
}

export interface TransactionFilters extends DateRange {
  /** "" for every type. */
  type: TransactionType | "";
}

/** Days shown when a record page opens: today and the six days before it. */
export const DEFAULT_RECORD_DAYS = 7;
/** The widest range one search may cover. */
export const MAX_RECORD_DAYS = 90;

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

/** The default range ending on `today` (the brand's current day). */
export function defaultRange(today: string, days = DEFAULT_RECORD_DAYS): DateRange {
  return { from: addDays(today, -(days - 1)), to: today };
}

export type RangeProblem = "format" | "order" | "future" | "tooLong";

/** What is wrong with a range, or undefined; either end may be left empty. */
export function rangeProblem(range: DateRange, today: string): RangeProblem | undefined {
  const from = range.from ? dayNumber(range.from) : undefined;
  const to = range.to ? dayNumber(range.to) : undefined;
  if ((range.from && from === undefined) || (range.to && to === undefined)) return "format";
  const now = dayNumber(today);
  if (from !== undefined && to !== undefined) {
    if (from > to) return "order";
    if (to - from + 1 > MAX_RECORD_DAYS) return "tooLong";
  }
  if (now !== undefined && from !== undefined && from > now) return "future";
  return undefined;
}

export function isTransactionType(value: string): value is TransactionType {
  return (TRANSACTION_TYPES as readonly string[]).includes(value);
}

/** The account-record query (GET /wps/relay/ODSFE2_MemTransDet): empty filters are left out. */
export function transactionQuery(filters: TransactionFilters, page: number, pageSize: number) {
  return {
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    ...(filters.type ? { type: filters.type } : {}),
    page: Math.max(1, Math.floor(page) || 1),
    pageSize,
  };
}

/** Deposit and withdrawal record queries: a date range and an optional status. */
export function statusQuery<S extends string>(
  filters: DateRange & { status: S | "" },
  page: number,
  pageSize: number,
) {
  return {
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    ...(filters.status ? { status: filters.status as S } : {}),
    page: Math.max(1, Math.floor(page) || 1),
    pageSize,
  };
}

/** The sign a record amount shows: credits with "+", debits with "-" (already in the amount). */
export function signedAmount(amount: number, format: (value: number) => string): string {
  return amount > 0 ? `+${format(amount)}` : format(amount);
}
