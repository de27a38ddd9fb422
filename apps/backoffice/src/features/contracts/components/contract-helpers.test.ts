import { type ContractPolicyView, contractAssignCall, contractPolicyInput } from "@lotus/contracts";
import { contractResolver, flattenErrors } from "@lotus/ui/form/contract-form";
import type { FieldValues, Resolver } from "react-hook-form";
import { describe, expect, it } from "vitest";
import {
  type AssignTexts,
  type AssignValues,
  assignInput,
  assignRules,
  assignTerms,
  emptyRow,
  formatRate,
  type PolicyTexts,
  percentToBp,
  policyInput,
  policyRules,
  policyToForm,
} from "./contract-helpers";

const TEXTS: AssignTexts = {
  required: "required",
  number: "number",
  positive: "positive",
  above: (max) => `above ${max}`,
  offStep: (step) => `step ${step}`,
  typeOff: "type off",
  periodNotAllowed: "period not allowed",
  ascending: "ascending",
};
const POLICY_TEXTS: PolicyTexts = {
  required: "required",
  number: "number",
  positive: "positive",
  above: (max) => `above ${max}`,
  stepAboveMax: "step above max",
};

const dailyPolicy: ContractPolicyView = {
  type: "daily_salary",
  enabled: true,
  maxRateBp: 100,
  stepBp: 5,
  activeMemberTurnover: 1000,
  periods: ["D"],
  carryNegativeDefault: false,
  approvalThreshold: 5_000_000,
  updatedAt: null,
};
const dividendPolicy: ContractPolicyView = {
  ...dailyPolicy,
  type: "dividend",
  maxRateBp: 4000,
  stepBp: 50,
  periods: ["W", "M"],
  carryNegativeDefault: true,
};
const policyOf = (type: string) => [dailyPolicy, dividendPolicy].find((policy) => policy.type === type);

const offer = (changes: Partial<AssignValues> = {}): AssignValues => ({
  account: "agent01",
  type: "daily_salary",
  period: "D",
  carryNegative: false,
  rows: [
    { minTurnover: "10,000,000", minActiveMembers: "3", rate: "0.30" },
    { minTurnover: "50,000,000", minActiveMembers: "5", rate: "0.5" },
  ],
  ...changes,
});

/** The messages a resolver puts on the form's fields, by path. */
async function problems<T extends FieldValues, O>(resolver: Resolver<T, unknown, O>, values: T) {
  const result = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.fromEntries(flattenErrors(result.errors).map(({ path, message }) => [path, message]));
}
const translate = (message: { key: string }) => message.key;

describe("rates typed as percentages", () => {
  it("turns percentages into basis points and back", () => {
    expect(percentToBp("0.5")).toBe(50);
    expect(percentToBp("0.50%")).toBe(50);
    expect(percentToBp("1")).toBe(100);
    expect(percentToBp("100")).toBe(10_000);
    expect(percentToBp(" ")).toBeUndefined();
    expect(percentToBp("0.005")).toBeNaN();
    expect(percentToBp("half")).toBeNaN();
    expect(formatRate(50)).toBe("0.50%");
    expect(formatRate(4000)).toBe("40.00%");
  });
});

