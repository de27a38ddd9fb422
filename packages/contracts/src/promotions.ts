import { z } from "zod";
import { defineCall, epochMs } from "./http";
import {
  APPLICATION_IMAGES_MAX,
  APPLICATION_REMARK_MAX,
  JOIN_MODES,
  PROMOTION_ACTIONS,
  PROMOTION_CATEGORIES,
  PROMOTION_LABELS,
  PROMOTION_TYPES,
} from "./promotion-config";

/** The site's promotion calls (SPEC §2 /promotions, /promoDetail; §4 labels; §5 activity application; §7). */

const tags = ["promotions"];
const promotionId = z.string().uuid();
/** A random id the site keeps per browser, for the "one bonus per person" device rule. */
const deviceId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/)
  .optional();

export const promotionCard = z.object({
  id: z.string(),
  type: z.enum(PROMOTION_TYPES),
  category: z.enum(PROMOTION_CATEGORIES),
  title: z.string(),
  summary: z.string(),
  bannerUrl: z.string().nullable(),
  startsAt: epochMs,
  endsAt: epochMs.nullable(),
  joinMode: z.enum(JOIN_MODES),
  /** Live now; false for one published to start later ("coming soon", reached by its link). */
  live: z.boolean(),
  /** Raffle promotions: the raffle event the detail page links to. */
  raffleEventId: z.string().nullable(),
});
export type PromotionCard = z.infer<typeof promotionCard>;

export const promotionDetail = promotionCard.extend({
  /** Rich text, sanitised when saved. */
  body: z.string(),
  /** Fixed-bonus promotions: which event pays (birthday, zalo, application). */
  event: z.string().nullable(),
});
export type PromotionDetail = z.infer<typeof promotionDetail>;

/** The member's participation: the SPEC §4 label and what the button does. */
export const promotionState = z.object({
  id: z.string(),
  label: z.enum(PROMOTION_LABELS),
  action: z.enum(PROMOTION_ACTIONS),
  /** Why the member cannot take part, when they cannot: audience, duplicate (one bonus per person). */
  blocked: z.enum(["audience", "duplicate"]).nullable(),
  /** A reward of this promotion waiting for the member's claim. */
  claimableGrantId: z.string().nullable(),
  /** Application rejected: the operator's reason. */
  reason: z.string().nullable(),
  /** Check-in: today's unbroken streak (0 before the first check-in). */
  streak: z.number().int(),
  /** Rewards of this promotion paid to the member so far (currency units). */
  paid: z.number(),
});
export type PromotionState = z.infer<typeof promotionState>;

export const promotionListCall = defineCall({
  method: "GET",
  path: "/wps/relay/MCS2_getPromotionList",
  summary: "Live promotions of the brand, in the request's language",
  query: z.object({ category: z.enum(PROMOTION_CATEGORIES).optional() }),
  response: z.object({ list: z.array(promotionCard) }),
  tags,
});

export const promotionDetailCall = defineCall({
  method: "GET",
  path: "/wps/relay/MCS2_getPromotionDetail",
  summary: "One published promotion with its rich text",
  query: z.object({ id: promotionId }),
  response: promotionDetail,
  tags,
});

export const promotionStateCall = defineCall({
  method: "GET",
  path: "/wps/relay/MCS2_getPromotionState",
  summary: "The member's state label (SPEC §4) and action for a promotion",
  query: z.object({ id: promotionId }),
  response: promotionState,
  tags,
});

export const promotionJoinCall = defineCall({
  method: "POST",
  path: "/wps/relay/MCS2_joinPromotion",
  summary: "Take part in a promotion whose members opt in",
  body: z.strictObject({ id: promotionId, deviceId }),
  response: promotionState,
  tags,
});

export const promotionClaimCall = defineCall({
  method: "POST",
  path: "/wps/relay/MCS2_claimPromotion",
  summary: "Claim this promotion's reward waiting for the member (paid once however often it is sent)",
  body: z.strictObject({ id: promotionId, deviceId }),
  response: promotionState,
  tags,
});

export const promotionCheckInCall = defineCall({
  method: "POST",
  path: "/wps/relay/MCS2_checkInPromotion",
  summary: "Today's check-in (brand day); streak rewards at their lengths",
  body: z.strictObject({ id: promotionId, deviceId }),
  response: promotionState,
  tags,
});

export const promotionBindZaloCall = defineCall({
  method: "POST",
  path: "/wps/relay/MCS2_bindZaloPromotion",
  summary: "Bind the member's Zalo number for the Zalo bonus (once per member and per number)",
  body: z.strictObject({
    id: promotionId,
    zalo: z
      .string()
      .trim()
      .regex(/^\+?[0-9]{9,15}$/, "Phone number format is incorrect"),
    deviceId,
  }),
  response: promotionState,
  tags,
});

/** Upload one application image first (multipart field `file`, png/jpg, at most 5 MB). */
export const promotionImageUploadCall = defineCall({
  method: "POST",
  path: "/wps/relay/MCS2_uploadPromotionImage",
  summary: "Upload an activity application image (multipart field `file`, png/jpg, at most 5 MB)",
  response: z.object({ id: z.string(), url: z.string() }),
  tags,
});

export const promotionApplyCall = defineCall({
  method: "POST",
  path: "/wps/relay/MCS2_applyPromotion",
  summary: "Activity application (SPEC §5): remark of at most 140 characters, up to 3 uploaded images",
  body: z.strictObject({
    id: promotionId,
    remark: z.string().trim().min(1).max(APPLICATION_REMARK_MAX),
    imageIds: z.array(z.string().uuid()).max(APPLICATION_IMAGES_MAX).default([]),
    deviceId,
  }),
  response: promotionState,
  tags,
});
