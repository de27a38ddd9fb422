import type { CheckinConfig, DepositBonusConfig, TurnoverRule } from "@lotus/contracts";
import { toMinor } from "@lotus/contracts";

/** Pure arithmetic of promotion rewards (DOMAIN §6.1, §6.4): money in minor units (bigint). */

/** A percentage or multiple as hundredths, exact for the two decimals the editor allows. */
const hundredths = (value: number) => BigInt(Math.round(value * 100));

export interface TurnoverTerms {
  required: bigint;
  locked: bigint;
  weights: Record<string, number>;
  days: number;
  maxBet?: bigint;
}

/**
 * The requirement a cash reward carries: `multiple × bonus`, or `multiple × (deposit + bonus)`
 * when the promotion says so (then the deposit stays locked with the bonus until it is met).
 */
export function turnoverTerms(
  rule: TurnoverRule,
  bonus: bigint,
  deposit: bigint,
  minorDigits: number,
): TurnoverTerms {
  const base = rule.base === "deposit_bonus" ? deposit + bonus : bonus;
  const maxBet = toMinor(rule.maxBet, minorDigits);
  return {
    required: (base * hundredths(rule.multiple)) / 100n,
    locked: base,
    weights: { ...rule.weights } as Record<string, number>,
    days: rule.expiryDays,
    ...(maxBet > 0n ? { maxBet } : {}),
  };
}

/** `min(deposit × percent, cap)` (rounded down to the minor unit); nothing below the minimum deposit. */
export function depositBonus(deposit: bigint, config: DepositBonusConfig, minorDigits: number): bigint {
  if (deposit <= 0n || deposit < toMinor(config.minDeposit, minorDigits)) return 0n;
  const bonus = (deposit * hundredths(config.percent)) / 10_000n;
  const cap = toMinor(config.cap, minorDigits);
  return bonus < cap ? bonus : cap;
}

/** The calendar day before a `yyyy-MM-dd` day. */
export function dayBefore(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/** Today's streak: one more than yesterday's, or 1 when yesterday was missed. */
export function nextStreak(last: { day: string; streak: number } | undefined, today: string): number {
  if (!last) return 1;
  if (last.day === today) return last.streak;
  return last.day === dayBefore(today) ? last.streak + 1 : 1;
}

/** The streak rewards reached exactly at this length (each length pays once per streak). */
export function streakRewards(config: CheckinConfig, streak: number) {
  return config.streaks.filter((row) => row.days === streak);
}

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** True on the member's birthday; a 29 February birthday is kept on 28 February in other years. */
export function isBirthday(birthday: string | undefined, today: string): boolean {
  const match = birthday ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday) : null;
  if (!match) return false;
  const monthDay = `${match[2]}-${match[3]}`;
  const year = Number(today.slice(0, 4));
  const todayMonthDay = today.slice(5);
  if (monthDay === "02-29" && !isLeap(year)) return todayMonthDay === "02-28";
  return monthDay === todayMonthDay;
}

/**
 * The grant key of a deposit bonus: once per member for a first deposit, once per member and brand
 * day for a daily one — whichever deposit and however often the job reads it.
 */
export function depositBonusKey(
  type: "first_deposit" | "daily_deposit",
  promotionId: string,
  memberId: string,
  day: string,
) {
  return type === "first_deposit"
    ? `deposit-bonus:${promotionId}:${memberId}`
    : `deposit-bonus:${promotionId}:${memberId}:${day}`;
}