describe("the assign form", () => {
  const resolver = contractResolver(assignTerms, translate, assignRules(policyOf, TEXTS));

  it("sends the body the assign call accepts once the agent is known", async () => {
    const result = await resolver(offer(), undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(result.errors).toEqual({});
    const body = { ...result.values, agentId: "3f8e1c52-7a0b-4c55-9d1e-2b6f0a9c4d11" };
    expect(contractAssignCall.body?.safeParse(body).success).toBe(true);
    expect(result.values).toHaveProperty("rows", [
      { minTurnover: 10_000_000, minActiveMembers: 3, rateBp: 30 },
      { minTurnover: 50_000_000, minActiveMembers: 5, rateBp: 50 },
    ]);
    // Salaries have no period or carry-over of their own.
    expect(assignInput(offer())).not.toHaveProperty("carryNegative");
    expect(assignInput({ ...offer(), period: "M" }).period).toBe("D");
  });

  it("refuses rates above the policy's maximum or off its step, on the rate field", async () => {
    const found = await problems(
      resolver,
      offer({
        rows: [
          { minTurnover: "1000", minActiveMembers: "0", rate: "1.05" },
          { minTurnover: "2000", minActiveMembers: "0", rate: "0.33" },
          { minTurnover: "3000", minActiveMembers: "0", rate: "0" },
          { minTurnover: "4000", minActiveMembers: "0", rate: "" },
        ],
      }),
    );
    expect(found["rows.0.rate"]).toBe("above 1.00%");
    expect(found["rows.1.rate"]).toBe("step 0.05%");
    expect(found["rows.2.rate"]).toBe("positive");
    expect(found["rows.3.rate"]).toBe("required");
  });

  it("wants rows going up by team turnover, whole active members and an account", async () => {
    const found = await problems(
      resolver,
      offer({
        account: " ",
        rows: [
          { minTurnover: "5000", minActiveMembers: "2.5", rate: "0.10" },
          { minTurnover: "5000", minActiveMembers: "1", rate: "0.20" },
        ],
      }),
    );
    expect(found.account).toBe("required");
    expect(found["rows.1.minTurnover"]).toBe("ascending");
    expect(found["rows.0.minActiveMembers"]).toBe("enterNumber");
  });

  it("keeps a dividend to the policy's periods and a switched-off type away", async () => {
    const dividend = offer({
      type: "dividend",
      period: "D",
      carryNegative: true,
      rows: [{ minTurnover: "0", minActiveMembers: "2", rate: "25.50" }],
    });
    expect((await problems(resolver, dividend)).period).toBe("period not allowed");
    const weekly = await resolver({ ...dividend, period: "W" }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(weekly.values).toMatchObject({ type: "dividend", period: "W", carryNegative: true });

    const off = contractResolver(
      assignTerms,
      translate,
      assignRules(() => ({ ...dailyPolicy, enabled: false }), TEXTS),
    );
    expect((await problems(off, offer())).type).toBe("type off");
  });

  it("starts with one empty row", () => {
    expect(emptyRow()).toEqual({ minTurnover: "", minActiveMembers: "0", rate: "" });
  });
});

describe("the policy form", () => {
  const resolver = contractResolver(contractPolicyInput, translate, policyRules("dividend", POLICY_TEXTS));

  it("round-trips a policy into the update body", async () => {
    const values = policyToForm(dividendPolicy);
    expect(values).toMatchObject({ maxRate: "40.00", step: "0.50", needsApproval: true });
    const result = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({
      type: "dividend",
      enabled: true,
      maxRateBp: 4000,
      stepBp: 50,
      activeMemberTurnover: 1000,
      periods: ["W", "M"],
      carryNegativeDefault: true,
      approvalThreshold: 5_000_000,
    });
  });

  it("pays automatically when approval is off, whatever amount was typed", () => {
    const values = { ...policyToForm(dailyPolicy), needsApproval: false, approvalThreshold: "12" };
    expect(policyInput("daily_salary", values).approvalThreshold).toBeNull();
  });

  it("names bad rates on the fields the operator typed them in", async () => {
    const base = policyToForm(dividendPolicy);
    expect(await problems(resolver, { ...base, maxRate: "101" })).toMatchObject({ maxRate: "above 100.00%" });
    expect(await problems(resolver, { ...base, maxRate: "1", step: "2" })).toMatchObject({
      step: "step above max",
    });
    expect(await problems(resolver, { ...base, step: "abc" })).toMatchObject({ step: "number" });
    expect(await problems(resolver, { ...base, periods: [] })).toMatchObject({ periods: "tooFewItems" });
    expect(
      await problems(resolver, { ...base, needsApproval: true, approvalThreshold: "1.234" }),
    ).toHaveProperty("approvalThreshold");
  });
});
