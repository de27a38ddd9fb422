import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
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
import { brands } from "./brands";
import { bytea } from "./columns";

/** Optional profile fields of SPEC §3 kept together; only those the brand enables are set. */
export interface MemberProfile {
  qqNum?: string;
  line?: string;
  whatsapp?: string;
  facebook?: string;
  wechat?: string;
  telegram?: string;
  zalo?: string;
  idNumber?: string;
  birthday?: string;
  address?: string;
  nationality?: string;
  occupation?: string;
  sourceOfIncome?: string;
  /** The member who recommended this one (registration field recommenderId). */
  recommenderId?: string;
}

export const members = pgTable(
  "members",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    /** Login name as typed at registration. */
    account: text("account").notNull(),
    /** Lower-cased account, unique per brand. */
    accountKey: text("account_key").notNull(),
    nickname: text("nickname"),
    passwordHash: text("password_hash").notNull(),
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }).notNull().defaultNow(),
    mustChangePassword: boolean("must_change_password").notNull().default(false),
    paymentPasswordHash: text("payment_password_hash"),
    /** SPEC §6: 0 member, 1/2/41/42 agents, 4 trial, 6 credit member. */
    accountType: smallint("account_type").notNull().default(0),
    uplineId: uuid("upline_id"),
    /** Code a new member types to join under this agent. */
    affiliateCode: text("affiliate_code"),
    countryDialingCode: text("country_dialing_code"),
    mobileNo: text("mobile_no"),
    email: text("email"),
    payeeName: text("payee_name"),
    profile: jsonb("profile").$type<MemberProfile>().notNull().default({}),
    language: text("language"),
    avatarType: text("avatar_type").notNull().default("STATIC"),
    avatar: text("avatar").notNull().default("1"),
    clubLabel: text("club_label"),
    memberLabels: text("member_labels").array().notNull().default(sql`'{}'::text[]`),
    status: text("status").notNull().default("active"),
    /** Authenticator secret (sealed); `totp_pending_secret` waits for its first code at enrolment. */
    totpSecret: text("totp_secret"),
    totpPendingSecret: text("totp_pending_secret"),
    totpEnrolledAt: timestamp("totp_enrolled_at", { withTimezone: true }),
    /** The last time-step a code was accepted at: each code works once. */
    totpLastStep: integer("totp_last_step"),
    failedLogins: integer("failed_logins").notNull().default(0),
    firstLoginAt: timestamp("first_login_at", { withTimezone: true }),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    registerIp: text("register_ip"),
    registerUrl: text("register_url"),
    registerMethod: text("register_method"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Registration order: the reports roll-up reads new members past its watermark. */
    reportSeq: bigserial("report_seq", { mode: "bigint" }).notNull(),
  },
  (table) => [
    uniqueIndex("members_account_uq").on(table.brandId, table.accountKey),
    uniqueIndex("members_mobile_uq")
      .on(table.brandId, table.countryDialingCode, table.mobileNo)
      .where(sql`${table.mobileNo} is not null`),
    uniqueIndex("members_affiliate_uq")
      .on(table.brandId, table.affiliateCode)
      .where(sql`${table.affiliateCode} is not null`),
    index("members_upline_idx").on(table.uplineId),
    // Invite friends: the friends of a member are found by the recommender their registration stored.
    index("members_recommender_idx").on(table.brandId, sql`(${table.profile} ->> 'recommenderId')`),
    uniqueIndex("members_report_seq_uq").on(table.reportSeq),
  ],
);

export const memberKnownIps = pgTable(
  "member_known_ips",
  {
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id),
    ip: text("ip").notNull(),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("member_known_ips_uq").on(table.memberId, table.ip)],
);

/** Session, remember-me and pending-verification tokens; only their SHA-256 is stored. */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull().unique(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id),
    /** session | remember | ip_verification */
    kind: text("kind").notNull(),
    loginMethod: text("login_method").notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [index("sessions_member_idx").on(table.memberId)],
);

export const loginHistory = pgTable(
  "login_history",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    memberId: uuid("member_id").references(() => members.id),
    account: text("account").notNull(),
    ip: text("ip"),
    country: text("country"),
    success: boolean("success").notNull(),
    reason: text("reason"),
    userAgent: text("user_agent"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("login_history_member_idx").on(table.memberId, table.at)],
);

/** SMS and email codes: hashed, one-time, limited attempts. */
export const verificationCodes = pgTable(
  "verification_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    /** register | login | recovery | ip_verification | bind */
    purpose: text("purpose").notNull(),
    channel: text("channel").notNull(),
    /** Normalised destination: "84:912345678" or an email address. */
    target: text("target").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("verification_codes_target_idx").on(table.brandId, table.purpose, table.target, table.createdAt),
  ],
);

export const captchas = pgTable("captchas", {
  id: uuid("id").primaryKey().defaultRandom(),
  brandId: uuid("brand_id")
    .notNull()
    .references(() => brands.id),
  codeHash: text("code_hash").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  consumedAt: timestamp("consumed_at", { withTimezone: true }),
});

/** One-time tokens that must not be replayed: bot-check solutions, password reset links. */
export const oneTimeTokens = pgTable("one_time_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  brandId: uuid("brand_id")
    .notNull()
    .references(() => brands.id),
  kind: text("kind").notNull(),
  memberId: uuid("member_id").references(() => members.id),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

/** Messages handed to the SMS/email provider; the built-in provider only writes here. */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    channel: text("channel").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject"),
    body: text("body").notNull(),
    provider: text("provider").notNull(),
    status: text("status").notNull(),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("outbox_brand_idx").on(table.brandId, table.createdAt)],
);

/** Uploaded images (custom avatars, later proofs) kept in the database so any node can serve them. */
export const media = pgTable("media", {
  id: uuid("id").primaryKey().defaultRandom(),
  brandId: uuid("brand_id")
    .notNull()
    .references(() => brands.id),
  ownerMemberId: uuid("owner_member_id").references(() => members.id),
  mimeType: text("mime_type").notNull(),
  bytes: bytea("bytes").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
