import { fromMinor, type MinorUnits, toMinor } from "@lotus/contracts";

/**
 * The chips a player lays on the table before confirming them, in minor units (bigint) so sums
 * never drift; amounts become wire numbers only in the bet call's body. The slip is a stack of
 * actions (a chip, a repeat, a double) so "undo" takes back the last one whole.
 */

/** Wire amounts carry at most two decimals (contracts `amountInput`). */
export const WIRE_DIGITS = 2;

export const toMinorAmount = (amount: number): MinorUnits => toMinor(amount, WIRE_DIGITS);
export const toWireAmount = (minor: MinorUnits): number => fromMinor(minor, WIRE_DIGITS);

export interface Placement {
  spot: string;
  amount: MinorUnits;
}

/** Stake per spot. */
export type Stakes = ReadonlyMap<string, MinorUnits>;

export interface BetSlip {
  actions: readonly (readonly Placement[])[];
}

export const EMPTY_SLIP: BetSlip = { actions: [] };

export function slipStakes(slip: BetSlip): Map<string, MinorUnits> {
  const stakes = new Map<string, MinorUnits>();
  for (const action of slip.actions)
    for (const { spot, amount } of action) stakes.set(spot, (stakes.get(spot) ?? 0n) + amount);
  return stakes;
}

export function stakesTotal(stakes: Stakes): MinorUnits {
  let total = 0n;
  for (const amount of stakes.values()) total += amount;
  return total;
}

const push = (slip: BetSlip, action: Placement[]): BetSlip =>
  action.length === 0 ? slip : { actions: [...slip.actions, action] };

const placementsOf = (stakes: Stakes): Placement[] =>
  [...stakes].filter(([, amount]) => amount > 0n).map(([spot, amount]) => ({ spot, amount }));

export function addChip(slip: BetSlip, spot: string, chip: MinorUnits): BetSlip {
  return chip > 0n ? push(slip, [{ spot, amount: chip }]) : slip;
}

/** Takes back the last action (one chip, or a whole repeat or double). */
export function undo(slip: BetSlip): BetSlip {
  return slip.actions.length === 0 ? slip : { actions: slip.actions.slice(0, -1) };
}

/**
 * Doubles what is laid: the chips not yet confirmed, or, with none, the bets already confirmed this
 * round (laying the same again).
 */
export function doubleSlip(slip: BetSlip, confirmed: Stakes): BetSlip {
  const pending = slipStakes(slip);
  return push(slip, placementsOf(pending.size > 0 ? pending : confirmed));
}

/** Lays last round's bets again, as one action. */
export function repeatSlip(slip: BetSlip, last: Stakes): BetSlip {
  return push(slip, placementsOf(last));
}

export interface SpotLimits {
  min: MinorUnits;
  max: MinorUnits;
}

export type LimitProblem = { spot: string; kind: "min" | "max"; limit: MinorUnits };

/**
 * The first spot whose stake this round (confirmed and pending together) would leave the table's
 * limits, in `order`; the server checks again, this only spares a refused call.
 */
export function limitProblem(
  pending: Stakes,
  confirmed: Stakes,
  limits: ReadonlyMap<string, SpotLimits>,
  order: readonly string[],
): LimitProblem | undefined {
  for (const spot of order) {
    const adding = pending.get(spot) ?? 0n;
    if (adding <= 0n) continue;
    const limit = limits.get(spot);
    if (!limit) continue;
    const total = adding + (confirmed.get(spot) ?? 0n);
    if (total > limit.max) return { spot, kind: "max", limit: limit.max };
    if (total < limit.min) return { spot, kind: "min", limit: limit.min };
  }
  return undefined;
}

/** Whether one more chip on a spot would pass its maximum. */
export function chipFits(
  spot: string,
  chip: MinorUnits,
  pending: Stakes,
  confirmed: Stakes,
  limits: ReadonlyMap<string, SpotLimits>,
): boolean {
  const limit = limits.get(spot);
  if (!limit) return true;
  return (pending.get(spot) ?? 0n) + (confirmed.get(spot) ?? 0n) + chip <= limit.max;
}

/** The bet call's lines: one per spot with chips, in the table's spot order. */
export function betLines(pending: Stakes, order: readonly string[]): { spot: string; amount: number }[] {
  const lines: { spot: string; amount: number }[] = [];
  const known = new Set(order);
  for (const spot of [...order, ...[...pending.keys()].filter((spot) => !known.has(spot))]) {
    const amount = pending.get(spot) ?? 0n;
    if (amount > 0n) lines.push({ spot, amount: toWireAmount(amount) });
  }
  return lines;
}

/** Stakes from wire lines (a bet answer, a history row), summed per spot. */
export function stakesOf(lines: readonly { spot: string; amount: number }[]): Map<string, MinorUnits> {
  const stakes = new Map<string, MinorUnits>();
  for (const { spot, amount } of lines) stakes.set(spot, (stakes.get(spot) ?? 0n) + toMinorAmount(amount));
  return stakes;
}

const UNITS: [MinorUnits, string][] = [
  [100_000_000_000n, "B"],
  [100_000_000n, "M"],
  [100_000n, "K"],
];

/** A chip's face: 1000 → "1K", 2500 → "2.5K", 5 → "5", 0.5 → "0.5" (from minor units). */
export function chipLabel(minor: MinorUnits): string {
  for (const [unit, suffix] of UNITS) {
    if (minor >= unit) {
      const tenths = (minor * 10n) / unit;
      const whole = tenths / 10n;
      const fraction = tenths % 10n;
      return `${whole}${fraction === 0n ? "" : `.${fraction}`}${suffix}`;
    }
  }
  return String(toWireAmount(minor));
}
