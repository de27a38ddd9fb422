import { z } from "zod";
import { paged, pageQuery } from "./games-shared";
import { defineCall, epochMs } from "./http";
import { amountValue } from "./wallet";

/**
 * The in-house lotteries' player API (issue #12, DOMAIN §1–§2). Like the house slots it is reached
 * with a house session opened from a one-time launch token, so the lottery stays a vendor game that
 * an operator can switch off or replace with an outside lottery vendor.
 */

/** The house vendor's lottery games (their play page is the lottery's, not a slot's). */
export const HOUSE_LOTTERY_IDS = ["elott-1", "elott-3", "elott-5", "keno-1", "xsmb", "xsmn", "xsmt"] as const;
/** The daily Vietnamese draws, one game per region: the stations of the day are its draws. */
export const DAILY_LOTTERY_IDS = ["xsmb", "xsmn", "xsmt"] as const;
export const isHouseLotteryId = (gameId: string) => (HOUSE_LOTTERY_IDS as readonly string[]).includes(gameId);

/** The lottery formats: a North-style 27-number result, the 18-number South/Central one, Keno 20/80. */
export const LOTTERY_FORMATS = ["north", "south", "central", "keno"] as const;
export type LotteryFormat = (typeof LOTTERY_FORMATS)[number];

/** Every market the house lotteries offer (đá is not offered, DOMAIN §1.3). */
export const VN_LOTTERY_MARKETS = [
  "lo2",
  "lo3",
  "lo4",
  "de",
  "de_dau",
  "de_g1",
  "dau",
  "duoi",
  "cang3",
  "cang4",
  "xien2",
  "xien3",
  "xien4",
  "truot4",
  "truot8",
  "truot10",
] as const;
export const KENO_MARKETS = [
  "keno_big",
  "keno_small",
  "keno_upper",
  "keno_lower",
  "keno_upper_lower_tie",
  "keno_odd",
  "keno_even",
  "keno_odd_even_tie",
  "keno_sum_odd",
  "keno_sum_even",
  "keno_big_odd",
  "keno_big_even",
  "keno_small_odd",
  "keno_small_even",
  "keno_metal",
  "keno_wood",
  "keno_water",
  "keno_fire",
  "keno_earth",
  "keno_pick1",
  "keno_pick2",
  "keno_pick3",
  "keno_pick4",
  "keno_pick5",
] as const;
export const LOTTERY_MARKETS = [...VN_LOTTERY_MARKETS, ...KENO_MARKETS] as const;
export type LotteryMarketCode = (typeof LOTTERY_MARKETS)[number];

/** A draw's life: betting open, drawn (result known), settling (being paid), settled, void (refunded). */
export const LOTTERY_DRAW_STATUSES = ["open", "drawn", "settling", "settled", "correcting", "void"] as const;
export type LotteryDrawStatus = (typeof LOTTERY_DRAW_STATUSES)[number];
export const LOTTERY_BET_STATUSES = ["open", "won", "lost", "push", "void"] as const;

/**
 * A period id: `YYYYMMDD-NNNN` (fast lotteries), `YYYYMMDD` (the North's one draw a day) or
 * `YYYYMMDD-STATION` (a South or Central station's draw, e.g. `20261127-TNINH`).
 */
export const lotteryPeriod = z.string().regex(/^\d{8}(-\d{4}|-[A-Z]{2,8})?$/, "Unknown draw");

/** The station a daily draw belongs to (null for the fast lotteries). */
export const lotteryStation = z.object({ code: z.string(), name: z.string() });

/** A result: the prizes with their numbers (VN formats) or the 20 balls in draw order (Keno). */
export const lotteryResult = z.object({
  prizes: z.array(z.object({ prize: z.string(), numbers: z.array(z.string()) })).optional(),
  balls: z.array(z.number().int()).optional(),
});
export type LotteryResultView = z.infer<typeof lotteryResult>;

export const lotteryMarketView = z.object({
  market: z.enum(LOTTERY_MARKETS),
  /** How many numbers one combination takes, and how many digits each has (Keno: 1–80). */
  picks: z.number().int(),
  digits: z.number().int(),
  /** Cost of one point in points' units (1 = the stake itself). */
  price: z.number(),
  /** Paid per point: per occurrence for lô, once otherwise; Keno: the pay table by hits. */
  odds: z.number(),
  payTable: z.array(z.object({ hits: z.number().int(), odds: z.number() })).optional(),
  rtp: z.number(),
  payRule: z.enum(["per_hit", "once", "all_legs", "none_appear", "keno"]),
});

export const lotteryGameInfo = z.object({
  gameId: z.string(),
  name: z.string(),
  format: z.enum(LOTTERY_FORMATS),
  /** fast: a period every intervalMinutes, drawn in-house; daily: the stations' draws, results entered. */
  schedule: z.enum(["fast", "daily"]),
  intervalMinutes: z.number().int(),
  cutoffSeconds: z.number().int(),
  /** What one point is worth in the currency (e.g. 1,000 ₫). */
  unitValue: amountValue,
  maxPointsPerLine: z.number().int(),
  currency: z.string(),
  currencySymbol: z.string(),
  markets: z.array(lotteryMarketView),
});

