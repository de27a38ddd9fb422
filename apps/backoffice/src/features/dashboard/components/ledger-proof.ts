import type { CallValue, reconcileStatusCall } from "@lotus/contracts";

export type ReconcileRun = NonNullable<CallValue<typeof reconcileStatusCall>["latest"]>;

export interface DriftLine {
  accountId: string;
  kind: string;
  balance: string;
  entries: string;
}

export interface UnbalancedLine {
  transactionId: string;
  sum: string;
}

/** What the dashboard says about the latest ledger proof. */
export type LedgerProofState =
  | { kind: "none" }
  | { kind: "clean"; ranAt: number; accountsChecked: number }
  | {
      kind: "drift";
      ranAt: number;
      driftCount: number;
      unbalancedCount: number;
      totalOfAllEntries: string;
      drifts: DriftLine[];
      unbalanced: UnbalancedLine[];
    };

const text = (value: unknown): string =>
  typeof value === "string" || typeof value === "number" ? String(value) : "";

function lines<T>(value: unknown, read: (row: Record<string, unknown>) => T | undefined): T[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((row) =>
    row && typeof row === "object" ? (read(row as Record<string, unknown>) ?? []) : [],
  );
}

/**
 * The latest run as the banner shows it. A run that is not clean, or that found any drift or
 * unbalanced transaction, is drift; the accounts and transactions it recorded (the first 50 of
 * each) are listed, read defensively since `details` is free-form.
 */
export function ledgerProofState(latest: ReconcileRun | null | undefined): LedgerProofState {
  if (!latest) return { kind: "none" };
  const drifted =
    !latest.clean || latest.driftCount > 0 || latest.unbalancedCount > 0 || latest.totalOfAllEntries !== "0";
  if (!drifted) return { kind: "clean", ranAt: latest.ranAt, accountsChecked: latest.accountsChecked };
  return {
    kind: "drift",
    ranAt: latest.ranAt,
    driftCount: latest.driftCount,
    unbalancedCount: latest.unbalancedCount,
    totalOfAllEntries: latest.totalOfAllEntries,
    drifts: lines(latest.details.drifts, (row) =>
      row.accountId === undefined
        ? undefined
        : {
            accountId: text(row.accountId),
            kind: text(row.kind),
            balance: text(row.balance),
            entries: text(row.entries),
          },
    ),
    unbalanced: lines(latest.details.unbalancedTransactions, (row) =>
      row.transactionId === undefined
        ? undefined
        : { transactionId: text(row.transactionId), sum: text(row.sum) },
    ),
  };
}
