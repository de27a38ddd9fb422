import { LOTTERY_STATS_WINDOWS, type LotteryNumberStats } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import { DataTable } from "@lotus/ui/data/DataTable";
import { QueryView } from "@lotus/ui/data/QueryView";
import { SelectField } from "@lotus/ui/primitives/Field";
import { useQuery } from "@tanstack/react-query";
import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { type LotteryStats as Stats, statsQuery } from "../api/lottery-api";
import { periodDate } from "../model/daily";
import {
  coldNumbers,
  type DigitRow,
  digitExtremes,
  digitRows,
  drawShare,
  ganIsLowerBound,
  ganRows,
  hotNumbers,
} from "../model/stats";
import "@lotus/ui/styles/data.css";
import "../../../styles/data-views.css";
import "./stats.css";

const DEFAULT_WINDOW = 30;

/** A daily draw is named by its date, a fast one by its period. */
const drawLabel = (period: string, daily: boolean) => (daily ? periodDate(period) : period);

/**
 * The statistics of a lottery (DOMAIN §1): over the last 10, 30, 60 or 100 drawn results — of one
 * station or the whole region for the South and Centre — the hot and cold numbers, the lô gan table
 * (draws missing now, and the longest run the window saw) and the đầu/đuôi table. Keno counts its
 * balls the same way, without the digit table. Public: read by merchant and game.
 */
export function LotteryStats({
  merchant,
  gameId,
  daily,
}: {
  merchant: string;
  gameId: string;
  /** A daily game names its draws by date; a fast one by period. */
  daily: boolean;
}) {
  const { t } = useTranslation("lottery");
  const [draws, setDraws] = useState(DEFAULT_WINDOW);
  const [station, setStation] = useState("");
  const stats = useQuery(statsQuery(merchant, gameId, draws, station || null));
  const stations = stats.data?.stations ?? [];
  return (
    <section className="lottery-stats" aria-label={t("stats.title")} data-testid="lottery-stats">
      <div className="lottery-stats__controls">
        <SelectField
          label={t("stats.window")}
          value={String(draws)}
          onChange={(event) => setDraws(Number(event.target.value))}
        >
          {LOTTERY_STATS_WINDOWS.map((size) => (
            <option key={size} value={size}>
              {t("stats.lastDraws", { count: size })}
            </option>
          ))}
        </SelectField>
        {stations.length > 0 && (
          <SelectField
            label={t("stats.station")}
            value={station}
            onChange={(event) => setStation(event.target.value)}
          >
            <option value="">{t("stats.allStations")}</option>
            {stations.map((entry) => (
              <option key={entry.code} value={entry.code}>
                {entry.name}
              </option>
            ))}
          </SelectField>
        )}
      </div>
      <QueryView
        query={stats}
        isEmpty={(data) => data.draws === 0}
        empty={<p className="lottery-empty">{t("stats.empty")}</p>}
      >
        {(data) => <StatsBody stats={data} daily={daily} />}
      </QueryView>
    </section>
  );
}

function StatsBody({ stats, daily }: { stats: Stats; daily: boolean }) {
  const { t } = useTranslation("lottery");
  const digits = digitRows(stats);
  return (
    <>
      <p className="lottery-stats__summary">
        {t("stats.summary", {
          count: stats.draws,
          from: stats.from ? drawLabel(stats.from.period, daily) : "",
          to: stats.to ? drawLabel(stats.to.period, daily) : "",
        })}
      </p>
      <div className="lottery-stats__lists">
        <NumberList
          title={t("stats.hot")}
          hint={t("stats.hotHint")}
          tone="hot"
          numbers={hotNumbers(stats.numbers)}
          draws={stats.draws}
        />
        <NumberList
          title={t("stats.cold")}
          hint={t("stats.coldHint")}
          tone="cold"
          numbers={coldNumbers(stats.numbers)}
          draws={stats.draws}
        />
      </div>
      <GanTable stats={stats} daily={daily} />
      {digits.length > 0 && <DigitTable rows={digits} />}
    </>
  );
}

