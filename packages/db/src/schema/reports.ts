import { sql } from "drizzle-orm";
import {
  bigint,
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { brands } from "./brands";

/**
 * Report summary tables (docs/ARCHITECTURE.md, "Reports"). The roll-up job fills them from the raw
 * tables after the fact — never the bet path — so a year-long report reads a few hundred rows.
 * Days are the brand's business days (its time zone); money is bigint minor units.
 */

const money = (name: string) => bigint(name, { mode: "bigint" }).notNull().default(sql`0`);
const count = (name: string) => integer(name).notNull().default(0);
const brand = () =>
  uuid("brand_id")
    .notNull()
    .references(() => brands.id);

/** Numbers the change of a deposit or withdrawal row, so the roll-up finds changed payments by id. */
export const paymentsChangeSeq = pgSequence("payments_change_seq");

/** Per source table: every id up to `lastId` was rolled up, except those still listed in report_gaps. */
export const reportWatermarks = pgTable("report_watermarks", {
  source: text("source").primaryKey(),
  lastId: bigint("last_id", { mode: "bigint" }).notNull().default(sql`0`),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Ids below the watermark that were not visible when it passed them: a transaction that took the id
 * had not committed yet (or rolled back). Each run looks for them again until they are older than
 * the horizon, so a late commit is still counted and a rolled-back id is forgotten.
 */
export const reportGaps = pgTable(
  "report_gaps",
  {
    source: text("source").notNull(),
    id: bigint("id", { mode: "bigint" }).notNull(),
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.source, table.id] })],
);

/** The brand's day: money in and out, play, bonuses and player counts. */
export const reportDaily = pgTable(
  "report_daily",
  {
    brandId: brand(),
    day: date("day").notNull(),
    deposits: money("deposits"),
    depositCount: count("deposit_count"),
    withdrawals: money("withdrawals"),
    withdrawalCount: count("withdrawal_count"),
    bets: money("bets"),
    wins: money("wins"),
    betCount: count("bet_count"),
    bonuses: money("bonuses"),
    activePlayers: count("active_players"),
    newPlayers: count("new_players"),
    firstDepositors: count("first_depositors"),
  },
  (table) => [primaryKey({ columns: [table.brandId, table.day] })],
);

/** Play by day, vendor and game. */
export const reportGameDaily = pgTable(
  "report_game_daily",
  {
    brandId: brand(),
    day: date("day").notNull(),
    vendorId: uuid("vendor_id").notNull(),
    gameId: uuid("game_id").notNull(),
    bets: money("bets"),
    wins: money("wins"),
    betCount: count("bet_count"),
    players: count("players"),
  },
  (table) => [primaryKey({ columns: [table.brandId, table.day, table.vendorId, table.gameId] })],
);

/** A member's day of play; a new row is a new active player of the day (report_daily.active_players). */
export const reportMemberDaily = pgTable(
  "report_member_daily",
  {
    brandId: brand(),
    day: date("day").notNull(),
    memberId: uuid("member_id").notNull(),
    bets: money("bets"),
    wins: money("wins"),
    betCount: count("bet_count"),
  },
  (table) => [
    primaryKey({ columns: [table.brandId, table.day, table.memberId] }),
    index("report_member_daily_member_idx").on(table.memberId, table.day),
  ],
);

/** A member's play over a calendar period of the brand, named by its first day; `days` counts its day rows. */
const memberPeriodTable = (name: string, unit: "month" | "year") =>
  pgTable(
    name,
    {
      brandId: brand(),
      start: date(unit).notNull(),
      memberId: uuid("member_id").notNull(),
      bets: money("bets"),
      wins: money("wins"),
      betCount: count("bet_count"),
      days: count("days"),
    },
    (table) => [primaryKey({ columns: [table.brandId, table.start, table.memberId] })],
  );

/**
 * A member's month and year of play: a year-long by-member report or distinct-player count reads a
 * year row and a month row or two a member, with the edge days, instead of 365 days.
 */
export const reportMemberMonthly = memberPeriodTable("report_member_monthly", "month");
export const reportMemberYearly = memberPeriodTable("report_member_yearly", "year");

/** Members who played a game on a day (the game's distinct-player count is the number of rows). */
export const reportGamePlayers = pgTable(
  "report_game_players",
  {
    brandId: brand(),
    day: date("day").notNull(),
    gameId: uuid("game_id").notNull(),
    memberId: uuid("member_id").notNull(),
  },
  (table) => [primaryKey({ columns: [table.brandId, table.day, table.gameId, table.memberId] })],
);

/** Each member's first credited deposit: the day counts them as a first-time depositor. */
export const reportFirstDeposits = pgTable("report_first_deposits", {
  memberId: uuid("member_id").primaryKey(),
  brandId: brand(),
  day: date("day").notNull(),
});

/** Deposit and withdrawal requests by the day they were made, channel and current status. */
export const reportFinanceDaily = pgTable(
  "report_finance_daily",
  {
    brandId: brand(),
    day: date("day").notNull(),
    /** deposit | withdrawal */
    kind: text("kind").notNull(),
    /** Channel type of a deposit (bank_transfer, gateway, c2c); "bank" for withdrawals. */
    channel: text("channel").notNull(),
    status: text("status").notNull(),
    requests: count("requests"),
    amount: money("amount"),
  },
  (table) => [primaryKey({ columns: [table.brandId, table.day, table.kind, table.channel, table.status] })],
);

/** Registrations by day and source: agent (joined under an upline), referral, direct. */
export const reportRegistrationsDaily = pgTable(
  "report_registrations_daily",
  {
    brandId: brand(),
    day: date("day").notNull(),
    source: text("source").notNull(),
    registrations: count("registrations"),
  },
  (table) => [primaryKey({ columns: [table.brandId, table.day, table.source] })],
);
