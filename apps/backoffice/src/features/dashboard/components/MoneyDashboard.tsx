import type { ReportDayRow } from "@lotus/contracts";
import { ErrorState } from "@lotus/ui/data/QueryView";
import { Spinner } from "@lotus/ui/data/states";
import { compareDays, formatAmount, formatCount, formatDateTime } from "@lotus/ui/format/format";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { useBrandId } from "../../../lib/console-context";
import { reportsDashboardQuery } from "../api/dashboard-api";

type Metric = keyof Omit<ReportDayRow, "day">;
const MONEY: Metric[] = ["deposits", "withdrawals", "bets", "wins", "ggr", "bonuses", "ngr"];
const PLAYERS: Metric[] = ["activePlayers", "newPlayers", "firstDepositors"];
const COLOURS: Record<string, string> = {
  deposits: "#2f9e44",
  withdrawals: "#e8590c",
  bets: "#1c7ed6",
  wins: "#ae3ec9",
  ggr: "#f59f00",
  bonuses: "#868e96",
  ngr: "#0ca678",
  activePlayers: "#1c7ed6",
  newPlayers: "#2f9e44",
  firstDepositors: "#e8590c",
};

/** Lines drawn at once, not swept in, for people who ask their system for less motion. */
const reducedMotion =
  typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;

function Tile({
  metric,
  today,
  yesterday,
  symbol,
}: {
  metric: Metric;
  today: number;
  yesterday: number;
  symbol?: string;
}) {
  const { t } = useTranslation("dashboard");
  const format = (value: number) =>
    symbol === undefined ? formatCount(value) : `${symbol}${formatAmount(value)}`;
  const { percent, trend } = compareDays(today, yesterday);
  return (
    <section className="stat card" aria-label={t(`metrics.${metric}`)}>
      <h2 className="stat__title">{t(`metrics.${metric}`)}</h2>
      <p className="stat__value">
        <span className="visually-hidden">{t("today")}: </span>
        {format(today)}
      </p>
      {/* Nothing to compare with yesterday is news neither good nor bad. */}
      <p className={`stat__delta stat__delta--${percent === null ? "flat" : trend}`}>
        {percent === null
          ? t("noComparison")
          : t("percentVsYesterday", { percent: `${percent > 0 ? "+" : ""}${percent}` })}
      </p>
      <p className="stat__compare muted small">{t("yesterdayValue", { value: format(yesterday) })}</p>
    </section>
  );
}

/** Today vs yesterday, 30 days of money and players, and what waits for finance (needs reports.view). */
export function MoneyDashboard() {
  const { t } = useTranslation("dashboard");
  const brandId = useBrandId();
  const query = useQuery(reportsDashboardQuery(brandId));
  const [view, setView] = useState<"money" | "players">("money");
  if (query.isPending) return <Spinner />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const data = query.data;
  const symbol = data.currency.symbol;
  const lines = view === "money" ? MONEY : PLAYERS;
  const queues = [
    { key: "pendingDeposits", count: data.queues.pendingDeposits, to: "/finance/deposits" },
    { key: "pendingWithdrawals", count: data.queues.pendingWithdrawals, to: "/finance/withdrawals" },
    { key: "disputes", count: data.queues.disputes, to: "/finance/withdrawals" },
  ] as const;
  return (
    <div className="stack stack--lg">
      <nav className="queues card" aria-label={t("queues.title")}>
        <h2 className="stat__title">{t("queues.title")}</h2>
        <ul className="queues__list">
          {queues.map((queue) => (
            <li key={queue.key}>
              <Link to={queue.to}>
                {t(`queues.${queue.key}`)}: <strong>{formatCount(queue.count)}</strong>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="stats">
        {MONEY.map((metric) => (
          <Tile
            key={metric}
            metric={metric}
            today={data.today[metric]}
            yesterday={data.yesterday[metric]}
            symbol={symbol}
          />
        ))}
        {PLAYERS.map((metric) => (
          <Tile key={metric} metric={metric} today={data.today[metric]} yesterday={data.yesterday[metric]} />
        ))}
      </div>
      <section className="card chart" aria-label={t("chart.title")}>
        <header className="chart__header">
          <h2 className="stat__title">{t("chart.title")}</h2>
          <fieldset className="chart__switch">
            <legend className="visually-hidden">{t("chart.show")}</legend>
            {(["money", "players"] as const).map((option) => (
              <button
                key={option}
                type="button"
                className="btn btn--ghost btn--small"
                aria-pressed={view === option}
                onClick={() => setView(option)}
              >
                {t(`chart.${option}`)}
              </button>
            ))}
          </fieldset>
        </header>
        <div className="chart__body">
          <ResponsiveContainer width="100%" height={320}>
            <LineChart data={data.series} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="day" tickFormatter={(day: string) => day.slice(5)} />
              <YAxis
                width={90}
                tickFormatter={(value: number) =>
                  view === "money" ? formatAmount(value) : formatCount(value)
                }
              />
              <Tooltip
                formatter={(value, name) => [
                  view === "money" ? `${symbol}${formatAmount(Number(value))}` : formatCount(Number(value)),
                  t(`metrics.${String(name) as Metric}`),
                ]}
              />
              <Legend formatter={(name) => t(`metrics.${String(name) as Metric}`)} />
              {lines.map((metric) => (
                <Line
                  key={metric}
                  type="monotone"
                  dataKey={metric}
                  stroke={COLOURS[metric]}
                  dot={false}
                  strokeWidth={2}
                  isAnimationActive={!reducedMotion}
                />
              ))}
            </LineChart>
          </ResponsiveContainer>
        </div>
      </section>
      <p className="muted small">
        {t("figuresNote", { currency: data.currency.code, zone: data.timeZone })}
        {data.rolledUpAt !== null &&
          ` · ${t("rolledUp", { time: formatDateTime(data.rolledUpAt, data.timeZone) })}`}
      </p>
    </div>
  );
}
