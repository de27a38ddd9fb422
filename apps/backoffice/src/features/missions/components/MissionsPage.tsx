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
import { useBrandTime } from "../../games/components/parts";
import { completionsQuery, type MissionRow, missionsQuery } from "../api/missions-api";
import { MissionDialog } from "./MissionDialog";
import { rewardText, targetText } from "./mission-helpers";

const PAGE_SIZE = 20;
const TABS = ["missions", "completions"] as const;

/** Missions the brand defines (the editor), and who completed them. */
export default function MissionsPage() {
  const { t } = useTranslation("missions");
  const [tab, setTab] = useTabParam<(typeof TABS)[number]>("tab", TABS);
  return (
    <>
      <PageHeader title={t("missions.title")} description={t("missions.description")} />
      <Tabs
        idPrefix="missions"
        label={t("missions.title")}
        active={tab}
        onChange={setTab}
        tabs={TABS.map((id) => ({ id, label: t(`missions.tabs.${id}`) }))}
      >
        {tab === "missions" ? <MissionList /> : <CompletionList />}
      </Tabs>
    </>
  );
}

function MissionList() {
  const { t } = useTranslation(["missions", "common"]);
  const brandId = useBrandId();
  const can = useCan();
  const money = useMoney();
  const time = useBrandTime();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<MissionRow | null>();
  const query = useQuery(missionsQuery(brandId, { page, pageSize: PAGE_SIZE }));
  const columns: DataColumn<MissionRow>[] = [
    {
      id: "title",
      header: t("fields.title"),
      primary: true,
      rowHeader: true,
      cell: (mission) => (
        <>
          {mission.title.EN ?? mission.title.VI}
          <div className="muted small">{t(`kinds.${mission.kind}`)}</div>
        </>
      ),
    },
    { id: "target", header: t("fields.target"), cell: (mission) => targetText(t, mission, money) },
    { id: "reward", header: t("fields.reward"), cell: (mission) => rewardText(t, mission, money) },
    {
      id: "mode",
      header: t("fields.claimMode"),
      cell: (mission) => t(`claimModes.${mission.claimMode}`),
    },
    {
      id: "window",
      header: t("fields.window"),
      className: "nowrap",
      cell: (mission) =>
        mission.startsAt === null && mission.endsAt === null
          ? t("missions.always")
          : `${time.format(mission.startsAt)} – ${time.format(mission.endsAt)}`,
    },
    {
      id: "completions",
      header: t("fields.completions"),
      numeric: true,
      cell: (mission) => mission.completions,
    },
    {
      id: "status",
      header: t("fields.status"),
      cell: (mission) => (
        <Badge tone={mission.status === "active" ? "success" : "muted"}>
          {t(`statuses.${mission.status}`)}
        </Badge>
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
            {t("missions.new")}
          </Button>
        )
      }
    >
      <PagedTable
        query={query}
        empty={t("missions.empty")}
        onPage={setPage}
        label={t("missions.title")}
        columns={columns}
        rowKey={(mission) => mission.id}
        rowActions={(mission) => (
          <RowActions row={mission} actions={[edit]} onAction={(_, row) => setEditing(row)} />
        )}
      />
      {editing !== undefined && (
        <MissionDialog mission={editing ?? undefined} onClose={() => setEditing(undefined)} />
      )}
    </Card>
  );
}

type CompletionRow = NonNullable<ReturnType<typeof useCompletions>["data"]>["list"][number];

function useCompletions(search: Parameters<typeof completionsQuery>[1]) {
  return useQuery(completionsQuery(useBrandId(), search));
}

function CompletionList() {
  const { t } = useTranslation(["missions", "common"]);
  const money = useMoney();
  const time = useBrandTime();
  const fields = useMemo<FilterField[]>(
    () => [{ kind: "text", name: "account", label: t("fields.account"), maxLength: 64 }],
    [t],
  );
  const filters = useFilters(fields);
  const query = useCompletions({
    account: filters.values.account || undefined,
    page: filters.page,
    pageSize: PAGE_SIZE,
  });
  const columns: DataColumn<CompletionRow>[] = [
    { id: "account", header: t("fields.account"), primary: true, cell: (row) => row.account },
    { id: "mission", header: t("fields.title"), cell: (row) => row.missionTitle },
    { id: "period", header: t("fields.period"), className: "nowrap", cell: (row) => row.period },
    {
      id: "reward",
      header: t("fields.reward"),
      cell: (row) =>
        rewardText(
          t,
          { rewardCash: row.rewardCash, rewardPoints: row.rewardPoints, rewardTickets: row.rewardTickets },
          money,
        ),
    },
    {
      id: "grant",
      header: t("fields.grant"),
      cell: (row) =>
        row.grantId ? (
          <Badge tone="success">{t("completions.granted")}</Badge>
        ) : (
          <Badge tone="warning">{t("completions.pending")}</Badge>
        ),
    },
    { id: "at", header: t("fields.at"), className: "nowrap", cell: (row) => time.format(row.createdAt) },
  ];
  return (
    <FilteredList fields={fields} filters={filters}>
      <PagedTable
        query={query}
        empty={t("completions.empty")}
        onPage={filters.setPage}
        label={t("missions.tabs.completions")}
        columns={columns}
        rowKey={(row) => row.id}
      />
    </FilteredList>
  );
}
