import type { Executor } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { and, count, desc, eq, inArray } from "drizzle-orm";
import { type Page, paged } from "./payments.repository";

/** Finance's balance adjustments. */

const t = {
  adjustments: schema.balanceAdjustments,
};

export type AdjustmentRow = typeof t.adjustments.$inferSelect;

export async function findAdjustmentByRequest(db: Executor, brandId: string, requestId: string) {
  const [row] = await db
    .select()
    .from(t.adjustments)
    .where(and(eq(t.adjustments.brandId, brandId), eq(t.adjustments.requestId, requestId)));
  return row;
}

export async function insertAdjustment(db: Executor, values: typeof t.adjustments.$inferInsert) {
  const [row] = await db.insert(t.adjustments).values(values).onConflictDoNothing().returning();
  return row;
}

export async function lockAdjustment(tx: Executor, brandId: string, id: string) {
  const [row] = await tx
    .select()
    .from(t.adjustments)
    .where(and(eq(t.adjustments.brandId, brandId), eq(t.adjustments.id, id)))
    .for("update");
  return row;
}

export async function findAdjustment(db: Executor, id: string) {
  const [row] = await db.select().from(t.adjustments).where(eq(t.adjustments.id, id));
  return row;
}

export async function updateAdjustment(
  db: Executor,
  id: string,
  patch: Partial<typeof t.adjustments.$inferInsert>,
) {
  const [row] = await db.update(t.adjustments).set(patch).where(eq(t.adjustments.id, id)).returning();
  if (!row) throw new Error(`adjustment ${id} vanished`);
  return row;
}

export async function moveAdjustment(db: Executor, id: string, from: readonly string[], status: string) {
  const [row] = await db
    .update(t.adjustments)
    .set({ status })
    .where(and(eq(t.adjustments.id, id), inArray(t.adjustments.status, [...from])))
    .returning();
  return row;
}

export async function listAdjustments(db: Executor, brandId: string, status: string | undefined, page: Page) {
  // "posting" is the instant between approval and the ledger: it lists as posted.
  const statusWhere =
    status === "posted"
      ? inArray(t.adjustments.status, ["posted", "posting"])
      : status
        ? eq(t.adjustments.status, status)
        : undefined;
  const where = and(eq(t.adjustments.brandId, brandId), statusWhere);
  return paged(
    db
      .select()
      .from(t.adjustments)
      .where(where)
      .orderBy(desc(t.adjustments.createdAt))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ value: count() }).from(t.adjustments).where(where),
  );
}
