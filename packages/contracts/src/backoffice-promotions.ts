import { z } from "zod";
import { brandParams, id, memberParams, page, paged } from "./backoffice-shared";
import { localizedText } from "./brand";
import { defineCall, epochMs } from "./http";
import {
  ABUSE_MATCH_FIELDS,
  JOIN_MODES,
  PROMOTION_STATUSES,
  PROMOTION_TYPES,
  promotionAudience,
  promotionConfig,
} from "./promotion-config";

/** Back-office promotions: editor, application review, abuse matches, cost report (DOMAIN §6). */

const tags = ["backoffice"];
const base = "/backoffice/api/brands/:brandId/promotions";

export const promotionInput = z.strictObject({
  title: localizedText.refine((text) => Object.values(text).some((value) => value?.trim()), "Give a title"),
  summary: localizedText,
  body: localizedText,
  bannerUrl: z.string().trim().max(2000).nullable(),
  startsAt: epochMs,
  endsAt: epochMs.nullable(),
  joinMode: z.enum(JOIN_MODES),
  audience: promotionAudience,
  onePerPerson: z.boolean(),
  matchOn: z.array(z.enum(ABUSE_MATCH_FIELDS)).max(ABUSE_MATCH_FIELDS.length).default([]),
  config: promotionConfig,
  sortOrder: z.number().int().min(-10_000).max(10_000).default(0),
});
export type PromotionInput = z.input<typeof promotionInput>;

export const promotionAdminView = z.object({
  id: z.string(),
  type: z.enum(PROMOTION_TYPES),
  status: z.enum(PROMOTION_STATUSES),
  /** draft, coming (published, not started), live, closed (ended or past its end). */
  phase: z.enum(["draft", "coming", "live", "closed"]),
  title: z.record(z.string(), z.string()),
  summary: z.record(z.string(), z.string()),
  body: z.record(z.string(), z.string()),
  bannerUrl: z.string().nullable(),
  startsAt: epochMs,
  endsAt: epochMs.nullable(),
  joinMode: z.enum(JOIN_MODES),
  audience: promotionAudience,
  onePerPerson: z.boolean(),
  matchOn: z.array(z.enum(ABUSE_MATCH_FIELDS)),
  config: promotionConfig,
  sortOrder: z.number().int(),
  /** Applications waiting for review. */
  pendingApplications: z.number().int(),
  updatedAt: epochMs,
});
export type PromotionAdminView = z.infer<typeof promotionAdminView>;

export const promotionListAdminCall = defineCall({
  method: "GET",
  path: base,
  summary: "The brand's promotions, filtered by status, type and title",
  params: brandParams,
  query: z.object({
    status: z.enum(PROMOTION_STATUSES).optional(),
    type: z.enum(PROMOTION_TYPES).optional(),
    q: z.string().trim().max(100).optional(),
    ...page,
  }),
  response: paged(promotionAdminView),
  tags,
});

export const promotionGetAdminCall = defineCall({
  method: "GET",
  path: `${base}/:id`,
  summary: "One promotion",
  params: memberParams,
  response: promotionAdminView,
  tags,
});

export const promotionCreateCall = defineCall({
  method: "POST",
  path: base,
  summary: "Create a promotion as a draft (rich text sanitised)",
  params: brandParams,
  body: promotionInput,
  response: promotionAdminView,
  tags,
});

export const promotionUpdateCall = defineCall({
  method: "PUT",
  path: `${base}/:id`,
  summary: "Replace a promotion's texts and rules (the type stays)",
  params: memberParams,
  body: promotionInput,
  response: promotionAdminView,
  tags,
});

export const promotionStatusCall = defineCall({
  method: "POST",
  path: `${base}/:id/status`,
  summary: "Publish a draft, or end a published promotion now",
  params: memberParams,
  body: z.strictObject({ status: z.enum(["published", "ended"]) }),
  response: promotionAdminView,
  tags,
});

export const promotionBannerUploadCall = defineCall({
  method: "POST",
  path: `${base}/banner`,
  summary: "Upload a banner image (multipart field `file`, png/jpg, at most 5 MB); answers its public URL",
  params: brandParams,
  response: z.object({ id: z.string(), url: z.string() }),
  tags,
});

export const APPLICATION_STATUSES = ["applying", "joined", "rejected"] as const;

export const promotionApplicationView = z.object({
  id: z.string(),
  promotionId: z.string(),
  promotionTitle: z.record(z.string(), z.string()),
  memberId: z.string(),
  account: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  remark: z.string(),
  /** Signed, short-lived image URLs. */
  images: z.array(z.string()),
  appliedAt: epochMs,
  reviewedAt: epochMs.nullable(),
  reviewer: z.string().nullable(),
  reason: z.string().nullable(),
});
export type PromotionApplicationView = z.infer<typeof promotionApplicationView>;

export const promotionApplicationsCall = defineCall({
  method: "GET",
  path: `${base}/applications`,
  summary: "Activity applications, waiting ones first by default",
  params: brandParams,
  query: z.object({
    status: z.enum(APPLICATION_STATUSES).default("applying"),
    promotionId: id.optional(),
    ...page,
  }),
  response: paged(promotionApplicationView),
  tags,
});

export const promotionApplicationApproveCall = defineCall({
  method: "POST",
  path: `${base}/applications/:id/approve`,
  summary: "Approve an application: the member joins (a fixed bonus is granted, given by the operator)",
  params: memberParams,
  body: z.strictObject({ reason: z.string().trim().max(500).optional() }),
  response: promotionApplicationView,
  tags,
});

export const promotionApplicationRejectCall = defineCall({
  method: "POST",
  path: `${base}/applications/:id/reject`,
  summary: "Reject an application with a reason the member sees",
  params: memberParams,
  body: z.strictObject({ reason: z.string().trim().min(1).max(500) }),
  response: promotionApplicationView,
  tags,
});

export const promotionMatchView = z.object({
  field: z.enum(ABUSE_MATCH_FIELDS),
  /** The shared value, masked (last characters only). */
  value: z.string(),
  members: z.array(
    z.object({
      memberId: z.string(),
      account: z.string(),
      status: z.enum(APPLICATION_STATUSES),
      joinedAt: epochMs.nullable(),
    }),
  ),
});
export type PromotionMatchView = z.infer<typeof promotionMatchView>;

export const promotionMatchesCall = defineCall({
  method: "GET",
  path: `${base}/:id/matches`,
  summary: "Members of a promotion who share a phone, payee name, bank account or device",
  params: memberParams,
  response: z.array(promotionMatchView),
  tags,
});

export const promotionCostView = z.object({
  id: z.string(),
  type: z.enum(PROMOTION_TYPES),
  title: z.record(z.string(), z.string()),
  phase: z.enum(["draft", "coming", "live", "closed"]),
  grants: z.number().int(),
  members: z.number().int(),
  /** Bonus paid, currency units. */
  cash: z.number(),
  points: z.number(),
  /** Valid turnover generated by the bonuses' requirements. */
  turnoverGenerated: z.number(),
});
export type PromotionCostView = z.infer<typeof promotionCostView>;

export const promotionCostsCall = defineCall({
  method: "GET",
  path: `${base}/costs`,
  summary: "Cost report per promotion: bonus paid, turnover generated, members",
  params: brandParams,
  response: z.array(promotionCostView),
  tags,
});
