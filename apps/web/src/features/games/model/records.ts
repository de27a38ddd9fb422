import {
  type betRecordsCall,
  type CallQuery,
  GAME_TYPES,
  type GameType,
  ROUND_STATUSES,
  type RoundStatus,
} from "@lotus/contracts";
import { addDays, type DayRange as DateRange } from "../../../components/records/day-range";

/**
 * Betting record and profit-and-loss filters and sums. Days are yyyy-MM-dd in the brand's time
 * zone, both ends inclusive (DESIGN §5); the day range is the one every record list shares.
 */
export { MAX_RANGE_DAYS, type RangeProblem, rangeProblem } from "../../../components/records/day-range";
export { addDays, type DateRange };

export const QUICK_RANGES = ["today", "yesterday", "week"] as const;
export type QuickRange = (typeof QUICK_RANGES)[number];

/** Today, yesterday, or the last 7 days including today. */
export function quickRange(kind: QuickRange, today: string): DateRange {
  if (kind === "today") return { from: today, to: today };
  if (kind === "yesterday") {
    const yesterday = addDays(today, -1);
    return { from: yesterday, to: yesterday };
  }
  return { from: addDays(today, -6), to: today };
}

/** The quick range a date range equals, so its button shows as chosen. */
export function matchingQuickRange(range: DateRange, today: string): QuickRange | undefined {
  return QUICK_RANGES.find((kind) => {
    const quick = quickRange(kind, today);
    return quick.from === range.from && quick.to === range.to;
  });
}

export interface BetFilters extends DateRange {
  gameType: GameType | "";
  vassalage: string;
  status: RoundStatus | "";
}

export function isGameType(value: string): value is GameType {
  return (GAME_TYPES as readonly string[]).includes(value);
}

export function isRoundStatus(value: string): value is RoundStatus {
  return (ROUND_STATUSES as readonly string[]).includes(value);
}

/** The GET /wps/relay/ODSFE2_MemBetDet query: filters that are not set are left out. */
export function betRecordQuery(
  filters: BetFilters,
  page: number,
  pageSize: number,
): CallQuery<typeof betRecordsCall> {
  return {
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    ...(filters.gameType ? { gameType: filters.gameType } : {}),
    ...(filters.vassalage ? { vassalage: filters.vassalage } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    page: Math.max(1, Math.floor(page) || 1),
    pageSize,
  };
}

/** How a win/loss shows: a member's win in the success colour, a loss in the danger colour. */
export function winLossTone(amount: number): "win" | "loss" | "even" {
  if (amount > 0) return "win";
  if (amount < 0) return "loss";
  return "even";
}

// ---------- profit and loss ----------

export interface ProfitFigures {
  rounds: number;
  betAmount: number;
  validBet: number;
  winLoss: number;
}

export interface ProfitLine extends ProfitFigures {
  date: string;
  gameType: GameType;
}

export interface ProfitDay {
  date: string;
  /** The day's categories in the fixed category order. */
  rows: ProfitLine[];
  total: ProfitFigures;
}

/** Sums money in hundredths so 0.1 + 0.2 stays 0.3. */
function addMoney(a: number, b: number): number {
  return Math.round(a * 100 + b * 100) / 100;
}

export function sumFigures(rows: readonly ProfitFigures[]): ProfitFigures {
  return rows.reduce<ProfitFigures>(
    (total, row) => ({
      rounds: total.rounds + row.rounds,
      betAmount: addMoney(total.betAmount, row.betAmount),
      validBet: addMoney(total.validBet, row.validBet),
      winLoss: addMoney(total.winLoss, row.winLoss),
    }),
    { rounds: 0, betAmount: 0, validBet: 0, winLoss: 0 },
  );
}

const typeOrder = (type: GameType) => GAME_TYPES.indexOf(type);

/** Rows per day (newest day first), each day's categories in order and a day total. */
export function groupProfitByDay(list: readonly ProfitLine[]): ProfitDay[] {
  const days = new Map<string, ProfitLine[]>();
  for (const row of list) days.set(row.date, [...(days.get(row.date) ?? []), row]);
  return [...days.entries()]
    .sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0))
    .map(([date, rows]) => {
      const sorted = [...rows].sort((a, b) => typeOrder(a.gameType) - typeOrder(b.gameType));
      return { date, rows: sorted, total: sumFigures(sorted) };
    });
}

/** The whole range per category, in the fixed category order. */
export function profitByCategory(list: readonly ProfitLine[]): (ProfitFigures & { gameType: GameType })[] {
  const byType = new Map<GameType, ProfitLine[]>();
  for (const row of list) byType.set(row.gameType, [...(byType.get(row.gameType) ?? []), row]);
  return GAME_TYPES.filter((type) => byType.has(type)).map((type) => ({
    gameType: type,
    ...sumFigures(byType.get(type) ?? []),
  }));
}
