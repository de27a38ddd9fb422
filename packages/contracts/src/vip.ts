import { z } from "zod";
import type { GameType } from "./game-types";
import { defineCall, epochMs } from "./http";

/**
 * The VIP ladder on the site (DOMAIN §6.2–6.3): levels the operator defines, ranked from 0, with
 * what reaches them, their bonuses, rebate rates per category, withdrawal limits and points rate.
 * Amounts are decimals in the brand's currency; rebate rates are basis points (1 bp = 0.01 %).
 */

/** Rebate categories as the market groups game types. */
export const REBATE_CATEGORIES = ["slots", "cards", "live", "lottery", "sports"] as const;
export type RebateCategory = (typeof REBATE_CATEGORIES)[number];

/** Which rebate category a game type's turnover counts in. */
export const REBATE_CATEGORY_OF: Record<GameType, RebateCategory> = {
  RNG: "slots",
  FISH: "slots",
  PVP: "cards",
  LIVE: "live",
  ELOTT: "lottery",
  LOTT: "lottery",
  SPORTS: "sports",
  ESPORTS: "sports",
  COCKFIGHT: "sports",
};

/** Highest rebate rate a level may set (5 %). */
export const REBATE_RATE_BP_MAX = 500;

export const rebateRates = z.strictObject(
  Object.fromEntries(
    REBATE_CATEGORIES.map((category) => [category, z.number().int().min(0).max(REBATE_RATE_BP_MAX)]),
  ) as Record<RebateCategory, z.ZodNumber>,
);
export type RebateRates = z.infer<typeof rebateRates>;

const amount = z.number();

/** A level as the site shows it (the name in the request's language). */
export const vipLevelView = z.object({
  id: z.string(),
  code: z.string(),
  rank: z.number().int(),
  name: z.string(),
  depositRequired: amount,
  turnoverRequired: amount,
  maintenanceTurnover: amount,
  maintenanceDays: z.number().int(),
  upgradeBonus: amount,
  upgradeTurnoverMultiple: z.number().int(),
  birthdayBonus: amount,
  birthdayMinAccountDays: z.number().int(),
  rebateRates,
  rebateDailyCap: amount,
  withdrawalDailyLimit: amount,
  freeWithdrawals: z.number().int(),
  pointsRate: z.number().int(),
});
export type VipLevelView = z.infer<typeof vipLevelView>;

export const vipLadderCall = defineCall({
  method: "GET",
  path: "/wps/vip/levels",
  summary: "The brand's VIP ladder: requirements, bonuses, rebate rates and limits of every level",
  response: z.object({ list: z.array(vipLevelView) }),
  tags: ["vip"],
});

/** Where a member stands: the level, the totals counted so far and what the next level needs. */
export const vipProgressView = z.object({
  level: vipLevelView.nullable(),
  next: vipLevelView.nullable(),
  reachedAt: epochMs.nullable(),
  totalDeposit: amount,
  totalTurnover: amount,
  /** The last closed business day counted in the totals (yyyy-MM-dd), null before the first evaluation. */
  countedThrough: z.string().nullable(),
  maintenance: z
    .object({
      required: amount,
      achieved: amount,
      windowStart: z.string(),
      /** Last business day of the window (yyyy-MM-dd): missing it demotes one level. */
      windowEnd: z.string(),
      met: z.boolean(),
    })
    .nullable(),
});
export type VipProgressView = z.infer<typeof vipProgressView>;

export const vipProgressCall = defineCall({
  method: "GET",
  path: "/wps/vip/progress",
  summary: "The member's VIP level and progress towards the next level and the maintenance requirement",
  response: vipProgressView,
  tags: ["vip"],
});
