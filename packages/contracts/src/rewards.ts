import { z } from "zod";
import { defineCall, epochMs } from "./http";

/**
 * The member's rewards (SPEC §2 rewardCenter, bonusDetails): every reward given to the member —
 * bonuses, rebates, mission and VIP rewards, raffle prizes — and the turnover its bonuses still
 * need before they can be withdrawn. Amounts are decimals in the brand's currency.
 */

export const REWARD_SOURCES = [
  "promotion",
  "rebate",
  "mission",
  "vip_upgrade",
  "vip_birthday",
  "checkin",
  "raffle",
  "referral",
  "event",
] as const;
export type RewardSourceName = (typeof REWARD_SOURCES)[number];
/**
 * waiting = the member may claim it; approval = above the brand's threshold, an operator decides;
 * paying = being paid; paid; expired (not claimed in time); rejected (by an operator).
 */
export const REWARD_STATUSES = ["waiting", "approval", "paying", "paid", "expired", "rejected"] as const;
export type RewardStatus = (typeof REWARD_STATUSES)[number];
/** How a bonus rollover ended: met, expired (the bonus still locked was forfeited). */
export const TURNOVER_OUTCOMES = ["met", "expired"] as const;

const tags = ["rewards"];
const pageQuery = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};

export const rewardView = z.object({
  id: z.string(),
  source: z.enum(REWARD_SOURCES),
  /** In the request's language (the brand's default when the reward has none in it). */
  title: z.string(),
  cash: z.number(),
  points: z.number(),
  raffleTickets: z.number().int(),
  /** Valid bets the bonus needs before withdrawal (0: none). */
  turnoverRequired: z.number(),
  status: z.enum(REWARD_STATUSES),
  createdAt: epochMs,
  claimBy: epochMs.nullable(),
  paidAt: epochMs.nullable(),
});
export type RewardView = z.infer<typeof rewardView>;

export const rewardCentreCall = defineCall({
  method: "GET",
  path: "/wps/rewards",
  summary: "My rewards: those to claim first, then the history (filter by status or source)",
  query: z.object({
    status: z.enum(REWARD_STATUSES).optional(),
    source: z.enum(REWARD_SOURCES).optional(),
    ...pageQuery,
  }),
  response: z.object({
    /** Rewards waiting to be claimed now (the badge). */
    waiting: z.number().int(),
    list: z.array(rewardView),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
  tags,
});

export const rewardClaimCall = defineCall({
  method: "POST",
  path: "/wps/rewards/claim",
  summary: "Claim a waiting reward (claiming twice pays once)",
  body: z.strictObject({ id: z.string().uuid() }),
  response: rewardView,
  tags,
});

export const rewardClaimAllCall = defineCall({
  method: "POST",
  path: "/wps/rewards/claim-all",
  summary: "Claim every waiting reward at once",
  response: z.object({ claimed: z.number().int(), cash: z.number(), points: z.number() }),
  tags,
});

export const bonusRolloverView = z.object({
  id: z.string(),
  source: z.string(),
  title: z.string(),
  /** Locked until the turnover is met. */
  locked: z.number(),
  required: z.number(),
  achieved: z.number(),
  remaining: z.number(),
  /** Percent of a valid bet that counts, by game type; a type not listed counts 100. */
  weights: z.record(z.string(), z.number()),
  maxBet: z.number().nullable(),
  createdAt: epochMs,
  expiresAt: epochMs.nullable(),
  clearedAt: epochMs.nullable(),
  outcome: z.enum(TURNOVER_OUTCOMES).nullable(),
});

export const bonusDetailsCall = defineCall({
  method: "GET",
  path: "/wps/rewards/bonus-details",
  summary: "My bonuses' turnover: what each still needs before withdrawal, open ones first",
  response: z.object({
    /** Valid bets still needed across the open rollovers. */
    remaining: z.number(),
    locked: z.number(),
    withdrawable: z.number(),
    /** The largest bet allowed while a rollover runs (null: no limit). */
    maxBet: z.number().nullable(),
    list: z.array(bonusRolloverView),
  }),
  tags,
});
