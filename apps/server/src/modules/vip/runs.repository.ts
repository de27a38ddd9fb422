import type { Executor } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { and, count, desc, eq, sql } from "drizzle-orm";

/** The daily VIP runs: one row per brand, kind and business day; inserting it claims the day. */

const r = schema.vipRuns;
export type RunRow = typeof r.$inferSelect;
export type RunKind = "evaluate" | "rebate";
export interface RunTotals {
  members: number;
  promoted?: number;
  demoted?: number;
  grants: number;
  amount?: bigint;
  turnover?: bigint;
}

/**
 * Claims a day's run. A day already done, or running since less than `staleMs`, is not claimed; a
 * failed run, or one whose worker died, is taken over (the work under it is idempotent).
 */
export async function claimRun(
  db: Executor,
  brandId: string,
  kind: RunKind,
  day: string,
  now: Date,
  staleMs: number,
): Promise<boolean> {
  const stale = new Date(now.getTime() - staleMs).toISOString();
  const rows = await db
    .insert(r)
    .values({ brandId, kind, day, status: "running", startedAt: now })
    .onConflictDoUpdate({
      target: [r.brandId, r.kind, r.day],
      set: { status: "running", startedAt: now, finishedAt: null, error: null },
      setWhere: sql`${r.status} = 'failed' or (${r.status} = 'running' and ${r.startedAt} < ${stale}::timestamptz)`,
    })
    .returning({ day: r.day });
  return rows.length > 0;
}

export async function finishRun(
  db: Executor,
  brandId: string,
  kind: RunKind,
  day: string,
  now: Date,
  totals: RunTotals,
): Promise<void> {
  await db
    .update(r)
    .set({
      status: "done",
      finishedAt: now,
      members: totals.members,
      promoted: totals.promoted ?? 0,
      demoted: totals.demoted ?? 0,
      grants: totals.grants,
      amount: totals.amount ?? 0n,
      turnover: totals.turnover ?? 0n,
    })
    .where(and(eq(r.brandId, brandId), eq(r.kind, kind), eq(r.day, day)));
}

export async function failRun(
  db: Executor,
  brandId: string,
  kind: RunKind,
  day: string,
  now: Date,
  error: string,
): Promise<void> {
  await db
    .update(r)
    .set({ status: "failed", finishedAt: now, error: error.slice(0, 500) })
    .where(and(eq(r.brandId, brandId), eq(r.kind, kind), eq(r.day, day)));
}

/** The last day whose run of this kind finished, before `beforeDay`. */
export async function lastDoneDay(
  db: Executor,
  brandId: string,
  kind: RunKind,
  beforeDay: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ day: sql<string | null>`max(${r.day})::text` })
    .from(r)
    .where(
      and(eq(r.brandId, brandId), eq(r.kind, kind), eq(r.status, "done"), sql`${r.day} < ${beforeDay}::date`),
    );
  return row?.day ?? undefined;
}

export async function listRuns(
  db: Executor,
  brandId: string,
  filter: { kind?: RunKind; from?: string; to?: string },
  page: number,
  pageSize: number,
) {
  const conditions = [eq(r.brandId, brandId)];
  if (filter.kind) conditions.push(eq(r.kind, filter.kind));
  if (filter.from) conditions.push(sql`${r.day} >= ${filter.from}::date`);
  if (filter.to) conditions.push(sql`${r.day} <= ${filter.to}::date`);
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(r)
      .where(where)
      .orderBy(desc(r.day), r.kind)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(r).where(where),
  ]);
  return { rows, total: Number(totals[0]?.total ?? 0) };
}
