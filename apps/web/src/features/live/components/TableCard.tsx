import { formatAmount } from "@lotus/ui/format/format";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/Icon";
import type { TableSummary } from "../api/live-api";
import { lobbyStage } from "../model/lobby";
import { BeadPlate, HistoryStrip, roadItems } from "./Roads";
import { Countdown, stageKey } from "./RoundBanner";

/** Columns of the lobby card's small bead plate. */
const LOBBY_BEAD_COLUMNS = 10;

/** The card's last results, drawn again only when they change (the countdown ticks four times a second). */
const CardRoad = memo(function CardRoad({ kind, recent }: Pick<TableSummary, "kind" | "recent">) {
  return (
    <div className="live-lobby__road">
      {kind === "baccarat" ? (
        <BeadPlate items={roadItems(recent)} maxColumns={LOBBY_BEAD_COLUMNS} small />
      ) : (
        <HistoryStrip recent={recent} limit={10} />
      )}
    </div>
  );
});

/** A lobby card: the table, its kind, the round's countdown or phase, limits, players, last results, Play. */
export function TableCard({
  table,
  symbol,
  now,
  launching,
  onPlay,
}: {
  table: TableSummary;
  /** The brand currency's symbol (the lobby's tables play in it). */
  symbol: string;
  now: number;
  launching: boolean;
  onPlay: () => void;
}) {
  const { t } = useTranslation("live");
  const round = table.round;
  const stage = lobbyStage(table, now);
  const titleId = `live-card-${table.code}`;
  return (
    <article
      className={`live-lobby__card live-lobby__card--${table.kind}`}
      aria-labelledby={titleId}
      data-table={table.code}
    >
      <header className="live-lobby__head">
        <img
          className="live-lobby__icon"
          src={`/games/${table.code}.svg`}
          alt=""
          width="48"
          height="48"
          loading="lazy"
        />
        <div className="live-lobby__names">
          <h3 id={titleId} className="live-lobby__name">
            {table.name}
          </h3>
          <p className="live-lobby__kind">
            {t(`kinds.${table.kind}`)}
            {table.variant === "no_commission" && ` · ${t("variants.no_commission")}`}
          </p>
        </div>
        <div className="live-lobby__clock">
          {stage.kind === "betting" ? (
            <Countdown remaining={stage.remaining} bettingSeconds={table.bettingSeconds} />
          ) : (
            <span className={`live-lobby__stage live-lobby__stage--${stage.kind}`}>
              {t(stageKey(stage, stage.kind === "result"))}
            </span>
          )}
        </div>
      </header>
      <p className="live-lobby__facts">
        <span>
          {t("limits", { min: formatAmount(table.minBet, symbol), max: formatAmount(table.maxBet, symbol) })}
        </span>
        <span>
          <Icon name="user" size={14} /> {t("players", { count: table.players })}
        </span>
        {round && <span>{t("round", { number: round.number })}</span>}
      </p>
      <CardRoad kind={table.kind} recent={table.recent} />
      <button
        type="button"
        className="btn btn--primary live-lobby__play"
        onClick={onPlay}
        disabled={launching}
        aria-busy={launching || undefined}
        aria-label={t("lobby.playName", { table: table.name })}
      >
        <Icon name="play" size={16} />
        {t("lobby.play")}
      </button>
    </article>
  );
}
