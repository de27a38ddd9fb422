import type { LocalizedText } from "@lotus/contracts";
import { jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { brands } from "./brands";

/**
 * The brand's legal pages (SPEC §2 "user agreement", "privacy policy"): one row per brand and
 * kind, edited by operators like help articles, rich text sanitised per language when saved.
 */
export const legalPages = pgTable(
  "legal_pages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    /** userAgreement | privacyPolicy */
    kind: text("kind").notNull(),
    title: jsonb("title").$type<LocalizedText>().notNull(),
    content: jsonb("content").$type<LocalizedText>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("legal_pages_brand_kind_uq").on(table.brandId, table.kind)],
);
