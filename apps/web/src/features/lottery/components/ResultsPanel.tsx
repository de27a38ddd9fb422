import type { LotteryFormat, LotteryRegion } from "@lotus/contracts";
import { Paginator } from "@lotus/ui/data/Paginator";
import { QueryView } from "@lotus/ui/data/QueryView";
import { formatDateTime } from "@lotus/ui/format/format";
import { useQuery } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type DrawView, resultsQuery } from "../api/lottery-api";
import { drawName, periodDate } from "../model/daily";
import { kenoSummary, specialPrize } from "../model/results";
import { DrawResult, KenoBalls, KenoFigures, LoTable, PrizeNumber, PrizeTable } from "./DrawResult";
import { TicketTable } from "./TicketTable";

const HISTORY_PAGE_SIZE = 10;

/** The short line of a result: the special prize, or the Keno sum and size. */
export function ResultBrief({ draw }: { draw: Pick<DrawView, "status" | "result"> }) {
  const { t } = useTranslation("lottery");
  if (draw.status === "void")
    return <span className="lottery-brief lottery-brief--void">{t("bets.status.void")}</span>;
  const result = draw.result;
  if (!result) return <span className="lottery-brief">—</span>;
  if (result.balls && result.balls.length > 0) {
    const summary = kenoSummary(result.balls);
    return (
      <span className="lottery-brief">
        {t("results.sum")} {summary.sum} · {t(`results.size.${summary.size}`)}
      </span>
    );
  }
  const special = specialPrize(result);
  return special ? (
    <span className="lottery-brief">
      <abbr title={t("results.special")}>{t("results.prizes.DB")}</abbr> <PrizeNumber number={special} />
    </span>
  ) : (
    <span className="lottery-brief">—</span>
  );
}

/** What a screen reader hears of a new result. */
export function resultAnnouncement(t: TFunction<"lottery">, draw: DrawView): string {
  const result = draw.result;
  if (draw.status === "void" || !result) return t("results.void");
  // A daily draw is named by its station and date.
  const period = draw.station ? drawName(draw) : draw.period;
  if (result.balls && result.balls.length > 0) {
    const summary = kenoSummary(result.balls);
    return t("announce.result", {
      period,
      summary: t("announce.kenoSummary", { sum: summary.sum, size: t(`results.size.${summary.size}`) }),
    });
  }
  return t("announce.result", {
    period,
    summary: `${t("results.prizes.DB")} ${specialPrize(result) ?? ""}`,
  });
}

/**
 * The latest result on the main screen: animated when it arrived while the page was open
 * (`animate`), the full table or the 20 balls otherwise.
 */
export function LatestResult({
  format,
  draw,
  animate,
  onAnimated,
}: {
  format: LotteryFormat;
  draw: DrawView | undefined;
  animate: boolean;
  onAnimated: () => void;
}) {
  const { t } = useTranslation("lottery");
  return (
    <section className="lottery-latest" aria-labelledby="lottery-latest-title">
      <h2 id="lottery-latest-title" className="lottery-latest__title">
        {t("results.latest")}
        {draw && (
          <span className="lottery-latest__period">{t("results.period", { period: draw.period })}</span>
        )}
      </h2>
      {!draw ? (
        <p className="lottery-latest__none">{t("results.none")}</p>
      ) : draw.status === "void" || !draw.result ? (
        <p className="lottery-latest__none">
          {draw.status === "void" ? t("results.void") : t("results.pending")}
        </p>
      ) : (
        <DrawResult
          key={draw.period}
          format={format}
          period={draw.period}
          result={draw.result}
          animate={animate}
          onDone={onAnimated}
        />
      )}
    </section>
  );
}

/**
 * One past draw: its brief in the summary line, the whole result when opened (a daily draw's as
 * its station's ticket, named by station and date).
 */
function PastDraw({
  format,
  region,
  draw,
}: {
  format: LotteryFormat;
  region: LotteryRegion | undefined;
  draw: DrawView;
}) {
  const result = draw.result;
  return (
    <li className="lottery-history__item">
      <details>
        <summary>
          <span className="lottery-history__period">{region ? drawName(draw) : draw.period}</span>
          <time className="lottery-history__time" dateTime={new Date(draw.drawAt).toISOString()}>
            {formatDateTime(draw.drawAt)}
          </time>
          <ResultBrief draw={draw} />
        </summary>
        {result && draw.status !== "void" && (
          <div className="lottery-history__body">
            {format === "keno" || result.balls ? (
              <>
                <KenoBalls balls={result.balls ?? []} />
                <KenoFigures balls={result.balls ?? []} />
              </>
            ) : region ? (
              <div className="lottery-history__tables">
                <TicketTable
                  region={region}
                  date={periodDate(draw.period)}
                  columns={[{ period: draw.period, station: draw.station, result }]}
                />
                <LoTable result={result} />
              </div>
            ) : (
              <div className="lottery-history__tables">
                <PrizeTable result={result} period={draw.period} />
                <LoTable result={result} />
              </div>
            )}
          </div>
        )}
      </details>
    </li>
  );
}

/** Past results, newest first, a page at a time. */
export function ResultHistory({
  format,
  merchant,
  gameId,
  region,
}: {
  format: LotteryFormat;
  merchant: string;
  gameId: string;
  /** A daily game's region: its results are shown as its tickets. */
  region?: LotteryRegion;
}) {
  const { t } = useTranslation("lottery");
  const [page, setPage] = useState(1);
  const results = useQuery(resultsQuery(merchant, gameId, page, HISTORY_PAGE_SIZE));
  return (
    <section className="lottery-history" aria-label={t("results.history")}>
      <QueryView
        query={results}
        isEmpty={(data) => data.list.length === 0}
        empty={<p className="lottery-empty">{t("results.none")}</p>}
      >
        {(data) => (
          <>
            <ol className="lottery-history__list">
              {data.list.map((draw) => (
                <PastDraw key={draw.period} format={format} region={region} draw={draw} />
              ))}
            </ol>
            {data.total > HISTORY_PAGE_SIZE && (
              <Paginator page={page} pageSize={HISTORY_PAGE_SIZE} total={data.total} onPage={setPage} />
            )}
          </>
        )}
      </QueryView>
    </section>
  );
}
