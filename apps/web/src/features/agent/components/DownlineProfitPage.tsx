import type { DataColumn } from "@lotus/ui/data/columns";
import { DataTable } from "@lotus/ui/data/DataTable";
import type { FilterField } from "@lotus/ui/data/filters";
import { PagedTable } from "@lotus/ui/data/PagedTable";
import { QueryView } from "@lotus/ui/data/QueryView";
import { RowActions } from "@lotus/ui/data/RowActions";
import { EmptyState } from "@lotus/ui/data/states";
import { formatCount } from "@lotus/ui/format/format";
import { Tabs, useTabParam } from "@lotus/ui/primitives/Tabs";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { type DownlineProfit, downlineProfitQuery } from "../api/agent-api";
import { agentPagePath } from "../model/menu";
import { FROM_PARAM, RANGE_PARAM, TO_PARAM } from "../model/ranges";
import { DownlineAccount, RangeNote, useAmount, WinLoss } from "./parts";
import { AgentFilterBar, accountFilter, teamListQuery, useAgentFilters } from "./RangeFilters";

type MemberRow = DownlineProfit["list"][number];
type LevelRow = DownlineProfit["levels"][number];
type Figures = DownlineProfit["totals"];

const PROFIT_PER_PAGE = 20;
const VIEWS = ["members", "levels"] as const;

/** The play columns both views share: bets (valid turnover), wins, the team's and the house's result. */
function useFigureColumns<Row extends Figures>(): DataColumn<Row>[] {
  const { t } = useTranslation("agent");
  const amount = useAmount();
  return [
    { id: "betCount", header: t("profit.betCount"), numeric: true, cell: (row) => formatCount(row.betCount) },
    { id: "bets", header: t("profit.bets"), numeric: true, cell: (row) => amount(row.bets) },
    { id: "wins", header: t("profit.wins"), numeric: true, cell: (row) => amount(row.wins) },
    {
      id: "memberWinLoss",
      header: t("profit.memberWinLoss"),
      numeric: true,
      cell: (row) => <WinLoss amount={row.memberWinLoss} />,
    },
    {
      id: "houseWinLoss",
      header: t("profit.houseWinLoss"),
      numeric: true,
      cell: (row) => amount(row.houseWinLoss),
    },
  ];
}

/** The totals row of either view. */
function totalsOf(totals: Figures, amount: (value: number) => string) {
  return {
    betCount: formatCount(totals.betCount),
    bets: amount(totals.bets),
    wins: amount(totals.wins),
    memberWinLoss: <WinLoss amount={totals.memberWinLoss} />,
    houseWinLoss: amount(totals.houseWinLoss),
  };
}

/** palStatementsAgentCopy: downline profit and loss over a range, per member (played members) or per level. */
export function DownlineProfitPage() {
  const { t } = useTranslation("agent");
  const amount = useAmount();
  const extra = useMemo<FilterField[]>(() => [accountFilter(t("filters.account"))], [t]);
  const filters = useAgentFilters({ extra });
  const [view, setView] = useTabParam("view", VIEWS);
  const profit = useQuery({
    ...downlineProfitQuery(teamListQuery(filters, PROFIT_PER_PAGE)),
    enabled: filters.query !== undefined,
  });
  const figures = useFigureColumns<MemberRow>();
  const levelFigures = useFigureColumns<LevelRow>();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // A member's figures open on their rounds over the same range (a lottery round there opens on its ticket).
  const rangeParams = Object.fromEntries(
    [RANGE_PARAM, FROM_PARAM, TO_PARAM].flatMap((name) => {
      const value = params.get(name);
      return value ? [[name, value]] : [];
    }),
  );
  const recordAction = {
    id: "records",
    label: t("downlines.records"),
    name: (row: MemberRow) => t("downlines.recordsName", { account: row.account }),
  };

  const memberColumns: DataColumn<MemberRow>[] = [
    {
      id: "account",
      header: t("filters.account"),
      primary: true,
      cell: (row) => <DownlineAccount account={row.account} kind={row.kind} level={row.level} />,
    },
    ...figures,
  ];
  const levelColumns: DataColumn<LevelRow>[] = [
    {
      id: "level",
      header: t("profit.level"),
      primary: true,
      rowHeader: true,
      cell: (row) => t("downlines.level", { level: row.level }),
    },
    {
      id: "activeMembers",
      header: t("profit.activeMembers"),
      numeric: true,
      cell: (row) => formatCount(row.activeMembers),
    },
    ...levelFigures,
  ];

  return (
    <div className="agent-page">
      <AgentFilterBar filters={filters} />
      {filters.query && (
        <Tabs
          label={t("profit.views")}
          tabs={VIEWS.map((id) => ({ id, label: t(`profit.view.${id}`) }))}
          active={view}
          onChange={setView}
        >
          {profit.data && <RangeNote from={profit.data.from} to={profit.data.to} />}
          {view === "members" ? (
            <PagedTable
              query={profit}
              label={t("profit.view.members")}
              empty={t("profit.none")}
              columns={memberColumns}
              rowKey={(row) => row.account}
              onPage={filters.state.setPage}
              rowActions={(row) => (
                <RowActions
                  row={row}
                  actions={[recordAction]}
                  onAction={(_, member) =>
                    navigate(
                      agentPagePath("personalHistoryCopy", { ...rangeParams, account: member.account }),
                    )
                  }
                />
              )}
              totals={(data) => ({ account: t("profit.total"), ...totalsOf(data.totals, amount) })}
            />
          ) : (
            <QueryView
              query={profit}
              isEmpty={(data) => data.levels.length === 0}
              empty={<EmptyState title={t("profit.none")} />}
            >
              {(data) => (
                <DataTable
                  label={t("profit.view.levels")}
                  columns={levelColumns}
                  rows={data.levels}
                  rowKey={(row) => String(row.level)}
                  totals={{ level: t("profit.total"), ...totalsOf(data.totals, amount) }}
                />
              )}
            </QueryView>
          )}
        </Tabs>
      )}
    </div>
  );
}
