import type { Executor } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";

/** One member's inbox rows: every read and change names the member, so no id reaches another's. */

const t = { messages: schema.memberMessages, campaigns: schema.messageCampaigns };

export interface InboxRow {
  id: string;
  campaignId: string | null;
  event: string | null;
  params: Record<string, string> | null;
  createdAt: Date;
  readAt: Date | null;
  title: Record<string, string> | null;
  body: Record<string, string> | null;
}

const mine = (brandId: string, memberId: string) =>
  and(eq(t.messages.brandId, brandId), eq(t.messages.memberId, memberId), isNull(t.messages.deletedAt));

const columns = {
  id: t.messages.id,
  campaignId: t.messages.campaignId,
  event: t.messages.event,
  params: t.messages.params,
  createdAt: t.messages.createdAt,
  readAt: t.messages.readAt,
  title: t.campaigns.title,
  body: t.campaigns.body,
};

export async function unreadCount(db: Executor, brandId: string, memberId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(t.messages)
    .where(and(mine(brandId, memberId), isNull(t.messages.readAt)));
  return row?.value ?? 0;
}

/** A page of the inbox: unread first, then newest first. */
export async function inboxPage(
  db: Executor,
  brandId: string,
  memberId: string,
  page: { page: number; pageSize: number },
): Promise<{ rows: InboxRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(t.messages)
      .leftJoin(t.campaigns, eq(t.campaigns.id, t.messages.campaignId))
      .where(mine(brandId, memberId))
      .orderBy(sql`(${t.messages.readAt} is null) desc`, desc(t.messages.createdAt), desc(t.messages.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ value: count() }).from(t.messages).where(mine(brandId, memberId)),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function inboxMessage(
  db: Executor,
  brandId: string,
  memberId: string,
  id: string,
): Promise<InboxRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(t.messages)
    .leftJoin(t.campaigns, eq(t.campaigns.id, t.messages.campaignId))
    .where(and(mine(brandId, memberId), eq(t.messages.id, id)));
  return row;
}

/** How many of these ids are the member's own, undeleted messages. */
export async function ownedCount(
  db: Executor,
  brandId: string,
  memberId: string,
  ids: readonly string[],
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(t.messages)
    .where(and(mine(brandId, memberId), inArray(t.messages.id, [...ids])));
  return row?.value ?? 0;
}

/** Marks the member's messages read (keeping the first read time) or unread; how many changed. */
export async function markRead(
  db: Executor,
  brandId: string,
  memberId: string,
  ids: readonly string[] | "all",
  read: boolean,
  at: Date,
): Promise<number> {
  const changed = await db
    .update(t.messages)
    .set({ readAt: read ? at : null })
    .where(
      and(
        mine(brandId, memberId),
        ids === "all" ? undefined : inArray(t.messages.id, [...ids]),
        read ? isNull(t.messages.readAt) : sql`${t.messages.readAt} is not null`,
      ),
    )
    .returning({ id: t.messages.id });
  return changed.length;
}

/** Hides the member's messages from their inbox; how many were hidden. */
export async function softDelete(
  db: Executor,
  brandId: string,
  memberId: string,
  ids: readonly string[],
  at: Date,
): Promise<number> {
  const changed = await db
    .update(t.messages)
    .set({ deletedAt: at })
    .where(and(mine(brandId, memberId), inArray(t.messages.id, [...ids])))
    .returning({ id: t.messages.id });
  return changed.length;
}

/** A system message, once per key: false when the key was already used (an event replayed). */
export async function insertSystemMessage(
  db: Executor,
  values: {
    brandId: string;
    memberId: string;
    systemKey: string;
    event: string;
    params: Record<string, string>;
    createdAt: Date;
  },
): Promise<boolean> {
  const rows = await db
    .insert(t.messages)
    .values(values)
    .onConflictDoNothing({
      target: [t.messages.brandId, t.messages.systemKey],
      where: sql`${t.messages.systemKey} is not null`,
    })
    .returning({ id: t.messages.id });
  return rows.length > 0;
}
