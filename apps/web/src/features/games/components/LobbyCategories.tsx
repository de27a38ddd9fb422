import type { GameType } from "@lotus/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Icon, type IconName } from "../../../components/ui/Icon";
import { categoryTiles } from "../model/lobby";
import type { ArrangedLanes } from "./use-home-lanes";
import "./lobby.css";

const CATEGORY_ICONS: Record<GameType, IconName> = {
  ELOTT: "ticket",
  LOTT: "ticket",
  LIVE: "play",
  SPORTS: "trophy",
  FISH: "target",
  RNG: "game",
  PVP: "users",
  ESPORTS: "award",
  COCKFIGHT: "shield",
};

/**
 * The home's category tiles: icon, name and game count, each opening its category page. While the
 * lanes load, a row of the same height stands in; a brand without games shows no section at all.
 */
export function LobbyCategories({ lanes }: { lanes: ArrangedLanes }) {
  const { t } = useTranslation(["games", "common"]);
  const tiles = categoryTiles(lanes.list);
  if (!lanes.pending && tiles.length === 0) return null;

  return (
    <section className="lobby-section" aria-labelledby="lobby-categories-title">
      <h2 id="lobby-categories-title" className="visually-hidden">
        {t("games:lobby.categories")}
      </h2>
      {lanes.pending ? (
        <div className="lobby-categories lobby-categories--loading" aria-busy="true" />
      ) : (
        <ul className="lobby-categories" data-count={tiles.length}>
          {tiles.map((tile) => (
            <li key={tile.path}>
              <Link
                className="lobby-category"
                to={tile.path}
                data-testid="lobby-category"
                data-category={tile.gameType}
              >
                <span className="lobby-category__icon" aria-hidden="true">
                  <Icon name={CATEGORY_ICONS[tile.gameType]} size={22} />
                </span>
                <span className="lobby-category__name">{t(`common:categories.${tile.gameType}`)}</span>
                <span className="lobby-category__count">
                  {t("games:lobby.gameCount", { count: tile.count })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
