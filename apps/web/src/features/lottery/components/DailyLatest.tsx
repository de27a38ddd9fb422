import type { LotteryRegion } from "@lotus/contracts";
import { useTranslation } from "react-i18next";
import type { DrawView } from "../api/lottery-api";
import { latestDay } from "../model/ticket";
import { TicketTable } from "./TicketTable";

/**
 * A daily game's latest result on the play page: the stations of the latest day with results, as
 * the region's ticket (one column per station, with the date). Results come in once operators have
 * entered and confirmed them, so they show whole, without a draw animation.
 */
export function DailyLatest({ region, recent }: { region: LotteryRegion; recent: readonly DrawView[] }) {
  const { t } = useTranslation("lottery");
  const day = latestDay(recent);
  return (
    <section className="lottery-latest lottery-latest--daily" aria-labelledby="lottery-latest-title">
      <h2 id="lottery-latest-title" className="lottery-latest__title">
        {t("results.latest")}
      </h2>
      {day ? (
        <TicketTable
          region={region}
          date={day.date}
          columns={day.draws.map((draw) => ({
            period: draw.period,
            station: draw.station,
            result: draw.result ?? {},
          }))}
        />
      ) : (
        <p className="lottery-latest__none">
          {recent[0]?.status === "void" ? t("results.void") : t("results.none")}
        </p>
      )}
    </section>
  );
}
