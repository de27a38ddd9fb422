import { z } from "zod";
import { brandParams, id, memberParams, page, paged, tags } from "./backoffice-shared";
import { CHAT_STATUSES, chatMessagePage, chatMessagesQuery, chatMessageView, chatText } from "./chat";
import { defineCall, epochMs } from "./http";

/**
 * The chat console (permission `support.chat`): the queue of waiting conversations, the operator's
 * own and everyone's open ones, take (one operator wins), answer, transfer to another online
 * operator, close; and the searchable history. The console's socket (`/backoffice/api/chat/ws`)
 * makes the operator "online" while it is connected.
 */

export const CHAT_CUSTOMER_KINDS = ["member", "visitor"] as const;

export const chatConversationAdminView = z.object({
  id,
  status: z.enum(CHAT_STATUSES),
  customerKind: z.enum(CHAT_CUSTOMER_KINDS),
  memberId: id.nullable(),
  /** The member's account, or null for a visitor. */
  account: z.string().nullable(),
  visitorName: z.string().nullable(),
  operatorId: id.nullable(),
  operatorName: z.string().nullable(),
  createdAt: epochMs,
  takenAt: epochMs.nullable(),
  closedAt: epochMs.nullable(),
  lastMessageAt: epochMs,
  lastMessageId: z.number().int(),
  customerReadId: z.number().int(),
  operatorReadId: z.number().int(),
  /** Customer messages after the operators' read mark. */
  unread: z.number().int(),
  /** The first words of the last text message (an image shows none). */
  preview: z.string().nullable(),
});
export type ChatConversationAdminView = z.infer<typeof chatConversationAdminView>;

export const chatOperatorView = z.object({ id, name: z.string() });

const base = "/backoffice/api/brands/:brandId/chat";

export const chatConsoleCall = defineCall({
  method: "GET",
  path: `${base}/console`,
  summary: "Waiting conversations (oldest first), mine, all open ones and the operators online",
  params: brandParams,
  response: z.object({
    waiting: z.array(chatConversationAdminView),
    mine: z.array(chatConversationAdminView),
    open: z.array(chatConversationAdminView),
    online: z.array(chatOperatorView),
    /** The server's clock, so wait times do not depend on the operator's. */
    now: epochMs,
  }),
  tags,
});

export const chatQueueCountCall = defineCall({
  method: "GET",
  path: `${base}/queue`,
  summary: "How many conversations wait for an operator (the menu badge)",
  params: brandParams,
  response: z.object({ waiting: z.number().int() }),
  tags,
});

export const chatConversationCall = defineCall({
  method: "GET",
  path: `${base}/conversations/:id`,
  summary: "One conversation",
  params: memberParams,
  response: chatConversationAdminView,
  tags,
});

export const chatAdminMessagesCall = defineCall({
  method: "GET",
  path: `${base}/conversations/:id/messages`,
  summary: "Messages of a conversation: new ones after `after`, or the latest before `before`",
  params: memberParams,
  query: chatMessagesQuery,
  response: chatMessagePage,
  tags,
});

export const chatTakeCall = defineCall({
  method: "POST",
  path: `${base}/conversations/:id/take`,
  summary: "Take a waiting conversation (only one operator can)",
  params: memberParams,
  response: chatConversationAdminView,
  tags,
});

export const chatAnswerCall = defineCall({
  method: "POST",
  path: `${base}/conversations/:id/messages`,
  summary: "Answer in a conversation the operator holds",
  params: memberParams,
  body: z.strictObject({ text: chatText }),
  response: chatMessageView,
  tags,
});

export const chatAnswerImageCall = defineCall({
  method: "POST",
  path: `${base}/conversations/:id/images`,
  summary:
    "Send an image (multipart field `file`, png/jpg, at most 5 MB) in a conversation the operator holds",
  params: memberParams,
  response: chatMessageView,
  tags,
});

export const chatAdminReadCall = defineCall({
  method: "POST",
  path: `${base}/conversations/:id/read`,
  summary: "Mark the conversation read up to a message (the operators' side)",
  params: memberParams,
  body: z.strictObject({ messageId: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER) }),
  response: chatConversationAdminView,
  tags,
});

export const chatTransferCall = defineCall({
  method: "POST",
  path: `${base}/conversations/:id/transfer`,
  summary: "Hand a conversation the operator holds to another online operator",
  params: memberParams,
  body: z.strictObject({ operatorId: id }),
  response: chatConversationAdminView,
  tags,
});

export const chatAdminCloseCall = defineCall({
  method: "POST",
  path: `${base}/conversations/:id/close`,
  summary: "Close a conversation (the holder, or anyone while it waits)",
  params: memberParams,
  response: chatConversationAdminView,
  tags,
});

/** yyyy-MM-dd in the brand's time zone, inclusive. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional();

export const chatHistoryAdminCall = defineCall({
  method: "GET",
  path: `${base}/history`,
  summary: "Conversations by member account, visitor name, text and days (brand time zone), newest first",
  params: brandParams,
  query: z.object({
    account: z.string().trim().max(64).optional(),
    visitor: z.string().trim().max(40).optional(),
    text: z.string().trim().max(100).optional(),
    status: z.enum(CHAT_STATUSES).optional(),
    from: day,
    to: day,
    ...page,
  }),
  response: paged(chatConversationAdminView),
  tags,
});
