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

/** A spot's terms as the operator saved them: odds in thousandths (0.95 → 950), limits in minor units. */
export interface StoredLiveSpot {
  spot: string;
  oddsMilli: number;
  minMinor: string;
  maxMinor: string;
}

/** A dealt round as stored: the contract's live result (cards, dice or discs and the winning spots). */
export type StoredLiveResult = Record<string, unknown> & { kind: string; winners: string[] };

/**
 * A house live table (issue #15): one per live game of the house vendor. Its terms, the operator's
 * status, and the lease that lets exactly one process drive its rounds (holder and until, renewed
 * every beat; another process takes the table over once `lease_until` has passed).
 */
export const liveTables = pgTable(
  "live_tables",
  {
    gameId: uuid("game_id")
      .primaryKey()
      .references(() => games.id),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    /** baccarat | dragon_tiger | sicbo | xocdia */
    kind: text("kind").notNull(),
    /** standard | no_commission for baccarat; null otherwise. */
    variant: text("variant"),
    /** open | paused | closed */
    status: text("status").notNull().default("open"),
    bettingSeconds: integer("betting_seconds").notNull(),
    /** The operator's terms per spot; null = the built-in odds and the brand's default limits. */
    spots: jsonb("spots").$type<StoredLiveSpot[]>(),
    /** The client seed mixed into every shuffle and throw of this table (public). */
    clientSeed: text("client_seed").notNull(),
    leaseHolder: text("lease_holder"),
    leaseUntil: at("lease_until"),
    updatedAt: at("updated_at").notNull(),
  },
  (table) => [index("live_tables_brand_idx").on(table.brandId)],
);

/**
 * A shoe of a card table (baccarat, dragon tiger): its seed is committed (hash) before its first
 * bet, kept sealed while it is dealt, and revealed when the shoe ends.
 */
export const liveShoes = pgTable(
  "live_shoes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    gameId: uuid("game_id")
      .notNull()
      .references(() => games.id),
    number: integer("number").notNull(),
    seedHash: text("seed_hash").notNull(),
    seedSealed: text("seed_sealed").notNull(),
    /** Set when the shoe ends. */
    seed: text("seed"),
    /** Where the next hand's first card is, and whether the cut card has come out. */
    cursor: integer("cursor").notNull(),
    cutPassed: boolean("cut_passed").notNull().default(false),
    startedAt: at("started_at").notNull(),
    endedAt: at("ended_at"),
  },
  (table) => [uniqueIndex("live_shoes_number_uq").on(table.gameId, table.number)],
);

/**
 * One round of a table. A card round names its shoe and the cursor of its first card; a dice or
 * discs round carries its own seed (hash before the first bet, revealed at the result).
 */
export const liveRounds = pgTable(
  "live_rounds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    gameId: uuid("game_id")
      .notNull()
      .references(() => games.id),
    number: integer("number").notNull(),
    shoeId: uuid("shoe_id").references(() => liveShoes.id),
    cursor: integer("cursor"),
    seedHash: text("seed_hash"),
    seedSealed: text("seed_sealed"),
    seed: text("seed"),
    /** betting | dealing | result | settled | void */
    phase: text("phase").notNull().default("betting"),
    openedAt: at("opened_at").notNull(),
    closesAt: at("closes_at").notNull(),
    dealtAt: at("dealt_at"),
    resultAt: at("result_at"),
    settledAt: at("settled_at"),
    result: jsonb("result").$type<StoredLiveResult>(),
    voidReason: text("void_reason"),
    stakeMinor: money("stake_minor").notNull().default(sql`0`),
    winMinor: money("win_minor").notNull().default(sql`0`),
    players: integer("players").notNull().default(0),
  },
  (table) => [
    uniqueIndex("live_rounds_number_uq").on(table.gameId, table.number),
    index("live_rounds_open_idx").on(table.phase, table.closesAt).where(sql`${table.phase} <> 'settled'`),
  ],
);

/**
 * One confirmation of chips by a member on a round: one vendor-wallet debit (its id is the
 * transaction id). pending = the debit's outcome is not known yet; accepted; void = refused or
 * rolled back (nothing taken); refunded = its round was voided.
 */
export const liveSlips = pgTable(
  "live_slips",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    roundId: uuid("round_id")
      .notNull()
      .references(() => liveRounds.id),
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id),
    requestId: text("request_id").notNull(),
    /** A retried request with other content is a conflict. */
    contentHash: text("content_hash").notNull(),
    totalMinor: money("total_minor").notNull(),
    status: text("status").notNull().default("pending"),
    placedAt: at("placed_at").notNull(),
  },
  (table) => [
    uniqueIndex("live_slips_request_uq").on(table.memberId, table.requestId),
    index("live_slips_round_idx").on(table.roundId, table.status),
    index("live_slips_pending_idx").on(table.placedAt).where(sql`${table.status} = 'pending'`),
    check("live_slips_total_positive", sql`${table.totalMinor} > 0`),
  ],
);

/** One spot of a slip: the stake, the odds it was taken at (thousandths) and, once settled, the win. */
export const liveBets = pgTable(
  "live_bets",
  {
    id: bigserial("id", { mode: "bigint" }).primaryKey(),
    slipId: uuid("slip_id")
      .notNull()
      .references(() => liveSlips.id),
    roundId: uuid("round_id")
      .notNull()
      .references(() => liveRounds.id),
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id),
    spot: text("spot").notNull(),
    oddsMilli: integer("odds_milli").notNull(),
    stakeMinor: money("stake_minor").notNull(),
    /** open | won | lost | push | void */
    status: text("status").notNull().default("open"),
    winMinor: money("win_minor").notNull().default(sql`0`),
    placedAt: at("placed_at").notNull(),
    settledAt: at("settled_at"),
  },
  (table) => [
    index("live_bets_round_idx").on(table.roundId, table.memberId),
    index("live_bets_member_idx").on(table.memberId, table.placedAt),
    index("live_bets_slip_idx").on(table.slipId),
    check("live_bets_amounts", sql`${table.stakeMinor} > 0 and ${table.winMinor} >= 0`),
  ],
);
