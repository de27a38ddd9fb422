import type { Executor } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { eq } from "drizzle-orm";

export type BrandRow = typeof schema.brands.$inferSelect;
export type BrandChanges = Partial<typeof schema.brands.$inferInsert>;

export async function listBrandRows(db: Executor): Promise<BrandRow[]> {
  return db.select().from(schema.brands).orderBy(schema.brands.createdAt);
}

export async function findBrandRow(db: Executor, id: string): Promise<BrandRow | undefined> {
  const [row] = await db.select().from(schema.brands).where(eq(schema.brands.id, id));
  return row;
}

export async function insertBrand(
  db: Executor,
  values: typeof schema.brands.$inferInsert,
): Promise<BrandRow> {
  const [row] = await db.insert(schema.brands).values(values).returning();
  if (!row) throw new Error("brand not inserted");
  return row;
}

export async function updateBrand(db: Executor, id: string, values: BrandChanges): Promise<BrandRow> {
  const [row] = await db.update(schema.brands).set(values).where(eq(schema.brands.id, id)).returning();
  if (!row) throw new Error("brand not updated");
  return row;
}
