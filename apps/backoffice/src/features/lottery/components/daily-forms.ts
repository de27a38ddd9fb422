import {
  adminLotteryAddOverrideCall,
  adminLotteryCutoffCall,
  adminLotteryEnterResultCall,
  type PrizeSlot,
} from "@lotus/contracts";
import type { Resolver } from "react-hook-form";
import { type BodyOf, contractResolver, defined, type ValidationMessage } from "../../../lib/form";
import {
  type NumberProblem,
  type OverrideFormValues,
  overrideFormProblems,
  overrideFormToBody,
  parseMinutes,
  type ResultFormValues,
  resultFormRules,
} from "./daily-helpers";

/**
 * The daily draws' forms on their contracts (the kit's contract-form binding): the result ticket
 * (or a paid result's correction), a calendar change and a region's cut-off. Each resolver refuses
 * what the server would refuse and names every bad field at once.
 */

type Translate = (message: ValidationMessage) => string;

export type EnterResultFormBody = BodyOf<typeof adminLotteryEnterResultCall>;
export type OverrideFormBody = BodyOf<typeof adminLotteryAddOverrideCall>;
export type CutoffFormBody = BodyOf<typeof adminLotteryCutoffCall>;

export interface CutoffValues {
  cutoffMinutes: string;
  reason: string;
}

const required = (text: string, translate: Translate) =>
  text.trim() === "" ? translate({ key: "required" }) : undefined;

/**
 * The ticket: every number of the region's prize table with its digit count, sent in layout order.
 * A `correction` of a paid result also needs its reason (the body's is optional: the server asks
 * for it only on a paid draw).
 */
export const resultResolver = (
  layout: readonly PrizeSlot[],
  translate: Translate,
  problemText: (problem: NumberProblem, slot: PrizeSlot) => string,
  correction = false,
): Resolver<ResultFormValues, unknown, EnterResultFormBody> => {
  const rules = resultFormRules(layout, problemText, correction);
  return contractResolver(defined(adminLotteryEnterResultCall.body), translate, {
    ...rules,
    checkAlways: (values) => ({
      ...rules.checkAlways(values),
      reason: correction ? required(values.reason ?? "", translate) : undefined,
    }),
  });
};

/** A calendar change; the scope's region or station must be chosen (`choose` names which is missing). */
export const overrideResolver = (
  stations: Parameters<typeof overrideFormToBody>[1],
  translate: Translate,
  choose: (what: "region" | "stationCode") => string,
): Resolver<OverrideFormValues, unknown, OverrideFormBody> =>
  contractResolver(defined(adminLotteryAddOverrideCall.body), translate, {
    prepare: (values) => overrideFormToBody(values, stations),
    checkAlways: (values) => {
      const problems = overrideFormProblems(values);
      return {
        region: problems.region && choose("region"),
        stationCode: problems.stationCode && choose("stationCode"),
        note: required(values.note, translate),
        date: required(values.date, translate),
      };
    },
  });

/** A region's cut-off in whole minutes (1–180) with the reason for the audit log. */
export const cutoffResolver = (translate: Translate): Resolver<CutoffValues, unknown, CutoffFormBody> =>
  contractResolver(defined(adminLotteryCutoffCall.body), translate, {
    prepare: (values) => ({ cutoffMinutes: parseMinutes(values.cutoffMinutes), reason: values.reason }),
    checkAlways: (values) => ({ reason: required(values.reason, translate) }),
  });
