import {
  type LIVE_ROUND_PHASES,
  LIVE_TABLE_STATUSES,
  type LiveRoundPhase,
  type LiveTableStatus,
} from "@lotus/contracts";
import type { StatusTones } from "@lotus/ui/status/Badge";

/**
 * The live-table screens' pure rules: status and phase tones, which status changes a table offers,
 * the countdown, the driver's lease, spot names, cards, dice and discs as the result shows them.
 * The terms form's model lives in `terms-form.ts`.
 */

// ---------- statuses and phases ----------

export const TABLE_STATUS_TONES: StatusTones<LiveTableStatus> = {
  open: "success",
  paused: "warning",
  closed: "muted",
};

export const PHASE_TONES: StatusTones<(typeof LIVE_ROUND_PHASES)[number]> = {
  betting: "info",
  dealing: "warning",
  result: "warning",
  settled: "success",
  void: "danger",
};

/** The status changes an operator may ask of a table in this status (the current one is not offered). */
export function statusTargets(status: LiveTableStatus): LiveTableStatus[] {
  return LIVE_TABLE_STATUSES.filter((target) => target !== status);
}

/** A round may be voided (every bet refunded) until it is settled; a void round stays void. */
export function canVoidRound(phase: LiveRoundPhase): boolean {
  return phase === "betting" || phase === "dealing" || phase === "result";
}

/** Whole seconds left until `closesAt` (0 once it has passed), rounded up so "1 s" is the last shown. */
export function secondsLeft(closesAt: number, now: number): number {
  return Math.max(0, Math.ceil((closesAt - now) / 1000));
}

/** A driver's lease: nobody, holding, or lapsed (the holder stopped renewing; another takes over soon). */
export type DriverState = "none" | "holding" | "lapsed";

export function driverState(driver: { until: number } | null, now: number): DriverState {
  if (!driver) return "none";
  return driver.until >= now ? "holding" : "lapsed";
}

// ---------- spots ----------

/** A spot's name as a translation key of `live:spots` and the values its text needs. */
export type SpotName =
  | { key: "total"; values: { total: number } }
  | { key: "single" | "double" | "triple"; values: { face: number } }
  | { key: "combo"; values: { a: number; b: number } }
  | { key: "plain"; spot: string };

/** Sic Bo's numbered spots ("total_11", "double_3", "combo_1_6") carry their numbers in the code. */
export function spotName(spot: string): SpotName {
  const total = /^total_(\d+)$/.exec(spot);
  if (total) return { key: "total", values: { total: Number(total[1]) } };
  const face = /^(single|double|triple)_([1-6])$/.exec(spot);
  if (face) return { key: face[1] as "single", values: { face: Number(face[2]) } };
  const combo = /^combo_([1-6])_([1-6])$/.exec(spot);
  if (combo) return { key: "combo", values: { a: Number(combo[1]), b: Number(combo[2]) } };
  return { key: "plain", spot };
}

// ---------- numbers ----------

/** Odds paid x:1, up to three decimals (0.95 → "0.95", 8 → "8"). */
export function formatOdds(odds: number): string {
  return odds.toLocaleString("en-US", { maximumFractionDigits: 3 });
}

/** A return to player in percent with two to three decimals (98.94 → "98.94%"). */
export function formatRtp(rtp: number): string {
  return `${rtp.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 3 })}%`;
}

/** The RTP moved from the default by more than rounding: the list marks it. */
export function rtpChanged(rtp: number, defaultRtp: number): boolean {
  return Math.abs(rtp - defaultRtp) >= 0.0005;
}

// ---------- cards, dice and discs ----------

const SUITS: Record<string, { symbol: string; red: boolean }> = {
  S: { symbol: "♠", red: false },
  H: { symbol: "♥", red: true },
  D: { symbol: "♦", red: true },
  C: { symbol: "♣", red: false },
};

export interface CardFace {
  /** "A", "2"…"10", "J", "Q", "K". */
  rank: string;
  suit: string;
  red: boolean;
  /** "10♦": what the card reads as. */
  text: string;
}

/** A card code of the contract ("TD", "AS") as it is drawn. */
export function cardFace(code: string): CardFace {
  const rank = code.slice(0, 1) === "T" ? "10" : code.slice(0, 1);
  const suit = SUITS[code.slice(1, 2)] ?? { symbol: "?", red: false };
  return { rank, suit: suit.symbol, red: suit.red, text: `${rank}${suit.symbol}` };
}

/** Where a die face's pips sit on a 3 × 3 grid (0 top-left … 8 bottom-right). */
export function diePips(face: number): number[] {
  const pips: Record<number, number[]> = {
    1: [4],
    2: [2, 6],
    3: [2, 4, 6],
    4: [0, 2, 6, 8],
    5: [0, 2, 4, 6, 8],
    6: [0, 2, 3, 5, 6, 8],
  };
  return pips[face] ?? [];
}
