import type { Executor } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";

/** The mall's gifts and their uploaded images. */

const gifts = schema.mallGifts;
const exchanges = schema.mallExchanges;

export type GiftRow = typeof gifts.$inferSelect;
export type GiftValues = Omit<typeof gifts.$inferInsert, "id" | "brandId">;

export async function listGifts(db: Executor, brandId: string, onlyActive: boolean): Promise<GiftRow[]> {
  return db
    .select()
    .from(gifts)
    .where(and(eq(gifts.brandId, brandId), onlyActive ? eq(gifts.active, true) : undefined))
    .orderBy(asc(gifts.sortOrder), asc(gifts.createdAt));
}

export async function findGift(db: Executor, brandId: string, id: string): Promise<GiftRow | undefined> {
  const [row] = await db
    .select()
    .from(gifts)
    .where(and(eq(gifts.brandId, brandId), eq(gifts.id, id)));
  return row;
}

/** The gift row locked: every exchange of one gift (stock, limits) is decided one after the other. */
export async function lockGift(tx: Executor, brandId: string, id: string): Promise<GiftRow | undefined> {
  const [row] = await tx
    .select()
    .from(gifts)
    .where(and(eq(gifts.brandId, brandId), eq(gifts.id, id)))
    .for("update");
  return row;
}

export async function insertGift(db: Executor, brandId: string, values: GiftValues): Promise<GiftRow> {
  const [row] = await db
    .insert(gifts)
    .values({ ...values, brandId })
    .returning();
  if (!row) throw new Error("gift not inserted");
  return row;
}

export async function updateGift(
  db: Executor,
  brandId: string,
  id: string,
  values: GiftValues,
): Promise<GiftRow | undefined> {
  const [row] = await db
    .update(gifts)
    .set(values)
    .where(and(eq(gifts.brandId, brandId), eq(gifts.id, id)))
    .returning();
  return row;
}

/** Moves a gift's stock by `delta` (unlimited stock stays null). */
export async function moveStock(tx: Executor, giftId: string, delta: number): Promise<void> {
  await tx
    .update(gifts)
    .set({ stock: sql`case when ${gifts.stock} is null then null else ${gifts.stock} + ${delta} end` })
    .where(eq(gifts.id, giftId));
}

/** Per gift: units exchanged (not rejected) and units still processing. */
export async function giftCounts(
  db: Executor,
  giftIds: readonly string[],
): Promise<Map<string, { exchanged: number; processing: number }>> {
  if (giftIds.length === 0) return new Map();
  const rows = await db
    .select({
      giftId: exchanges.giftId,
      exchanged: sql<number>`coalesce(sum(${exchanges.quantity}) filter (where ${exchanges.status} <> 'rejected'), 0)::int`,
      processing: sql<number>`coalesce(sum(${exchanges.quantity}) filter (where ${exchanges.status} = 'processing'), 0)::int`,
    })
    .from(exchanges)
    .where(inArray(exchanges.giftId, [...giftIds]))
    .groupBy(exchanges.giftId);
  return new Map(
    rows.map((row) => [row.giftId, { exchanged: Number(row.exchanged), processing: Number(row.processing) }]),
  );
}

/** What a member exchanged of each gift (not rejected): in all, and on `day`. */
export async function memberUse(
  db: Executor,
  memberId: string,
  day: string,
  giftIds: readonly string[],
): Promise<Map<string, { total: number; today: number }>> {
  if (giftIds.length === 0) return new Map();
  const rows = await db
    .select({
      giftId: exchanges.giftId,
      total: sql<number>`coalesce(sum(${exchanges.quantity}), 0)::int`,
      today: sql<number>`coalesce(sum(${exchanges.quantity}) filter (where ${exchanges.day} = ${day}), 0)::int`,
    })
    .from(exchanges)
    .where(
      and(
        eq(exchanges.memberId, memberId),
        inArray(exchanges.giftId, [...giftIds]),
        ne(exchanges.status, "rejected"),
      ),
    )
    .groupBy(exchanges.giftId);
  return new Map(rows.map((row) => [row.giftId, { total: Number(row.total), today: Number(row.today) }]));
}

export async function insertImage(
  db: Executor,
  image: { brandId: string; mimeType: string; bytes: Buffer },
): Promise<string> {
  const [row] = await db.insert(schema.mallImages).values(image).returning({ id: schema.mallImages.id });
  if (!row) throw new Error("image not inserted");
  return row.id;
}

export async function findImage(db: Executor, brandId: string, id: string) {
  const [row] = await db
    .select({ mimeType: schema.mallImages.mimeType, bytes: schema.mallImages.bytes })
    .from(schema.mallImages)
    .where(and(eq(schema.mallImages.brandId, brandId), eq(schema.mallImages.id, id)));
  return row;
}
