import { sql } from "drizzle-orm";
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { members } from "./accounts";
import { brands } from "./brands";
import type { LocalizedText } from "./rewards";

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Who an operator's message goes to, as stored (accounts resolved to member ids when it was composed). */
export type StoredAudience =
  | { kind: "member"; memberId: string; account: string }
  | { kind: "labels"; labels: string[] }
  | { kind: "vip"; ranks: number[] }
  | { kind: "tree"; agentId: string; account: string }
  | { kind: "brand" };

/**
 * An operator's message (the member inbox, SPEC §2 messageV2): title and rich text per language,
 * an audience, and when it goes out. The delivery job expands it into `member_messages` rows in
 * batches of members ordered by id; `cursor` is the last member id a committed batch covered, so a
 * crash resumes where it stopped. Only members registered before the send (`cutoff_seq`, the
 * members' registration sequence when sending started) receive it.
 */
export const messageCampaigns = pgTable(
  "message_campaigns",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    title: jsonb("title").$type<LocalizedText>().notNull(),
    /** Sanitised rich text per language (the content module's allow-list, as notices). */
    body: jsonb("body").$type<LocalizedText>().notNull(),
    audience: jsonb("audience").$type<StoredAudience>().notNull(),
    /** scheduled · sending · sent · cancelled */
    status: text("status").notNull(),
    sendAt: at("send_at").notNull(),
    cutoffSeq: bigint("cutoff_seq", { mode: "bigint" }),
    cursor: uuid("cursor"),
    /** Members the audience held when sending started (the progress bar's whole). */
    audienceSize: integer("audience_size"),
    /** Inbox rows made so far; recounted exactly when the campaign is marked sent. */
    recipients: integer("recipients").notNull().default(0),
    startedAt: at("started_at"),
    sentAt: at("sent_at"),
    cancelledAt: at("cancelled_at"),
    createdBy: text("created_by").notNull(),
    createdByName: text("created_by_name").notNull(),
    cancelledBy: text("cancelled_by"),
    createdAt: at("created_at").notNull(),
  },
  (table) => [
    index("message_campaigns_brand_idx").on(table.brandId, table.createdAt),
    index("message_campaigns_due_idx")
      .on(table.sendAt)
      .where(sql`${table.status} in ('scheduled', 'sending')`),
  ],
);

/**
 * One message in one member's inbox: an operator's campaign (its texts live on the campaign) or a
 * system message (an event and its parameters, rendered from templates in the reader's language).
 * Unique per (campaign, member) and per (brand, system key): a delivery batch or an event replayed
 * never makes a second row. Deleting hides the row for the member only.
 */
export const memberMessages = pgTable(
  "member_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id),
    campaignId: uuid("campaign_id").references(() => messageCampaigns.id),
    systemKey: text("system_key"),
    /** deposit_confirmed · withdrawal_paid · bonus_issued · contract_offered · contract_settled · ticket_answered */
    event: text("event"),
    params: jsonb("params").$type<Record<string, string>>(),
    createdAt: at("created_at").notNull(),
    readAt: at("read_at"),
    deletedAt: at("deleted_at"),
  },
  (table) => [
    uniqueIndex("member_messages_campaign_uq").on(table.campaignId, table.memberId),
    uniqueIndex("member_messages_system_uq")
      .on(table.brandId, table.systemKey)
      .where(sql`${table.systemKey} is not null`),
    index("member_messages_inbox_idx")
      .on(table.memberId, table.createdAt)
      .where(sql`${table.deletedAt} is null`),
    index("member_messages_unread_idx")
      .on(table.memberId)
      .where(sql`${table.readAt} is null and ${table.deletedAt} is null`),
    index("member_messages_campaign_read_idx").on(table.campaignId).where(sql`${table.readAt} is not null`),
  ],
);
