import type { MemberInfo } from "./queries";

/**
 * Member-centre side menu page keys of SPEC §2, in menu order; securityCenter is the default.
 * Two pages the spec names only by label join them: withdrawal confirmation (SPEC §2 "others by
 * label") and, for agents until the agent centre exists, transfer to downline (SPEC §6).
 */
export const MEMBER_PAGES = [
  "securityCenter",
  "transferFund",
  "depositv2",
  "withdraw",
  "withdrawalConfirmation",
  "transferUpline",
  "transferDownline",
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

/** What every member-centre page receives: the loaded member. */
export interface MemberPageProps {
  member: MemberInfo;
}
