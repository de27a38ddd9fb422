/**
 * The VIP ladder's rules (DOMAIN §6.3), pure: what one closed business day does to a member's level.
 * Days are yyyy-MM-dd in the brand's zone; amounts are minor units.
 */

export interface LadderLevel {
  rank: number;
  depositRequired: bigint;
  turnoverRequired: bigint;
  maintenanceTurnover: bigint;
  maintenanceDays: number;
}

export interface MemberLadderState {
  rank: number;
  /** The highest rank ever held: coming back to a lost level needs its maintenance turnover again. */
  highestRank: number;
  /** First day of the maintenance window. */
  windowStart: string;
  windowTurnover: bigint;
  totalDeposit: bigint;
  totalTurnover: bigint;
}

export type LadderChange = "promotion" | "demotion" | "renewal";

export interface DayOutcome {
  state: MemberLadderState;
  change?: LadderChange;
}

const DAY_MS = 86_400_000;

/** The calendar day `days` after `day`. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (date ?? 1) + days)).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to`. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Last day of a maintenance window that starts on `windowStart` and lasts `days` days. */
export function windowEnd(windowStart: string, days: number): string {
  return addDays(windowStart, Math.max(1, days) - 1);
}

/** A member the ladder has not seen yet: the lowest level, its window opening the next day. */
export function freshState(day: string): MemberLadderState {
  return {
    rank: 0,
    highestRank: 0,
    windowStart: addDays(day, 1),
    windowTurnover: 0n,
    totalDeposit: 0n,
    totalTurnover: 0n,
  };
}

function qualifies(state: MemberLadderState, next: LadderLevel): boolean {
  if (state.totalDeposit < next.depositRequired || state.totalTurnover < next.turnoverRequired) return false;
  // A level lost by demotion comes back only with its maintenance turnover made again since then:
  // the cumulative totals alone would promote the member straight back the next day.
  return next.rank > state.highestRank || state.windowTurnover >= next.maintenanceTurnover;
}

/**
 * Closes `day` for a member: the day's deposits and valid turnover are added to the totals and the
 * window, then at most one change happens — promotion by one level when the next level's cumulative
 * deposit and turnover are reached (no skipping), or, when the maintenance window ends that day,
 * renewal (requirement met) or demotion by one level (missed). Both open a new window the next day.
 * `levels` is the ladder ordered by rank from 0.
 */
export function closeDay(
  levels: readonly LadderLevel[],
  before: MemberLadderState,
  day: string,
  deposit: bigint,
  turnover: bigint,
): DayOutcome {
  const state: MemberLadderState = {
    ...before,
    totalDeposit: before.totalDeposit + deposit,
    totalTurnover: before.totalTurnover + turnover,
    windowTurnover: before.windowTurnover + turnover,
  };
  // A ladder edited shorter leaves the member on its top level.
  const top = levels.length - 1;
  if (state.rank > top) state.rank = Math.max(top, 0);
  const reopen = (rank: number): MemberLadderState => ({
    ...state,
    rank,
    highestRank: Math.max(state.highestRank, rank),
    windowStart: addDays(day, 1),
    windowTurnover: 0n,
  });
  const next = levels[state.rank + 1];
  if (next && qualifies(state, next)) return { state: reopen(next.rank), change: "promotion" };
  const current = levels[state.rank];
  if (!current || state.rank === 0) return { state };
  if (day < windowEnd(state.windowStart, current.maintenanceDays)) return { state };
  if (state.windowTurnover >= current.maintenanceTurnover)
    return { state: reopen(state.rank), change: "renewal" };
  return { state: reopen(state.rank - 1), change: "demotion" };
}

/** Month and day of a birthday written yyyy-MM-dd, dd/MM/yyyy or dd-MM-yyyy; undefined when unreadable. */
export function birthdayMonthDay(birthday: string | undefined): { month: number; day: number } | undefined {
  if (!birthday) return undefined;
  const text = birthday.trim();
  const iso = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text);
  const dmy = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text);
  const month = Number(iso ? iso[2] : dmy?.[2]);
  const day = Number(iso ? iso[3] : dmy?.[1]);
  if (!month || !day || month > 12 || day > 31) return undefined;
  return { month, day };
}

/**
 * Whether `day` is the member's birthday (29 February is kept on 28 February in other years) and the
 * account is older than `minAccountDays` on it.
 */
export function birthdayDue(
  birthday: string | undefined,
  accountCreatedDay: string,
  day: string,
  minAccountDays: number,
): boolean {
  const date = birthdayMonthDay(birthday);
  if (!date) return false;
  const [year = 0, month, dayOfMonth] = day.split("-").map(Number);
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const wanted = date.month === 2 && date.day === 29 && !leap ? { month: 2, day: 28 } : date;
  if (wanted.month !== month || wanted.day !== dayOfMonth) return false;
  return daysBetween(accountCreatedDay, day) > minAccountDays;
}
