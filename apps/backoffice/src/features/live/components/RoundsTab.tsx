import { LIVE_ROUND_PHASES } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import { FilterBar } from "@lotus/ui/data/FilterBar";
import type { FilterField } from "@lotus/ui/data/filters";
import { PagedTable } from "@lotus/ui/data/PagedTable";
import { type RowAction, RowActions } from "@lotus/ui/data/RowActions";
import { useFilters } from "@lotus/ui/data/use-filters";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/Icon";
import { Card } from "../../../components/ui/States";
import { useBrandId, useCan } from "../../../lib/console-context";
import { useMoney } from "../../finance/components/money";
import { TimeZoneNote, useBrandTime } from "../../games/components/parts";
import { type LiveRoundRow, type LiveTableDetail, roundsQuery } from "../api/live-api";
import { canVoidRound } from "./live-helpers";
import { PhaseBadge } from "./parts";
import { ResultView } from "./ResultView";
import { RoundBetsModal, VoidRoundDialog } from "./RoundDialogs";

const PAGE_SIZE = 20;

type RoundAction = RowAction<LiveRoundRow> & { run: (round: LiveRoundRow) => void };

/**
 * The table's rounds, newest first, filtered by phase (kept in the address): result, players,
 * stakes and what was paid. A row opens its bets; managers void a round that is not settled.
 */
export function RoundsTab({ table }: { table: LiveTableDetail }) {
  const { t } = useTranslation(["live", "common"]);
  const brandId = useBrandId();
  const can = useCan();
  const money = useMoney();
  const time = useBrandTime();
  const fields = useMemo<FilterField[]>(
    () => [
      {
        kind: "status",
        name: "phase",
        label: t("rounds.phase"),
        allLabel: t("rounds.allPhases"),
        options: LIVE_ROUND_PHASES.map((phase) => ({ value: phase, label: t(`phases.${phase}`) })),
      },
    ],
    [t],
  );
  const filters = useFilters(fields);
  const phase = LIVE_ROUND_PHASES.find((entry) => entry === filters.values.phase);
  const query = useQuery(
    roundsQuery(brandId, table.code, { phase, page: filters.page, pageSize: PAGE_SIZE }),
  );
  const [showing, setShowing] = useState<LiveRoundRow>();
  const [voiding, setVoiding] = useState<LiveRoundRow>();
  const columns: DataColumn<LiveRoundRow>[] = [
    {
      id: "number",
      header: t("rounds.fields.number"),
      primary: true,
      className: "mono nowrap",
      cell: (round) => t("tables.roundNumber", { number: round.number }),
    },
    { id: "phase", header: t("rounds.fields.phase"), cell: (round) => <PhaseBadge phase={round.phase} /> },
    {
      id: "openedAt",
      header: t("rounds.fields.openedAt"),
      className: "nowrap",
      cell: (round) => time.format(round.openedAt),
    },
    {
      id: "result",
      header: t("rounds.fields.result"),
      cell: (round) => <ResultView result={round.result} />,
    },
    { id: "players", header: t("rounds.fields.players"), numeric: true, cell: (round) => round.players },
    {
      id: "stake",
      header: t("rounds.fields.stake"),
      numeric: true,
      className: "nowrap",
      cell: (round) => money(round.stake),
    },
    {
      id: "win",
      header: t("rounds.fields.win"),
      numeric: true,
      className: "nowrap",
      cell: (round) => money(round.win),
    },
    {
      id: "voidReason",
      header: t("rounds.fields.voidReason"),
      cell: (round) => round.voidReason ?? "",
    },
  ];
  const actions: RoundAction[] = [
    {
      id: "bets",
      label: t("rounds.bets"),
      icon: <Icon name="chevronRight" />,
      name: (round) => t("rounds.betsOf", { number: round.number }),
      run: setShowing,
    },
    {
      id: "void",
      label: t("rounds.void"),
      variant: "danger",
      name: (round) => t("rounds.voidOf", { number: round.number }),
      when: (round) => can("live.manage") && canVoidRound(round.phase),
      run: setVoiding,
    },
  ];
  return (
    <div className="stack stack--lg">
      <Card>
        <FilterBar fields={fields} state={filters} />
      </Card>
      <Card className="card--flush">
        <PagedTable
          query={query}
          empty={t("rounds.empty")}
          onPage={filters.setPage}
          label={t("rounds.tableLabel", { name: table.name })}
          columns={columns}
          rowKey={(round) => round.id}
          onRowClick={setShowing}
          footer={
            <div className="live-footer">
              <TimeZoneNote timeZone={time.timeZone} />
            </div>
          }
          rowActions={(round) => (
            <RowActions row={round} actions={actions} onAction={(action, row) => action.run(row)} />
          )}
        />
      </Card>
      {showing && <RoundBetsModal round={showing} onClose={() => setShowing(undefined)} />}
      {voiding && (
        <VoidRoundDialog round={voiding} tableName={table.name} onClose={() => setVoiding(undefined)} />
      )}
    </div>
  );
}
