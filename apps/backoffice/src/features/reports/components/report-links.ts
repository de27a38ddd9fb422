/**
 * Report URLs, so a drill-down (a day → its games → its members) is a link the Back button
 * returns from, and a shared URL opens the same figures.
 */
import type { ReportName } from "@lotus/contracts";
import type { DayRange } from "./report-range";

/** Where each report lives in the console (the daily report is the section's first page). */
export const REPORT_PATHS: Record<ReportName, string> = {
  daily: "/reports",
  games: "/reports/games",
  members: "/reports/members",
  finance: "/reports/finance",
  registrations: "/reports/registrations",
};

/** The URL parameters of the range filter (FilterBar's date range named "date"). */
export const RANGE_FIELD = "date";
export const FROM_PARAM = `${RANGE_FIELD}From`;
export const TO_PARAM = `${RANGE_FIELD}To`;

/** A report's URL for a range and its own filters (empty values are left out). */
export function reportLink(
  report: ReportName,
  range: DayRange,
  filters: Record<string, string | undefined> = {},
): string {
  const params = new URLSearchParams({ [FROM_PARAM]: range.from, [TO_PARAM]: range.to });
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  return `${REPORT_PATHS[report]}?${params.toString()}`;
}

/** One day's drill-down: the games played that day. */
export const dayGamesLink = (day: string) => reportLink("games", { from: day, to: day });

/** One day's members: the day's top winners (or losers). */
export const dayMembersLink = (day: string, order: "winners" | "losers" = "winners") =>
  reportLink("members", { from: day, to: day }, { order });

/** A vendor's games over the same range. */
export const vendorGamesLink = (range: DayRange, vendorId: string) =>
  reportLink("games", range, { vendor: vendorId });
