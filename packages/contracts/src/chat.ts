import { z } from "zod";
import { defineCall, epochMs } from "./http";

/**
 * Live chat with customer service (SPEC §2 modal "chat room"): a member, or a visitor who gives a
 * name, talks with the brand's operators. Calls are HTTP; the chat socket (`/ws/chat`) says what
 * changed and carries typing marks. A visitor's calls send the visitor's chat token where a member
 * sends the session token (the Authorization header).
 */

export const CHAT_TEXT_MAX = 1000;
export const CHAT_VISITOR_NAME_MAX = 40;
/** Images are png or jpg, checked by their bytes, at most this size. */
export const CHAT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const CHAT_STATUSES = ["waiting", "open", "closed"] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];
/** Who wrote a message: the member or visitor, an operator, or the chat itself (a taken/transferred/closed line). */
export const CHAT_SENDERS = ["customer", "operator", "system"] as const;
export type ChatSender = (typeof CHAT_SENDERS)[number];
export const CHAT_EVENTS = ["taken", "transferred", "closed"] as const;
export type ChatEvent = (typeof CHAT_EVENTS)[number];

const conversationId = z.string().uuid();
const messageId = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** A message's text: trimmed, not empty (control characters are refused for every call). */
export const chatText = z.string().trim().min(1).max(CHAT_TEXT_MAX);

export const chatMessageView = z.object({
  id: z.number().int(),
  sender: z.enum(CHAT_SENDERS),
  /** The operator who wrote it, or whom a system line names (taken by, transferred to). */
  operatorName: z.string().nullable(),
  text: z.string().nullable(),
  /** A signed, expiring address of the image, for the conversation's parties only. */
  imageUrl: z.string().nullable(),
  event: z.enum(CHAT_EVENTS).nullable(),
  createdAt: epochMs,
});
export type ChatMessageView = z.infer<typeof chatMessageView>;

export const chatConversationView = z.object({
  id: conversationId,
  status: z.enum(CHAT_STATUSES),
  operatorName: z.string().nullable(),
  createdAt: epochMs,
  closedAt: epochMs.nullable(),
  /** The last message id each side has read (0: none). */
  customerReadId: z.number().int(),
  operatorReadId: z.number().int(),
  lastMessageId: z.number().int(),
});
export type ChatConversationView = z.infer<typeof chatConversationView>;

export const chatMessagePage = z.object({
  list: z.array(chatMessageView),
  /** Older messages exist before the first one listed. */
  hasMore: z.boolean(),
});

/** Messages of one conversation: after `after` (new ones), or the latest `limit` before `before`. */
export const chatMessagesQuery = z.object({
  after: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  before: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

const tags = ["chat"];

export const chatVisitorStartCall = defineCall({
  method: "POST",
  path: "/wps/chat/visitor",
  summary: "A visitor gives a name and gets a chat token (bot check where the brand has it on)",
  body: z.strictObject({
    name: z.string().trim().min(1).max(CHAT_VISITOR_NAME_MAX),
    botCheck: z.string().max(4000).optional(),
  }),
  response: z.object({ token: z.string(), name: z.string() }),
  tags,
});

export const chatStateCall = defineCall({
  method: "GET",
  path: "/wps/chat/state",
  summary: "Whether an operator is online, and the caller's open conversation",
  response: z.object({
    online: z.boolean(),
    /** The visitor's name; null for a member. */
    visitorName: z.string().nullable(),
    conversation: chatConversationView.nullable(),
  }),
  tags,
});

export const chatMessagesCall = defineCall({
  method: "GET",
  path: "/wps/chat/messages",
  summary: "Messages of one of the caller's conversations",
  query: chatMessagesQuery.extend({ conversationId }),
  response: chatMessagePage,
  tags,
});

export const chatSendCall = defineCall({
  method: "POST",
  path: "/wps/chat/send",
  summary: "Send a text message; opens a conversation when the caller has none open",
  body: z.strictObject({ text: chatText }),
  response: z.object({ conversation: chatConversationView, message: chatMessageView }),
  tags,
});

export const chatImageCall = defineCall({
  method: "POST",
  path: "/wps/chat/image",
  summary:
    "Send an image (multipart field `file`, png/jpg, at most 5 MB); opens a conversation when none is open",
  response: z.object({ conversation: chatConversationView, message: chatMessageView }),
  tags,
});

export const chatReadCall = defineCall({
  method: "POST",
  path: "/wps/chat/read",
  summary: "Mark the conversation read up to a message",
  body: z.strictObject({ conversationId, messageId }),
  response: chatConversationView,
  tags,
});

export const chatCloseCall = defineCall({
  method: "POST",
  path: "/wps/chat/close",
  summary: "End the caller's conversation",
  body: z.strictObject({ conversationId }),
  response: chatConversationView,
  tags,
});

export const chatHistoryCall = defineCall({
  method: "GET",
  path: "/wps/chat/history",
  summary: "The member's past conversations, newest first",
  query: z.object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(10),
  }),
  response: z.object({
    list: z.array(
      chatConversationView.extend({
        /** The first words of the conversation's last text message. */
        preview: z.string().nullable(),
      }),
    ),
    total: z.number().int(),
  }),
  tags,
});

/**
 * What the chat sockets say (site `/ws/chat`, back office `/backoffice/api/chat/ws`): a change of a
 * conversation, never its content; the client refetches. `typing` is passed on and not stored.
 */
export const CHAT_CHANGES = ["message", "typing", "read", "state", "presence"] as const;
export type ChatChange = (typeof CHAT_CHANGES)[number];
export interface ChatSignal {
  type: "chat";
  conversation: string | null;
  change: ChatChange;
  by?: "customer" | "operator";
  at: number;
}
