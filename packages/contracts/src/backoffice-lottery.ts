import { z } from "zod";
import {
  LOTTERY_DRAW_STATUSES,
  LOTTERY_FORMATS,
  LOTTERY_MARKETS,
  lotteryBetView,
  lotteryMarketView,
  lotteryResult,
} from "./games-lottery";
import { boId, boPage, paged } from "./games-shared";
import { defineCall, epochMs } from "./http";
import { amountInput, amountValue } from "./wallet";

/** The back office's lottery screens (issue #12): markets, draws with their bets and liability, fair chains. */

const base = "/backoffice/api/brands/:brandId/lottery";
const tags = ["backoffice-lottery"];
const brandParams = z.object({ brandId: boId });
const drawParams = z.object({ brandId: boId, id: boId });
const reason = z.string().trim().min(3).max(500);

export const lotteryMarketAdminView = lotteryMarketView.extend({
  format: z.enum(LOTTERY_FORMATS),
  enabled: z.boolean(),
  /** Most one draw may pay on one number of the market; null = no limit. */
  numberLimit: amountValue.nullable(),
  defaults: z.object({ price: z.number(), odds: z.number() }),
  /** Whether the brand saved its own terms (else the defaults apply). */
  custom: z.boolean(),
});

export const adminLotteryMarketsCall = defineCall({
  method: "GET",
  path: `${base}/markets`,
  summary: "A lottery format's markets with price, odds, computed RTP and limits",
  params: brandParams,
  query: z.object({ format: z.enum(LOTTERY_FORMATS) }),
  response: z.object({ list: z.array(lotteryMarketAdminView) }),
  tags,
});

export const adminLotteryMarketUpdateCall = defineCall({
  method: "PUT",
  path: `${base}/markets/:format/:market`,
  summary: "Set a market's price, odds and number limit; refused when its RTP would pass 100 %",
  params: z.object({ brandId: boId, format: z.enum(LOTTERY_FORMATS), market: z.enum(LOTTERY_MARKETS) }),
  body: z.strictObject({
    enabled: z.boolean(),
    price: z.number().positive().max(100_000).multipleOf(0.001),
    odds: z.number().positive().max(1_000_000).multipleOf(0.001),
    numberLimit: amountInput.nullable(),
    reason,
  }),
  response: lotteryMarketAdminView,
  tags,
});

export const lotteryDrawAdminView = z.object({
  id: z.string(),
  game: z.string(),
  period: z.string(),
  status: z.enum(LOTTERY_DRAW_STATUSES),
  openAt: epochMs,
  closeAt: epochMs,
  drawAt: epochMs,
  members: z.number().int(),
  lines: z.number().int(),
  stake: amountValue,
  win: amountValue,
  result: lotteryResult.nullable(),
  voidReason: z.string().nullable(),
});

export const adminLotteryDrawsCall = defineCall({
  method: "GET",
  path: `${base}/draws`,
  summary: "A lottery game's draws, newest first, with their bets and wins",
  params: brandParams,
  query: z.object({
    game: z.string().trim().min(1).max(64),
    status: z.enum(LOTTERY_DRAW_STATUSES).optional(),
    ...boPage,
  }),
  response: paged(lotteryDrawAdminView),
  tags,
});

export const adminLotteryDrawCall = defineCall({
  method: "GET",
  path: `${base}/draws/:id`,
  summary: "One draw: its fair seed, result, and the liability by number of each market",
  params: drawParams,
  response: z.object({
    draw: lotteryDrawAdminView,
    seed: z.string().nullable(),
    seedIndex: z.number().int().nullable(),
    chainHead: z.string().nullable(),
    liability: z.array(
      z.object({ market: z.enum(LOTTERY_MARKETS), number: z.string(), liability: amountValue }),
    ),
  }),
  tags,
});

export const adminLotteryDrawBetsCall = defineCall({
  method: "GET",
  path: `${base}/draws/:id/bets`,
  summary: "The lines placed on a draw, with their member",
  params: drawParams,
  query: z.object(boPage),
  response: paged(lotteryBetView.extend({ account: z.string() })),
  tags,
});

export const adminLotteryVoidDrawCall = defineCall({
  method: "POST",
  path: `${base}/draws/:id/void`,
  summary: "Void a draw that is not paid yet: every slip is refunded",
  params: drawParams,
  body: z.strictObject({ reason }),
  response: z.object({ draw: lotteryDrawAdminView, refunded: z.number().int() }),
  tags,
});

export const adminLotteryChainsCall = defineCall({
  method: "GET",
  path: `${base}/chains`,
  summary: "A fast lottery's daily hash chains: the published head of each day",
  params: brandParams,
  query: z.object({ game: z.string().trim().min(1).max(64), ...boPage }),
  response: paged(
    z.object({ day: z.string(), head: z.string(), length: z.number().int(), revealed: z.number().int() }),
  ),
  tags,
});
