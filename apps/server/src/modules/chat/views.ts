import type {
  ChatConversationAdminView,
  ChatConversationView,
  ChatEvent,
  ChatMessageView,
  ChatSender,
  ChatStatus,
} from "@lotus/contracts";
import type { ConversationRow, ListedConversation, MessageRow } from "./chat.repository";
import type { ChatImages } from "./images";

/** Rows as the contracts show them (times as epoch ms, images as signed addresses). */

export function messageView(row: MessageRow, images: ChatImages): ChatMessageView {
  return {
    id: row.id,
    sender: row.sender as ChatSender,
    operatorName: row.operatorName,
    text: row.body,
    imageUrl: row.imageId ? images.url(row.imageId) : null,
    event: row.event as ChatEvent | null,
    createdAt: row.createdAt.getTime(),
  };
}

export function conversationView(row: ConversationRow): ChatConversationView {
  return {
    id: row.id,
    status: row.status as ChatStatus,
    operatorName: row.operatorName,
    createdAt: row.createdAt.getTime(),
    closedAt: row.closedAt?.getTime() ?? null,
    customerReadId: row.customerReadId,
    operatorReadId: row.operatorReadId,
    lastMessageId: row.lastMessageId,
  };
}

export function adminView(listed: ListedConversation): ChatConversationAdminView {
  const row = listed.conversation;
  return {
    id: row.id,
    status: row.status as ChatStatus,
    customerKind: row.memberId ? "member" : "visitor",
    memberId: row.memberId,
    account: listed.account,
    visitorName: listed.visitorName,
    operatorId: row.operatorId,
    operatorName: row.operatorName,
    createdAt: row.createdAt.getTime(),
    takenAt: row.takenAt?.getTime() ?? null,
    closedAt: row.closedAt?.getTime() ?? null,
    lastMessageAt: row.lastMessageAt.getTime(),
    lastMessageId: row.lastMessageId,
    customerReadId: row.customerReadId,
    operatorReadId: row.operatorReadId,
    unread: Number(listed.unread),
    preview: listed.preview,
  };
}
