import { z } from "zod";
import { defineCall, epochMs } from "./http";

/**
 * The points mall on the site (SPEC §2 points centre, §3 exchange fields, §4 statuses, §5 exchange
 * rules, §7 calls; DOMAIN §6.7). Points are whole numbers and never expire (SPEC §9); amounts are
 * decimals in the brand's currency; times are epoch milliseconds.
 */

export const GIFT_KINDS = ["physical", "cash"] as const;
export type GiftKind = (typeof GIFT_KINDS)[number];
/** SPEC §4: processing → completed or rejected (the points go back). */
export const EXCHANGE_STATUSES = ["processing", "completed", "rejected"] as const;
export type ExchangeStatus = (typeof EXCHANGE_STATUSES)[number];
/** What moved a member's points (point details). */
export const POINT_ENTRY_KINDS = [
  "turnover",
  "mission",
  "checkin",
  "reward",
  "exchange",
  "exchange_refund",
  "convert",
  "adjustment",
] as const;
export type PointEntryKind = (typeof POINT_ENTRY_KINDS)[number];

/** Most of one gift a member exchanges at once. */
export const MAX_EXCHANGE_QUANTITY = 99;
/** Ceiling of a points amount on the wire (well inside a safe integer). */
export const MAX_POINTS = 1_000_000_000_000;

const tags = ["points-mall"];
const pageQuery = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};
const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
const requestId = z.string().trim().min(8).max(64);
const paymentPassword = z.string().regex(/^\d{6}$/, "The payment password has 6 digits");

export const pointBalanceView = z.object({
  balance: z.number().int(),
  /** Everything ever earned (exchanges and conversions do not lower it). */
  earned: z.number().int(),
});
export type PointBalanceView = z.infer<typeof pointBalanceView>;

export const giftView = z.object({
  id: z.string(),
  /** In the request's language (EN when the gift has no text in it). */
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  kind: z.enum(GIFT_KINDS),
  points: z.number().int(),
  /** A cash gift's credit; a physical gift's value. */
  amount: z.number(),
  /** null: unlimited. */
  stock: z.number().int().nullable(),
  memberLimit: z.number().int().nullable(),
  dailyLimit: z.number().int().nullable(),
  minVipLevel: z.number().int().nullable(),
  /** How many more the caller may exchange now (limits, stock), null: no limit applies. */
  remaining: z.number().int().nullable(),
});
export type GiftView = z.infer<typeof giftView>;

/** SPEC §3 points exchange: product name, quantity, points required, amount, status, time, remark, transaction number, exchange type. */
export const exchangeView = z.object({
  id: z.string(),
  transactionNo: z.string(),
  productName: z.string(),
  kind: z.enum(GIFT_KINDS),
  quantity: z.number().int(),
  points: z.number().int(),
  amount: z.number(),
  status: z.enum(EXCHANGE_STATUSES),
  time: epochMs,
  remark: z.string().nullable(),
  recipient: z.string(),
  address: z.string(),
  mobile: z.string(),
});
export type ExchangeView = z.infer<typeof exchangeView>;

export const pointEntryView = z.object({
  id: z.string(),
  kind: z.string(),
  /** Positive: points in; negative: points out. */
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  reference: z.string().nullable(),
  time: epochMs,
});
export type PointEntryView = z.infer<typeof pointEntryView>;

/** The points table: how points are earned and what they convert at, for the caller. */
export const pointConfigView = z.object({
  perUnit: z.number(),
  unitAmount: z.number(),
  gameTypes: z.record(z.string(), z.number()),
  dailyCap: z.number().int(),
  /** Points for one currency unit at the caller's VIP level (the brand's when the level has none). */
  convertRate: z.number(),
  convertMinimum: z.number().int(),
  vipLevel: z.number().int().nullable(),
});
export type PointConfigView = z.infer<typeof pointConfigView>;

export const pointBalanceCall = defineCall({
  method: "GET",
  path: "/wps/relay/MCS2_getPointBalance",
  summary: "My points: balance and everything earned",
  response: pointBalanceView,
  tags,
});

export const pointGiftsCall = defineCall({
  method: "GET",
  path: "/wps/relay/MCS2_getPointReward",
  summary: "The mall's active gifts, with what the caller may still exchange",
  response: z.object({ list: z.array(giftView) }),
  tags,
});

export const pointExchangesCall = defineCall({
  method: "GET",
  path: "/wps/relay/MCS2_getRedeemPointList",
  summary: "My exchange history, newest first",
  query: z.object({ ...pageQuery, status: z.enum(EXCHANGE_STATUSES).optional() }),
  response: paged(exchangeView),
  tags,
});

export const pointConfigCall = defineCall({
  method: "GET",
  path: "/wps/relay/MCS2_getPointConfig",
  summary: "The points table: earning rates, daily cap, conversion rate and minimum",
  response: pointConfigView,
  tags,
});

export const pointDetailsCall = defineCall({
  method: "GET",
  path: "/wps/relay/MCS2_getPointDetails",
  summary: "My point details: every change of my points, newest first",
  query: z.object({ ...pageQuery, kind: z.enum(POINT_ENTRY_KINDS).optional() }),
  response: paged(pointEntryView),
  tags,
});

/** SPEC §5: an exchange needs the payment password, a delivery address and a valid mobile number. */
export const redeemInput = z.strictObject({
  requestId,
  giftId: z.string().uuid(),
  quantity: z.number().int().min(1).max(MAX_EXCHANGE_QUANTITY).default(1),
  paymentPassword,
  recipient: z.string().trim().min(1).max(100),
  address: z.string().trim().min(5).max(500),
  /** Dialing code with or without "+", e.g. 84. */
  countryDialingCode: z
    .string()
    .trim()
    .regex(/^\+?\d{1,4}$/),
  mobileNo: z.string().trim().min(4).max(20),
});

export const redeemCall = defineCall({
  method: "POST",
  path: "/wps/relay/passwordCheck/MCS2_redeemPointReward",
  summary: "Exchange points for a gift (payment password; processing until an operator completes it)",
  enc: true,
  body: redeemInput,
  response: z.object({ exchange: exchangeView, balance: z.number().int() }),
  tags,
});

export const convertCall = defineCall({
  method: "POST",
  path: "/wps/relay/passwordCheck/MCS2_convertPoint",
  summary: "Convert points to cash at my VIP level's rate (one posting; a retried requestId pays once)",
  enc: true,
  body: z.strictObject({
    requestId,
    points: z.number().int().positive().max(MAX_POINTS),
    paymentPassword,
  }),
  response: z.object({
    points: z.number().int(),
    amount: z.number(),
    balance: z.number().int(),
    /** The reward's state: paid at once, or waiting for an operator above the brand's threshold. */
    status: z.string(),
  }),
  tags,
});
