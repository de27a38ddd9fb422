import { TRANSACTION_TYPES } from "@lotus/contracts";
import { addDays, type DayRange as DateRange, MAX_RANGE_DAYS } from "../../../components/records/day-range";

/**
 * Record filters (account, deposit and withdrawal records) and the query each asks the server
 * for. Dates are yyyy-MM-dd days of the brand's time zone, both ends inclusive (DESIGN §5).
 */
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export interface TransactionFilters extends DateRange {
  /** "" for every type. */
  type: TransactionType | "";
}

/** Days shown when a record page opens: today and the six days before it. */
export const DEFAULT_RECORD_DAYS = 7;
/** The widest range one search may cover. */
export const MAX_RECORD_DAYS = MAX_RANGE_DAYS;

/** The default range ending on `today` (the brand's current day). */
export function defaultRange(today: string, days = DEFAULT_RECORD_DAYS): DateRange {
  return { from: addDays(today, -(days - 1)), to: today };
}

// The day range every record list shares, named as this feature's filters use it.
export { type RangeProblem, rangeProblem } from "../../../components/records/day-range";
export { addDays, type DateRange };

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
