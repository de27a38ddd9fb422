import { pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * One row per (job, period) that a worker claimed (DESIGN §1): the primary key makes periodic work
 * run once per period however many workers run; a crashed run is caught up by the next period
 * because job functions process everything due.
 */
export const jobRuns = pgTable(
  "job_runs",
  {
    job: text("job").notNull(),
    periodStart: timestamp("period_start", { withTimezone: true }).notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /** A short result ("12 expired") or the error message. */
    outcome: text("outcome"),
  },
  (table) => [primaryKey({ columns: [table.job, table.periodStart] })],
);
