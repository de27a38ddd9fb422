import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { dayGamesLink, dayMembersLink, reportLink } from "./report-links";
import type { DayRange } from "./report-range";

/**
 * Where a one-day drill-down stands: the daily report › the day's games › the day's members, each a
 * link (the members report cannot narrow to one game, so a game's day leads to that day's members).
 */
export function DrillTrail({
  range,
  at,
  children,
}: {
  range: DayRange;
  at: "games" | "members";
  children?: ReactNode;
}) {
  const { t } = useTranslation("reports");
  const day = range.from === range.to ? range.from : undefined;
  if (!day && !children) return null;
  return (
    <div className="report-trail">
      {day && (
        <nav aria-label={t("trail.label")}>
          <ol className="report-trail">
            <li>
              <Link to={reportLink("daily", range)}>{t("nav.daily")}</Link> ›
            </li>
            <li>
              {at === "games" ? (
                <span aria-current="page">{t("trail.games", { day })}</span>
              ) : (
                <Link to={dayGamesLink(day)}>{t("trail.games", { day })}</Link>
              )}{" "}
              ›
            </li>
            <li>
              {at === "members" ? (
                <span aria-current="page">{t("trail.members", { day })}</span>
              ) : (
                <Link to={dayMembersLink(day)}>{t("trail.members", { day })}</Link>
              )}
            </li>
          </ol>
        </nav>
      )}
      {children}
    </div>
  );
}
