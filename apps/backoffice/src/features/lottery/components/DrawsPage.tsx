import "./lottery.css";
import { LOTTERY_DRAW_STATUSES } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import type { FilterField } from "@lotus/ui/data/filters";
import { PagedTable } from "@lotus/ui/data/PagedTable";
import { RowActions } from "@lotus/ui/data/RowActions";
import { useFilters } from "@lotus/ui/data/use-filters";
import { Badge } from "@lotus/ui/status/Badge";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { FilteredList } from "../../../components/ui/FilteredList";
import { Icon } from "../../../components/ui/Icon";
import { PageHeader } from "../../../components/ui/States";
import { useBrandId } from "../../../lib/console-context";
import { useMoney } from "../../finance/components/money";
import { TimeZoneNote, useBrandTime } from "../../games/components/parts";
import { type DrawListQuery, type DrawView, drawsQuery } from "../api/lottery-api";
import { isDailyGame } from "./daily-helpers";
import { drawStatusOf, grossRevenue } from "./lottery-helpers";
import { DrawStatusBadge, drawPath, ResultSummaryText, useGameField, useGameName } from "./parts";

const PAGE_SIZE = 20;

/**
 * A house lottery's draws, newest first: their bets, wins and the house's take; a row opens the
 * draw. A daily Vietnamese lottery's draws are its stations' draws, each with its station.
 */
export default function DrawsPage() {
  const { t } = useTranslation(["lottery", "common"]);
  const brandId = useBrandId();
  const navigate = useNavigate();
  const money = useMoney();
  const time = useBrandTime();
  const gameName = useGameName();
  const gameField = useGameField();
  const fields = useMemo<FilterField[]>(
    () => [
      gameField,
      {
        kind: "status",
        name: "status",
        label: t("filters.status"),
        allLabel: t("filters.all"),
        options: LOTTERY_DRAW_STATUSES.map((status) => ({
          value: status,
          label: t(`drawStatuses.${status}`),
        })),
      },
    ],
    [gameField, t],
  );
  const filters = useFilters(fields);
  // The game select is required: the address always holds one of the house lotteries.
  const game = filters.values.game ?? "";
  const search: DrawListQuery = {
    game,
    status: drawStatusOf(filters.values.status),
    page: filters.page,
    pageSize: PAGE_SIZE,
  };
  const query = useQuery(drawsQuery(brandId, search));
  const open = (draw: DrawView) => navigate(drawPath(draw.id));
  const columns: DataColumn<DrawView>[] = [
    {
      id: "period",
      header: t("draws.fields.period"),
      primary: true,
      className: "mono nowrap",
      cell: (draw) => <Link to={drawPath(draw.id)}>{draw.period}</Link>,
    },
    ...(isDailyGame(game)
      ? [
          {
            id: "station",
            header: t("draws.fields.station"),
            // The period carries the station's code already.
            cell: (draw: DrawView) => draw.station?.name,
          },
        ]
      : []),
    {
      id: "status",
      header: t("draws.fields.status"),
      cell: (draw) => <DrawStatusBadge status={draw.status} />,
    },
    {
      id: "closeAt",
      header: t("draws.fields.closeAt"),
      className: "nowrap",
      cell: (draw) => time.format(draw.closeAt),
    },
    {
      id: "drawAt",
      header: t("draws.fields.drawAt"),
      className: "nowrap",
      cell: (draw) => time.format(draw.drawAt),
    },
    { id: "members", header: t("draws.fields.members"), numeric: true, cell: (draw) => draw.members },
    { id: "lines", header: t("draws.fields.lines"), numeric: true, cell: (draw) => draw.lines },
    {
      id: "stake",
      header: t("draws.fields.stake"),
      numeric: true,
      className: "nowrap",
      cell: (draw) => money(draw.stake),
    },
    {
      id: "win",
      header: t("draws.fields.win"),
      numeric: true,
      className: "nowrap",
      cell: (draw) => money(draw.win),
    },
    {
      id: "ggr",
      header: t("draws.fields.ggr"),
      numeric: true,
      className: "nowrap",
      cell: (draw) => money(grossRevenue(draw.stake, draw.win)),
    },
    {
      id: "result",
      header: t("draws.fields.result"),
      cell: (draw) =>
        draw.result === null && draw.pendingResult !== null ? (
          <Badge tone="warning" title={t("daily.pending")}>
            {t("daily.pendingShort")}
          </Badge>
        ) : (
          <>
            <ResultSummaryText result={draw.result} />
            {draw.correctionPending && (
              <div>
                <Badge tone="warning">{t("correction.pendingShort")}</Badge>
              </div>
            )}
            {draw.revision > 0 && (
              <div className="muted small">{t("correction.revision", { count: draw.revision })}</div>
            )}
          </>
        ),
    },
  ];
  const actions = [
    {
      id: "open",
      label: t("draws.open"),
      icon: <Icon name="chevronRight" />,
      name: (draw: DrawView) => t("draws.openOf", { period: draw.period }),
    },
  ];
  return (
    <>
      <PageHeader title={t("draws.title")} description={t("draws.description")} />
      <FilteredList fields={fields} filters={filters}>
        <PagedTable
          query={query}
          empty={t("draws.empty")}
          onPage={filters.setPage}
          label={t("draws.tableOf", { game: gameName(game) })}
          columns={columns}
          rowKey={(draw) => draw.id}
          onRowClick={open}
          footer={
            <div className="lottery-footer">
              <TimeZoneNote timeZone={time.timeZone} />
            </div>
          }
          rowActions={(draw) => <RowActions row={draw} actions={actions} onAction={(_, row) => open(row)} />}
        />
      </FilteredList>
    </>
  );
}
