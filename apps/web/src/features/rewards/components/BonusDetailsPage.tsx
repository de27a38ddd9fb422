import { QueryView } from "@lotus/ui/data/QueryView";
import { EmptyState } from "@lotus/ui/data/states";
import { StatusBadge } from "@lotus/ui/status/Badge";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useRecordCategory } from "../../../components/records/record-category";
import { Icon } from "../../../components/ui/Icon";
import type { MemberPageProps } from "../../../lib/member-pages";
import { type BonusDetails, type BonusRollover, bonusDetailsQuery } from "../api/rewards-api";
import { useRewardFormat } from "../hooks/use-reward-format";
import {
  expiryLeft,
  progressPercent,
  type RolloverState,
  rolloverState,
  sortRollovers,
  weightLines,
} from "../model/rollover";
import { isTrialMember, TrialNotice } from "./parts";
import "./rewards.css";

const STATE_TONES = { running: "info", met: "success", expired: "muted" } as const;

/**
 * Bonus details (SPEC §2 bonusDetails): each bonus's turnover — required, achieved, still needed —
 * with its weighting, max bet and expiry, and the totals that decide what can be withdrawn now.
 * A balance-changed signal (every settled bet) refetches it, so the figures move while the member plays.
 */
export function BonusDetailsPage({ member }: MemberPageProps) {
  const { t, i18n } = useTranslation("rewards");
  const trial = isTrialMember(member);
  const details = useQuery({ ...bonusDetailsQuery(i18n.language), enabled: !trial });
  if (trial) return <TrialNotice />;
  return (
    <div className="rewards-page">
      <QueryView query={details} isEmpty={() => false} loadingLabel={t("bonus.loading")}>
        {(data) => (
          <>
            <BonusTotals data={data} />
            <p className="rewards-live rewards-note">
              <Icon name="refresh" size={14} /> {t("bonus.live")}
            </p>
            {data.list.length === 0 ? (
              <EmptyState title={t("bonus.none")} description={t("bonus.noneText")} />
            ) : (
              <ul className="rollover-list">
                {sortRollovers(data.list).map((rollover) => (
                  <li key={rollover.id}>
                    <RolloverCard rollover={rollover} />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </QueryView>
    </div>
  );
}

function BonusTotals({ data }: { data: BonusDetails }) {
  const { t } = useTranslation("rewards");
  const { money } = useRewardFormat();
  const figures = [
    { key: "remaining", label: t("bonus.totals.remaining"), value: money(data.remaining), strong: true },
    { key: "locked", label: t("bonus.totals.locked"), value: money(data.locked) },
    { key: "withdrawable", label: t("bonus.totals.withdrawable"), value: money(data.withdrawable) },
    {
      key: "maxBet",
      label: t("bonus.totals.maxBet"),
      value: data.maxBet === null ? t("bonus.noLimit") : money(data.maxBet),
    },
  ];
  return (
    <dl className="rewards-figures" aria-live="polite">
      {figures.map((figure) => (
        <div key={figure.key} className={figure.strong ? "rewards-figures__main" : undefined}>
          <dt>{figure.label}</dt>
          <dd>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function RolloverCard({ rollover }: { rollover: BonusRollover }) {
  const { t } = useTranslation("rewards");
  const { money, time } = useRewardFormat();
  const category = useRecordCategory();
  const now = Date.now();
  const state: RolloverState = rolloverState(rollover, now);
  const percent = progressPercent(rollover.achieved, rollover.required);
  const weights = weightLines(rollover.weights);
  const titleId = `rollover-${rollover.id}`;
  return (
    <article className="rollover" aria-labelledby={titleId}>
      <header className="rollover__head">
        <h4 id={titleId} className="rollover__title">
          {rollover.title}
        </h4>
        <StatusBadge status={state} tones={STATE_TONES} label={t(`bonus.state.${state}`)} />
      </header>
      <div className="rollover__progress">
        <div className="rollover__numbers">
          <span>
            {t("bonus.achievedOf", {
              achieved: money(rollover.achieved),
              required: money(rollover.required),
            })}
          </span>
          <strong>{t("bonus.percent", { percent })}</strong>
        </div>
        <progress
          className="rollover__bar"
          max={100}
          value={percent}
          aria-label={t("bonus.progressLabel", { title: rollover.title })}
          aria-valuetext={t("bonus.percent", { percent })}
        />
      </div>
      <dl className="rollover__facts">
        <div>
          <dt>{t("bonus.locked")}</dt>
          <dd>{money(rollover.locked)}</dd>
        </div>
        <div>
          <dt>{t("bonus.required")}</dt>
          <dd>{money(rollover.required)}</dd>
        </div>
        <div>
          <dt>{t("bonus.achieved")}</dt>
          <dd>{money(rollover.achieved)}</dd>
        </div>
        <div>
          <dt>{t("bonus.remaining")}</dt>
          <dd className={state === "running" ? "rollover__remaining" : undefined}>
            {money(rollover.remaining)}
          </dd>
        </div>
        <div>
          <dt>{t("bonus.maxBet")}</dt>
          <dd>{rollover.maxBet === null ? t("bonus.noLimit") : money(rollover.maxBet)}</dd>
        </div>
        <div>
          <dt>{t("bonus.expiry")}</dt>
          <dd>
            <Expiry rollover={rollover} state={state} now={now} time={time} />
          </dd>
        </div>
        <div className="rollover__weights">
          <dt>{t("bonus.weighting")}</dt>
          <dd>
            {weights.length === 0 ? (
              t("bonus.allGamesFull")
            ) : (
              <>
                <ul>
                  {weights.map((line) => (
                    <li key={line.type}>
                      {line.percent === 0
                        ? t("bonus.weightNone", { type: category(line.type) })
                        : t("bonus.weight", { type: category(line.type), percent: line.percent })}
                    </li>
                  ))}
                </ul>
                <span className="rewards-note">{t("bonus.othersFull")}</span>
              </>
            )}
          </dd>
        </div>
      </dl>
    </article>
  );
}

function Expiry({
  rollover,
  state,
  now,
  time,
}: {
  rollover: BonusRollover;
  state: RolloverState;
  now: number;
  time: (at: number) => string;
}) {
  const { t } = useTranslation("rewards");
  if (state === "met")
    return (
      <>
        {rollover.clearedAt === null ? t("bonus.metAt") : t("bonus.metOn", { at: time(rollover.clearedAt) })}
      </>
    );
  if (rollover.expiresAt === null) return <>{t("bonus.noExpiry")}</>;
  const left = expiryLeft(rollover.expiresAt, now);
  const text =
    state === "expired" || left.kind === "over"
      ? t("bonus.expired")
      : left.kind === "days"
        ? t("bonus.daysLeft", { count: left.days })
        : left.kind === "hours"
          ? t("bonus.hoursLeft", { count: left.hours })
          : "";
  return (
    <>
      {time(rollover.expiresAt)}
      <span className={`rollover__left${left.kind === "hours" ? " rollover__left--soon" : ""}`}>{text}</span>
    </>
  );
}
