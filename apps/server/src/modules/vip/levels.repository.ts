import type { Executor } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { and, asc, count, eq, ne, sql } from "drizzle-orm";

/** The brand's VIP ladder. */

const t = schema.vipLevels;
export type LevelRow = typeof t.$inferSelect;
export type LevelWrite = Omit<typeof t.$inferInsert, "id" | "createdAt">;

export async function levelsOf(db: Executor, brandId: string): Promise<LevelRow[]> {
  return db.select().from(t).where(eq(t.brandId, brandId)).orderBy(asc(t.rank));
}

export async function levelById(db: Executor, brandId: string, id: string): Promise<LevelRow | undefined> {
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.brandId, brandId), eq(t.id, id)));
  return row;
}

export async function insertLevel(db: Executor, row: LevelWrite): Promise<LevelRow> {
  const [saved] = await db.insert(t).values(row).returning();
  if (!saved) throw new Error("level insert returned nothing");
  return saved;
}

export async function updateLevel(
  db: Executor,
  brandId: string,
  id: string,
  patch: Partial<LevelWrite>,
): Promise<LevelRow | undefined> {
  const [saved] = await db
    .update(t)
    .set(patch)
    .where(and(eq(t.brandId, brandId), eq(t.id, id)))
    .returning();
  return saved;
}

export async function deleteLevel(db: Executor, brandId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(t)
    .where(and(eq(t.brandId, brandId), eq(t.id, id)))
    .returning({ id: t.id });
  return rows.length > 0;
}

/** Serialises edits of one brand's ladder (ranks and codes are checked against the whole ladder). */
export async function lockLadder(tx: Executor, brandId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`vip-ladder:${brandId}`}, 0))`);
}

/**
 * Members per rank. Rank 0 also holds every member the ladder has not counted yet (no VIP row),
 * trial accounts left out.
 */
export async function membersPerRank(db: Executor, brandId: string): Promise<Map<number, number>> {
  const ranked = await db
    .select({ rank: schema.vipMembers.rank, members: count() })
    .from(schema.vipMembers)
    .where(and(eq(schema.vipMembers.brandId, brandId), ne(schema.vipMembers.rank, 0)))
    .groupBy(schema.vipMembers.rank);
  const [all] = await db
    .select({ members: count() })
    .from(schema.members)
    .where(and(eq(schema.members.brandId, brandId), ne(schema.members.accountType, 4)));
  const counts = new Map<number, number>(ranked.map((row) => [row.rank, Number(row.members)]));
  const above = [...counts.values()].reduce((sum, value) => sum + value, 0);
  counts.set(0, Math.max(0, Number(all?.members ?? 0) - above));
  return counts;
}
