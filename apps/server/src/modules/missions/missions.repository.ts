import type { Executor } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { and, asc, count, desc, eq, ilike, inArray, isNull, sql } from "drizzle-orm";

/** Missions and their completions. */

const t = { missions: schema.missions, completions: schema.missionCompletions, members: schema.members };

export type MissionRow = typeof t.missions.$inferSelect;
export type NewMission = Omit<typeof t.missions.$inferInsert, "id" | "brandId" | "createdAt">;
export type CompletionRow = typeof t.completions.$inferSelect;

export async function activeMissions(db: Executor, brandId: string): Promise<MissionRow[]> {
  return db
    .select()
    .from(t.missions)
    .where(and(eq(t.missions.brandId, brandId), eq(t.missions.status, "active")))
    .orderBy(asc(t.missions.sortOrder), asc(t.missions.createdAt));
}

export async function missionById(
  db: Executor,
  brandId: string,
  id: string,
): Promise<MissionRow | undefined> {
  const [row] = await db
    .select()
    .from(t.missions)
    .where(and(eq(t.missions.brandId, brandId), eq(t.missions.id, id)));
  return row;
}

export async function listMissions(
  db: Executor,
  brandId: string,
  query: { kind?: string; page: number; pageSize: number },
): Promise<{ rows: Array<MissionRow & { completions: number }>; total: number }> {
  const where = and(
    eq(t.missions.brandId, brandId),
    query.kind ? eq(t.missions.kind, query.kind) : undefined,
  );
  const done = db
    .select({ missionId: t.completions.missionId, n: count().as("n") })
    .from(t.completions)
    .where(eq(t.completions.brandId, brandId))
    .groupBy(t.completions.missionId)
    .as("done");
  const [rows, [total]] = await Promise.all([
    db
      .select({ mission: t.missions, completions: sql<number>`coalesce(${done.n}, 0)::int` })
      .from(t.missions)
      .leftJoin(done, eq(done.missionId, t.missions.id))
      .where(where)
      .orderBy(asc(t.missions.sortOrder), desc(t.missions.createdAt))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(t.missions).where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row.mission, completions: Number(row.completions) })),
    total: total?.value ?? 0,
  };
}

export async function insertMission(db: Executor, brandId: string, values: NewMission): Promise<MissionRow> {
  const [row] = await db
    .insert(t.missions)
    .values({ ...values, brandId })
    .returning();
  if (!row) throw new Error("mission not stored");
  return row;
}

export async function updateMission(
  db: Executor,
  brandId: string,
  id: string,
  values: NewMission,
): Promise<MissionRow | undefined> {
  const [row] = await db
    .update(t.missions)
    .set(values)
    .where(and(eq(t.missions.brandId, brandId), eq(t.missions.id, id)))
    .returning();
  return row;
}

export async function completionTotal(db: Executor, missionId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(t.completions)
    .where(eq(t.completions.missionId, missionId));
  return row?.value ?? 0;
}

/** Completions made in a period, per member (of a mission). */
export async function completionCounts(
  db: Executor,
  missionId: string,
  period: string,
  memberIds?: readonly string[],
): Promise<Map<string, number>> {
  if (memberIds && !memberIds.length) return new Map();
  const rows = await db
    .select({ memberId: t.completions.memberId, n: count() })
    .from(t.completions)
    .where(
      and(
        eq(t.completions.missionId, missionId),
        eq(t.completions.period, period),
        memberIds ? inArray(t.completions.memberId, [...memberIds]) : undefined,
      ),
    )
    .groupBy(t.completions.memberId);
  return new Map(rows.map((row) => [row.memberId, Number(row.n)]));
}

/** One member's completions of several missions in their periods: `missionId|period` → count. */
export async function memberCompletionCounts(
  db: Executor,
  memberId: string,
  keys: ReadonlyArray<{ missionId: string; period: string }>,
): Promise<Map<string, number>> {
  if (!keys.length) return new Map();
  const rows = await db
    .select({ missionId: t.completions.missionId, period: t.completions.period, n: count() })
    .from(t.completions)
    .where(
      and(
        eq(t.completions.memberId, memberId),
        inArray(
          t.completions.missionId,
          keys.map((key) => key.missionId),
        ),
      ),
    )
    .groupBy(t.completions.missionId, t.completions.period);
  return new Map(rows.map((row) => [`${row.missionId}|${row.period}`, Number(row.n)]));
}

/**
 * Records completion number `seq` of a period; undefined when it already exists (a concurrent
 * claim, another worker) — the unique index decides who made it.
 */
export async function insertCompletion(
  db: Executor,
  values: Omit<typeof t.completions.$inferInsert, "id" | "grantId">,
): Promise<CompletionRow | undefined> {
  const [row] = await db.insert(t.completions).values(values).onConflictDoNothing().returning();
  return row;
}

export async function setCompletionGrant(db: Executor, id: string, grantId: string): Promise<void> {
  await db.update(t.completions).set({ grantId }).where(eq(t.completions.id, id));
}

/** Completions whose reward was not granted yet (a crash between the completion and the grant). */
export async function ungrantedCompletions(db: Executor, brandId: string, limit: number) {
  return db
    .select({ completion: t.completions, mission: t.missions })
    .from(t.completions)
    .innerJoin(t.missions, eq(t.missions.id, t.completions.missionId))
    .where(and(eq(t.completions.brandId, brandId), isNull(t.completions.grantId)))
    .orderBy(asc(t.completions.createdAt))
    .limit(limit);
}

export async function listCompletions(
  db: Executor,
  brandId: string,
  query: { missionId?: string; account?: string; page: number; pageSize: number },
) {
  const where = and(
    eq(t.completions.brandId, brandId),
    query.missionId ? eq(t.completions.missionId, query.missionId) : undefined,
    query.account ? ilike(t.members.account, `%${query.account.replace(/[\\%_]/g, "\\$&")}%`) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ completion: t.completions, title: t.missions.title, account: t.members.account })
      .from(t.completions)
      .innerJoin(t.missions, eq(t.missions.id, t.completions.missionId))
      .innerJoin(t.members, eq(t.members.id, t.completions.memberId))
      .where(where)
      .orderBy(desc(t.completions.createdAt))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ value: count() })
      .from(t.completions)
      .innerJoin(t.members, eq(t.members.id, t.completions.memberId))
      .where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Brands with active automatic missions (the mission job's work list). */
export async function brandsWithAutoMissions(db: Executor): Promise<string[]> {
  const rows = await db
    .selectDistinct({ brandId: t.missions.brandId })
    .from(t.missions)
    .where(and(eq(t.missions.status, "active"), eq(t.missions.claimMode, "auto")));
  return rows.map((row) => row.brandId);
}

/** Brands with completions still to grant. */
export async function brandsWithUngranted(db: Executor): Promise<string[]> {
  const rows = await db
    .selectDistinct({ brandId: t.completions.brandId })
    .from(t.completions)
    .where(isNull(t.completions.grantId));
  return rows.map((row) => row.brandId);
}
