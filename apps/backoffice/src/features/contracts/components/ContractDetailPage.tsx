import type { ContractVersionView, ContractView } from "@lotus/contracts";
import { ErrorState } from "@lotus/ui/data/QueryView";
import { Spinner } from "@lotus/ui/data/states";
import { Button, buttonClass } from "@lotus/ui/primitives/Button";
import { Badge } from "@lotus/ui/status/Badge";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { Icon } from "../../../components/ui/Icon";
import { Card, PageHeader } from "../../../components/ui/States";
import { useBrandId, useCan } from "../../../lib/console-context";
import { ReasonDialog } from "../../finance/components/ReasonDialog";
import { useBrandTime } from "../../games/components/parts";
import { contractQuery, contractsChanged, terminateContract } from "../api/contracts-api";
import { hasPeriods } from "./contract-helpers";
import { AgentLink, ContractStatusBadge, RowsTable } from "./parts";

/** One contract: who holds it, how it stands, and every version of its terms, newest first. */
export default function ContractDetailPage() {
  const { contractId = "" } = useParams();
  const { t } = useTranslation(["contracts", "common"]);
  const brandId = useBrandId();
  const query = useQuery(contractQuery(brandId, contractId));
  const back = (
    <Link to="/contracts" className="back-link">
      <Icon name="chevronLeft" size={14} />
      {t("list.title")}
    </Link>
  );
  if (query.isPending || query.isError) {
    return (
      <>
        <PageHeader title={t("detail.title")} back={back} />
        {query.isPending ? (
          <Spinner />
        ) : (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        )}
      </>
    );
  }
  return <Contract contract={query.data} back={back} />;
}

function Contract({ contract, back }: { contract: ContractView; back: ReactNode }) {
  const { t } = useTranslation(["contracts", "common"]);
  const brandId = useBrandId();
  const can = useCan();
  const queryClient = useQueryClient();
  const time = useBrandTime();
  const [terminating, setTerminating] = useState(false);
  const type = t(`types.${contract.type}`);
  const settlementsLink = `/contract-settlements?${new URLSearchParams({
    type: contract.type,
    agent: contract.agentAccount,
  })}`;
  return (
    <>
      <PageHeader
        title={t("detail.heading", { account: contract.agentAccount, type })}
        back={back}
        description={
          <span className="row">
            <ContractStatusBadge status={contract.status} />
            {contract.terminationBy && <Badge>{t(`terminationBy.${contract.terminationBy}`)}</Badge>}
          </span>
        }
        actions={
          <>
            <Link className={buttonClass()} to={settlementsLink}>
              {t("detail.settlements")}
            </Link>
            {can("contracts.manage") && contract.status === "active" && (
              <Button variant="danger" onClick={() => setTerminating(true)}>
                {t("detail.terminate")}
              </Button>
            )}
          </>
        }
      />
      <div className="stack stack--lg">
        <Card title={t("detail.facts")}>
          <dl className="kv">
            <dt>{t("fields.agent")}</dt>
            <dd>
              <AgentLink id={contract.agentId} account={contract.agentAccount} />
            </dd>
            <dt>{t("fields.upline")}</dt>
            <dd>{contract.uplineAccount ?? t("fields.fromPlatform")}</dd>
            <dt>{t("fields.type")}</dt>
            <dd>{type}</dd>
            <dt>{t("fields.createdAt")}</dt>
            <dd>{time.format(contract.createdAt)}</dd>
            <dt>{t("fields.signedAt")}</dt>
            <dd>{contract.signedAt === null ? t("detail.notSigned") : time.format(contract.signedAt)}</dd>
            <dt>{t("fields.endsAt")}</dt>
            <dd>{contract.endsAt === null ? t("detail.noEnd") : time.format(contract.endsAt)}</dd>
            <dt>{t("fields.currentVersion")}</dt>
            <dd>{t("detail.versionNumber", { version: contract.current.version })}</dd>
          </dl>
        </Card>
        <h2 className="section-title">{t("detail.versions", { count: contract.versions.length })}</h2>
        {contract.versions.map((version) => (
          <VersionCard
            key={version.version}
            contract={contract}
            version={version}
            current={version.version === contract.current.version}
          />
        ))}
      </div>
      {terminating && (
        <ReasonDialog
          title={t("detail.terminateTitle", { account: contract.agentAccount, type })}
          confirmLabel={t("detail.terminate")}
          tone="danger"
          required
          run={(reason) => terminateContract(brandId, contract.id, reason)}
          success={t("detail.terminated", { account: contract.agentAccount })}
          failure={t("failed")}
          onDone={() => contractsChanged(queryClient, brandId)}
          onClose={() => setTerminating(false)}
        >
          <p>{t("detail.terminateText")}</p>
        </ReasonDialog>
      )}
    </>
  );
}

function VersionCard({
  contract,
  version,
  current,
}: {
  contract: ContractView;
  version: ContractVersionView;
  current: boolean;
}) {
  const { t } = useTranslation("contracts");
  const time = useBrandTime();
  const title = t("detail.versionNumber", { version: version.version });
  return (
    <Card
      title={title}
      actions={
        <span className="row">
          {current && <Badge tone="info">{t("detail.current")}</Badge>}
          {version.capped && (
            <Badge tone="warning" title={t("detail.cappedHint")}>
              {t("detail.capped")}
            </Badge>
          )}
        </span>
      }
    >
      <div className="stack">
        <dl className="kv">
          <dt>{t("fields.effectiveFrom")}</dt>
          <dd>{time.format(version.effectiveFrom)}</dd>
          <dt>{t("fields.createdAt")}</dt>
          <dd>{time.format(version.createdAt)}</dd>
          {hasPeriods(contract.type) && (
            <>
              <dt>{t("fields.period")}</dt>
              <dd>{t(`periods.${version.period}`)}</dd>
              <dt>{t("fields.carryNegative")}</dt>
              <dd>{version.carryNegative ? t("policies.yes") : t("policies.no")}</dd>
            </>
          )}
        </dl>
        <RowsTable rows={version.rows} label={t("detail.rowsOf", { version: title })} />
      </div>
    </Card>
  );
}
