import type { Executor } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { and, asc, count, desc, eq, inArray, lte, ne, sql } from "drizzle-orm";
import { type Page, paged, rowsOf } from "./payments.repository";

/**
 * C2C matching: which withdrawal a deposit pays into, and the payment confirmations between the
 * depositor and the withdrawing member.
 */

const t = {
  confirmations: schema.paymentConfirmations,
  deposits: schema.deposits,
  withdrawals: schema.withdrawals,
};

export type ConfirmationRow = typeof t.confirmations.$inferSelect;

/** C2C deposits past expiry whose depositor never said they paid. */
export async function dueC2cExpiries(db: Executor, now: Date, limit: number) {
  return db
    .select({ depositId: t.deposits.id, brandId: t.deposits.brandId, confirmationId: t.confirmations.id })
    .from(t.deposits)
    .innerJoin(t.confirmations, eq(t.confirmations.depositId, t.deposits.id))
    .where(
      and(
        eq(t.deposits.status, "pending"),
        eq(t.deposits.channelType, "c2c"),
        lte(t.deposits.expiresAt, now),
        eq(t.confirmations.status, "awaiting_payment"),
      ),
    )
    .limit(limit);
}

/**
 * The pending withdrawal of another member a C2C deposit of `amount` pays into: the same open
 * amount first, else the oldest with more open (its remainder stays queued). Locked, skipping rows
 * another deposit is matching right now so concurrent depositors never wait on each other.
 */
export async function pickC2cWithdrawal(tx: Executor, brandId: string, depositorId: string, amount: bigint) {
  const open = sql`(${t.withdrawals.amountMinor} - ${t.withdrawals.matchedMinor} - ${t.withdrawals.receivedMinor} - ${t.withdrawals.disbursedMinor})`;
  const [row] = await tx
    .select()
    .from(t.withdrawals)
    .where(
      and(
        eq(t.withdrawals.brandId, brandId),
        eq(t.withdrawals.status, "pending"),
        ne(t.withdrawals.memberId, depositorId),
        sql`${open} >= ${amount.toString()}::bigint`,
      ),
    )
    .orderBy(sql`(${open} = ${amount.toString()}::bigint) desc`, asc(t.withdrawals.createdAt))
    .limit(1)
    .for("update", { skipLocked: true });
  return row;
}

/** Payments of a withdrawal still waiting for its owner, and those reported not received. */
export async function paymentCounts(db: Executor, withdrawalId: string) {
  const result = await db.execute(sql`
    select count(*) filter (where status in ('awaiting_payment', 'paid'))::int as unconfirmed,
           count(*) filter (where status = 'not_received')::int as disputes
    from payment_confirmations where withdrawal_id = ${withdrawalId}::uuid`);
  const [row] = rowsOf<{ unconfirmed: number; disputes: number }>(result);
  return { unconfirmed: Number(row?.unconfirmed ?? 0), disputes: Number(row?.disputes ?? 0) };
}

export async function insertConfirmation(db: Executor, values: typeof t.confirmations.$inferInsert) {
  const [row] = await db.insert(t.confirmations).values(values).returning();
  if (!row) throw new Error("confirmation not inserted");
  return row;
}

export async function lockConfirmation(tx: Executor, brandId: string, id: string) {
  const [row] = await tx
    .select()
    .from(t.confirmations)
    .where(and(eq(t.confirmations.brandId, brandId), eq(t.confirmations.id, id)))
    .for("update");
  return row;
}

export async function findConfirmation(db: Executor, brandId: string, id: string) {
  const [row] = await db
    .select()
    .from(t.confirmations)
    .where(and(eq(t.confirmations.brandId, brandId), eq(t.confirmations.id, id)));
  return row;
}

export async function updateConfirmation(
  db: Executor,
  id: string,
  patch: Partial<typeof t.confirmations.$inferInsert>,
) {
  const [row] = await db.update(t.confirmations).set(patch).where(eq(t.confirmations.id, id)).returning();
  if (!row) throw new Error(`confirmation ${id} vanished`);
  return row;
}

export async function confirmationsByDeposits(db: Executor, depositIds: readonly string[]) {
  if (depositIds.length === 0) return new Map<string, ConfirmationRow>();
  const rows = await db
    .select()
    .from(t.confirmations)
    .where(inArray(t.confirmations.depositId, [...depositIds]));
  return new Map(rows.flatMap((row) => (row.depositId ? [[row.depositId, row] as const] : [])));
}

export async function listMemberConfirmations(
  db: Executor,
  brandId: string,
  withdrawerId: string,
  status: string | undefined,
  page: Page,
) {
  const where = and(
    eq(t.confirmations.brandId, brandId),
    eq(t.confirmations.withdrawerId, withdrawerId),
    status ? eq(t.confirmations.status, status) : undefined,
  );
  return paged(
    db
      .select()
      .from(t.confirmations)
      .where(where)
      .orderBy(
        sql`(${t.confirmations.status} in ('paid', 'awaiting_payment')) desc`,
        desc(t.confirmations.createdAt),
      )
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ value: count() }).from(t.confirmations).where(where),
  );
}

export async function listConfirmationsAdmin(db: Executor, brandId: string, status: string, page: Page) {
  const where = and(eq(t.confirmations.brandId, brandId), eq(t.confirmations.status, status));
  return paged(
    db
      .select()
      .from(t.confirmations)
      .where(where)
      .orderBy(asc(t.confirmations.updatedAt))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ value: count() }).from(t.confirmations).where(where),
  );
}

export async function dueAutoReceipts(db: Executor, now: Date, limit: number) {
  return db
    .select({ id: t.confirmations.id, brandId: t.confirmations.brandId })
    .from(t.confirmations)
    .where(and(eq(t.confirmations.status, "paid"), lte(t.confirmations.autoReceiveAt, now)))
    .orderBy(asc(t.confirmations.autoReceiveAt))
    .limit(limit);
}

export async function referencesOf(
  db: Executor,
  depositIds: readonly string[],
  withdrawalIds: readonly string[],
) {
  const [depositRows, withdrawalRows] = await Promise.all([
    depositIds.length
      ? db
          .select({ id: t.deposits.id, reference: t.deposits.reference })
          .from(t.deposits)
          .where(inArray(t.deposits.id, [...new Set(depositIds)]))
      : Promise.resolve([]),
    withdrawalIds.length
      ? db
          .select({ id: t.withdrawals.id, reference: t.withdrawals.reference })
          .from(t.withdrawals)
          .where(inArray(t.withdrawals.id, [...new Set(withdrawalIds)]))
      : Promise.resolve([]),
  ]);
  return new Map([...depositRows, ...withdrawalRows].map((row) => [row.id, row.reference]));
}
