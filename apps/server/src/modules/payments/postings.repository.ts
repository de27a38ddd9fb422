import type { Executor } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { and, asc, eq, lt, sql } from "drizzle-orm";

/** The payment postings outbox (docs/adr/0002). */

const t = {
  postings: schema.paymentPostings,
};

export type PostingRow = typeof t.postings.$inferSelect;

export async function insertPostings(db: Executor, rows: (typeof t.postings.$inferInsert)[]) {
  if (rows.length) await db.insert(t.postings).values(rows);
}

/** All postings of one owner in order; one is tried only once every earlier one is posted. */
export async function postingsOf(db: Executor, ownerId: string) {
  return db.select().from(t.postings).where(eq(t.postings.ownerId, ownerId)).orderBy(asc(t.postings.seq));
}

/**
 * Marks a posting done. "revived" when a concurrent attempt had marked it failed meanwhile: the
 * ledger has the money moved, so the state follows the ledger.
 */
export async function markPosted(
  db: Executor,
  id: string,
  transactionId: bigint,
  at: Date,
): Promise<"posted" | "revived" | undefined> {
  for (const [from, outcome] of [
    ["due", "posted"],
    ["failed", "revived"],
  ] as const) {
    const [row] = await db
      .update(t.postings)
      .set({ status: "posted", transactionId, error: null, updatedAt: at })
      .where(and(eq(t.postings.id, id), eq(t.postings.status, from)))
      .returning({ id: t.postings.id });
    if (row) return outcome;
  }
  return undefined;
}

export async function markFailed(db: Executor, id: string, error: string, at: Date) {
  const [row] = await db
    .update(t.postings)
    .set({ status: "failed", error, updatedAt: at })
    .where(and(eq(t.postings.id, id), eq(t.postings.status, "due")))
    .returning({ id: t.postings.id });
  return Boolean(row);
}

export async function cancelLaterPostings(db: Executor, ownerId: string, afterSeq: number, at: Date) {
  await moveLaterPostings(db, ownerId, afterSeq, at, "due", "cancelled");
}

export async function reviveLaterPostings(db: Executor, ownerId: string, afterSeq: number, at: Date) {
  await moveLaterPostings(db, ownerId, afterSeq, at, "cancelled", "due");
}

/** The owner's postings after `afterSeq` that are in `from` go to `to`. */
async function moveLaterPostings(
  db: Executor,
  ownerId: string,
  afterSeq: number,
  at: Date,
  from: "due" | "cancelled",
  to: "due" | "cancelled",
) {
  await db
    .update(t.postings)
    .set({ status: to, updatedAt: at })
    .where(
      and(eq(t.postings.ownerId, ownerId), eq(t.postings.status, from), sql`${t.postings.seq} > ${afterSeq}`),
    );
}

/** Owners with postings left due since before `before` (their request died or failed to post). */
export async function staleOwners(db: Executor, before: Date, limit: number) {
  return db
    .selectDistinct({ ownerType: t.postings.ownerType, ownerId: t.postings.ownerId })
    .from(t.postings)
    .where(and(eq(t.postings.status, "due"), lt(t.postings.createdAt, before)))
    .limit(limit);
}
