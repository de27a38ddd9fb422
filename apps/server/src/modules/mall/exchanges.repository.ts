import type { Executor } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { and, asc, count, desc, eq, isNull, lt, sql } from "drizzle-orm";

/** Exchanges of points for gifts, conversions of points to cash, and the members they name. */

const exchanges = schema.mallExchanges;
const conversions = schema.mallConversions;
const members = schema.members;

export type ExchangeRow = typeof exchanges.$inferSelect;
export type NewExchange = typeof exchanges.$inferInsert;
export type ConversionRow = typeof conversions.$inferSelect;

export async function insertExchange(tx: Executor, values: NewExchange): Promise<ExchangeRow> {
  const [row] = await tx.insert(exchanges).values(values).returning();
  if (!row) throw new Error("exchange not inserted");
  return row;
}

export async function exchangeByRequest(
  db: Executor,
  brandId: string,
  memberId: string,
  requestId: string,
): Promise<ExchangeRow | undefined> {
  const [row] = await db
    .select()
    .from(exchanges)
    .where(
      and(
        eq(exchanges.brandId, brandId),
        eq(exchanges.memberId, memberId),
        eq(exchanges.requestId, requestId),
      ),
    );
  return row;
}

export async function findExchange(
  db: Executor,
  brandId: string,
  id: string,
  lock = false,
): Promise<ExchangeRow | undefined> {
  const query = db
    .select()
    .from(exchanges)
    .where(and(eq(exchanges.brandId, brandId), eq(exchanges.id, id)));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

/** Decides a processing exchange; undefined when it was decided already (a concurrent operator). */
export async function decideExchange(
  tx: Executor,
  id: string,
  change: { status: "completed" | "rejected"; remark: string | null; decidedAt: Date; decidedBy: string },
): Promise<ExchangeRow | undefined> {
  const [row] = await tx
    .update(exchanges)
    .set({
      ...change,
      pointsReturnedAt: change.status === "rejected" ? change.decidedAt : null,
    })
    .where(and(eq(exchanges.id, id), eq(exchanges.status, "processing")))
    .returning();
  return row;
}

export async function setExchangeGrant(db: Executor, id: string, grantId: string): Promise<void> {
  await db.update(exchanges).set({ grantId }).where(eq(exchanges.id, id));
}

/** Completed cash gifts whose payment was cut short (the process stopped after the commit). */
export async function unpaidCashExchanges(
  db: Executor,
  brandId: string,
  before: Date,
): Promise<ExchangeRow[]> {
  return db
    .select()
    .from(exchanges)
    .where(
      and(
        eq(exchanges.brandId, brandId),
        eq(exchanges.status, "completed"),
        eq(exchanges.kind, "cash"),
        isNull(exchanges.grantId),
        lt(exchanges.decidedAt, before),
      ),
    )
    .limit(500);
}

export async function memberExchanges(
  db: Executor,
  brandId: string,
  memberId: string,
  query: { page: number; pageSize: number; status?: string },
) {
  const where = and(
    eq(exchanges.brandId, brandId),
    eq(exchanges.memberId, memberId),
    query.status ? eq(exchanges.status, query.status) : undefined,
  );
  const rows = await db
    .select()
    .from(exchanges)
    .where(where)
    .orderBy(desc(exchanges.createdAt), desc(exchanges.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ value: count() }).from(exchanges).where(where);
  return { rows, total: total?.value ?? 0 };
}

/** The back office's list: processing ones oldest first (the queue), decided ones newest first. */
export async function adminExchanges(
  db: Executor,
  brandId: string,
  query: { page: number; pageSize: number; status?: string; memberId?: string },
) {
  const where = and(
    eq(exchanges.brandId, brandId),
    query.status ? eq(exchanges.status, query.status) : undefined,
    query.memberId ? eq(exchanges.memberId, query.memberId) : undefined,
  );
  const rows = await db
    .select({ exchange: exchanges, account: members.account })
    .from(exchanges)
    .innerJoin(members, eq(members.id, exchanges.memberId))
    .where(where)
    .orderBy(
      sql`case when ${exchanges.status} = 'processing' then 0 else 1 end`,
      sql`case when ${exchanges.status} = 'processing' then ${exchanges.createdAt} end asc`,
      desc(exchanges.createdAt),
    )
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ value: count() }).from(exchanges).where(where);
  return { rows, total: total?.value ?? 0 };
}

export async function accountOf(db: Executor, memberId: string): Promise<string> {
  const [row] = await db.select({ account: members.account }).from(members).where(eq(members.id, memberId));
  return row?.account ?? "";
}

/** A member of the brand by account (case-insensitive, as logins are). */
export async function memberByAccount(db: Executor, brandId: string, account: string) {
  const [row] = await db
    .select({ id: members.id, account: members.account })
    .from(members)
    .where(and(eq(members.brandId, brandId), eq(members.accountKey, account.trim().toLowerCase())));
  return row;
}

// ---------- conversions ----------

/** Records a conversion once per request id; answers the row that holds it (new or earlier). */
export async function claimConversion(
  tx: Executor,
  values: typeof conversions.$inferInsert,
): Promise<{ row: ConversionRow; created: boolean }> {
  const [created] = await tx
    .insert(conversions)
    .values(values)
    .onConflictDoNothing({ target: [conversions.brandId, conversions.requestId] })
    .returning();
  if (created) return { row: created, created: true };
  const [earlier] = await tx
    .select()
    .from(conversions)
    .where(and(eq(conversions.brandId, values.brandId), eq(conversions.requestId, values.requestId)));
  if (!earlier) throw new Error("conversion neither inserted nor found");
  return { row: earlier, created: false };
}

export async function setConversionGrant(db: Executor, id: string, grantId: string): Promise<void> {
  await db.update(conversions).set({ grantId }).where(eq(conversions.id, id));
}

/** Conversions whose points were taken but whose cash was not paid yet (cut short). */
export async function unpaidConversions(
  db: Executor,
  brandId: string,
  before: Date,
): Promise<ConversionRow[]> {
  return db
    .select()
    .from(conversions)
    .where(
      and(eq(conversions.brandId, brandId), isNull(conversions.grantId), lt(conversions.createdAt, before)),
    )
    .orderBy(asc(conversions.createdAt))
    .limit(500);
}
