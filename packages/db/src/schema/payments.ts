import type { LocalizedText } from "@lotus/contracts";
import { sql } from "drizzle-orm";
import {
  bigint,
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
import { operators } from "./backoffice";
import { brands } from "./brands";
import { bytea } from "./columns";

const money = (name: string) => bigint(name, { mode: "bigint" });
const at = (name: string) => timestamp(name, { withTimezone: true });
const changeSeq = () =>
  bigint("change_seq", { mode: "bigint" }).notNull().default(sql`nextval('payments_change_seq')`);

/** Bank details shown to a payer: the brand's account (bank transfer) or a withdrawer's (C2C). */
export interface PayeeDetails {
  bankCode?: string;
  bankName: string;
  accountNumber: string;
  payeeName: string;
}

/**
 * Deposit channels of a brand (SPEC §7 deposit): bank transfer confirmed by finance, a payment
 * gateway behind an adapter, or C2C matching with other members' withdrawals.
 */
export const paymentChannels = pgTable(
  "payment_channels",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    /** bank_transfer | gateway | c2c */
    type: text("type").notNull(),
    name: text("name").notNull(),
    minMinor: money("min_minor").notNull(),
    maxMinor: money("max_minor").notNull(),
    instructions: jsonb("instructions").$type<LocalizedText>().notNull().default({}),
    bank: jsonb("bank").$type<PayeeDetails>(),
    gatewayProvider: text("gateway_provider"),
    /** Shared HMAC secret of the gateway, sealed under the master key; never shown. */
    gatewaySecretSealed: text("gateway_secret_sealed"),
    expiryMinutes: integer("expiry_minutes").notNull().default(30),
    enabled: boolean("enabled").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
    archivedAt: at("archived_at"),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (table) => [
    index("payment_channels_brand_idx").on(table.brandId, table.sortOrder),
    check("payment_channels_limits", sql`${table.minMinor} > 0 and ${table.minMinor} <= ${table.maxMinor}`),
    check("payment_channels_type", sql`${table.type} in ('bank_transfer', 'gateway', 'c2c')`),
  ],
);

/** A member's withdrawal bank accounts (at most 5, enforced by the service under a member lock). */
export const memberBankAccounts = pgTable(
  "member_bank_accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id),
    bankCode: text("bank_code").notNull(),
    accountNumber: text("account_number").notNull(),
    payeeName: text("payee_name").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("member_bank_accounts_uq").on(table.memberId, table.bankCode, table.accountNumber),
    index("member_bank_accounts_member_idx").on(table.brandId, table.memberId),
  ],
);

/** Proof images of C2C payments, readable only through short-lived signed URLs. */
export const paymentProofs = pgTable(
  "payment_proofs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id),
    mimeType: text("mime_type").notNull(),
    bytes: bytea("bytes").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (table) => [index("payment_proofs_member_idx").on(table.memberId, table.createdAt)],
);

/** Deposit requests: pending → success, failed or expired (SPEC §7). */
export const deposits = pgTable(
  "deposits",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id),
    channelId: uuid("channel_id")
      .notNull()
      .references(() => paymentChannels.id),
    channelType: text("channel_type").notNull(),
    /** The member's request id: the same one twice creates one deposit. */
    requestId: text("request_id").notNull(),
    /** Short code the payer writes in the transfer memo; unique per brand. */
    reference: text("reference").notNull(),
    amountMinor: money("amount_minor").notNull(),
    creditedMinor: money("credited_minor"),
    /** pending | success | failed | expired */
    status: text("status").notNull().default("pending"),
    payTo: jsonb("pay_to").$type<PayeeDetails & { memo: string }>(),
    providerRef: text("provider_ref"),
    paymentUrl: text("payment_url"),
    reason: text("reason"),
    reviewerId: uuid("reviewer_id").references(() => operators.id),
    reviewerName: text("reviewer_name"),
    expiresAt: at("expires_at").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
    completedAt: at("completed_at"),
    /** Renumbered on every change (trigger, migration 0011) so the reports roll-up finds it. */
    changeSeq: changeSeq(),
  },
  (table) => [
    uniqueIndex("deposits_request_uq").on(table.brandId, table.memberId, table.requestId),
    uniqueIndex("deposits_reference_uq").on(table.brandId, table.reference),
    index("deposits_member_idx").on(table.memberId, table.createdAt),
    index("deposits_queue_idx").on(table.brandId, table.status, table.createdAt),
    index("deposits_change_idx").on(table.changeSeq),
    index("deposits_expiry_idx").on(table.expiresAt).where(sql`${table.status} = 'pending'`),
    check("deposits_amount_positive", sql`${table.amountMinor} > 0`),
  ],
);

