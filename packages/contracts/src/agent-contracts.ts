import { z } from "zod";
import { paged } from "./backoffice-shared";
import { defineCall, epochMs } from "./http";
import { fitsMinorDigits } from "./money";

/**
 * Agent contracts on the site (SPEC §3, §4, §7; DOMAIN §5): dividend, daily, hourly and real-time
 * salary. Rates are integer basis points (1 bp = 0.01 %, 10,000 = 100 %); amounts are decimals in
 * the brand's currency; times are epoch milliseconds, periods in the brand's time zone.
 */

export const CONTRACT_TYPES = ["dividend", "daily_salary", "hourly_salary", "realtime_salary"] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];
/** Dividend periods: day, week (Monday first), half month (1st–15th, 16th–end), month. */
export const DIVIDEND_PERIODS = ["D", "W", "H", "M"] as const;
export type DividendPeriod = (typeof DIVIDEND_PERIODS)[number];
/**
 * pending = offered, waiting for the agent's signature; active = signed and in force;
 * terminating = notice given, ends at `endsAt` (the period end); terminated, rejected (by the
 * agent), cancelled (offer withdrawn by the upline).
 */
export const CONTRACT_STATUSES = [
  "pending",
  "active",
  "terminating",
  "terminated",
  "rejected",
  "cancelled",
] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
/**
 * pending = computed, payment under way (the next tick finishes it); pending_approval = above the
 * brand's threshold, waiting for an operator; paid; rejected (by an operator); zero = nothing due.
 */
export const SETTLEMENT_STATUSES = ["pending", "pending_approval", "paid", "rejected", "zero"] as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];
/** A settlement of a period, or a correction posted by a re-run or the daily true-up. */
export const SETTLEMENT_KINDS = ["settlement", "correction"] as const;
/** What an agent may do to its own contract. */
export const CONTRACT_ACTIONS = ["sign", "reject", "terminate"] as const;
export type ContractAction = (typeof CONTRACT_ACTIONS)[number];

export const MAX_CONTRACT_ROWS = 20;
export const RATE_BP_MAX = 10_000;

const contractId = z.string().uuid();
const amountValue = z.number();
/** A threshold or limit amount: zero or more, at most two decimals. */
export const thresholdAmount = z
  .number()
  .finite()
  .min(0)
  .max(1_000_000_000_000)
  .refine((value) => fitsMinorDigits(value, 2), "At most two decimals");
const pageQuery = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};
const tags = ["agent-contracts"];

/**
 * One row of a contract: the rate applies when the team reaches both thresholds in the period
 * (the highest such row wins). Dividend: rate on team net loss; salaries: rate on team valid
 * turnover (daily) or settled losing stakes (hourly, real-time).
 */
export const contractRow = z.strictObject({
  minTurnover: thresholdAmount,
  minActiveMembers: z.number().int().min(0).max(1_000_000),
  rateBp: z.number().int().min(1).max(RATE_BP_MAX),
});
export type ContractRow = z.infer<typeof contractRow>;
export const contractRows = z
  .array(contractRow)
  .min(1)
  .max(MAX_CONTRACT_ROWS)
  .refine(
    (rows) => rows.every((row, i) => i === 0 || row.minTurnover > (rows[i - 1]?.minTurnover ?? 0)),
    "Rows go up by team turnover",
  );

/** One version of a contract's terms (append-only; every settlement names the one it used). */
export const contractVersionView = z.object({
  version: z.number().int(),
  rows: z.array(contractRow),
  period: z.enum(DIVIDEND_PERIODS),
  carryNegative: z.boolean(),
  /** Made by the platform because the upline's own rate dropped below these rows. */
  capped: z.boolean(),
  effectiveFrom: epochMs,
  createdAt: epochMs,
});
export type ContractVersionView = z.infer<typeof contractVersionView>;

