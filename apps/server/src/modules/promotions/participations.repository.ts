import type { Executor } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";

/** Members' participation, check-ins, uploaded images and the jobs' watermarks. */

const participations = schema.promotionParticipations;
export type ParticipationRow = typeof participations.$inferSelect;
export type NewParticipation = typeof participations.$inferInsert;

export async function findParticipation(
  db: Executor,
  promotionId: string,
  memberId: string,
): Promise<ParticipationRow | undefined> {
  const [row] = await db
    .select()
    .from(participations)
    .where(and(eq(participations.promotionId, promotionId), eq(participations.memberId, memberId)));
  return row;
}

export async function findParticipationById(db: Executor, brandId: string, id: string) {
  const [row] = await db
    .select()
    .from(participations)
    .where(and(eq(participations.brandId, brandId), eq(participations.id, id)));
  return row;
}

/** The member's row for the promotion, locked (created first when missing, as `status`). */
export async function lockParticipation(
  tx: Executor,
  values: NewParticipation,
): Promise<{ row: ParticipationRow; created: boolean }> {
  const [inserted] = await tx.insert(participations).values(values).onConflictDoNothing().returning();
  if (inserted) return { row: inserted, created: true };
  const [row] = await tx
    .select()
    .from(participations)
    .where(
      and(eq(participations.promotionId, values.promotionId), eq(participations.memberId, values.memberId)),
    )
    .for("update");
  if (!row) throw new Error("participation vanished");
  return { row, created: false };
}

export async function updateParticipation(tx: Executor, id: string, values: Partial<NewParticipation>) {
  const [row] = await tx.update(participations).set(values).where(eq(participations.id, id)).returning();
  if (!row) throw new Error("participation not updated");
  return row;
}

/** Rows of several members in one promotion. */
export async function participationsOf(db: Executor, promotionId: string, memberIds: readonly string[]) {
  if (memberIds.length === 0) return new Map<string, ParticipationRow>();
  const rows = await db
    .select()
    .from(participations)
    .where(
      and(eq(participations.promotionId, promotionId), inArray(participations.memberId, [...memberIds])),
    );
  return new Map(rows.map((row) => [row.memberId, row]));
}

/** Is this Zalo number already bound to someone else's participation in the promotion? */
export async function zaloTaken(db: Executor, promotionId: string, zalo: string, memberId: string) {
  const [row] = await db
    .select({ memberId: participations.memberId })
    .from(participations)
    .where(and(eq(participations.promotionId, promotionId), eq(participations.zalo, zalo)));
  return Boolean(row && row.memberId !== memberId);
}

export async function listApplications(
  db: Executor,
  filter: { brandId: string; status: string; promotionId?: string },
  page: number,
  pageSize: number,
) {
  const where = and(
    eq(participations.brandId, filter.brandId),
    eq(participations.status, filter.status),
    sql`${participations.appliedAt} is not null`,
    filter.promotionId ? eq(participations.promotionId, filter.promotionId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        row: participations,
        account: schema.members.account,
        title: schema.promotions.title,
        reviewer: schema.operators.username,
      })
      .from(participations)
      .innerJoin(schema.members, eq(schema.members.id, participations.memberId))
      .innerJoin(schema.promotions, eq(schema.promotions.id, participations.promotionId))
      .leftJoin(schema.operators, eq(schema.operators.id, participations.reviewedBy))
      .where(where)
      .orderBy(filter.status === "applying" ? participations.appliedAt : desc(participations.reviewedAt))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(participations).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

// ---------- check-ins ----------

const checkins = schema.promotionCheckins;

export async function lastCheckin(db: Executor, promotionId: string, memberId: string) {
  const [row] = await db
    .select({ day: checkins.day, streak: checkins.streak })
    .from(checkins)
    .where(and(eq(checkins.promotionId, promotionId), eq(checkins.memberId, memberId)))
    .orderBy(desc(checkins.day))
    .limit(1);
  return row;
}

/** Records today's check-in; false when the member already checked in today. */
export async function insertCheckin(tx: Executor, values: typeof checkins.$inferInsert): Promise<boolean> {
  const rows = await tx
    .insert(checkins)
    .values(values)
    .onConflictDoNothing()
    .returning({ day: checkins.day });
  return rows.length > 0;
}

// ---------- images ----------

const media = schema.promotionMedia;

export async function insertMedia(db: Executor, values: typeof media.$inferInsert): Promise<string> {
  const [row] = await db.insert(media).values(values).returning({ id: media.id });
  if (!row) throw new Error("image not inserted");
  return row.id;
}

export async function findMedia(db: Executor, id: string) {
  const [row] = await db.select().from(media).where(eq(media.id, id));
  return row;
}

export async function countOwnMedia(db: Executor, brandId: string, memberId: string, ids: readonly string[]) {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ value: count() })
    .from(media)
    .where(
      and(
        eq(media.brandId, brandId),
        eq(media.ownerMemberId, memberId),
        eq(media.kind, "application"),
        inArray(media.id, [...ids]),
      ),
    );
  return row?.value ?? 0;
}

// ---------- watermarks ----------

const watermarks = schema.promotionWatermarks;

export async function watermark(db: Executor, brandId: string, name: string): Promise<bigint> {
  const [row] = await db
    .select({ position: watermarks.position })
    .from(watermarks)
    .where(and(eq(watermarks.brandId, brandId), eq(watermarks.name, name)));
  return row?.position ?? 0n;
}

export async function setWatermark(db: Executor, brandId: string, name: string, position: bigint, at: Date) {
  await db
    .insert(watermarks)
    .values({ brandId, name, position, updatedAt: at })
    .onConflictDoUpdate({ target: [watermarks.brandId, watermarks.name], set: { position, updatedAt: at } });
}
