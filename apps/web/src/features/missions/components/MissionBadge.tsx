import { Badge } from "@lotus/ui/status/Badge";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { myMissionsQuery } from "../api/missions-api";
import { badgeText } from "../model/missions";

/**
 * Mission activity's side-menu badge (SPEC §2): how many missions wait to be claimed, shown only
 * above 0. It shares the page's query, so opening the page needs no second read.
 */
export function MissionBadge() {
  const { t, i18n } = useTranslation("missions");
  const missions = useQuery({ ...myMissionsQuery(i18n.language), select: (data) => data.claimable });
  const text = badgeText(missions.data ?? 0);
  if (!text) return null;
  return (
    <span className="member-centre__badge">
      <Badge tone="danger">
        <span aria-hidden="true">{text}</span>
        <span className="visually-hidden">{t("missions.badge", { count: missions.data ?? 0 })}</span>
      </Badge>
    </span>
  );
}
