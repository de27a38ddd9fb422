import type { Executor } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { and, count, desc, eq, inArray, lt, lte, sql } from "drizzle-orm";

/** Reward grants: one row per grant key, moved through waiting/approval → paying → paid. */

const table = schema.rewardGrants;
export type GrantRow = typeof table.$inferSelect;
export type NewGrant = typeof table.$inferInsert;
export type GrantStatus = "waiting" | "approval" | "paying" | "paid" | "expired" | "rejected";

/** Inserts the grant unless its key exists; answers the stored row and whether this call made it. */
export async function insertGrant(
  db: Executor,
  grant: NewGrant,
): Promise<{ row: GrantRow; created: boolean }> {
  const [inserted] = await db
    .insert(table)
    .values(grant)
    .onConflictDoNothing({ target: [table.brandId, table.grantKey] })
    .returning();
  if (inserted) return { row: inserted, created: true };
  const [existing] = await db
    .select()
    .from(table)
    .where(and(eq(table.brandId, grant.brandId), eq(table.grantKey, grant.grantKey)));
  if (!existing) throw new Error(`grant ${grant.grantKey} vanished`);
  return { row: existing, created: false };
}

/** Inserts many grants in one statement; existing keys are left alone. Answers how many were new. */
export async function insertGrants(db: Executor, grants: readonly NewGrant[]): Promise<GrantRow[]> {
  if (grants.length === 0) return [];
  return db
    .insert(table)
    .values([...grants])
    .onConflictDoNothing({ target: [table.brandId, table.grantKey] })
    .returning();
}

export async function grantById(db: Executor, brandId: string, id: string): Promise<GrantRow | undefined> {
  const [row] = await db
    .select()
    .from(table)
    .where(and(eq(table.brandId, brandId), eq(table.id, id)));
  return row;
}

/**
 * Moves a grant from one of `from` to `to`; answers the row when this call moved it (so of two
 * concurrent claims exactly one goes on to pay).
 */
export async function moveGrant(
  db: Executor,
  id: string,
  from: readonly GrantStatus[],
  to: GrantStatus,
  set: Partial<NewGrant> = {},
): Promise<GrantRow | undefined> {
  const [row] = await db
    .update(table)
    .set({ ...set, status: to })
    .where(and(eq(table.id, id), inArray(table.status, [...from])))
    .returning();
  return row;
}

/** Grants stuck in paying since before `before` (a crash between their postings and their mark). */
export async function stuckPaying(db: Executor, before: Date, limit: number): Promise<GrantRow[]> {
  return db
    .select()
    .from(table)
    .where(and(eq(table.status, "paying"), lt(table.decidedAt, before)))
    .orderBy(table.decidedAt)
    .limit(limit);
}

/** Waiting grants whose claim window has closed. */
export async function lapsedWaiting(db: Executor, now: Date, limit: number): Promise<GrantRow[]> {
  return db
    .select()
    .from(table)
    .where(and(eq(table.status, "waiting"), lte(table.claimBy, now)))
    .limit(limit);
}

export interface GrantFilter {
  brandId: string;
  memberId?: string;
  statuses?: readonly GrantStatus[];
  source?: string;
}

function filterOf(filter: GrantFilter) {
  return and(
    eq(table.brandId, filter.brandId),
    filter.memberId ? eq(table.memberId, filter.memberId) : undefined,
    filter.statuses?.length ? inArray(table.status, [...filter.statuses]) : undefined,
    filter.source ? eq(table.source, filter.source) : undefined,
  );
}

/** A page of grants, newest first, with the total. */
export async function listGrants(db: Executor, filter: GrantFilter, page: number, pageSize: number) {
  const where = filterOf(filter);
  const rows = await db
    .select({ grant: table, account: schema.members.account })
    .from(table)
    .innerJoin(schema.members, eq(schema.members.id, table.memberId))
    .where(where)
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ value: count() }).from(table).where(where);
  return { rows, total: total?.value ?? 0 };
}

/** How many grants a member can claim now (the reward centre's badge). */
export async function waitingCount(db: Executor, brandId: string, memberId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(table)
    .where(and(eq(table.brandId, brandId), eq(table.memberId, memberId), eq(table.status, "waiting")));
  return row?.value ?? 0;
}

/**
 * What a source (a promotion, a mission, …) has cost: paid grants, distinct members, cash, points,
 * and the valid turnover its requirements have recorded so far.
 */
export async function costOf(db: Executor, brandId: string, source: string, sourceId?: string) {
  const [row] = await db
    .select({
      grants: count(),
      members: sql<number>`count(distinct ${table.memberId})::int`,
      cash: sql<string>`coalesce(sum(${table.cash}), 0)::text`,
      points: sql<string>`coalesce(sum(${table.points}), 0)::text`,
      turnover: sql<string>`coalesce(sum(t.achieved), 0)::text`,
    })
    .from(table)
    .leftJoin(sql`turnover_requirements t`, sql`t.grant_id = ${table.id}`)
    .where(
      and(
        eq(table.brandId, brandId),
        eq(table.source, source),
        sourceId ? eq(table.sourceId, sourceId) : undefined,
        eq(table.status, "paid"),
      ),
    );
  return {
    grants: row?.grants ?? 0,
    members: row?.members ?? 0,
    cash: BigInt(row?.cash ?? "0"),
    points: BigInt(row?.points ?? "0"),
    turnoverGenerated: BigInt(row?.turnover ?? "0"),
  };
}

export async function accountOf(db: Executor, memberId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ account: schema.members.account })
    .from(schema.members)
    .where(eq(schema.members.id, memberId));
  return row?.account;
}

export async function memberIdOf(
  db: Executor,
  brandId: string,
  account: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: schema.members.id })
    .from(schema.members)
    .where(and(eq(schema.members.brandId, brandId), eq(schema.members.accountKey, account.toLowerCase())));
  return row?.id;
}
