import type { Executor } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { and, eq, inArray } from "drizzle-orm";

/** Member-to-member transfers (upline/downline). */

const t = {
  transfers: schema.memberTransfers,
};

export type TransferRow = typeof t.transfers.$inferSelect;

export async function findTransferByRequest(
  db: Executor,
  brandId: string,
  fromMemberId: string,
  requestId: string,
) {
  const [row] = await db
    .select()
    .from(t.transfers)
    .where(
      and(
        eq(t.transfers.brandId, brandId),
        eq(t.transfers.fromMemberId, fromMemberId),
        eq(t.transfers.requestId, requestId),
      ),
    );
  return row;
}

export async function insertTransfer(db: Executor, values: typeof t.transfers.$inferInsert) {
  const [row] = await db.insert(t.transfers).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findTransfer(db: Executor, id: string) {
  const [row] = await db.select().from(t.transfers).where(eq(t.transfers.id, id));
  return row;
}

export async function moveTransfer(
  db: Executor,
  id: string,
  from: readonly string[],
  status: string,
  at: Date,
) {
  const [row] = await db
    .update(t.transfers)
    .set({ status, updatedAt: at })
    .where(and(eq(t.transfers.id, id), inArray(t.transfers.status, [...from])))
    .returning();
  return row;
}
