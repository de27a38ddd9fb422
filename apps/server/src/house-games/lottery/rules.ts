import type { LotteryFormat, LotteryMarketCode } from "@lotus/contracts";
import { AppError } from "../../platform/errors";
import { drawKeno, drawNorthStyle } from "./fair-draw";
import { type KenoMarketCode, kenoPicks, settleKeno } from "./keno";
import type { BetRow, StoredResult } from "./lottery.repository";
import type { MarketTerms } from "./market-terms";
import { MARKETS, type MarketCode } from "./markets";
import { type DrawResult, PRIZE_CODES, type PrizeCode, type Region } from "./prizes";
import { indexResult, settleIndexed, validateNumbers } from "./settle";

/**
 * Lottery lines in money (issue #12): a line is a market, its numbers and points. A single-number
 * market's line with several numbers is that many combinations of `points` each; xiên, trượt and
 * Keno picks take their numbers as one combination; Keno's side markets take none.
 *
 *   stake = combinations × points × price × unit            (rounded up to the minor unit)
 *   win   = points × odds × hits × unit  per combination    (rounded down; Keno: odds are the
 *                                                             decimal return, the stake included)
 */

export const MAX_POINTS = 100_000;

export interface PricedLine {
  market: LotteryMarketCode;
  numbers: string[];
  points: number;
  priceMilli: number;
  oddsMilli: number;
  stakeMinor: bigint;
  /** What one combination could pay at most (one hit for lô), and per point of it. */
  maxWinPerKeyMinor: bigint;
  maxWinPerPointMinor: bigint;
  /** The liability keys this line raises (a number, a set of legs, or the Keno market). */
  exposureKeys: string[];
  numberLimitMinor: bigint | null;
}

const ceilDiv = (value: bigint, by: bigint) => (value + by - 1n) / by;

function isKeno(market: LotteryMarketCode): market is KenoMarketCode {
  return market.startsWith("keno_");
}

/** The combinations of a line, each a list of numbers. */
function combinations(market: LotteryMarketCode, numbers: string[]): string[][] {
  if (isKeno(market)) return [numbers];
  return MARKETS[market as MarketCode].numbersPerBet === 1 ? numbers.map((number) => [number]) : [numbers];
}

function exposureKeys(market: LotteryMarketCode, numbers: string[]): string[] {
  if (isKeno(market)) return [kenoPicks(market) > 0 ? [...numbers].sort().join("-") : "*"];
  return combinations(market, numbers).map((combination) => [...combination].sort().join("-"));
}

/** Numbers as the market reads them: Keno balls as two digits 01–80 in order, others as typed. */
function normalised(market: LotteryMarketCode, numbers: string[]): string[] {
  if (!isKeno(market)) return numbers;
  return numbers.map((number) => String(Number(number)).padStart(2, "0")).sort();
}

function checkNumbers(market: LotteryMarketCode, numbers: string[]): void {
  if (isKeno(market)) {
    const balls = numbers.map(Number);
    const valid =
      numbers.length === kenoPicks(market) &&
      balls.every((ball) => Number.isInteger(ball) && ball >= 1 && ball <= 80) &&
      new Set(balls).size === balls.length;
    if (!valid) throw new AppError("lottery.numbers_invalid", { market });
    return;
  }
  const definition = MARKETS[market as MarketCode];
  if (numbers.length === 0) throw new AppError("lottery.numbers_invalid", { market });
  if (definition.numbersPerBet === 1 && new Set(numbers).size !== numbers.length)
    throw new AppError("lottery.numbers_invalid", { market });
  for (const combination of combinations(market, numbers))
    if (validateNumbers(market as MarketCode, combination) !== null)
      throw new AppError("lottery.numbers_invalid", { market });
}

/** The most one combination pays per point, in thousandths of a unit. */
function topOddsMilli(terms: MarketTerms): number {
  if (terms.payTableMilli.length > 0) return Math.max(...terms.payTableMilli.map((row) => row.oddsMilli));
  return terms.oddsMilli;
}

