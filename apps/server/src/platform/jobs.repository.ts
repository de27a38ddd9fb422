import type { Database } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { and, eq } from "drizzle-orm";

const jobRuns = schema.jobRuns;

/** Inserts (job, period start); false when another worker already claimed that period. */
export async function claimJobRun(
  db: Database,
  job: string,
  periodStart: Date,
  startedAt: Date,
): Promise<boolean> {
  const claimed = await db
    .insert(jobRuns)
    .values({ job, periodStart, startedAt })
    .onConflictDoNothing()
    .returning({ job: jobRuns.job });
  return claimed.length > 0;
}

export async function finishJobRun(
  db: Database,
  job: string,
  periodStart: Date,
  finishedAt: Date,
  outcome: string,
): Promise<void> {
  await db
    .update(jobRuns)
    .set({ finishedAt, outcome })
    .where(and(eq(jobRuns.job, job), eq(jobRuns.periodStart, periodStart)));
}
