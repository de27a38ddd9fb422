import { GAME_TYPES, type GameType } from "@lotus/contracts";

/**
 * The bonus details' arithmetic (DOMAIN §6.1): how far a rollover is, when it ends and which games
 * count how much. Pure, so the page and its tests read the same rules.
 */

const DAY_MS = 86_400_000;

/** Percent of the required turnover achieved, 0–100 with one decimal; nothing required is done. */
export function progressPercent(achieved: number, required: number): number {
  if (!(required > 0)) return 100;
  const percent = Math.floor((Math.max(0, achieved) / required) * 1000) / 10;
  return Math.min(100, percent);
}

export type RolloverState = "running" | "met" | "expired";

/** Where a rollover stands: the server's outcome once closed, else running (an overdue one is expired). */
export function rolloverState(
  rollover: { outcome: "met" | "expired" | null; clearedAt: number | null; expiresAt: number | null },
  now: number,
): RolloverState {
  if (rollover.outcome) return rollover.outcome;
  if (rollover.clearedAt !== null) return "met";
  if (rollover.expiresAt !== null && rollover.expiresAt <= now) return "expired";
  return "running";
}

export type ExpiryLeft =
  | { kind: "none" }
  | { kind: "days"; days: number }
  | { kind: "hours"; hours: number }
  | { kind: "over" };

/**
 * What is left before a rollover expires: whole days (rounded up, so "1 day left" until the last
 * 24 hours), then hours in the last day (at least 1), or over.
 */
export function expiryLeft(expiresAt: number | null, now: number): ExpiryLeft {
  if (expiresAt === null) return { kind: "none" };
  const left = expiresAt - now;
  if (left <= 0) return { kind: "over" };
  if (left > DAY_MS) return { kind: "days", days: Math.ceil(left / DAY_MS) };
  return { kind: "hours", hours: Math.max(1, Math.ceil(left / 3_600_000)) };
}

export interface WeightLine {
  type: GameType;
  percent: number;
}

/**
 * The game weighting as lines in the site's category order. Only types that differ from 100 % are
 * named (every other type counts in full); unknown keys from a newer server are left out.
 */
export function weightLines(weights: Record<string, number>): WeightLine[] {
  return GAME_TYPES.filter((type) => {
    const percent = weights[type];
    return percent !== undefined && percent !== 100;
  }).map((type) => ({ type, percent: weights[type] ?? 100 }));
}

/** Open rollovers first (the soonest to expire first), then closed ones, newest first. */
export function sortRollovers<
  R extends { clearedAt: number | null; outcome: string | null; expiresAt: number | null; createdAt: number },
>(list: readonly R[]): R[] {
  const open = (r: R) => r.clearedAt === null && r.outcome === null;
  return [...list].sort((a, b) => {
    if (open(a) !== open(b)) return open(a) ? -1 : 1;
    if (open(a)) return (a.expiresAt ?? Number.POSITIVE_INFINITY) - (b.expiresAt ?? Number.POSITIVE_INFINITY);
    return b.createdAt - a.createdAt;
  });
}
