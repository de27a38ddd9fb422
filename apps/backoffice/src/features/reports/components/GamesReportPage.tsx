import type { CallValue, reportGamesCall } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import { PagedTable } from "@lotus/ui/data/PagedTable";
import { useFilters } from "@lotus/ui/data/use-filters";
import { formatCount } from "@lotus/ui/format/format";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { gamesReportQuery } from "../api/reports-api";
import { DrillTrail } from "./DrillTrail";
import { type ReportFrame, ReportScreen, readRange, useRangeField, WithReportFrame } from "./ReportFrame";
import { vendorGamesLink } from "./report-links";

type ReportGameRow = CallValue<typeof reportGamesCall>["list"][number];
const PAGE_SIZE = 50;
/** The vendor the games are narrowed to (set from a row's vendor, so it is not a FilterBar field). */
const VENDOR_PARAM = "vendor";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Play by game and vendor; one day of it is the drill-down from the daily report. */
function GamesReport({ frame }: { frame: ReportFrame }) {
  const { t } = useTranslation("reports");
  const rangeField = useRangeField();
  const fields = useMemo(() => [rangeField], [rangeField]);
  const filters = useFilters(fields);
  const range = readRange(filters, frame);
  const [params, setParams] = useSearchParams();
  const vendorParam = params.get(VENDOR_PARAM) ?? "";
  const vendorId = UUID.test(vendorParam) ? vendorParam : undefined;
  const query = useQuery({
    ...gamesReportQuery(frame.brandId, { ...range, vendorId, page: filters.page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const vendorName = vendorId
    ? query.data?.list.find((row) => row.vendorId === vendorId)?.vendorName
    : undefined;
  const clearVendor = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete(VENDOR_PARAM);
      next.delete("page");
      return next;
    });
  const columns: DataColumn<ReportGameRow>[] = [
    {
      id: "game",
      header: t("columns.game"),
      primary: true,
      cell: (row) => (
        <>
          {row.gameName}
          <span className="muted small mono"> · {row.gameCode}</span>
        </>
      ),
    },
    {
      id: "vendor",
      header: t("columns.vendor"),
      cell: (row) =>
        vendorId ? (
          row.vendorName
        ) : (
          <Link
            to={vendorGamesLink(range, row.vendorId)}
            aria-label={t("games.onlyVendor", { vendor: row.vendorName })}
          >
            {row.vendorName}
          </Link>
        ),
    },
    { id: "bets", header: t("columns.bets"), numeric: true, cell: (row) => frame.money(row.bets) },
    { id: "wins", header: t("columns.wins"), numeric: true, cell: (row) => frame.money(row.wins) },
    { id: "ggr", header: t("columns.ggr"), numeric: true, cell: (row) => frame.money(row.ggr) },
    {
      id: "betCount",
      header: t("columns.betCount"),
      numeric: true,
      cell: (row) => formatCount(row.betCount),
    },
    {
      id: "playerDays",
      header: t("columns.playerDays"),
      numeric: true,
      cell: (row) => formatCount(row.playerDays),
    },
  ];
  return (
    <ReportScreen
      report="games"
      frame={frame}
      fields={fields}
      filters={filters}
      range={range}
      csvFilters={{ vendorId }}
      context={
        <DrillTrail range={range} at="games">
          {vendorId && (
            <span className="badge">
              {t("games.vendorFilter", { vendor: vendorName ?? t("games.vendorUnknown") })}
              <button type="button" className="btn btn--ghost btn--small" onClick={clearVendor}>
                {t("games.allVendors")}
              </button>
            </span>
          )}
        </DrillTrail>
      }
    >
      <PagedTable
        query={query}
        empty={t("empty")}
        onPage={filters.setPage}
        label={t("titles.games")}
        columns={columns}
        rowKey={(row) => `${row.vendorId}:${row.gameId}`}
        totals={(data) => ({
          bets: frame.money(data.totals.bets),
          wins: frame.money(data.totals.wins),
          ggr: frame.money(data.totals.ggr),
          betCount: formatCount(data.totals.betCount),
        })}
      />
    </ReportScreen>
  );
}

export default function GamesReportPage() {
  return <WithReportFrame>{(frame) => <GamesReport frame={frame} />}</WithReportFrame>;
}
