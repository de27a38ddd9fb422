import { CONTRACT_STATUSES, CONTRACT_TYPES, type ContractView } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import { PagedTable } from "@lotus/ui/data/PagedTable";
import { useFilters } from "@lotus/ui/data/use-filters";
import { Button } from "@lotus/ui/primitives/Button";
import { Badge } from "@lotus/ui/status/Badge";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { FilteredList } from "../../../components/ui/FilteredList";
import { Icon } from "../../../components/ui/Icon";
import { PageHeader } from "../../../components/ui/States";
import { useBrandId, useCan } from "../../../lib/console-context";
import { useBrandTime } from "../../games/components/parts";
import { type ContractListQuery, contractsQuery } from "../api/contracts-api";
import { AssignContractDialog } from "./AssignContractDialog";
import { hasPeriods } from "./contract-helpers";
import { ContractStatusBadge, oneOf, topRate, useContractFilters } from "./parts";

const PAGE_SIZE = 20;

/** Every agent contract of the brand; a row opens its versions. Top agents get theirs here. */
export default function ContractsPage() {
  const { t } = useTranslation(["contracts", "common"]);
  const brandId = useBrandId();
  const can = useCan();
  const navigate = useNavigate();
  const time = useBrandTime();
  const [assigning, setAssigning] = useState(false);
  const fields = useContractFilters({ statuses: "contract", agent: true });
  const filters = useFilters(fields);
  const search: ContractListQuery = {
    type: oneOf(CONTRACT_TYPES, filters.values.type),
    status: oneOf(CONTRACT_STATUSES, filters.values.status),
    agent: filters.values.agent || undefined,
    page: filters.page,
    pageSize: PAGE_SIZE,
  };
  const query = useQuery(contractsQuery(brandId, search));
  const open = (contract: ContractView) => navigate(`/contracts/${contract.id}`);
  const columns: DataColumn<ContractView>[] = [
    {
      id: "agent",
      header: t("fields.agent"),
      primary: true,
      cell: (contract) => (
        <>
          <Link to={`/contracts/${contract.id}`}>{contract.agentAccount}</Link>
          <div className="muted small">
            {contract.uplineAccount
              ? t("fields.uplineOf", { upline: contract.uplineAccount })
              : t("fields.fromPlatform")}
          </div>
        </>
      ),
    },
    { id: "type", header: t("fields.type"), cell: (contract) => t(`types.${contract.type}`) },
    {
      id: "status",
      header: t("fields.status"),
      cell: (contract) => <ContractStatusBadge status={contract.status} />,
    },
    {
      id: "terms",
      header: t("fields.terms"),
      cell: (contract) => (
        <>
          {t("fields.versionRows", {
            version: contract.current.version,
            count: contract.current.rows.length,
            rate: topRate(contract.current.rows),
          })}
          {hasPeriods(contract.type) && (
            <div className="muted small">{t(`periods.${contract.current.period}`)}</div>
          )}
          {contract.current.capped && (
            <Badge tone="warning" title={t("detail.cappedHint")}>
              {t("detail.capped")}
            </Badge>
          )}
        </>
      ),
    },
    {
      id: "signedAt",
      header: t("fields.signedAt"),
      className: "nowrap",
      cell: (contract) => time.format(contract.signedAt),
    },
    {
      id: "endsAt",
      header: t("fields.endsAt"),
      className: "nowrap",
      cell: (contract) => time.format(contract.endsAt),
    },
  ];
  return (
    <>
      <PageHeader
        title={t("list.title")}
        description={t("list.description")}
        actions={
          can("contracts.manage") && (
            <Button variant="primary" icon={<Icon name="plus" />} onClick={() => setAssigning(true)}>
              {t("assign.open")}
            </Button>
          )
        }
      />
      <FilteredList fields={fields} filters={filters}>
        <PagedTable
          query={query}
          empty={t("list.empty")}
          onPage={filters.setPage}
          label={t("list.title")}
          columns={columns}
          rowKey={(contract) => contract.id}
          onRowClick={open}
        />
      </FilteredList>
      {assigning && (
        <AssignContractDialog
          onClose={() => setAssigning(false)}
          onAssigned={(contract) => navigate(`/contracts/${contract.id}`)}
        />
      )}
    </>
  );
}
