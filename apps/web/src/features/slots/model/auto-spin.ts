import { canAfford } from "./bets";

/** Auto-spin runs of 10, 25 or 50 spins. */
export const AUTO_SPIN_COUNTS = [10, 25, 50] as const;
export type AutoSpinCount = (typeof AUTO_SPIN_COUNTS)[number];

export type AutoSpinStop = "finished" | "stopped" | "error" | "balance" | "hidden";

export interface AutoSpinCheck {
  /** Spins still to play in this run. */
  remaining: number;
  balance: number;
  bet: number;
  /** The last spin failed (any error). */
  failed: boolean;
  /** The page is hidden (another tab, minimised window). */
  hidden: boolean;
  /** The player pressed stop. */
  stopRequested: boolean;
}

/**
 * Whether an auto-spin run may play its next spin, or why it stops. Checked before every spin:
 * a stop, an error, a hidden page and a balance below the bet end the run; so does the last spin.
 */
export function autoSpinStopReason(check: AutoSpinCheck): AutoSpinStop | null {
  if (check.stopRequested) return "stopped";
  if (check.failed) return "error";
  if (check.hidden) return "hidden";
  if (check.remaining <= 0) return "finished";
  if (!canAfford(check.balance, check.bet)) return "balance";
  return null;
}
