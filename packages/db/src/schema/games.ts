import type { LocalizedText } from "@lotus/contracts";
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
import { ledgerTransactions } from "./ledger";

const money = (name: string) => bigint(name, { mode: "bigint" });

/** A house game's own settings: a slot's id and variant, or a lottery's format and clock. */
export interface HouseGameSettings {
  slotId?: string;
  variant?: string;
  lottery?: {
    format: "north" | "south" | "central" | "keno";
    /** Fast lotteries: minutes between periods; 0 for the daily draws. */
    intervalMinutes: number;
    cutoffSeconds: number;
    /** A daily Vietnamese draw: its stations' draws come from the calendar, results are entered. */
    daily?: boolean;
  };
  /** A live table (issue #15): its kind, baccarat's payout variant, the default betting window. */
  live?: {
    kind: "baccarat" | "dragon_tiger" | "sicbo" | "xocdia";
    variant?: "standard" | "no_commission";
    bettingSeconds: number;
  };
}
const at = (name: string) => timestamp(name, { withTimezone: true });

/** A game vendor of a brand (its code is the SPEC's vassalage); the house vendor is one of them. */
export const gameVendors = pgTable(
  "game_vendors",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    code: text("code").notNull(),
    displayName: text("display_name").notNull(),
    /** Game types (ELOTT, LOTT, LIVE, …) whose lanes show this vendor. */
    categories: text("categories").array().notNull(),
    /** seamless | transfer */
    walletMode: text("wallet_mode").notNull(),
    /** on | maintenance | off */
    status: text("status").notNull().default("on"),
    logo: text("logo").notNull().default(""),
    sortOrder: integer("sort_order").notNull().default(0),
    house: boolean("house").notNull().default(false),
    launchUrlTemplate: text("launch_url_template").notNull().default(""),
    transferApiUrl: text("transfer_api_url").notNull().default(""),
    /** HMAC secret of the vendor protocol, sealed under the master key. */
    secretSealed: text("secret_sealed"),
    secretRotatedAt: at("secret_rotated_at"),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (table) => [uniqueIndex("game_vendors_code_uq").on(table.brandId, table.code)],
);

export const games = pgTable(
  "games",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    vendorId: uuid("vendor_id")
      .notNull()
      .references(() => gameVendors.id),
    /** The vendor's game id (SPEC gameId). */
    code: text("code").notNull(),
    nodeId: text("node_id").notNull().default(""),
    gameType: text("game_type").notNull(),
    names: jsonb("names").$type<LocalizedText>().notNull(),
    smallIcon: text("small_icon").notNull().default(""),
    largeIcon: text("large_icon").notNull().default(""),
    isHot: boolean("is_hot").notNull().default(false),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    sortOrder: integer("sort_order").notNull().default(0),
    trialAllowed: boolean("trial_allowed").notNull().default(false),
    /** on | maintenance | off */
    status: text("status").notNull().default("on"),
    /** A lobby game the bar launches directly (live tables, sportsbook). */
    lobby: boolean("lobby").notNull().default(false),
    minBetMinor: money("min_bet_minor"),
    maxBetMinor: money("max_bet_minor"),
    /** House games: the slot id and paytable variant, or the lottery's format and period clock. */
    settings: jsonb("settings").$type<HouseGameSettings>().notNull().default({}),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("games_vendor_code_uq").on(table.vendorId, table.code),
    index("games_brand_idx").on(table.brandId, table.gameType, table.sortOrder),
  ],
);

export const gameFavorites = pgTable(
  "game_favorites",
  {
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id),
    gameId: uuid("game_id")
      .notNull()
      .references(() => games.id),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.gameId] })],
);

/** Each launch: the one-time token the URL carries (hashed), and the recent-games list. */
export const gameLaunches = pgTable(
  "game_launches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id),
    gameId: uuid("game_id")
      .notNull()
      .references(() => games.id),
    tokenHash: text("token_hash").notNull(),
    trial: boolean("trial").notNull().default(false),
    language: text("language").notNull(),
    expiresAt: at("expires_at").notNull(),
    usedAt: at("used_at"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("game_launches_token_uq").on(table.tokenHash),
    index("game_launches_member_idx").on(table.memberId, table.createdAt),
  ],
);

/** A vendor's game session, opened by authenticate with a launch token. */
export const gameSessions = pgTable(
  "game_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    vendorId: uuid("vendor_id")
      .notNull()
      .references(() => gameVendors.id),
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id),
    gameId: uuid("game_id")
      .notNull()
      .references(() => games.id),
    tokenHash: text("token_hash").notNull(),
    trial: boolean("trial").notNull().default(false),
    language: text("language").notNull(),
    expiresAt: at("expires_at").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (table) => [uniqueIndex("game_sessions_token_uq").on(table.tokenHash)],
);

/** A round of a vendor's game: bets, wins and refunds belong to it; settled rounds count as valid bets. */
export const gameRounds = pgTable(
  "game_rounds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    vendorId: uuid("vendor_id")
      .notNull()
      .references(() => gameVendors.id),
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id),
    gameId: uuid("game_id")
      .notNull()
      .references(() => games.id),
    gameType: text("game_type").notNull(),
    /** The vendor's round id. */
    reference: text("reference").notNull(),
    /** open | settled | cancelled */
    status: text("status").notNull().default("open"),
    betMinor: money("bet_minor").notNull().default(sql`0`),
    winMinor: money("win_minor").notNull().default(sql`0`),
    refundMinor: money("refund_minor").notNull().default(sql`0`),
    openedAt: at("opened_at").notNull().defaultNow(),
    settledAt: at("settled_at"),
  },
  (table) => [
    uniqueIndex("game_rounds_reference_uq").on(table.vendorId, table.memberId, table.reference),
    index("game_rounds_member_idx").on(table.memberId, table.openedAt),
    index("game_rounds_brand_idx").on(table.brandId, table.openedAt),
    // Settled rounds of a day: rebates, points and missions count valid bets from them.
    index("game_rounds_settled_idx")
      .on(table.brandId, table.settledAt)
      .where(sql`${table.status} = 'settled'`),
    check(
      "game_rounds_amounts_non_negative",
      sql`${table.betMinor} >= 0 and ${table.winMinor} >= 0 and ${table.refundMinor} >= 0`,
    ),
  ],
);

