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
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { members } from "./accounts";
import { brands } from "./brands";

/**
 * Ledger accounts (DESIGN §4). Member accounts carry their balance, changed in the same statement
 * as their entries and never negative. House accounts carry none: their balance is the sum of their
 * entries, so no bet ever waits on a house row; `shard` spreads hot house kinds further.
 */
export const ledgerAccounts = pgTable(
  "ledger_accounts",
  {
    id: bigserial("id", { mode: "bigint" }).primaryKey(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    /** member | house */
    ownerType: text("owner_type").notNull(),
    memberId: uuid("member_id").references(() => members.id),
    /** main, vendor:<code>, held, bonus; house: cash_in:<channel>, game_revenue:<vendor>, promotions, … */
    kind: text("kind").notNull(),
    shard: smallint("shard").notNull().default(0),
    currency: text("currency").notNull(),
    balance: bigint("balance", { mode: "bigint" }).notNull().default(sql`0`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("ledger_accounts_owner_uq")
      .on(table.brandId, table.ownerType, table.memberId, table.kind, table.shard)
      .where(sql`${table.memberId} is not null`),
    uniqueIndex("ledger_accounts_house_uq")
      .on(table.brandId, table.kind, table.shard)
      .where(sql`${table.memberId} is null`),
    check("ledger_member_balance_non_negative", sql`${table.ownerType} <> 'member' or ${table.balance} >= 0`),
    check("ledger_house_has_no_balance", sql`${table.ownerType} <> 'house' or ${table.balance} = 0`),
    check("ledger_owner_matches", sql`(${table.ownerType} = 'member') = (${table.memberId} is not null)`),
  ],
);

/** One money movement; (brand, kind, idempotency key) is unique so a replay moves nothing. */
export const ledgerTransactions = pgTable(
  "ledger_transactions",
  {
    id: bigserial("id", { mode: "bigint" }).primaryKey(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    kind: text("kind").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    /** Hash of the movement's content: the same key with other content is refused. */
    contentHash: text("content_hash").notNull(),
    memberId: uuid("member_id").references(() => members.id),
    reference: text("reference"),
    metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("ledger_transactions_idem_uq").on(table.brandId, table.kind, table.idempotencyKey),
    index("ledger_transactions_member_idx").on(table.memberId, table.createdAt),
  ],
);

/** Append-only entries; each transaction's entries sum to zero (checked by reconcile and a trigger). */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: bigserial("id", { mode: "bigint" }).primaryKey(),
    transactionId: bigint("transaction_id", { mode: "bigint" })
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: bigint("account_id", { mode: "bigint" })
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint("amount", { mode: "bigint" }).notNull(),
    /** Member accounts: the balance right after this entry (account records show it). */
    balanceAfter: bigint("balance_after", { mode: "bigint" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("ledger_entries_account_idx").on(table.accountId, table.id),
    index("ledger_entries_transaction_idx").on(table.transactionId),
  ],
);

/**
 * Money credited with a rollover (bonuses): `locked` stays unwithdrawable until valid bets reach
 * `required`. Bets add to `achieved` of the oldest open requirement first.
 */
export const turnoverRequirements = pgTable(
  "turnover_requirements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id),
    locked: bigint("locked", { mode: "bigint" }).notNull(),
    required: bigint("required", { mode: "bigint" }).notNull(),
    achieved: bigint("achieved", { mode: "bigint" }).notNull().default(sql`0`),
    source: text("source").notNull(),
    sourceTransactionId: bigint("source_transaction_id", { mode: "bigint" }).references(
      () => ledgerTransactions.id,
    ),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    clearedAt: timestamp("cleared_at", { withTimezone: true }),
    /** The reward that set it (one requirement per reward). */
    grantId: uuid("grant_id"),
    /** Percent of a valid bet that counts, by game type; a type not listed counts 100. */
    weights: jsonb("weights").$type<Record<string, number>>(),
    /** After this the requirement lapses: the bonus still locked is forfeited. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** The largest bet accepted while the requirement is open. */
    maxBet: bigint("max_bet", { mode: "bigint" }),
    /** How it ended: met, expired. */
    outcome: text("outcome"),
  },
  (table) => [
    uniqueIndex("turnover_grant_idx").on(table.grantId),
    index("turnover_member_open_idx")
      .on(table.memberId, table.createdAt)
      .where(sql`${table.clearedAt} is null`),
    check(
      "turnover_amounts_positive",
      sql`${table.locked} >= 0 and ${table.required} >= 0 and ${table.achieved} >= 0`,
    ),
  ],
);

/** Each run of the daily ledger proof; a run that is not clean is the back office's drift alert. */
export const ledgerReconcileRuns = pgTable(
  "ledger_reconcile_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ranAt: timestamp("ran_at", { withTimezone: true }).notNull().defaultNow(),
    clean: boolean("clean").notNull(),
    accountsChecked: integer("accounts_checked").notNull(),
    driftCount: integer("drift_count").notNull(),
    unbalancedCount: integer("unbalanced_count").notNull(),
    totalOfAllEntries: text("total_of_all_entries").notNull(),
    /** The first differences found (account drifts, unbalanced transactions). */
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [index("ledger_reconcile_runs_at_idx").on(table.ranAt)],
);
