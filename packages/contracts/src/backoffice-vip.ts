import { z } from "zod";
import { thresholdAmount } from "./agent-contracts";
import { brandParams, id, memberParams, page, paged } from "./backoffice-shared";
import { defineCall, epochMs } from "./http";
import { LANGUAGES } from "./languages";
import { rebateRates } from "./vip";

/** Back-office VIP screens: the ladder editor, members' levels (manual set, audited) and the daily runs. */

const tags = ["backoffice"];
const amountValue = z.number();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** Most levels a brand defines. */
export const VIP_LEVELS_MAX = 30;

/** A level's name by language code; English or the brand's default language is checked by the server. */
export const vipLevelNames = z
  .partialRecord(z.enum(LANGUAGES), z.string().trim().min(1).max(40))
  .refine((names) => Object.keys(names).length > 0, "At least one name");

export const vipLevelInput = z.strictObject({
  rank: z
    .number()
    .int()
    .min(0)
    .max(VIP_LEVELS_MAX - 1),
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,24}$/),
  name: vipLevelNames,
  depositRequired: thresholdAmount,
  turnoverRequired: thresholdAmount,
  maintenanceTurnover: thresholdAmount,
  maintenanceDays: z.number().int().min(1).max(366).default(60),
  upgradeBonus: thresholdAmount,
  upgradeTurnoverMultiple: z.number().int().min(0).max(100).default(1),
  birthdayBonus: thresholdAmount,
  birthdayTurnoverMultiple: z.number().int().min(0).max(100).default(1),
  birthdayMinAccountDays: z.number().int().min(0).max(3650).default(60),
  rebateRates,
  rebateDailyCap: thresholdAmount,
  withdrawalDailyLimit: thresholdAmount,
  freeWithdrawals: z.number().int().min(0).max(100),
  pointsRate: z.number().int().min(0).max(1_000_000),
});
export type VipLevelInput = z.input<typeof vipLevelInput>;

export const vipLevelAdminView = vipLevelInput.extend({
  id,
  name: z.record(z.string(), z.string()),
  code: z.string(),
  depositRequired: amountValue,
  turnoverRequired: amountValue,
  maintenanceTurnover: amountValue,
  upgradeBonus: amountValue,
  birthdayBonus: amountValue,
  rebateDailyCap: amountValue,
  withdrawalDailyLimit: amountValue,
  /** Members at this level now. */
  members: z.number().int(),
  updatedAt: epochMs,
});
export type VipLevelAdminView = z.infer<typeof vipLevelAdminView>;

export const vipLevelsCall = defineCall({
  method: "GET",
  path: "/backoffice/api/brands/:brandId/vip/levels",
  summary: "The brand's VIP ladder, lowest level first, with how many members each level holds",
  params: brandParams,
  response: z.object({ list: z.array(vipLevelAdminView) }),
  tags,
});

export const vipLevelCreateCall = defineCall({
  method: "POST",
  path: "/backoffice/api/brands/:brandId/vip/levels",
  summary: "Add a level on top of the ladder (its rank is the next one)",
  params: brandParams,
  body: vipLevelInput,
  response: vipLevelAdminView,
  tags,
});

export const vipLevelUpdateCall = defineCall({
  method: "PUT",
  path: "/backoffice/api/brands/:brandId/vip/levels/:id",
  summary: "Change a level (its rank stays)",
  params: memberParams,
  body: vipLevelInput,
  response: vipLevelAdminView,
  tags,
});

export const vipLevelDeleteCall = defineCall({
  method: "DELETE",
  path: "/backoffice/api/brands/:brandId/vip/levels/:id",
  summary: "Remove the top level when no member holds it",
  params: memberParams,
  response: z.object({ deleted: z.boolean() }),
  tags,
});

export const vipMemberView = z.object({
  memberId: id,
  account: z.string(),
  rank: z.number().int(),
  levelName: z.string(),
  reachedAt: epochMs.nullable(),
  totalDeposit: amountValue,
  totalTurnover: amountValue,
  windowStart: z.string().nullable(),
  windowTurnover: amountValue,
  evaluatedDay: z.string().nullable(),
});
export type VipMemberView = z.infer<typeof vipMemberView>;

export const vipMembersCall = defineCall({
  method: "GET",
  path: "/backoffice/api/brands/:brandId/vip/members",
  summary: "Members' VIP levels and totals, filtered by level and account",
  params: brandParams,
  query: z.object({
    rank: z.coerce.number().int().min(0).max(VIP_LEVELS_MAX).optional(),
    account: z.string().trim().max(64).optional(),
    ...page,
  }),
  response: paged(vipMemberView),
  tags,
});

export const vipMemberSetInput = z.strictObject({
  rank: z
    .number()
    .int()
    .min(0)
    .max(VIP_LEVELS_MAX - 1),
  reason: z.string().trim().min(3).max(500),
});

export const vipMemberSetCall = defineCall({
  method: "POST",
  path: "/backoffice/api/brands/:brandId/vip/members/:id/level",
  summary: "Set a member's level by hand, with the reason (audited; no upgrade bonus is paid)",
  params: memberParams,
  body: vipMemberSetInput,
  response: vipMemberView,
  tags,
});

export const VIP_RUN_KINDS = ["evaluate", "rebate"] as const;
export const VIP_RUN_STATUSES = ["running", "done", "failed"] as const;

export const vipRunView = z.object({
  kind: z.enum(VIP_RUN_KINDS),
  /** The business day the run covered (evaluation: the closed day counted; rebate: the day of turnover). */
  day: z.string(),
  status: z.enum(VIP_RUN_STATUSES),
  startedAt: epochMs,
  finishedAt: epochMs.nullable(),
  members: z.number().int(),
  promoted: z.number().int(),
  demoted: z.number().int(),
  grants: z.number().int(),
  amount: amountValue,
  turnover: amountValue,
  error: z.string().nullable(),
});
export type VipRunView = z.infer<typeof vipRunView>;

export const vipRunsCall = defineCall({
  method: "GET",
  path: "/backoffice/api/brands/:brandId/vip/runs",
  summary: "The daily VIP evaluation and rebate runs, newest first",
  params: brandParams,
  query: z.object({
    kind: z.enum(VIP_RUN_KINDS).optional(),
    from: day.optional(),
    to: day.optional(),
    ...page,
  }),
  response: paged(vipRunView),
  tags,
});
