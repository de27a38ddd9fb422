import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
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
/** Message ids: a sequence, so "after message N" and the read marks are plain comparisons. */
const messageRef = (name: string) => bigint(name, { mode: "number" });

/** A visitor who gave a name to chat without an account; the chat token is stored hashed. */
export const chatVisitors = pgTable(
  "chat_visitors",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    name: text("name").notNull(),
    tokenHash: text("token_hash").notNull(),
    ip: text("ip"),
    createdAt: at("created_at").notNull().defaultNow(),
    lastSeenAt: at("last_seen_at").notNull().defaultNow(),
    expiresAt: at("expires_at").notNull(),
  },
  (table) => [
    uniqueIndex("chat_visitors_token_uq").on(table.tokenHash),
    index("chat_visitors_brand_name_idx").on(table.brandId, table.name),
  ],
);

/**
 * A conversation of a member or a visitor with customer service: waiting (in the queue), open (an
 * operator holds it) or closed. The partial unique indexes keep one conversation not closed per
 * member and per visitor, whatever races.
 */
export const chatConversations = pgTable(
  "chat_conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    memberId: uuid("member_id").references(() => members.id),
    visitorId: uuid("visitor_id").references(() => chatVisitors.id),
    /** waiting · open · closed */
    status: text("status").notNull().default("waiting"),
    operatorId: uuid("operator_id").references(() => operators.id),
    /** The holder's display name when taken or transferred (history keeps it). */
    operatorName: text("operator_name"),
    createdAt: at("created_at").notNull().defaultNow(),
    takenAt: at("taken_at"),
    closedAt: at("closed_at"),
    /** customer · operator */
    closedBy: text("closed_by"),
    lastMessageId: messageRef("last_message_id").notNull().default(0),
    lastMessageAt: at("last_message_at").notNull().defaultNow(),
    /** The last message each side has read. */
    customerReadId: messageRef("customer_read_id").notNull().default(0),
    operatorReadId: messageRef("operator_read_id").notNull().default(0),
  },
  (table) => [
    check("chat_conversations_one_party", sql`(${table.memberId} is null) <> (${table.visitorId} is null)`),
    uniqueIndex("chat_conversations_member_open_uq")
      .on(table.brandId, table.memberId)
      .where(sql`${table.status} <> 'closed' and ${table.memberId} is not null`),
    uniqueIndex("chat_conversations_visitor_open_uq")
      .on(table.visitorId)
      .where(sql`${table.status} <> 'closed' and ${table.visitorId} is not null`),
    index("chat_conversations_queue_idx").on(table.brandId, table.status, table.createdAt),
    index("chat_conversations_member_idx").on(table.memberId, table.createdAt),
    index("chat_conversations_brand_idx").on(table.brandId, table.createdAt),
  ],
);

/** An image sent in a conversation (png or jpg by its bytes, at most 5 MB). */
export const chatImages = pgTable(
  "chat_images",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => chatConversations.id),
    mimeType: text("mime_type").notNull(),
    size: integer("size").notNull(),
    bytes: bytea("bytes").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (table) => [index("chat_images_conversation_idx").on(table.conversationId)],
);

/** A message: text, an image, or a system line (taken, transferred, closed). */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => chatConversations.id),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    /** customer · operator · system */
    sender: text("sender").notNull(),
    operatorId: uuid("operator_id").references(() => operators.id),
    operatorName: text("operator_name"),
    body: text("body"),
    imageId: uuid("image_id").references(() => chatImages.id),
    /** taken · transferred · closed (system lines) */
    event: text("event"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (table) => [index("chat_messages_conversation_idx").on(table.conversationId, table.id)],
);

/**
 * Operators online for a brand's chat: one row per connected console socket, refreshed by the
 * node holding it; a row older than the presence window counts as gone (a node that died).
 */
export const chatPresence = pgTable(
  "chat_presence",
  {
    connectionId: uuid("connection_id").primaryKey(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    operatorId: uuid("operator_id")
      .notNull()
      .references(() => operators.id),
    operatorName: text("operator_name").notNull(),
    seenAt: at("seen_at").notNull(),
  },
  (table) => [index("chat_presence_brand_idx").on(table.brandId, table.seenAt)],
);
