import { z } from "zod";
import {
  BACCARAT_VARIANTS,
  LIVE_ROUND_PHASES,
  LIVE_TABLE_KINDS,
  LIVE_TABLE_STATUSES,
  liveCommitment,
  liveResult,
  liveSpotView,
} from "./games-live";
import { boId, boPage, paged } from "./games-shared";
import { defineCall, epochMs } from "./http";
import { amountInput, amountValue } from "./wallet";

/**
 * The back office's live tables (issue #15): open, pause and close tables; limits and odds per spot
 * with the return they give; the betting window; round and shoe history with seeds; void a round
 * (every bet refunded); the live liability of the round taking bets.
 */

const base = "/backoffice/api/brands/:brandId/live";
const tags = ["backoffice-live"];
const brandParams = z.object({ brandId: boId });
const tableParams = z.object({ brandId: boId, code: z.string().trim().min(1).max(64) });
const reason = z.string().trim().min(3).max(500);

export const liveAdminRoundBrief = z.object({
  id: z.string(),
  number: z.number().int(),
  phase: z.enum(LIVE_ROUND_PHASES),
  closesAt: epochMs,
});

export const liveAdminTableRow = z.object({
  gameId: z.string(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(LIVE_TABLE_KINDS),
  variant: z.enum(BACCARAT_VARIANTS).nullable(),
  status: z.enum(LIVE_TABLE_STATUSES),
  bettingSeconds: z.number().int(),
  round: liveAdminRoundBrief.nullable(),
  /** The process driving the table now and until when its lease holds (null: nobody). */
  driver: z.object({ holder: z.string(), until: epochMs }).nullable(),
  players: z.number().int(),
  /** Stakes on the round taking bets and the most it could pay. */
  stake: amountValue,
  worstCase: amountValue,
});

export const adminLiveTablesCall = defineCall({
  method: "GET",
  path: `${base}/tables`,
  summary: "The brand's live tables with their status, round, driver and stakes",
  params: brandParams,
  response: z.object({ list: z.array(liveAdminTableRow) }),
  tags,
});

export const liveAdminSpot = liveSpotView.extend({
  defaultOdds: z.number(),
  /** The spot's return at its default odds, for comparison. */
  defaultRtp: z.number(),
});

export const liveAdminTable = liveAdminTableRow.extend({
  spots: z.array(liveAdminSpot),
  updatedAt: epochMs,
});

export const adminLiveTableCall = defineCall({
  method: "GET",
  path: `${base}/tables/:code`,
  summary: "One live table's terms: the betting window and each spot's odds, return and limits",
  params: tableParams,
  response: liveAdminTable,
  tags,
});

export const adminLiveTableUpdateCall = defineCall({
  method: "PUT",
  path: `${base}/tables/:code`,
  summary: "Set a table's betting window and its spots' odds and limits (from the next round)",
  params: tableParams,
  body: z.strictObject({
    bettingSeconds: z.number().int().min(5).max(120),
    spots: z
      .array(
        z.strictObject({
          spot: z.string().trim().min(1).max(32),
          odds: z.number().positive().max(1_000).multipleOf(0.001),
          min: amountInput,
          max: amountInput,
        }),
      )
      .min(1)
      .max(60),
    reason,
  }),
  response: liveAdminTable,
  tags,
});

export const adminLiveTableStatusCall = defineCall({
  method: "POST",
  path: `${base}/tables/:code/status`,
  summary: "Open, pause (the round in play finishes, no next one) or close a table",
  params: tableParams,
  body: z.strictObject({ status: z.enum(LIVE_TABLE_STATUSES), reason }),
  response: liveAdminTable,
  tags,
});

export const liveAdminRoundView = z.object({
  id: z.string(),
  table: z.string(),
  number: z.number().int(),
  phase: z.enum(LIVE_ROUND_PHASES),
  openedAt: epochMs,
  closesAt: epochMs,
  settledAt: epochMs.nullable(),
  result: liveResult.nullable(),
  commitment: liveCommitment,
  players: z.number().int(),
  stake: amountValue,
  win: amountValue,
  voidReason: z.string().nullable(),
});

export const adminLiveRoundsCall = defineCall({
  method: "GET",
  path: `${base}/tables/:code/rounds`,
  summary: "A table's rounds, newest first, with result, seed commitment, stakes and wins",
  params: tableParams,
  query: z.object({ phase: z.enum(LIVE_ROUND_PHASES).optional(), ...boPage }),
  response: paged(liveAdminRoundView),
  tags,
});

export const liveAdminShoeView = z.object({
  id: z.string(),
  number: z.number().int().nullable(),
  seedHash: z.string(),
  /** Revealed once the shoe (or the dice round) has ended. */
  seed: z.string().nullable(),
  startedAt: epochMs,
  endedAt: epochMs.nullable(),
  rounds: z.number().int(),
});

export const adminLiveShoesCall = defineCall({
  method: "GET",
  path: `${base}/tables/:code/shoes`,
  summary: "A card table's shoes with their seed hashes and, once ended, their seeds",
  params: tableParams,
  query: z.object({ ...boPage }),
  response: paged(liveAdminShoeView),
  tags,
});

export const liveAdminBetView = z.object({
  memberId: z.string(),
  account: z.string(),
  spot: z.string(),
  amount: amountValue,
  win: amountValue,
  placedAt: epochMs,
});

export const adminLiveRoundBetsCall = defineCall({
  method: "GET",
  path: `${base}/rounds/:id/bets`,
  summary: "Every bet of one round by member and spot",
  params: z.object({ brandId: boId, id: boId }),
  query: z.object({ ...boPage }),
  response: paged(liveAdminBetView),
  tags,
});

export const adminLiveRoundVoidCall = defineCall({
  method: "POST",
  path: `${base}/rounds/:id/void`,
  summary: "Void a round not yet settled: every bet is refunded",
  params: z.object({ brandId: boId, id: boId }),
  body: z.strictObject({ reason }),
  response: liveAdminRoundView,
  tags,
});

export const adminLiveLiabilityCall = defineCall({
  method: "GET",
  path: `${base}/tables/:code/liability`,
  summary: "The round taking bets: stake per spot and what the table pays if that spot wins",
  params: tableParams,
  response: z.object({
    round: liveAdminRoundBrief.nullable(),
    spots: z.array(
      z.object({ spot: z.string(), stake: amountValue, bets: z.number().int(), payout: amountValue }),
    ),
    worstCase: amountValue,
  }),
  tags,
});
