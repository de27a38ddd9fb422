/**
 * Pure rules of the contract screens: rates typed as percentages against the basis points the
 * server keeps (1 bp = 0.01 %), the brand policy's limits on a contract's rows, and status tones.
 */
import {
  type ContractPolicyView,
  type ContractStatus,
  type ContractType,
  contractAssignCall,
  type contractPolicyInput,
  type DividendPeriod,
  RATE_BP_MAX,
  type SettlementStatus,
} from "@lotus/contracts";
import type { ContractRules } from "@lotus/ui/form/contract-form";
import type { StatusTones } from "@lotus/ui/status/Badge";
import { defined } from "../../../lib/form";
import { parseNumber } from "../../finance/components/finance-helpers";

export const CONTRACT_STATUS_TONES: StatusTones<ContractStatus> = {
  pending: "warning",
  active: "success",
  terminating: "info",
  terminated: "muted",
  rejected: "danger",
  cancelled: "muted",
};

export const SETTLEMENT_STATUS_TONES: StatusTones<SettlementStatus> = {
  pending: "info",
  pending_approval: "warning",
  paid: "success",
  rejected: "danger",
  zero: "muted",
};

export const RUN_STATUS_TONES: StatusTones = { running: "info", done: "success" };

const BP_PER_PERCENT = 100;

/** 50 → "0.50%". */
export function formatRate(bp: number): string {
  return `${(bp / BP_PER_PERCENT).toFixed(2)}%`;
}

/** A rate as the form shows it, without the sign: 50 → "0.50". */
export function rateText(bp: number): string {
  return (bp / BP_PER_PERCENT).toFixed(2);
}

/**
 * A typed percentage in basis points: undefined when blank, NaN when not a number or finer than
 * 0.01 % (one basis point is the smallest rate).
 */
export function percentToBp(text: string): number | undefined {
  const percent = parseNumber(text.replace(/%\s*$/, ""));
  if (percent === undefined || Number.isNaN(percent)) return percent;
  const bp = percent * BP_PER_PERCENT;
  const whole = Math.round(bp);
  return Math.abs(bp - whole) < 1e-6 ? whole : Number.NaN;
}

/** Only dividends have a period and negative carry-over; salaries settle by their own clock. */
export function hasPeriods(type: ContractType): boolean {
  return type === "dividend";
}

export interface RateTexts {
  required: string;
  number: string;
  positive: string;
  above: (max: string) => string;
  offStep: (step: string) => string;
}

/** What is wrong with a typed rate under a maximum and a step; undefined when it is fine. */
export function rateProblem(
  text: string,
  limits: { maxBp: number; stepBp: number },
  texts: RateTexts,
): string | undefined {
  const bp = percentToBp(text);
  if (bp === undefined) return texts.required;
  if (Number.isNaN(bp)) return texts.number;
  if (bp <= 0) return texts.positive;
  if (bp > limits.maxBp) return texts.above(formatRate(limits.maxBp));
  if (limits.stepBp > 0 && bp % limits.stepBp !== 0) return texts.offStep(formatRate(limits.stepBp));
  return undefined;
}

/** One row of the assign form, as the inputs hold it. */
export interface RowValues {
  minTurnover: string;
  minActiveMembers: string;
  rate: string;
}

export interface AssignValues {
  account: string;
  type: ContractType;
  period: DividendPeriod;
  carryNegative: boolean;
  rows: RowValues[];
}

export const emptyRow = (): RowValues => ({ minTurnover: "", minActiveMembers: "0", rate: "" });

/** A whole number typed in a field (active members); NaN when it is not one. */
function wholeNumber(text: string): number | undefined {
  const value = parseNumber(text);
  if (value === undefined || Number.isNaN(value)) return value;
  return Number.isInteger(value) ? value : Number.NaN;
}

/** The assign body without the agent (found by account on submit), as the schema checks it. */
export function assignInput(values: AssignValues) {
  const dividend = hasPeriods(values.type);
  return {
    type: values.type,
    rows: values.rows.map((row) => ({
      minTurnover: parseNumber(row.minTurnover) ?? Number.NaN,
      minActiveMembers: wholeNumber(row.minActiveMembers) ?? Number.NaN,
      rateBp: percentToBp(row.rate) ?? Number.NaN,
    })),
    period: dividend ? values.period : "D",
    ...(dividend ? { carryNegative: values.carryNegative } : {}),
  };
}

/** The form's name of a schema path: the rate field holds the percentage of `rateBp`. */
export function assignFieldOf(path: string): string {
  return path.replace(/\.rateBp$/, ".rate");
}

export interface AssignTexts extends RateTexts {
  typeOff: string;
  periodNotAllowed: string;
  ascending: string;
}

/**
 * The brand policy's limits on an offer, told on the fields whatever the schema says: the type
 * must be on, the period allowed, each rate within the maximum and on the step, and each row
 * above the one before by team turnover.
 */
