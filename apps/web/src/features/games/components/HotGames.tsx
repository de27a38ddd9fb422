import { LoadingCover } from "@lotus/ui/data/states";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/Icon";
import { fromLng } from "../../../lib/language";
import { useWhitelabel } from "../../../lib/queries";
import { hotGamesQuery } from "../../../lib/vendor-lanes";
import { type GameActions, GameGrid, GameSkeletons } from "./GameTiles";
import { QueryProblem } from "./QueryProblem";

const HOT_SKELETONS = 12;

/**
 * Home hot games: a loading cover while the list loads (SPEC §4), then the games. A brand without
 * hot games shows no section: the category tiles above already lead to its games.
 */
export function HotGames({ actions }: { actions: GameActions }) {
  const { t, i18n } = useTranslation(["games", "common"]);
  const { merchantCode } = useWhitelabel();
  const games = useQuery(hotGamesQuery(fromLng(i18n.language), merchantCode));
  const list = games.data ?? [];
  if (games.isSuccess && list.length === 0) return null;

  return (
    <section className="game-section" aria-labelledby="hot-games-title">
      <h2 id="hot-games-title" className="section-title">
        <span className="section-title__icon" aria-hidden="true">
          <Icon name="trophy" size={20} />
        </span>
        {t("games:hot.title")}
      </h2>
      <LoadingCover label={t("common:status.loading")} loading={games.isPending}>
        {games.isPending ? (
          <GameSkeletons count={HOT_SKELETONS} />
        ) : games.isError && list.length === 0 ? (
          <QueryProblem error={games.error} onRetry={() => void games.refetch()} />
        ) : (
          <GameGrid games={list} actions={actions} label={t("games:hot.title")} />
        )}
      </LoadingCover>
    </section>
  );
}
