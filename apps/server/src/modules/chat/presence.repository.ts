import type { Executor } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { and, asc, eq, gt, lt } from "drizzle-orm";

/** The operators' console connections, one row each, refreshed while the socket is open. */

const presence = schema.chatPresence;

export async function refresh(
  db: Executor,
  row: { connectionId: string; brandId: string; operatorId: string; operatorName: string; seenAt: Date },
): Promise<void> {
  await db
    .insert(presence)
    .values(row)
    .onConflictDoUpdate({ target: presence.connectionId, set: { seenAt: row.seenAt } });
}

export async function remove(db: Executor, connectionId: string): Promise<void> {
  await db.delete(presence).where(eq(presence.connectionId, connectionId));
}

/** Rows left by nodes that stopped without closing their sockets. */
export async function removeStale(db: Executor, before: Date): Promise<void> {
  await db.delete(presence).where(lt(presence.seenAt, before));
}

/** Operators with a console connection seen after `since`, by name. */
export async function online(
  db: Executor,
  brandId: string,
  since: Date,
): Promise<{ id: string; name: string }[]> {
  const rows = await db
    .selectDistinct({ id: presence.operatorId, name: presence.operatorName })
    .from(presence)
    .where(and(eq(presence.brandId, brandId), gt(presence.seenAt, since)))
    .orderBy(asc(presence.operatorName), asc(presence.operatorId));
  // One operator with two consoles open is listed once.
  return [...new Map(rows.map((row) => [row.id, row])).values()];
}
