import { ACCOUNT_TYPES, type RewardStatus } from "@lotus/contracts";
import { StatusBadge } from "@lotus/ui/status/Badge";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/Icon";
import type { MemberInfo } from "../../../lib/queries";
import { useRewardFormat } from "../hooks/use-reward-format";
import { REWARD_STATUS_TONES, type RewardPart, rewardParts } from "../model/rewards";

/** Trial accounts have no rewards: the server refuses them, so the page says why instead of failing. */
export const isTrialMember = (member: Pick<MemberInfo, "type">) => member.type === ACCOUNT_TYPES.trial;

export function TrialNotice() {
  const { t } = useTranslation("rewards");
  return (
    <section className="rewards-notice" role="status">
      <Icon name="lock" size={28} />
      <p>{t("trial")}</p>
    </section>
  );
}

export function RewardStatusBadge({ status }: { status: RewardStatus }) {
  const { t } = useTranslation("rewards");
  return <StatusBadge status={status} tones={REWARD_STATUS_TONES} label={t(`status.${status}`)} />;
}

/** What a reward gives: cash, points and raffle tickets, each on its own line. */
export function RewardWhat({ reward }: { reward: { cash: number; points: number; raffleTickets: number } }) {
  const { t } = useTranslation("rewards");
  const { money, count } = useRewardFormat();
  const text = (part: RewardPart) => {
    switch (part.kind) {
      case "cash":
        return money(part.amount);
      case "points":
        return t("parts.points", { count: part.count, value: count(part.count) });
      case "tickets":
        return t("parts.tickets", { count: part.count, value: count(part.count) });
    }
  };
  const parts = rewardParts(reward);
  if (parts.length === 0) return <>—</>;
  return (
    <span className="reward-what">
      {parts.map((part) => (
        <span key={part.kind} className={`reward-what__${part.kind}`}>
          {text(part)}
        </span>
      ))}
    </span>
  );
}
