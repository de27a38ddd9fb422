import "./mall.css";
import { EXCHANGE_STATUSES, type ExchangeAdminView } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import type { FilterField } from "@lotus/ui/data/filters";
import { PagedTable } from "@lotus/ui/data/PagedTable";
import { RowActions } from "@lotus/ui/data/RowActions";
import { useFilters } from "@lotus/ui/data/use-filters";
import { DateTime } from "@lotus/ui/format/DateTime";
import { StatusBadge } from "@lotus/ui/status/Badge";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { FilteredList } from "../../../components/ui/FilteredList";
import { Icon } from "../../../components/ui/Icon";
import { PageHeader } from "../../../components/ui/States";
import { useBrandId, useCan } from "../../../lib/console-context";
import { useMoney } from "../../finance/components/money";
import { ReasonDialog } from "../../finance/components/ReasonDialog";
import type { Review } from "../../finance/components/ReviewDialog";
import { completeExchange, exchangesQuery, mallChanged, rejectExchange } from "../api/mall-api";

const PAGE_SIZE = 20;
const TONES = { processing: "warning", completed: "success", rejected: "danger" } as const;

/** The exchange queue (SPEC §4): processing ones first, oldest first; complete (delivered) or reject. */
export default function ExchangesPage() {
  const { t } = useTranslation(["mall", "common"]);
  const brandId = useBrandId();
  const can = useCan();
  const money = useMoney();
  const queryClient = useQueryClient();
  const [action, setAction] = useState<{ review: Review<ExchangeAdminView>; row: ExchangeAdminView }>();
  const fields = useMemo<FilterField[]>(
    () => [
      {
        kind: "status",
        name: "status",
        label: t("exchanges.status"),
        allLabel: t("exchanges.all"),
        options: EXCHANGE_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
      },
      { kind: "text", name: "account", label: t("exchanges.account"), maxLength: 64 },
    ],
    [t],
  );
  const filters = useFilters(fields);
  const status = EXCHANGE_STATUSES.find((entry) => entry === filters.values.status);
  const query = useQuery(
    exchangesQuery(brandId, {
      status,
      account: filters.values.account || undefined,
      page: filters.page,
      pageSize: PAGE_SIZE,
    }),
  );
  const columns: DataColumn<ExchangeAdminView>[] = [
    {
      id: "number",
      header: t("exchanges.number"),
      primary: true,
      className: "nowrap",
      cell: (row) => (
        <>
          {row.transactionNo}
          <div className="muted small">
            <DateTime at={row.createdAt} />
          </div>
        </>
      ),
    },
    { id: "account", header: t("exchanges.account"), cell: (row) => row.account },
    {
      id: "gift",
      header: t("exchanges.gift"),
      cell: (row) => (
        <>
          {t("exchanges.quantityOf", { count: row.quantity, name: row.productName })}
          <div className="muted small">{t(`kinds.${row.kind}`)}</div>
        </>
      ),
    },
    {
      id: "points",
      header: t("exchanges.points"),
      numeric: true,
      cell: (row) => row.points.toLocaleString(),
    },
    {
      id: "amount",
      header: t("exchanges.amount"),
      numeric: true,
      className: "nowrap",
      cell: (row) => money(row.amount),
    },
    {
      id: "delivery",
      header: t("exchanges.delivery"),
      cell: (row) => (
        <>
          {row.recipient} · {row.mobile}
          <div className="muted small">{row.address}</div>
        </>
      ),
    },
    {
      id: "status",
      header: t("exchanges.status"),
      cell: (row) => (
        <>
          <StatusBadge status={row.status} tones={TONES} label={t(`statuses.${row.status}`)} />
          {row.payment && (
            <div className="muted small">{t(`payments.${row.payment}`, { defaultValue: row.payment })}</div>
          )}
          {row.remark && <div className="muted small">{row.remark}</div>}
          {row.decidedAt !== null && (
            <div className="muted small nowrap">
              <DateTime at={row.decidedAt} />
            </div>
          )}
        </>
      ),
    },
  ];
  const open = (row: ExchangeAdminView) => row.status === "processing" && can("mall.manage");
  const reviews: Review<ExchangeAdminView>[] = [
    {
      id: "complete",
      label: t("exchanges.complete"),
      variant: "primary",
      icon: <Icon name="check" />,
      when: open,
      reasonRequired: false,
      title: (row) => t("exchanges.completeTitle", { number: row.transactionNo }),
      done: (row) => t("exchanges.completed", { number: row.transactionNo }),
      run: (row, text) => completeExchange(brandId, row.id, text),
    },
    {
      id: "reject",
      label: t("exchanges.reject"),
      variant: "danger",
      when: open,
      reasonRequired: true,
      title: (row) => t("exchanges.rejectTitle", { number: row.transactionNo }),
      done: (row) => t("exchanges.rejected", { number: row.transactionNo }),
      run: (row, text) => rejectExchange(brandId, row.id, text ?? ""),
    },
  ];
  return (
    <>
      <PageHeader title={t("exchanges.title")} description={t("exchanges.description")} />
      <FilteredList fields={fields} filters={filters}>
        <PagedTable
          query={query}
          empty={t("exchanges.empty")}
          onPage={filters.setPage}
          label={t("exchanges.title")}
          columns={columns}
          rowKey={(row) => row.id}
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
          onDone={() => mallChanged(queryClient, brandId)}
          onClose={() => setAction(undefined)}
        >
          <p>
            {action.review.id === "reject"
              ? t("exchanges.rejectSummary", {
                  points: action.row.points.toLocaleString(),
                  account: action.row.account,
                })
              : action.row.kind === "cash"
                ? t("exchanges.completeCash", {
                    amount: money(action.row.amount),
                    account: action.row.account,
                  })
                : t("exchanges.completePhysical", {
                    name: action.row.productName,
                    account: action.row.account,
                  })}
          </p>
        </ReasonDialog>
      )}
    </>
  );
}