export const lotterySessionCall = defineCall({
  method: "POST",
  path: "/house/api/lottery/session",
  summary: "Open a house lottery session from a one-time launch token",
  body: z.strictObject({
    launchToken: z.string().min(16).max(128),
    merchant: z.string().trim().min(1).max(64).optional(),
  }),
  response: z.object({
    sessionToken: z.string(),
    game: lotteryGameInfo,
    balance: amountValue,
    language: z.string(),
  }),
  tags: ["house-games"],
});

export const lotteryDrawView = z.object({
  period: z.string(),
  station: lotteryStation.nullable(),
  status: z.enum(LOTTERY_DRAW_STATUSES),
  openAt: epochMs,
  closeAt: epochMs,
  drawAt: epochMs,
  result: lotteryResult.nullable(),
  /** The revealed seed of a drawn period (fair page), and the day's published chain head. */
  seed: z.string().nullable(),
  chainHead: z.string().nullable(),
});

const merchantQuery = {
  merchant: z.string().trim().min(1).max(64),
  game: z.string().trim().min(1).max(64),
};

export const lotteryBoardCall = defineCall({
  method: "GET",
  path: "/house/api/lottery/board",
  summary: "A lottery's open draws with their countdown, the next ones and the last results",
  query: z.object(merchantQuery),
  response: z.object({
    serverNow: epochMs,
    open: lotteryDrawView.nullable(),
    /** Every draw taking bets now: one for a fast lottery, each station of the day for the South. */
    openDraws: z.array(lotteryDrawView),
    upcoming: z.array(lotteryDrawView),
    recent: z.array(lotteryDrawView),
  }),
  tags: ["house-games"],
});

export const lotteryLineInput = z.strictObject({
  market: z.enum(LOTTERY_MARKETS),
  /** The chosen numbers (several single-number combinations, or the legs of one xiên/trượt/Keno pick); none for Keno's side markets. */
  numbers: z
    .array(
      z
        .string()
        .trim()
        .regex(/^\d{1,4}$/, "Numbers are 1 to 4 digits"),
    )
    .max(100),
  points: z.number().int("Whole points only").min(1).max(1_000_000),
});

export const lotteryBetCall = defineCall({
  method: "POST",
  path: "/house/api/lottery/bet",
  summary: "Place a slip of lines on an open draw (refused at or after its close)",
  body: z.strictObject({
    period: lotteryPeriod,
    requestId: z.string().trim().min(8).max(64),
    lines: z.array(lotteryLineInput).min(1).max(50),
  }),
  response: z.object({
    slipId: z.string(),
    period: z.string(),
    total: amountValue,
    balance: amountValue,
    lines: z.array(
      z.object({
        market: z.enum(LOTTERY_MARKETS),
        numbers: z.array(z.string()),
        points: z.number().int(),
        stake: amountValue,
        maxWin: amountValue,
      }),
    ),
  }),
  tags: ["house-games"],
});

export const lotteryBetView = z.object({
  id: z.string(),
  slipId: z.string(),
  period: z.string(),
  market: z.enum(LOTTERY_MARKETS),
  numbers: z.array(z.string()),
  points: z.number().int(),
  stake: amountValue,
  win: amountValue,
  hits: z.number().int(),
  status: z.enum(LOTTERY_BET_STATUSES),
  placedAt: epochMs,
  result: lotteryResult.nullable(),
});

export const lotteryMyBetsCall = defineCall({
  method: "GET",
  path: "/house/api/lottery/bets",
  summary: "The member's lottery bets in this game, newest first",
  query: z.object({ status: z.enum(["open", "settled"]).optional(), ...pageQuery }),
  response: paged(lotteryBetView),
  tags: ["house-games"],
});

/** A yyyy-MM-dd that names a real day (not 2026-02-30). */
function isCalendarDay(day: string): boolean {
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
}

export const lotteryResultsCall = defineCall({
  method: "GET",
  path: "/house/api/lottery/results",
  summary: "A lottery's drawn results, newest first, optionally of one day (public)",
  query: z.object({
    ...merchantQuery,
    ...pageQuery,
    /** Only the draws of this day (yyyy-MM-dd, the brand's calendar): a region's stations' results of a date. */
    date: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, "A date is YYYY-MM-DD")
      .refine((day) => isCalendarDay(day), "No such date")
      .optional(),
  }),
  response: paged(lotteryDrawView),
  tags: ["house-games"],
});

export const lotteryVerifyCall = defineCall({
  method: "GET",
  path: "/house/api/lottery/verify",
  summary: "Recompute a drawn fast-lottery period from its revealed seed and the day's chain (public)",
  query: z.object({ ...merchantQuery, period: lotteryPeriod }),
  response: z.object({
    period: z.string(),
    chainHead: z.string(),
    seed: z.string(),
    seedIndex: z.number().int(),
    /** sha256 applied seedIndex times to the seed gives the chain head. */
    chainValid: z.boolean(),
    recomputed: lotteryResult,
    matches: z.boolean(),
  }),
  tags: ["house-games"],
});
