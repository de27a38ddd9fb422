import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { members } from "./accounts";
import { brands } from "./brands";
import { games } from "./games";

const money = (name: string) => bigint(name, { mode: "bigint" });
const at = (name: string) => timestamp(name, { withTimezone: true });

/** A drawn result as stored: prizes with their numbers (VN formats) or the balls in draw order (Keno). */
export interface StoredLotteryResult {
  prizes?: { prize: string; numbers: string[] }[];
  balls?: number[];
}

/**
 * The brand's price, odds and limits of one market of one lottery format (issue #12); no row = the
 * built-in defaults. Price and odds in thousandths (21.7 → 21700) so every cost is an exact integer.
 */
export const lotteryMarkets = pgTable(
  "lottery_markets",
  {
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    format: text("format").notNull(),
    market: text("market").notNull(),
    enabled: boolean("enabled").notNull(),
    priceMilli: integer("price_milli").notNull(),
    oddsMilli: integer("odds_milli").notNull(),
    /** Most a draw may pay on one number (or one combination) of this market; null = no limit. */
    numberLimitMinor: money("number_limit_minor"),
    updatedAt: at("updated_at").notNull(),
  },
  (table) => [primaryKey({ columns: [table.brandId, table.format, table.market] })],
);

/**
 * A day's hash chain of a fast lottery (DOMAIN §2.3): s_i = sha256(s_{i+1}); the head s_0 is
 * published before the day's first period, period k reveals s_k. The last seed is sealed.
 */
export const lotteryChains = pgTable(
  "lottery_chains",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    gameId: uuid("game_id")
      .notNull()
      .references(() => games.id),
    /** The brand's local day, YYYY-MM-DD. */
    day: text("day").notNull(),
    length: integer("length").notNull(),
    head: text("head").notNull(),
    lastSeedSealed: text("last_seed_sealed").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (table) => [uniqueIndex("lottery_chains_day_uq").on(table.gameId, table.day)],
);

/** One draw (period) of a lottery game. */
export const lotteryDraws = pgTable(
  "lottery_draws",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    gameId: uuid("game_id")
      .notNull()
      .references(() => games.id),
    /** YYYYMMDD-NNNN (fast) or YYYYMMDD (daily). */
    period: text("period").notNull(),
    openAt: at("open_at").notNull(),
    closeAt: at("close_at").notNull(),
    drawAt: at("draw_at").notNull(),
    /** open | drawn | settling (being paid) | settled | correcting (a corrected result being re-settled) | void */
    status: text("status").notNull().default("open"),
    chainId: uuid("chain_id").references(() => lotteryChains.id),
    seedIndex: integer("seed_index"),
    /** The revealed seed, set when drawn. */
    seed: text("seed"),
    result: jsonb("result").$type<StoredLotteryResult>(),
    drawnAt: at("drawn_at"),
    settledAt: at("settled_at"),
    voidReason: text("void_reason"),
    /** A daily Vietnamese draw's station code; null for the fast lotteries (drawn in-house). */
    station: text("station"),
    /** A daily draw's result as entered, waiting for a second operator's confirmation. */
    pendingResult: jsonb("pending_result").$type<StoredLotteryResult>(),
    resultEnteredById: uuid("result_entered_by_id"),
    resultEnteredBy: text("result_entered_by"),
    resultEnteredAt: at("result_entered_at"),
    resultConfirmedBy: text("result_confirmed_by"),
    resultConfirmedAt: at("result_confirmed_at"),
    /**
     * Corrections of a settled daily draw's result: a corrected result is entered (pending_result,
     * with its reason) and confirmed by a second operator, then the draw is re-settled (status
     * correcting) with compensating payments; revision counts the corrections applied.
     */
    correctionPending: boolean("correction_pending").notNull().default(false),
    correctionReason: text("correction_reason"),
    revision: integer("revision").notNull().default(0),
  },
  (table) => [
    uniqueIndex("lottery_draws_period_uq").on(table.gameId, table.period),
    index("lottery_draws_due_idx").on(table.status, table.drawAt),
  ],
);

/**
 * A member's slip on one draw: one vendor-wallet debit (its id is the transaction id). pending =
 * the debit's outcome is not yet known; accepted; void = refused or rolled back (nothing taken).
 */
export const lotterySlips = pgTable(
  "lottery_slips",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    drawId: uuid("draw_id")
      .notNull()
      .references(() => lotteryDraws.id),
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id),
    requestId: text("request_id").notNull(),
    /** Hash of the slip's content: a retried request with other content is a conflict. */
    contentHash: text("content_hash").notNull(),
    totalMinor: money("total_minor").notNull(),
    /** pending | accepted | void (nothing taken) | refunded (its draw was voided) */
    status: text("status").notNull().default("pending"),
    placedAt: at("placed_at").notNull(),
  },
  (table) => [
    uniqueIndex("lottery_slips_request_uq").on(table.memberId, table.requestId),
    index("lottery_slips_draw_idx").on(table.drawId, table.status),
    index("lottery_slips_pending_idx").on(table.placedAt).where(sql`${table.status} = 'pending'`),
    check("lottery_slips_total_positive", sql`${table.totalMinor} > 0`),
  ],
);

