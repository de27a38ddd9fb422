import { z } from "zod";
import { defineCall, epochMs } from "./http";
import { CALL_ROUTES } from "./route-table";

/**
 * The member inbox (SPEC §2 messageV2, §7 CSP_unreadCount): operators' messages and system
 * messages (a deposit credited, a withdrawal paid…), unread first. Every call reads or changes the
 * caller's own messages only: another member's id answers 404 message.not_found.
 */

export const SYSTEM_MESSAGE_EVENTS = [
  "deposit_confirmed",
  "withdrawal_paid",
  "bonus_issued",
  "contract_offered",
  "contract_settled",
  "ticket_answered",
] as const;
export type SystemMessageEvent = (typeof SYSTEM_MESSAGE_EVENTS)[number];

const id = z.string().uuid();
/** Ids of one member's messages a call acts on together (all the caller's, or nothing changes). */
const messageIds = z.array(id).min(1).max(100);

export const inboxMessageSummary = z.object({
  id,
  /** operator: a message an operator sent; system: a notification of an event. */
  kind: z.enum(["operator", "system"]),
  event: z.enum(SYSTEM_MESSAGE_EVENTS).nullable(),
  title: z.string(),
  /** The first words of the text, without markup. */
  preview: z.string(),
  read: z.boolean(),
  createdAt: epochMs,
});
export type InboxMessageSummary = z.infer<typeof inboxMessageSummary>;

export const inboxMessageView = inboxMessageSummary.extend({
  /** Rich text (the allow-list of rich-text.ts); the site renders it through its sanitiser. */
  content: z.string(),
});
export type InboxMessageView = z.infer<typeof inboxMessageView>;

/** What an inbox change answers: the caller's unread count after it. */
const unreadAfter = z.object({ unread: z.number().int() });

export const unreadCountCall = defineCall({
  ...CALL_ROUTES.unreadCount,
  summary: "How many of my inbox messages are unread",
  response: z.number().int(),
  tags: ["messages"],
});

export const inboxListCall = defineCall({
  method: "GET",
  path: "/wps/relay/CSP_getMessageList",
  summary: "My inbox: unread first, then newest first",
  query: z.object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(10),
  }),
  response: z.object({
    list: z.array(inboxMessageSummary),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    unread: z.number().int(),
  }),
  tags: ["messages"],
});

export const inboxMessageCall = defineCall({
  method: "GET",
  path: "/wps/relay/CSP_getMessage",
  summary: "One of my messages with its text; opening it marks it read",
  query: z.object({ id }),
  response: inboxMessageView,
  tags: ["messages"],
});

export const inboxMarkCall = defineCall({
  method: "POST",
  path: "/wps/relay/CSP_markMessages",
  summary: "Mark some of my messages read or unread",
  body: z.strictObject({ ids: messageIds, read: z.boolean() }),
  response: unreadAfter,
  tags: ["messages"],
});

export const inboxDeleteCall = defineCall({
  method: "POST",
  path: "/wps/relay/CSP_deleteMessages",
  summary: "Delete some of my messages (from my inbox only)",
  body: z.strictObject({ ids: messageIds }),
  response: unreadAfter,
  tags: ["messages"],
});

export const inboxReadAllCall = defineCall({
  method: "POST",
  path: "/wps/relay/CSP_readAllMessages",
  summary: "Mark every message of my inbox read",
  response: unreadAfter,
  tags: ["messages"],
});
