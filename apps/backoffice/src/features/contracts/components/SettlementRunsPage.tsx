import "./contracts.css";
import { CONTRACT_TYPES, type ContractType, type SettlementRunView } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import type { FilterField } from "@lotus/ui/data/filters";
import { PagedTable } from "@lotus/ui/data/PagedTable";
import { RowActions } from "@lotus/ui/data/RowActions";
import { useFilters } from "@lotus/ui/data/use-filters";
import { dayKey } from "@lotus/ui/format/format";
import { Button } from "@lotus/ui/primitives/Button";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { FilteredList } from "../../../components/ui/FilteredList";
import { Icon } from "../../../components/ui/Icon";
import { PageHeader } from "../../../components/ui/States";
import { useBrandId, useCan } from "../../../lib/console-context";
import { useMoney } from "../../finance/components/money";
import { TimeZoneNote, useBrandTime } from "../../games/components/parts";
import { type SettlementRunQuery, settlementRunsQuery } from "../api/contracts-api";
import { oneOf, RunStatusBadge, useContractFilters } from "./parts";
import { RerunDialog } from "./RerunDialog";

const PAGE_SIZE = 20;
/** The date range filter on the period start: the address keeps it as periodFrom and periodTo. */
const PERIOD = "period";

/** One row per settlement job period and type: its inputs, totals and corrections; re-run from here. */
export default function SettlementRunsPage() {
  const { t } = useTranslation(["contracts", "common"]);
  const brandId = useBrandId();
  const can = useCan();
  const navigate = useNavigate();
  const money = useMoney();
  const time = useBrandTime();
  const [rerun, setRerun] = useState<{ type: ContractType; day: string } | null>();
  const typeField = useContractFilters({});
  const fields = useMemo<FilterField[]>(
    () => [...typeField, { kind: "dateRange", name: PERIOD, label: t("runs.periodFilter") }],
    [typeField, t],
  );
  const filters = useFilters(fields);
  const search: SettlementRunQuery = {
    type: oneOf(CONTRACT_TYPES, filters.values.type),
    from: filters.values[`${PERIOD}From`] || undefined,
    to: filters.values[`${PERIOD}To`] || undefined,
    page: filters.page,
    pageSize: PAGE_SIZE,
  };
  const query = useQuery(settlementRunsQuery(brandId, search));
  const openSettlements = (run: SettlementRunView) =>
    navigate(`/contract-settlements?${new URLSearchParams({ runId: run.id })}`);
  const columns: DataColumn<SettlementRunView>[] = [
    {
      id: "period",
      header: t("fields.period"),
      primary: true,
      className: "nowrap",
      cell: (run) => (
        <>
          {t(`types.${run.type}`)}
          <div className="muted small">
            {time.format(run.periodStart)} – {time.format(run.periodEnd)}
          </div>
        </>
      ),
    },
    {
      id: "status",
      header: t("fields.status"),
      cell: (run) => (
        <>
          <RunStatusBadge status={run.status} />
          {run.attempt > 1 && (
            <div className="muted small">{t("runs.attempt", { attempt: run.attempt })}</div>
          )}
        </>
      ),
    },
    {
      id: "times",
      header: t("runs.times"),
      className: "nowrap",
      cell: (run) => (
        <>
          {time.format(run.startedAt)}
          <div className="muted small">
            {run.finishedAt === null ? t("runs.notFinished") : time.format(run.finishedAt)}
          </div>
        </>
      ),
    },
    {
      id: "inputs",
      header: t("runs.inputs"),
      className: "nowrap",
      cell: (run) => (
        <>
          {t("runs.turnover", { amount: money(run.teamTurnover) })}
          <div className="muted small">{t("runs.netLoss", { amount: money(run.teamNetLoss) })}</div>
        </>
      ),
    },
    { id: "settlements", header: t("runs.settlements"), numeric: true, cell: (run) => run.settlements },
    {
      id: "total",
      header: t("runs.total"),
      numeric: true,
      className: "nowrap",
      cell: (run) => (
        <>
          {money(run.totalAmount)}
          <div className="muted small">{t("runs.paid", { amount: money(run.paidAmount) })}</div>
          {run.pendingApprovalAmount !== 0 && (
            <div className="muted small">
              {t("runs.waiting", { amount: money(run.pendingApprovalAmount) })}
            </div>
          )}
        </>
      ),
    },
    {
      id: "corrections",
      header: t("runs.corrections"),
      numeric: true,
      className: "nowrap",
      cell: (run) =>
        run.corrections === 0 ? (
          "0"
        ) : (
          <>
            {run.corrections}
            <div className="muted small">{money(run.correctionAmount)}</div>
          </>
        ),
    },
  ];
  const actions = [
    {
      id: "settlements",
      label: t("runs.open"),
      name: (run: SettlementRunView) =>
        t("runs.openOf", { type: t(`types.${run.type}`), start: time.format(run.periodStart) }),
    },
    {
      id: "rerun",
      label: t("runs.rerun"),
      icon: <Icon name="refresh" />,
      when: (run: SettlementRunView) => can("contracts.manage") && run.status === "done",
    },
  ];
  return (
    <>
      <PageHeader
        title={t("runs.title")}
        description={t("runs.description")}
        actions={
          can("contracts.manage") && (
            <Button icon={<Icon name="refresh" />} onClick={() => setRerun(null)}>
              {t("runs.rerunOpen")}
            </Button>
          )
        }
      />
      <FilteredList fields={fields} filters={filters}>
        <PagedTable
          query={query}
          empty={t("runs.empty")}
          onPage={filters.setPage}
          label={t("runs.title")}
          columns={columns}
          rowKey={(run) => run.id}
          onRowClick={openSettlements}
          footer={
            <div className="contracts-footer">
              <TimeZoneNote timeZone={time.timeZone} />
            </div>
          }
          rowActions={(run) => (
            <RowActions
              row={run}
              actions={actions}
              onAction={(action, row) =>
                action.id === "rerun"
                  ? setRerun({ type: row.type, day: dayKey(row.periodStart, time.timeZone) })
                  : openSettlements(row)
              }
            />
          )}
        />
      </FilteredList>
      {rerun !== undefined && (
        <RerunDialog initial={rerun ?? undefined} onClose={() => setRerun(undefined)} />
      )}
    </>
  );
}
