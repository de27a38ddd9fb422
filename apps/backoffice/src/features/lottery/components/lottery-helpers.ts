import {
  fromMinor,
  type LOTTERY_BET_STATUSES,
  LOTTERY_DRAW_STATUSES,
  type LotteryDrawStatus,
  type LotteryResultView,
  toMinor,
} from "@lotus/contracts";
import type { StatusTones } from "@lotus/ui/status/Badge";
import {
  type AmountProblem,
  amountProblem,
  amountToText,
  parseAmountText,
} from "../../games/components/games-helpers";

/**
 * The lottery screens' pure rules: what a draw's result says in one line, the house's take, when a
 * market's RTP deserves a look, and the market form's values to and from the update call's body.
 */

// ---------- statuses ----------

export const DRAW_STATUS_TONES: StatusTones<LotteryDrawStatus> = {
  open: "info",
  drawn: "warning",
  settling: "warning",
  correcting: "warning",
  settled: "success",
  void: "danger",
};

export const BET_STATUS_TONES: StatusTones<(typeof LOTTERY_BET_STATUSES)[number]> = {
  open: "warning",
  won: "success",
  lost: "neutral",
  push: "info",
  void: "muted",
};

/** A draw may be voided (every slip refunded) until its payment starts. */
export const VOIDABLE_STATUSES: readonly LotteryDrawStatus[] = ["open", "drawn"];

export function canVoid(status: string): boolean {
  return (VOIDABLE_STATUSES as readonly string[]).includes(status);
}

/** A status filter value as a draw status, or undefined. */
export function drawStatusOf(value: string | undefined): LotteryDrawStatus | undefined {
  return LOTTERY_DRAW_STATUSES.find((status) => status === value);
}

// ---------- money and percentages ----------

/** Amounts cross the wire with at most two decimals (SPEC §9). */
const MINOR_DIGITS = 2;

/** The house's gross gaming revenue of a draw: stakes taken minus wins paid, without float noise. */
export function grossRevenue(stake: number, win: number): number {
  return fromMinor(toMinor(stake, MINOR_DIGITS) - toMinor(win, MINOR_DIGITS), MINOR_DIGITS);
}

/** At or above this return to player a market leaves the house little: the list marks it. */
export const RTP_WATCH = 98;

export function rtpNeedsWatch(rtp: number): boolean {
  return rtp >= RTP_WATCH;
}

/** What the house keeps of every 100 staked, in percent (the server sends RTP with three decimals). */
export function houseEdge(rtp: number): number {
  return Math.round((100 - rtp) * 1000) / 1000;
}

/** A percentage with two to three decimals: 97.5 → "97.50%", 97.125 → "97.125%". */
export function formatPercent(value: number): string {
  return `${value.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 3 })}%`;
}

/** A price or odds: up to three decimals, comma thousands (8880 → "8,880", 1.95 → "1.95"). */
export function formatMultiple(value: number): string {
  return value.toLocaleString("en-US", { maximumFractionDigits: 3 });
}

// ---------- results ----------

/** Prizes in the order a result table lists them: the special prize first, then G1 … G8. */
export const PRIZE_ORDER = ["DB", "G1", "G2", "G3", "G4", "G5", "G6", "G7", "G8"] as const;
export type PrizeCode = (typeof PRIZE_ORDER)[number];

/** Keno: halfway between the smallest sum of 20 balls (210) and the largest (1410). */
export const KENO_MIDDLE_SUM = 810;
/** Keno balls 1–40 are "upper" (Trên), 41–80 "lower" (Dưới). */
export const KENO_UPPER_MAX = 40;

export type KenoSize = "big" | "small" | "tie";

export interface KenoFacts {
  /** The 20 balls in ascending order. */
  balls: number[];
  sum: number;
  size: KenoSize;
  /** Balls from 1 to 40. */
  upper: number;
  odd: number;
}

export function kenoFacts(balls: readonly number[]): KenoFacts {
  const sorted = [...balls].sort((a, b) => a - b);
  const sum = sorted.reduce((total, ball) => total + ball, 0);
  return {
    balls: sorted,
    sum,
    size: sum > KENO_MIDDLE_SUM ? "big" : sum < KENO_MIDDLE_SUM ? "small" : "tie",
    upper: sorted.filter((ball) => ball <= KENO_UPPER_MAX).length,
    odd: sorted.filter((ball) => ball % 2 === 1).length,
  };
}

