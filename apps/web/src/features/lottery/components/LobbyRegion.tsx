import { ErrorState } from "@lotus/ui/data/QueryView";
import { Spinner } from "@lotus/ui/data/states";
import { dayKey, formatDateTime } from "@lotus/ui/format/format";
import { Badge } from "@lotus/ui/status/Badge";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/Icon";
import { LazyImage } from "../../../components/ui/LazyImage";
import { boardQuery, type TimedBoard } from "../api/lottery-api";
import { useServerNow, useSkew } from "../hooks/use-draw-clock";
import { formatCountdown } from "../model/countdown";
import { type LobbyGame, lobbyStations } from "../model/lobby";
import { latestDay } from "../model/ticket";
import { TicketTable } from "./TicketTable";

/** How a region's Play and Bet buttons start the game (the site's launch, as game tiles do). */
export interface LobbyLaunch {
  play: (game: LobbyGame, station?: string) => void;
  launching: string | null;
}

/** HH:mm of an instant in the brand's time zone. */
const timeIn = (epochMs: number, timeZone: string) => formatDateTime(epochMs, timeZone).slice(11, 16);

/**
 * A region's stations at this moment, each with its countdown to the close (ticking every second;
 * the timers are not live regions), "betting closed – waiting for the result" once it has closed,
 * and, when the region has several stations, a button that opens the game on that station.
 */
function StationList({
  game,
  board,
  timeZone,
  launch,
}: {
  game: LobbyGame;
  board: TimedBoard;
  timeZone: string;
  launch: LobbyLaunch;
}) {
  const { t } = useTranslation("lottery");
  const now = useServerNow(useSkew(board));
  const stations = lobbyStations(board, now);
  const date = stations[0]?.date;
  const several = stations.length > 1;
  const busy = launch.launching === game.item.gameId;
  if (stations.length === 0) return <p className="vnl-region__none">{t("lobby.noStations")}</p>;
  return (
    <>
      <h3 className="vnl-region__subtitle">
        {date === dayKey(now, timeZone) ? t("lobby.stationsToday") : t("lobby.stationsOn", { date })}
      </h3>
      <ul className="vnl-stations">
        {stations.map(({ draw, state }) => {
          const name = draw.station?.name ?? t(`regions.${game.region}`);
          const target = state === "open" ? draw.closeAt : state === "upcoming" ? draw.openAt : null;
          return (
            <li
              key={draw.period}
              className={`vnl-station vnl-station--${state}`}
              data-testid="vnlottery-station"
              data-station={draw.station?.code ?? ""}
              data-state={state}
            >
              <span className="vnl-station__name">{name}</span>
              {target === null ? (
                <span className="vnl-station__closed">{t("lobby.closed")}</span>
              ) : (
                <span className="vnl-station__count">
                  <span className="vnl-station__label">
                    {state === "open" ? t("lobby.closesIn") : t("lobby.opensIn")}
                  </span>
                  <span className="vnl-station__time" role="timer" aria-live="off">
                    {formatCountdown(target - now)}
                  </span>
                </span>
              )}
              {several && state === "open" && draw.station && (
                <button
                  type="button"
                  className="btn btn--secondary btn--small vnl-station__bet"
                  aria-label={t("lobby.betStation", { station: name })}
                  disabled={busy}
                  onClick={() => launch.play(game, draw.station?.code)}
                >
                  {t("lobby.bet")}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}

/**
 * One region of the Vietnamese lottery lobby: its name, draw time and Play button, the stations of
 * the day with their countdowns, and its latest result as the official ticket. Read from the
 * game's public board (refreshed every minute and on the lottery's live signal).
 */
export function LobbyRegion({
  game,
  merchant,
  timeZone,
  launch,
}: {
  game: LobbyGame;
  merchant: string;
  timeZone: string;
  launch: LobbyLaunch;
}) {
  const { t } = useTranslation(["lottery", "games"]);
  const board = useQuery(boardQuery(merchant, game.gameId));
  const regionName = t(`lottery:regions.${game.region}`);
  const titleId = `vnl-${game.region}-title`;
  const data = board.data;
  const anyDraw = data?.openDraws[0] ?? data?.upcoming[0] ?? data?.recent[0];
  const latest = data ? latestDay(data.recent) : null;
  const busy = launch.launching === game.item.gameId;
  const maintenance = game.item.status === "maintenance";
  return (
    <section
      className="vnl-region card"
      id={`vnl-${game.region}`}
      aria-labelledby={titleId}
      data-testid="vnlottery-region"
      data-region={game.region}
      data-game-id={game.gameId}
    >
      <header className="vnl-region__head">
        {game.item.smallIcon && <LazyImage className="vnl-region__icon" src={game.item.smallIcon} alt="" />}
        <div className="vnl-region__heading">
          <h2 id={titleId} className="vnl-region__title">
            {regionName}
          </h2>
          {anyDraw && (
            <p className="vnl-region__time">
              <Icon name="clock" size={14} />
              {t("lottery:lobby.drawsAt", { time: timeIn(anyDraw.drawAt, timeZone) })}
            </p>
          )}
          {maintenance && <Badge tone="warning">{t("lottery:lobby.maintenance")}</Badge>}
        </div>
        <button
          type="button"
          className="btn btn--primary vnl-region__play"
          aria-label={t("lottery:lobby.playRegion", { region: regionName })}
          aria-busy={busy || undefined}
          disabled={busy}
          data-testid="vnlottery-play"
          onClick={() => launch.play(game)}
        >
          <Icon name="play" size={16} />
          {t("lottery:lobby.play")}
        </button>
      </header>
      {board.isError && !data ? (
        <ErrorState error={board.error} onRetry={() => void board.refetch()} />
      ) : !data ? (
        <Spinner size={28} />
      ) : (
        <div className="vnl-region__body">
          <div className="vnl-region__stations">
            <StationList game={game} board={data} timeZone={timeZone} launch={launch} />
          </div>
          <div className="vnl-region__result">
            <h3 className="vnl-region__subtitle">{t("lottery:lobby.latest")}</h3>
            {latest ? (
              <TicketTable
                region={game.region}
                date={latest.date}
                columns={latest.draws.map((draw) => ({
                  period: draw.period,
                  station: draw.station,
                  result: draw.result ?? {},
                }))}
              />
            ) : (
              <p className="vnl-region__none">{t("lottery:results.none")}</p>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
