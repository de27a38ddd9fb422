/**
 * `npm run reconcile`: the ledger proof (DESIGN §4) on DATABASE_URL, or on the embedded database of
 * DATA_DIR when the server is not running. Exits 1 and lists the differences when anything drifts.
 */
import { connectPostgres, openPglite } from "@lotus/db";
import { reconcile } from "../apps/server/src/modules/wallet";

async function main(): Promise<number> {
  const handle = process.env.DATABASE_URL
    ? connectPostgres(process.env.DATABASE_URL, { max: 2 })
    : await openPglite(process.env.DATA_DIR ?? "./data");
  try {
    await handle.migrate();
    const report = await reconcile(handle.db);
    console.info(
      `accounts checked: ${report.accountsChecked}; sum of all entries: ${report.totalOfAllEntries}`,
    );
    for (const drift of report.drifts) {
      console.error(
        `DRIFT account ${drift.accountId} (${drift.kind}, member ${drift.memberId}): balance ${drift.balance} ≠ entries ${drift.entries}`,
      );
    }
    for (const transaction of report.unbalancedTransactions) {
      console.error(`UNBALANCED transaction ${transaction.transactionId}: entries sum to ${transaction.sum}`);
    }
    const clean =
      report.drifts.length === 0 &&
      report.unbalancedTransactions.length === 0 &&
      report.totalOfAllEntries === "0";
    console.info(clean ? "reconcile: clean" : "reconcile: DRIFT FOUND");
    return clean ? 0 : 1;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
