import type { GameItem } from "@lotus/contracts";
import { type UseQueryResult, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Icon, type IconName } from "../../../components/ui/Icon";
import { fromLng } from "../../../lib/language";
import { favoritesListQuery, recentGamesQuery } from "../api/games-api";
import { type GameActions, GameGrid, GameSkeletons } from "./GameTiles";
import { QueryProblem } from "./QueryProblem";

const ROW_SKELETONS = 6;

function GameRow({
  id,
  icon,
  title,
  empty,
  query,
  actions,
}: {
  id: string;
  icon: IconName;
  title: string;
  empty: string;
  query: UseQueryResult<GameItem[]>;
  actions: GameActions;
}) {
  const list = query.data ?? [];
  return (
    <section className="game-section" aria-labelledby={id}>
      <h2 id={id} className="section-title">
        <span className="section-title__icon" aria-hidden="true">
          <Icon name={icon} size={20} />
        </span>
        {title}
      </h2>
      {query.isPending ? (
        <GameSkeletons count={ROW_SKELETONS} row />
      ) : query.isError && list.length === 0 ? (
        <QueryProblem error={query.error} onRetry={() => void query.refetch()} />
      ) : list.length === 0 ? (
        <p className="game-row__empty">{empty}</p>
      ) : (
        <GameGrid games={list} actions={actions} label={title} row />
      )}
    </section>
  );
}

/** Home rows of a logged-in member: favourite games and the games played last. */
export function MemberGameRows({ actions }: { actions: GameActions }) {
  const { t, i18n } = useTranslation("games");
  const language = fromLng(i18n.language);
  const enabled = actions.favorites.enabled;
  const favorites = useQuery({ ...favoritesListQuery(language), enabled });
  const recent = useQuery({ ...recentGamesQuery(language), enabled });
  if (!enabled) return null;
  return (
    <>
      <GameRow
        id="favorite-games-title"
        icon="heart"
        title={t("favorites.title")}
        empty={t("favorites.empty")}
        query={favorites}
        actions={actions}
      />
      <GameRow
        id="recent-games-title"
        icon="clock"
        title={t("recent.title")}
        empty={t("recent.empty")}
        query={recent}
        actions={actions}
      />
    </>
  );
}
