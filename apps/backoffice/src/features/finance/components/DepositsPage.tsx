import { DEPOSIT_STATUSES, type FinanceDepositView } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import { DataTable } from "@lotus/ui/data/DataTable";
import { FilterBar } from "@lotus/ui/data/FilterBar";
import type { FilterField } from "@lotus/ui/data/filters";
import { QueryView } from "@lotus/ui/data/QueryView";
import { EmptyState } from "@lotus/ui/data/states";
import { useFilters } from "@lotus/ui/data/use-filters";
import { DateTime } from "@lotus/ui/format/DateTime";
import { Button } from "@lotus/ui/primitives/Button";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Card, PageHeader } from "../../../components/ui/States";
import { useBrandId } from "../../../lib/console-context";
import {
  confirmDeposit,
  type DepositQuery,
  depositsQuery,
  financeChanged,
  rejectDeposit,
} from "../api/finance-api";
import { useMoney } from "./money";
import { StatusBadge } from "./parts";
import { ReasonDialog } from "./ReasonDialog";

type Status = (typeof DEPOSIT_STATUSES)[number];

const ALL = "all";
const PAGE_SIZE = 20;
const ACCOUNT_MAX_LENGTH = 64;

/** The deposit queue: pending first; finance confirms money that arrived or rejects with a reason. */
export default function DepositsPage() {
  const { t } = useTranslation(["finance", "common"]);
  const brandId = useBrandId();
  const queryClient = useQueryClient();
  const money = useMoney();
  const [action, setAction] = useState<{ kind: "confirm" | "reject"; deposit: FinanceDepositView }>();
  // The queue opens on pending deposits; "all" is an explicit choice kept in the URL.
  const fields = useMemo<FilterField[]>(
    () => [
      {
        kind: "status",
        name: "status",
        label: t("filters.status"),
        required: true,
        defaultValue: "pending",
        options: [
          { value: ALL, label: t("filters.all") },
          ...DEPOSIT_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
        ],
      },
      { kind: "text", name: "account", label: t("fields.account"), maxLength: ACCOUNT_MAX_LENGTH },
    ],
    [t],
  );
  const filters = useFilters(fields);
  const status = filters.values.status;
  const search: DepositQuery = {
    status: status && status !== ALL ? (status as Status) : undefined,
    account: filters.values.account || undefined,
    page: filters.page,
    pageSize: PAGE_SIZE,
  };
  const query = useQuery({ ...depositsQuery(brandId, search), placeholderData: keepPreviousData });
  const columns: DataColumn<FinanceDepositView>[] = [
    {
      id: "time",
      header: t("fields.time"),
      primary: true,
      className: "nowrap",
      cell: (deposit) => <DateTime at={deposit.createdAt} />,
    },
    {
      id: "member",
      header: t("fields.member"),
      cell: (deposit) => <Link to={`/members/${deposit.memberId}`}>{deposit.account}</Link>,
    },
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
    {
      id: "status",
      header: t("fields.status"),
      cell: (deposit) => (
        <>
          <StatusBadge status={deposit.status} />
          {deposit.reason && <div className="muted small">{deposit.reason}</div>}
        </>
      ),
    },
    { id: "reviewer", header: t("fields.reviewer"), cell: (deposit) => deposit.reviewer ?? "" },
  ];

  return (
    <>
      <PageHeader title={t("deposits.title")} description={t("deposits.description")} />
      <div className="stack stack--lg">
        <Card>
          <FilterBar fields={fields} state={filters} />
        </Card>
        <Card className="card--flush">
          <QueryView
            query={query}
            isEmpty={(data) => data.list.length === 0}
            empty={<EmptyState title={t("deposits.empty")} />}
          >
            {(data) => (
              <DataTable
                label={t("deposits.title")}
                columns={columns}
                rows={data.list}
                rowKey={(deposit) => deposit.id}
                paging={{
                  page: data.page,
                  pageSize: data.pageSize,
                  total: data.total,
                  onPage: filters.setPage,
                }}
                rowActions={(deposit) =>
                  deposit.status === "pending" && (
                    <div className="row">
                      <Button
                        size="small"
                        variant="primary"
                        icon="check"
                        aria-label={t("deposits.confirmOf", { reference: deposit.reference })}
                        onClick={() => setAction({ kind: "confirm", deposit })}
                      >
                        {t("deposits.confirm")}
                      </Button>
                      <Button
                        size="small"
                        variant="danger"
                        aria-label={t("deposits.rejectOf", { reference: deposit.reference })}
                        onClick={() => setAction({ kind: "reject", deposit })}
                      >
                        {t("actions.reject")}
                      </Button>
                    </div>
                  )
                }
              />
            )}
          </QueryView>
        </Card>
      </div>
      {action && (
        <ReasonDialog
          title={
            action.kind === "confirm"
              ? t("deposits.confirmTitle", { reference: action.deposit.reference })
              : t("deposits.rejectTitle", { reference: action.deposit.reference })
          }
          confirmLabel={action.kind === "confirm" ? t("deposits.confirm") : t("actions.reject")}
          tone={action.kind === "confirm" ? "primary" : "danger"}
          required={action.kind === "reject"}
          run={(text) =>
            action.kind === "confirm"
              ? confirmDeposit(brandId, action.deposit.id, text)
              : rejectDeposit(brandId, action.deposit.id, text ?? "")
          }
          success={
            action.kind === "confirm"
              ? t("deposits.confirmed", { reference: action.deposit.reference })
              : t("deposits.rejected", { reference: action.deposit.reference })
          }
          failure={t("failed")}
          onDone={() => financeChanged(queryClient, brandId)}
          onClose={() => setAction(undefined)}
        >
          <p>
            {t("deposits.summary", {
              account: action.deposit.account,
              amount: money(action.deposit.amount),
              channel: action.deposit.channelName,
            })}
          </p>
        </ReasonDialog>
      )}
    </>
  );
}
