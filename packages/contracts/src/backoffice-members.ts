import { z } from "zod";
import { brandParams, id, memberParams, page, paged, reason, tags } from "./backoffice-shared";
import { defineCall, epochMs } from "./http";

/** Back-office member screens. */

export const memberSummaryView = z.object({
  id: z.string(),
  account: z.string(),
  nickname: z.string().nullable(),
  accountType: z.number().int(),
  status: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  registerIp: z.string().nullable(),
  createdAt: epochMs,
  lastLoginAt: epochMs.nullable(),
});

export const memberDetailView = memberSummaryView.extend({
  payeeName: z.string().nullable(),
  upline: z.object({ id: z.string(), account: z.string() }).nullable(),
  clubLabel: z.string().nullable(),
  memberLabels: z.array(z.string()),
  language: z.string().nullable(),
  mustChangePassword: z.boolean(),
  registerUrl: z.string().nullable(),
  registerMethod: z.string().nullable(),
  profile: z.record(z.string(), z.string()),
  /** Whether mobile, email and names are shown unmasked to this operator. */
  unmasked: z.boolean(),
});
export type MemberDetailView = z.infer<typeof memberDetailView>;

export const memberSearchCall = defineCall({
  method: "GET",
  path: "/backoffice/api/brands/:brandId/members",
  summary: "Search members by account, mobile, email or IP",
  params: brandParams,
  query: z.object({
    by: z.enum(["account", "mobile", "email", "ip"]).default("account"),
    q: z.string().trim().max(100).default(""),
    ...page,
  }),
  response: paged(memberSummaryView),
  tags,
});

export const memberGetCall = defineCall({
  method: "GET",
  path: "/backoffice/api/brands/:brandId/members/:id",
  summary: "A member's profile",
  params: memberParams,
  response: memberDetailView,
  tags,
});

export const memberSessionsCall = defineCall({
  method: "GET",
  path: "/backoffice/api/brands/:brandId/members/:id/sessions",
  summary: "A member's live sessions",
  params: memberParams,
  response: z.array(
    z.object({
      id: z.string(),
      kind: z.string(),
      loginMethod: z.string(),
      ip: z.string().nullable(),
      userAgent: z.string().nullable(),
      createdAt: epochMs,
      lastSeenAt: epochMs,
      expiresAt: epochMs,
    }),
  ),
  tags,
});

export const memberSessionRevokeCall = defineCall({
  method: "DELETE",
  path: "/backoffice/api/brands/:brandId/members/:id/sessions/:sessionId",
  summary: "Revoke one of a member's sessions",
  params: z.object({ brandId: id, id, sessionId: id }),
  response: z.object({ revoked: z.literal(true) }),
  tags,
});

export const memberLoginHistoryCall = defineCall({
  method: "GET",
  path: "/backoffice/api/brands/:brandId/members/:id/logins",
  summary: "A member's login history with IP and country",
  params: memberParams,
  query: z.object(page),
  response: paged(
    z.object({
      id: z.string(),
      ip: z.string().nullable(),
      country: z.string().nullable(),
      success: z.boolean(),
      reason: z.string().nullable(),
      at: epochMs,
    }),
  ),
  tags,
});

export const memberStatusCall = defineCall({
  method: "POST",
  path: "/backoffice/api/brands/:brandId/members/:id/status",
  summary: "Lock or unlock a member (locking revokes their sessions)",
  params: memberParams,
  body: z.strictObject({ status: z.enum(["active", "locked"]), reason: z.string().trim().min(1).max(500) }),
  response: memberDetailView,
  tags,
});

export const memberPasswordResetCall = defineCall({
  method: "POST",
  path: "/backoffice/api/brands/:brandId/members/:id/password-reset",
  summary: "Set a temporary password the member must change at next login",
  params: memberParams,
  body: z.strictObject({
    temporaryPassword: z.string().min(6).max(64),
    reason: z.string().trim().min(1).max(500),
  }),
  response: memberDetailView,
  tags,
});

/**
 * The payout identity (payee name, ID number): members set it once themselves; afterwards only an
 * operator who may see personal data changes it, with a reason (audited, values masked in the log).
 */
export const memberPayoutIdentityCall = defineCall({
  method: "PUT",
  path: "/backoffice/api/brands/:brandId/members/:id/payout-identity",
  summary: "Set or correct a member's payee name and ID number (needs members.sensitive)",
  params: memberParams,
  body: z.strictObject({
    payeeName: z.string().trim().max(100),
    idNumber: z.string().trim().max(64),
    reason: z.string().trim().min(1).max(500),
  }),
  response: memberDetailView,
  tags,
});

export const memberUpdateCall = defineCall({
  method: "PATCH",
  path: "/backoffice/api/brands/:brandId/members/:id",
  summary: "Change a member's labels, account type or upline",
  params: memberParams,
  body: z
    .strictObject({
      clubLabel: z.string().trim().max(64).nullable(),
      memberLabels: z.array(z.string().trim().min(1).max(64)).max(20),
      accountType: z.union([
        z.literal(0),
        z.literal(1),
        z.literal(2),
        z.literal(41),
        z.literal(42),
        z.literal(6),
      ]),
      uplineAccount: z.string().trim().max(64).nullable(),
      reason,
    })
    .partial(),
  response: memberDetailView,
  tags,
});