/** What a list row says of a result: the special prize (lô/đề formats) or the sum and size (Keno). */
export type ResultSummary =
  | { kind: "special"; number: string }
  | { kind: "keno"; sum: number; size: KenoSize }
  | { kind: "none" };

export function resultSummary(result: LotteryResultView | null): ResultSummary {
  if (result?.balls && result.balls.length > 0) {
    const facts = kenoFacts(result.balls);
    return { kind: "keno", sum: facts.sum, size: facts.size };
  }
  const special = result?.prizes?.find((entry) => entry.prize === "DB")?.numbers[0];
  return special === undefined ? { kind: "none" } : { kind: "special", number: special };
}

export interface PrizeRow {
  prize: string;
  numbers: string[];
}

/** A lô/đề result's prizes as table rows, ĐB first; a prize this console does not know goes last. */
export function prizeRows(result: LotteryResultView | null): PrizeRow[] {
  const rank = (prize: string) => {
    const index = (PRIZE_ORDER as readonly string[]).indexOf(prize);
    return index === -1 ? PRIZE_ORDER.length : index;
  };
  return [...(result?.prizes ?? [])]
    .sort((a, b) => rank(a.prize) - rank(b.prize))
    .map((entry) => ({ prize: entry.prize, numbers: [...entry.numbers] }));
}

/** The exposure key of a Keno side market (Tài, Kim…): the whole draw rather than one number. */
export const WHOLE_DRAW = "*";

// ---------- the market form ----------

/** What the edit dialog needs of a market (the list's row). */
export interface MarketTerms {
  format: string;
  price: number;
  odds: number;
  payTable?: readonly { hits: number; odds: number }[];
  enabled: boolean;
  numberLimit: number | null;
}

/** Keno markets cost their stake: the price is always 1 and is not edited. */
export function priceIsFixed(market: Pick<MarketTerms, "format">): boolean {
  return market.format === "keno";
}

/** Keno pick markets pay by a table of hits, which operators do not edit. */
export function oddsAreFixed(market: Pick<MarketTerms, "payTable">): boolean {
  return (market.payTable?.length ?? 0) > 0;
}

export interface MarketFormValues {
  enabled: boolean;
  price: string;
  odds: string;
  /** Blank: no limit. */
  numberLimit: string;
  reason: string;
}

export function marketToForm(market: MarketTerms): MarketFormValues {
  return {
    enabled: market.enabled,
    price: String(market.price),
    odds: String(market.odds),
    numberLimit: amountToText(market.numberLimit),
    reason: "",
  };
}

/** A price or odds as typed ("1,000.5" allowed): undefined when blank, NaN when it is not a number. */
export function parseMultiple(text: string): number | undefined {
  const cleaned = text.replace(/,/g, "").trim();
  if (cleaned === "") return undefined;
  return /^\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

export type MultipleProblem = "required" | "enterNumber" | "positive" | "threeDecimals";

/** What is wrong with a typed price or odds, or undefined (the upper bound is the schema's). */
export function multipleProblem(text: string): MultipleProblem | undefined {
  const cleaned = text.replace(/,/g, "").trim();
  if (cleaned === "") return "required";
  if (/^-\d/.test(cleaned)) return "positive";
  const value = parseMultiple(text);
  if (value === undefined || Number.isNaN(value)) return "enterNumber";
  if (value <= 0) return "positive";
  if (/\.\d{4,}$/.test(cleaned)) return "threeDecimals";
  return undefined;
}

export type MarketFormProblem = MultipleProblem | AmountProblem;

/** Every field's problem at once; fixed fields are never wrong. */
export function marketFormProblems(
  values: MarketFormValues,
  market: MarketTerms,
): Partial<Record<"price" | "odds" | "numberLimit" | "reason", MarketFormProblem>> {
  return {
    price: priceIsFixed(market) ? undefined : multipleProblem(values.price),
    odds: oddsAreFixed(market) ? undefined : multipleProblem(values.odds),
    numberLimit: amountProblem(values.numberLimit),
    reason: values.reason.trim() === "" ? "required" : undefined,
  };
}

/** The update call's body: the whole terms (PUT), fixed fields as the server has them. */
export function marketFormToBody(values: MarketFormValues, market: MarketTerms) {
  return {
    enabled: values.enabled,
    price: priceIsFixed(market) ? market.price : parseMultiple(values.price),
    odds: oddsAreFixed(market) ? market.odds : parseMultiple(values.odds),
    numberLimit: parseAmountText(values.numberLimit),
    reason: values.reason,
  };
}
