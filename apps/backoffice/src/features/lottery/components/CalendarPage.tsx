import "./lottery.css";
import { LOTTERY_REGIONS } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import { DataTable } from "@lotus/ui/data/DataTable";
import { FilterBar } from "@lotus/ui/data/FilterBar";
import type { FilterField } from "@lotus/ui/data/filters";
import { QueryView } from "@lotus/ui/data/QueryView";
import { RowActions } from "@lotus/ui/data/RowActions";
import { EmptyState } from "@lotus/ui/data/states";
import { useFilters } from "@lotus/ui/data/use-filters";
import { DateTime } from "@lotus/ui/format/DateTime";
import { Button } from "@lotus/ui/primitives/Button";
import { Badge } from "@lotus/ui/status/Badge";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/Icon";
import { Card, PageHeader } from "../../../components/ui/States";
import { useBrandId, useCan } from "../../../lib/console-context";
import { TimeZoneNote } from "../../games/components/parts";
import { type Calendar, type CalendarOverride, type CalendarRegion, calendarQuery } from "../api/lottery-api";
import { CutoffDialog, OverrideDialog, RemoveOverrideDialog } from "./CalendarDialogs";
import {
  type ComingRow,
  closeTimeOf,
  comingRows,
  overrideScope,
  type WeekRow,
  weekdayOf,
  weekRows,
} from "./daily-helpers";
import { FeedCard } from "./FeedCard";
import { StationText, useGameName } from "./parts";

/** How many coming days the page may show (the call allows 1–31). */
const DAY_CHOICES = ["7", "14", "31"] as const;

/**
 * The Vietnamese daily draws' calendar: each region's draw time and cut-off, which stations draw
 * on which weekday, the coming days' draws, and the dated changes (holidays, cancelled days, extra
 * draws). `lottery.manage` changes cut-offs and dated changes; every change is audited.
 */
export default function CalendarPage() {
  const { t } = useTranslation(["lottery", "common"]);
  const brandId = useBrandId();
  const fields = useMemo<FilterField[]>(
    () => [
      {
        kind: "select",
        name: "days",
        label: t("calendar.days"),
        required: true,
        defaultValue: DAY_CHOICES[0],
        options: DAY_CHOICES.map((days) => ({
          value: days,
          label: t("calendar.daysOption", { count: Number(days) }),
        })),
      },
    ],
    [t],
  );
  const filters = useFilters(fields);
  const days = Number(filters.values.days ?? DAY_CHOICES[0]);
  const query = useQuery(calendarQuery(brandId, { days }));
  return (
    <>
      <PageHeader title={t("calendar.title")} description={t("calendar.description")} />
      <QueryView query={query} isEmpty={() => false}>
        {(calendar) => (
          <CalendarView calendar={calendar} comingFilters={<FilterBar fields={fields} state={filters} />} />
        )}
      </QueryView>
    </>
  );
}

