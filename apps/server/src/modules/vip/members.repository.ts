import type { Executor } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { and, asc, count, desc, eq, gt, ilike, isNull, ne, or, sql } from "drizzle-orm";

/** Members' VIP state and the history of their level changes. */

/** Ids bound as one uuid[] parameter (a brand's active members would pass the bind-parameter limit). */
const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(",")}}`}::uuid[]`;

const v = schema.vipMembers;
const m = schema.members;
export type VipMemberRow = typeof v.$inferSelect;
export type VipMemberWrite = typeof v.$inferInsert;

export async function stateOf(db: Executor, brandId: string, memberId: string) {
  const [row] = await db
    .select()
    .from(v)
    .where(and(eq(v.brandId, brandId), eq(v.memberId, memberId)));
  return row;
}

/** The states of some members, locked for the evaluation that rewrites them. */
export async function lockStates(tx: Executor, brandId: string, memberIds: readonly string[]) {
  if (memberIds.length === 0) return new Map<string, VipMemberRow>();
  const rows = await tx
    .select()
    .from(v)
    .where(and(eq(v.brandId, brandId), sql`${v.memberId} = any(${uuidArray(memberIds)})`))
    .for("update");
  return new Map(rows.map((row) => [row.memberId, row]));
}

/** The ranks of some members (a member without a VIP row is on rank 0). */
export async function ranksOf(db: Executor, brandId: string, memberIds: readonly string[]) {
  if (memberIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ memberId: v.memberId, rank: v.rank })
    .from(v)
    .where(and(eq(v.brandId, brandId), sql`${v.memberId} = any(${uuidArray(memberIds)})`));
  return new Map(rows.map((row) => [row.memberId, row.rank]));
}

/** Members above the lowest level: their maintenance windows run whether they play or not. */
export async function rankedMemberIds(db: Executor, brandId: string): Promise<string[]> {
  const rows = await db
    .select({ memberId: v.memberId })
    .from(v)
    .where(and(eq(v.brandId, brandId), gt(v.rank, 0)));
  return rows.map((row) => row.memberId);
}

/** Which of these ids are members of the brand that the ladder counts (trial accounts are not). */
export async function countedMembers(db: Executor, brandId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: m.id })
    .from(m)
    .where(and(eq(m.brandId, brandId), sql`${m.id} = any(${uuidArray(ids)})`, ne(m.accountType, 4)));
  return new Set(rows.map((row) => row.id));
}

/**
 * Members (not trial accounts) whose level is one of these ranks, in id order: a member the ladder
 * has not counted is on rank 0, and a rank above the ladder's top reads as the top (as `standing`).
 */
export async function membersOnRanks(
  db: Executor,
  brandId: string,
  ranks: readonly number[],
  topRank: number,
): Promise<string[]> {
  if (ranks.length === 0) return [];
  const rows = await db
    .select({ id: m.id })
    .from(m)
    .leftJoin(v, eq(v.memberId, m.id))
    .where(
      and(
        eq(m.brandId, brandId),
        ne(m.accountType, 4),
        sql`least(coalesce(${v.rank}, 0), ${topRank}) = any(${`{${ranks.join(",")}}`}::int[])`,
      ),
    )
    .orderBy(asc(m.id));
  return rows.map((row) => row.id);
}

/** Ranked members with what the birthday bonus reads: the stored birthday and the account's age. */
export async function birthdayCandidates(db: Executor, brandId: string) {
  return db
    .select({
      memberId: v.memberId,
      rank: v.rank,
      birthday: sql<string | null>`${m.profile}->>'birthday'`,
      createdAt: m.createdAt,
    })
    .from(v)
    .innerJoin(m, eq(m.id, v.memberId))
    .where(and(eq(v.brandId, brandId), gt(v.rank, 0), sql`${m.profile} ? 'birthday'`));
}

/**
 * Writes evaluated states; a member whose state already counts `evaluatedDay` (a re-run of a run
 * cut short) is left as it is. Returns the members written.
 */
