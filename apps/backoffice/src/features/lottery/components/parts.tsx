import { HOUSE_LOTTERY_IDS, type LotteryResultView } from "@lotus/contracts";
import type { FilterField } from "@lotus/ui/data/filters";
import { Badge, StatusBadge } from "@lotus/ui/status/Badge";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import {
  BET_STATUS_TONES,
  DRAW_STATUS_TONES,
  formatPercent,
  houseEdge,
  RTP_WATCH,
  resultSummary,
  rtpNeedsWatch,
} from "./lottery-helpers";

export type HouseLotteryId = (typeof HOUSE_LOTTERY_IDS)[number];

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
export function useGameField(): FilterField {
  const { t } = useTranslation("lottery");
  return useMemo(
    () => ({
      kind: "select",
      name: "game",
      label: t("filters.game"),
      required: true,
      options: HOUSE_LOTTERY_IDS.map((game) => ({ value: game, label: t(`games.${game}`) })),
    }),
    [t],
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