/**
 * Withdrawal requests. The amount is held at once (main → held); it leaves held when C2C payments
 * are confirmed (received), when finance pays out (disbursed) or goes back to main (rejected).
 * holding/failed are internal: the hold posting is due or was refused for insufficient funds.
 */
export const withdrawals = pgTable(
  "withdrawals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id),
    requestId: text("request_id").notNull(),
    reference: text("reference").notNull(),
    bankAccountId: uuid("bank_account_id")
      .notNull()
      .references(() => memberBankAccounts.id),
    /** The bank account as it was when requested (finance pays to this). */
    bank: jsonb("bank").$type<PayeeDetails>().notNull(),
    amountMinor: money("amount_minor").notNull(),
    /** In C2C payments not yet confirmed. */
    matchedMinor: money("matched_minor").notNull().default(sql`0`),
    /** Confirmed received through C2C. */
    receivedMinor: money("received_minor").notNull().default(sql`0`),
    /** Paid out by finance. */
    disbursedMinor: money("disbursed_minor").notNull().default(sql`0`),
    /** holding | failed | pending | approved | disbursed | disputed | completed | rejected */
    status: text("status").notNull().default("holding"),
    reason: text("reason"),
    reviewerId: uuid("reviewer_id").references(() => operators.id),
    reviewerName: text("reviewer_name"),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
    /** Renumbered on every change (trigger, migration 0011) so the reports roll-up finds it. */
    changeSeq: changeSeq(),
  },
  (table) => [
    uniqueIndex("withdrawals_request_uq").on(table.brandId, table.memberId, table.requestId),
    uniqueIndex("withdrawals_reference_uq").on(table.brandId, table.reference),
    index("withdrawals_member_idx").on(table.memberId, table.createdAt),
    index("withdrawals_queue_idx").on(table.brandId, table.status, table.createdAt),
    index("withdrawals_change_idx").on(table.changeSeq),
    check("withdrawals_amount_positive", sql`${table.amountMinor} > 0`),
    check(
      "withdrawals_parts_within_amount",
      sql`${table.matchedMinor} >= 0 and ${table.receivedMinor} >= 0 and ${table.disbursedMinor} >= 0
        and ${table.matchedMinor} + ${table.receivedMinor} + ${table.disbursedMinor} <= ${table.amountMinor}`,
    ),
  ],
);

/**
 * A payment towards a withdrawal that its owner confirms (SPEC §4): a C2C match with another
 * member's deposit, or finance's bank payout. Money moves on confirmation only (C2C).
 */
export const paymentConfirmations = pgTable(
  "payment_confirmations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    withdrawalId: uuid("withdrawal_id")
      .notNull()
      .references(() => withdrawals.id),
    withdrawerId: uuid("withdrawer_id")
      .notNull()
      .references(() => members.id),
    /** c2c | bank */
    source: text("source").notNull(),
    depositId: uuid("deposit_id").references(() => deposits.id),
    depositorId: uuid("depositor_id").references(() => members.id),
    amountMinor: money("amount_minor").notNull(),
    receivedMinor: money("received_minor"),
    /** awaiting_payment | paid | received | not_received | partially_received | forced_received | refunded | expired */
    status: text("status").notNull(),
    proofIds: uuid("proof_ids").array().notNull().default(sql`'{}'::uuid[]`),
    disputeProofIds: uuid("dispute_proof_ids").array().notNull().default(sql`'{}'::uuid[]`),
    remark: text("remark"),
    autoReceiveAt: at("auto_receive_at"),
    resolverId: uuid("resolver_id").references(() => operators.id),
    resolverName: text("resolver_name"),
    resolutionReason: text("resolution_reason"),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("payment_confirmations_deposit_uq")
      .on(table.depositId)
      .where(sql`${table.depositId} is not null`),
    index("payment_confirmations_withdrawer_idx").on(table.withdrawerId, table.createdAt),
    index("payment_confirmations_withdrawal_idx").on(table.withdrawalId),
    index("payment_confirmations_status_idx").on(table.brandId, table.status, table.createdAt),
    index("payment_confirmations_auto_idx").on(table.autoReceiveAt).where(sql`${table.status} = 'paid'`),
    check("payment_confirmations_amount_positive", sql`${table.amountMinor} > 0`),
  ],
);

