import { HOUSE_LOTTERY_IDS, type LotteryResultView } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import { DataTable } from "@lotus/ui/data/DataTable";
import type { FilterField } from "@lotus/ui/data/filters";
import { Badge, StatusBadge } from "@lotus/ui/status/Badge";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { DAILY_GAME_ORDER, isDailyGame } from "./daily-helpers";
import {
  BET_STATUS_TONES,
  DRAW_STATUS_TONES,
  formatPercent,
  houseEdge,
  type PrizeRow,
  prizeRows,
  RTP_WATCH,
  resultSummary,
  rtpNeedsWatch,
} from "./lottery-helpers";

export type HouseLotteryId = (typeof HOUSE_LOTTERY_IDS)[number];

/** Every house lottery with draws: the fast ones, then the daily Vietnamese draws North to South. */
export const DRAW_GAMES: readonly HouseLotteryId[] = [
  ...HOUSE_LOTTERY_IDS.filter((game) => !isDailyGame(game)),
  ...DAILY_GAME_ORDER,
];

/** The lotteries drawn in-house from a daily hash chain (the daily draws' results are entered). */
export const CHAIN_GAMES: readonly HouseLotteryId[] = HOUSE_LOTTERY_IDS.filter((game) => !isDailyGame(game));

/** The address of one draw's page. */
export const drawPath = (drawId: string) => `/lottery-draws/${drawId}`;

/** The draws list of a game, as the detail page's way back. */
export const drawsPath = (game: string) => `/lottery-draws?${new URLSearchParams({ game })}`;

/** A game's fair chains. */
export const chainsPath = (game: string) => `/lottery-chains?${new URLSearchParams({ game })}`;

export function DrawStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation("lottery");
  return (
    <StatusBadge
      status={status}
      tones={DRAW_STATUS_TONES}
      label={t(`drawStatuses.${status}` as "drawStatuses.open", status)}
    />
  );
}

export function LineStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation("lottery");
  return (
    <StatusBadge
      status={status}
      tones={BET_STATUS_TONES}
      label={t(`lineStatuses.${status}` as "lineStatuses.open", status)}
    />
  );
}

/** A house lottery's translated name; a game this console does not know shows its code. */
export function useGameName(): (game: string) => string {
  const { t } = useTranslation("lottery");
  return (game) => t(`games.${game}` as "games.elott-1", game);
}

/** The house lottery games as a required filter (the lists are per game), kept in the address as `game`. */
export function useGameField(games: readonly HouseLotteryId[] = DRAW_GAMES): FilterField {
  const { t } = useTranslation("lottery");
  return useMemo(
    () => ({
      kind: "select",
      name: "game",
      label: t("filters.game"),
      required: true,
      options: games.map((game) => ({ value: game, label: t(`games.${game}`) })),
    }),
    [t, games],
  );
}

/** A daily draw's station: its name with the code the periods carry. */
export function StationText({ station }: { station: { code: string; name: string } | null }) {
  if (!station) return null;
  return (
    <span className="nowrap">
      {station.name} <span className="muted small mono">{station.code}</span>
    </span>
  );
}

/** A lô/đề result as the official table: one row per prize, ĐB first and marked. */
export function PrizeTable({ result, label }: { result: LotteryResultView | null; label?: string }) {
  const { t } = useTranslation("lottery");
  const columns: DataColumn<PrizeRow>[] = [
    {
      id: "prize",
      header: t("result.prize"),
      primary: true,
      rowHeader: true,
      className: "nowrap",
      cell: (row) => t(`prizes.${row.prize}` as "prizes.DB", row.prize),
    },
    {
      id: "numbers",
      header: t("result.numbers"),
      cell: (row) => (
        <span className={`prize-numbers mono${row.prize === "DB" ? " prize-numbers--special" : ""}`}>
          {row.numbers.join("  ")}
        </span>
      ),
    },
  ];
  return (
    <DataTable
      label={label ?? t("result.prizeTable")}
      compact
      columns={columns}
      rows={prizeRows(result)}
      rowKey={(row) => row.prize}
    />
  );
}

/** A result in one line: ĐB's number (lô/đề formats), or the Keno sum with Tài/Xỉu/Hòa. */
export function ResultSummaryText({ result }: { result: LotteryResultView | null }) {
  const { t } = useTranslation("lottery");
  const summary = resultSummary(result);
  switch (summary.kind) {
    case "special":
      return (
        <span className="nowrap">
          {t("result.specialShort")} <span className="mono">{summary.number}</span>
        </span>
      );
    case "keno":
      return (
        <span className="nowrap">
          {t("result.kenoShort", { sum: summary.sum, size: t(`kenoSizes.${summary.size}`) })}
        </span>
      );
    case "none":
      return <span className="muted">{t("result.none")}</span>;
  }
}

/** The RTP the server computed, with the house edge; marked when the house keeps little. */
export function RtpCell({ rtp }: { rtp: number }) {
  const { t } = useTranslation("lottery");
  const edge = t("markets.houseEdge", { edge: formatPercent(houseEdge(rtp)) });
  return (
    <>
      {rtpNeedsWatch(rtp) ? (
        <Badge tone="warning" title={t("markets.highRtp", { rtp: RTP_WATCH })}>
          {formatPercent(rtp)}
          <span className="visually-hidden"> ({t("markets.highRtpShort")})</span>
        </Badge>
      ) : (
        formatPercent(rtp)
      )}
      <div className="muted small">{edge}</div>
    </>
  );
}
