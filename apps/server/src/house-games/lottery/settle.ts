/**
 * Settlement of lô/đề bets against a result (DOMAIN §1.5).
 *
 * - Lô pays per occurrence: a number ending two prizes is 2 hits.
 * - Đề, đầu/đuôi, càng and giải-specific đề pay once.
 * - Xiên: every leg must appear at least once; paid once however often legs repeat.
 * - Trượt N: wins only when none of the N numbers appears (the "none appear" reading of §1.5.4).
 * A xiên or trượt with a repeated leg is refused rather than settled, as the leg would count twice.
 */
import { isOffered, MARKETS, type MarketCode, type PrizeSlice } from "./markets";
import { allNumbers, type DrawResult, type Region, validateResult } from "./prizes";

export interface Settlement {
  /** Matching prizes (per_hit), 1/0 (once), legs that appeared (xiên, trượt). */
  readonly hits: number;
  readonly won: boolean;
  /** Payout in odds units: hits for lô, 1 for any other win, 0 for a loss. */
  readonly multiplier: number;
}

const NUMBER_PATTERNS = { 1: /^[0-9]$/, 2: /^[0-9]{2}$/, 3: /^[0-9]{3}$/, 4: /^[0-9]{4}$/ } as const;

/** Why the chosen numbers cannot be a bet on this market, or null when they can. */
export function validateNumbers(market: MarketCode, numbers: readonly string[]): string | null {
  const definition = MARKETS[market];
  if (numbers.length !== definition.numbersPerBet)
    return `${market} takes ${definition.numbersPerBet} number${definition.numbersPerBet === 1 ? "" : "s"}`;
  const pattern = NUMBER_PATTERNS[definition.digits];
  const bad = numbers.find((number) => typeof number !== "string" || !pattern.test(number));
  if (bad !== undefined) return `${market} numbers have exactly ${definition.digits} digits (got "${bad}")`;
  if (new Set(numbers).size !== numbers.length) return `${market} numbers must all be different`;
  return null;
}

/** A checked result prepared for settling many bets: the lô endings are worked out once. */
export interface ResultIndex {
  readonly region: Region;
  readonly result: DrawResult;
  /** endings[d]: last d digits (as an integer) of every prize with at least d digits, one per prize. */
  readonly endings: Readonly<Record<1 | 2 | 3 | 4, readonly number[]>>;
}

/** The d-digit endings of a result's numbers long enough to have them, in allNumbers order. */
export function endingsOf(result: DrawResult, digits: number): number[] {
  const endings: number[] = [];
  for (const number of allNumbers(result))
    if (number.length >= digits) endings.push(Number(number.slice(-digits)));
  return endings;
}

/** Validates the result once (throws on any layout problem) and prepares it for settleIndexed. */
export function indexResult(region: Region, result: DrawResult): ResultIndex {
  const problems = validateResult(region, result);
  const first = problems[0];
  if (first) throw new RangeError(`invalid ${region} result: ${first.message}`);
  return {
    region,
    result,
    endings: {
      1: endingsOf(result, 1),
      2: endingsOf(result, 2),
      3: endingsOf(result, 3),
      4: endingsOf(result, 4),
    },
  };
}

/** The number a single-target market compares with, as an integer (e.g. đề: ĐB's last two). */
export function targetOf(slice: PrizeSlice, digits: number, result: DrawResult): number {
  const number = result[slice.prize]?.[0];
  if (number === undefined) throw new RangeError(`the result has no ${slice.prize}`);
  const start = slice.anchor === "start" ? slice.skip : number.length - slice.skip - digits;
  return Number(number.slice(start, start + digits));
}

function count(values: readonly number[], wanted: number): number {
  let hits = 0;
  for (const value of values) if (value === wanted) hits++;
  return hits;
}

/** Settles one combination against an indexed result; throws on numbers the market refuses. */
export function settleIndexed(
  index: ResultIndex,
  market: MarketCode,
  numbers: readonly string[],
): Settlement {
  if (!isOffered(market, index.region))
    throw new RangeError(`${market} is not offered in the ${index.region}`);
  const problem = validateNumbers(market, numbers);
  if (problem) throw new RangeError(problem);
  const definition = MARKETS[market];
  const chosen = numbers.map(Number);
  const endings = index.endings[definition.digits];
  switch (definition.payRule) {
    case "per_hit": {
      const hits = count(endings, chosen[0] ?? -1);
      return { hits, won: hits > 0, multiplier: hits };
    }
    case "once": {
      if (definition.target === "endings") throw new Error(`${market}: a once market needs a prize slice`);
      const hit = targetOf(definition.target, definition.digits, index.result) === chosen[0];
      return { hits: hit ? 1 : 0, won: hit, multiplier: hit ? 1 : 0 };
    }
    case "all_legs":
    case "none_appear": {
      const drawn = new Set(endings);
      const hits = chosen.filter((leg) => drawn.has(leg)).length;
      const won = definition.payRule === "all_legs" ? hits === chosen.length : hits === 0;
      return { hits, won, multiplier: won ? 1 : 0 };
    }
  }
}

/** Settles one combination (validates the result each call; use indexResult for a batch). */
export function settleBet(
  region: Region,
  market: MarketCode,
  numbers: readonly string[],
  result: DrawResult,
): Settlement {
  return settleIndexed(indexResult(region, result), market, numbers);
}
