import type { CallValue, reportMembersCall } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import type { FilterField } from "@lotus/ui/data/filters";
import { PagedTable } from "@lotus/ui/data/PagedTable";
import { useFilters } from "@lotus/ui/data/use-filters";
import { formatCount } from "@lotus/ui/format/format";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCan } from "../../../lib/console-context";
import { membersReportQuery } from "../api/reports-api";
import { DrillTrail } from "./DrillTrail";
import { type ReportFrame, ReportScreen, readRange, useRangeField, WithReportFrame } from "./ReportFrame";

type ReportMemberRow = CallValue<typeof reportMembersCall>["list"][number];
const PAGE_SIZE = 50;
const ORDERS = ["winners", "losers"] as const;
type Order = (typeof ORDERS)[number];

/** Top winners or losers over the range (one day when reached from a day's games). */
function MembersReport({ frame }: { frame: ReportFrame }) {
  const { t } = useTranslation("reports");
  const can = useCan();
  const rangeField = useRangeField();
  const fields = useMemo<FilterField[]>(
    () => [
      rangeField,
      {
        kind: "select",
        name: "order",
        label: t("members.order"),
        required: true,
        defaultValue: "winners",
        options: ORDERS.map((order) => ({ value: order, label: t(`members.orders.${order}`) })),
      },
    ],
    [rangeField, t],
  );
  const filters = useFilters(fields);
  const range = readRange(filters, frame);
  const order = (filters.values.order || "winners") as Order;
  const query = useQuery({
    ...membersReportQuery(frame.brandId, { ...range, order, page: filters.page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const columns: DataColumn<ReportMemberRow>[] = [
    {
      id: "account",
      header: t("columns.account"),
      primary: true,
      cell: (row) =>
        can("members.view") ? <Link to={`/members/${row.memberId}`}>{row.account}</Link> : row.account,
    },
    {
      id: "netWin",
      header: t("columns.netWin"),
      numeric: true,
      className: "nowrap",
      cell: (row) => (
        <span
          className={row.netWin > 0 ? "report-net--win" : row.netWin < 0 ? "report-net--loss" : undefined}
        >
          {frame.money(row.netWin)}
        </span>
      ),
    },
    { id: "bets", header: t("columns.bets"), numeric: true, cell: (row) => frame.money(row.bets) },
    { id: "wins", header: t("columns.wins"), numeric: true, cell: (row) => frame.money(row.wins) },
    {
      id: "betCount",
      header: t("columns.betCount"),
      numeric: true,
      cell: (row) => formatCount(row.betCount),
    },
    { id: "days", header: t("columns.days"), numeric: true, cell: (row) => formatCount(row.days) },
  ];
  return (
    <ReportScreen
      report="members"
      frame={frame}
      fields={fields}
      filters={filters}
      range={range}
      csvFilters={{ order }}
      context={<DrillTrail range={range} at="members" />}
    >
      <PagedTable
        query={query}
        empty={t("empty")}
        onPage={filters.setPage}
        label={t(`members.orders.${order}`)}
        columns={columns}
        rowKey={(row) => row.memberId}
        totals={(data) => ({
          // The members' net win over everyone in the range is the house's GGR with its sign turned.
          netWin: frame.money(-data.totals.ggr),
          bets: frame.money(data.totals.bets),
          wins: frame.money(data.totals.wins),
          betCount: formatCount(data.totals.betCount),
        })}
      />
    </ReportScreen>
  );
}

export default function MembersReportPage() {
  return <WithReportFrame>{(frame) => <MembersReport frame={frame} />}</WithReportFrame>;
}
