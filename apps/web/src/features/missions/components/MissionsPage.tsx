import { ACCOUNT_TYPES } from "@lotus/contracts";
import { QueryView } from "@lotus/ui/data/QueryView";
import { EmptyState } from "@lotus/ui/data/states";
import { formatAmount, formatCount, formatDateTime } from "@lotus/ui/format/format";
import { Button } from "@lotus/ui/primitives/Button";
import { useToasts } from "@lotus/ui/primitives/toast-store";
import { Badge } from "@lotus/ui/status/Badge";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/Icon";
import { errorText } from "../../../lib/error-text";
import type { MemberPageProps } from "../../../lib/member-pages";
import { useWhitelabel } from "../../../lib/queries";
import { queryKeys } from "../../../lib/query-keys";
import { claimMission, type Mission, missionsChanged, myMissionsQuery } from "../api/missions-api";
import { MISSION_GROUPS, missionState, progressPercent } from "../model/missions";
import "./missions.css";

/**
 * Mission activity (SPEC §2 missionLeaderboard): the member's missions in their current period with
 * progress bars; a completed mission waiting for its claim has a Claim button, automatic ones are
 * paid by the server within minutes.
 */
export function MissionsPage({ member }: MemberPageProps) {
  const { t, i18n } = useTranslation("missions");
  const missions = useQuery({
    ...myMissionsQuery(i18n.language),
    enabled: member.type !== ACCOUNT_TYPES.trial,
  });
  if (member.type === ACCOUNT_TYPES.trial)
    return <EmptyState heading icon={<Icon name="lock" size={32} />} title={t("trial")} />;
  return (
    <div className="missions-page">
      <QueryView
        query={missions}
        isEmpty={(data) => data.list.length === 0}
        empty={
          <EmptyState
            heading
            icon={<Icon name="target" size={32} />}
            title={t("missions.none")}
            description={t("missions.noneText")}
          />
        }
      >
        {(data) => (
          <>
            <p className="missions-page__summary" aria-live="polite">
              {data.claimable > 0
                ? t("missions.claimable", { count: data.claimable })
                : t("missions.keepGoing")}
            </p>
            {MISSION_GROUPS.map((kind) => {
              const group = data.list.filter((mission) => mission.kind === kind);
              if (!group.length) return null;
              return (
                <section key={kind} className="missions-group" aria-labelledby={`missions-${kind}`}>
                  <h4 id={`missions-${kind}`} className="missions-group__title">
                    {t(`kinds.${kind}`)}
                  </h4>
                  <ul className="missions-list">
                    {group.map((mission) => (
                      <MissionCard key={mission.id} mission={mission} />
                    ))}
                  </ul>
                </section>
              );
            })}
          </>
        )}
      </QueryView>
    </div>
  );
}

function MissionCard({ mission }: { mission: Mission }) {
  const { t } = useTranslation("missions");
  const { currency, timeZone } = useWhitelabel();
  const queryClient = useQueryClient();
  const showToast = useToasts((state) => state.show);
  const money = (amount: number) => formatAmount(amount, currency.symbol);
  const amounts = mission.counter === "valid_turnover" || mission.counter === "deposit_amount";
  const value = (amount: number) => (amounts ? money(amount) : formatCount(amount));
  const claim = useMutation({
    mutationFn: () => claimMission(mission.id),
    onSuccess: async (result) => {
      showToast(
        result.status === "paid" ? t("missions.claimed", { title: mission.title }) : t("missions.claimSent"),
      );
      await Promise.all([
        missionsChanged(queryClient),
        queryClient.invalidateQueries({ queryKey: queryKeys.rewards.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.wallet.balance() }),
      ]);
    },
    onError: async (error) => {
      showToast(errorText(error), "error");
      await missionsChanged(queryClient);
    },
  });
  const state = missionState(mission);
  const percent = progressPercent(mission);
  const rewards = [
    mission.rewardCash > 0 &&
      (mission.turnoverMultiple > 0
        ? t("rewards.cashTurnover", { amount: money(mission.rewardCash), multiple: mission.turnoverMultiple })
        : money(mission.rewardCash)),
    mission.rewardPoints > 0 &&
      t("rewards.points", { count: mission.rewardPoints, value: formatCount(mission.rewardPoints) }),
    mission.rewardTickets > 0 && t("rewards.tickets", { count: mission.rewardTickets }),
  ].filter(Boolean);
  const goal =
    mission.counter === "profile"
      ? t(`profileActions.${mission.profileAction ?? "bind_phone"}`)
      : t(`counters.${mission.counter}`, { target: value(mission.target) }) +
        (mission.gameType ? ` · ${mission.gameType}` : "");
  return (
    <li className={`mission-card mission-card--${state}`}>
      <div className="mission-card__head">
        <span className="mission-card__title">{mission.title}</span>
        {state === "done" && <Badge tone="success">{t("states.done")}</Badge>}
        {state === "auto" && <Badge tone="info">{t("states.auto")}</Badge>}
      </div>
      {mission.description && <p className="mission-card__description small">{mission.description}</p>}
      <p className="mission-card__goal small">{goal}</p>
      <div
        className="mission-progress"
        role="progressbar"
        aria-label={t("missions.progressOf", { title: mission.title })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${value(mission.progress)} / ${value(mission.target * mission.limitPerPeriod)}`}
      >
        <span className="mission-progress__bar" style={{ width: `${percent}%` }} />
      </div>
      <div className="mission-card__foot small">
        <span>
          {value(mission.progress)} / {value(mission.target * mission.limitPerPeriod)}
          {mission.limitPerPeriod > 1 &&
            ` · ${t("missions.times", { done: mission.completed, limit: mission.limitPerPeriod })}`}
        </span>
        <span className="mission-card__reward">
          <Icon name="gift" size={14} /> {rewards.join(" · ")}
        </span>
      </div>
      <div className="mission-card__actions">
        {mission.periodEndsAt !== null && (
          <span className="muted small">
            {t("missions.resets", { at: formatDateTime(mission.periodEndsAt, timeZone) })}
          </span>
        )}
        {state === "claimable" && (
          <Button
            size="small"
            variant="primary"
            icon={<Icon name="gift" size={16} />}
            busy={claim.isPending}
            aria-label={t("missions.claimNamed", { title: mission.title })}
            onClick={() => claim.mutate()}
          >
            {t("missions.claim")}
          </Button>
        )}
      </div>
    </li>
  );
}
