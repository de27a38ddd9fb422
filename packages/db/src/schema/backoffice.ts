import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { brands } from "./brands";

/** Back-office operators: separate from members, with a role and per-brand scope. */
export const operators = pgTable("operators", {
  id: uuid("id").primaryKey().defaultRandom(),
  username: text("username").notNull().unique(),
  displayName: text("display_name").notNull(),
  passwordHash: text("password_hash").notNull(),
  mustChangePassword: boolean("must_change_password").notNull().default(true),
  role: text("role").notNull(),
  /** Owners see every brand; others only those in operator_brands. */
  allBrands: boolean("all_brands").notNull().default(false),
  status: text("status").notNull().default("active"),
  totpSecret: text("totp_secret"),
  totpPendingSecret: text("totp_pending_secret"),
  totpEnrolledAt: timestamp("totp_enrolled_at", { withTimezone: true }),
  /** The last authenticator time-step accepted: a code is good for one login only. */
  totpLastStep: integer("totp_last_step"),
  allowedIps: text("allowed_ips").array().notNull().default(sql`'{}'::text[]`),
  failedLogins: integer("failed_logins").notNull().default(0),
  lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const operatorBrands = pgTable(
  "operator_brands",
  {
    operatorId: uuid("operator_id")
      .notNull()
      .references(() => operators.id),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
  },
  (table) => [primaryKey({ columns: [table.operatorId, table.brandId] })],
);

export const operatorSessions = pgTable(
  "operator_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull().unique(),
    operatorId: uuid("operator_id")
      .notNull()
      .references(() => operators.id),
    ip: text("ip"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [index("operator_sessions_operator_idx").on(table.operatorId)],
);

/** One-time links: the first owner's enrolment. */
export const operatorEnrolments = pgTable("operator_enrolments", {
  tokenHash: text("token_hash").primaryKey(),
  role: text("role").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Append-only: a trigger refuses UPDATE and DELETE (migration 0001). */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    operatorId: uuid("operator_id").references(() => operators.id),
    operatorName: text("operator_name").notNull(),
    brandId: uuid("brand_id").references(() => brands.id),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    reason: text("reason"),
    ip: text("ip"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("audit_log_at_idx").on(table.at),
    index("audit_log_operator_idx").on(table.operatorId, table.at),
    index("audit_log_target_idx").on(table.targetType, table.targetId),
  ],
);
