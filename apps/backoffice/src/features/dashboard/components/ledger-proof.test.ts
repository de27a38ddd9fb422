import { describe, expect, it } from "vitest";
import { ledgerProofState, type ReconcileRun } from "./ledger-proof";

const run = (change: Partial<ReconcileRun> = {}): ReconcileRun => ({
  ranAt: 1_790_000_000_000,
  clean: true,
  accountsChecked: 42,
  driftCount: 0,
  unbalancedCount: 0,
  totalOfAllEntries: "0",
  details: { drifts: [], unbalancedTransactions: [] },
  ...change,
});

describe("ledger proof banner state", () => {
  it("says nothing has run yet when there is no run", () => {
    expect(ledgerProofState(null)).toEqual({ kind: "none" });
  });

  it("is clean with the time and the accounts checked", () => {
    expect(ledgerProofState(run())).toEqual({ kind: "clean", ranAt: 1_790_000_000_000, accountsChecked: 42 });
  });

  it("is drift with the counts and the recorded accounts and transactions", () => {
    const state = ledgerProofState(
      run({
        clean: false,
        driftCount: 1,
        unbalancedCount: 1,
        totalOfAllEntries: "-500",
        details: {
          drifts: [
            { accountId: "7", kind: "main", memberId: "m", balance: "1000", entries: "500" },
            "not a row",
            { kind: "no id" },
          ],
          unbalancedTransactions: [{ transactionId: "9", sum: "-500" }],
        },
      }),
    );
    expect(state).toEqual({
      kind: "drift",
      ranAt: 1_790_000_000_000,
      driftCount: 1,
      unbalancedCount: 1,
      totalOfAllEntries: "-500",
      drifts: [{ accountId: "7", kind: "main", balance: "1000", entries: "500" }],
      unbalanced: [{ transactionId: "9", sum: "-500" }],
    });
  });

  it("treats counts or a non-zero total as drift even if the run says clean, and survives odd details", () => {
    expect(ledgerProofState(run({ driftCount: 2, details: { drifts: "oops" } })).kind).toBe("drift");
    expect(ledgerProofState(run({ totalOfAllEntries: "1" })).kind).toBe("drift");
    expect(ledgerProofState(run({ clean: false, details: {} }))).toMatchObject({
      drifts: [],
      unbalanced: [],
    });
  });
});
