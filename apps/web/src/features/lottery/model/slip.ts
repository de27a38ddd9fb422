import { fromMinor, type LotteryMarketCode, toMinor } from "@lotus/contracts";
import { lineShape, type MarketTerms, topOdds } from "./markets";
import { sortNumbers } from "./numbers";

/**
 * The betting slip (issue #12's money model). A line is a market, its numbers and points:
 *   - a single-number market's line with n numbers is n combinations of `points` each;
 *   - a xiên / trượt / Keno pick line carries exactly its k legs as one combination;
 *   - a Keno side market's line has no numbers and is one combination.
 *   cost of a line = combinations × points × price × unitValue
 * Amounts are worked out in cents and the cost rounded up, the way the server charges the stake.
 */

/** The contract's limits: lines per slip and numbers per line. */
export const MAX_SLIP_LINES = 50;
export const MAX_NUMBERS_PER_LINE = 100;

export interface SlipLine {
  /** The page's own key for the line (React key, edits); never sent. */
  id: string;
  market: LotteryMarketCode;
  numbers: string[];
  points: number;
}

/** n choose k, exact for the small numbers of a betting board. */
export function choose(n: number, k: number): number {
  if (!Number.isInteger(n) || !Number.isInteger(k) || k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= Math.min(k, n - k); i++) result = (result * (n - i + 1)) / i;
  return Math.round(result);
}

/** Every k-number subset of the items, each in the items' order, in lexicographic order. */
export function subsets<T>(items: readonly T[], k: number): T[][] {
  if (k < 0 || k > items.length) return [];
  const found: T[][] = [];
  const picked: T[] = [];
  const walk = (from: number) => {
    if (picked.length === k) {
      found.push([...picked]);
      return;
    }
    for (let index = from; index <= items.length - (k - picked.length); index++) {
      picked.push(items[index] as T);
      walk(index + 1);
      picked.pop();
    }
  };
  walk(0);
  return found;
}

/** How many combinations a line makes; 0 when its numbers do not fit the market. */
export function combinationCount(market: MarketTerms, numbers: readonly string[]): number {
  const shape = lineShape(market);
  if (shape.kind === "none") return numbers.length === 0 ? 1 : 0;
  const distinct = new Set(numbers).size === numbers.length;
  if (!distinct) return 0;
  if (shape.kind === "each") return numbers.length <= MAX_NUMBERS_PER_LINE ? numbers.length : 0;
  return numbers.length === shape.size ? 1 : 0;
}

/** Why a selection cannot go on the slip yet. */
export type SelectionProblem =
  | { problem: "empty" }
  | { problem: "tooFew"; needed: number }
  | { problem: "slipFull"; needs: number; room: number };

/**
 * What a board selection puts on the slip: one line for a single-number market (split in lines of
 * at most 100 numbers), every k-subset as its own line for a set market (choosing 4 numbers for
 * xiên 2 makes its 6 pairs), or one numberless line for a Keno side market.
 */
export function linesForSelection(
  market: MarketTerms,
  selection: readonly string[],
  room: number,
): { lines: string[][]; combinations: number } | SelectionProblem {
  const shape = lineShape(market);
  const numbers = sortNumbers(selection);
  let lines: string[][];
  if (shape.kind === "none") lines = [[]];
  else if (numbers.length === 0) return { problem: "empty" };
  else if (shape.kind === "each") {
    lines = [];
    for (let start = 0; start < numbers.length; start += MAX_NUMBERS_PER_LINE)
      lines.push(numbers.slice(start, start + MAX_NUMBERS_PER_LINE));
  } else if (numbers.length < shape.size) return { problem: "tooFew", needed: shape.size };
  else {
    const count = choose(numbers.length, shape.size);
    if (count > room) return { problem: "slipFull", needs: count, room };
    lines = subsets(numbers, shape.size);
  }
  if (lines.length > room) return { problem: "slipFull", needs: lines.length, room };
  const combinations = lines.reduce((sum, line) => sum + combinationCount(market, line), 0);
  return { lines, combinations };
}

/** Whole points from 1 to the game's per-line maximum. */
export function validPoints(points: number, maxPoints: number): boolean {
  return Number.isInteger(points) && points >= 1 && points <= maxPoints;
}

/** An amount in cents; the contract's decimal amounts have at most two decimals. */
function cents(amount: number): bigint {
  try {
    return toMinor(amount, 2);
  } catch {
    return BigInt(Math.round(amount * 100));
  }
}

/** Price and odds are quoted to three decimals (the server keeps thousandths). */
const milli = (value: number) => BigInt(Math.round(value * 1000));

const ceilDiv = (value: bigint, by: bigint) => (value + by - 1n) / by;

/** Points as counted in money: whole and not negative; anything else (a field being typed) is none. */
const wholePoints = (points: number) => BigInt(Number.isFinite(points) ? Math.max(0, Math.trunc(points)) : 0);

/** Cost of a line in money: combinations × points × price × unitValue, rounded up to the cent. */
export function lineCost(
  market: MarketTerms,
  line: Pick<SlipLine, "numbers" | "points">,
  unitValue: number,
): number {
  const count = BigInt(combinationCount(market, line.numbers));
  const points = wholePoints(line.points);
  return fromMinor(ceilDiv(count * points * milli(market.price) * cents(unitValue), 1000n), 2);
}

/** What one point of one combination costs: price × unitValue, rounded up to the cent. */
export function pointCost(market: MarketTerms, unitValue: number): number {
  return fromMinor(ceilDiv(milli(market.price) * cents(unitValue), 1000n), 2);
}

/**
 * The most one combination of the line pays: points × odds × unitValue, per point rounded down to
 * the cent as the server pays it. For lô it is the win of one hit (paid again for every repeat);
 * a Keno pick pays its best pay-table row, stake included.
 */
export function lineWinPerCombination(market: MarketTerms, points: number, unitValue: number): number {
  const perPoint = (milli(topOdds(market)) * cents(unitValue)) / 1000n;
  return fromMinor(perPoint * wholePoints(points), 2);
}

/** Amounts added in cents, so decimals never drift (0.1 + 0.2 is 0.3 here). */
export function addAmounts(amounts: readonly number[]): number {
  return fromMinor(
    amounts.reduce((total, amount) => total + cents(amount), 0n),
    2,
  );
}

/** The slip's total cost: the lines' costs added in cents (markets the session lost cost nothing). */
export function slipTotal(
  markets: ReadonlyMap<LotteryMarketCode, MarketTerms>,
  lines: readonly SlipLine[],
  unitValue: number,
): number {
  return addAmounts(
    lines.map((line) => {
      const market = markets.get(line.market);
      return market ? lineCost(market, line, unitValue) : 0;
    }),
  );
}

/** The slip as the bet call takes it. */
export function betLines(
  lines: readonly SlipLine[],
): { market: LotteryMarketCode; numbers: string[]; points: number }[] {
  return lines.map((line) => ({ market: line.market, numbers: [...line.numbers], points: line.points }));
}

/** Why the slip cannot be sent as it is, or null when it can. */
export function slipProblem(
  markets: ReadonlyMap<LotteryMarketCode, MarketTerms>,
  lines: readonly SlipLine[],
  maxPoints: number,
): "empty" | "tooManyLines" | "points" | "numbers" | null {
  if (lines.length === 0) return "empty";
  if (lines.length > MAX_SLIP_LINES) return "tooManyLines";
  for (const line of lines) {
    const market = markets.get(line.market);
    if (!market || combinationCount(market, line.numbers) === 0) return "numbers";
    if (!validPoints(line.points, maxPoints)) return "points";
  }
  return null;
}
