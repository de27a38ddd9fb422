import type { ContractType } from "@lotus/contracts";
import { QueryView } from "@lotus/ui/data/QueryView";
import { EmptyState } from "@lotus/ui/data/states";
import { Button } from "@lotus/ui/primitives/Button";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/Icon";
import { type Contract, myContractQuery } from "../api/contracts-api";
import { ContractActionDialog, type ContractCommand } from "./ContractActionDialog";
import { ContractDetails } from "./ContractDetails";
import { ContractStatusBadge, useFormats } from "./parts";

/** My contracts, one section per type the flags show: offers to sign first, then the one in force. */
export function MyContracts({ types }: { types: readonly ContractType[] }) {
  const { t } = useTranslation("contracts");
  if (types.length === 0)
    return (
      <EmptyState
        heading
        icon={<Icon name="award" size={32} />}
        title={t("mine.noneTitle")}
        description={t("mine.noneText")}
      />
    );
  return (
    <div className="contracts-mine">
      {types.map((type) => (
        <MyContractSection key={type} type={type} />
      ))}
    </div>
  );
}

function MyContractSection({ type }: { type: ContractType }) {
  const { t } = useTranslation("contracts");
  const titleId = useId();
  const mine = useQuery(myContractQuery(type));
  return (
    <section className="card contract-section" aria-labelledby={titleId}>
      <h4 id={titleId} className="contract-section__title">
        {t(`types.${type}`)}
      </h4>
      <QueryView
        query={mine}
        isEmpty={(data) => !data.current && data.offers.length === 0 && data.history.length === 0}
        empty={<EmptyState title={t("mine.noneOfType")} />}
      >
        {(data) => (
          <>
            {data.offers.map((offer) => (
              <ContractPanel key={offer.id} contract={offer} kind="offer" />
            ))}
            {data.current ? (
              <ContractPanel contract={data.current} kind="current" />
            ) : (
              <p className="contract-note">{t("mine.noCurrent")}</p>
            )}
            {data.history.length > 0 && <PastContracts contracts={data.history} />}
          </>
        )}
      </QueryView>
    </section>
  );
}

/** The commands a contract of mine offers in its state (SPEC §4). */
function commandsFor(contract: Contract, kind: "offer" | "current"): ContractCommand[] {
  if (kind === "offer") return contract.status === "pending" ? ["sign", "reject"] : [];
  return contract.status === "active" ? ["terminate"] : [];
}

function ContractPanel({ contract, kind }: { contract: Contract; kind: "offer" | "current" }) {
  const { t } = useTranslation("contracts");
  const [command, setCommand] = useState<ContractCommand | null>(null);
  const commands = commandsFor(contract, kind);
  return (
    <article className={`contract-panel contract-panel--${kind}`}>
      <header className="contract-panel__header">
        <h5 className="contract-panel__title">
          {kind === "offer"
            ? t("mine.offerFrom", { account: contract.uplineAccount ?? t("details.platform") })
            : t("mine.current")}
        </h5>
        {kind === "offer" && <p className="contract-panel__hint">{t("mine.offerHint")}</p>}
      </header>
      <ContractDetails contract={contract} party="upline" />
      {commands.length > 0 && (
        <div className="contract-panel__actions">
          {commands.map((name) => (
            <Button
              key={name}
              size="small"
              variant={name === "sign" ? "primary" : name === "reject" ? "secondary" : "danger"}
              onClick={() => setCommand(name)}
            >
              {t(`commands.${name}.button`)}
            </Button>
          ))}
        </div>
      )}
      {command && (
        <ContractActionDialog command={command} contract={contract} onClose={() => setCommand(null)} />
      )}
    </article>
  );
}

/** Contracts that ended, were rejected or withdrawn, newest first, folded away. */
function PastContracts({ contracts }: { contracts: readonly Contract[] }) {
  const { t } = useTranslation("contracts");
  const { time } = useFormats();
  return (
    <details className="contract-versions">
      <summary>{t("mine.history", { count: contracts.length })}</summary>
      <ul className="contract-history">
        {contracts.map((contract) => (
          <li key={contract.id} className="contract-history__item">
            <ContractStatusBadge status={contract.status} />
            <span>{t("details.versionNumber", { n: contract.current.version })}</span>
            <span className="contract-note">
              {t("mine.historyDates", {
                from: time(contract.current.effectiveFrom),
                to: contract.endsAt !== null ? time(contract.endsAt) : "—",
              })}
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}