export const contractView = z.object({
  id: contractId,
  type: z.enum(CONTRACT_TYPES),
  status: z.enum(CONTRACT_STATUSES),
  agentId: z.string(),
  agentAccount: z.string(),
  /** null: the platform (a top agent's contract assigned by an operator). */
  uplineId: z.string().nullable(),
  uplineAccount: z.string().nullable(),
  /** The version in force now (or offered, while pending). */
  current: contractVersionView,
  /** Every version, newest first. */
  versions: z.array(contractVersionView),
  /** Who asked to end it, while terminating or once terminated. */
  terminationBy: z.enum(["agent", "upline", "platform", "superseded"]).nullable(),
  createdAt: epochMs,
  signedAt: epochMs.nullable(),
  endsAt: epochMs.nullable(),
});
export type ContractView = z.infer<typeof contractView>;

/** My contract of one type: the one in force, offers waiting for my signature, and the past ones. */
export const myContractView = z.object({
  type: z.enum(CONTRACT_TYPES),
  current: contractView.nullable(),
  offers: z.array(contractView),
  history: z.array(contractView),
});
export type MyContractView = z.infer<typeof myContractView>;

export const consolidatedFlagsCall = defineCall({
  method: "GET",
  path: "/wps/member/info/funds/consolidated",
  summary: "Contract flags of SPEC §3 (offers waiting, contracts to show) and the home-state page flags",
  response: z.object({
    dailysalreqtype: z.boolean(),
    divtypereq: z.boolean(),
    contracthoursalreqy: z.boolean(),
    realtimesalreqtype: z.boolean(),
    contractmrdailysalinfotype: z.boolean(),
    contracthoursalinfo: z.boolean(),
    dailysalinfotype: z.boolean(),
    realtimesalinfotype: z.boolean(),
    divtypeinfo: z.boolean(),
    /** Dividend record page. */
    enableCt: z.boolean(),
    /** Daily wages page. */
    salary: z.boolean(),
    /** Hourly salary page. */
    hourSalary: z.boolean(),
    /** Real-time salary page. */
    realtimeSalary: z.boolean(),
  }),
  tags,
});

export const dividendContractCall = defineCall({
  method: "GET",
  path: "/wps/relay/MCS2_processDividendReq",
  summary: "My dividend contract: the one in force, offers waiting, history",
  response: myContractView,
  tags,
});

export const dailySalaryContractCall = defineCall({
  method: "GET",
  path: "/wps/relay/MCS2_processDailySalContract",
  summary: "My daily-salary contract: the one in force, offers waiting, history",
  response: myContractView,
  tags,
});

/** Body of the hourly and real-time calls: `view` reads, the others act on `contractId`. */
export const contractActionBody = z
  .strictObject({
    action: z.enum(["view", ...CONTRACT_ACTIONS]).default("view"),
    contractId: contractId.optional(),
  })
  .refine((body) => body.action === "view" || body.contractId !== undefined, {
    message: "Choose the contract",
    path: ["contractId"],
  });

export const hourlySalaryContractCall = defineCall({
  method: "POST",
  path: "/wps/relay/MCS2_processContractHourSalary",
  summary: "My hourly-salary contract: view it, or sign, reject or give notice on it",
  body: contractActionBody,
  response: myContractView,
  tags,
});

export const realtimeSalaryContractCall = defineCall({
  method: "POST",
  path: "/wps/relay/MCSFE_processRealTimeSalaryContract",
  summary: "My real-time salary contract: view it, or sign, reject or give notice on it",
  body: contractActionBody,
  response: myContractView,
  tags,
});

export const contractActCall = defineCall({
  method: "POST",
  path: "/wps/relay/MCS2_processContractAction",
  summary: "Sign, reject or give notice on one of my contracts (any type)",
  body: z.strictObject({ contractId, action: z.enum(CONTRACT_ACTIONS) }),
  response: myContractView,
  tags,
});

export const contractOfferCall = defineCall({
  method: "POST",
  path: "/wps/relay/MCS2_offerContract",
  summary: "Offer a contract to a direct downline agent (rates never above my own contract of that type)",
  body: z.strictObject({
    downlineId: z.string().uuid(),
    type: z.enum(CONTRACT_TYPES),
    rows: contractRows,
    /** Dividend only; salaries settle daily. */
    period: z.enum(DIVIDEND_PERIODS).default("D"),
    carryNegative: z.boolean().optional(),
  }),
  response: contractView,
  tags,
});

