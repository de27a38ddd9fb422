import { Spinner } from "@lotus/ui/data/states";
import { formatAmount, formatDateTime } from "@lotus/ui/format/format";
import { Tabs } from "@lotus/ui/primitives/Tabs";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/Icon";

import { fromLng } from "../../../lib/language";
import { useWhitelabel } from "../../../lib/queries";
import { rankListQuery, type WinnersPeriod } from "../api/games-api";
import { formatMultiplier, maskPlayer } from "../model/winners";
import { QueryProblem } from "./QueryProblem";

const PERIODS: readonly WinnersPeriod[] = ["day", "week", "month"];

/** Winners board (SPEC §2 "others by label", §9 top 20): masked player, game, reward. */
export function WinnersBoard() {
  const { t, i18n } = useTranslation(["games", "common"]);
  const { currency, timeZone } = useWhitelabel();
  const [period, setPeriod] = useState<WinnersPeriod>("week");
  const winners = useQuery(rankListQuery(period, fromLng(i18n.language)));
  const list = winners.data ?? [];

  return (
    <section className="game-section winners" aria-labelledby="winners-title">
      <h2 id="winners-title" className="section-title">
        <span className="section-title__icon" aria-hidden="true">
          <Icon name="award" size={20} />
        </span>
        {t("games:winners.title")}
      </h2>
      <div className="card winners__card">
        <Tabs
          label={t("games:winners.period")}
          tabs={PERIODS.map((id) => ({ id, label: t(`games:winners.periods.${id}`) }))}
          active={period}
          onChange={setPeriod}
        >
          {winners.isPending ? (
            <div className="winners__loading">
              <Spinner label={t("common:status.loading")} size={28} />
            </div>
          ) : winners.isError && list.length === 0 ? (
            <QueryProblem error={winners.error} onRetry={() => void winners.refetch()} />
          ) : list.length === 0 ? (
            <p className="winners__empty">{t("games:winners.empty")}</p>
          ) : (
            <ol className="winners__list" aria-busy={winners.isFetching}>
              {list.map((winner) => (
                <li key={`${winner.rank}-${winner.time}-${winner.gameId}`} className="winners__item">
                  <span className={`winners__rank winners__rank--${Math.min(winner.rank, 4)}`}>
                    <span className="visually-hidden">{t("games:winners.rank")} </span>
                    {winner.rank}
                  </span>
                  <span className="winners__who">
                    <span className="winners__player">
                      <span className="visually-hidden">{t("games:winners.player")}: </span>
                      {maskPlayer(winner.player)}
                    </span>
                    <span className="winners__game">
                      <span className="visually-hidden">{t("games:winners.game")}: </span>
                      {winner.game}
                    </span>
                  </span>
                  <span className="winners__win">
                    <span className="winners__reward">
                      <span className="visually-hidden">{t("games:winners.reward")}: </span>
                      {formatAmount(winner.reward, currency.symbol)}
                    </span>
                    <span className="winners__meta">
                      {formatMultiplier(winner.multiplier)}{" "}
                      <time dateTime={new Date(winner.time).toISOString()}>
                        {formatDateTime(winner.time, timeZone)}
                      </time>
                    </span>
                  </span>
                </li>
              ))}
            </ol>
          )}
        </Tabs>
      </div>
    </section>
  );
}
