import {
  REBATE_CATEGORIES,
  REBATE_CATEGORY_OF,
  type RebateCategory,
  type RebateRates,
} from "@lotus/contracts";

/** Rates are basis points: 10,000 = 100 %. */
const BP = 10_000n;

export interface CategoryRebate {
  turnover: bigint;
  amount: bigint;
}

export interface RebateResult {
  byCategory: Record<RebateCategory, CategoryRebate>;
  /** What is paid: the categories' sum, at most the cap. */
  amount: bigint;
  capped: boolean;
}

/**
 * A member's rebate for one day (DOMAIN §6.2): each category's settled valid turnover times the
 * level's rate for it, rounded down to the minor unit, summed and capped per day (a cap of 0 caps
 * nothing). Game types outside the categories earn nothing.
 */
export function rebateFor(
  turnover: readonly { gameType: string; validBet: bigint }[],
  rates: Partial<RebateRates>,
  dailyCap: bigint,
): RebateResult {
  const byCategory = Object.fromEntries(
    REBATE_CATEGORIES.map((category) => [category, { turnover: 0n, amount: 0n }]),
  ) as Record<RebateCategory, CategoryRebate>;
  for (const row of turnover) {
    const category = REBATE_CATEGORY_OF[row.gameType as keyof typeof REBATE_CATEGORY_OF];
    if (!category || row.validBet <= 0n) continue;
    byCategory[category].turnover += row.validBet;
  }
  let sum = 0n;
  for (const category of REBATE_CATEGORIES) {
    const entry = byCategory[category];
    const rate = BigInt(Math.max(0, Math.trunc(rates[category] ?? 0)));
    entry.amount = (entry.turnover * rate) / BP;
    sum += entry.amount;
  }
  const capped = dailyCap > 0n && sum > dailyCap;
  return { byCategory, amount: capped ? dailyCap : sum, capped };
}