export const downlineContractsCall = defineCall({
  method: "GET",
  path: "/wps/relay/MCS2_downlineContracts",
  summary: "Contracts I offered to or hold with my direct downlines",
  query: z.object({
    type: z.enum(CONTRACT_TYPES).optional(),
    status: z.enum(CONTRACT_STATUSES).optional(),
    downlineId: z.string().uuid().optional(),
    ...pageQuery,
  }),
  response: paged(contractView),
  tags,
});

export const contractCancelOfferCall = defineCall({
  method: "POST",
  path: "/wps/relay/MCS2_cancelContractOffer",
  summary: "Withdraw an offer my downline has not signed yet",
  body: z.strictObject({ contractId }),
  response: contractView,
  tags,
});

export const downlineContractTerminateCall = defineCall({
  method: "POST",
  path: "/wps/relay/MCS2_terminateDownlineContract",
  summary: "Give notice on a downline's contract: it ends at the current period's end",
  body: z.strictObject({ contractId }),
  response: contractView,
  tags,
});

export const settlementView = z.object({
  id: z.string().uuid(),
  contractId,
  type: z.enum(CONTRACT_TYPES),
  kind: z.enum(SETTLEMENT_KINDS),
  periodStart: epochMs,
  periodEnd: epochMs,
  /** The contract version the amounts were computed under. */
  version: z.number().int(),
  /** Inputs: team valid turnover, payouts, net loss (bets − wins), active members, base the rate used. */
  teamTurnover: amountValue,
  teamWins: amountValue,
  teamNetLoss: amountValue,
  activeMembers: z.number().int(),
  base: amountValue,
  /** Negative balance carried in from earlier periods (dividend with carry-over). */
  carryIn: amountValue,
  rateBp: z.number().int(),
  /** Own gross (rate × team base) and what the direct sub-agents' contracts take from it. */
  gross: amountValue,
  childrenGross: amountValue,
  amount: amountValue,
  status: z.enum(SETTLEMENT_STATUSES),
  createdAt: epochMs,
  paidAt: epochMs.nullable(),
});
export type SettlementView = z.infer<typeof settlementView>;

export const mySettlementsCall = defineCall({
  method: "GET",
  path: "/wps/relay/MCS2_contractSettlements",
  summary: "My settlements of one type (dividend record, daily wages, hourly and real-time salary)",
  query: z.object({
    type: z.enum(CONTRACT_TYPES),
    /** yyyy-MM-dd in the brand's time zone, inclusive, on the period start. */
    from: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional(),
    to: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional(),
    ...pageQuery,
  }),
  response: paged(settlementView).extend({ totalAmount: amountValue }),
  tags,
});

export const contractLimitsView = z.object({
  type: z.enum(CONTRACT_TYPES),
  /** The brand offers this type at all. */
  enabled: z.boolean(),
  maxRateBp: z.number().int(),
  stepBp: z.number().int(),
  periods: z.array(z.enum(DIVIDEND_PERIODS)),
  carryNegativeDefault: z.boolean(),
  /** Turnover a member needs in the period to count as active. */
  activeMemberTurnover: amountValue,
  /** My own rows in force: what I may grant at most (null: I hold no such contract and cannot offer). */
  myRows: z.array(contractRow).nullable(),
  /** The highest rate I may grant (my own top row, within the brand maximum). */
  grantableMaxBp: z.number().int(),
});
export type ContractLimitsView = z.infer<typeof contractLimitsView>;

export const contractLimitsCall = defineCall({
  method: "GET",
  path: "/wps/relay/MCS2_contractLimits",
  summary: "What I may grant a downline for one contract type: brand limits and my own rows",
  query: z.object({ type: z.enum(CONTRACT_TYPES) }),
  response: contractLimitsView,
  tags,
});

/**
 * Ledger kinds of contract income (fixed: the agent centre reads income from them). A member's
 * account record shows all of them as type "commission".
 */
export const CONTRACT_INCOME_KINDS = {
  dividend: "agent_dividend",
  daily_salary: "agent_salary_daily",
  hourly_salary: "agent_salary_hourly",
  realtime_salary: "agent_salary_realtime",
  correction: "agent_income_correction",
} as const;
export const CONTRACT_INCOME_KIND_LIST: readonly string[] = Object.values(CONTRACT_INCOME_KINDS);