export async function saveEvaluated(tx: Executor, rows: readonly VipMemberWrite[]): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  const saved = await tx
    .insert(v)
    .values([...rows])
    .onConflictDoUpdate({
      target: v.memberId,
      set: {
        rank: excluded("rank"),
        highestRank: excluded("highest_rank"),
        reachedAt: excluded("reached_at"),
        windowStart: excluded("window_start"),
        windowTurnover: excluded("window_turnover"),
        totalDeposit: excluded("total_deposit"),
        totalTurnover: excluded("total_turnover"),
        evaluatedDay: excluded("evaluated_day"),
        updatedAt: excluded("updated_at"),
      },
      setWhere: or(isNull(v.evaluatedDay), sql`${v.evaluatedDay} < excluded.evaluated_day`),
    })
    .returning({ memberId: v.memberId });
  return new Set(saved.map((row) => row.memberId));
}

export async function upsertState(tx: Executor, row: VipMemberWrite): Promise<VipMemberRow> {
  const { memberId: _member, brandId: _brand, ...patch } = row;
  const [saved] = await tx
    .insert(v)
    .values(row)
    .onConflictDoUpdate({ target: v.memberId, set: patch })
    .returning();
  if (!saved) throw new Error("vip state upsert returned nothing");
  return saved;
}

export type ChangeWrite = typeof schema.vipChanges.$inferInsert;

export async function insertChanges(tx: Executor, rows: readonly ChangeWrite[]): Promise<void> {
  if (rows.length > 0) await tx.insert(schema.vipChanges).values([...rows]);
}

/** Promotions recorded for days in [fromDay, toDay]: the upgrade bonuses they owe. */
export async function promotionsBetween(db: Executor, brandId: string, fromDay: string, toDay: string) {
  const c = schema.vipChanges;
  return db
    .select({ memberId: c.memberId, toRank: c.toRank })
    .from(c)
    .where(
      and(
        eq(c.brandId, brandId),
        eq(c.reason, "promotion"),
        sql`${c.day} >= ${fromDay}::date and ${c.day} <= ${toDay}::date`,
      ),
    );
}

export async function memberOfBrand(db: Executor, brandId: string, memberId: string) {
  const [row] = await db
    .select({ id: m.id, account: m.account, accountType: m.accountType })
    .from(m)
    .where(and(eq(m.brandId, brandId), eq(m.id, memberId)));
  return row;
}

/** The back office's list: members with their level (no VIP row = the lowest level, nothing counted). */
export async function listMembers(
  db: Executor,
  brandId: string,
  filter: { rank?: number; account?: string; memberId?: string },
  page: number,
  pageSize: number,
) {
  const conditions = [eq(m.brandId, brandId), ne(m.accountType, 4)];
  if (filter.rank !== undefined)
    conditions.push(
      filter.rank === 0 ? (or(isNull(v.rank), eq(v.rank, 0)) ?? sql`true`) : eq(v.rank, filter.rank),
    );
  if (filter.account)
    conditions.push(ilike(m.accountKey, `%${filter.account.toLowerCase().replace(/[%_\\]/g, "\\$&")}%`));
  if (filter.memberId) conditions.push(eq(m.id, filter.memberId));
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db
      .select({
        memberId: m.id,
        account: m.account,
        rank: sql<number>`coalesce(${v.rank}, 0)`,
        reachedAt: v.reachedAt,
        totalDeposit: v.totalDeposit,
        totalTurnover: v.totalTurnover,
        windowStart: v.windowStart,
        windowTurnover: v.windowTurnover,
        evaluatedDay: v.evaluatedDay,
      })
      .from(m)
      .leftJoin(v, eq(v.memberId, m.id))
      .where(where)
      .orderBy(desc(sql`coalesce(${v.rank}, 0)`), asc(m.accountKey))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(m).leftJoin(v, eq(v.memberId, m.id)).where(where),
  ]);
  return { rows, total: Number(totals[0]?.total ?? 0) };
}
