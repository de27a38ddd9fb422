import { z } from "zod";
import {
  BACCARAT_VARIANTS,
  LIVE_BET_STATUSES,
  LIVE_ROUND_PHASES,
  LIVE_TABLE_KINDS,
  liveResult,
} from "./games-live";
import {
  LOTTERY_BET_STATUSES,
  LOTTERY_DRAW_STATUSES,
  LOTTERY_FORMATS,
  LOTTERY_MARKETS,
  lotteryResult,
  lotteryStation,
} from "./games-lottery";
import { tags } from "./games-shared";
import { defineCall, epochMs } from "./http";
import { amountValue } from "./wallet";

/**
 * A round's details as its game vendor keeps them (docs/vendor-wallet-protocol.md §7): the wallet
 * sees only a round's money, so the betting record asks the vendor for one round's details when its
 * row is opened. One shape per kind of game, told apart by `kind`; a new kind is one more member of
 * the union. The in-house vendor gives its lottery tickets.
 */

/** One line of a lottery ticket: a market, its numbers and points, and how it ended. */
export const lotteryRoundLine = z.object({
  market: z.enum(LOTTERY_MARKETS),
  /** The chosen numbers (the legs of a xiên, trượt or Keno pick); none for Keno's side markets. */
  numbers: z.array(z.string()),
  points: z.number().int(),
  stake: amountValue,
  /**
   * The odds the line was taken at: what one point pays per hit, stake not returned ("1 ăn X"), for
   * the lô/đề markets; the decimal return, stake included, for Keno (a pick market's best return).
   */
  odds: z.number(),
  status: z.enum(LOTTERY_BET_STATUSES),
  /** How many times the line's numbers came out (lô pays each one). */
  hits: z.number().int(),
  win: amountValue,
});

/** A lottery ticket (one slip on one draw): the draw, the lines and, once drawn, the result. */
export const lotteryRoundDetail = z.object({
  kind: z.literal("lottery"),
  /** The vendor's game id (e.g. elott-1, keno-1, xsmn). */
  gameId: z.string(),
  format: z.enum(LOTTERY_FORMATS),
  /** fast: drawn in-house every few minutes; daily: a Vietnamese station's draw, results entered. */
  schedule: z.enum(["fast", "daily"]),
  /** YYYYMMDD-NNNN (fast), YYYYMMDD (North) or YYYYMMDD-STATION (South, Central). */
  period: z.string(),
  station: lotteryStation.nullable(),
  drawStatus: z.enum(LOTTERY_DRAW_STATUSES),
  drawAt: epochMs,
  placedAt: epochMs,
  total: amountValue,
  lines: z.array(lotteryRoundLine),
  /** The draw's result once drawn: the prize table, or the 20 Keno balls in draw order; null before, and for a void draw. */
  result: lotteryResult.nullable(),
  /** A drawn fast-lottery period: its result can be recomputed from the day's published hash chain. */
  verifiable: z.boolean(),
});
export type LotteryRoundDetail = z.infer<typeof lotteryRoundDetail>;

/** A member's play in one live-table round: the spots staked, the cards or dice, and each spot's win. */
export const liveRoundDetail = z.object({
  kind: z.literal("live"),
  /** The table's game id (e.g. live-baccarat-1). */
  gameId: z.string(),
  tableKind: z.enum(LIVE_TABLE_KINDS),
  variant: z.enum(BACCARAT_VARIANTS).nullable(),
  roundNumber: z.number().int(),
  phase: z.enum(LIVE_ROUND_PHASES),
  placedAt: epochMs,
  bets: z.array(z.object({ spot: z.string(), amount: amountValue, odds: z.number(), win: amountValue })),
  total: amountValue,
  win: amountValue,
  status: z.enum(LIVE_BET_STATUSES),
  /** The cards, dice or discs once dealt; null before and for a void round. */
  result: liveResult.nullable(),
  /** The round can be recomputed from its revealed seed (the shoe has ended, or the dice round is over). */
  verifiable: z.boolean(),
});
export type LiveRoundDetail = z.infer<typeof liveRoundDetail>;

export const roundDetail = z.discriminatedUnion("kind", [lotteryRoundDetail, liveRoundDetail]);
export type RoundDetail = z.infer<typeof roundDetail>;

/** One round's details: null when its vendor keeps none (the record shows its money only). */
export const roundDetailAnswer = z.object({ roundId: z.string(), detail: roundDetail.nullable() });

/** The round a record row names (its roundId). */
export const roundDetailQuery = z.object({ roundId: z.string().uuid() });

export const betRecordDetailCall = defineCall({
  method: "GET",
  path: "/wps/relay/ODSFE2_MemBetDetInfo",
  summary:
    "One round of the member's betting record with the details its game vendor keeps (a lottery ticket: draw, lines, result); another member's round is not found",
  query: roundDetailQuery,
  response: roundDetailAnswer,
  tags,
});
