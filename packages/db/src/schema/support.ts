import { sql } from "drizzle-orm";
import { bigserial, check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { members } from "./accounts";
import { operators } from "./backoffice";
import { brands } from "./brands";
import { bytea } from "./columns";

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Feedback and support tickets (SPEC §2, §5): one row per ticket, its conversation in
 * `support_messages`. `status`: new · open · waiting (for the member) · closed.
 */
export const supportTickets = pgTable(
  "support_tickets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The reference members and operators quote (#1024). */
    number: bigserial("number", { mode: "number" }).notNull().unique(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id),
    /** deposit · withdrawal · game · customer_service · application · other. */
    questionType: text("question_type").notNull(),
    /** feedback · ticket · chat (the live chat's "leave a ticket"). */
    source: text("source").notNull(),
    status: text("status").notNull().default("new"),
    assigneeId: uuid("assignee_id").references(() => operators.id),
    /** The start of the first message, for lists. */
    preview: text("preview").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
    /** The last reply or change either side made. */
    updatedAt: at("updated_at").notNull().defaultNow(),
    /** The member's last message: the queue's age counts from it. */
    lastMemberAt: at("last_member_at").notNull().defaultNow(),
    /** Customer service's last answer; unread for the member while later than `memberReadAt`. */
    lastAnswerAt: at("last_answer_at"),
    memberReadAt: at("member_read_at"),
    closedAt: at("closed_at"),
    /** member · operator. */
    closedBy: text("closed_by"),
  },
  (table) => [
    index("support_tickets_member_idx").on(table.memberId, table.updatedAt),
    index("support_tickets_queue_idx").on(table.brandId, table.status, table.lastMemberAt),
    index("support_tickets_assignee_idx").on(table.assigneeId, table.status),
    check("support_tickets_status_check", sql`${table.status} in ('new', 'open', 'waiting', 'closed')`),
  ],
);

/**
 * A ticket's messages: the member's and customer service's replies (`kind` reply) and operators'
 * internal notes (`kind` note), which the member's calls never read.
 */
export const supportMessages = pgTable(
  "support_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ticketId: uuid("ticket_id")
      .notNull()
      .references(() => supportTickets.id),
    /** reply · note. */
    kind: text("kind").notNull(),
    /** member · operator. */
    author: text("author").notNull(),
    /** The operator who wrote it; null for the member's messages (and the demo's answer). */
    operatorId: uuid("operator_id").references(() => operators.id),
    body: text("body").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (table) => [
    index("support_messages_ticket_idx").on(table.ticketId, table.createdAt),
    check(
      "support_messages_kind_check",
      sql`${table.kind} in ('reply', 'note') and (${table.kind} = 'reply' or ${table.author} = 'operator')`,
    ),
  ],
);

/**
 * Images a member uploaded for a ticket (png/jpg by content, ≤ 5 MB), stored like promotion
 * application images and shown by signed, expiring URL; `messageId` is set when a message uses
 * it (an image is used once), unused ones are removed after a day.
 */
export const supportImages = pgTable(
  "support_images",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id),
    messageId: uuid("message_id").references(() => supportMessages.id),
    mimeType: text("mime_type").notNull(),
    bytes: bytea("bytes").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (table) => [
    index("support_images_member_idx").on(table.memberId, table.createdAt),
    index("support_images_message_idx").on(table.messageId),
    index("support_images_unused_idx").on(table.createdAt).where(sql`${table.messageId} is null`),
  ],
);
