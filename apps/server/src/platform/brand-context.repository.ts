import type { Database } from "@lotus/db";
import * as schema from "@lotus/db/schema";

export type BrandRow = typeof schema.brands.$inferSelect;

export function listBrandRows(db: Database): Promise<BrandRow[]> {
  return db.select().from(schema.brands);
}

export async function listBrandIds(db: Database): Promise<string[]> {
  const rows = await db.select({ id: schema.brands.id }).from(schema.brands);
  return rows.map((row) => row.id);
}
