import { type FinanceWithdrawalView, WITHDRAWAL_STATUSES } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import { DataTable } from "@lotus/ui/data/DataTable";
import { FilterBar } from "@lotus/ui/data/FilterBar";
import { type FilterField, writePage } from "@lotus/ui/data/filters";
import { QueryView } from "@lotus/ui/data/QueryView";
import { EmptyState } from "@lotus/ui/data/states";
import { useFilters } from "@lotus/ui/data/use-filters";
import { DateTime } from "@lotus/ui/format/DateTime";
import { Button } from "@lotus/ui/primitives/Button";
import { TabPanel, Tabs } from "@lotus/ui/primitives/Tabs";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { Card, PageHeader } from "../../../components/ui/States";
import { useBrandId } from "../../../lib/console-context";
import {
  approveWithdrawal,
  disburseWithdrawal,
  financeChanged,
  rejectWithdrawal,
  type WithdrawalQuery,
  withdrawalsQuery,
} from "../api/finance-api";
import { DisputeList } from "./DisputeList";
import { useMoney } from "./money";
import { chosenStatus, StatusBadge, useStatusField } from "./parts";
import { ReasonDialog } from "./ReasonDialog";

type Status = (typeof WITHDRAWAL_STATUSES)[number];
type Tab = "queue" | "disputes";

const PAGE_SIZE = 20;

/** The withdrawal queue (approve, mark paid out, reject) and the payments reported as not received. */
export default function WithdrawalsPage() {
  const { t } = useTranslation(["finance", "common"]);
  const [tab, setTab] = useState<Tab>("queue");
  const [, setParams] = useSearchParams();
  // Each tab's list starts on its first page; the filters of both stay in the URL.
  const openTab = (next: Tab) => {
    setTab(next);
    setParams((current) => writePage(current, 1), { replace: true });
  };
  return (
    <>
      <PageHeader title={t("withdrawals.title")} description={t("withdrawals.description")} />
      <Tabs
        idPrefix="withdrawals"
        label={t("withdrawals.tabsLabel")}
        active={tab}
        onChange={openTab}
        tabs={[
          { id: "queue", label: t("withdrawals.tabs.queue") },
          { id: "disputes", label: t("withdrawals.tabs.disputes") },
        ]}
      />
      <TabPanel idPrefix="withdrawals" id="queue" active={tab === "queue"}>
        <WithdrawalQueue />
      </TabPanel>
      <TabPanel idPrefix="withdrawals" id="disputes" active={tab === "disputes"}>
        {tab === "disputes" && <DisputeList />}
      </TabPanel>
    </>
  );
}

type WithdrawalAction = "approve" | "disburse" | "reject";
const DONE_KEY = {
  approve: "withdrawals.approved",
  disburse: "withdrawals.disbursed",
  reject: "withdrawals.rejected",
} as const;

