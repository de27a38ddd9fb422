import { HOUSE_VENDOR } from "@lotus/contracts";
import { ErrorState } from "@lotus/ui/data/QueryView";
import { EmptyState, Spinner } from "@lotus/ui/data/states";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/Icon";
import { fromLng } from "../../../lib/language";
import { targetOfGame } from "../../../lib/launch-target";
import { useWhitelabel } from "../../../lib/queries";
import { useLaunchGame } from "../../../lib/use-launch-game";
import { gameListQuery } from "../../games/api/games-api";
import { useLobbyLive } from "../hooks/use-lobby-live";
import { dailyGames, type LobbyGame } from "../model/lobby";
import { type LobbyLaunch, LobbyRegion } from "./LobbyRegion";
import { LotteryInsights } from "./LotteryInsights";
import "./vn-lobby.css";

/**
 * /vnlottery, the Vietnamese lottery lobby: the three regions (the house vendor's daily games the
 * brand offers, as its catalogue lists them) with the stations of the day counting down to their
 * close, each region's latest result as its ticket, and Play buttons that launch the game the way
 * game tiles do (a station's button opens the game on that station); under them each region's
 * results by date and statistics. The boards are the lottery's public calls, by the site's merchant.
 */
export function VnLotteryLobby() {
  const { t, i18n } = useTranslation(["lottery", "games"]);
  const { merchantCode, timeZone } = useWhitelabel();
  const catalogue = useInfiniteQuery(
    gameListQuery({ vassalage: HOUSE_VENDOR, gameType: "LOTT" }, fromLng(i18n.language)),
  );
  const games = useMemo(
    () => dailyGames(catalogue.data?.pages.flatMap((page) => page.list) ?? []),
    [catalogue.data],
  );
  useLobbyLive(
    merchantCode,
    games.map((game) => game.gameId),
  );

  const { launch, launching } = useLaunchGame();
  const play = useCallback(
    (game: LobbyGame, station?: string) =>
      void launch(targetOfGame(game.item), station ? { query: { station } } : {}),
    [launch],
  );
  const actions: LobbyLaunch = { play, launching };

  return (
    <main className="page vnl-page" id="main">
      <header className="vnl-page__head">
        <h1 className="page__title vnl-page__title">{t("lottery:lobby.title")}</h1>
        <p className="vnl-page__lead">{t("lottery:lobby.lead")}</p>
        {games.length > 1 && (
          <nav className="vnl-page__nav" aria-label={t("lottery:lobby.regions")}>
            {games.map((game) => (
              <a key={game.region} className="vnl-page__chip" href={`#vnl-${game.region}`}>
                {t(`lottery:regions.${game.region}`)}
              </a>
            ))}
          </nav>
        )}
      </header>
      {catalogue.isPending ? (
        <Spinner size={32} />
      ) : catalogue.isError && games.length === 0 ? (
        <ErrorState error={catalogue.error} onRetry={() => void catalogue.refetch()} />
      ) : games.length === 0 ? (
        <EmptyState
          heading
          icon={<Icon name="ticket" size={32} />}
          title={t("lottery:lobby.empty")}
          description={t("lottery:lobby.emptyText")}
        />
      ) : (
        <>
          <div className="vnl-regions">
            {games.map((game) => (
              <LobbyRegion
                key={game.gameId}
                game={game}
                merchant={merchantCode}
                timeZone={timeZone}
                launch={actions}
              />
            ))}
          </div>
          <LotteryInsights
            merchant={merchantCode}
            timeZone={timeZone}
            games={games.map((game) => ({
              gameId: game.gameId,
              name: t(`lottery:regions.${game.region}`),
              region: game.region,
            }))}
          />
        </>
      )}
    </main>
  );
}
