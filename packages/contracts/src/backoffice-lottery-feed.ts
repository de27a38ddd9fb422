import { z } from "zod";
import { lotteryStation } from "./games-lottery";
import { boId } from "./games-shared";
import { defineCall, epochMs } from "./http";
import { LOTTERY_REGIONS } from "./lottery-prizes";

/**
 * The daily draws' results feed in the back office (issue #12): per region, the feed's address,
 * auth header, on/off and auto-confirm, with the last fetch's status and the draws where the feed
 * disagrees with an operator's pending result. The feed format is docs/lottery-results-feed.md.
 */

const base = "/backoffice/api/brands/:brandId/lottery/feeds";
const tags = ["backoffice-lottery"];
const regionParams = z.object({ brandId: boId, region: z.enum(LOTTERY_REGIONS) });

/** Why the last fetch of a region's feed failed. */
export const LOTTERY_FEED_ERRORS = [
  "network",
  "timeout",
  "status",
  "unauthorised",
  "too_large",
  "malformed",
] as const;
export type LotteryFeedError = (typeof LOTTERY_FEED_ERRORS)[number];

/** An HTTP header name (RFC 9110 token, letters, digits and dashes). */
const headerName = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/, "Letters, digits and dashes, at most 64");
/** A header value: printable ASCII, no spaces at either end. */
const headerValue = z
  .string()
  .max(500)
  .regex(/^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/, "Printable ASCII characters, no spaces at either end");

export const lotteryFeedView = z.object({
  region: z.enum(LOTTERY_REGIONS),
  game: z.string(),
  enabled: z.boolean(),
  url: z.string().nullable(),
  authHeader: z.string().nullable(),
  /** The header's value is never shown; this says one is stored. */
  secretSet: z.boolean(),
  /** true: a feed result is confirmed at once; false: an operator confirms it. */
  autoConfirm: z.boolean(),
  status: z.object({
    lastAttemptAt: epochMs.nullable(),
    lastSuccessAt: epochMs.nullable(),
    lastError: z.enum(LOTTERY_FEED_ERRORS).nullable(),
    lastErrorDetail: z.string().nullable(),
    /** Failed fetches in a row; the wait before the next one grows with it. */
    failures: z.number().int(),
    nextAttemptAt: epochMs.nullable(),
  }),
  /** Open draws whose operator-entered pending result differs from what the feed says. */
  mismatches: z.array(z.object({ drawId: z.string(), period: z.string(), station: lotteryStation })),
});

export const adminLotteryFeedsCall = defineCall({
  method: "GET",
  path: base,
  summary: "Each region's results feed: address, auth header, on/off, auto-confirm and last fetch status",
  params: z.object({ brandId: boId }),
  response: z.object({ list: z.array(lotteryFeedView) }),
  tags,
});

export const adminLotteryFeedUpdateCall = defineCall({
  method: "PUT",
  path: `${base}/:region`,
  summary:
    "Set a region's results feed (https only in production); the header value is kept sealed and never shown",
  params: regionParams,
  body: z
    .strictObject({
      enabled: z.boolean(),
      url: z
        .string()
        .trim()
        .max(500)
        .regex(/^https?:\/\/\S+$/i, "An http:// or https:// address")
        .nullable(),
      /** Header the feed's secret is sent in (e.g. Authorization); null sends none. */
      authHeader: headerName.nullable(),
      /** The header's value (e.g. "Bearer …"); left out keeps the stored one. */
      secret: headerValue.optional(),
      autoConfirm: z.boolean(),
      reason: z.string().trim().min(3).max(500),
    })
    .refine((body) => !body.enabled || body.url !== null, {
      message: "A feed that is on needs its address",
      path: ["url"],
    })
    .refine((body) => body.authHeader !== null || body.secret === undefined, {
      message: "Name the header the secret is sent in",
      path: ["authHeader"],
    }),
  response: lotteryFeedView,
  tags,
});

export const adminLotteryFeedFetchCall = defineCall({
  method: "POST",
  path: `${base}/:region/fetch`,
  summary:
    "Fetch a region's results from its feed now (the due draws' days, else today), whatever the back-off",
  params: regionParams,
  body: z.strictObject({}),
  response: z.object({
    feed: lotteryFeedView,
    outcome: z.object({
      /** Draws whose result the feed entered, and of those confirmed at once (auto-confirm). */
      entered: z.number().int(),
      confirmed: z.number().int(),
      /** Draws with an operator's pending result: the same as the feed's, or not. */
      matched: z.number().int(),
      mismatched: z.number().int(),
      /** Due draws the feed has no result for yet. */
      waiting: z.number().int(),
      error: z.enum(LOTTERY_FEED_ERRORS).nullable(),
    }),
  }),
  tags,
});
