import { DEPOSIT_STATUSES, REPORT_FINANCE_KINDS, WITHDRAWAL_STATUSES } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import type { FilterField } from "@lotus/ui/data/filters";
import { PagedTable } from "@lotus/ui/data/PagedTable";
import { useFilters } from "@lotus/ui/data/use-filters";
import { formatCount } from "@lotus/ui/format/format";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { type FinanceQuery, financeReportQuery } from "../api/reports-api";
import { type ReportFrame, ReportScreen, readRange, useRangeField, WithReportFrame } from "./ReportFrame";

const PAGE_SIZE = 50;
type Kind = (typeof REPORT_FINANCE_KINDS)[number];
type Status = (typeof DEPOSIT_STATUSES)[number] | (typeof WITHDRAWAL_STATUSES)[number];
const CHANNELS = ["bank_transfer", "gateway", "c2c", "bank"] as const;
type Channel = (typeof CHANNELS)[number];
type FinanceRow = { kind: Kind; channel: string; status: string; requests: number; amount: number };

/** The statuses a kind of request can have (both kinds' when no kind is chosen). */
function statusesOf(kind: Kind | undefined): Status[] {
  if (kind === "deposit") return [...DEPOSIT_STATUSES];
  if (kind === "withdrawal") return [...WITHDRAWAL_STATUSES];
  return [...new Set<Status>([...DEPOSIT_STATUSES, ...WITHDRAWAL_STATUSES])];
}

const isKind = (value: string): value is Kind => (REPORT_FINANCE_KINDS as readonly string[]).includes(value);
const isChannel = (value: string): value is Channel => (CHANNELS as readonly string[]).includes(value);

/** Deposit and withdrawal requests by channel and status, counted on the day they were made. */
function FinanceReport({ frame }: { frame: ReportFrame }) {
  const { t } = useTranslation(["reports", "finance"]);
  const rangeField = useRangeField();
  // The status choices follow the chosen kind, which the URL holds.
  const [params] = useSearchParams();
  const kindParam = params.get("kind") ?? "";
  const statusKind = isKind(kindParam) ? kindParam : undefined;
  const fields = useMemo<FilterField[]>(
    () => [
      rangeField,
      {
        kind: "select",
        name: "kind",
        label: t("finance.kind"),
        options: REPORT_FINANCE_KINDS.map((kind) => ({ value: kind, label: t(`finance.kinds.${kind}`) })),
      },
      {
        kind: "status",
        name: "status",
        label: t("finance.status"),
        options: statusesOf(statusKind).map((status) => ({
          value: status,
          label: t(`finance:statuses.${status}`),
        })),
      },
    ],
    [rangeField, t, statusKind],
  );
  const filters = useFilters(fields);
  const range = readRange(filters, frame);
  const own: Omit<FinanceQuery, "from" | "to"> = {
    kind: isKind(filters.values.kind ?? "") ? (filters.values.kind as Kind) : undefined,
    status: filters.values.status || undefined,
  };
  const query = useQuery({
    ...financeReportQuery(frame.brandId, { ...range, ...own, page: filters.page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const statusLabel = (status: string) =>
    statusesOf(undefined).includes(status as Status) ? t(`finance:statuses.${status as Status}`) : status;
  const columns: DataColumn<FinanceRow>[] = [
    {
      id: "kind",
      header: t("finance.kind"),
      primary: true,
      cell: (row) => t(`finance.kinds.${row.kind}`),
    },
    {
      id: "channel",
      header: t("columns.channel"),
      cell: (row) => (isChannel(row.channel) ? t(`finance.channels.${row.channel}`) : row.channel),
    },
    { id: "status", header: t("finance.status"), cell: (row) => statusLabel(row.status) },
    {
      id: "requests",
      header: t("columns.requests"),
      numeric: true,
      cell: (row) => formatCount(row.requests),
    },
    { id: "amount", header: t("columns.amount"), numeric: true, cell: (row) => frame.money(row.amount) },
  ];
  return (
    <ReportScreen
      report="finance"
      frame={frame}
      fields={fields}
      filters={filters}
      range={range}
      csvFilters={own}
    >
      <PagedTable
        query={query}
        empty={t("empty")}
        onPage={filters.setPage}
        label={t("titles.finance")}
        columns={columns}
        rowKey={(row) => `${row.kind}:${row.channel}:${row.status}`}
        totals={(data) => ({
          requests: formatCount(data.totals.requests),
          amount: frame.money(data.totals.amount),
        })}
      />
    </ReportScreen>
  );
}

export default function FinanceReportPage() {
  return <WithReportFrame>{(frame) => <FinanceReport frame={frame} />}</WithReportFrame>;
}
