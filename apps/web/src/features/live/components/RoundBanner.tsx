import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useServerNow } from "../hooks/use-live-table";
import { countdownSeconds, countdownShare, type TableStage } from "../model/round-clock";

const URGENT_SECONDS = 3;
const RING = 2 * Math.PI * 20;

/** The countdown as a number in a shrinking ring. */
export function Countdown({ remaining, bettingSeconds }: { remaining: number; bettingSeconds: number }) {
  const { t } = useTranslation("live");
  const seconds = countdownSeconds(remaining);
  const share = countdownShare(remaining, bettingSeconds);
  return (
    <span
      className={`live-count${seconds <= URGENT_SECONDS ? " live-count--urgent" : ""}`}
      role="timer"
      aria-live="off"
      aria-label={t("stage.secondsLeft", { count: seconds })}
    >
      <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <circle className="live-count__track" cx="24" cy="24" r="20" />
        <circle
          className="live-count__ring"
          cx="24"
          cy="24"
          r="20"
          strokeDasharray={RING}
          strokeDashoffset={RING * (1 - share)}
        />
      </svg>
      <span className="live-count__number">{seconds}</span>
    </span>
  );
}

/** The stage's words: what the table is doing now. */
export function stageKey(stage: TableStage, revealed: boolean) {
  switch (stage.kind) {
    case "dealing":
    case "result":
      return revealed ? "stage.result" : "stage.dealing";
    default:
      return `stage.${stage.kind}` as const;
  }
}

/**
 * The round's banner: its number, the stage (place your bets with the countdown, no more bets,
 * dealing, the result in words) and the players betting. A screen reader hears each change of
 * stage and the result, never the seconds.
 */
export function RoundBanner({
  stage,
  number,
  closesAt,
  skew,
  bettingSeconds,
  players,
  revealed,
  resultLine,
}: {
  stage: TableStage;
  number: number | null;
  closesAt: number;
  skew: number;
  bettingSeconds: number;
  players: number;
  revealed: boolean;
  /** The result in words, once revealed. */
  resultLine: string | null;
}) {
  const { t } = useTranslation("live");
  const now = useServerNow(skew);
  const [announcement, setAnnouncement] = useState("");
  const said = useRef<string | null>(null);
  const key = stageKey(stage, revealed);

  useEffect(() => {
    const moment = `${number}:${key}`;
    const first = said.current === null;
    if (said.current === moment) return;
    said.current = moment;
    if (first) return;
    if (key === "stage.betting" && number !== null) setAnnouncement(t("announce.open", { number }));
    else if (key === "stage.result" && resultLine) setAnnouncement(resultLine);
    else setAnnouncement(t(key));
  }, [key, number, resultLine, t]);

  return (
    <section
      className={`live-banner live-banner--${stage.kind}`}
      aria-label={t("banner")}
      data-testid="live-banner"
    >
      <p className="live-banner__round">{number !== null ? t("round", { number }) : "—"}</p>
      <p className="live-banner__stage" data-stage={stage.kind}>
        {key === "stage.result" && resultLine ? resultLine : t(key)}
      </p>
      {stage.kind === "betting" && (
        <Countdown remaining={Math.max(0, closesAt - now)} bettingSeconds={bettingSeconds} />
      )}
      <p className="live-banner__players">{t("players", { count: players })}</p>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}
