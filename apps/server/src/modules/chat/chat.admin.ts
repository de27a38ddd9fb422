import type { ChatConversationAdminView } from "@lotus/contracts";
import type { Executor } from "@lotus/db";
import type { Brand } from "../../platform/brand-context";
import { AppError } from "../../platform/errors";
import type { OperatorContext } from "../../platform/http";
import type { Platform } from "../../platform/platform";
import { zonedDateStart } from "../../platform/time";
import { actorOf, recordAudit } from "../operators";
import * as repo from "./chat.repository";
import { type ChatImages, imageContent } from "./images";
import type { ChatPresence } from "./presence";
import type { ChatSignals } from "./signals";
import { adminView, messageView } from "./views";

type Who = { operator: OperatorContext; ip: string };
const DAY_MS = 86_400_000;

const operatorOf = (who: Who) => ({
  id: who.operator.operatorId,
  name: who.operator.displayName || who.operator.username,
});

/** The back office's chat console: queue, take, answer, transfer, close and the history search. */
export function createChatAdmin(
  platform: Platform,
  deps: { signals: ChatSignals; images: ChatImages; presence: ChatPresence },
) {
  const { db } = platform;
  const { signals, images, presence } = deps;
  const now = () => new Date(platform.clock.now());

  async function view(brand: Brand, id: string): Promise<ChatConversationAdminView> {
    const listed = await repo.listedById(db, brand.id, id);
    if (!listed) throw new AppError("chat.not_found");
    return adminView(listed);
  }

  /** The conversation the operator holds, locked for the write; why not otherwise. */
  async function held(tx: Executor, brand: Brand, who: Who, id: string): Promise<repo.ConversationRow> {
    const row = await repo.conversationById(tx, brand.id, id, true);
    if (!row) throw new AppError("chat.not_found");
    if (row.status === "closed") throw new AppError("chat.closed");
    if (row.status !== "open" || row.operatorId !== who.operator.operatorId)
      throw new AppError("chat.not_yours");
    return row;
  }

  async function answer(
    brand: Brand,
    who: Who,
    id: string,
    content: (tx: Executor, row: repo.ConversationRow) => Promise<Pick<repo.NewMessage, "body" | "imageId">>,
  ) {
    const operator = operatorOf(who);
    const { row, message } = await db.transaction(async (tx) => {
      const row = await held(tx, brand, who, id);
      const message = await repo.appendMessage(tx, row, {
        sender: "operator",
        operatorId: operator.id,
        operatorName: operator.name,
        createdAt: now(),
        ...(await content(tx, row)),
      });
      return { row, message };
    });
    await signals.conversation(row, "message", "operator");
    return messageView(message, images);
  }

  return {
    async console(brand: Brand, who: Who) {
      const [active, online] = await Promise.all([
        repo.activeConversations(db, brand.id),
        presence.online(brand.id),
      ]);
      const views = active.map(adminView);
      return {
        waiting: views.filter((conversation) => conversation.status === "waiting"),
        mine: views.filter(
          (conversation) =>
            conversation.status === "open" && conversation.operatorId === who.operator.operatorId,
        ),
        open: views.filter((conversation) => conversation.status === "open"),
        online,
        now: platform.clock.now(),
      };
    },

    async queue(brand: Brand) {
      return { waiting: await repo.waitingCount(db, brand.id) };
    },

    conversation: view,

    async messages(brand: Brand, id: string, query: { after?: number; before?: number; limit: number }) {
      const row = await repo.conversationById(db, brand.id, id);
      if (!row) throw new AppError("chat.not_found");
      const page = await repo.messagesOf(db, row.id, query);
      return { list: page.rows.map((message) => messageView(message, images)), hasMore: page.hasMore };
    },

    /** Of operators taking the same conversation at once, one gets it; the others hear it is taken. */
    async take(brand: Brand, who: Who, id: string) {
      const operator = operatorOf(who);
      const taken = await db.transaction(async (tx) => {
        const row = await repo.takeWaiting(tx, brand.id, id, operator, now());
        if (!row) {
          const existing = await repo.conversationById(tx, brand.id, id);
          if (!existing) throw new AppError("chat.not_found");
          throw new AppError(existing.status === "closed" ? "chat.closed" : "chat.already_taken");
        }
        await repo.appendMessage(tx, row, {
          sender: "system",
          event: "taken",
          operatorId: operator.id,
          operatorName: operator.name,
          createdAt: now(),
        });
        await recordAudit(tx, actorOf(who.operator, who.ip), {
          brandId: brand.id,
          action: "chat.take",
          targetType: "chat_conversation",
          targetId: row.id,
          before: { status: "waiting" },
          after: { status: "open", operatorId: operator.id },
        });
        return row;
      });
      await signals.conversation(taken, "state", "operator");
      return view(brand, id);
    },

    answer: (brand: Brand, who: Who, id: string, text: string) =>
      answer(brand, who, id, async () => ({ body: text })),

    async answerImage(brand: Brand, who: Who, id: string, bytes: Buffer | undefined) {
      return answer(brand, who, id, imageContent(brand.id, bytes, now));
    },

    /** The operators' read mark moves with the holder's reading. */
    async read(brand: Brand, who: Who, id: string, messageId: number) {
      const row = await repo.conversationById(db, brand.id, id);
      if (!row) throw new AppError("chat.not_found");
      if (row.operatorId !== who.operator.operatorId) throw new AppError("chat.not_yours");
      const updated = await repo.markRead(db, row.id, "operator", messageId);
      if (updated && updated.operatorReadId !== row.operatorReadId)
        await signals.conversation(updated, "read", "operator");
      return view(brand, id);
    },

    /** Hands the conversation to another operator whose console is online for this brand. */
    async transfer(brand: Brand, who: Who, id: string, operatorId: string) {
      if (operatorId === who.operator.operatorId) throw new AppError("chat.transfer_self");
      const target = (await presence.online(brand.id)).find((operator) => operator.id === operatorId);
      if (!target) throw new AppError("chat.operator_offline");
      const moved = await db.transaction(async (tx) => {
        const row = await held(tx, brand, who, id);
        const updated = await repo.reassign(tx, row.id, who.operator.operatorId, target);
        if (!updated) throw new AppError("chat.not_yours");
        await repo.appendMessage(tx, updated, {
          sender: "system",
          event: "transferred",
          operatorId: target.id,
          operatorName: target.name,
          createdAt: now(),
        });
        await recordAudit(tx, actorOf(who.operator, who.ip), {
          brandId: brand.id,
          action: "chat.transfer",
          targetType: "chat_conversation",
          targetId: row.id,
          before: { operatorId: row.operatorId },
          after: { operatorId: target.id },
        });
        return updated;
      });
      await signals.conversation(moved, "state", "operator");
      return view(brand, id);
    },

    /** The holder closes an open conversation; any chat operator may close one still waiting. */
    async close(brand: Brand, who: Who, id: string) {
      const operator = operatorOf(who);
      const closed = await db.transaction(async (tx) => {
        const row = await repo.conversationById(tx, brand.id, id, true);
        if (!row) throw new AppError("chat.not_found");
        if (row.status === "closed") throw new AppError("chat.closed");
        if (row.status === "open" && row.operatorId !== operator.id) throw new AppError("chat.not_yours");
        const updated = await repo.close(tx, row.id, "operator", now());
        if (!updated) throw new AppError("chat.closed");
        await repo.appendMessage(tx, updated, {
          sender: "system",
          event: "closed",
          operatorId: operator.id,
          operatorName: operator.name,
          createdAt: now(),
        });
        await recordAudit(tx, actorOf(who.operator, who.ip), {
          brandId: brand.id,
          action: "chat.close",
          targetType: "chat_conversation",
          targetId: row.id,
          before: { status: row.status, operatorId: row.operatorId },
          after: { status: "closed" },
        });
        return updated;
      });
      await signals.conversation(closed, "state", "operator");
      return view(brand, id);
    },

    /** The conversation an operator's typing mark is about, when they hold it. */
    async typingTarget(brand: Brand, operatorId: string, id: string) {
      const row = await repo.conversationById(db, brand.id, id);
      return row?.status === "open" && row.operatorId === operatorId ? row : undefined;
    },

    /** Conversations by member account, visitor name, text and days of the brand's calendar. */
    async history(
      brand: Brand,
      query: {
        account?: string;
        visitor?: string;
        text?: string;
        status?: string;
        from?: string;
        to?: string;
        page: number;
        pageSize: number;
      },
    ) {
      const day = (date: string | undefined) => {
        if (!date) return undefined;
        const start = zonedDateStart(date, brand.timeZone);
        if (!Number.isFinite(start)) throw new AppError("report.range_invalid");
        return start;
      };
      const from = day(query.from);
      const to = day(query.to);
      if (from !== undefined && to !== undefined && from > to) throw new AppError("report.range_invalid");
      const { rows, total } = await repo.searchConversations(
        db,
        brand.id,
        {
          account: query.account || undefined,
          visitor: query.visitor || undefined,
          text: query.text || undefined,
          status: query.status,
          from: from === undefined ? undefined : new Date(from),
          to: to === undefined ? undefined : new Date(to + DAY_MS),
        },
        query,
      );
      return { list: rows.map(adminView), total, page: query.page, pageSize: query.pageSize };
    },
  };
}

export type ChatAdmin = ReturnType<typeof createChatAdmin>;
