import "./live.css";
import type { LiveTableStatus } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import { DataTable } from "@lotus/ui/data/DataTable";
import { QueryView } from "@lotus/ui/data/QueryView";
import { type RowAction, RowActions } from "@lotus/ui/data/RowActions";
import { EmptyState } from "@lotus/ui/data/states";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { Icon } from "../../../components/ui/Icon";
import { Card, PageHeader } from "../../../components/ui/States";
import { useBrandId, useCan } from "../../../lib/console-context";
import { useMoney } from "../../finance/components/money";
import { type LiveTableRow, TABLES_POLL_MS, tablesQuery } from "../api/live-api";
import { statusTargets } from "./live-helpers";
import { DriverCell, RoundCell, TableStatusBadge, tablePath, useKindLabel, useNow } from "./parts";
import { StatusDialog, type StatusTarget } from "./StatusDialog";

type TableAction = RowAction<LiveTableRow> & { run: (row: LiveTableRow) => void };

/**
 * The brand's live tables as they run now: status, betting window, the round in play with its
 * countdown, the process driving each table, players and what the round could cost. Managers open,
 * pause and close tables here; everyone opens a table's terms and history.
 */
export default function LiveTablesPage() {
  const { t } = useTranslation(["live", "common"]);
  const brandId = useBrandId();
  const can = useCan();
  const money = useMoney();
  const navigate = useNavigate();
  const kindLabel = useKindLabel();
  const now = useNow();
  const query = useQuery({ ...tablesQuery(brandId), refetchInterval: TABLES_POLL_MS });
  const [changing, setChanging] = useState<StatusTarget>();
  const columns: DataColumn<LiveTableRow>[] = [
    {
      id: "name",
      header: t("tables.fields.name"),
      primary: true,
      rowHeader: true,
      cell: (row) => (
        <>
          <Link to={tablePath(row.code)}>{row.name}</Link>
          <div className="muted small mono">{row.code}</div>
        </>
      ),
    },
    { id: "kind", header: t("tables.fields.kind"), cell: (row) => kindLabel(row.kind, row.variant) },
    {
      id: "status",
      header: t("tables.fields.status"),
      cell: (row) => <TableStatusBadge status={row.status} />,
    },
    {
      id: "window",
      header: t("tables.fields.window"),
      numeric: true,
      className: "nowrap",
      cell: (row) => t("tables.seconds", { count: row.bettingSeconds }),
    },
    {
      id: "round",
      header: t("tables.fields.round"),
      cell: (row) => <RoundCell round={row.round} now={now} />,
    },
    {
      id: "driver",
      header: t("tables.fields.driver"),
      cell: (row) => <DriverCell driver={row.driver} now={now} />,
    },
    { id: "players", header: t("tables.fields.players"), numeric: true, cell: (row) => row.players },
    {
      id: "stake",
      header: t("tables.fields.stake"),
      numeric: true,
      className: "nowrap",
      cell: (row) => money(row.stake),
    },
    {
      id: "worstCase",
      header: t("tables.fields.worstCase"),
      numeric: true,
      className: "nowrap",
      cell: (row) => money(row.worstCase),
    },
  ];
  const statusAction = (status: LiveTableStatus): TableAction => ({
    id: status,
    label: t(`status.action.${status}`),
    variant: status === "closed" ? "danger" : "secondary",
    name: (row) => t(`status.actionOf.${status}`, { name: row.name }),
    when: (row) => can("live.manage") && statusTargets(row.status).includes(status),
    run: (row) => setChanging({ table: row, status }),
  });
  const actions: TableAction[] = [
    statusAction("open"),
    statusAction("paused"),
    statusAction("closed"),
    {
      id: "edit",
      label: t("tables.edit"),
      icon: <Icon name="edit" />,
      name: (row) => t("tables.editOf", { name: row.name }),
      when: () => can("live.manage"),
      run: (row) => navigate(tablePath(row.code)),
    },
    {
      id: "history",
      label: t("tables.history"),
      icon: <Icon name="chevronRight" />,
      name: (row) => t("tables.historyOf", { name: row.name }),
      run: (row) => navigate(tablePath(row.code, "rounds")),
    },
  ];
  return (
    <>
      <PageHeader title={t("tables.title")} description={t("tables.description")} />
      <Card className="card--flush">
        <QueryView
          query={query}
          isEmpty={(data) => data.list.length === 0}
          empty={<EmptyState title={t("tables.empty")} />}
        >
          {(data) => (
            <>
              <DataTable
                label={t("tables.tableLabel")}
                columns={columns}
                rows={data.list}
                rowKey={(row) => row.code}
                rowActions={(row) => (
                  <RowActions row={row} actions={actions} onAction={(action, target) => action.run(target)} />
                )}
              />
              <p className="live-footer muted small">{t("tables.timesNote")}</p>
            </>
          )}
        </QueryView>
      </Card>
      {changing && <StatusDialog target={changing} onClose={() => setChanging(undefined)} />}
    </>
  );
}
