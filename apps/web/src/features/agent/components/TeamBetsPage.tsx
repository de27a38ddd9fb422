import { GAME_TYPES, type GameType } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import type { FilterField } from "@lotus/ui/data/filters";
import { PagedTable } from "@lotus/ui/data/PagedTable";
import { StatusBadge, type StatusTones } from "@lotus/ui/status/Badge";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useRecordCategory } from "../../../components/records/record-category";
import { useRoundDetails } from "../../../components/records/round-details";
import { type TeamBets, teamBetDetailQuery, teamBetsQuery } from "../api/agent-api";
import { RangeNote, useAmount, useRecordColumns, WinLoss } from "./parts";
import { AgentFilterBar, accountFilter, teamListQuery, useAgentFilters } from "./RangeFilters";
import { type AgentCentreSlots, useAgentSlots } from "./slots";

type TeamBet = TeamBets["list"][number];

const ROUND_TONES: StatusTones = { settled: "success", open: "warning", cancelled: "danger" };
const BETS_PER_PAGE = 20;
function isCategory(value: string): value is GameType {
  return (GAME_TYPES as readonly string[]).includes(value);
}

/** An opened round's details (the games feature draws them), asked for when it is opened. */
function TeamRoundDetail({
  roundId,
  View,
}: {
  roundId: string;
  View: NonNullable<AgentCentreSlots["RoundDetail"]>;
}) {
  return <View query={useQuery(teamBetDetailQuery(roundId))} />;
}

/** personalHistoryCopy: the team's rounds; filters account (any depth), range and category. */
export function TeamBetsPage() {
  const { t } = useTranslation(["agent", "games", "common"]);
  const amount = useAmount();
  const categoryName = useRecordCategory();
  const { RoundDetail } = useAgentSlots();
  const { opened, rowActions } = useRoundDetails<TeamBet>();
  const extra = useMemo<FilterField[]>(
    () => [
      accountFilter(t("agent:filters.account")),
      {
        kind: "select",
        name: "gameType",
        label: t("agent:filters.category"),
        allLabel: t("agent:filters.all"),
        options: GAME_TYPES.map((type) => ({ value: type, label: categoryName(type) })),
      },
    ],
    [t, categoryName],
  );
  const filters = useAgentFilters({ extra });
  const gameType = filters.state.values.gameType ?? "";
  const bets = useQuery({
    ...teamBetsQuery({
      ...teamListQuery(filters, BETS_PER_PAGE),
      ...(isCategory(gameType) ? { gameType } : {}),
    }),
    enabled: filters.query !== undefined,
  });
  const recordColumns = useRecordColumns<TeamBet>(t("games:records.time"));

  const columns: DataColumn<TeamBet>[] = [
    ...recordColumns,
    {
      id: "game",
      header: t("games:records.game"),
      cell: (row) => (
        <span>
          {row.gameName}
          <span className="agent-note-inline">
            {row.vendorName || row.vassalage} · {categoryName(row.gameType)}
          </span>
        </span>
      ),
    },
    { id: "round", header: t("games:records.round"), className: "mono", cell: (row) => row.round },
    { id: "bet", header: t("games:records.bet"), numeric: true, cell: (row) => amount(row.betAmount) },
    {
      id: "validBet",
      header: t("games:records.validBet"),
      numeric: true,
      cell: (row) => amount(row.validBet),
    },
    {
      id: "winLoss",
      header: t("games:records.winLoss"),
      numeric: true,
      cell: (row) => <WinLoss amount={row.winLoss} />,
    },
    {
      id: "status",
      header: t("games:records.status.label"),
      cell: (row) => (
        <StatusBadge
          status={row.status}
          tones={ROUND_TONES}
          label={t(`games:records.status.${row.status}`)}
        />
      ),
    },
  ];

  return (
    <div className="agent-page">
      <AgentFilterBar filters={filters} />
      {filters.query && (
        <>
          {bets.data && <RangeNote from={bets.data.from} to={bets.data.to} />}
          <PagedTable
            query={bets}
            label={t("agent:bets.caption")}
            empty={t("agent:bets.none")}
            columns={columns}
            rowKey={(row) => row.roundId}
            onPage={filters.state.setPage}
            rowActions={RoundDetail ? rowActions : undefined}
            rowDetail={(row) =>
              RoundDetail && opened.has(row.roundId) ? (
                <TeamRoundDetail roundId={row.roundId} View={RoundDetail} />
              ) : null
            }
            totals={(data) => ({
              time: t("games:records.summary", { rounds: data.total }),
              bet: amount(data.summary.betAmount),
              validBet: amount(data.summary.validBet),
              winLoss: <WinLoss amount={data.summary.winLoss} />,
            })}
          />
        </>
      )}
    </div>
  );
}
