import { Badge } from "@lotus/ui/status/Badge";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useMemberInfo } from "../../../lib/queries";
import { waitingRewardsQuery } from "../api/rewards-api";
import { badgeCount } from "../model/rewards";
import { isTrialMember } from "./parts";

/**
 * The reward centre's side-menu badge: how many rewards wait to be claimed, shown only above 0
 * (as SPEC §2 asks of missionLeaderboard's). A failed count shows nothing rather than a wrong number.
 */
export function RewardCentreBadge() {
  const { t } = useTranslation("rewards");
  const member = useMemberInfo();
  // Trial accounts have no rewards (the server refuses them): nothing to count.
  const waiting = useQuery({
    ...waitingRewardsQuery(),
    enabled: member.data !== undefined && !isTrialMember(member.data),
  });
  const text = badgeCount(waiting.data ?? 0);
  if (!text) return null;
  return (
    <span className="member-centre__badge">
      <Badge tone="danger">
        <span aria-hidden="true">{text}</span>
        <span className="visually-hidden">{t("badge", { count: waiting.data ?? 0 })}</span>
      </Badge>
    </span>
  );
}
