import type { ChatConversationView } from "@lotus/contracts";
import type { Executor } from "@lotus/db";
import type { Brand } from "../../platform/brand-context";
import { AppError, tooManyRequests } from "../../platform/errors";
import type { Platform } from "../../platform/platform";
import * as repo from "./chat.repository";
import type { Caller } from "./customers";
import { type ChatImages, imageContent } from "./images";
import type { ChatPresence } from "./presence";
import type { ChatSignals } from "./signals";
import { conversationView, messageView } from "./views";

/** What one member or visitor may send per window. */
const SEND_LIMITS = {
  text: { limit: 30, windowMs: 60_000 },
  image: { limit: 10, windowMs: 10 * 60_000 },
};

const partyKey = (party: repo.Party) =>
  party.kind === "member" ? `m:${party.memberId}` : `v:${party.visitorId}`;

/** The member's or visitor's side of the chat (the chat modal). */
export function createChatService(
  platform: Platform,
  deps: { signals: ChatSignals; images: ChatImages; presence: ChatPresence },
) {
  const { db } = platform;
  const { signals, images, presence } = deps;
  const now = () => new Date(platform.clock.now());

  async function limit(brand: Brand, caller: Caller, kind: keyof typeof SEND_LIMITS): Promise<void> {
    const rule = SEND_LIMITS[kind];
    const hit = await platform.limiter.hit(
      `chat:${kind}:${brand.id}:${partyKey(caller.party)}`,
      rule.limit,
      rule.windowMs,
    );
    if (!hit.allowed) throw tooManyRequests(hit.retryAfterMs / 1000);
  }

  /**
   * The caller's open conversation, locked so an operator's close waits for the message (or the
   * message lands in a new one), or a new waiting one: of two first messages at once, the unique
   * index lets one insert and the other finds it.
   */
  async function openConversation(tx: Executor, brand: Brand, party: repo.Party) {
    const current = await repo.currentConversation(tx, brand.id, party, true);
    if (current) return current;
    const created = await repo.insertConversation(tx, brand.id, party, now());
    if (created) return created;
    const raced = await repo.currentConversation(tx, brand.id, party, true);
    if (!raced) throw new AppError("chat.not_found");
    return raced;
  }

  async function own(brand: Brand, caller: Caller, conversationId: string): Promise<repo.ConversationRow> {
    const row = await repo.partyConversation(db, brand.id, caller.party, conversationId);
    if (!row) throw new AppError("chat.not_found");
    return row;
  }

  /** Appends the caller's message to their open conversation (opened if none), then tells both sides. */
  async function post(
    brand: Brand,
    caller: Caller,
    content: (tx: Executor, row: repo.ConversationRow) => Promise<Pick<repo.NewMessage, "body" | "imageId">>,
  ) {
    const { row, message } = await db.transaction(async (tx) => {
      const row = await openConversation(tx, brand, caller.party);
      const message = await repo.appendMessage(tx, row, {
        sender: "customer",
        createdAt: now(),
        ...(await content(tx, row)),
      });
      return { row: { ...row, lastMessageId: message.id, customerReadId: message.id }, message };
    });
    await signals.conversation(row, "message", "customer");
    return { conversation: conversationView(row), message: messageView(message, images) };
  }

  return {
    /** Whether anyone answers now, and the caller's conversation: the open one, else the latest. */
    async state(brand: Brand, caller: Caller) {
      const [online, latest] = await Promise.all([
        presence.online(brand.id),
        repo.latestConversation(db, brand.id, caller.party),
      ]);
      return {
        online: online.length > 0,
        visitorName: caller.visitorName,
        conversation: latest ? conversationView(latest) : null,
      };
    },

    async messages(
      brand: Brand,
      caller: Caller,
      query: { conversationId: string; after?: number; before?: number; limit: number },
    ) {
      const row = await own(brand, caller, query.conversationId);
      const page = await repo.messagesOf(db, row.id, query);
      return { list: page.rows.map((message) => messageView(message, images)), hasMore: page.hasMore };
    },

    async send(brand: Brand, caller: Caller, text: string) {
      await limit(brand, caller, "text");
      return post(brand, caller, async () => ({ body: text }));
    },

    /** An image message: png or jpg by its bytes, at most 5 MB, stored with the conversation. */
    async sendImage(brand: Brand, caller: Caller, bytes: Buffer | undefined) {
      const content = imageContent(brand.id, bytes, now);
      await limit(brand, caller, "image");
      return post(brand, caller, content);
    },

    async read(brand: Brand, caller: Caller, conversationId: string, messageId: number) {
      const row = await own(brand, caller, conversationId);
      const updated = await repo.markRead(db, row.id, "customer", messageId);
      if (!updated) throw new AppError("chat.not_found");
      if (updated.customerReadId !== row.customerReadId)
        await signals.conversation(updated, "read", "customer");
      return conversationView(updated);
    },

    /** The member or visitor ends the conversation; a closed one stays as it was. */
    async close(brand: Brand, caller: Caller, conversationId: string): Promise<ChatConversationView> {
      const row = await own(brand, caller, conversationId);
      if (row.status === "closed") return conversationView(row);
      const closed = await db.transaction(async (tx) => {
        const updated = await repo.close(tx, row.id, "customer", now());
        if (!updated) return undefined;
        const line = await repo.appendMessage(tx, updated, {
          sender: "system",
          event: "closed",
          createdAt: now(),
        });
        return { ...updated, lastMessageId: line.id };
      });
      const shown = closed ?? (await own(brand, caller, conversationId));
      await signals.conversation(shown, "state", "customer");
      return conversationView(shown);
    },

    /** The member's own conversations, newest first. */
    async history(brand: Brand, memberId: string, page: { page: number; pageSize: number }) {
      const { rows, total } = await repo.searchConversations(db, brand.id, { memberId }, page);
      return {
        list: rows.map((listed) => ({ ...conversationView(listed.conversation), preview: listed.preview })),
        total,
      };
    },

    /** The caller's conversation a typing mark is about, when it is still going on. */
    async typingTarget(brand: Brand, caller: Caller, conversationId: string) {
      const row = await repo.partyConversation(db, brand.id, caller.party, conversationId);
      return row && row.status !== "closed" ? row : undefined;
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
