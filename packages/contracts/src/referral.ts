import { z } from "zod";
import { tags as backofficeTags, brandParams, page, paged } from "./backoffice-shared";
import { defineCall, epochMs } from "./http";

/**
 * Invite friends: the member's code (the same `affiliate_code` agents share, given on first ask)
 * as a registration link `/register?referralCode=`, the friends who joined with it, and what they
 * earned the member under the brand's referral rule (`settings.rewards.referral`).
 */

export const referralInviteeView = z.object({
  /** Masked login of the friend. */
  account: z.string(),
  joinedAt: epochMs,
  firstDeposit: z.boolean(),
  /** The friend's valid turnover (settled rounds, all time). */
  turnover: z.number(),
  /** What this friend earned the member so far. */
  earned: z.number(),
});

export const myReferralCall = defineCall({
  method: "GET",
  path: "/wps/relay/MCS2_getReferralInfo",
  summary: "My invitation code and link, the brand's referral rule and what my friends earned me",
  response: z.object({
    code: z.string(),
    registerPath: z.string(),
    rule: z.object({
      enabled: z.boolean(),
      firstDepositReward: z.number(),
      minDeposit: z.number(),
      turnoverRateBp: z.number().int(),
      turnoverMultiple: z.number().int(),
    }),
    invitees: z.number().int(),
    depositors: z.number().int(),
    earned: z.number(),
  }),
  tags: ["referral"],
});

export const myInviteesCall = defineCall({
  method: "GET",
  path: "/wps/relay/MCS2_getReferralList",
  summary: "The friends who joined with my code, newest first",
  query: z.object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(10),
  }),
  response: paged(referralInviteeView),
  tags: ["referral"],
});

export const referrerReportView = z.object({
  memberId: z.string(),
  account: z.string(),
  code: z.string().nullable(),
  invitees: z.number().int(),
  depositors: z.number().int(),
  rewards: z.number().int(),
  earned: z.number(),
  lastJoinedAt: epochMs,
});

export const referralReportCall = defineCall({
  method: "GET",
  path: "/backoffice/api/brands/:brandId/referrals",
  summary: "Referral report per referrer: friends invited, friends who deposited, rewards paid",
  params: brandParams,
  query: z.object({ account: z.string().trim().max(64).optional(), ...page }),
  response: paged(referrerReportView),
  tags: backofficeTags,
});
