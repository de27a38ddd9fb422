import type { GameItem } from "@lotus/contracts";
import { Spinner } from "@lotus/ui/data/states";
import { useCallback, useId } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/Icon";
import { LazyImage } from "../../../components/ui/LazyImage";
import { type LaunchTarget, targetOfGame } from "../../../lib/launch-target";
import { useModals } from "../../../lib/modal-store";
import { useLaunchGame } from "../../../lib/use-launch-game";
import { type Favorites, useFavorites } from "../hooks/use-favorites";
import { visibleGames } from "../model/catalogue";
import "./games.css";

export interface GameActions {
  /** Launches a game, or opens the vendor's game list for a VASSALAGE tile (SPEC §3). */
  openGame: (game: GameItem) => void;
  /** Launches a vendor's lobby game or a room. */
  launch: (target: LaunchTarget) => void;
  /** The game being launched, for its tile's busy state. */
  launching: string | null;
  favorites: Favorites;
}

/** What every game tile can do; one per screen so the favourites query and launch state are shared. */
export function useGameActions(): GameActions {
  const { launch, launching } = useLaunchGame();
  const favorites = useFavorites();
  const openModal = useModals((state) => state.open);
  const openGame = useCallback(
    (game: GameItem) => {
      if (game.isGame === "VASSALAGE") {
        openModal("vendorGames", {
          vendor: { vassalage: game.vassalage, title: game.vendorName || game.displayName },
        });
        return;
      }
      void launch(targetOfGame(game));
    },
    [launch, openModal],
  );
  const launchTarget = useCallback((target: LaunchTarget) => void launch(target), [launch]);
  return { openGame, launch: launchTarget, launching, favorites };
}

/** A game: picture, name and vendor, hot and maintenance badges, and the member's heart. */
export function GameTile({ game, actions }: { game: GameItem; actions: GameActions }) {
  const { t } = useTranslation("games");
  const badgesId = useId();
  const hot = game.isHot === 1;
  const maintenance = game.status === "maintenance";
  const busy = actions.launching === game.gameId;
  // A VASSALAGE tile stands for a vendor's list, not a game one could keep as a favourite.
  const favorite =
    actions.favorites.enabled && game.isGame === "GAME"
      ? actions.favorites.isFavorite(game.gameId)
      : undefined;
  const icon = game.smallIcon || game.largeIcon;

  return (
    <div
      className={`game-tile${maintenance ? " game-tile--maintenance" : ""}`}
      data-testid="game-tile"
      data-game-id={game.gameId}
    >
      <button
        type="button"
        className="game-tile__open"
        onClick={() => actions.openGame(game)}
        aria-busy={busy || undefined}
        aria-describedby={hot || maintenance ? badgesId : undefined}
      >
        <span className="game-tile__art">
          {icon ? (
            <LazyImage className="game-tile__image" src={icon} alt="" />
          ) : (
            <span className="game-tile__fallback" aria-hidden="true">
              <Icon name="game" size={36} />
            </span>
          )}
          {busy && (
            <span className="game-tile__busy">
              <Spinner label={t("launch.opening", { game: game.displayName })} size={28} />
            </span>
          )}
        </span>
        <span className="game-tile__text">
          <span className="game-tile__name">{game.displayName}</span>
          {game.vendorName && <span className="game-tile__vendor">{game.vendorName}</span>}
        </span>
      </button>
      {(hot || maintenance) && (
        <span className="game-tile__badges" id={badgesId}>
          {hot && <span className="game-badge game-badge--hot">{t("tile.hot")}</span>}
          {maintenance && (
            <span className="game-badge game-badge--maintenance">
              <Icon name="tool" size={12} />
              {t("tile.maintenance")}
            </span>
          )}
        </span>
      )}
      {favorite !== undefined && (
        <button
          type="button"
          className="game-tile__heart"
          aria-pressed={favorite}
          aria-label={
            favorite
              ? t("tile.unfavorite", { game: game.displayName })
              : t("tile.favorite", { game: game.displayName })
          }
          title={favorite ? t("tile.unfavoriteShort") : t("tile.favoriteShort")}
          onClick={() => actions.favorites.toggle(game.gameId)}
        >
          <Icon name="heart" size={18} />
        </button>
      )}
    </div>
  );
}

/** Grey tiles in the grid's shape while its games load. */
export function GameSkeletons({ count, row = false }: { count: number; row?: boolean }) {
  return (
    <ul className={row ? "game-row" : "game-grid"} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
        <li key={index}>
          <div className="game-tile game-tile--skeleton">
            <span className="game-tile__art" />
            <span className="game-tile__text">
              <span className="skeleton-line" />
              <span className="skeleton-line skeleton-line--short" />
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Tiles as a wrapping grid, or as one row that scrolls sideways (home rows). */
export function GameGrid({
  games,
  actions,
  label,
  row = false,
}: {
  games: readonly GameItem[];
  actions: GameActions;
  label: string;
  row?: boolean;
}) {
  return (
    <ul className={row ? "game-row" : "game-grid"} aria-label={label}>
      {visibleGames(games).map((game) => (
        <li key={`${game.vassalage}-${game.gameId}`}>
          <GameTile game={game} actions={actions} />
        </li>
      ))}
    </ul>
  );
}
