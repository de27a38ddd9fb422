import { QueryView } from "@lotus/ui/data/QueryView";
import { EmptyState } from "@lotus/ui/data/states";
import { formatAmount, formatCount, formatDateTime } from "@lotus/ui/format/format";
import { Button } from "@lotus/ui/primitives/Button";
import { useToasts } from "@lotus/ui/primitives/toast-store";
import { Badge } from "@lotus/ui/status/Badge";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Icon } from "../../../components/ui/Icon";
import { PageHero } from "../../../components/ui/PageHero";
import { errorText } from "../../../lib/error-text";
import { useModals } from "../../../lib/modal-store";
import { useWhitelabel } from "../../../lib/queries";
import { queryKeys } from "../../../lib/query-keys";
import { useSession } from "../../../lib/session";
import {
  openEnvelope,
  type RaffleEvent,
  type RaffleResult,
  rafflesChanged,
  rafflesQuery,
} from "../api/missions-api";
import { countdown } from "../model/missions";
import "./raffle.css";

/** How long the envelope shakes before it opens: the animation only reveals what the server drew. */
const OPENING_MS = 900;

/**
 * /raffle (red-envelope rain, DOMAIN §6.5): the brand's raffle events with their sessions and prizes;
 * during a session a member opens envelopes (POST MCS2_claimRafflePromotion) up to the day's tries.
 * `?event=` (from a promotion's page) puts that event first.
 */
export function RafflePage() {
  const { t, i18n } = useTranslation("missions");
  const token = useSession((state) => state.token);
  const open = useModals((state) => state.open);
  const [params] = useSearchParams();
  const focus = params.get("event");
  const events = useQuery(rafflesQuery(Boolean(token), i18n.language));
  return (
    <main className="page raffle-page" id="main">
      <PageHero
        title={t("raffle.title")}
        lead={t("raffle.lead")}
        actions={
          !token && (
            <button type="button" className="btn btn--primary" onClick={() => open("login")}>
              {t("raffle.login")}
            </button>
          )
        }
      />
      <QueryView
        query={events}
        isEmpty={(data) => data.list.length === 0}
        empty={<EmptyState heading icon={<Icon name="gift" size={32} />} title={t("raffle.none")} />}
      >
        {(data) => (
          <div className="raffle-events">
            {[...data.list]
              .sort((a, b) => Number(b.id === focus) - Number(a.id === focus))
              .map((event) => (
                <RaffleCard key={event.id} event={event} signedIn={Boolean(token)} />
              ))}
          </div>
        )}
      </QueryView>
    </main>
  );
}

function RaffleCard({ event, signedIn }: { event: RaffleEvent; signedIn: boolean }) {
  const { t } = useTranslation("missions");
  const { currency, timeZone } = useWhitelabel();
  const queryClient = useQueryClient();
  const showToast = useToasts((state) => state.show);
  const [result, setResult] = useState<RaffleResult>();
  const [opening, setOpening] = useState(false);
  const now = useNow();
  const money = (amount: number) => formatAmount(amount, currency.symbol);
  const prizeText = (prize: { kind: string; amount: number; name: string }) =>
    prize.kind === "cash"
      ? `${prize.name} · ${money(prize.amount)}`
      : prize.kind === "points"
        ? `${prize.name} · ${t("rewards.points", { count: prize.amount, value: formatCount(prize.amount) })}`
        : prize.name;
  const draw = useMutation({
    mutationFn: async () => {
      setResult(undefined);
      setOpening(true);
      // The envelope shakes at least OPENING_MS, then shows the server's answer.
      const [answer] = await Promise.all([
        openEnvelope(event.id),
        new Promise((done) => setTimeout(done, OPENING_MS)),
      ]);
      return answer;
    },
    onSuccess: async (answer) => {
      setResult(answer);
      await Promise.all([
        rafflesChanged(queryClient),
        answer.won && queryClient.invalidateQueries({ queryKey: queryKeys.rewards.all }),
        answer.won && queryClient.invalidateQueries({ queryKey: queryKeys.wallet.balance() }),
      ]);
    },
    onError: async (error) => {
      showToast(errorText(error), "error");
      await rafflesChanged(queryClient);
    },
    onSettled: () => setOpening(false),
  });
  const triesLeft = event.triesLeft + (event.wonToday ? 0 : event.tickets);
  const canDraw = signedIn && event.open && !event.wonToday && triesLeft > 0;
  return (
    <article className="raffle-card" aria-labelledby={`raffle-${event.id}`}>
      <header className="raffle-card__head">
        <h2 id={`raffle-${event.id}`}>{event.title}</h2>
        {event.open ? (
          <Badge tone="success">{t("raffle.open")}</Badge>
        ) : (
          <Badge tone="neutral">{t("raffle.closed")}</Badge>
        )}
      </header>
      {event.description && <p className="raffle-card__description">{event.description}</p>}
      <p className="muted small">
        {t("raffle.sessions", { sessions: event.sessions.map((s) => `${s.start}–${s.end}`).join(", ") })} ·{" "}
        {t("raffle.until", { at: formatDateTime(event.endsAt, timeZone) })}
      </p>
      <div className="raffle-card__stage">
        <button
          type="button"
          className={`red-envelope${opening ? " red-envelope--opening" : ""}${result ? " red-envelope--open" : ""}`}
          disabled={!canDraw || draw.isPending}
          aria-label={t("raffle.openEnvelope")}
          onClick={() => draw.mutate()}
        >
          <span className="red-envelope__seal" aria-hidden="true">
            福
          </span>
        </button>
        <div className="raffle-card__status" aria-live="polite">
          {opening ? (
            <p>{t("raffle.opening")}</p>
          ) : result ? (
            result.won && result.prize ? (
              <p className="raffle-card__win">{t("raffle.won", { prize: prizeText(result.prize) })}</p>
            ) : (
              <p>{t("raffle.noPrize")}</p>
            )
          ) : null}
          {!signedIn ? (
            <p className="muted">{t("raffle.signInToDraw")}</p>
          ) : event.wonToday ? (
            <p className="muted">{t("raffle.wonToday")}</p>
          ) : !event.open ? (
            <p className="muted">
              {event.nextSessionAt === null
                ? t("raffle.over")
                : t("raffle.nextIn", { time: countdown(event.nextSessionAt - now) })}
            </p>
          ) : (
            <p>
              {t("raffle.triesLeft", { count: event.triesLeft })}
              {event.tickets > 0 && ` · ${t("raffle.tickets", { count: event.tickets })}`}
            </p>
          )}
          {signedIn && event.gate !== "none" && (
            <p className="muted small">
              {t(`raffle.gate.${event.gate}`, { min: money(event.gateMin), done: money(event.gateProgress) })}
            </p>
          )}
          {canDraw && (
            <Button variant="primary" busy={draw.isPending} onClick={() => draw.mutate()}>
              {t("raffle.draw")}
            </Button>
          )}
        </div>
      </div>
      <section aria-label={t("raffle.prizes")}>
        <h3 className="raffle-card__prizes-title">{t("raffle.prizes")}</h3>
        <ul className="raffle-prizes">
          {event.prizes
            .filter((prize) => prize.kind !== "none")
            .map((prize) => (
              <li key={prize.id} className={prize.soldOut ? "raffle-prizes__sold-out" : undefined}>
                {prizeText(prize)}
                {prize.soldOut && <Badge tone="neutral">{t("raffle.soldOut")}</Badge>}
              </li>
            ))}
        </ul>
      </section>
    </article>
  );
}

/** The clock, ticking each second (the countdown to the next session). */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
