import {
  CONTRACT_TYPES,
  type ContractPolicyView,
  type ContractRow,
  type ContractType,
  DIVIDEND_PERIODS,
  type DividendPeriod,
  fitsMinorDigits,
  fromMinor,
  toMinor,
} from "@lotus/contracts";
import type { Brand } from "../../platform/brand-context";
import { AppError, fieldError } from "../../platform/errors";
import type { PolicyRow, StoredRow } from "./contracts.repository";
import type { RateRow } from "./settlement";

/** A brand's policy for one contract type, in minor units, with the built-in defaults. */
export interface Policy {
  type: ContractType;
  enabled: boolean;
  maxRateBp: number;
  stepBp: number;
  activeMemberTurnover: bigint;
  periods: DividendPeriod[];
  carryNegativeDefault: boolean;
  approvalThreshold: bigint | null;
  updatedAt: Date | null;
}

/** Built-in limits until an operator sets the brand's own (DOMAIN §5.2–5.3 magnitudes). */
const DEFAULT_MAX_BP: Record<ContractType, number> = {
  dividend: 5_000,
  daily_salary: 200,
  hourly_salary: 200,
  realtime_salary: 200,
};

export function defaultPolicy(brand: Brand, type: ContractType): Policy {
  return {
    type,
    enabled: true,
    maxRateBp: DEFAULT_MAX_BP[type],
    stepBp: 1,
    activeMemberTurnover: toMinor(1_000, brand.currency.minorDigits),
    periods: type === "dividend" ? [...DIVIDEND_PERIODS] : ["D"],
    carryNegativeDefault: type === "dividend",
    approvalThreshold: null,
    updatedAt: null,
  };
}

export function policyFromRow(row: PolicyRow): Policy {
  return {
    type: row.type as ContractType,
    enabled: row.enabled,
    maxRateBp: row.maxRateBp,
    stepBp: row.stepBp,
    activeMemberTurnover: row.activeMemberTurnover,
    periods: row.periods
      .split(",")
      .filter((p): p is DividendPeriod => (DIVIDEND_PERIODS as readonly string[]).includes(p)),
    carryNegativeDefault: row.carryNegativeDefault,
    approvalThreshold: row.approvalThreshold,
    updatedAt: row.updatedAt,
  };
}

/** Every type's policy: stored rows over the defaults. */
export function brandPolicies(brand: Brand, rows: readonly PolicyRow[]): Map<ContractType, Policy> {
  const stored = new Map(rows.map((row) => [row.type, policyFromRow(row)]));
  return new Map(CONTRACT_TYPES.map((type) => [type, stored.get(type) ?? defaultPolicy(brand, type)]));
}

export function policyView(brand: Brand, policy: Policy): ContractPolicyView {
  const digits = brand.currency.minorDigits;
  return {
    type: policy.type,
    enabled: policy.enabled,
    maxRateBp: policy.maxRateBp,
    stepBp: policy.stepBp,
    activeMemberTurnover: fromMinor(policy.activeMemberTurnover, digits),
    periods: policy.periods,
    carryNegativeDefault: policy.carryNegativeDefault,
    approvalThreshold: policy.approvalThreshold === null ? null : fromMinor(policy.approvalThreshold, digits),
    updatedAt: policy.updatedAt?.getTime() ?? null,
  };
}

/** A wire amount in the brand's minor units; more decimals than the currency has is a field error. */
export function minorOf(brand: Brand, value: number, field: string): bigint {
  if (!fitsMinorDigits(value, brand.currency.minorDigits))
    throw fieldError({ [field]: `At most ${brand.currency.minorDigits} decimals` });
  return toMinor(value.toFixed(brand.currency.minorDigits), brand.currency.minorDigits);
}

/** Wire rows to rate rows, checked against the brand's policy (maximum and step) and period. */
export function checkedRows(
  brand: Brand,
  policy: Policy,
  rows: readonly ContractRow[],
  period: DividendPeriod,
): RateRow[] {
  if (!policy.enabled) throw new AppError("contract.type_disabled");
  if (policy.type === "dividend" ? !policy.periods.includes(period) : period !== "D")
    throw new AppError("contract.period_not_allowed");
  const rateRows = rows.map((row, i) => ({
    minTurnover: minorOf(brand, row.minTurnover, `rows.${i}.minTurnover`),
    minActiveMembers: row.minActiveMembers,
    rateBp: row.rateBp,
  }));
  if (rateRows.some((row) => row.rateBp > policy.maxRateBp || row.rateBp % policy.stepBp !== 0))
    throw new AppError("contract.rate_above_policy");
  return rateRows;
}

export const storedRows = (rows: readonly RateRow[]): StoredRow[] =>
  rows.map((row) => ({
    minTurnover: row.minTurnover.toString(),
    minActiveMembers: row.minActiveMembers,
    rateBp: row.rateBp,
  }));

export const rateRows = (rows: readonly StoredRow[]): RateRow[] =>
  rows.map((row) => ({
    minTurnover: BigInt(row.minTurnover),
    minActiveMembers: row.minActiveMembers,
    rateBp: row.rateBp,
  }));

export const wireRows = (brand: Brand, rows: readonly StoredRow[]): ContractRow[] =>
  rows.map((row) => ({
    minTurnover: fromMinor(BigInt(row.minTurnover), brand.currency.minorDigits),
    minActiveMembers: row.minActiveMembers,
    rateBp: row.rateBp,
  }));
