import "./contracts.css";
import { CONTRACT_TYPES, SETTLEMENT_STATUSES, type SettlementAdminView } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import { PagedTable } from "@lotus/ui/data/PagedTable";
import { RowActions } from "@lotus/ui/data/RowActions";
import { useFilters } from "@lotus/ui/data/use-filters";
import { Badge } from "@lotus/ui/status/Badge";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { FilteredList } from "../../../components/ui/FilteredList";
import { Icon } from "../../../components/ui/Icon";
import { PageHeader } from "../../../components/ui/States";
import { useBrandId, useCan } from "../../../lib/console-context";
import { useMoney } from "../../finance/components/money";
import { ReasonDialog } from "../../finance/components/ReasonDialog";
import type { Review } from "../../finance/components/ReviewDialog";
import { TimeZoneNote, useBrandTime } from "../../games/components/parts";
import {
  approveSettlement,
  contractsChanged,
  rejectSettlement,
  type SettlementListQuery,
  settlementsQuery,
} from "../api/contracts-api";
import { formatRate } from "./contract-helpers";
import { AgentLink, oneOf, SettlementStatusBadge, useContractFilters } from "./parts";

const PAGE_SIZE = 20;
/** A run's settlements are opened from the runs screen by this address parameter. */
const RUN_PARAM = "runId";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Settlements and corrections with the inputs they were computed from; large ones wait here for approval. */
export default function SettlementsPage() {
  const { t } = useTranslation(["contracts", "common"]);
  const brandId = useBrandId();
  const can = useCan();
  const queryClient = useQueryClient();
  const money = useMoney();
  const time = useBrandTime();
  const [params] = useSearchParams();
  const [action, setAction] = useState<{ review: Review<SettlementAdminView>; row: SettlementAdminView }>();
  const fields = useContractFilters({ statuses: "settlement", agent: true });
  const filters = useFilters(fields);
  const runId = params.get(RUN_PARAM) ?? "";
  const search: SettlementListQuery = {
    type: oneOf(CONTRACT_TYPES, filters.values.type),
    status: oneOf(SETTLEMENT_STATUSES, filters.values.status),
    agent: filters.values.agent || undefined,
    runId: UUID.test(runId) ? runId : undefined,
    page: filters.page,
    pageSize: PAGE_SIZE,
  };
  const query = useQuery(settlementsQuery(brandId, search));
  const withoutRun = new URLSearchParams(params);
  withoutRun.delete(RUN_PARAM);
  const columns: DataColumn<SettlementAdminView>[] = [
    {
      id: "agent",
      header: t("fields.agent"),
      primary: true,
      cell: (row) => (
        <>
          <AgentLink id={row.agentId} account={row.agentAccount} />
          <div className="muted small">
            <Link to={`/contracts/${row.contractId}`}>
              {t("settlements.contractVersion", { type: t(`types.${row.type}`), version: row.version })}
            </Link>
          </div>
        </>
      ),
    },
    {
      id: "period",
      header: t("fields.period"),
      className: "nowrap",
      cell: (row) => (
        <>
          {time.format(row.periodStart)}
          <div className="muted small">{time.format(row.periodEnd)}</div>
          {row.kind === "correction" && <Badge tone="info">{t("kinds.correction")}</Badge>}
        </>
      ),
    },
    {
      id: "inputs",
      header: t("settlements.inputs"),
      className: "nowrap",
      cell: (row) => (
        <>
          {t("runs.turnover", { amount: money(row.teamTurnover) })}
          <div className="muted small">{t("settlements.wins", { amount: money(row.teamWins) })}</div>
          <div className="muted small">{t("runs.netLoss", { amount: money(row.teamNetLoss) })}</div>
          <div className="muted small">{t("settlements.active", { count: row.activeMembers })}</div>
          {row.carryIn !== 0 && (
            <div className="muted small">{t("settlements.carryIn", { amount: money(row.carryIn) })}</div>
          )}
        </>
      ),
    },
    {
      id: "computation",
      header: t("settlements.computation"),
      className: "nowrap",
      cell: (row) => (
        <>
          {t("settlements.base", { amount: money(row.base), rate: formatRate(row.rateBp) })}
          <div className="muted small">{t("settlements.gross", { amount: money(row.gross) })}</div>
          {row.childrenGross !== 0 && (
            <div className="muted small">
              {t("settlements.children", { amount: money(row.childrenGross) })}
            </div>
          )}
        </>
      ),
    },
    {
      id: "amount",
      header: t("fields.amount"),
      numeric: true,
      className: "nowrap",
      cell: (row) => money(row.amount),
    },
    {
      id: "status",
      header: t("fields.status"),
      cell: (row) => (
        <>
          <SettlementStatusBadge status={row.status} />
          {row.paidAt !== null && <div className="muted small nowrap">{time.format(row.paidAt)}</div>}
          {row.decidedBy && (
            <div className="muted small">{t("settlements.decidedBy", { who: row.decidedBy })}</div>
          )}
          {row.decisionReason && <div className="muted small">{row.decisionReason}</div>}
        </>
      ),
    },
  ];
  const waiting = (row: SettlementAdminView) => row.status === "pending_approval" && can("contracts.approve");
  const reviews: Review<SettlementAdminView>[] = [
    {
      id: "approve",
      label: t("settlements.approve"),
      variant: "primary",
      icon: <Icon name="check" />,
      when: waiting,
      reasonRequired: false,
      title: (row) => t("settlements.approveTitle", { account: row.agentAccount }),
      done: (row) => t("settlements.approved", { account: row.agentAccount }),
      run: (row, text) => approveSettlement(brandId, row.id, text),
    },
    {
      id: "reject",
      label: t("settlements.reject"),
      variant: "danger",
      when: waiting,
      reasonRequired: true,
      title: (row) => t("settlements.rejectTitle", { account: row.agentAccount }),
      done: (row) => t("settlements.rejected", { account: row.agentAccount }),
      run: (row, text) => rejectSettlement(brandId, row.id, text ?? ""),
    },
  ];
  return (
    <>
      <PageHeader title={t("settlements.title")} description={t("settlements.description")} />
      <FilteredList
        fields={fields}
        filters={filters}
        note={
          search.runId && (
            <p className="muted small">
              {t("settlements.ofRun")} <Link to={`?${withoutRun}`}>{t("settlements.allRuns")}</Link>
            </p>
          )
        }
      >
        <PagedTable
          query={query}
          empty={t("settlements.empty")}
          onPage={filters.setPage}
          label={t("settlements.title")}
          columns={columns}
          rowKey={(row) => row.id}
          totals={(data) => ({ amount: money(data.totalAmount) })}
          footer={
            <div className="contracts-footer">
              <TimeZoneNote timeZone={time.timeZone} />
            </div>
          }
          rowActions={(row) => (
            <RowActions
              row={row}
              actions={reviews}
              onAction={(review, chosen) => setAction({ review, row: chosen })}
            />
          )}
        />
      </FilteredList>
      {action && (
        <ReasonDialog
          title={action.review.title(action.row)}
          confirmLabel={action.review.label}
          tone={action.review.variant}
          required={action.review.reasonRequired}
          run={(text) => action.review.run(action.row, text)}
          success={action.review.done(action.row)}
          failure={t("failed")}
          onDone={() => contractsChanged(queryClient, brandId)}
          onClose={() => setAction(undefined)}
        >
          <p>
            {t("settlements.summary", {
              account: action.row.agentAccount,
              type: t(`types.${action.row.type}`),
              amount: money(action.row.amount),
              start: time.format(action.row.periodStart),
            })}
          </p>
        </ReasonDialog>
      )}
    </>
  );
}