export function assignProblems(
  values: AssignValues,
  policy: ContractPolicyView | undefined,
  texts: AssignTexts,
): Record<string, string | undefined> {
  const problems: Record<string, string | undefined> = {};
  if (!policy) return problems;
  if (!policy.enabled) problems.type = texts.typeOff;
  if (hasPeriods(values.type) && !policy.periods.includes(values.period)) {
    problems.period = texts.periodNotAllowed;
  }
  const limits = { maxBp: policy.maxRateBp, stepBp: policy.stepBp };
  values.rows.forEach((row, index) => {
    problems[`rows.${index}.rate`] = rateProblem(row.rate, limits, texts);
    const previous = values.rows[index - 1];
    const turnover = parseNumber(row.minTurnover);
    const before = previous ? parseNumber(previous.minTurnover) : undefined;
    if (turnover !== undefined && before !== undefined && turnover <= before) {
      problems[`rows.${index}.minTurnover`] = texts.ascending;
    }
  });
  return problems;
}

/** What the assign form checks: the call's body less the agent, who is found by account on submit. */
export const assignTerms = defined(contractAssignCall.body).omit({ agentId: true });
export type AssignTerms = ReturnType<typeof assignTerms.parse>;

/** The assign form's resolver rules: body names, the account, and the policy of the chosen type. */
export function assignRules(
  policyOf: (type: ContractType) => ContractPolicyView | undefined,
  texts: AssignTexts,
): ContractRules<AssignValues, AssignTerms> {
  return {
    prepare: assignInput,
    mapPath: assignFieldOf,
    checkAlways: (values) => ({
      account: values.account.trim() === "" ? texts.required : undefined,
      ...assignProblems(values, policyOf(values.type), texts),
    }),
  };
}

/** The policy form: rates and amounts as typed, approval as a switch with its threshold. */
export interface PolicyValues {
  enabled: boolean;
  maxRate: string;
  step: string;
  activeMemberTurnover: string;
  periods: DividendPeriod[];
  carryNegativeDefault: boolean;
  needsApproval: boolean;
  approvalThreshold: string;
}

export function policyToForm(policy: ContractPolicyView): PolicyValues {
  return {
    enabled: policy.enabled,
    maxRate: rateText(policy.maxRateBp),
    step: rateText(policy.stepBp),
    activeMemberTurnover: String(policy.activeMemberTurnover),
    periods: [...policy.periods],
    carryNegativeDefault: policy.carryNegativeDefault,
    needsApproval: policy.approvalThreshold !== null,
    approvalThreshold: policy.approvalThreshold === null ? "" : String(policy.approvalThreshold),
  };
}

/** The update body as the schema checks it; periods and carry-over of salaries are kept as they were. */
export function policyInput(type: ContractType, values: PolicyValues) {
  return {
    type,
    enabled: values.enabled,
    maxRateBp: percentToBp(values.maxRate) ?? Number.NaN,
    stepBp: percentToBp(values.step) ?? Number.NaN,
    activeMemberTurnover: parseNumber(values.activeMemberTurnover) ?? Number.NaN,
    periods: values.periods,
    carryNegativeDefault: values.carryNegativeDefault,
    approvalThreshold: values.needsApproval ? (parseNumber(values.approvalThreshold) ?? Number.NaN) : null,
  };
}

export function policyFieldOf(path: string): string {
  if (path === "maxRateBp") return "maxRate";
  if (path === "stepBp") return "step";
  return path;
}

export type PolicyBody = ReturnType<typeof contractPolicyInput.parse>;

export interface PolicyTexts extends Omit<RateTexts, "above" | "offStep"> {
  above: (max: string) => string;
  stepAboveMax: string;
}

/** The maximum within 100 %, the step positive and not above the maximum. */
export function policyProblems(values: PolicyValues, texts: PolicyTexts): Record<string, string | undefined> {
  const free = { required: texts.required, number: texts.number, positive: texts.positive };
  const rate = (text: string) =>
    rateProblem(text, { maxBp: RATE_BP_MAX, stepBp: 1 }, { ...free, above: texts.above, offStep: () => "" });
  const problems: Record<string, string | undefined> = {
    maxRate: rate(values.maxRate),
    step: rate(values.step),
  };
  const max = percentToBp(values.maxRate);
  const step = percentToBp(values.step);
  if (!problems.step && max !== undefined && step !== undefined && step > max) {
    problems.step = texts.stepAboveMax;
  }
  return problems;
}

/** The policy form's resolver rules: percentages to basis points, and the rate checks told on their fields. */
export function policyRules(type: ContractType, texts: PolicyTexts): ContractRules<PolicyValues, PolicyBody> {
  return {
    prepare: (values) => policyInput(type, values),
    mapPath: policyFieldOf,
    checkAlways: (values) => policyProblems(values, texts),
  };
}