/** One line of a slip: a market, its numbers and points; settled with its hits and win. */
export const lotteryBets = pgTable(
  "lottery_bets",
  {
    id: bigserial("id", { mode: "bigint" }).primaryKey(),
    slipId: uuid("slip_id")
      .notNull()
      .references(() => lotterySlips.id),
    drawId: uuid("draw_id")
      .notNull()
      .references(() => lotteryDraws.id),
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id),
    market: text("market").notNull(),
    numbers: text("numbers").array().notNull(),
    points: integer("points").notNull(),
    priceMilli: integer("price_milli").notNull(),
    oddsMilli: integer("odds_milli").notNull(),
    stakeMinor: money("stake_minor").notNull(),
    maxWinMinor: money("max_win_minor").notNull(),
    /** open | won | lost | push | void */
    status: text("status").notNull().default("open"),
    hits: integer("hits").notNull().default(0),
    winMinor: money("win_minor").notNull().default(sql`0`),
    placedAt: at("placed_at").notNull(),
    settledAt: at("settled_at"),
  },
  (table) => [
    index("lottery_bets_draw_idx").on(table.drawId, table.memberId),
    index("lottery_bets_member_idx").on(table.memberId, table.placedAt),
    index("lottery_bets_slip_idx").on(table.slipId),
    check("lottery_bets_amounts", sql`${table.stakeMinor} > 0 and ${table.winMinor} >= 0`),
  ],
);

/**
 * What a draw could pay on one number of one market (the liability the operator limits). A bet
 * raises it in the same statement that checks the limit, so concurrent bets cannot overshoot.
 */
export const lotteryExposure = pgTable(
  "lottery_exposure",
  {
    drawId: uuid("draw_id")
      .notNull()
      .references(() => lotteryDraws.id),
    market: text("market").notNull(),
    number: text("number").notNull(),
    payoutMinor: money("payout_minor").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.drawId, table.market, table.number] }),
    check("lottery_exposure_non_negative", sql`${table.payoutMinor} >= 0`),
  ],
);

/**
 * A brand's change to the Vietnamese draw calendar on one date (DOMAIN §1.2): cancelled draws (a
 * holiday: every region, one region or one station) or a station's extra draw.
 */
export const lotteryCalendarOverrides = pgTable(
  "lottery_calendar_overrides",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    /** The brand's local date, YYYY-MM-DD. */
    date: text("date").notNull(),
    region: text("region"),
    stationCode: text("station_code"),
    cancelled: boolean("cancelled").notNull(),
    note: text("note").notNull(),
    createdBy: text("created_by").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (table) => [index("lottery_calendar_overrides_date_idx").on(table.brandId, table.date)],
);

/**
 * A brand's settings of one region's daily draws (no row = the game's default cut-off, 15 minutes,
 * and no results feed): the cut-off, the results feed (address, auth header with its sealed value,
 * on/off, auto-confirm) and the feed's last fetch status, which the back office shows.
 */
export const lotteryRegionSettings = pgTable(
  "lottery_region_settings",
  {
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    region: text("region").notNull(),
    cutoffSeconds: integer("cutoff_seconds").notNull(),
    updatedAt: at("updated_at").notNull(),
    feedEnabled: boolean("feed_enabled").notNull().default(false),
    feedUrl: text("feed_url"),
    feedAuthHeader: text("feed_auth_header"),
    feedSecretSealed: text("feed_secret_sealed"),
    /** true: a feed result is confirmed at once; false: it waits for an operator's confirmation. */
    feedAutoConfirm: boolean("feed_auto_confirm").notNull().default(false),
    /** Failed fetches in a row (the back-off grows with it); 0 after an answer was read. */
    feedFailures: integer("feed_failures").notNull().default(0),
    /** No worker fetches before this (back-off, or the lease of the worker fetching now). */
    feedNextAttemptAt: at("feed_next_attempt_at"),
    feedLastAttemptAt: at("feed_last_attempt_at"),
    feedLastSuccessAt: at("feed_last_success_at"),
    /** Why the last fetch failed (network, status, malformed, …); null when it succeeded. */
    feedLastError: text("feed_last_error"),
    feedLastErrorDetail: text("feed_last_error_detail"),
  },
  (table) => [primaryKey({ columns: [table.brandId, table.region] })],
);

/**
 * What the results feed said about one daily draw, kept once per draw: entered (the feed's result
 * is the draw's pending or confirmed result), matched (an operator had entered the same) or
 * mismatch (an operator's pending result differs; the feed changed nothing).
 */
export const lotteryFeedResults = pgTable(
  "lottery_feed_results",
  {
    drawId: uuid("draw_id")
      .primaryKey()
      .references(() => lotteryDraws.id),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    result: jsonb("result").$type<StoredLotteryResult>().notNull(),
    outcome: text("outcome").notNull(),
    fetchedAt: at("fetched_at").notNull(),
  },
  (table) => [index("lottery_feed_results_outcome_idx").on(table.brandId, table.outcome)],
);
