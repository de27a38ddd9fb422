/** Member-centre side menu page keys of SPEC §2, in menu order; securityCenter is the default. */
export const MEMBER_PAGES = [
  "securityCenter",
  "transferFund",
  "depositv2",
  "withdraw",
  "transferUpline",
  "personalHistoryCopy",
  "transactionHistory",
  "personalProfit",
  "bonusDetails",
  "rewardCenter",
  "referral",
  "missionLeaderboard",
  "messageV2",
] as const;
export type MemberPage = (typeof MEMBER_PAGES)[number];
export const DEFAULT_MEMBER_PAGE: MemberPage = "securityCenter";

export function isMemberPage(value: unknown): value is MemberPage {
  return typeof value === "string" && (MEMBER_PAGES as readonly string[]).includes(value);
}
