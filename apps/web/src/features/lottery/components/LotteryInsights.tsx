import type { LotteryRegion } from "@lotus/contracts";
import { Spinner } from "@lotus/ui/data/states";
import { dayKey } from "@lotus/ui/format/format";
import { SelectField } from "@lotus/ui/primitives/Field";
import { Tabs } from "@lotus/ui/primitives/Tabs";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { boardQuery } from "../api/lottery-api";
import type { InsightGame } from "../model/insights";
import { latestDay } from "../model/ticket";
import { LotteryStats } from "./LotteryStats";
import { ResultsByDate } from "./ResultsByDate";
import "./stats.css";

type View = "results" | "stats";

/**
 * A lobby's results and statistics: pick a lottery, then its results by date (a daily region's
 * stations on the official ticket) or its statistics (hot and cold numbers, lô gan, đầu/đuôi).
 * A fast lottery has statistics only: its draws come every few minutes, its results are on its page.
 */
export function LotteryInsights({
  merchant,
  timeZone,
  games,
}: {
  merchant: string;
  timeZone: string;
  games: readonly InsightGame[];
}) {
  const { t } = useTranslation("lottery");
  const [gameId, setGameId] = useState(games[0]?.gameId ?? "");
  const [view, setView] = useState<View>("results");
  const game = games.find((entry) => entry.gameId === gameId) ?? games[0];
  if (!game) return null;
  const region = game.region;
  const shown: View = region ? view : "stats";
  const tabs = [
    ...(region ? [{ id: "results" as const, label: t("insights.results") }] : []),
    { id: "stats" as const, label: t("insights.stats") },
  ];
  return (
    <section className="lottery-insights card" aria-labelledby="lottery-insights-title" id="lottery-insights">
      <header className="lottery-insights__head">
        <h2 id="lottery-insights-title" className="lottery-insights__title">
          {t("insights.title")}
        </h2>
        {games.length > 1 && (
          <SelectField
            label={t("insights.game")}
            value={game.gameId}
            onChange={(event) => setGameId(event.target.value)}
            fieldClassName="lottery-insights__game"
          >
            {games.map((entry) => (
              <option key={entry.gameId} value={entry.gameId}>
                {entry.name}
              </option>
            ))}
          </SelectField>
        )}
      </header>
      <Tabs label={t("insights.title")} tabs={tabs} active={shown} onChange={setView}>
        {shown === "results" && region ? (
          <DayResults
            key={game.gameId}
            merchant={merchant}
            gameId={game.gameId}
            region={region}
            timeZone={timeZone}
          />
        ) : (
          <LotteryStats key={game.gameId} merchant={merchant} gameId={game.gameId} daily={region !== null} />
        )}
      </Tabs>
    </section>
  );
}

/** Results by date, opening on the latest day with results (today before the first one). */
function DayResults({
  merchant,
  gameId,
  region,
  timeZone,
}: {
  merchant: string;
  gameId: string;
  region: LotteryRegion;
  timeZone: string;
}) {
  // The lobby has asked for the board already: its recent draws name the latest day with results.
  const board = useQuery(boardQuery(merchant, gameId));
  const today = dayKey(Date.now(), timeZone);
  if (board.isPending) return <Spinner size={28} />;
  const latest = board.data ? latestDay(board.data.recent)?.date : undefined;
  return (
    <ResultsByDate
      merchant={merchant}
      gameId={gameId}
      region={region}
      initialDate={latest ?? today}
      maxDate={today}
    />
  );
}
