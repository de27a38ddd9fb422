/**
 * Lottery statistics (issue #12, DOMAIN §1): what players of the Vietnamese market look up before
 * betting lô — how often each two-digit ending came out over the last N draws (hot and cold
 * numbers), how long each has been missing ("lô gan": the current run of draws without it, and the
 * longest run inside the window), and the đầu/đuôi tables (endings by tens and units digit).
 * Keno reads its 20 balls the same way, numbers 01–80.
 *
 * Pure: draws come in newest first, as the numbers each produced.
 */
import type { LotteryFormat } from "@lotus/contracts";
import type { DrawResult } from "./prizes";
import { endingsOf } from "./settle";

/** The numbers a format's statistics count: 00–99 for lô endings, 01–80 for Keno balls. */
export function numberRange(format: LotteryFormat): { first: number; last: number } {
  return format === "keno" ? { first: 1, last: 80 } : { first: 0, last: 99 };
}

/** What one draw gives the statistics: every number it produced (repeats kept) and its ĐB ending. */
export interface StatsDraw {
  readonly numbers: readonly number[];
  /** The special prize's last two digits (đầu/đuôi bets); undefined for Keno. */
  readonly special?: number;
}

/** A VN result's lô endings (the last two digits of every prize, DB first) and ĐB's ending. */
export function vnStatsDraw(result: DrawResult): StatsDraw {
  const special = result.DB?.[0];
  return {
    numbers: endingsOf(result, 2),
    ...(special && special.length >= 2 ? { special: Number(special.slice(-2)) } : {}),
  };
}

export interface NumberFigures {
  readonly value: number;
  /** Occurrences over the window, every prize counted. */
  readonly count: number;
  /** Draws with at least one occurrence. */
  readonly drawsHit: number;
  /** Draws since the newest one with it (0 = the newest draw has it); the window size when never seen. */
  readonly gan: number;
  /** The longest run of consecutive draws without it, the current run and the run before its first appearance included. */
  readonly maxGan: number;
  /** Index (0 = newest) of the newest draw with it; null when the window never had it. */
  readonly lastIndex: number | null;
}

/** Every number of the range with its figures over `draws` (newest first). */
export function numberFigures(
  draws: readonly StatsDraw[],
  range: { first: number; last: number },
): NumberFigures[] {
  const size = range.last - range.first + 1;
  const count = new Array<number>(size).fill(0);
  const drawsHit = new Array<number>(size).fill(0);
  const lastIndex = new Array<number | null>(size).fill(null);
  const run = new Array<number>(size).fill(0);
  const maxGan = new Array<number>(size).fill(0);
  const seenIn = new Array<number>(size).fill(-1);
  draws.forEach((draw, index) => {
    for (const value of draw.numbers) {
      const slot = value - range.first;
      if (slot < 0 || slot >= size) continue;
      count[slot] = (count[slot] ?? 0) + 1;
      if (seenIn[slot] === index) continue;
      seenIn[slot] = index;
      drawsHit[slot] = (drawsHit[slot] ?? 0) + 1;
      lastIndex[slot] ??= index;
      // The run of draws without it that this draw ends.
      maxGan[slot] = Math.max(maxGan[slot] ?? 0, run[slot] ?? 0);
      run[slot] = 0;
    }
    for (let slot = 0; slot < size; slot++) if (seenIn[slot] !== index) run[slot] = (run[slot] ?? 0) + 1;
  });
  return count.map((occurrences, slot) => ({
    value: range.first + slot,
    count: occurrences,
    drawsHit: drawsHit[slot] ?? 0,
    gan: lastIndex[slot] ?? draws.length,
    maxGan: Math.max(maxGan[slot] ?? 0, run[slot] ?? 0),
    lastIndex: lastIndex[slot] ?? null,
  }));
}

/** How many two-digit values have each tens digit (heads) and each units digit (tails). */
export function digitCounts(values: Iterable<number>): { heads: number[]; tails: number[] } {
  const heads = new Array<number>(10).fill(0);
  const tails = new Array<number>(10).fill(0);
  for (const value of values) {
    if (!Number.isInteger(value) || value < 0 || value > 99) continue;
    const head = Math.floor(value / 10);
    const tail = value % 10;
    heads[head] = (heads[head] ?? 0) + 1;
    tails[tail] = (tails[tail] ?? 0) + 1;
  }
  return { heads, tails };
}

/** Two digits, as players write lô numbers and Keno balls: 7 → "07". */
export const twoDigits = (value: number) => String(value).padStart(2, "0");
