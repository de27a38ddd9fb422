import { type FinanceWithdrawalView, WITHDRAWAL_STATUSES } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import { type FilterField, writePage } from "@lotus/ui/data/filters";
import { PagedTable } from "@lotus/ui/data/PagedTable";
import { RowActions } from "@lotus/ui/data/RowActions";
import { useFilters } from "@lotus/ui/data/use-filters";
import { TabPanel, Tabs } from "@lotus/ui/primitives/Tabs";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { FilteredList } from "../../../components/ui/FilteredList";
import { Icon } from "../../../components/ui/Icon";
import { PageHeader } from "../../../components/ui/States";
import { useBrandId } from "../../../lib/console-context";
import {
  approveWithdrawal,
  disburseWithdrawal,
  rejectWithdrawal,
  type WithdrawalQuery,
  withdrawalsQuery,
} from "../api/finance-api";
import { DisputeList } from "./DisputeList";
import { useMoney } from "./money";
import { chosenStatus, useQueueColumns, useStatusField } from "./parts";
import { type Review, ReviewDialog } from "./ReviewDialog";

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

type WithdrawalReview = Review<FinanceWithdrawalView>;

function WithdrawalQueue() {
  const { t } = useTranslation(["finance", "common"]);
  const brandId = useBrandId();
  const money = useMoney();
  const queue = useQueueColumns();
  const [action, setAction] = useState<{ review: WithdrawalReview; withdrawal: FinanceWithdrawalView }>();
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
    queue.time(),
    queue.member(),
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
    queue.status((withdrawal) => withdrawal.reason),
    queue.reviewer(),
  ];
  const reviews: WithdrawalReview[] = [
    {
      id: "approve",
      label: t("withdrawals.approve"),
      variant: "primary",
      icon: <Icon name="check" />,
      name: (withdrawal) => t("withdrawals.approveOf", { reference: withdrawal.reference }),
      when: (withdrawal) => withdrawal.status === "pending",
      reasonRequired: false,
      title: (withdrawal) => t("withdrawals.approveTitle", { reference: withdrawal.reference }),
      done: (withdrawal) => t("withdrawals.approved", { reference: withdrawal.reference }),
      run: (withdrawal, text) => approveWithdrawal(brandId, withdrawal.id, text),
    },
    {
      id: "disburse",
      label: t("withdrawals.disburse"),
      variant: "primary",
      name: (withdrawal) => t("withdrawals.disburseOf", { reference: withdrawal.reference }),
      when: (withdrawal) => withdrawal.status === "approved",
      reasonRequired: false,
      title: (withdrawal) => t("withdrawals.disburseTitle", { reference: withdrawal.reference }),
      done: (withdrawal) => t("withdrawals.disbursed", { reference: withdrawal.reference }),
      run: (withdrawal, text) => disburseWithdrawal(brandId, withdrawal.id, text),
    },
    {
      id: "reject",
      label: t("actions.reject"),
      variant: "danger",
      name: (withdrawal) => t("withdrawals.rejectOf", { reference: withdrawal.reference }),
      when: (withdrawal) => withdrawal.status === "pending" || withdrawal.status === "approved",
      reasonRequired: true,
      title: (withdrawal) => t("withdrawals.rejectTitle", { reference: withdrawal.reference }),
      done: (withdrawal) => t("withdrawals.rejected", { reference: withdrawal.reference }),
      run: (withdrawal, text) => rejectWithdrawal(brandId, withdrawal.id, text ?? ""),
    },
  ];

  return (
    <>
      <FilteredList fields={fields} filters={filters}>
        <PagedTable
          query={query}
          empty={t("withdrawals.empty")}
          onPage={filters.setPage}
          label={t("withdrawals.title")}
          columns={columns}
          rowKey={(withdrawal) => withdrawal.id}
          rowActions={(withdrawal) => (
            <RowActions
              row={withdrawal}
              actions={reviews}
              onAction={(review, row) => setAction({ review, withdrawal: row })}
            />
          )}
        />
      </FilteredList>
      {action && (
        <ReviewDialog review={action.review} row={action.withdrawal} onClose={() => setAction(undefined)}>
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
        </ReviewDialog>
      )}
    </>
  );
}
