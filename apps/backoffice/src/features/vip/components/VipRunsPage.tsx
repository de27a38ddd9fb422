import { VIP_RUN_KINDS, type VipRunView } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import type { FilterField } from "@lotus/ui/data/filters";
import { PagedTable } from "@lotus/ui/data/PagedTable";
import { useFilters } from "@lotus/ui/data/use-filters";
import { DateTime } from "@lotus/ui/format/DateTime";
import { StatusBadge, type StatusTones } from "@lotus/ui/status/Badge";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { FilteredList } from "../../../components/ui/FilteredList";
import { PageHeader } from "../../../components/ui/States";
import { useBrandId } from "../../../lib/console-context";
import { useMoney } from "../../finance/components/money";
import { type VipRunsQuery, vipRunsQuery } from "../api/vip-api";

const PAGE_SIZE = 20;
const RUN_TONES: StatusTones<VipRunView["status"]> = { running: "info", done: "success", failed: "danger" };

/** The nightly VIP evaluations and the daily rebates: one run per brand day, what each did and paid. */
export default function VipRunsPage() {
  const { t } = useTranslation(["vip", "common"]);
  const brandId = useBrandId();
  const money = useMoney();
  const fields = useMemo<FilterField[]>(
    () => [
      {
        kind: "select",
        name: "kind",
        label: t("runs.kind"),
        allLabel: t("runs.allKinds"),
        options: VIP_RUN_KINDS.map((kind) => ({ value: kind, label: t(`runs.kinds.${kind}`) })),
      },
      { kind: "dateRange", name: "day", label: t("runs.day") },
    ],
    [t],
  );
  const filters = useFilters(fields);
  const search: VipRunsQuery = {
    kind: VIP_RUN_KINDS.find((kind) => kind === filters.values.kind),
    from: filters.values.dayFrom || undefined,
    to: filters.values.dayTo || undefined,
    page: filters.page,
    pageSize: PAGE_SIZE,
  };
  const query = useQuery(vipRunsQuery(brandId, search));
  const columns: DataColumn<VipRunView>[] = [
    {
      id: "day",
      header: t("runs.day"),
      primary: true,
      className: "nowrap",
      cell: (run) => (
        <>
          {run.day}
          <div className="muted small">{t(`runs.kinds.${run.kind}`)}</div>
        </>
      ),
    },
    {
      id: "status",
      header: t("runs.status"),
      cell: (run) => (
        <>
          <StatusBadge status={run.status} tones={RUN_TONES} label={t(`runs.statuses.${run.status}`)} />
          {run.error && <div className="muted small">{run.error}</div>}
        </>
      ),
    },
    {
      id: "times",
      header: t("runs.times"),
      className: "nowrap",
      cell: (run) => (
        <>
          <DateTime at={run.startedAt} />
          <div className="muted small">
            {run.finishedAt === null ? t("runs.notFinished") : <DateTime at={run.finishedAt} />}
          </div>
        </>
      ),
    },
    { id: "members", header: t("runs.members"), numeric: true, cell: (run) => run.members },
    {
      id: "changes",
      header: t("runs.changes"),
      numeric: true,
      cell: (run) =>
        run.kind === "evaluate" ? t("runs.changesValue", { up: run.promoted, down: run.demoted }) : "—",
    },
    { id: "grants", header: t("runs.grants"), numeric: true, cell: (run) => run.grants },
    {
      id: "amount",
      header: t("runs.amount"),
      numeric: true,
      className: "nowrap",
      cell: (run) =>
        run.kind === "rebate" ? (
          <>
            {money(run.amount)}
            <div className="muted small">{t("runs.turnoverOf", { amount: money(run.turnover) })}</div>
          </>
        ) : (
          "—"
        ),
    },
  ];
  return (
    <>
      <PageHeader title={t("runs.title")} description={t("runs.description")} />
      <FilteredList fields={fields} filters={filters}>
        <PagedTable
          query={query}
          empty={t("runs.empty")}
          onPage={filters.setPage}
          label={t("runs.title")}
          columns={columns}
          rowKey={(run) => `${run.kind}:${run.day}`}
        />
      </FilteredList>
    </>
  );
}
