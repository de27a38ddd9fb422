import type { LiveRoundPhase, LiveTableKind, LiveTableStatus } from "@lotus/contracts";
import { Badge, StatusBadge } from "@lotus/ui/status/Badge";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { driverState, PHASE_TONES, secondsLeft, spotName, TABLE_STATUS_TONES } from "./live-helpers";

/** The address of one table's page; `tab` opens its rounds or shoes. */
export const tablePath = (code: string, tab?: "rounds" | "shoes") =>
  `/live-tables/${encodeURIComponent(code)}${tab ? `?tab=${tab}` : ""}`;

/** A spot's translated name ("Banker", "Total 11", "Combination 1–6"); an unknown spot shows its code. */
export function useSpotLabel(): (spot: string) => string {
  const { t } = useTranslation("live");
  return (spot) => {
    const name = spotName(spot);
    switch (name.key) {
      case "total":
        return t("spots.total", name.values);
      case "single":
      case "double":
      case "triple":
        return t(`spots.${name.key}`, name.values);
      case "combo":
        return t("spots.combo", name.values);
      case "plain":
        return t(`spots.${name.spot}` as "spots.player", name.spot);
    }
  };
}

/** A table's game: the kind, and baccarat's payout variant. */
export function useKindLabel(): (kind: LiveTableKind, variant: string | null) => string {
  const { t } = useTranslation("live");
  return (kind, variant) =>
    variant && kind === "baccarat"
      ? `${t(`kinds.${kind}`)} · ${t(`variants.${variant}` as "variants.standard", variant)}`
      : t(`kinds.${kind}`);
}

export function TableStatusBadge({ status }: { status: LiveTableStatus }) {
  const { t } = useTranslation("live");
  return <StatusBadge status={status} tones={TABLE_STATUS_TONES} label={t(`statuses.${status}`, status)} />;
}

export function PhaseBadge({ phase }: { phase: LiveRoundPhase }) {
  const { t } = useTranslation("live");
  return <StatusBadge status={phase} tones={PHASE_TONES} label={t(`phases.${phase}`, phase)} />;
}

/** This computer's clock, moving every `everyMs` while the component is shown (countdowns, leases). */
export function useNow(everyMs = 1_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** The round in play: its number and phase, and while it takes bets, the seconds left. */
export function RoundCell({
  round,
  now,
}: {
  round: { number: number; phase: LiveRoundPhase; closesAt: number } | null;
  now: number;
}) {
  const { t } = useTranslation("live");
  if (!round) return <span className="muted">{t("tables.noRound")}</span>;
  // The list is read again every few seconds; until then a passed close reads as no more bets.
  const left = secondsLeft(round.closesAt, now);
  return (
    <span className="live-round">
      <span className="mono">{t("tables.roundNumber", { number: round.number })}</span>
      <PhaseBadge phase={round.phase} />
      {round.phase === "betting" && (
        <span className="live-countdown" role="timer">
          {left > 0 ? t("tables.closesIn", { seconds: left }) : t("tables.noMoreBets")}
        </span>
      )}
    </span>
  );
}

/** The process driving the table and until when its lease holds, or that nobody does. */
export function DriverCell({
  driver,
  now,
}: {
  driver: { holder: string; until: number } | null;
  now: number;
}) {
  const { t } = useTranslation("live");
  const state = driverState(driver, now);
  if (!driver || state === "none") return <Badge tone="warning">{t("tables.noDriver")}</Badge>;
  return (
    <span className="live-driver">
      <span className="mono">{driver.holder}</span>
      <span className="muted small">
        {state === "lapsed" ? (
          <Badge tone="warning">{t("tables.leaseLapsed")}</Badge>
        ) : (
          t("tables.leaseLeft", { seconds: secondsLeft(driver.until, now) })
        )}
      </span>
    </span>
  );
}
