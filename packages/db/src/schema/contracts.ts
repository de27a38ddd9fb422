import { sql } from "drizzle-orm";
import {
  bigint,
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

const money = (name: string) => bigint(name, { mode: "bigint" });
const at = (name: string) => timestamp(name, { withTimezone: true });

/** A contract row as stored: thresholds in minor units (text, bigint-safe in JSON), rate in basis points. */
export interface StoredContractRow {
  minTurnover: string;
  minActiveMembers: number;
  rateBp: number;
}

/** The brand's policy for one contract type (docs/adr/0010); no row = the built-in defaults. */
export const contractPolicies = pgTable(
  "contract_policies",
  {
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    type: text("type").notNull(),
    enabled: boolean("enabled").notNull(),
    maxRateBp: integer("max_rate_bp").notNull(),
    stepBp: integer("step_bp").notNull(),
    activeMemberTurnover: money("active_member_turnover").notNull(),
    /** Allowed dividend periods, e.g. "D,W,H,M". */
    periods: text("periods").notNull(),
    carryNegativeDefault: boolean("carry_negative_default").notNull(),
    /** Settlements above this wait for an operator; null = paid automatically. */
    approvalThreshold: money("approval_threshold"),
    updatedAt: at("updated_at").notNull(),
  },
  (table) => [primaryKey({ columns: [table.brandId, table.type] })],
);

/**
 * An agreement of one type between an upline (null: the platform) and an agent. Its terms live in
 * append-only versions; the row keeps only the lifecycle (SPEC §4, DOMAIN §5.6).
 */
export const contracts = pgTable(
  "contracts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    type: text("type").notNull(),
    agentId: uuid("agent_id")
      .notNull()
      .references(() => members.id),
    uplineId: uuid("upline_id").references(() => members.id),
    /** pending | active | terminating | terminated | rejected | cancelled */
    status: text("status").notNull(),
    /** agent | upline | platform | superseded */
    terminationBy: text("termination_by"),
    currentVersion: integer("current_version").notNull().default(1),
    createdAt: at("created_at").notNull(),
    signedAt: at("signed_at"),
    /** When a terminating contract stops (the end of the period notice was given in). */
    endsAt: at("ends_at"),
  },
  (table) => [
    index("contracts_agent_idx").on(table.agentId, table.type),
    index("contracts_upline_idx").on(table.uplineId, table.type),
    index("contracts_brand_idx").on(table.brandId, table.type, table.status),
  ],
);

/** Every version of a contract's terms, kept forever; a settlement names the one it used. */
export const contractVersions = pgTable(
  "contract_versions",
  {
    contractId: uuid("contract_id")
      .notNull()
      .references(() => contracts.id),
    version: integer("version").notNull(),
    rows: jsonb("rows").$type<StoredContractRow[]>().notNull(),
    /** D | W | H | M (salaries are D). */
    period: text("period").notNull(),
    carryNegative: boolean("carry_negative").notNull(),
    /** Made by the platform when the upline's own rate dropped below these rows. */
    capped: boolean("capped").notNull().default(false),
    effectiveFrom: at("effective_from").notNull(),
    createdAt: at("created_at").notNull(),
  },
  (table) => [primaryKey({ columns: [table.contractId, table.version] })],
);

/** One settlement job period of one type and brand; a re-run is a further attempt. */
export const contractSettlementRuns = pgTable(
  "contract_settlement_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    type: text("type").notNull(),
    /** The dividend period code (D, W, H, M) or the window (5m, 60m) the run settled. */
    period: text("period").notNull(),
    periodStart: at("period_start").notNull(),
    periodEnd: at("period_end").notNull(),
    attempt: integer("attempt").notNull().default(1),
    /** running | done */
    status: text("status").notNull(),
    startedAt: at("started_at").notNull(),
    finishedAt: at("finished_at"),
  },
  (table) => [
    uniqueIndex("contract_settlement_runs_uq").on(
      table.brandId,
      table.type,
      table.period,
      table.periodStart,
      table.attempt,
    ),
  ],
);

/**
 * What one contract earned in one period under one version, and its payment. A settlement is
 * unique per (contract, period start, version); corrections (re-runs, daily true-ups) are further
 * rows numbered by attempt, never edits of a paid row.
 */
export const contractSettlements = pgTable(
  "contract_settlements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    contractId: uuid("contract_id")
      .notNull()
      .references(() => contracts.id),
    agentId: uuid("agent_id")
      .notNull()
      .references(() => members.id),
    type: text("type").notNull(),
    /** settlement | correction */
    kind: text("kind").notNull(),
    attempt: integer("attempt").notNull().default(0),
    runId: uuid("run_id").references(() => contractSettlementRuns.id),
    periodStart: at("period_start").notNull(),
    periodEnd: at("period_end").notNull(),
    version: integer("version").notNull(),
    teamTurnover: money("team_turnover").notNull(),
    teamWins: money("team_wins").notNull(),
    teamNetLoss: money("team_net_loss").notNull(),
    activeMembers: integer("active_members").notNull(),
    base: money("base").notNull(),
    carryIn: money("carry_in").notNull(),
    /** Negative team result carried into the next period (dividend with carry-over). */
    carryOut: money("carry_out").notNull(),
    rateBp: integer("rate_bp").notNull(),
    gross: money("gross").notNull(),
    childrenGross: money("children_gross").notNull(),
    amount: money("amount").notNull(),
    /** pending | pending_approval | paid | rejected | zero */
    status: text("status").notNull(),
    ledgerTransactionId: bigint("ledger_transaction_id", { mode: "bigint" }),
    decidedBy: text("decided_by"),
    decisionReason: text("decision_reason"),
    createdAt: at("created_at").notNull(),
    paidAt: at("paid_at"),
  },
  (table) => [
    uniqueIndex("contract_settlements_once_uq")
      .on(table.contractId, table.periodStart, table.version)
      .where(sql`${table.kind} = 'settlement'`),
    uniqueIndex("contract_settlements_correction_uq")
      .on(table.contractId, table.periodStart, table.version, table.attempt)
      .where(sql`${table.kind} = 'correction'`),
    index("contract_settlements_agent_idx").on(table.agentId, table.type, table.periodStart),
    index("contract_settlements_status_idx").on(table.brandId, table.status),
    index("contract_settlements_run_idx").on(table.runId),
    check("contract_settlements_kind", sql`${table.kind} in ('settlement', 'correction')`),
  ],
);
