import { formatCount, formatDateTime } from "@lotus/ui/format/format";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/Icon";
import { useCan } from "../../../lib/console-context";
import { ledgerProofQuery } from "../api/ledger-proof-api";
import { ledgerProofState } from "./ledger-proof";

const LISTED = 10;

/**
 * The latest daily ledger proof, read only by operators allowed to (wallet.view or audit.view).
 * Its time is shown in browser time, like every other time of the console.
 */
function useLedgerProof() {
  const can = useCan();
  const allowed = can("wallet.view") || can("audit.view");
  const query = useQuery({ ...ledgerProofQuery, enabled: allowed });
  return allowed && query.data ? ledgerProofState(query.data.latest) : undefined;
}

/** One discreet line under the figures when the latest proof was clean (or none has run yet). */
export function LedgerProofNote() {
  const { t } = useTranslation("dashboard");
  const state = useLedgerProof();
  if (state?.kind === "none") return <p className="muted small ledger-proof">{t("ledger.none")}</p>;
  if (state?.kind !== "clean") return null;
  return (
    <p className="muted small ledger-proof">
      <Icon name="check" size={14} />
      {t("ledger.clean", {
        time: formatDateTime(state.ranAt),
        accounts: formatCount(state.accountsChecked),
      })}
    </p>
  );
}

/**
 * A red banner at the top of the dashboard when the latest proof found drift. No ledger screen
 * exists yet, so it lists the first accounts and transactions the run recorded.
 */
export function LedgerDriftBanner() {
  const { t } = useTranslation("dashboard");
  const state = useLedgerProof();
  if (state?.kind !== "drift") return null;
  const time = formatDateTime(state.ranAt);
  return (
    <div className="alert alert--error ledger-proof ledger-proof--drift" role="alert">
      <Icon name="warning" size={20} />
      <div className="stack">
        <p>
          <strong>{t("ledger.drift", { time })}</strong>
        </p>
        <p>
          {t("ledger.driftSummary", {
            drifts: formatCount(state.driftCount),
            unbalanced: formatCount(state.unbalancedCount),
            total: state.totalOfAllEntries,
          })}
        </p>
        <p className="small">{t("ledger.driftAction")}</p>
        {(state.drifts.length > 0 || state.unbalanced.length > 0) && (
          <details>
            <summary>{t("ledger.details")}</summary>
            <ul className="ledger-proof__list small">
              {state.drifts.slice(0, LISTED).map((drift) => (
                <li key={`a${drift.accountId}`} className="mono">
                  {t("ledger.account", {
                    id: drift.accountId,
                    kind: drift.kind,
                    balance: drift.balance,
                    entries: drift.entries,
                  })}
                </li>
              ))}
              {state.unbalanced.slice(0, LISTED).map((line) => (
                <li key={`t${line.transactionId}`} className="mono">
                  {t("ledger.transaction", { id: line.transactionId, sum: line.sum })}
                </li>
              ))}
              {state.drifts.length + state.unbalanced.length >
                Math.min(state.drifts.length, LISTED) + Math.min(state.unbalanced.length, LISTED) && (
                <li>{t("ledger.more")}</li>
              )}
            </ul>
            <p className="muted small">{t("ledger.minorUnits")}</p>
          </details>
        )}
      </div>
    </div>
  );
}