export function priceLine(
  terms: Map<LotteryMarketCode, MarketTerms>,
  line: { market: LotteryMarketCode; numbers: string[]; points: number },
  unitMinor: bigint,
): PricedLine {
  const market = terms.get(line.market);
  if (!market?.enabled) throw new AppError("lottery.market_unavailable", { market: line.market });
  if (line.points > MAX_POINTS) throw new AppError("lottery.points_too_many", { maxPoints: MAX_POINTS });
  checkNumbers(line.market, line.numbers);
  const numbers = normalised(line.market, line.numbers);
  const count = BigInt(combinations(line.market, numbers).length);
  const points = BigInt(line.points);
  const stakeMinor = ceilDiv(count * points * BigInt(market.priceMilli) * unitMinor, 1000n);
  const maxWinPerPointMinor = (BigInt(topOddsMilli(market)) * unitMinor) / 1000n;
  return {
    market: line.market,
    numbers,
    points: line.points,
    priceMilli: market.priceMilli,
    oddsMilli: market.oddsMilli,
    stakeMinor,
    maxWinPerKeyMinor: maxWinPerPointMinor * points,
    maxWinPerPointMinor,
    exposureKeys: exposureKeys(line.market, numbers),
    numberLimitMinor: market.numberLimitMinor,
  };
}

priceLine.exposureKeys = exposureKeys;
priceLine.MAX_POINTS = MAX_POINTS;

// ---------- results ----------

export function toStoredResult(result: DrawResult): StoredResult {
  return {
    prizes: PRIZE_CODES.filter((prize) => result[prize] !== undefined).map((prize) => ({
      prize,
      numbers: [...(result[prize] ?? [])],
    })),
  };
}

export function fromStoredResult(stored: StoredResult): DrawResult {
  const result: Partial<Record<PrizeCode, readonly string[]>> = {};
  for (const entry of stored.prizes ?? []) result[entry.prize as PrizeCode] = entry.numbers;
  return result;
}

/** A fast-lottery period's result from its chain seed (the fair page recomputes it the same way). */
export function drawResult(
  format: LotteryFormat,
  seed: string,
  gameCode: string,
  period: string,
): StoredResult {
  if (format === "keno") return { balls: drawKeno(seed, gameCode, period) };
  return toStoredResult(drawNorthStyle(seed, gameCode, period));
}

// ---------- settlement ----------

export interface LineOutcome {
  status: "won" | "lost" | "push";
  hits: number;
  winMinor: bigint;
}

/** A draw's indexed result, made once per stored result: a draw settles up to a million lines. */
const indexes = new WeakMap<StoredResult, ReturnType<typeof indexResult>>();
function indexOf(region: Region, stored: StoredResult) {
  let index = indexes.get(stored);
  if (!index) {
    index = indexResult(region, fromStoredResult(stored));
    indexes.set(stored, index);
  }
  return index;
}

/** Settles one stored line against its draw's result. */
export function settleLine(
  format: LotteryFormat,
  bet: Pick<BetRow, "market" | "numbers" | "oddsMilli" | "points" | "stakeMinor">,
  stored: StoredResult,
  unitMinor: bigint,
): LineOutcome {
  const market = bet.market as LotteryMarketCode;
  const points = BigInt(bet.points);
  if (isKeno(market)) {
    // Side markets pay the odds the bet was taken at; pick markets pay their table by hits.
    const odds = kenoPicks(market) > 0 ? undefined : bet.oddsMilli / 1000;
    const settled = settleKeno(market, bet.numbers.map(Number), stored.balls ?? [], odds);
    if (settled.outcome === "push") return { status: "push", hits: 0, winMinor: bet.stakeMinor };
    if (settled.outcome === "lose") return { status: "lost", hits: settled.hits, winMinor: 0n };
    const multiplierMilli = BigInt(Math.round(settled.multiplier * 1000));
    return { status: "won", hits: settled.hits, winMinor: (points * multiplierMilli * unitMinor) / 1000n };
  }
  const index = indexOf(format as Region, stored);
  let hits = 0;
  let multiplier = 0;
  for (const combination of combinations(market, bet.numbers)) {
    const settled = settleIndexed(index, market as MarketCode, combination);
    hits += settled.hits;
    multiplier += settled.multiplier;
  }
  const winMinor = (points * BigInt(multiplier) * BigInt(bet.oddsMilli) * unitMinor) / 1000n;
  return { status: multiplier > 0 ? "won" : "lost", hits, winMinor };
}
