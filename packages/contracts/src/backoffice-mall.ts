import { z } from "zod";
import { brandParams, memberParams, page, paged } from "./backoffice-shared";
import { defineCall, epochMs } from "./http";
import { LANGUAGES } from "./languages";
import { EXCHANGE_STATUSES, GIFT_KINDS, MAX_POINTS, pointEntryView } from "./mall";
import { fitsMinorDigits } from "./money";

/** The back office's points mall: gifts, the exchange queue and points adjustments (DOMAIN §6.7). */

const tags = ["backoffice-mall"];
const giftText = (max: number) => z.partialRecord(z.enum(LANGUAGES), z.string().trim().max(max));

export const giftAdminView = z.object({
  id: z.string(),
  name: z.partialRecord(z.enum(LANGUAGES), z.string()),
  description: z.partialRecord(z.enum(LANGUAGES), z.string()),
  imageUrl: z.string().nullable(),
  kind: z.enum(GIFT_KINDS),
  points: z.number().int(),
  amount: z.number(),
  stock: z.number().int().nullable(),
  memberLimit: z.number().int().nullable(),
  dailyLimit: z.number().int().nullable(),
  minVipLevel: z.number().int().nullable(),
  active: z.boolean(),
  sortOrder: z.number().int(),
  /** Exchanges not rejected, and those still processing. */
  exchanged: z.number().int(),
  processing: z.number().int(),
  updatedAt: epochMs,
});
export type GiftAdminView = z.infer<typeof giftAdminView>;

const limit = z.number().int().min(1).max(1_000_000).nullable();
export const giftInput = z
  .strictObject({
    name: giftText(100),
    description: giftText(2000),
    imageUrl: z
      .string()
      .trim()
      .max(2000)
      .regex(/^(https:\/\/|\/)/, "Must start with https:// or /")
      .nullable(),
    kind: z.enum(GIFT_KINDS),
    points: z.number().int().min(1).max(MAX_POINTS),
    amount: z
      .number()
      .finite()
      .min(0)
      .max(1_000_000_000_000)
      .refine((value) => fitsMinorDigits(value, 2), "At most two decimals"),
    stock: z.number().int().min(0).max(10_000_000).nullable(),
    memberLimit: limit,
    dailyLimit: limit,
    minVipLevel: z.number().int().min(0).max(100).nullable(),
    active: z.boolean(),
    sortOrder: z.number().int().min(-10_000).max(10_000),
  })
  .refine((gift) => Boolean(gift.name.EN), { message: "Enter the English name", path: ["name", "EN"] })
  .refine((gift) => gift.kind !== "cash" || gift.amount > 0, {
    message: "A cash gift credits an amount above zero",
    path: ["amount"],
  });
export type GiftInput = z.input<typeof giftInput>;

export const exchangeAdminView = z.object({
  id: z.string(),
  transactionNo: z.string(),
  memberId: z.string(),
  account: z.string(),
  productName: z.string(),
  kind: z.enum(GIFT_KINDS),
  quantity: z.number().int(),
  points: z.number().int(),
  amount: z.number(),
  status: z.enum(EXCHANGE_STATUSES),
  recipient: z.string(),
  address: z.string(),
  mobile: z.string(),
  remark: z.string().nullable(),
  createdAt: epochMs,
  decidedAt: epochMs.nullable(),
  decidedBy: z.string().nullable(),
  /** A completed cash gift's payment: paid, waiting for approval, or null while still to make. */
  payment: z.string().nullable(),
});
export type ExchangeAdminView = z.infer<typeof exchangeAdminView>;

export const mallGiftsCall = defineCall({
  method: "GET",
  path: "/backoffice/api/brands/:brandId/mall/gifts",
  summary: "Every gift of the brand's points mall, inactive ones included",
  params: brandParams,
  response: z.object({ list: z.array(giftAdminView) }),
  tags,
});

export const mallGiftCreateCall = defineCall({
  method: "POST",
  path: "/backoffice/api/brands/:brandId/mall/gifts",
  summary: "Add a gift",
  params: brandParams,
  body: giftInput,
  response: giftAdminView,
  tags,
});

export const mallGiftUpdateCall = defineCall({
  method: "PUT",
  path: "/backoffice/api/brands/:brandId/mall/gifts/:id",
  summary: "Edit a gift (exchanges made keep the name and prices they were made at)",
  params: memberParams,
  body: giftInput,
  response: giftAdminView,
  tags,
});

export const mallImageUploadCall = defineCall({
  method: "POST",
  path: "/backoffice/api/brands/:brandId/mall/images",
  summary: "Upload a gift image (multipart field `file`, png/jpg/webp, at most 5 MB)",
  params: brandParams,
  response: z.object({ url: z.string() }),
  tags,
});

export const mallExchangesCall = defineCall({
  method: "GET",
  path: "/backoffice/api/brands/:brandId/mall/exchanges",
  summary: "Exchanges, the processing queue first by age",
  params: brandParams,
  query: z.object({
    ...page,
    status: z.enum(EXCHANGE_STATUSES).optional(),
    account: z.string().trim().max(64).optional(),
  }),
  response: paged(exchangeAdminView),
  tags,
});

export const mallExchangeCompleteCall = defineCall({
  method: "POST",
  path: "/backoffice/api/brands/:brandId/mall/exchanges/:id/complete",
  summary: "Mark a processing exchange delivered (a cash gift is paid with 1× turnover)",
  params: memberParams,
  body: z.strictObject({ remark: z.string().trim().max(500).optional() }),
  response: exchangeAdminView,
  tags,
});

export const mallExchangeRejectCall = defineCall({
  method: "POST",
  path: "/backoffice/api/brands/:brandId/mall/exchanges/:id/reject",
  summary: "Reject a processing exchange: the points go back and the stock is restored",
  params: memberParams,
  body: z.strictObject({ reason: z.string().trim().min(2).max(500) }),
  response: exchangeAdminView,
  tags,
});

export const memberPointsView = z.object({
  memberId: z.string(),
  account: z.string(),
  balance: z.number().int(),
  earned: z.number().int(),
  entries: paged(pointEntryView),
});
export type MemberPointsView = z.infer<typeof memberPointsView>;

export const mallMemberPointsCall = defineCall({
  method: "GET",
  path: "/backoffice/api/brands/:brandId/mall/points",
  summary: "A member's points and their changes, by account",
  params: brandParams,
  query: z.object({ ...page, account: z.string().trim().min(1).max(64) }),
  response: memberPointsView,
  tags,
});

export const mallPointsAdjustCall = defineCall({
  method: "POST",
  path: "/backoffice/api/brands/:brandId/mall/points",
  summary: "Add or take a member's points, with the reason (audited)",
  params: brandParams,
  body: z.strictObject({
    requestId: z.string().trim().min(8).max(64),
    account: z.string().trim().min(1).max(64),
    points: z
      .number()
      .int()
      .min(-MAX_POINTS)
      .max(MAX_POINTS)
      .refine((value) => value !== 0, "Enter points other than zero"),
    reason: z.string().trim().min(2).max(500),
  }),
  response: memberPointsView,
  tags,
});
