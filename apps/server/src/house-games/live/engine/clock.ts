/**
 * A table's round clock (DOMAIN §3.4), pure: the driver passes the stored round and the time, and
 * gets the one step due now, or how long to wait. BETTING until closesAt → close (no more bets, deal,
 * store the result; phase dealing, dealtAt = now) → reveal after the dealing animation (phase
 * result, resultAt = now) → settle at once → the next round opens when the result has been shown.
 */
import type { LiveRoundPhase, LiveTableKind } from "@lotus/contracts";

export interface LiveTiming {
  bettingMs: number;
  /** How long the animated deal or throw runs before the result is shown. */
  dealingMs: number;
  /** How long the result stays up before the next round opens. */
  resultMs: number;
}

/** Speed baccarat tables (betting window up to this) deal faster. */
export const SPEED_BETTING_SECONDS = 10;
const RESULT_MS = 4000;

export function liveTiming(kind: LiveTableKind, bettingSeconds: number): LiveTiming {
  if (!Number.isFinite(bettingSeconds) || bettingSeconds <= 0)
    throw new RangeError("the betting window is a positive number of seconds");
  const dealingMs =
    kind === "baccarat"
      ? bettingSeconds <= SPEED_BETTING_SECONDS
        ? 3000
        : 6000
      : kind === "dragon_tiger"
        ? 3000
        : 4000;
  return { bettingMs: Math.round(bettingSeconds * 1000), dealingMs, resultMs: RESULT_MS };
}

export interface RoundClock {
  phase: LiveRoundPhase;
  closesAt: number;
  dealtAt: number | null;
  resultAt: number | null;
  settledAt: number | null;
}

export type LiveStep =
  | { kind: "open" }
  | { kind: "wait"; until: number }
  | { kind: "close" }
  | { kind: "reveal" }
  | { kind: "settle" };

const waitOrDo = (now: number, until: number, step: LiveStep): LiveStep =>
  now >= until ? step : { kind: "wait", until };

export function nextStep(round: RoundClock | null, now: number, timing: LiveTiming): LiveStep {
  if (round === null) return { kind: "open" };
  switch (round.phase) {
    case "betting":
      // Bets are refused from closesAt on, so the close is due at exactly that millisecond.
      return waitOrDo(now, round.closesAt, { kind: "close" });
    case "dealing":
      return waitOrDo(now, (round.dealtAt ?? round.closesAt) + timing.dealingMs, { kind: "reveal" });
    case "result":
      return { kind: "settle" };
    case "settled": {
      const shownAt = round.resultAt ?? round.settledAt ?? round.closesAt;
      return waitOrDo(now, shownAt + timing.resultMs, { kind: "open" });
    }
    case "void":
      return { kind: "open" };
  }
}
