import { z } from "zod";
import { tags as backofficeTags, brandParams, id, memberParams, page, paged } from "./backoffice-shared";
import { localizedText } from "./brand";
import { defineCall, epochMs } from "./http";
import { LANGUAGES } from "./languages";

/**
 * Operators' messages to the member inbox (permissions messages.view / messages.send): a title
 * and rich text per brand language, an audience, sent now or at a time. A scheduled message can
 * be cancelled until the delivery job starts it; a message once sending cannot be changed.
 */

export const CAMPAIGN_STATUSES = ["scheduled", "sending", "sent", "cancelled"] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
export const AUDIENCE_KINDS = ["member", "labels", "vip", "tree", "brand"] as const;
export type AudienceKind = (typeof AUDIENCE_KINDS)[number];

const account = z.string().trim().min(1).max(64);

/** Who a message goes to, as the operator names it. */
export const messageAudienceInput = z.discriminatedUnion("kind", [
  /** One member, by account. */
  z.strictObject({ kind: z.literal("member"), account }),
  /** Members carrying any of these labels (the member screen's labels). */
  z.strictObject({
    kind: z.literal("labels"),
    labels: z.array(z.string().trim().min(1).max(32)).min(1).max(20),
  }),
  /** Members on any of these VIP levels (by rank, 0 = the lowest). */
  z.strictObject({ kind: z.literal("vip"), ranks: z.array(z.number().int().min(0).max(99)).min(1).max(50) }),
  /** An agent and every member below it in the tree. */
  z.strictObject({ kind: z.literal("tree"), account }),
  /** Every member of the brand. */
  z.strictObject({ kind: z.literal("brand") }),
]);
export type MessageAudienceInput = z.infer<typeof messageAudienceInput>;

export const messageAudienceView = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("member"), memberId: id, account: z.string() }),
  z.object({ kind: z.literal("labels"), labels: z.array(z.string()) }),
  z.object({ kind: z.literal("vip"), ranks: z.array(z.number().int()) }),
  z.object({ kind: z.literal("tree"), agentId: id, account: z.string() }),
  z.object({ kind: z.literal("brand") }),
]);
export type MessageAudienceView = z.infer<typeof messageAudienceView>;

export const campaignInput = z.strictObject({
  /** Title per language; the brand's default language is required (members fall back to it). */
  title: z.partialRecord(z.enum(LANGUAGES), z.string().trim().max(200)),
  /** Rich text per language; sanitised by the server as notices are. */
  body: localizedText,
  audience: messageAudienceInput,
  /** When it goes out; null: now. */
  sendAt: epochMs.nullable().default(null),
});
export type CampaignInput = z.infer<typeof campaignInput>;

export const campaignSummary = z.object({
  id,
  title: z.partialRecord(z.enum(LANGUAGES), z.string()),
  audience: messageAudienceView,
  status: z.enum(CAMPAIGN_STATUSES),
  sendAt: epochMs,
  /** Members the audience held when sending started; null until then. */
  audienceSize: z.number().int().nullable(),
  recipients: z.number().int(),
  read: z.number().int(),
  startedAt: epochMs.nullable(),
  sentAt: epochMs.nullable(),
  cancelledAt: epochMs.nullable(),
  createdBy: z.string(),
  createdAt: epochMs,
});
export type CampaignSummary = z.infer<typeof campaignSummary>;

export const campaignView = campaignSummary.extend({
  body: z.partialRecord(z.enum(LANGUAGES), z.string()),
});
export type CampaignView = z.infer<typeof campaignView>;

export const messageCampaignsCall = defineCall({
  method: "GET",
  path: "/backoffice/api/brands/:brandId/messages",
  summary: "The brand's operator messages, newest first, with delivery and read counts",
  params: brandParams,
  query: z.object({ status: z.enum(CAMPAIGN_STATUSES).optional(), ...page }),
  response: paged(campaignSummary),
  tags: backofficeTags,
});

export const messageCampaignCall = defineCall({
  method: "GET",
  path: "/backoffice/api/brands/:brandId/messages/:id",
  summary: "One operator message with its texts and delivery progress",
  params: memberParams,
  response: campaignView,
  tags: backofficeTags,
});

export const messageCampaignCreateCall = defineCall({
  method: "POST",
  path: "/backoffice/api/brands/:brandId/messages",
  summary: "Send a message to members now or at a time",
  params: brandParams,
  body: campaignInput,
  response: campaignView,
  tags: backofficeTags,
});

export const messageCampaignCancelCall = defineCall({
  method: "POST",
  path: "/backoffice/api/brands/:brandId/messages/:id/cancel",
  summary: "Cancel a scheduled message before it goes out",
  params: memberParams,
  response: campaignView,
  tags: backofficeTags,
});

export const messageOptionsCall = defineCall({
  method: "GET",
  path: "/backoffice/api/brands/:brandId/message-options",
  summary: "What the compose screen offers: the brand's languages and VIP levels",
  params: brandParams,
  response: z.object({
    defaultLanguage: z.enum(LANGUAGES),
    languages: z.array(z.enum(LANGUAGES)),
    vipLevels: z.array(z.object({ rank: z.number().int(), name: z.string() })),
  }),
  tags: backofficeTags,
});
