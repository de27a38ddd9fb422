import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
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
import { operators } from "./backoffice";
import { brands } from "./brands";

const money = (name: string) => bigint(name, { mode: "bigint" });
const at = (name: string) => timestamp(name, { withTimezone: true });

/** A text in the brand's languages, by language code. */
export type LocalizedText = Record<string, string>;
/** Turnover weighting by game type (percent of a valid bet that counts); a type not listed counts 100. */
export type TurnoverWeights = Record<string, number>;

/**
 * Every reward a member is given — promotion bonuses, rebates, mission and VIP rewards, raffle
 * prizes, check-in and referral rewards — waiting to be claimed, waiting for a second operator, or
 * paid. One row per `grant_key`, so whatever grants a reward twice (two workers, a retry, two
 * concurrent claims) creates and pays it once.
 */
export const rewardGrants = pgTable(
  "reward_grants",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id),
    /** What gave it: promotion, rebate, mission, vip_upgrade, vip_birthday, checkin, raffle, referral, event. */
    source: text("source").notNull(),
    /** The promotion, mission or level it came from, when there is one. */
    sourceId: text("source_id"),
    grantKey: text("grant_key").notNull(),
    title: jsonb("title").$type<LocalizedText>().notNull(),
    cash: money("cash").notNull().default(sql`0`),
    points: money("points").notNull().default(sql`0`),
    raffleTickets: integer("raffle_tickets").notNull().default(0),
    /** Valid bets to reach before the locked amount can be withdrawn (absolute, minor units). */
    turnoverRequired: money("turnover_required").notNull().default(sql`0`),
    /** What stays unwithdrawable until then (the bonus, or bonus and deposit). */
    turnoverLocked: money("turnover_locked").notNull().default(sql`0`),
    turnoverWeights: jsonb("turnover_weights").$type<TurnoverWeights>(),
    turnoverDays: integer("turnover_days"),
    maxBet: money("max_bet"),
    /** Ledger kind of the payment: bonus, rebate. */
    ledgerKind: text("ledger_kind").notNull().default("bonus"),
    /** waiting (to claim) · approval (above the brand's threshold) · paying · paid · expired · rejected. */
    status: text("status").notNull(),
    claimBy: at("claim_by"),
    createdAt: at("created_at").notNull().defaultNow(),
    paidAt: at("paid_at"),
    transactionId: money("transaction_id"),
    requirementId: uuid("requirement_id"),
    /** The operator whose action gave it (an approved application, a manual reward); null for rules. */
    createdBy: uuid("created_by").references(() => operators.id),
    approvedBy: uuid("approved_by").references(() => operators.id),
    decidedAt: at("decided_at"),
    decisionReason: text("decision_reason"),
  },
  (table) => [
    uniqueIndex("reward_grants_key_idx").on(table.brandId, table.grantKey),
    index("reward_grants_member_idx").on(table.memberId, table.status, table.createdAt),
    index("reward_grants_status_idx").on(table.brandId, table.status, table.createdAt),
    index("reward_grants_source_idx").on(table.brandId, table.source, table.sourceId),
    check(
      "reward_grants_amounts",
      sql`${table.cash} >= 0 and ${table.points} >= 0 and ${table.raffleTickets} >= 0
        and ${table.turnoverRequired} >= 0 and ${table.turnoverLocked} >= 0`,
    ),
  ],
);

/** A member's points: the balance, never below zero; points never expire (SPEC §9). */
export const pointAccounts = pgTable(
  "point_accounts",
  {
    memberId: uuid("member_id")
      .primaryKey()
      .references(() => members.id),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    balance: money("balance").notNull().default(sql`0`),
    earned: money("earned").notNull().default(sql`0`),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (table) => [check("point_balance_positive", sql`${table.balance} >= 0`)],
);

/** Every change of a member's points, append-only, one per key (replays move nothing). */
export const pointEntries = pgTable(
  "point_entries",
  {
    id: bigserial("id", { mode: "bigint" }).primaryKey(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id),
    /** turnover, mission, checkin, reward, exchange, exchange_refund, convert, adjustment. */
    kind: text("kind").notNull(),
    entryKey: text("entry_key").notNull(),
    amount: money("amount").notNull(),
    balanceAfter: money("balance_after").notNull(),
    reference: text("reference"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("point_entries_key_idx").on(table.brandId, table.entryKey),
    index("point_entries_member_idx").on(table.memberId, table.id),
  ],
);

/** Raffle tickets a member holds (extra tries given by missions and rewards), per brand. */
export const raffleTickets = pgTable(
  "raffle_tickets",
  {
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    tickets: integer("tickets").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.brandId] }),
    check("raffle_tickets_positive", sql`${table.tickets} >= 0`),
  ],
);
