import { z } from "zod";
import {
  LOTTERY_DRAW_STATUSES,
  LOTTERY_FORMATS,
  LOTTERY_MARKETS,
  lotteryBetView,
  lotteryMarketView,
  lotteryResult,
  lotteryStation,
} from "./games-lottery";
import { boId, boPage, paged } from "./games-shared";
import { defineCall, epochMs } from "./http";
import { LOTTERY_REGIONS } from "./lottery-prizes";
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
  format: z.enum(LOTTERY_FORMATS),
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
  station: lotteryStation.nullable(),
  /** A daily draw's result waits here, entered by one operator, until a second one confirms it. */
  pendingResult: lotteryResult.nullable(),
  resultEnteredBy: z.string().nullable(),
  resultEnteredAt: epochMs.nullable(),
  resultConfirmedBy: z.string().nullable(),
  resultConfirmedAt: epochMs.nullable(),
  /** A corrected result of a settled draw waits in pendingResult for a second operator. */
  correctionPending: z.boolean(),
  correctionReason: z.string().nullable(),
  /** Corrections applied (each re-settled the draw). */
  revision: z.number().int(),
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

/** A result as typed in: each prize of the region's table with its numbers as digit strings. */
const enteredResult = z.strictObject({
  prizes: z
    .array(
      z.strictObject({
        prize: z.enum(["DB", "G1", "G2", "G3", "G4", "G5", "G6", "G7", "G8"]),
        numbers: z
          .array(
            z
              .string()
              .trim()
              .regex(/^\d{2,6}$/, "Numbers are 2 to 6 digits"),
          )
          .min(1)
          .max(7),
      }),
    )
    .min(1)
    .max(9),
});

export const adminLotteryEnterResultCall = defineCall({
  method: "POST",
  path: `${base}/draws/:id/result`,
  summary:
    "Enter (or change, before confirmation) a daily draw's result; on a settled draw, a correction with its reason. A second operator confirms it",
  params: drawParams,
  body: z.strictObject({
    result: enteredResult,
    /** Why a settled draw's result is corrected (required then, ignored otherwise). */
    reason: z.string().trim().min(4).max(200).optional(),
  }),
  response: lotteryDrawAdminView,
  tags,
});

export const adminLotteryConfirmResultCall = defineCall({
  method: "POST",
  path: `${base}/draws/:id/result/confirm`,
  summary:
    "Confirm the entered result or correction (not by the operator who entered it); the draw is then settled or re-settled",
  params: drawParams,
  body: z.strictObject({}),
  response: lotteryDrawAdminView,
  tags,
});

const localDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "A date is YYYY-MM-DD");

export const lotteryCalendarOverrideView = z.object({
  id: z.string(),
  date: z.string(),
  region: z.enum(LOTTERY_REGIONS).nullable(),
  stationCode: z.string().nullable(),
  /** true: no draw (a holiday, a cancelled day); false: an extra draw of the station. */
  cancelled: z.boolean(),
  note: z.string(),
  createdBy: z.string(),
  createdAt: epochMs,
});

export const adminLotteryCalendarCall = defineCall({
  method: "GET",
  path: `${base}/calendar`,
  summary:
    "The Vietnamese draw calendar: stations, weekly plan, draw times, cut-offs, overrides and the coming draws",
  params: brandParams,
  query: z.object({ from: localDate.optional(), days: z.coerce.number().int().min(1).max(31).default(7) }),
  response: z.object({
    timeZone: z.string(),
    stations: z.array(lotteryStation.extend({ region: z.enum(LOTTERY_REGIONS) })),
    regions: z.array(
      z.object({
        region: z.enum(LOTTERY_REGIONS),
        game: z.string(),
        drawTime: z.string(),
        /** Betting closes this many minutes before the draw. */
        cutoffMinutes: z.number().int(),
        weekly: z.record(z.string(), z.array(z.string())),
      }),
    ),
    overrides: z.array(lotteryCalendarOverrideView),
    days: z.array(
      z.object({
        date: z.string(),
        draws: z.array(
          z.object({
            region: z.enum(LOTTERY_REGIONS),
            station: lotteryStation,
            drawAt: epochMs,
            closeAt: epochMs,
          }),
        ),
      }),
    ),
  }),
  tags,
});

export const adminLotteryAddOverrideCall = defineCall({
  method: "POST",
  path: `${base}/calendar/overrides`,
  summary: "Cancel a day's draws (every region, one region or one station), or add a station's extra draw",
  params: brandParams,
  body: z
    .strictObject({
      date: localDate,
      region: z.enum(LOTTERY_REGIONS).nullable(),
      stationCode: z.string().trim().min(2).max(8).nullable(),
      cancelled: z.boolean(),
      note: z.string().trim().min(3).max(200),
    })
    .refine((body) => body.cancelled || body.stationCode !== null, {
      message: "An extra draw names its station",
      path: ["stationCode"],
    }),
  response: lotteryCalendarOverrideView,
  tags,
});

export const adminLotteryRemoveOverrideCall = defineCall({
  method: "DELETE",
  path: `${base}/calendar/overrides/:id`,
  summary: "Remove a calendar override whose date has not come yet",
  params: drawParams,
  response: z.object({ removed: z.boolean() }),
  tags,
});

export const adminLotteryCutoffCall = defineCall({
  method: "PUT",
  path: `${base}/calendar/cutoffs/:region`,
  summary: "Set how many minutes before a region's draw betting closes (draws not yet open keep to it)",
  params: z.object({ brandId: boId, region: z.enum(LOTTERY_REGIONS) }),
  body: z.strictObject({ cutoffMinutes: z.number().int().min(1).max(180), reason }),
  response: z.object({ region: z.enum(LOTTERY_REGIONS), cutoffMinutes: z.number().int() }),
  tags,
});
