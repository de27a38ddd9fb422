/**
 * Bet selection: the player picks one of the game's bet steps inside its limits. Amounts are
 * compared in minor units (cents) so float noise never decides a step.
 */

const toCents = (amount: number): number => Math.round(amount * 100);

export interface BetLimits {
  betSteps: readonly number[];
  minBet: number;
  maxBet: number;
}

/**
 * The steps a player can choose: the game's steps within [minBet, maxBet], positive, sorted and
 * without duplicates; when none is left, the minimum bet alone.
 */
export function availableBets(limits: BetLimits): number[] {
  const min = toCents(limits.minBet);
  const max = toCents(limits.maxBet);
  const cents = new Set<number>();
  for (const step of limits.betSteps) {
    const value = toCents(step);
    if (Number.isFinite(value) && value > 0 && value >= min && value <= max) cents.add(value);
  }
  const sorted = [...cents].sort((a, b) => a - b).map((value) => value / 100);
  if (sorted.length > 0) return sorted;
  return min > 0 ? [min / 100] : [];
}

/** The index of the largest step not above `amount` (the smallest step when all are above). */
export function clampBetIndex(steps: readonly number[], amount: number): number {
  const target = toCents(amount);
  let index = 0;
  steps.forEach((step, i) => {
    if (toCents(step) <= target) index = i;
  });
  return index;
}

/** The bet for `amount` snapped to a step: never above the amount unless below the smallest step. */
export function clampBet(steps: readonly number[], amount: number): number | undefined {
  return steps[clampBetIndex(steps, amount)];
}

/** One step up or down, staying on the ends. */
export function stepBet(steps: readonly number[], current: number, direction: 1 | -1): number | undefined {
  if (steps.length === 0) return undefined;
  const index = clampBetIndex(steps, current);
  const next = Math.min(Math.max(index + direction, 0), steps.length - 1);
  return steps[next];
}

/** True when the balance covers the bet (compared in cents). */
export function canAfford(balance: number, bet: number): boolean {
  return toCents(balance) >= toCents(bet);
}

/** The largest step the balance covers, or undefined when it covers none. */
export function maxAffordableBet(steps: readonly number[], balance: number): number | undefined {
  let best: number | undefined;
  for (const step of steps) if (canAfford(balance, step)) best = step;
  return best;
}
