import type { Database } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { desc } from "drizzle-orm";

const runs = schema.ledgerReconcileRuns;

export async function insertReconcileRun(db: Database, row: typeof runs.$inferInsert): Promise<void> {
  await db.insert(runs).values(row);
}

export async function findLatestReconcileRun(db: Database) {
  const [row] = await db.select().from(runs).orderBy(desc(runs.ranAt)).limit(1);
  return row;
}
