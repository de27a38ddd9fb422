import { z } from "zod";
import { brandParams, memberParams, page, paged, tags } from "./backoffice-shared";
import { defineCall, epochMs } from "./http";
import { REWARD_SOURCES, REWARD_STATUSES } from "./rewards";

/** Back-office rewards: every grant, the approval queue of rewards above the brand's threshold. */

export const rewardGrantView = z.object({
  id: z.string(),
  memberId: z.string(),
  account: z.string(),
  source: z.enum(REWARD_SOURCES),
  sourceId: z.string().nullable(),
  title: z.string(),
  cash: z.number(),
  points: z.number(),
  raffleTickets: z.number().int(),
  turnoverRequired: z.number(),
  status: z.enum(REWARD_STATUSES),
  createdAt: epochMs,
  paidAt: epochMs.nullable(),
  createdBy: z.string().nullable(),
  approvedBy: z.string().nullable(),
  decisionReason: z.string().nullable(),
});

export const rewardGrantsCall = defineCall({
  method: "GET",
  path: "/backoffice/api/brands/:brandId/rewards",
  summary: "Rewards given, newest first, by status (approval = the queue), source or member account",
  params: brandParams,
  query: z.object({
    status: z.enum(REWARD_STATUSES).optional(),
    source: z.enum(REWARD_SOURCES).optional(),
    account: z.string().trim().min(1).max(64).optional(),
    ...page,
  }),
  response: paged(rewardGrantView),
  tags,
});

export const rewardApproveCall = defineCall({
  method: "POST",
  path: "/backoffice/api/brands/:brandId/rewards/:id/approve",
  summary: "Approve a reward above the threshold and pay it (not by the operator who gave it)",
  params: memberParams,
  response: rewardGrantView,
  tags,
});

export const rewardRejectCall = defineCall({
  method: "POST",
  path: "/backoffice/api/brands/:brandId/rewards/:id/reject",
  summary: "Reject a reward waiting for approval or for the member's claim",
  params: memberParams,
  body: z.strictObject({ reason: z.string().trim().min(1).max(500) }),
  response: rewardGrantView,
  tags,
});
