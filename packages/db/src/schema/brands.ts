import type { BrandSettings, LocalizedText } from "@lotus/contracts";
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

export const brands = pgTable("brands", {
  id: uuid("id").primaryKey().defaultRandom(),
  merchantCode: text("merchant_code").notNull().unique(),
  name: text("name").notNull(),
  domains: text("domains").array().notNull().default(sql`'{}'::text[]`),
  defaultLanguage: text("default_language").notNull(),
  languages: text("languages").array().notNull(),
  currencyCode: text("currency_code").notNull(),
  currencySymbol: text("currency_symbol").notNull(),
  minorDigits: smallint("minor_digits").notNull(),
  timeZone: text("time_zone").notNull(),
  settings: jsonb("settings").$type<BrandSettings>().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** RSA key pairs for payload encryption; the private key is sealed under the master key. */
export const brandKeys = pgTable(
  "brand_keys",
  {
    keyId: text("key_id").primaryKey(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    publicJwk: jsonb("public_jwk").$type<Record<string, unknown>>().notNull(),
    sealedPrivateKey: text("sealed_private_key").notNull(),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("brand_keys_brand_idx").on(table.brandId)],
);

export const announcements = pgTable(
  "announcements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    /** B, PL, PU, PR, H (SPEC §3). */
    type: text("type").notNull(),
    /** player, banners, popup, promotion. */
    noticeGroup: text("notice_group").notNull(),
    title: jsonb("title").$type<LocalizedText>().notNull(),
    /** Sanitized rich text per language. */
    content: jsonb("content").$type<LocalizedText>().notNull(),
    imageUrl: text("image_url"),
    linkUrl: text("link_url"),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    sortOrder: integer("sort_order").notNull().default(0),
    published: boolean("published").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("announcements_brand_idx").on(table.brandId, table.noticeGroup, table.startsAt)],
);

export const helpCategories = pgTable("help_categories", {
  id: uuid("id").primaryKey().defaultRandom(),
  brandId: uuid("brand_id")
    .notNull()
    .references(() => brands.id),
  title: jsonb("title").$type<LocalizedText>().notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const helpArticles = pgTable(
  "help_articles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => helpCategories.id),
    title: jsonb("title").$type<LocalizedText>().notNull(),
    content: jsonb("content").$type<LocalizedText>().notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("help_articles_category_idx").on(table.categoryId)],
);
