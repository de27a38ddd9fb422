import type { ReportDayRow } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import { PagedTable } from "@lotus/ui/data/PagedTable";
import { useFilters } from "@lotus/ui/data/use-filters";
import { formatCount } from "@lotus/ui/format/format";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { dailyReportQuery } from "../api/reports-api";
import { type ReportFrame, ReportScreen, readRange, useRangeField, WithReportFrame } from "./ReportFrame";
import { dayGamesLink, dayMembersLink } from "./report-links";

const PAGE_SIZE = 31;
const MONEY = ["deposits", "withdrawals", "bets", "wins", "ggr", "bonuses", "ngr"] as const;
const COUNTS = ["activePlayers", "newPlayers", "firstDepositors"] as const;
type Metric = (typeof MONEY)[number] | (typeof COUNTS)[number];
const isMoney = (metric: Metric) => (MONEY as readonly string[]).includes(metric);

/** The figures by day; a day opens the games played that day. */
function DailyReport({ frame }: { frame: ReportFrame }) {
  const { t } = useTranslation("reports");
  const navigate = useNavigate();
  const rangeField = useRangeField();
  const fields = useMemo(() => [rangeField], [rangeField]);
  const filters = useFilters(fields);
  const range = readRange(filters, frame);
  const query = useQuery({
    ...dailyReportQuery(frame.brandId, { ...range, page: filters.page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const figure = (metric: Metric, value: number) =>
    isMoney(metric) ? frame.money(value) : formatCount(value);
  const columns: DataColumn<ReportDayRow>[] = [
    {
      id: "day",
      header: t("columns.day"),
      primary: true,
      className: "nowrap",
      cell: (row) => (
        <Link to={dayGamesLink(row.day)} aria-label={t("daily.gamesOf", { day: row.day })}>
          {row.day}
        </Link>
      ),
    },
    ...[...MONEY, ...COUNTS].map(
      (metric): DataColumn<ReportDayRow> => ({
        id: metric,
        header: t(`columns.${metric}`),
        numeric: true,
        className: "nowrap",
        cell: (row) => figure(metric, row[metric]),
      }),
    ),
  ];
  return (
    <ReportScreen report="daily" frame={frame} fields={fields} filters={filters} range={range}>
      <PagedTable
        query={query}
        empty={t("empty")}
        onPage={filters.setPage}
        label={t("titles.daily")}
        columns={columns}
        rowKey={(row) => row.day}
        onRowClick={(row) => void navigate(dayGamesLink(row.day))}
        rowActions={(row) => (
          <Link
            to={dayMembersLink(row.day)}
            className="small nowrap"
            aria-label={t("trail.members", { day: row.day })}
          >
            {t("daily.members")}
          </Link>
        )}
        totals={(data) =>
          Object.fromEntries(
            [...MONEY, ...COUNTS].map((metric) => [metric, figure(metric, data.totals[metric])]),
          )
        }
      />
    </ReportScreen>
  );
}

export default function DailyReportPage() {
  return <WithReportFrame>{(frame) => <DailyReport frame={frame} />}</WithReportFrame>;
}
