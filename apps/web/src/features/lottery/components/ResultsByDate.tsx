import type { LotteryRegion } from "@lotus/contracts";
import { QueryView } from "@lotus/ui/data/QueryView";
import { Button } from "@lotus/ui/primitives/Button";
import { TextField } from "@lotus/ui/primitives/Field";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/Icon";
import { type Board, dayResultsQuery } from "../api/lottery-api";
import { periodDate } from "../model/daily";
import { dayTicket, isDay, shiftDay } from "../model/day-results";
import { latestDay } from "../model/ticket";
import { LoTable } from "./DrawResult";
import { TicketTable } from "./TicketTable";
import "./stats.css";

/**
 * Results by date ("kết quả theo ngày") of a daily Vietnamese lottery: a day picked on the
 * calendar (or stepped a day at a time), that day's stations side by side on the region's official
 * ticket with the full prize table (on the play page also the lô tô table of a single station),
 * and the void draws of the day named apart.
 */
export function ResultsByDate({
  merchant,
  gameId,
  region,
  initialDate,
  maxDate,
  loTable = false,
}: {
  merchant: string;
  gameId: string;
  region: LotteryRegion;
  /** yyyy-MM-dd shown first (the latest day with results). */
  initialDate: string;
  /** The last day that can be picked (today in the brand's calendar). */
  maxDate: string;
  /** Adds the lô tô table under a single station's ticket (the play page, which has its styles). */
  loTable?: boolean;
}) {
  const { t } = useTranslation("lottery");
  const [date, setDate] = useState(initialDate);
  // The field's own text: a date input is empty while a day is half typed.
  const [typed, setTyped] = useState(initialDate);
  const results = useQuery(dayResultsQuery(merchant, gameId, date));
  const go = (day: string) => {
    setDate(day);
    setTyped(day);
  };
  const last = maxDate < initialDate ? initialDate : maxDate;
  return (
    <section className="lottery-bydate" aria-label={t("byDate.title")} data-testid="lottery-by-date">
      <div className="lottery-bydate__controls">
        <Button
          size="small"
          icon={<Icon name="chevronLeft" size={16} />}
          onClick={() => go(shiftDay(date, -1))}
        >
          {t("byDate.previous")}
        </Button>
        <TextField
          type="date"
          label={t("byDate.date")}
          value={typed}
          max={last}
          onChange={(event) => {
            const value = event.target.value;
            setTyped(value);
            if (isDay(value) && value <= last) setDate(value);
          }}
          fieldClassName="lottery-bydate__field"
        />
        <Button size="small" disabled={date >= last} onClick={() => go(shiftDay(date, 1))}>
          {t("byDate.next")}
          <Icon name="chevronRight" size={16} />
        </Button>
      </div>
      <QueryView
        query={results}
        isEmpty={(data) => data.list.length === 0}
        empty={<p className="lottery-empty">{t("byDate.none", { date })}</p>}
      >
        {(data) => {
          const day = dayTicket(data.list);
          const only = day.drawn.length === 1 ? day.drawn[0] : undefined;
          return (
            <div className="lottery-bydate__day">
              {day.drawn.length > 0 ? (
                <TicketTable
                  region={region}
                  date={date}
                  columns={day.drawn.map((draw) => ({
                    period: draw.period,
                    station: draw.station,
                    result: draw.result ?? {},
                  }))}
                />
              ) : (
                <p className="lottery-empty">{t("byDate.none", { date })}</p>
              )}
              {loTable && only?.result && <LoTable result={only.result} />}
              {day.void.map((draw) => (
                <p key={draw.period} className="lottery-bydate__void">
                  {t("byDate.void", { station: draw.station?.name ?? t(`regions.${region}`) })}
                </p>
              ))}
            </div>
          );
        }}
      </QueryView>
    </section>
  );
}

/**
 * A daily game's results by date on its play page: the latest day with results first, any day up
 * to the newest draw day on its board (the periods are named by the brand's calendar days).
 */
export function DailyResults({
  merchant,
  gameId,
  region,
  board,
}: {
  merchant: string;
  gameId: string;
  region: LotteryRegion;
  board: Pick<Board, "openDraws" | "upcoming" | "recent">;
}) {
  const { t } = useTranslation("lottery");
  const latest = latestDay(board.recent)?.date;
  const newest = [...board.openDraws, ...board.upcoming, ...board.recent]
    .map((draw) => periodDate(draw.period))
    .reduce((last, day) => (day > last ? day : last), latest ?? "");
  const initial = latest ?? newest;
  if (!initial) return <p className="lottery-empty">{t("results.none")}</p>;
  return (
    <ResultsByDate
      merchant={merchant}
      gameId={gameId}
      region={region}
      initialDate={initial}
      maxDate={newest}
      loTable
    />
  );
}
