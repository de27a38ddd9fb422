import type { PointSettings } from "@lotus/contracts";

/**
 * The points mall's arithmetic (DOMAIN §6.7), pure: turnover points with the daily cap, what a
 * member may still exchange of a gift, and the cash a conversion pays. Rates are decimals in the
 * brand's settings; they are scaled to integers here so no sum is rounded before the last step.
 */

const RATE_SCALE = 1_000_000n;

/** A decimal setting as an integer in millionths (rates and units have at most six decimals). */
export function scaled(value: number): bigint {
  return BigInt(Math.round(value * Number(RATE_SCALE)));
}

/**
 * Points of one member's business day: every game type's valid bets at its rate (perUnit points per
 * unitAmount of currency), summed, then rounded down once, then held to the daily cap (0 = no cap).
 */
export function turnoverPoints(
  rows: readonly { gameType: string; validBet: bigint }[],
  settings: Pick<PointSettings, "perUnit" | "unitAmount" | "gameTypes" | "dailyCap">,
  minorDigits: number,
): bigint {
  const unitMinor = scaled(settings.unitAmount) * 10n ** BigInt(minorDigits);
  if (unitMinor <= 0n) return 0n;
  let weighted = 0n;
  for (const row of rows) {
    if (row.validBet <= 0n) continue;
    const rate = scaled(settings.gameTypes[row.gameType] ?? settings.perUnit);
    weighted += row.validBet * rate;
  }
  const points = weighted / unitMinor;
  const cap = BigInt(settings.dailyCap);
  return cap > 0n && points > cap ? cap : points;
}

/** Each member's rows of a `validTurnover` answer, by member. */
export function byMember<T extends { memberId: string }>(rows: readonly T[]): Map<string, T[]> {
  const grouped = new Map<string, T[]>();
  for (const row of rows) {
    const list = grouped.get(row.memberId);
    if (list) list.push(row);
    else grouped.set(row.memberId, [row]);
  }
  return grouped;
}

export interface GiftLimits {
  stock: number | null;
  memberLimit: number | null;
  dailyLimit: number | null;
}

export type LimitRefusal = "mall.out_of_stock" | "mall.member_limit" | "mall.daily_limit";

/**
 * How many more of a gift the member may exchange: the least of the stock left, the member's limit
 * less what they exchanged (not rejected), and the daily limit less today's; null when none applies.
 */
export function remainingFor(
  gift: GiftLimits,
  used: { total: number; today: number },
): { remaining: number | null; refusal?: LimitRefusal } {
  const bounds: { left: number; refusal: LimitRefusal }[] = [];
  if (gift.stock !== null) bounds.push({ left: gift.stock, refusal: "mall.out_of_stock" });
  if (gift.memberLimit !== null)
    bounds.push({ left: Math.max(0, gift.memberLimit - used.total), refusal: "mall.member_limit" });
  if (gift.dailyLimit !== null)
    bounds.push({ left: Math.max(0, gift.dailyLimit - used.today), refusal: "mall.daily_limit" });
  if (bounds.length === 0) return { remaining: null };
  const least = bounds.reduce((low, bound) => (bound.left < low.left ? bound : low));
  return { remaining: least.left, refusal: least.refusal };
}

/** Why `quantity` more cannot be exchanged, or undefined when it can. */
export function limitRefusal(
  gift: GiftLimits,
  used: { total: number; today: number },
  quantity: number,
): LimitRefusal | undefined {
  if (gift.stock !== null && gift.stock < quantity) return "mall.out_of_stock";
  if (gift.memberLimit !== null && used.total + quantity > gift.memberLimit) return "mall.member_limit";
  if (gift.dailyLimit !== null && used.today + quantity > gift.dailyLimit) return "mall.daily_limit";
  return undefined;
}

/** Cash (minor units) for `points` at `rate` points per currency unit, rounded down. */
/**
 * Cash for points: `rate` points buy one `unitAmount` of cash, the same unit points are earned in
 * (DOMAIN §6.7's "1 point per unit, 600:1" — for VND a unit of ₫1,000), rounded down to the minor unit.
 */
export function conversionCash(
  points: bigint,
  rate: number,
  unitAmount: number,
  minorDigits: number,
): bigint {
  const rateScaled = scaled(rate);
  if (rateScaled <= 0n) return 0n;
  return (points * scaled(unitAmount) * 10n ** BigInt(minorDigits)) / rateScaled;
}

/** The member's rate: their VIP level's when it has one (above zero), else the brand's. */
export function effectiveRate(levelRate: number | null | undefined, brandRate: number): number {
  return levelRate && levelRate > 0 ? levelRate : brandRate;
}