/**
 * Every vendor wallet call that moves money, keyed by the vendor's transaction id: a replay returns
 * `response`; a rollback of an unknown bet is stored with status not_found so the bet is refused later.
 */
export const gameTransactions = pgTable(
  "game_transactions",
  {
    id: bigserial("id", { mode: "bigint" }).primaryKey(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    vendorId: uuid("vendor_id")
      .notNull()
      .references(() => gameVendors.id),
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id),
    roundId: uuid("round_id")
      .notNull()
      .references(() => gameRounds.id),
    reference: text("reference").notNull(),
    /** bet | win | rollback */
    kind: text("kind").notNull(),
    amountMinor: money("amount_minor").notNull(),
    /** For rollbacks (the refunded bet) and wins that name their bet. */
    betReference: text("bet_reference"),
    contentHash: text("content_hash").notNull(),
    /** applied | not_found */
    status: text("status").notNull(),
    ledgerTransactionId: bigint("ledger_transaction_id", { mode: "bigint" }).references(
      () => ledgerTransactions.id,
    ),
    /** The member's balance in the original answer (a replay answers it again). */
    balanceAfterMinor: money("balance_after_minor"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("game_transactions_reference_uq").on(table.vendorId, table.reference),
    uniqueIndex("game_transactions_rollback_uq")
      .on(table.vendorId, table.betReference)
      .where(sql`${table.kind} = 'rollback'`),
    index("game_transactions_round_idx").on(table.roundId),
  ],
);

/** Seen nonces of signed vendor requests, kept as long as a timestamp is acceptable. */
export const vendorRequestNonces = pgTable(
  "vendor_request_nonces",
  {
    vendorId: uuid("vendor_id")
      .notNull()
      .references(() => gameVendors.id),
    nonce: text("nonce").notNull(),
    seenAt: at("seen_at").notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.vendorId, table.nonce] }),
    index("vendor_nonces_seen_idx").on(table.seenAt),
  ],
);

/** Money moved into or out of a transfer-mode vendor's wallet; pending ones are settled by asking the vendor. */
export const vendorTransfers = pgTable(
  "vendor_transfers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    vendorId: uuid("vendor_id")
      .notNull()
      .references(() => gameVendors.id),
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id),
    /** Our reference number, sent to the vendor. */
    reference: text("reference").notNull(),
    /** in = main → vendor, out = vendor → main */
    direction: text("direction").notNull(),
    amountMinor: money("amount_minor").notNull(),
    /** pending | success | failed */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: at("created_at").notNull().defaultNow(),
    resolvedAt: at("resolved_at"),
  },
  (table) => [
    uniqueIndex("vendor_transfers_reference_uq").on(table.reference),
    index("vendor_transfers_pending_idx")
      .on(table.status, table.createdAt)
      .where(sql`${table.status} = 'pending'`),
    check("vendor_transfers_amount_positive", sql`${table.amountMinor} > 0`),
  ],
);

/** Provably-fair seeds of a member at the house vendor; the server seed is revealed on rotation. */
export const houseSeeds = pgTable(
  "house_seeds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id),
    /** Sealed under the master key until rotated; then stored in clear in `revealedSeed`. */
    serverSeedSealed: text("server_seed_sealed").notNull(),
    serverSeedHash: text("server_seed_hash").notNull(),
    clientSeed: text("client_seed").notNull(),
    nextNonce: integer("next_nonce").notNull().default(0),
    active: boolean("active").notNull().default(true),
    revealedSeed: text("revealed_seed"),
    createdAt: at("created_at").notNull().defaultNow(),
    rotatedAt: at("rotated_at"),
  },
  (table) => [
    uniqueIndex("house_seeds_active_uq").on(table.memberId).where(sql`${table.active}`),
    index("house_seeds_member_idx").on(table.memberId, table.createdAt),
  ],
);

/** Each house spin with everything needed to recompute it. */
export const houseSpins = pgTable(
  "house_spins",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id),
    gameId: uuid("game_id")
      .notNull()
      .references(() => games.id),
    /** The game code the vendor wallet calls name. */
    gameCode: text("game_code").notNull(),
    /** The round reference sent through the vendor wallet. */
    roundReference: text("round_reference").notNull(),
    requestId: text("request_id").notNull(),
    seedId: uuid("seed_id")
      .notNull()
      .references(() => houseSeeds.id),
    nonce: integer("nonce").notNull(),
    clientSeed: text("client_seed").notNull(),
    slotId: text("slot_id").notNull(),
    variant: text("variant").notNull(),
    betMinor: money("bet_minor").notNull(),
    winMinor: money("win_minor").notNull(),
    outcome: jsonb("outcome").$type<Record<string, unknown>>().notNull(),
    /** pending until the vendor wallet answered the bet and the win. */
    status: text("status").notNull().default("pending"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("house_spins_request_uq").on(table.memberId, table.requestId),
    uniqueIndex("house_spins_nonce_uq").on(table.seedId, table.nonce),
    uniqueIndex("house_spins_round_uq").on(table.roundReference),
    index("house_spins_member_idx").on(table.memberId, table.createdAt),
  ],
);
