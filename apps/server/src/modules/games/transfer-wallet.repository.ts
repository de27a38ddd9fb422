import type { Executor } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { and, asc, eq, gt, gte, inArray, lt, ne, sql } from "drizzle-orm";

/** vendor_transfers and the brand's transfer-mode vendors. */

export type TransferRow = typeof schema.vendorTransfers.$inferSelect;

const { vendorTransfers, gameVendors, members } = schema;

/** The brand's transfer-mode vendors (those switched off only with `includeOff`), in display order. */
export function transferVendors(db: Executor, brandId: string, includeOff = false) {
  return db
    .select()
    .from(gameVendors)
    .where(
      and(
        eq(gameVendors.brandId, brandId),
        eq(gameVendors.walletMode, "transfer"),
        includeOff ? undefined : ne(gameVendors.status, "off"),
      ),
    )
    .orderBy(asc(gameVendors.sortOrder), asc(gameVendors.code));
}

export async function member(db: Executor, brandId: string, memberId: string) {
  const [row] = await db
    .select({ id: members.id, accountType: members.accountType, status: members.status })
    .from(members)
    .where(and(eq(members.brandId, brandId), eq(members.id, memberId)));
  return row;
}

/** Inserts the transfer, or returns undefined when its reference exists (a retried request). */
export async function insertTransfer(db: Executor, values: typeof vendorTransfers.$inferInsert) {
  const [row] = await db.insert(vendorTransfers).values(values).onConflictDoNothing().returning();
  return row;
}

export async function transferByReference(db: Executor, reference: string) {
  const [row] = await db.select().from(vendorTransfers).where(eq(vendorTransfers.reference, reference));
  return row;
}

export function transfersByReferences(db: Executor, memberId: string, references: string[]) {
  return db
    .select()
    .from(vendorTransfers)
    .where(and(eq(vendorTransfers.memberId, memberId), inArray(vendorTransfers.reference, references)));
}

/**
 * The request's right to call the vendor: attempts 0 → 1 while the transfer is pending and young.
 * The job gives up transfers whose vendor call never started (attempts 0), so exactly one of them wins.
 */
export async function claimVendorCall(db: Executor, id: string, notBefore: Date): Promise<boolean> {
  const rows = await db
    .update(vendorTransfers)
    .set({ attempts: 1 })
    .where(
      and(
        eq(vendorTransfers.id, id),
        eq(vendorTransfers.status, "pending"),
        eq(vendorTransfers.attempts, 0),
        gte(vendorTransfers.createdAt, notBefore),
      ),
    )
    .returning({ id: vendorTransfers.id });
  return rows.length > 0;
}

/** pending → success | failed; false when it was resolved already. */
export async function resolveTransfer(
  db: Executor,
  id: string,
  status: "success" | "failed",
  at: Date,
  options: { lastError?: string; onlyUnclaimed?: boolean } = {},
): Promise<boolean> {
  const rows = await db
    .update(vendorTransfers)
    .set({
      status,
      resolvedAt: at,
      ...(options.lastError === undefined ? {} : { lastError: options.lastError }),
    })
    .where(
      and(
        eq(vendorTransfers.id, id),
        eq(vendorTransfers.status, "pending"),
        options.onlyUnclaimed ? eq(vendorTransfers.attempts, 0) : undefined,
      ),
    )
    .returning({ id: vendorTransfers.id });
  return rows.length > 0;
}

/** One more status question that found no answer. */
export async function recordAttempt(db: Executor, id: string, lastError: string) {
  await db
    .update(vendorTransfers)
    .set({ attempts: sql`${vendorTransfers.attempts} + 1`, lastError: lastError.slice(0, 500) })
    .where(and(eq(vendorTransfers.id, id), eq(vendorTransfers.status, "pending")));
}

export async function setLastError(db: Executor, id: string, lastError: string) {
  await db
    .update(vendorTransfers)
    .set({ lastError: lastError.slice(0, 500) })
    .where(eq(vendorTransfers.id, id));
}

/** Pending transfers created before `before`, oldest first. */
export function pendingBefore(db: Executor, before: Date, limit: number) {
  return db
    .select()
    .from(vendorTransfers)
    .where(and(eq(vendorTransfers.status, "pending"), lt(vendorTransfers.createdAt, before)))
    .orderBy(asc(vendorTransfers.createdAt))
    .limit(limit);
}

/** Transfers in whose vendor call never started and that the job gave up since `since`. */
export function abandonedInSince(db: Executor, since: Date, lastError: string) {
  return db
    .select()
    .from(vendorTransfers)
    .where(
      and(
        eq(vendorTransfers.status, "failed"),
        eq(vendorTransfers.direction, "in"),
        eq(vendorTransfers.lastError, lastError),
        gt(vendorTransfers.resolvedAt, since),
      ),
    );
}

/** Whether the member has another unresolved transfer with this vendor (the mirror is then in motion). */
export async function hasOtherPending(db: Executor, memberId: string, vendorId: string, exceptId?: string) {
  const [row] = await db
    .select({ id: vendorTransfers.id })
    .from(vendorTransfers)
    .where(
      and(
        eq(vendorTransfers.memberId, memberId),
        eq(vendorTransfers.vendorId, vendorId),
        eq(vendorTransfers.status, "pending"),
        exceptId ? ne(vendorTransfers.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function vendorById(db: Executor, id: string) {
  const [row] = await db.select().from(gameVendors).where(eq(gameVendors.id, id));
  return row;
}