function WithdrawalQueue() {
  const { t } = useTranslation(["finance", "common"]);
  const brandId = useBrandId();
  const queryClient = useQueryClient();
  const money = useMoney();
  const [action, setAction] = useState<{ kind: WithdrawalAction; withdrawal: FinanceWithdrawalView }>();
  // The queue opens on pending withdrawals; "all" is an explicit choice kept in the URL.
  const statusFilter = useStatusField(WITHDRAWAL_STATUSES, { opensOn: "pending" });
  const fields = useMemo<FilterField[]>(
    () => [statusFilter, { kind: "text", name: "account", label: t("fields.account"), maxLength: 64 }],
    [statusFilter, t],
  );
  const filters = useFilters(fields);
  const search: WithdrawalQuery = {
    status: chosenStatus<Status>(filters.values.status),
    account: filters.values.account || undefined,
    page: filters.page,
    pageSize: PAGE_SIZE,
  };
  const query = useQuery({ ...withdrawalsQuery(brandId, search), placeholderData: keepPreviousData });
  const columns: DataColumn<FinanceWithdrawalView>[] = [
    {
      id: "time",
      header: t("fields.time"),
      primary: true,
      className: "nowrap",
      cell: (withdrawal) => <DateTime at={withdrawal.createdAt} />,
    },
    {
      id: "member",
      header: t("fields.member"),
      cell: (withdrawal) => <Link to={`/members/${withdrawal.memberId}`}>{withdrawal.account}</Link>,
    },
    {
      id: "amount",
      header: t("fields.amount"),
      numeric: true,
      className: "nowrap",
      cell: (withdrawal) => (
        <>
          {money(withdrawal.amount)}
          {withdrawal.receivedAmount > 0 && (
            <div className="muted small">
              {t("withdrawals.received", { amount: money(withdrawal.receivedAmount) })}
            </div>
          )}
        </>
      ),
    },
    {
      id: "bank",
      header: t("fields.bank"),
      cell: (withdrawal) => (
        <div>
          {withdrawal.bank.bankName}
          <div className="mono small">{withdrawal.bank.accountNumber}</div>
          <div className="small">{withdrawal.bank.payeeName}</div>
        </div>
      ),
    },
    { id: "reference", header: t("fields.reference"), className: "mono", cell: (w) => w.reference },
    {
      id: "status",
      header: t("fields.status"),
      cell: (withdrawal) => (
        <div>
          <StatusBadge status={withdrawal.status} />
          {withdrawal.reason && <div className="muted small">{withdrawal.reason}</div>}
        </div>
      ),
    },
    { id: "reviewer", header: t("fields.reviewer"), cell: (withdrawal) => withdrawal.reviewer ?? "" },
  ];

  const run = (kind: WithdrawalAction, id: string, text: string | undefined) =>
    kind === "approve"
      ? approveWithdrawal(brandId, id, text)
      : kind === "disburse"
        ? disburseWithdrawal(brandId, id, text)
        : rejectWithdrawal(brandId, id, text ?? "");

  return (
    <div className="stack stack--lg">
      <Card>
        <FilterBar fields={fields} state={filters} />
      </Card>
      <Card className="card--flush">
        <QueryView
          query={query}
          isEmpty={(data) => data.list.length === 0}
          empty={<EmptyState title={t("withdrawals.empty")} />}
        >
          {(data) => (
            <DataTable
              label={t("withdrawals.title")}
              columns={columns}
              rows={data.list}
              rowKey={(withdrawal) => withdrawal.id}
              paging={{
                page: data.page,
                pageSize: data.pageSize,
                total: data.total,
                onPage: filters.setPage,
              }}
              rowActions={(withdrawal) => (
                <div className="row">
                  {withdrawal.status === "pending" && (
                    <Button
                      size="small"
                      variant="primary"
                      icon="check"
                      aria-label={t("withdrawals.approveOf", { reference: withdrawal.reference })}
                      onClick={() => setAction({ kind: "approve", withdrawal })}
                    >
                      {t("withdrawals.approve")}
                    </Button>
                  )}
                  {withdrawal.status === "approved" && (
                    <Button
                      size="small"
                      variant="primary"
                      aria-label={t("withdrawals.disburseOf", { reference: withdrawal.reference })}
                      onClick={() => setAction({ kind: "disburse", withdrawal })}
                    >
                      {t("withdrawals.disburse")}
                    </Button>
                  )}
                  {(withdrawal.status === "pending" || withdrawal.status === "approved") && (
                    <Button
                      size="small"
                      variant="danger"
                      aria-label={t("withdrawals.rejectOf", { reference: withdrawal.reference })}
                      onClick={() => setAction({ kind: "reject", withdrawal })}
                    >
                      {t("actions.reject")}
                    </Button>
                  )}
                </div>
              )}
            />
          )}
        </QueryView>
      </Card>
      {action && (
        <ReasonDialog
          title={t(`withdrawals.${action.kind}Title`, { reference: action.withdrawal.reference })}
          confirmLabel={action.kind === "reject" ? t("actions.reject") : t(`withdrawals.${action.kind}`)}
          tone={action.kind === "reject" ? "danger" : "primary"}
          required={action.kind === "reject"}
          run={(text) => run(action.kind, action.withdrawal.id, text)}
          success={t(DONE_KEY[action.kind], { reference: action.withdrawal.reference })}
          failure={t("failed")}
          onDone={() => financeChanged(queryClient, brandId)}
          onClose={() => setAction(undefined)}
        >
          <p>
            {t("withdrawals.summary", {
              account: action.withdrawal.account,
              amount: money(action.withdrawal.amount),
            })}
          </p>
          <dl className="kv">
            <dt>{t("fields.bank")}</dt>
            <dd>{action.withdrawal.bank.bankName}</dd>
            <dt>{t("fields.accountNumber")}</dt>
            <dd className="mono">{action.withdrawal.bank.accountNumber}</dd>
            <dt>{t("fields.payeeName")}</dt>
            <dd>{action.withdrawal.bank.payeeName}</dd>
          </dl>
        </ReasonDialog>
      )}
    </div>
  );
}
