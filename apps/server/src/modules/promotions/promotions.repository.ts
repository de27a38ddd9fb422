import type { Executor } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, lte, or, sql } from "drizzle-orm";

/** Promotions: the operator's definitions, read by the site (published ones) and the jobs. */

const table = schema.promotions;
export type PromotionRow = typeof table.$inferSelect;
export type NewPromotion = typeof table.$inferInsert;

export async function insertPromotion(db: Executor, values: NewPromotion): Promise<PromotionRow> {
  const [row] = await db.insert(table).values(values).returning();
  if (!row) throw new Error("promotion not inserted");
  return row;
}

export async function updatePromotion(
  db: Executor,
  id: string,
  values: Partial<NewPromotion>,
): Promise<PromotionRow> {
  const [row] = await db.update(table).set(values).where(eq(table.id, id)).returning();
  if (!row) throw new Error("promotion not updated");
  return row;
}

export async function findPromotion(
  db: Executor,
  brandId: string,
  id: string,
): Promise<PromotionRow | undefined> {
  const [row] = await db
    .select()
    .from(table)
    .where(and(eq(table.brandId, brandId), eq(table.id, id)));
  return row;
}

/** Locks the promotion row: joins and grants of a one-per-person promotion go one at a time. */
export async function lockPromotion(tx: Executor, id: string): Promise<void> {
  await tx.select({ id: table.id }).from(table).where(eq(table.id, id)).for("update");
}

export interface PromotionFilter {
  brandId: string;
  status?: string;
  type?: string;
  q?: string;
}

const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listPromotions(db: Executor, filter: PromotionFilter, page: number, pageSize: number) {
  const where = and(
    eq(table.brandId, filter.brandId),
    filter.status ? eq(table.status, filter.status) : undefined,
    filter.type ? eq(table.type, filter.type) : undefined,
    filter.q ? ilike(sql`${table.title}::text`, contains(filter.q)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(table)
      .where(where)
      .orderBy(desc(table.startsAt), asc(table.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(table).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function allPromotions(db: Executor, brandId: string): Promise<PromotionRow[]> {
  return db.select().from(table).where(eq(table.brandId, brandId)).orderBy(desc(table.startsAt));
}

/** Published promotions not over at `at` (live and coming), in the site's order. */
export async function publishedPromotions(db: Executor, brandId: string, at: Date): Promise<PromotionRow[]> {
  return db
    .select()
    .from(table)
    .where(
      and(
        eq(table.brandId, brandId),
        eq(table.status, "published"),
        or(isNull(table.endsAt), gt(table.endsAt, at)),
      ),
    )
    .orderBy(asc(table.sortOrder), desc(table.startsAt), asc(table.id));
}

/** Promotions of these types live at `at`, across brands (the jobs' work list). */
export async function livePromotionsOfTypes(db: Executor, types: readonly string[], at: Date) {
  return db
    .select()
    .from(table)
    .where(
      and(
        inArray(table.type, [...types]),
        eq(table.status, "published"),
        lte(table.startsAt, at),
        or(isNull(table.endsAt), gt(table.endsAt, at)),
      ),
    );
}

/** Promotions of these types published and started before `at` whose end is after `since` (deposits may fall in). */
export async function promotionsActiveBetween(
  db: Executor,
  brandId: string | undefined,
  types: readonly string[],
  since: Date,
  at: Date,
) {
  return db
    .select()
    .from(table)
    .where(
      and(
        brandId ? eq(table.brandId, brandId) : undefined,
        inArray(table.type, [...types]),
        inArray(table.status, ["published", "ended"]),
        lte(table.startsAt, at),
        or(isNull(table.endsAt), gt(table.endsAt, since)),
      ),
    );
}

/** Applications waiting for review, by promotion. */
export async function pendingCounts(db: Executor, brandId: string): Promise<Map<string, number>> {
  const participations = schema.promotionParticipations;
  const rows = await db
    .select({ promotionId: participations.promotionId, value: count() })
    .from(participations)
    .where(and(eq(participations.brandId, brandId), eq(participations.status, "applying")))
    .groupBy(participations.promotionId);
  return new Map(rows.map((row) => [row.promotionId, row.value]));
}
