import type { SlotOutcome } from "@lotus/contracts";
import { type Highlights, highlightsFor } from "./highlights";
import { symbolsOf } from "./symbols";

/**
 * Reading a round's outcome for display. Everything shown comes from the server's outcome; the
 * browser only decides how to animate it.
 */

/** Scatter counts from three anywhere on the grid. */
export const SCATTER_MIN = 3;

/**
 * The outcome's win strings may be decimals ("1.50") or minor units ("150"): the scale that makes
 * the round total agree with the amount it is checked against (the spin's decimal `win`, or
 * bet × totalMultiplier). Undefined when nothing tells them apart (a zero total and no reference).
 */
export function outcomeAmountScale(totalWin: string, reference: number | undefined): 1 | 0.01 | undefined {
  if (totalWin.includes(".")) return 1;
  const total = Number(totalWin);
  if (!Number.isFinite(total)) return undefined;
  if (total === 0) return 1;
  if (reference === undefined || !Number.isFinite(reference)) return undefined;
  return Math.abs(total - reference) <= Math.abs(total / 100 - reference) ? 1 : 0.01;
}

/** A win string of the outcome as a decimal amount (0 when it cannot be read). */
export function outcomeAmount(value: string | undefined, scale: 1 | 0.01 | undefined): number {
  if (value === undefined || scale === undefined) return 0;
  const number = Number(value);
  if (!Number.isFinite(number)) return 0;
  return Math.round(number * scale * 100) / 100;
}

export interface SpinStep {
  kind: "base" | "free";
  /** Free spins: 1-based position and the number of free spins in the round. */
  index: number;
  total: number;
  grid: string[][];
  lineWins: SlotOutcome["lineWins"];
  /** Multiplier applied to this spin's wins (1 on the base spin). */
  multiplier: number;
  /** This spin's win string (line and scatter wins). */
  win: string | undefined;
  highlights: Highlights;
}

/** Whether the grid holds enough scatters to count. */
export function scatterCounted(grid: readonly (readonly string[])[], scatter: string | undefined): boolean {
  if (!scatter) return false;
  let count = 0;
  for (const row of grid) for (const id of row) if (id === scatter) count++;
  return count >= SCATTER_MIN;
}

/**
 * The spins of a round in play order: the base spin, then every free spin the outcome lists
 * (retriggers included), each with the cells to light up.
 */
export function roundSteps(outcome: SlotOutcome): SpinStep[] {
  const scatter = symbolsOf(outcome.slotId).scatter;
  const baseScatter = outcome.scatter || scatterCounted(outcome.grid, scatter) ? scatter : undefined;
  const total = outcome.freeSpins.length;
  const baseWin = outcome.freeSpins.length === 0 ? outcome.totalWin : undefined;
  const steps: SpinStep[] = [
    {
      kind: "base",
      index: 0,
      total,
      grid: outcome.grid,
      lineWins: outcome.lineWins,
      multiplier: 1,
      win: baseWin,
      highlights: highlightsFor(outcome.grid, outcome.lineWins, baseScatter),
    },
  ];
  outcome.freeSpins.forEach((free, position) => {
    steps.push({
      kind: "free",
      index: position + 1,
      total,
      grid: free.grid,
      lineWins: free.lineWins,
      multiplier: free.multiplier,
      win: free.win,
      highlights: highlightsFor(
        free.grid,
        free.lineWins,
        scatterCounted(free.grid, scatter) ? scatter : undefined,
      ),
    });
  });
  return steps;
}

/**
 * The base spin's own win (line wins plus the scatter pay), as a decimal amount: the round total
 * minus what the free spins won.
 */
export function baseSpinWin(outcome: SlotOutcome, scale: 1 | 0.01 | undefined): number {
  const total = outcomeAmount(outcome.totalWin, scale);
  const free = outcome.freeSpins.reduce((sum, spin) => sum + outcomeAmount(spin.win, scale), 0);
  return Math.max(0, Math.round((total - free) * 100) / 100);
}

export type WinTier = "none" | "win" | "big" | "mega" | "super";

/** Celebration size by the win as a multiple of the bet: 10× big, 25× mega, 50× super. */
export function winTier(win: number, bet: number): WinTier {
  if (!(win > 0)) return "none";
  if (!(bet > 0)) return "win";
  const ratio = win / bet;
  if (ratio >= 50) return "super";
  if (ratio >= 25) return "mega";
  if (ratio >= 10) return "big";
  return "win";
}

/** The big-win counter at `elapsed` ms of `duration`: eased, whole cents, exactly `target` at the end. */
export function counterValue(target: number, elapsed: number, duration: number): number {
  if (duration <= 0 || elapsed >= duration) return target;
  if (elapsed <= 0) return 0;
  const t = elapsed / duration;
  const eased = 1 - (1 - t) ** 3;
  return Math.floor(target * eased * 100) / 100;
}
