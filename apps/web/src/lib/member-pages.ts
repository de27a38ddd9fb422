import type { MemberInfo } from "./queries";

/**
 * Member-centre side menu page keys of SPEC §2, in menu order; securityCenter is the default.
 * Withdrawal confirmation, which the spec names only by label (SPEC §2 "others by label"), joins
 * them, as do feedback (the member's support tickets; SPEC §2 "feedback", "support ticket form").
 * Transfer to downline is in the agent centre.
 */
export const MEMBER_PAGES = [
  "securityCenter",
  "transferFund",
  "depositv2",
  "withdraw",
  "withdrawalConfirmation",
  "transferUpline",
  "personalHistoryCopy",
  "transactionHistory",
  "personalProfit",
  "bonusDetails",
  "rewardCenter",
  "referral",
  "missionLeaderboard",
  "messageV2",
  "feedback",
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

/** The agent centre's page (SPEC §2 agent pages, for agents only); its page key follows as the last segment. */
export const AGENT_CENTRE_PATH = "/agentCentre";

/** The VIP page (SPEC §2 page group "Vip"): the ladder and the member's progress. */
export const VIP_PATH = "/vip";
