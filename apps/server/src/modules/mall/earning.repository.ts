import type { Executor } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { and, eq } from "drizzle-orm";

/** The record of business days whose turnover points were credited. */

const days = schema.mallEarningDays;

export async function earningDone(db: Executor, brandId: string, day: string): Promise<boolean> {
  const [row] = await db
    .select({ day: days.day })
    .from(days)
    .where(and(eq(days.brandId, brandId), eq(days.day, day)));
  return Boolean(row);
}

export async function recordEarning(
  db: Executor,
  entry: { brandId: string; day: string; members: number; points: bigint; finishedAt: Date },
): Promise<void> {
  await db
    .insert(days)
    .values(entry)
    .onConflictDoNothing({ target: [days.brandId, days.day] });
}