function CalendarView({ calendar, comingFilters }: { calendar: Calendar; comingFilters: ReactNode }) {
  const { t } = useTranslation(["lottery", "common"]);
  const can = useCan();
  const gameName = useGameName();
  const [cutoff, setCutoff] = useState<CalendarRegion>();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<CalendarOverride>();
  const zone = calendar.timeZone;
  const region = (code: string) => t(`formats.${code}` as "formats.north", code);
  const stationName = new Map(calendar.stations.map((station) => [station.code, station.name]));
  const regions = LOTTERY_REGIONS.flatMap((code) =>
    calendar.regions.filter((entry) => entry.region === code),
  );

  const regionColumns: DataColumn<CalendarRegion>[] = [
    {
      id: "region",
      header: t("calendar.region"),
      primary: true,
      rowHeader: true,
      cell: (row) => region(row.region),
    },
    { id: "game", header: t("draws.fields.game"), cell: (row) => gameName(row.game) },
    { id: "drawTime", header: t("calendar.drawTime"), className: "mono", cell: (row) => row.drawTime },
    {
      id: "cutoff",
      header: t("calendar.cutoff"),
      cell: (row) => (
        <>
          {t("calendar.cutoffMinutes", { count: row.cutoffMinutes })}
          <div className="muted small">
            {t("calendar.closesAt", { time: closeTimeOf(row.drawTime, row.cutoffMinutes) })}
          </div>
        </>
      ),
    },
  ];
  const editCutoff = {
    id: "cutoff",
    label: t("calendar.editCutoff"),
    icon: <Icon name="edit" />,
    name: (row: CalendarRegion) => t("calendar.editCutoffOf", { region: region(row.region) }),
    when: () => can("lottery.manage"),
  };

  const weekColumns: DataColumn<WeekRow>[] = [
    {
      id: "day",
      header: t("calendar.weekday"),
      primary: true,
      rowHeader: true,
      cell: (row) => t(`calendar.weekdays.${row.day}`),
    },
    ...regions.map((entry) => ({
      id: entry.region,
      header: region(entry.region),
      cell: (row: WeekRow) => (row.stations[entry.region] ?? []).join(", "),
    })),
  ];

  const comingColumns: DataColumn<ComingRow>[] = [
    {
      id: "date",
      header: t("calendar.date"),
      primary: true,
      className: "nowrap",
      cell: (row) => <DayText date={row.date} />,
    },
    {
      id: "region",
      header: t("calendar.region"),
      cell: (row) =>
        row.draw ? region(row.draw.region) : <span className="muted">{t("calendar.noDraws")}</span>,
    },
    {
      id: "station",
      header: t("draws.fields.station"),
      cell: (row) => row.draw && <StationText station={row.draw.station} />,
    },
    {
      id: "drawAt",
      header: t("draws.fields.drawAt"),
      className: "nowrap",
      cell: (row) => row.draw && <DateTime at={row.draw.drawAt} timeZone={zone} />,
    },
    {
      id: "closeAt",
      header: t("draws.fields.closeAt"),
      className: "nowrap",
      cell: (row) => row.draw && <DateTime at={row.draw.closeAt} timeZone={zone} />,
    },
  ];

  const overrideColumns: DataColumn<CalendarOverride>[] = [
    {
      id: "date",
      header: t("calendar.date"),
      primary: true,
      className: "nowrap",
      cell: (row) => <DayText date={row.date} />,
    },
    {
      id: "change",
      header: t("calendar.change"),
      cell: (row) =>
        row.cancelled ? (
          <Badge tone="danger">{t("calendar.kinds.cancel")}</Badge>
        ) : (
          <Badge tone="info">{t("calendar.kinds.extra")}</Badge>
        ),
    },
    {
      id: "scope",
      header: t("calendar.appliesTo"),
      cell: (row) => {
        switch (overrideScope(row)) {
          case "all":
            return t("calendar.scopes.all");
          case "region":
            return region(row.region ?? "");
          case "station":
            return (
              <>
                <StationText
                  station={{
                    code: row.stationCode ?? "",
                    name: stationName.get(row.stationCode ?? "") ?? "",
                  }}
                />
                {row.region && <div className="muted small">{region(row.region)}</div>}
              </>
            );
        }
      },
    },
    { id: "note", header: t("calendar.note"), cell: (row) => row.note },
    {
      id: "createdBy",
      header: t("calendar.createdBy"),
      cell: (row) => (
        <>
          {row.createdBy}
          <div className="muted small nowrap">
            <DateTime at={row.createdAt} timeZone={zone} />
          </div>
        </>
      ),
    },
  ];
  const remove = {
    id: "remove",
    label: t("calendar.remove"),
    icon: <Icon name="trash" />,
    name: (row: CalendarOverride) => t("calendar.removeOf", { date: row.date }),
    when: () => can("lottery.manage"),
  };

  return (
    <div className="stack stack--lg">
      <Card title={t("calendar.regions")} className="card--flush">
        <DataTable
          label={t("calendar.regions")}
          columns={regionColumns}
          rows={regions}
          rowKey={(row) => row.region}
          rowActions={(row) => (
            <RowActions row={row} actions={[editCutoff]} onAction={(_, chosen) => setCutoff(chosen)} />
          )}
        />
      </Card>
      <FeedCard timeZone={zone} />
      <Card title={t("calendar.weekly")} className="card--flush">
        <DataTable
          label={t("calendar.weekly")}
          caption={t("calendar.weeklyCaption")}
          compact
          columns={weekColumns}
          rows={weekRows(regions, calendar.stations)}
          rowKey={(row) => row.day}
        />
      </Card>
      <Card title={t("calendar.coming")}>
        <div className="stack">
          {comingFilters}
          <DataTable
            label={t("calendar.coming")}
            compact
            columns={comingColumns}
            rows={comingRows(calendar.days)}
            rowKey={(row) => row.key}
          />
          <TimeZoneNote timeZone={zone} />
        </div>
      </Card>
      <Card
        title={t("calendar.overrides")}
        className="card--flush"
        actions={
          can("lottery.manage") && (
            <Button size="small" icon={<Icon name="plus" />} onClick={() => setAdding(true)}>
              {t("calendar.add")}
            </Button>
          )
        }
      >
        {calendar.overrides.length === 0 ? (
          <EmptyState title={t("calendar.noOverrides")} />
        ) : (
          <DataTable
            label={t("calendar.overrides")}
            caption={t("calendar.overridesCaption")}
            columns={overrideColumns}
            rows={calendar.overrides}
            rowKey={(row) => row.id}
            rowActions={(row) => (
              <RowActions row={row} actions={[remove]} onAction={(_, chosen) => setRemoving(chosen)} />
            )}
          />
        )}
      </Card>
      {cutoff && <CutoffDialog region={cutoff} onClose={() => setCutoff(undefined)} />}
      {adding && <OverrideDialog stations={calendar.stations} onClose={() => setAdding(false)} />}
      {removing && <RemoveOverrideDialog override={removing} onClose={() => setRemoving(undefined)} />}
    </div>
  );
}

/** A calendar date with its weekday ("2026-02-16 · Monday"). */
function DayText({ date }: { date: string }) {
  const { t } = useTranslation("lottery");
  const weekday = weekdayOf(date);
  return (
    <>
      <span className="mono">{date}</span>
      {weekday && <span className="muted"> · {t(`calendar.weekdays.${weekday}`)}</span>}
    </>
  );
}
