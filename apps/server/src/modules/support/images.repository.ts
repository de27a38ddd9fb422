import type { Executor } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { and, asc, eq, inArray, isNull, lt } from "drizzle-orm";

/** The images members upload for their tickets. */

const images = schema.supportImages;

export type SupportImageRow = typeof images.$inferSelect;

export async function insertImage(
  db: Executor,
  values: Omit<typeof images.$inferInsert, "id" | "messageId">,
): Promise<string> {
  const [row] = await db.insert(images).values(values).returning({ id: images.id });
  if (!row) throw new Error("support image not stored");
  return row.id;
}

export async function findImage(db: Executor, id: string): Promise<SupportImageRow | undefined> {
  const [row] = await db.select().from(images).where(eq(images.id, id));
  return row;
}

/**
 * Gives the member's unused images to a message: only images of this member and brand that no
 * message uses yet are taken, so the caller compares the count with what it asked for.
 */
export async function attachImages(
  db: Executor,
  scope: { brandId: string; memberId: string },
  ids: readonly string[],
  messageId: string,
): Promise<number> {
  if (!ids.length) return 0;
  const rows = await db
    .update(images)
    .set({ messageId })
    .where(
      and(
        inArray(images.id, [...ids]),
        eq(images.brandId, scope.brandId),
        eq(images.memberId, scope.memberId),
        isNull(images.messageId),
      ),
    )
    .returning({ id: images.id });
  return rows.length;
}

/** The ids of the images of these messages, in upload order, by message. */
export async function imagesOfMessages(
  db: Executor,
  messageIds: readonly string[],
): Promise<Map<string, string[]>> {
  const byMessage = new Map<string, string[]>();
  if (!messageIds.length) return byMessage;
  const rows = await db
    .select({ id: images.id, messageId: images.messageId })
    .from(images)
    .where(inArray(images.messageId, [...messageIds]))
    .orderBy(asc(images.createdAt), asc(images.id));
  for (const row of rows) {
    if (!row.messageId) continue;
    byMessage.set(row.messageId, [...(byMessage.get(row.messageId) ?? []), row.id]);
  }
  return byMessage;
}

/** Removes uploads no message took before `before` (a form left unsent); answers how many. */
export async function deleteUnusedImages(db: Executor, before: Date): Promise<number> {
  const rows = await db
    .delete(images)
    .where(and(isNull(images.messageId), lt(images.createdAt, before)))
    .returning({ id: images.id });
  return rows.length;
}
