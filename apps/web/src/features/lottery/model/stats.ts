import type { LotteryNumberStats } from "@lotus/contracts";

/**
 * The statistics tab as players read it (DOMAIN §1): the hot numbers (most frequent over the
 * window), the cold ones (least frequent), the lô gan table (longest missing first, beside the
 * longest run the window saw) and the đầu/đuôi table. The figures come from the server; this
 * module only orders and marks them.
 */

/** How many numbers the hot and cold lists show. */
export const HOT_COLD_SIZE = 10;
/** How many rows the lô gan table shows. */
export const GAN_ROWS = 15;

/**
 * Most frequent first; among equals the one seen most recently, then the smaller number. Only
 * numbers that came out: a window too short to have ten is not padded with numbers never drawn.
 */
export function hotNumbers(
  numbers: readonly LotteryNumberStats[],
  size = HOT_COLD_SIZE,
): LotteryNumberStats[] {
  return numbers
    .filter((entry) => entry.count > 0)
    .sort((a, b) => b.count - a.count || a.gan - b.gan || a.number.localeCompare(b.number))
    .slice(0, size);
}

/** Least frequent first; among equals the one missing longest, then the smaller number. */
export function coldNumbers(
  numbers: readonly LotteryNumberStats[],
  size = HOT_COLD_SIZE,
): LotteryNumberStats[] {
  return [...numbers]
    .sort((a, b) => a.count - b.count || b.gan - a.gan || a.number.localeCompare(b.number))
    .slice(0, size);
}

/** The lô gan table: longest current run first; among equals the longer run in the window, then the number. */
export function ganRows(numbers: readonly LotteryNumberStats[], size = GAN_ROWS): LotteryNumberStats[] {
  return [...numbers]
    .filter((entry) => entry.gan > 0)
    .sort((a, b) => b.gan - a.gan || b.maxGan - a.maxGan || a.number.localeCompare(b.number))
    .slice(0, size);
}

/**
 * A number missing from the whole window has been missing at least that long: its gan is shown
 * "≥ N" rather than as an exact count.
 */
export function ganIsLowerBound(entry: Pick<LotteryNumberStats, "lastPeriod">, draws: number): boolean {
  return entry.lastPeriod === null && draws > 0;
}

export interface DigitRow {
  digit: number;
  /** Lô endings with this tens digit (đầu) and units digit (đuôi). */
  heads: number;
  tails: number;
  /** The special prize's ending with this tens and units digit. */
  specialHeads: number;
  specialTails: number;
}

/** The đầu/đuôi table, digit 0 to 9. */
export function digitRows(stats: {
  heads: readonly number[] | null;
  tails: readonly number[] | null;
  special: { heads: readonly number[]; tails: readonly number[] } | null;
}): DigitRow[] {
  const { heads, tails, special } = stats;
  if (!heads || !tails) return [];
  return Array.from({ length: 10 }, (_, digit) => ({
    digit,
    heads: heads[digit] ?? 0,
    tails: tails[digit] ?? 0,
    specialHeads: special?.heads[digit] ?? 0,
    specialTails: special?.tails[digit] ?? 0,
  }));
}

/** The digits a column holds most (hot) and least (cold) often: marked in the table; none when all are equal. */
export function digitExtremes(values: readonly number[]): { most: number[]; least: number[] } {
  if (values.length === 0) return { most: [], least: [] };
  const max = Math.max(...values);
  const min = Math.min(...values);
  if (max === min) return { most: [], least: [] };
  const digitsOf = (wanted: number) => values.flatMap((value, digit) => (value === wanted ? [digit] : []));
  return { most: digitsOf(max), least: digitsOf(min) };
}

/** The share of the window's draws a number came out in, in whole percent. */
export function drawShare(entry: Pick<LotteryNumberStats, "drawsHit">, draws: number): number {
  return draws > 0 ? Math.round((entry.drawsHit / draws) * 100) : 0;
}
