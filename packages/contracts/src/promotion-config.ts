import { z } from "zod";
import { GAME_TYPES } from "./game-types";

/**
 * Promotion types and their configuration (DOMAIN §6.1, §6.4; SPEC §4, §5, §9). Amounts are
 * decimals in the brand's currency; percentages and weights are whole or decimal percent.
 */

export const PROMOTION_TYPES = [
  "first_deposit",
  "daily_deposit",
  "checkin",
  "event_bonus",
  "raffle",
] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];
/** The site's tabs: each type belongs to one. */
export const PROMOTION_CATEGORIES = ["deposit", "checkin", "event", "raffle"] as const;
export type PromotionCategory = (typeof PROMOTION_CATEGORIES)[number];
export const PROMOTION_CATEGORY: Record<PromotionType, PromotionCategory> = {
  first_deposit: "deposit",
  daily_deposit: "deposit",
  checkin: "checkin",
  event_bonus: "event",
  raffle: "raffle",
};
/** auto: every eligible member takes part and is paid at once; claim: members opt in and claim each reward; apply: an operator reviews an application first. */
export const JOIN_MODES = ["auto", "claim", "apply"] as const;
export type JoinMode = (typeof JOIN_MODES)[number];
/** draft: not shown; published: shown from its start to its end; ended: an operator closed it early. */
export const PROMOTION_STATUSES = ["draft", "published", "ended"] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];
/** What makes two accounts one person for "one bonus per person". */
export const ABUSE_MATCH_FIELDS = ["phone", "payee", "bank", "device"] as const;
export type AbuseMatchField = (typeof ABUSE_MATCH_FIELDS)[number];
/** Fixed bonus events: the member's birthday (once a year), binding Zalo (once), an approved application. */
export const BONUS_EVENTS = ["birthday", "zalo", "application"] as const;
export type BonusEvent = (typeof BONUS_EVENTS)[number];

/** SPEC §5: activity application. */
export const APPLICATION_REMARK_MAX = 140;
export const APPLICATION_IMAGES_MAX = 3;
export const APPLICATION_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

const MAX_AMOUNT = 1_000_000_000_000;
const amount = z
  .number()
  .finite()
  .min(0)
  .max(MAX_AMOUNT)
  .refine((value) => Math.round(value * 100) === value * 100, "At most two decimals");
const positiveAmount = amount.refine((value) => value > 0, "Must be above zero");
const percent = z.number().finite().gt(0).max(1_000);
const multiple = z.number().finite().min(0).max(100);

/** Turnover requirement of a cash reward: a multiple of the bonus (or deposit + bonus), weighting, expiry, max bet. */
export const turnoverRule = z.strictObject({
  multiple,
  /** bonus: multiple × bonus; deposit_bonus: multiple × (deposit + bonus) (DOMAIN §6.1, stated per promotion). */
  base: z.enum(["bonus", "deposit_bonus"]).default("bonus"),
  /** Percent of a valid bet that counts, by game type; a type not listed counts 100. */
  weights: z.partialRecord(z.enum(GAME_TYPES), z.number().int().min(0).max(100)).default({}),
  expiryDays: z.number().int().min(1).max(365).default(30),
  /** Largest bet while the requirement is open; 0: no limit. */
  maxBet: amount.default(0),
});
export type TurnoverRule = z.infer<typeof turnoverRule>;

const depositBonus = {
  percent,
  cap: positiveAmount,
  minDeposit: amount,
  turnover: turnoverRule,
};

export const firstDepositConfig = z.strictObject({ type: z.literal("first_deposit"), ...depositBonus });
/** Once per brand day, on the day's first deposit of at least `minDeposit`. */
export const dailyDepositConfig = z.strictObject({ type: z.literal("daily_deposit"), ...depositBonus });

/** A reward of a check-in day or a streak: cash (with turnover) and/or points. */
export const checkinReward = z
  .strictObject({ cash: amount.default(0), points: z.number().int().min(0).max(1_000_000_000).default(0) })
  .refine((reward) => reward.cash > 0 || reward.points > 0, "Give cash or points");
export const checkinConfig = z.strictObject({
  type: z.literal("checkin"),
  /** Every check-in. */
  daily: checkinReward,
  /** Extra rewards on reaching a streak length (DOMAIN §6.4: 5/10/15/20/25 days, a month). */
  streaks: z
    .array(z.strictObject({ days: z.number().int().min(2).max(366), reward: checkinReward }))
    .max(12)
    .refine((rows) => new Set(rows.map((row) => row.days)).size === rows.length, "One reward per length")
    .default([]),
  turnoverMultiple: multiple.default(1),
});

export const eventBonusConfig = z.strictObject({
  type: z.literal("event_bonus"),
  event: z.enum(BONUS_EVENTS),
  /** Zalo: paid up to the brand's rewards.zaloBonus (SPEC §9). */
  amount: positiveAmount,
  turnover: turnoverRule,
});

/** The raffle itself (sessions, prizes) lives in the raffle module; the promotion shows and links it. */
export const raffleLinkConfig = z.strictObject({
  type: z.literal("raffle"),
  raffleEventId: z.string().trim().min(1).max(64),
});

export const promotionConfig = z.discriminatedUnion("type", [
  firstDepositConfig,
  dailyDepositConfig,
  checkinConfig,
  eventBonusConfig,
  raffleLinkConfig,
]);
export type PromotionConfig = z.infer<typeof promotionConfig>;
export type DepositBonusConfig = z.infer<typeof firstDepositConfig> | z.infer<typeof dailyDepositConfig>;
export type CheckinConfig = z.infer<typeof checkinConfig>;
export type EventBonusConfig = z.infer<typeof eventBonusConfig>;

/** Who may take part: every non-empty list must match (VIP level, member label, agent tree). */
export const promotionAudience = z.strictObject({
  vipLevels: z.array(z.string().trim().min(1).max(64)).max(50).default([]),
  labels: z.array(z.string().trim().min(1).max(64)).max(50).default([]),
  agentIds: z.array(z.string().uuid()).max(50).default([]),
});
export type PromotionAudience = z.infer<typeof promotionAudience>;

/**
 * The member-facing state labels of SPEC §4, each a real state of the member's participation (see
 * `participationLabel` in the server): join, claim, applying, close, rejected, issued, claimed,
 * process, signed (checked in today), joined, coming soon.
 */
export const PROMOTION_LABELS = [
  "join",
  "claim",
  "applying",
  "close",
  "rejected",
  "issued",
  "claimed",
  "process",
  "signed",
  "joined",
  "coming_soon",
] as const;
export type PromotionLabel = (typeof PROMOTION_LABELS)[number];
/** What the detail page's button does. */
export const PROMOTION_ACTIONS = [
  "none",
  "join",
  "apply",
  "claim",
  "checkin",
  "bind_zalo",
  "raffle",
] as const;
export type PromotionAction = (typeof PROMOTION_ACTIONS)[number];
