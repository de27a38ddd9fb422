import { passesLoginCheck } from "@lotus/contracts";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../components/ui/EmptyState";
import { LazyImage } from "../../../components/ui/LazyImage";
import { LoadingCover } from "../../../components/ui/Spinner";
import { useModals } from "../../../lib/modal-store";
import { useSession } from "../../../lib/session";
import { hotGamesQuery } from "../../../lib/vendor-lanes";
import "./games.css";

/** Home hot-games area: a loading cover while the list loads (SPEC §4), then the games or the empty state. */
export function HotGames() {
  const { t } = useTranslation(["games", "common"]);
  const games = useQuery(hotGamesQuery());
  const { token, accountType } = useSession();
  const open = useModals((state) => state.open);
  const list = games.data ?? [];

  return (
    <section className="hot-games" aria-labelledby="hot-games-title">
      <h2 id="hot-games-title" className="section-title">
        {t("games:hot.title")}
      </h2>
      <LoadingCover label={t("common:status.loading")} loading={games.isPending}>
        {!games.isPending && list.length === 0 ? (
          <EmptyState title={t("games:empty.title")} description={t("games:empty.text")} />
        ) : (
          <ul className="game-grid">
            {list.map((game) => (
              <li key={game.gameId}>
                <button
                  type="button"
                  className="game-card"
                  onClick={() => {
                    // SPEC §4: a game starts only after the login check passes; otherwise the login
                    // popup. The launch itself comes with the games capability's launch call.
                    if (!passesLoginCheck(token, accountType ?? undefined)) open("login");
                  }}
                >
                  {game.smallIcon && <LazyImage className="game-card__image" src={game.smallIcon} alt="" />}
                  <span className="game-card__name">{game.displayName}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </LoadingCover>
    </section>
  );
}
