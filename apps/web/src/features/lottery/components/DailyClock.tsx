import { formatDateTime } from "@lotus/ui/format/format";
import { Tabs } from "@lotus/ui/primitives/Tabs";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { DrawView } from "../api/lottery-api";
import type { DailyDraws } from "../hooks/use-daily-draws";
import { useServerNow } from "../hooks/use-draw-clock";
import { crossedMark, formatCountdown } from "../model/countdown";
import { drawName, periodDate, spansDays, stationState } from "../model/daily";
import "./daily.css";

const URGENT_MS = 60_000;

/** HH:mm of an instant on this page's clock. */
export const timeOf = (epochMs: number) => formatDateTime(epochMs).slice(11, 16);

/**
 * A daily game's draw: the station tabs (when the board has several draws), the chosen draw with
 * its date, and its countdown to the close. Once betting has closed it says so and waits for the
 * result, which operators enter after the draw: there is no draw to count down to or watch. A
 * screen reader hears the last minute, 30 and 10 seconds and the close, never every second.
 */
export function DailyClock({ daily, skew }: { daily: DailyDraws; skew: number }) {
  const { t } = useTranslation("lottery");
  const now = useServerNow(skew);
  const { phase, tabs, kept } = daily;
  const draw = phase.kind === "none" ? undefined : phase.draw;
  const name = draw ? drawName(draw) : null;
  const [announcement, setAnnouncement] = useState("");
  const lastPhase = useRef<string | null>(null);
  const lastRemaining = useRef<number | null>(null);
  const target =
    phase.kind === "open" ? phase.draw.closeAt : phase.kind === "upcoming" ? phase.draw.openAt : null;
  const remaining = target === null ? 0 : Math.max(0, target - now);

  useEffect(() => {
    const key = `${phase.kind}:${draw?.period ?? ""}`;
    const first = lastPhase.current === null;
    if (lastPhase.current === key) return;
    lastPhase.current = key;
    if (first || !name) return;
    if (phase.kind === "closed") setAnnouncement(t("daily.announceClosed", { draw: name }));
    else if (phase.kind === "open") setAnnouncement(t("daily.announceOpened", { draw: name }));
  }, [phase.kind, draw?.period, name, t]);

  useEffect(() => {
    if (phase.kind !== "open") {
      lastRemaining.current = null;
      return;
    }
    const previous = lastRemaining.current;
    lastRemaining.current = remaining;
    if (previous === null || !name) return;
    const mark = crossedMark(previous, remaining);
    if (mark === 60) setAnnouncement(t("announce.mark60", { period: name }));
    else if (mark === 30) setAnnouncement(t("announce.mark30"));
    else if (mark === 10) setAnnouncement(t("announce.mark10"));
  }, [phase.kind, name, remaining, t]);

  const withDates = spansDays(tabs);
  const tabLabel = (tab: DrawView) => {
    const station = tab.station?.name ?? periodDate(tab.period);
    const label = withDates && tab.station ? `${station} · ${periodDate(tab.period)}` : station;
    const closed = (kept && tab.period === draw?.period) || stationState(tab, now) === "closed";
    return closed ? t("daily.tabClosed", { station: label }) : label;
  };
  const urgent = phase.kind === "open" && remaining <= URGENT_MS;

  const clock = (
    <div
      className={`lottery-clock lottery-clock--${phase.kind} lottery-daily__clock${urgent ? " lottery-clock--urgent" : ""}`}
      data-testid="lottery-clock"
      data-state={phase.kind}
      data-period={draw?.period ?? ""}
    >
      <div className="lottery-clock__period">
        <span className="lottery-clock__label">{t("daily.draw")}</span>
        <strong className="lottery-clock__id lottery-daily__name">
          {draw ? (draw.station?.name ?? periodDate(draw.period)) : "—"}
        </strong>
        {draw?.station && <span className="lottery-daily__date">{periodDate(draw.period)}</span>}
      </div>
      {phase.kind === "closed" ? (
        <p className="lottery-clock__state lottery-daily__closed" role="status" data-testid="lottery-closed">
          {t("daily.closed")}
        </p>
      ) : (
        <p className="lottery-clock__state">
          {phase.kind === "open" && t("daily.open")}
          {phase.kind === "upcoming" && t("daily.upcoming")}
          {phase.kind === "none" && t("clock.none")}
        </p>
      )}
      {target !== null ? (
        <div className="lottery-clock__count">
          <span className="lottery-clock__label">
            {phase.kind === "open" ? t("clock.closesIn") : t("daily.opensIn")}
          </span>
          <span className="lottery-clock__time" role="timer" aria-live="off">
            {formatCountdown(remaining)}
          </span>
        </div>
      ) : (
        draw && (
          <div className="lottery-clock__count">
            <span className="lottery-clock__label">{t("daily.drawAt", { time: timeOf(draw.drawAt) })}</span>
          </div>
        )
      )}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );

  return (
    <section className="lottery-daily" aria-label={t("daily.draw")}>
      {tabs.length > 1 ? (
        <div className="lottery-stations" data-testid="lottery-stations">
          <Tabs
            label={t("daily.stations")}
            tabs={tabs.map((tab) => ({ id: tab.period, label: tabLabel(tab) }))}
            active={draw?.period ?? tabs[0]?.period ?? ""}
            onChange={daily.choose}
          >
            {clock}
          </Tabs>
        </div>
      ) : (
        clock
      )}
    </section>
  );
}
