import type { SystemMessageEvent } from "@lotus/contracts";
import type { Brand } from "../../platform/brand-context";
import { AppError } from "../../platform/errors";
import type { Platform } from "../../platform/platform";
import * as repo from "./inbox.repository";
import { isSystemEvent } from "./system-messages";
import { inboxSummary, inboxView } from "./views";

/** A system message an event asks for; `key` makes it once per brand (e.g. `deposit:<id>`). */
export interface SystemMessage {
  key: string;
  memberId: string;
  event: SystemMessageEvent;
  params: Record<string, string>;
}

/**
 * The member's inbox (SPEC §2 messageV2): the list, one message, read marks, deletion, the unread
 * count; system messages from events. Every change to a member's inbox signals `member:<id>` so
 * their other devices refetch the count.
 */
export function createInboxService(platform: Platform) {
  const { db } = platform;
  const now = () => new Date(platform.clock.now());

  function signal(memberId: string): void {
    platform.realtime
      .publish(`member:${memberId}`, { type: "messages", at: platform.clock.now() })
      .catch((error: unknown) => platform.logger.warn({ err: error }, "inbox signal not published"));
  }

  /** Every id must be the caller's own live message, or nothing changes (404 either way). */
  async function requireOwned(brand: Brand, memberId: string, ids: readonly string[]): Promise<string[]> {
    const unique = [...new Set(ids)];
    if ((await repo.ownedCount(db, brand.id, memberId, unique)) !== unique.length)
      throw new AppError("message.not_found");
    return unique;
  }

  const unread = (brand: Brand, memberId: string) => repo.unreadCount(db, brand.id, memberId);

  return {
    unread,
    /** The same count by brand id, for member info (SPEC §3). */
    unreadOf: (brandId: string, memberId: string) => repo.unreadCount(db, brandId, memberId),
    signal,

    async list(brand: Brand, memberId: string, language: string, page: { page: number; pageSize: number }) {
      const [{ rows, total }, count] = await Promise.all([
        repo.inboxPage(db, brand.id, memberId, page),
        unread(brand, memberId),
      ]);
      return {
        list: rows.map((row) => inboxSummary(row, language, brand)),
        total,
        page: page.page,
        pageSize: page.pageSize,
        unread: count,
      };
    },

    /** Opening a message marks it read. */
    async open(brand: Brand, memberId: string, language: string, id: string) {
      const row = await repo.inboxMessage(db, brand.id, memberId, id);
      if (!row) throw new AppError("message.not_found");
      if (row.readAt === null) {
        const at = now();
        if ((await repo.markRead(db, brand.id, memberId, [id], true, at)) > 0) signal(memberId);
        row.readAt = at;
      }
      return inboxView(row, language, brand);
    },

    async mark(brand: Brand, memberId: string, ids: readonly string[], read: boolean) {
      const owned = await requireOwned(brand, memberId, ids);
      if ((await repo.markRead(db, brand.id, memberId, owned, read, now())) > 0) signal(memberId);
      return { unread: await unread(brand, memberId) };
    },

    async remove(brand: Brand, memberId: string, ids: readonly string[]) {
      const owned = await requireOwned(brand, memberId, ids);
      if ((await repo.softDelete(db, brand.id, memberId, owned, now())) > 0) signal(memberId);
      return { unread: await unread(brand, memberId) };
    },

    async readAll(brand: Brand, memberId: string) {
      if ((await repo.markRead(db, brand.id, memberId, "all", true, now())) > 0) signal(memberId);
      return { unread: await unread(brand, memberId) };
    },

    /**
     * A system message, once per key: an event replayed (a retried posting, a second worker)
     * finds its key taken and adds nothing. Call it outside any open transaction.
     */
    async notifySystem(brandId: string, message: SystemMessage): Promise<void> {
      if (!isSystemEvent(message.event)) throw new Error(`unknown system message event ${message.event}`);
      const made = await repo.insertSystemMessage(db, {
        brandId,
        memberId: message.memberId,
        systemKey: message.key,
        event: message.event,
        params: message.params,
        createdAt: now(),
      });
      if (made) signal(message.memberId);
    },
  };
}

export type InboxService = ReturnType<typeof createInboxService>;