/** The hot or cold numbers, each with how many times it came out and in how many of the draws. */
function NumberList({
  title,
  hint,
  tone,
  numbers,
  draws,
}: {
  title: string;
  hint: string;
  tone: "hot" | "cold";
  numbers: readonly LotteryNumberStats[];
  draws: number;
}) {
  const { t } = useTranslation("lottery");
  const titleId = useId();
  return (
    <section className={`lottery-stats__list lottery-stats__list--${tone}`} aria-labelledby={titleId}>
      <h3 id={titleId} className="lottery-stats__heading">
        {title}
      </h3>
      <p className="lottery-stats__hint">{hint}</p>
      <ol className="lottery-stats__numbers" data-testid={`lottery-stats-${tone}`}>
        {numbers.map((entry) => (
          <li key={entry.number} className="lottery-stats__number">
            <span className="lottery-stats__ball">{entry.number}</span>
            <span className="lottery-stats__count">{t("stats.times", { count: entry.count })}</span>
            <span className="lottery-stats__share">
              {t("stats.share", { percent: drawShare(entry, draws) })}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Lô gan: the numbers missing longest, with the longest run in the window and when each last came out. */
function GanTable({ stats, daily }: { stats: Stats; daily: boolean }) {
  const { t } = useTranslation("lottery");
  const rows = useMemo(() => ganRows(stats.numbers), [stats.numbers]);
  const columns = useMemo<DataColumn<LotteryNumberStats>[]>(() => {
    const runOf = (entry: LotteryNumberStats, run: number) =>
      ganIsLowerBound(entry, stats.draws) ? t("stats.atLeast", { draws: run }) : String(run);
    return [
      {
        id: "number",
        header: t("stats.columns.number"),
        cell: (entry) => <span className="lottery-stats__ball">{entry.number}</span>,
        primary: true,
        rowHeader: true,
      },
      { id: "gan", header: t("stats.columns.gan"), cell: (entry) => runOf(entry, entry.gan), numeric: true },
      {
        id: "maxGan",
        header: t("stats.columns.maxGan"),
        cell: (entry) => runOf(entry, entry.maxGan),
        numeric: true,
      },
      {
        id: "last",
        header: t("stats.columns.last"),
        cell: (entry) => (entry.lastPeriod ? drawLabel(entry.lastPeriod, daily) : t("stats.never")),
        className: "nowrap",
      },
    ];
  }, [t, stats.draws, daily]);
  return (
    <div className="lottery-stats__block">
      <h3 className="lottery-stats__heading">{t("stats.gan")}</h3>
      <p className="lottery-stats__hint">{t("stats.ganHint")}</p>
      {rows.length === 0 ? (
        <p className="lottery-empty">{t("stats.noGan")}</p>
      ) : (
        <DataTable
          label={t("stats.gan")}
          columns={columns}
          rows={rows}
          rowKey={(entry) => entry.number}
          compact
        />
      )}
    </div>
  );
}

type DigitColumn = "heads" | "tails" | "specialHeads" | "specialTails";
const DIGIT_COLUMNS: readonly DigitColumn[] = ["heads", "tails", "specialHeads", "specialTails"];

/** Đầu/đuôi: each digit's count as the tens and units digit of the lô endings and of the special prize. */
function DigitTable({ rows }: { rows: readonly DigitRow[] }) {
  const { t } = useTranslation("lottery");
  const columns = useMemo<DataColumn<DigitRow>[]>(() => {
    const extremes = new Map(
      DIGIT_COLUMNS.map((column) => [column, digitExtremes(rows.map((row) => row[column]))]),
    );
    const cell = (column: DigitColumn) => (row: DigitRow) => {
      const marks = extremes.get(column);
      const mark = marks?.most.includes(row.digit)
        ? "most"
        : marks?.least.includes(row.digit)
          ? "least"
          : null;
      return (
        <span
          className={mark ? `lottery-stats__digit lottery-stats__digit--${mark}` : "lottery-stats__digit"}
        >
          {row[column]}
          {mark && <span className="visually-hidden"> ({t(`stats.${mark}`)})</span>}
        </span>
      );
    };
    return [
      {
        id: "digit",
        header: t("stats.digitColumns.digit"),
        cell: (row) => row.digit,
        primary: true,
        rowHeader: true,
      },
      ...DIGIT_COLUMNS.map((column) => ({
        id: column,
        header: t(`stats.digitColumns.${column}`),
        cell: cell(column),
        numeric: true,
      })),
    ];
  }, [rows, t]);
  return (
    <div className="lottery-stats__block">
      <h3 className="lottery-stats__heading">{t("stats.digits")}</h3>
      <p className="lottery-stats__hint">{t("stats.digitsHint")}</p>
      <DataTable
        label={t("stats.digits")}
        columns={columns}
        rows={rows}
        rowKey={(row) => String(row.digit)}
        compact
      />
    </div>
  );
}
