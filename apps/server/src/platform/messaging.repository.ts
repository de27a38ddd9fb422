import type { Database } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { and, count, desc, eq } from "drizzle-orm";

const outbox = schema.outboxMessages;

export async function insertOutboxMessage(db: Database, row: typeof outbox.$inferInsert): Promise<void> {
  await db.insert(outbox).values(row);
}

/** One page of a brand's outbox, newest first, with the total. */
export async function listOutboxMessages(
  db: Database,
  brandId: string,
  filter: { channel?: string; recipient?: string },
  page: number,
  pageSize: number,
) {
  const where = and(
    eq(outbox.brandId, brandId),
    filter.channel ? eq(outbox.channel, filter.channel) : undefined,
    filter.recipient ? eq(outbox.recipient, filter.recipient) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(outbox)
      .where(where)
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(outbox).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** The latest 100 messages of one brand, or of all brands (the development outbox page). */
export function latestOutboxMessages(db: Database, brandId: string | undefined) {
  return db
    .select()
    .from(outbox)
    .where(brandId ? eq(outbox.brandId, brandId) : undefined)
    .orderBy(desc(outbox.createdAt))
    .limit(100);
}
