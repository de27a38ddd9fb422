import { z } from "zod";
import {
  CONTRACT_STATUSES,
  CONTRACT_TYPES,
  contractRows,
  contractView,
  DIVIDEND_PERIODS,
  RATE_BP_MAX,
  SETTLEMENT_STATUSES,
  settlementView,
  thresholdAmount,
} from "./agent-contracts";
import { brandParams, id, memberParams, page, paged, reason, tags } from "./backoffice-shared";
import { defineCall, epochMs } from "./http";

/** Back-office contract screens: brand policies, contracts, settlement runs and approvals. */

const amountValue = z.number();
const moneyInput = thresholdAmount;
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The brand's policy for one contract type. */
export const contractPolicyView = z.object({
  type: z.enum(CONTRACT_TYPES),
  enabled: z.boolean(),
  maxRateBp: z.number().int(),
  stepBp: z.number().int(),
  /** Turnover a member needs in the period to count as active. */
  activeMemberTurnover: amountValue,
  periods: z.array(z.enum(DIVIDEND_PERIODS)),
  carryNegativeDefault: z.boolean(),
  /** Settlements above this wait for approval; null = every settlement is paid automatically. */
  approvalThreshold: amountValue.nullable(),
  updatedAt: epochMs.nullable(),
});
export type ContractPolicyView = z.infer<typeof contractPolicyView>;

export const contractPolicyInput = z
  .strictObject({
    type: z.enum(CONTRACT_TYPES),
    enabled: z.boolean(),
    maxRateBp: z.number().int().min(1).max(RATE_BP_MAX),
    stepBp: z.number().int().min(1).max(RATE_BP_MAX),
    activeMemberTurnover: moneyInput,
    periods: z.array(z.enum(DIVIDEND_PERIODS)).min(1).max(4),
    carryNegativeDefault: z.boolean(),
    approvalThreshold: moneyInput.nullable(),
  })
  .refine((policy) => policy.stepBp <= policy.maxRateBp, {
    message: "The step cannot exceed the maximum rate",
    path: ["stepBp"],
  });

export const contractPoliciesCall = defineCall({
  method: "GET",
  path: "/backoffice/api/brands/:brandId/contract-policies",
  summary: "The brand's policy for every contract type",
  params: brandParams,
  response: z.object({ list: z.array(contractPolicyView) }),
  tags,
});

export const contractPolicyUpdateCall = defineCall({
  method: "PUT",
  path: "/backoffice/api/brands/:brandId/contract-policies",
  summary: "Change the brand's policy for one contract type (applies to offers made from now on)",
  params: brandParams,
  body: contractPolicyInput,
  response: contractPolicyView,
  tags,
});

export const contractAssignCall = defineCall({
  method: "POST",
  path: "/backoffice/api/brands/:brandId/contracts",
  summary: "Assign a contract from the platform to a top agent (no upline); replaces its older one",
  params: brandParams,
  body: z.strictObject({
    agentId: id,
    type: z.enum(CONTRACT_TYPES),
    rows: contractRows,
    period: z.enum(DIVIDEND_PERIODS).default("D"),
    carryNegative: z.boolean().optional(),
  }),
  response: contractView,
  tags,
});

export const contractsListCall = defineCall({
  method: "GET",
  path: "/backoffice/api/brands/:brandId/contracts",
  summary: "Contracts with their version history, filtered by type, status and agent account",
  params: brandParams,
  query: z.object({
    type: z.enum(CONTRACT_TYPES).optional(),
    status: z.enum(CONTRACT_STATUSES).optional(),
    agent: z.string().trim().max(64).optional(),
    ...page,
  }),
  response: paged(contractView),
  tags,
});

export const contractGetCall = defineCall({
  method: "GET",
  path: "/backoffice/api/brands/:brandId/contracts/:id",
  summary: "One contract with every version",
  params: memberParams,
  response: contractView,
  tags,
});

export const contractTerminateCall = defineCall({
  method: "POST",
  path: "/backoffice/api/brands/:brandId/contracts/:id/terminate",
  summary: "End a contract at its current period's end",
  params: memberParams,
  body: z.strictObject({ reason }),
  response: contractView,
  tags,
});

export const SETTLEMENT_RUN_STATUSES = ["running", "done"] as const;

/** One settlement job period of one contract type: its totals. */
export const settlementRunView = z.object({
  id: id,
  type: z.enum(CONTRACT_TYPES),
  periodStart: epochMs,
  periodEnd: epochMs,
  status: z.enum(SETTLEMENT_RUN_STATUSES),
  /** Re-runs of the same period count up from 1. */
  attempt: z.number().int(),
  startedAt: epochMs,
  finishedAt: epochMs.nullable(),
  settlements: z.number().int(),
  /** Inputs summed over the run's top agents. */
  teamTurnover: amountValue,
  teamNetLoss: amountValue,
  totalAmount: amountValue,
  paidAmount: amountValue,
  pendingApprovalAmount: amountValue,
  corrections: z.number().int(),
  correctionAmount: amountValue,
});
export type SettlementRunView = z.infer<typeof settlementRunView>;

export const settlementRunsCall = defineCall({
  method: "GET",
  path: "/backoffice/api/brands/:brandId/contract-settlement-runs",
  summary: "Settlement runs (one per type and period) with inputs, totals and status, newest first",
  params: brandParams,
  query: z.object({
    type: z.enum(CONTRACT_TYPES).optional(),
    from: day.optional(),
    to: day.optional(),
    ...page,
  }),
  response: paged(settlementRunView),
  tags,
});

export const settlementAdminView = settlementView.extend({
  agentId: z.string(),
  agentAccount: z.string(),
  runId: id.nullable(),
  decidedBy: z.string().nullable(),
  decisionReason: z.string().nullable(),
});
export type SettlementAdminView = z.infer<typeof settlementAdminView>;

export const settlementsListCall = defineCall({
  method: "GET",
  path: "/backoffice/api/brands/:brandId/contract-settlements",
  summary: "Settlements and corrections, filtered by type, status, agent account or run",
  params: brandParams,
  query: z.object({
    type: z.enum(CONTRACT_TYPES).optional(),
    status: z.enum(SETTLEMENT_STATUSES).optional(),
    agent: z.string().trim().max(64).optional(),
    runId: id.optional(),
    ...page,
  }),
  response: paged(settlementAdminView).extend({ totalAmount: amountValue }),
  tags,
});

export const settlementApproveCall = defineCall({
  method: "POST",
  path: "/backoffice/api/brands/:brandId/contract-settlements/:id/approve",
  summary: "Approve a settlement waiting above the threshold: it is paid at once",
  params: memberParams,
  body: z.strictObject({ reason }),
  response: settlementAdminView,
  tags,
});

export const settlementRejectCall = defineCall({
  method: "POST",
  path: "/backoffice/api/brands/:brandId/contract-settlements/:id/reject",
  summary: "Reject a settlement waiting above the threshold: nothing is paid",
  params: memberParams,
  body: z.strictObject({ reason: z.string().trim().min(1).max(500) }),
  response: settlementAdminView,
  tags,
});

export const settlementRerunCall = defineCall({
  method: "POST",
  path: "/backoffice/api/brands/:brandId/contract-settlement-runs/rerun",
  summary: "Recompute a settled period; only differences are posted, as corrections (never paid twice)",
  params: brandParams,
  body: z.strictObject({
    type: z.enum(CONTRACT_TYPES),
    /** Any day inside the period (yyyy-MM-dd, brand time zone). */
    day,
    reason: z.string().trim().min(1).max(500),
  }),
  response: settlementRunView,
  tags,
});
