import {
  amountProblem,
  amountToText,
  parseAmountText,
  parseWhole,
} from "../../games/components/games-helpers";
import { multipleProblem, parseMultiple } from "../../lottery/components/lottery-helpers";

/**
 * The table terms form's model: the betting window and each spot's odds and stake limits as typed,
 * to and from the update call's body, and what is wrong with each field before the schema speaks
 * (blank, not a number, too many decimals, a minimum above its maximum).
 */

export interface SpotTermsValues {
  spot: string;
  odds: string;
  min: string;
  max: string;
}

export interface TermsFormValues {
  bettingSeconds: string;
  spots: SpotTermsValues[];
  reason: string;
}

/** What the form needs of a table (its detail answer). */
export interface TableTerms {
  bettingSeconds: number;
  spots: readonly { spot: string; odds: number; min: number; max: number }[];
}

export function termsToForm(table: TableTerms): TermsFormValues {
  return {
    bettingSeconds: String(table.bettingSeconds),
    spots: table.spots.map((spot) => ({
      spot: spot.spot,
      odds: String(spot.odds),
      min: amountToText(spot.min),
      max: amountToText(spot.max),
    })),
    reason: "",
  };
}

/**
 * The update call's body (the whole terms, PUT). Unreadable numbers become NaN and blanks undefined,
 * so the contract schema names them; `termsFormProblems` says more precisely what is wrong.
 */
export function termsFormToBody(values: TermsFormValues) {
  return {
    bettingSeconds: parseWhole(values.bettingSeconds),
    spots: values.spots.map((spot) => ({
      spot: spot.spot,
      odds: parseMultiple(spot.odds),
      min: parseAmountText(spot.min) ?? undefined,
      max: parseAmountText(spot.max) ?? undefined,
    })),
    reason: values.reason,
  };
}

export type TermsProblem =
  | "required"
  | "enterNumber"
  | "wholeNumber"
  | "positive"
  | "threeDecimals"
  | "twoDecimals"
  | "minAboveMax";

function limitProblem(text: string): TermsProblem | undefined {
  if (text.trim() === "") return "required";
  return amountProblem(text);
}

function secondsProblem(text: string): TermsProblem | undefined {
  const value = parseWhole(text);
  if (value === undefined) return "required";
  if (Number.isNaN(value)) return "enterNumber";
  return Number.isInteger(value) ? undefined : "wholeNumber";
}

/** Every field's problem at once, by form path ("spots.3.max"); the bounds are the schema's. */
export function termsFormProblems(values: TermsFormValues): Record<string, TermsProblem | undefined> {
  const problems: Record<string, TermsProblem | undefined> = {
    bettingSeconds: secondsProblem(values.bettingSeconds),
    reason: values.reason.trim() === "" ? "required" : undefined,
  };
  values.spots.forEach((spot, index) => {
    problems[`spots.${index}.odds`] = multipleProblem(spot.odds);
    const min = limitProblem(spot.min);
    const max = limitProblem(spot.max);
    problems[`spots.${index}.min`] = min;
    const low = parseAmountText(spot.min);
    const high = parseAmountText(spot.max);
    const crossed = !min && !max && low !== null && high !== null && low > high;
    problems[`spots.${index}.max`] = max ?? (crossed ? "minAboveMax" : undefined);
  });
  return problems;
}

/** The index of a spot in the form, for a server message that names the spot rather than its path. */
export function spotIndex(values: Pick<TermsFormValues, "spots">, spot: string): number {
  return values.spots.findIndex((entry) => entry.spot === spot);
}
