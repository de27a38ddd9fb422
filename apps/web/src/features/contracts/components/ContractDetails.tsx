import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/Icon";
import type { Contract } from "../api/contracts-api";
import { ContractRowsTable, ContractStatusBadge, useFormats } from "./parts";

/**
 * One contract's terms (SPEC §3): the version in force (or offered), its period and carry-over,
 * status and dates, the rows, a note when the platform capped it, and the earlier versions.
 */
export function ContractDetails({ contract, party }: { contract: Contract; party: "upline" | "agent" }) {
  const { t } = useTranslation("contracts");
  const { time } = useFormats();
  const { current } = contract;
  const counterpart =
    party === "upline" ? (contract.uplineAccount ?? t("details.platform")) : contract.agentAccount;
  const earlier = contract.versions.filter((version) => version.version !== current.version);
  return (
    <div className="contract-details">
      <dl className="contract-facts">
        <div className="contract-fact">
          <dt>{t("details.status")}</dt>
          <dd>
            <ContractStatusBadge status={contract.status} />
          </dd>
        </div>
        <div className="contract-fact">
          <dt>{t(`details.${party}`)}</dt>
          <dd>{counterpart}</dd>
        </div>
        <div className="contract-fact">
          <dt>{t("details.version")}</dt>
          <dd>{t("details.versionNumber", { n: current.version })}</dd>
        </div>
        {contract.type === "dividend" && (
          <>
            <div className="contract-fact">
              <dt>{t("details.period")}</dt>
              <dd>{t(`periods.${current.period}`)}</dd>
            </div>
            <div className="contract-fact">
              <dt>{t("details.carryNegative")}</dt>
              <dd>{current.carryNegative ? t("details.yes") : t("details.no")}</dd>
            </div>
          </>
        )}
        <div className="contract-fact">
          <dt>{t("details.effectiveFrom")}</dt>
          <dd>{time(current.effectiveFrom)}</dd>
        </div>
        {contract.signedAt !== null && (
          <div className="contract-fact">
            <dt>{t("details.signedAt")}</dt>
            <dd>{time(contract.signedAt)}</dd>
          </div>
        )}
        {contract.endsAt !== null && (
          <div className="contract-fact">
            <dt>{t("details.endsAt")}</dt>
            <dd>{time(contract.endsAt)}</dd>
          </div>
        )}
        {contract.terminationBy !== null && (
          <div className="contract-fact">
            <dt>{t("details.terminationBy")}</dt>
            <dd>{t(`terminationBy.${contract.terminationBy}`)}</dd>
          </div>
        )}
      </dl>
      {current.capped && (
        <p className="alert contract-capped" role="note">
          <Icon name="warning" size={16} />
          {t("details.capped")}
        </p>
      )}
      <ContractRowsTable
        rows={current.rows}
        label={t("rows.caption", { type: t(`types.${contract.type}`), n: current.version })}
      />
      {earlier.length > 0 && (
        <details className="contract-versions">
          <summary>{t("details.earlier", { count: earlier.length })}</summary>
          {earlier.map((version) => (
            <section key={version.version} className="contract-version">
              <h5 className="contract-version__title">
                {t("details.versionFrom", { n: version.version, time: time(version.effectiveFrom) })}
                {version.capped && <span className="contract-version__note">{t("details.cappedShort")}</span>}
              </h5>
              <ContractRowsTable
                rows={version.rows}
                label={t("rows.caption", { type: t(`types.${contract.type}`), n: version.version })}
              />
            </section>
          ))}
        </details>
      )}
    </div>
  );
}
