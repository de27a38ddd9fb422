import type { DataColumn } from "@lotus/ui/data/columns";
import type { FilterField } from "@lotus/ui/data/filters";
import { PagedTable } from "@lotus/ui/data/PagedTable";
import { RowActions } from "@lotus/ui/data/RowActions";
import { useFilters } from "@lotus/ui/data/use-filters";
import { Button } from "@lotus/ui/primitives/Button";
import { Tabs, useTabParam } from "@lotus/ui/primitives/Tabs";
import { Badge } from "@lotus/ui/status/Badge";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { FilteredList } from "../../../components/ui/FilteredList";
import { Icon } from "../../../components/ui/Icon";
import { Card, PageHeader } from "../../../components/ui/States";
import { useBrandId, useCan } from "../../../lib/console-context";
import { useMoney } from "../../finance/components/money";
import { TimeZoneNote, useBrandTime } from "../../games/components/parts";
import { participationsQuery, type RaffleRow, rafflesQuery } from "../api/missions-api";
import { RaffleDialog } from "./RaffleDialog";

const PAGE_SIZE = 20;
const TABS = ["events", "log"] as const;

/** Red-envelope raffles: events with sessions, prize tables and stock; the participation log. */
export default function RafflesPage() {
  const { t } = useTranslation("missions");
  const [tab, setTab] = useTabParam<(typeof TABS)[number]>("tab", TABS);
  return (
    <>
      <PageHeader title={t("raffles.title")} description={t("raffles.description")} />
      <Tabs
        idPrefix="raffles"
        label={t("raffles.title")}
        active={tab}
        onChange={setTab}
        tabs={TABS.map((id) => ({ id, label: t(`raffles.tabs.${id}`) }))}
      >
        {tab === "events" ? <EventList /> : <ParticipationLog />}
      </Tabs>
    </>
  );
}

function EventList() {
  const { t } = useTranslation(["missions", "common"]);
  const brandId = useBrandId();
  const can = useCan();
  const money = useMoney();
  const time = useBrandTime();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<RaffleRow | null>();
  const query = useQuery(rafflesQuery(brandId, { page, pageSize: PAGE_SIZE }));
  const columns: DataColumn<RaffleRow>[] = [
    {
      id: "title",
      header: t("fields.title"),
      primary: true,
      rowHeader: true,
      cell: (event) => (
        <>
          {event.title.EN ?? event.title.VI}
          <div className="muted small">
            {time.format(event.startsAt)} – {time.format(event.endsAt)}
          </div>
        </>
      ),
    },
    {
      id: "sessions",
      header: t("raffles.sessions"),
      cell: (event) => event.sessions.map((session) => `${session.start}–${session.end}`).join(", "),
    },
    {
      id: "tries",
      header: t("raffles.triesPerDay"),
      numeric: true,
      cell: (event) => event.triesPerDay,
    },
    {
      id: "prizes",
      header: t("raffles.stock"),
      cell: (event) => (
        <ul className="plain-list small">
          {event.prizes.map((prize) => (
            <li key={prize.id}>
              {prize.name.EN ?? prize.name.VI} · {prize.kind === "cash" ? money(prize.amount) : prize.amount}{" "}
              · {(prize.probabilityBp / 100).toFixed(2)}% ·{" "}
              {prize.totalStock === null
                ? t("raffles.unlimited", { won: prize.won })
                : t("raffles.remaining", { remaining: prize.remainingStock, total: prize.totalStock })}
            </li>
          ))}
        </ul>
      ),
    },
    {
      id: "participations",
      header: t("raffles.participations"),
      numeric: true,
      cell: (event) => event.participations,
    },
    {
      id: "status",
      header: t("fields.status"),
      cell: (event) => (
        <Badge tone={event.status === "active" ? "success" : "muted"}>{t(`statuses.${event.status}`)}</Badge>
      ),
    },
  ];
  const edit = {
    id: "edit",
    label: t("common:actions.edit"),
    icon: <Icon name="edit" />,
    when: () => can("missions.manage"),
  };
  return (
    <Card
      className="card--flush"
      actions={
        can("missions.manage") && (
          <Button icon={<Icon name="plus" />} onClick={() => setEditing(null)}>
            {t("raffles.new")}
          </Button>
        )
      }
    >
      <PagedTable
        query={query}
        empty={t("raffles.empty")}
        onPage={setPage}
        label={t("raffles.title")}
        columns={columns}
        rowKey={(event) => event.id}
        footer={<TimeZoneNote timeZone={time.timeZone} />}
        rowActions={(event) => (
          <RowActions row={event} actions={[edit]} onAction={(_, row) => setEditing(row)} />
        )}
      />
      {editing !== undefined && (
        <RaffleDialog event={editing ?? undefined} onClose={() => setEditing(undefined)} />
      )}
    </Card>
  );
}

type LogRow = NonNullable<ReturnType<typeof useLog>["data"]>["list"][number];

function useLog(search: Parameters<typeof participationsQuery>[1]) {
  return useQuery(participationsQuery(useBrandId(), search));
}

function ParticipationLog() {
  const { t } = useTranslation(["missions", "common"]);
  const money = useMoney();
  const time = useBrandTime();
  const fields = useMemo<FilterField[]>(
    () => [
      { kind: "text", name: "account", label: t("fields.account"), maxLength: 64 },
      {
        kind: "select",
        name: "won",
        label: t("raffles.result"),
        allLabel: t("raffles.allResults"),
        options: [
          { value: "yes", label: t("raffles.won") },
          { value: "no", label: t("raffles.lost") },
        ],
      },
    ],
    [t],
  );
  const filters = useFilters(fields);
  const won = filters.values.won === "yes" || filters.values.won === "no" ? filters.values.won : undefined;
  const query = useLog({
    account: filters.values.account || undefined,
    won,
    page: filters.page,
    pageSize: PAGE_SIZE,
  });
  const columns: DataColumn<LogRow>[] = [
    { id: "account", header: t("fields.account"), primary: true, cell: (row) => row.account },
    { id: "ip", header: t("raffles.ip"), cell: (row) => row.ip },
    {
      id: "result",
      header: t("raffles.result"),
      cell: (row) =>
        row.won ? (
          <Badge tone="success">
            {row.prizeName} · {row.prizeKind === "cash" ? money(row.amount) : row.amount}
          </Badge>
        ) : (
          <Badge tone="muted">{row.prizeName ?? t("raffles.lost")}</Badge>
        ),
    },
    {
      id: "ticket",
      header: t("raffles.ticket"),
      cell: (row) => (row.usedTicket ? t("raffles.usedTicket") : ""),
    },
    {
      id: "grant",
      header: t("fields.grant"),
      cell: (row) => (!row.won ? "" : row.grantId ? t("completions.granted") : t("completions.pending")),
    },
    { id: "at", header: t("fields.at"), className: "nowrap", cell: (row) => time.format(row.createdAt) },
  ];
  return (
    <FilteredList fields={fields} filters={filters}>
      <PagedTable
        query={query}
        empty={t("raffles.logEmpty")}
        onPage={filters.setPage}
        label={t("raffles.tabs.log")}
        columns={columns}
        rowKey={(row) => row.id}
      />
    </FilteredList>
  );
}