/** Transfers between a member and their upline, or an agent and their downline. */
export const memberTransfers = pgTable(
  "member_transfers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    fromMemberId: uuid("from_member_id")
      .notNull()
      .references(() => members.id),
    toMemberId: uuid("to_member_id")
      .notNull()
      .references(() => members.id),
    /** upline | downline */
    direction: text("direction").notNull(),
    requestId: text("request_id").notNull(),
    amountMinor: money("amount_minor").notNull(),
    /** pending | completed | failed */
    status: text("status").notNull().default("pending"),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("member_transfers_request_uq").on(table.brandId, table.fromMemberId, table.requestId),
    check("member_transfers_amount_positive", sql`${table.amountMinor} > 0`),
  ],
);

/** Manual credits and debits by finance; above the brand threshold a second operator approves. */
export const balanceAdjustments = pgTable(
  "balance_adjustments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id),
    requestId: text("request_id").notNull(),
    /** credit | debit */
    direction: text("direction").notNull(),
    amountMinor: money("amount_minor").notNull(),
    reason: text("reason").notNull(),
    /** pending_approval | posting | posted | rejected | failed */
    status: text("status").notNull(),
    requestedById: uuid("requested_by_id")
      .notNull()
      .references(() => operators.id),
    requestedByName: text("requested_by_name").notNull(),
    decidedById: uuid("decided_by_id").references(() => operators.id),
    decidedByName: text("decided_by_name"),
    decisionReason: text("decision_reason"),
    createdAt: at("created_at").notNull().defaultNow(),
    decidedAt: at("decided_at"),
  },
  (table) => [
    uniqueIndex("balance_adjustments_request_uq").on(table.brandId, table.requestId),
    index("balance_adjustments_queue_idx").on(table.brandId, table.status, table.createdAt),
    check("balance_adjustments_amount_positive", sql`${table.amountMinor} > 0`),
  ],
);

/**
 * Ledger postings a payment state change made due, written in the same transaction as that change
 * (a transactional outbox). They are posted right after commit and, should the process die first,
 * by a job: the ledger's idempotency key makes posting twice impossible, so money follows every
 * committed state change exactly once.
 */
export const paymentPostings = pgTable(
  "payment_postings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    /** deposit | withdrawal | confirmation | transfer | adjustment */
    ownerType: text("owner_type").notNull(),
    ownerId: uuid("owner_id").notNull(),
    /** Order among the postings of one owner (a transfer's out before its in). */
    seq: smallint("seq").notNull().default(0),
    step: text("step").notNull(),
    kind: text("kind").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    memberId: uuid("member_id").references(() => members.id),
    reference: text("reference"),
    /** [{accountId, amount, member}] with bigints as strings. */
    legs: jsonb("legs").$type<{ accountId: string; amount: string; member: boolean }[]>().notNull(),
    /** Members whose site is told to refetch the balance. */
    signal: uuid("signal").array().notNull().default(sql`'{}'::uuid[]`),
    /** due | posted | failed | cancelled */
    status: text("status").notNull().default("due"),
    transactionId: bigint("transaction_id", { mode: "bigint" }),
    error: text("error"),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("payment_postings_key_uq").on(table.brandId, table.kind, table.idempotencyKey),
    index("payment_postings_owner_idx").on(table.ownerId, table.seq),
    index("payment_postings_due_idx").on(table.createdAt).where(sql`${table.status} = 'due'`),
  ],
);
