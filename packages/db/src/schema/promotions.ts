import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
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
import { bytea } from "./columns";

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Who a promotion is for; an empty list does not narrow (all empty: every member). */
export interface PromotionAudience {
  /** VIP level ids or codes (the vip module's). */
  vipLevels: string[];
  /** Member labels (members.member_labels). */
  labels: string[];
  /** Agents whose downline (and the agent) may take part. */
  agentIds: string[];
}

/**
 * Operator-defined promotions (DOMAIN §6): texts by language, the type's configuration (validated
 * by the contracts' discriminated union), how members join, who may, and the abuse rule.
 */
export const promotions = pgTable(
  "promotions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    /** first_deposit, daily_deposit, checkin, event_bonus, raffle. */
    type: text("type").notNull(),
    title: jsonb("title").$type<Record<string, string>>().notNull(),
    summary: jsonb("summary").$type<Record<string, string>>().notNull(),
    /** Rich text by language, sanitised when saved. */
    body: jsonb("body").$type<Record<string, string>>().notNull(),
    bannerUrl: text("banner_url"),
    startsAt: at("starts_at").notNull(),
    endsAt: at("ends_at"),
    /** draft · published · ended (an operator ended it early). */
    status: text("status").notNull().default("draft"),
    /** auto · claim (members opt in and claim rewards) · apply (application reviewed by an operator). */
    joinMode: text("join_mode").notNull(),
    audience: jsonb("audience").$type<PromotionAudience>().notNull(),
    onePerPerson: boolean("one_per_person").notNull().default(false),
    /** What makes two members one person: phone, payee, bank, device. */
    matchOn: text("match_on").array().notNull().default(sql`'{}'::text[]`),
    config: jsonb("config").$type<Record<string, unknown>>().notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    createdBy: uuid("created_by").references(() => operators.id),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (table) => [index("promotions_brand_idx").on(table.brandId, table.status, table.startsAt)],
);

/**
 * A member's taking part: joined (opted in, or approved), applying, rejected. Auto promotions need
 * no row; a row is still written when an auto promotion pays, to keep the device and Zalo used.
 */
export const promotionParticipations = pgTable(
  "promotion_participations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    promotionId: uuid("promotion_id")
      .notNull()
      .references(() => promotions.id),
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id),
    /** joined · applying · rejected. */
    status: text("status").notNull(),
    remark: text("remark"),
    imageIds: uuid("image_ids").array().notNull().default(sql`'{}'::uuid[]`),
    /** The device id the site sent with the member's last action here. */
    deviceId: text("device_id"),
    /** The Zalo number bound for a Zalo-binding bonus. */
    zalo: text("zalo"),
    appliedAt: at("applied_at"),
    joinedAt: at("joined_at"),
    reviewedBy: uuid("reviewed_by").references(() => operators.id),
    reviewedAt: at("reviewed_at"),
    reason: text("reason"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("promotion_participations_uq").on(table.promotionId, table.memberId),
    uniqueIndex("promotion_participations_zalo_uq")
      .on(table.promotionId, table.zalo)
      .where(sql`${table.zalo} is not null`),
    index("promotion_participations_review_idx").on(table.brandId, table.status, table.appliedAt),
  ],
);

/** One check-in per member, promotion and brand day; `streak` counts the unbroken days up to it. */
export const promotionCheckins = pgTable(
  "promotion_checkins",
  {
    promotionId: uuid("promotion_id")
      .notNull()
      .references(() => promotions.id),
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id),
    /** Brand day, yyyy-MM-dd in the brand's time zone. */
    day: text("day").notNull(),
    streak: integer("streak").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.promotionId, table.memberId, table.day] })],
);

/** Banner images (public) and application images (signed URLs), kept in the database for every node. */
export const promotionMedia = pgTable(
  "promotion_media",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    /** banner · application. */
    kind: text("kind").notNull(),
    ownerMemberId: uuid("owner_member_id").references(() => members.id),
    mimeType: text("mime_type").notNull(),
    bytes: bytea("bytes").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (table) => [index("promotion_media_owner_idx").on(table.ownerMemberId, table.createdAt)],
);

/** How far a brand's promotion jobs have read (the deposit postings' ledger transaction id). */
export const promotionWatermarks = pgTable(
  "promotion_watermarks",
  {
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    name: text("name").notNull(),
    position: bigint("position", { mode: "bigint" }).notNull().default(sql`0`),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.brandId, table.name] })],
);
