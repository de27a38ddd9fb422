import type { Executor } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { and, asc, count, desc, eq, gte, inArray, lt, lte, ne, sql } from "drizzle-orm";
import { type ListFilter, memberIdsByAccount, type Page, paged } from "./payments.repository";

/** Deposits over every channel type. */

const t = {
  deposits: schema.deposits,
};

export type DepositRow = typeof t.deposits.$inferSelect;

export async function findDepositByRequest(
  db: Executor,
  brandId: string,
  memberId: string,
  requestId: string,
) {
  const [row] = await db
    .select()
    .from(t.deposits)
    .where(
      and(
        eq(t.deposits.brandId, brandId),
        eq(t.deposits.memberId, memberId),
        eq(t.deposits.requestId, requestId),
      ),
    );
  return row;
}

export async function findDeposit(db: Executor, brandId: string, id: string, memberId?: string) {
  const [row] = await db
    .select()
    .from(t.deposits)
    .where(
      and(
        eq(t.deposits.brandId, brandId),
        eq(t.deposits.id, id),
        memberId ? eq(t.deposits.memberId, memberId) : undefined,
      ),
    );
  return row;
}

/** By id alone: the sandbox gateway's page knows the deposit, not the brand. */
export async function findDepositById(db: Executor, id: string) {
  const [row] = await db.select().from(t.deposits).where(eq(t.deposits.id, id));
  return row;
}

export async function lockDeposit(
  tx: Executor,
  brandId: string,
  id: string,
): Promise<DepositRow | undefined> {
  const [row] = await tx
    .select()
    .from(t.deposits)
    .where(and(eq(t.deposits.brandId, brandId), eq(t.deposits.id, id)))
    .for("update");
  return row;
}

export async function findDepositByReference(
  db: Executor,
  brandId: string,
  channelId: string,
  reference: string,
) {
  const [row] = await db
    .select()
    .from(t.deposits)
    .where(
      and(
        eq(t.deposits.brandId, brandId),
        eq(t.deposits.channelId, channelId),
        eq(t.deposits.reference, reference),
      ),
    );
  return row;
}

/** Undefined when the reference (or the request id) is already taken. */
export async function insertDeposit(
  db: Executor,
  values: typeof t.deposits.$inferInsert,
): Promise<DepositRow | undefined> {
  const [row] = await db.insert(t.deposits).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateDeposit(
  db: Executor,
  id: string,
  patch: Partial<typeof t.deposits.$inferInsert>,
) {
  const [row] = await db.update(t.deposits).set(patch).where(eq(t.deposits.id, id)).returning();
  if (!row) throw new Error(`deposit ${id} vanished`);
  return row;
}

export async function listMemberDeposits(
  db: Executor,
  brandId: string,
  memberId: string,
  filter: ListFilter,
  page: Page,
) {
  const where = and(
    eq(t.deposits.brandId, brandId),
    eq(t.deposits.memberId, memberId),
    filter.status ? eq(t.deposits.status, filter.status) : undefined,
    filter.from ? gte(t.deposits.createdAt, filter.from) : undefined,
    filter.to ? lt(t.deposits.createdAt, filter.to) : undefined,
  );
  return paged(
    db
      .select()
      .from(t.deposits)
      .where(where)
      .orderBy(desc(t.deposits.createdAt), desc(t.deposits.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ value: count() }).from(t.deposits).where(where),
  );
}

export async function listDepositsAdmin(
  db: Executor,
  brandId: string,
  filter: ListFilter & { channelType?: string; account?: string },
  page: Page,
) {
  const memberIds = await memberIdsByAccount(db, brandId, filter.account);
  if (memberIds && memberIds.length === 0) return { rows: [], total: 0 };
  const where = and(
    eq(t.deposits.brandId, brandId),
    memberIds ? inArray(t.deposits.memberId, memberIds) : undefined,
    filter.status ? eq(t.deposits.status, filter.status) : undefined,
    filter.channelType ? eq(t.deposits.channelType, filter.channelType) : undefined,
    filter.from ? gte(t.deposits.createdAt, filter.from) : undefined,
    filter.to ? lt(t.deposits.createdAt, filter.to) : undefined,
  );
  return paged(
    db
      .select()
      .from(t.deposits)
      .where(where)
      // The queue works oldest first: pending deposits wait longest at the top.
      .orderBy(sql`(${t.deposits.status} = 'pending') desc`, asc(t.deposits.createdAt))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ value: count() }).from(t.deposits).where(where),
  );
}

/** Bank-transfer and gateway deposits past their expiry become expired in one statement. */
export async function expireSimpleDeposits(db: Executor, now: Date): Promise<number> {
  const rows = await db
    .update(t.deposits)
    .set({ status: "expired", completedAt: now })
    .where(
      and(
        eq(t.deposits.status, "pending"),
        lte(t.deposits.expiresAt, now),
        ne(t.deposits.channelType, "c2c"),
      ),
    )
    .returning({ id: t.deposits.id });
  return rows.length;
}
