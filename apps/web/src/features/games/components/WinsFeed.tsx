import type { RecentWin } from "@lotus/contracts";
import { formatAmount } from "@lotus/ui/format/format";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/Icon";
import { fromLng } from "../../../lib/language";
import { useWhitelabel } from "../../../lib/queries";
import { queryKeys } from "../../../lib/query-keys";
import { subscribeWins } from "../../../lib/realtime";
import { useSession } from "../../../lib/session";
import { recentWinsQuery } from "../api/games-api";
import { addWin, toRecentWin } from "../model/live-wins";
import { formatMultiplier } from "../model/winners";
import "./lobby.css";

/** Wins the feed row holds; its box has one fixed height (lobby.css), so nothing below it moves. */
const FEED_SHOWN = 8;

/** "12 s ago", "5 min ago", "3 h ago", or the day for older wins. */
function useAgo(time: number): string {
  const { t } = useTranslation("games");
  const seconds = Math.max(0, Math.round((Date.now() - time) / 1000));
  if (seconds < 60) return t("lobby.ago.seconds", { count: seconds });
  if (seconds < 3600) return t("lobby.ago.minutes", { count: Math.floor(seconds / 60) });
  if (seconds < 86_400) return t("lobby.ago.hours", { count: Math.floor(seconds / 3600) });
  return t("lobby.ago.days", { count: Math.floor(seconds / 86_400) });
}

function WinRow({ win, fresh }: { win: RecentWin; fresh: boolean }) {
  const { t } = useTranslation("games");
  const { currency } = useWhitelabel();
  const ago = useAgo(win.time);
  return (
    <li className={`lobby-win${fresh ? " lobby-win--fresh" : ""}`} data-testid="live-win">
      <span className="lobby-win__who">
        <span className="lobby-win__player">{win.player}</span>
        <span className="lobby-win__game">{win.game}</span>
        <time className="lobby-win__meta" dateTime={new Date(win.time).toISOString()}>
          {ago}
        </time>
      </span>
      <span className="lobby-win__amount">
        <span className="visually-hidden">{t("winners.reward")}: </span>
        {formatAmount(win.amount, currency.symbol)}
        <span className="lobby-win__meta">{formatMultiplier(win.multiplier)}</span>
      </span>
    </li>
  );
}

/**
 * The home's live feed of big wins: the brand's latest from the server, then each new one as the
 * socket announces it, sliding in at the start (still for visitors who prefer reduced motion).
 */
export function WinsFeed() {
  const { t, i18n } = useTranslation("games");
  const language = fromLng(i18n.language);
  const loggedIn = useSession((state) => Boolean(state.token));
  const queryClient = useQueryClient();
  const wins = useQuery(recentWinsQuery(language));
  const [freshId, setFreshId] = useState<string | undefined>();

  useEffect(
    () =>
      subscribeWins(
        (win) => {
          const item = toRecentWin(win, language);
          queryClient.setQueryData(queryKeys.games.recentWins(language), (list: RecentWin[] | undefined) =>
            addWin(list ?? [], item),
          );
          setFreshId(item.id);
        },
        {
          loggedIn,
          onResync: () =>
            void queryClient.invalidateQueries({ queryKey: queryKeys.games.recentWins(language) }),
        },
      ),
    [language, loggedIn, queryClient],
  );

  const list = (wins.data ?? []).slice(0, FEED_SHOWN);
  return (
    <section className="lobby-section" aria-labelledby="lobby-wins-title">
      <h2 id="lobby-wins-title" className="section-title">
        <span className="section-title__icon" aria-hidden="true">
          <Icon name="trophy" size={20} />
        </span>
        {t("lobby.liveWins")}
        <span className="lobby-live" aria-hidden="true" />
      </h2>
      <div className="card lobby-wins">
        {list.length === 0 ? (
          <p className="lobby-wins__empty">{wins.isPending ? "" : t("lobby.noWins")}</p>
        ) : (
          <ol className="lobby-wins__list" aria-busy={wins.isFetching}>
            {list.map((win) => (
              <WinRow key={win.id} win={win} fresh={win.id === freshId} />
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
