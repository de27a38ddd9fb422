import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useServerNow } from "../hooks/use-draw-clock";
import { crossedMark, type DrawPhase, formatCountdown } from "../model/countdown";

const URGENT_MS = 10_000;

/** The instant the phase counts down to: the close, the draw, or the next opening. */
function countdownTarget(phase: DrawPhase): number | null {
  switch (phase.kind) {
    case "open":
      return phase.draw.closeAt;
    case "closed":
      return phase.draw.drawAt;
    case "upcoming":
      return phase.draw.openAt;
    default:
      return null;
  }
}

/**
 * The current period and its countdown on the server's clock. A screen reader hears the moments
 * that matter (one minute, 30 and 10 seconds left, betting closed, a new period open), never every
 * second: the timer itself is not live.
 */
export function DrawClock({ phase, skew }: { phase: DrawPhase; skew: number }) {
  const { t } = useTranslation("lottery");
  const now = useServerNow(skew);
  const [announcement, setAnnouncement] = useState("");
  const target = countdownTarget(phase);
  const remaining = target === null ? 0 : Math.max(0, target - now);
  const period = phase.kind === "none" ? null : phase.draw.period;
  const lastPhase = useRef<string | null>(null);
  const lastRemaining = useRef<number | null>(null);

  useEffect(() => {
    const key = `${phase.kind}:${period ?? ""}`;
    const first = lastPhase.current === null;
    if (lastPhase.current === key) return;
    lastPhase.current = key;
    if (first || !period) return;
    if (phase.kind === "closed") setAnnouncement(t("announce.closed", { period }));
    else if (phase.kind === "open") setAnnouncement(t("announce.opened", { period }));
  }, [phase.kind, period, t]);

  useEffect(() => {
    if (phase.kind !== "open") {
      lastRemaining.current = null;
      return;
    }
    const previous = lastRemaining.current;
    lastRemaining.current = remaining;
    if (previous === null || !period) return;
    const mark = crossedMark(previous, remaining);
    if (mark === 60) setAnnouncement(t("announce.mark60", { period }));
    else if (mark === 30) setAnnouncement(t("announce.mark30"));
    else if (mark === 10) setAnnouncement(t("announce.mark10"));
  }, [phase.kind, period, remaining, t]);

  const label =
    phase.kind === "open"
      ? t("clock.closesIn")
      : phase.kind === "closed"
        ? t("clock.drawsIn")
        : phase.kind === "upcoming"
          ? t("clock.opensIn")
          : null;
  const urgent = phase.kind === "open" && remaining <= URGENT_MS;

  return (
    <section
      className={`lottery-clock lottery-clock--${phase.kind}${urgent ? " lottery-clock--urgent" : ""}`}
      aria-label={t("clock.period")}
      data-testid="lottery-clock"
    >
      <div className="lottery-clock__period">
        <span className="lottery-clock__label">{t("clock.period")}</span>
        <strong className="lottery-clock__id">{period ?? "—"}</strong>
      </div>
      <p className="lottery-clock__state">
        {phase.kind === "open" && t("clock.open")}
        {phase.kind === "closed" && t("clock.closed")}
        {phase.kind === "waiting" && t("clock.waiting")}
        {phase.kind === "none" && t("clock.none")}
      </p>
      {label && (
        <div className="lottery-clock__count">
          <span className="lottery-clock__label">{label}</span>
          <span className="lottery-clock__time" role="timer" aria-live="off">
            {formatCountdown(remaining)}
          </span>
        </div>
      )}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}
