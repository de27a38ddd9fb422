import { type LotteryRegion, type PrizeCode, prizeLayoutOf } from "@lotus/contracts";
import { periodDate } from "./daily";
import type { ResultLike } from "./results";

/**
 * The official ticket table of the Vietnamese daily lottery (DOMAIN §1.1), as the regions print
 * it: one row per prize of the region's layout, the special prize (ĐB) on top down to G7 in the
 * North and G8 in the South and Centre, one column per station of the day.
 */

export interface TicketRow {
  prize: PrizeCode;
  /** How many digits each number of this prize has. */
  digits: number;
  /** One list per station column: the prize's numbers in their places, null where none is known. */
  columns: (string | null)[][];
}

/** The rows of a ticket for the results of one region's stations (one column each). */
export function ticketRows(region: LotteryRegion, results: readonly ResultLike[]): TicketRow[] {
  return prizeLayoutOf(region).map((slot) => ({
    prize: slot.prize,
    digits: slot.digits,
    columns: results.map((result) => {
      const numbers = result.prizes?.find((row) => row.prize === slot.prize)?.numbers ?? [];
      return Array.from({ length: slot.count }, (_, index) => numbers[index] ?? null);
    }),
  }));
}

/** A draw as the results list it: its period, status, time and result. */
export interface ResultDraw {
  period: string;
  status: string;
  drawAt: number;
  result: ResultLike | null;
}

const hasPrizes = (draw: ResultDraw) =>
  draw.status !== "void" && (draw.result?.prizes?.some((row) => row.numbers.length > 0) ?? false);

/**
 * The latest day with results (newest first in `recent`): its date and the stations drawn that
 * day, earliest draw first (in the order listed when they drew together); null before any result.
 */
export function latestDay<D extends ResultDraw>(recent: readonly D[]): { date: string; draws: D[] } | null {
  const drawn = recent.filter(hasPrizes);
  const first = drawn[0];
  if (!first) return null;
  const date = periodDate(first.period);
  const draws = drawn
    .map((draw, index) => ({ draw, index }))
    .filter(({ draw }) => periodDate(draw.period) === date)
    .sort((a, b) => a.draw.drawAt - b.draw.drawAt || a.index - b.index)
    .map(({ draw }) => draw);
  return { date, draws };
}
