import type { Executor } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { and, asc, count, desc, eq, gte, inArray, lt, notInArray, type SQL, sql } from "drizzle-orm";
import { type ListFilter, memberIdsByAccount, type Page, paged } from "./payments.repository";

/** Withdrawals and their statuses. */

const t = {
  withdrawals: schema.withdrawals,
};

export type WithdrawalRow = typeof t.withdrawals.$inferSelect;

export async function findWithdrawalByRequest(
  db: Executor,
  brandId: string,
  memberId: string,
  requestId: string,
) {
  const [row] = await db
    .select()
    .from(t.withdrawals)
    .where(
      and(
        eq(t.withdrawals.brandId, brandId),
        eq(t.withdrawals.memberId, memberId),
        eq(t.withdrawals.requestId, requestId),
      ),
    );
  return row;
}

export async function findWithdrawal(db: Executor, brandId: string, id: string, memberId?: string) {
  const [row] = await db
    .select()
    .from(t.withdrawals)
    .where(
      and(
        eq(t.withdrawals.brandId, brandId),
        eq(t.withdrawals.id, id),
        memberId ? eq(t.withdrawals.memberId, memberId) : undefined,
      ),
    );
  return row;
}

export async function lockWithdrawal(
  tx: Executor,
  brandId: string,
  id: string,
): Promise<WithdrawalRow | undefined> {
  const [row] = await tx
    .select()
    .from(t.withdrawals)
    .where(and(eq(t.withdrawals.brandId, brandId), eq(t.withdrawals.id, id)))
    .for("update");
  return row;
}

export async function insertWithdrawal(db: Executor, values: typeof t.withdrawals.$inferInsert) {
  const [row] = await db.insert(t.withdrawals).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateWithdrawal(
  db: Executor,
  id: string,
  patch: Partial<typeof t.withdrawals.$inferInsert>,
) {
  const [row] = await db.update(t.withdrawals).set(patch).where(eq(t.withdrawals.id, id)).returning();
  if (!row) throw new Error(`withdrawal ${id} vanished`);
  return row;
}

/** Conditional status change: undefined when the row was not in one of `from`. */
export async function moveWithdrawal(
  db: Executor,
  id: string,
  from: readonly string[],
  patch: Partial<typeof t.withdrawals.$inferInsert>,
) {
  const [row] = await db
    .update(t.withdrawals)
    .set(patch)
    .where(and(eq(t.withdrawals.id, id), inArray(t.withdrawals.status, [...from])))
    .returning();
  return row;
}

/** Requests that count towards the daily limit: not refused for funds, not rejected by finance. */
export async function countWithdrawalsSince(db: Executor, brandId: string, memberId: string, since: Date) {
  const [row] = await db
    .select({ value: count() })
    .from(t.withdrawals)
    .where(
      and(
        eq(t.withdrawals.brandId, brandId),
        eq(t.withdrawals.memberId, memberId),
        gte(t.withdrawals.createdAt, since),
        notInArray(t.withdrawals.status, ["failed", "rejected"]),
      ),
    );
  return row?.value ?? 0;
}

/** What a member asked to withdraw since `since`, failed and rejected requests left out (minor units). */
export async function withdrawnAmountSince(db: Executor, brandId: string, memberId: string, since: Date) {
  const [row] = await db
    .select({ value: sql<string>`coalesce(sum(${t.withdrawals.amountMinor}), 0)::text` })
    .from(t.withdrawals)
    .where(
      and(
        eq(t.withdrawals.brandId, brandId),
        eq(t.withdrawals.memberId, memberId),
        gte(t.withdrawals.createdAt, since),
        notInArray(t.withdrawals.status, ["failed", "rejected"]),
      ),
    );
  return BigInt(row?.value ?? "0");
}

const VISIBLE_WITHDRAWAL = notInArray(t.withdrawals.status, ["failed"]);

export async function listMemberWithdrawals(
  db: Executor,
  brandId: string,
  memberId: string,
  filter: ListFilter,
  page: Page,
) {
  const where = and(
    eq(t.withdrawals.brandId, brandId),
    eq(t.withdrawals.memberId, memberId),
    VISIBLE_WITHDRAWAL,
    statusFilter(filter.status),
    filter.from ? gte(t.withdrawals.createdAt, filter.from) : undefined,
    filter.to ? lt(t.withdrawals.createdAt, filter.to) : undefined,
  );
  return paged(
    db
      .select()
      .from(t.withdrawals)
      .where(where)
      .orderBy(desc(t.withdrawals.createdAt), desc(t.withdrawals.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ value: count() }).from(t.withdrawals).where(where),
  );
}

/** "pending" also finds rows whose hold is still being posted (shown as pending). */
function statusFilter(status: string | undefined): SQL | undefined {
  if (!status) return undefined;
  return status === "pending"
    ? inArray(t.withdrawals.status, ["pending", "holding"])
    : eq(t.withdrawals.status, status);
}

export async function listWithdrawalsAdmin(
  db: Executor,
  brandId: string,
  filter: ListFilter & { account?: string },
  page: Page,
) {
  const memberIds = await memberIdsByAccount(db, brandId, filter.account);
  if (memberIds && memberIds.length === 0) return { rows: [], total: 0 };
  const where = and(
    eq(t.withdrawals.brandId, brandId),
    VISIBLE_WITHDRAWAL,
    memberIds ? inArray(t.withdrawals.memberId, memberIds) : undefined,
    statusFilter(filter.status),
    filter.from ? gte(t.withdrawals.createdAt, filter.from) : undefined,
    filter.to ? lt(t.withdrawals.createdAt, filter.to) : undefined,
  );
  return paged(
    db
      .select()
      .from(t.withdrawals)
      .where(where)
      .orderBy(
        sql`(${t.withdrawals.status} in ('pending', 'holding', 'approved', 'disputed')) desc`,
        asc(t.withdrawals.createdAt),
      )
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ value: count() }).from(t.withdrawals).where(where),
  );
}
