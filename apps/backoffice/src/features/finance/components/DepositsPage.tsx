import { DEPOSIT_STATUSES, type FinanceDepositView } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import type { FilterField } from "@lotus/ui/data/filters";
import { PagedTable } from "@lotus/ui/data/PagedTable";
import { RowActions } from "@lotus/ui/data/RowActions";
import { useFilters } from "@lotus/ui/data/use-filters";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { FilteredList } from "../../../components/ui/FilteredList";
import { Icon } from "../../../components/ui/Icon";
import { PageHeader } from "../../../components/ui/States";
import { useBrandId } from "../../../lib/console-context";
import { confirmDeposit, type DepositQuery, depositsQuery, rejectDeposit } from "../api/finance-api";
import { useMoney } from "./money";
import { chosenStatus, useQueueColumns, useStatusField } from "./parts";
import { type Review, ReviewDialog } from "./ReviewDialog";

type Status = (typeof DEPOSIT_STATUSES)[number];
type DepositReview = Review<FinanceDepositView>;

const PAGE_SIZE = 20;
const ACCOUNT_MAX_LENGTH = 64;

/** The deposit queue: pending first; finance confirms money that arrived or rejects with a reason. */
export default function DepositsPage() {
  const { t } = useTranslation(["finance", "common"]);
  const brandId = useBrandId();
  const money = useMoney();
  const queue = useQueueColumns();
  const [action, setAction] = useState<{ review: DepositReview; deposit: FinanceDepositView }>();
  // The queue opens on pending deposits; "all" is an explicit choice kept in the URL.
  const statusFilter = useStatusField(DEPOSIT_STATUSES, { opensOn: "pending" });
  const fields = useMemo<FilterField[]>(
    () => [
      statusFilter,
      { kind: "text", name: "account", label: t("fields.account"), maxLength: ACCOUNT_MAX_LENGTH },
    ],
    [statusFilter, t],
  );
  const filters = useFilters(fields);
  const search: DepositQuery = {
    status: chosenStatus<Status>(filters.values.status),
    account: filters.values.account || undefined,
    page: filters.page,
    pageSize: PAGE_SIZE,
  };
  const query = useQuery({ ...depositsQuery(brandId, search), placeholderData: keepPreviousData });
  const columns: DataColumn<FinanceDepositView>[] = [
    queue.time(),
    queue.member(),
    {
      id: "channel",
      header: t("fields.channel"),
      cell: (deposit) => (
        <>
          {deposit.channelName}
          <span className="muted small"> · {t(`channelTypes.${deposit.channelType}`)}</span>
        </>
      ),
    },
    {
      id: "amount",
      header: t("fields.amount"),
      numeric: true,
      className: "nowrap",
      cell: (d) => money(d.amount),
    },
    {
      id: "reference",
      header: t("fields.reference"),
      className: "mono",
      cell: (deposit) => deposit.reference,
    },
    queue.status((deposit) => deposit.reason),
    queue.reviewer(),
  ];
  const pending = (deposit: FinanceDepositView) => deposit.status === "pending";
  const reviews: DepositReview[] = [
    {
      id: "confirm",
      label: t("deposits.confirm"),
      variant: "primary",
      icon: <Icon name="check" />,
      name: (deposit) => t("deposits.confirmOf", { reference: deposit.reference }),
      when: pending,
      reasonRequired: false,
      title: (deposit) => t("deposits.confirmTitle", { reference: deposit.reference }),
      done: (deposit) => t("deposits.confirmed", { reference: deposit.reference }),
      run: (deposit, text) => confirmDeposit(brandId, deposit.id, text),
    },
    {
      id: "reject",
      label: t("actions.reject"),
      variant: "danger",
      name: (deposit) => t("deposits.rejectOf", { reference: deposit.reference }),
      when: pending,
      reasonRequired: true,
      title: (deposit) => t("deposits.rejectTitle", { reference: deposit.reference }),
      done: (deposit) => t("deposits.rejected", { reference: deposit.reference }),
      run: (deposit, text) => rejectDeposit(brandId, deposit.id, text ?? ""),
    },
  ];

  return (
    <>
      <PageHeader title={t("deposits.title")} description={t("deposits.description")} />
      <FilteredList fields={fields} filters={filters}>
        <PagedTable
          query={query}
          empty={t("deposits.empty")}
          onPage={filters.setPage}
          label={t("deposits.title")}
          columns={columns}
          rowKey={(deposit) => deposit.id}
          rowActions={(deposit) => (
            <RowActions
              row={deposit}
              actions={reviews}
              onAction={(review, row) => setAction({ review, deposit: row })}
            />
          )}
        />
      </FilteredList>
      {action && (
        <ReviewDialog review={action.review} row={action.deposit} onClose={() => setAction(undefined)}>
          <p>
            {t("deposits.summary", {
              account: action.deposit.account,
              amount: money(action.deposit.amount),
              channel: action.deposit.channelName,
            })}
          </p>
        </ReviewDialog>
      )}
    </>
  );
}
