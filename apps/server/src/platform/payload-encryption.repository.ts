import type { Database } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { and, eq } from "drizzle-orm";

const brandKeys = schema.brandKeys;

/** Stores a key pair unless one with the same id exists. */
export async function insertBrandKey(db: Database, row: typeof brandKeys.$inferInsert): Promise<void> {
  await db.insert(brandKeys).values(row).onConflictDoNothing();
}

/** The brand's oldest active key pair, so racing nodes agree on one. */
export async function findActiveBrandKey(db: Database, brandId: string) {
  const [row] = await db
    .select()
    .from(brandKeys)
    .where(and(eq(brandKeys.brandId, brandId), eq(brandKeys.active, true)))
    .orderBy(brandKeys.createdAt, brandKeys.keyId)
    .limit(1);
  return row;
}
