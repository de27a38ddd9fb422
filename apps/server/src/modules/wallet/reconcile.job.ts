import type { Platform } from "../../platform/platform";
import { reconcile } from "./ledger.repository";
import { findLatestReconcileRun, insertReconcileRun } from "./reconcile.repository";

export const RECONCILE_JOB = "ledger.reconcile";
const DAY_MS = 86_400_000;

/** The daily ledger proof: every run is recorded; a run with drift is the back office's alert. */
export function registerReconcileJob(platform: Platform): void {
  platform.jobs.register({
    name: RECONCILE_JOB,
    periodMs: DAY_MS,
    run: async () => runReconcile(platform),
  });
}

export async function runReconcile(platform: Platform): Promise<string> {
  const report = await reconcile(platform.db);
  const clean =
    report.drifts.length === 0 &&
    report.unbalancedTransactions.length === 0 &&
    report.totalOfAllEntries === "0";
  await insertReconcileRun(platform.db, {
    ranAt: new Date(platform.clock.now()),
    clean,
    accountsChecked: report.accountsChecked,
    driftCount: report.drifts.length,
    unbalancedCount: report.unbalancedTransactions.length,
    totalOfAllEntries: report.totalOfAllEntries,
    details: {
      drifts: report.drifts.slice(0, 50),
      unbalancedTransactions: report.unbalancedTransactions.slice(0, 50),
    },
  });
  if (!clean) platform.logger.error({ report }, "ledger reconcile found drift");
  return clean
    ? `clean (${report.accountsChecked} accounts)`
    : `DRIFT: ${report.drifts.length} accounts, ${report.unbalancedTransactions.length} transactions`;
}

export async function latestReconcileRun(platform: Platform) {
  const row = await findLatestReconcileRun(platform.db);
  return row
    ? {
        ranAt: row.ranAt.getTime(),
        clean: row.clean,
        accountsChecked: row.accountsChecked,
        driftCount: row.driftCount,
        unbalancedCount: row.unbalancedCount,
        totalOfAllEntries: row.totalOfAllEntries,
        details: row.details,
      }
    : null;
}
