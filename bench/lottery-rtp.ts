/**
 * The lottery half of `npm run bench:rtp`: draws LOTTERY_RTP_ROUNDS results (default 10^7) of each
 * format (North and South lô/đề, Keno 20/80) with the real fair-draw functions, settles every market
 * on each, and compares the measured RTP with the exact one of markets.ts / keno.ts.
 *
 * One draw serves every market, and each market bets a fixed set of combinations on every draw:
 * - lô/đề single numbers: the LOWER HALF of the numbers (00–49, 000–499, 0000–4999, đầu/đuôi 0–4),
 *   settled at once by counting the draw's endings below the half. Covering all numbers would make
 *   lô pay the same every draw (27 endings are always 27 hits), and numbers chosen at random would
 *   average any bias away; a fixed half shows a draw that favours low or high digits.
 * - xiên k / trượt N: every combination of legs from 00–49 at once: with D distinct endings below
 *   50 drawn, C(D,k) of the C(50,k) xiên win and C(50−D,N) of the C(50,N) trượt win.
 * - Keno draw markets: the draw itself; pick k: the ⌊40/k⌋ disjoint groups 1..k, k+1..2k … in 01–40.
 * Every 64th draw a probe bet per market also goes through settleBet/settleKeno with full checks and
 * must agree with the shortcut, or the run fails.
 */
import { drawKeno, drawLayout, newChainSeed } from "../apps/server/src/house-games/lottery/fair-draw";
import {
  judgeKeno,
  KENO_MARKET_CODES,
  type KenoMarketCode,
  kenoDefaultOdds,
  kenoExactRtp,
  kenoPicks,
  kenoStats,
  settleKeno,
} from "../apps/server/src/house-games/lottery/keno";
import {
  defaultPricing,
  exactRtp,
  type MarketCode,
  type MarketDefinition,
  marketsFor,
} from "../apps/server/src/house-games/lottery/markets";
import type { DrawResult } from "../apps/server/src/house-games/lottery/prizes";
import { endingsOf, settleBet, targetOf } from "../apps/server/src/house-games/lottery/settle";

export type LotteryFormat = "north" | "south" | "keno";
export const LOTTERY_FORMATS: readonly LotteryFormat[] = ["north", "south", "keno"];

export interface LotteryJob {
  kind: "lottery";
  format: LotteryFormat;
  rounds: number;
}

/** Per market: Σ r and Σ r² over draws, r = that draw's return per unit staked on the market. */
export interface LotteryTally {
  draws: number;
  sums: Record<string, number>;
  squares: Record<string, number>;
  probes: number;
  ms: number;
}

const PROBE_EVERY = 64;

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 0; i < k; i++) result = (result * (n - i)) / (i + 1);
  return result;
}

function record(tally: LotteryTally, market: string, r: number): void {
  tally.sums[market] = (tally.sums[market] ?? 0) + r;
  tally.squares[market] = (tally.squares[market] ?? 0) + r * r;
}

function probeFailed(what: string, expected: number, got: number): never {
  throw new Error(`probe mismatch on ${what}: shortcut ${expected}, settle ${got}`);
}

/** What one market's fixed bet set needs per draw, worked out once per run. */
interface VnPlan {
  readonly code: MarketCode;
  readonly market: MarketDefinition;
  /** Size of the lower half of the market's numbers: 5, 50, 500 or 5000. */
  readonly half: number;
  /** Return per unit staked for one winning combination (or one hit), over the whole bet set. */
  readonly perWin: number;
  /** xiên/trượt: how many of the C(50, k) combinations win, by D = distinct endings below 50. */
  readonly winnersByD?: readonly number[];
}

function planVn(region: "north" | "south"): VnPlan[] {
  return marketsFor(region).map((market) => {
    const { price, odds } = defaultPricing(market.code, region);
    const half = 10 ** market.digits / 2;
    if (market.payRule === "per_hit" || market.payRule === "once")
      return { code: market.code, market, half, perWin: odds / (half * price) };
    const k = market.numbersPerBet;
    const winnersByD = Array.from({ length: 51 }, (_, d) =>
      market.payRule === "all_legs" ? choose(d, k) : choose(50 - d, k),
    );
    return { code: market.code, market, half, perWin: odds / (price * choose(50, k)), winnersByD };
  });
}

/** Return per unit staked on the market's fixed bet set for one lô/đề result. */
function vnReturn(plan: VnPlan, result: DrawResult, endings: EndingsByWidth, lowDistinct: number): number {
  const { market, half, perWin } = plan;
  if (plan.winnersByD) return (plan.winnersByD[lowDistinct] ?? 0) * perWin;
  if (market.target === "endings") {
    let hits = 0;
    for (const ending of endings[market.digits]) if (ending < half) hits++;
    return hits * perWin;
  }
  return targetOf(market.target, market.digits, result) < half ? perWin : 0;
}

type EndingsByWidth = Readonly<Record<1 | 2 | 3 | 4, readonly number[]>>;

/** One concrete bet per market through settleBet, checked against the same count done by hand. */
function probeVn(region: "north" | "south", result: DrawResult, draw: number): void {
  const drawn = new Set(endingsOf(result, 2));
  for (const market of marketsFor(region)) {
    const legs = Array.from({ length: market.numbersPerBet }, (_, i) =>
      String(((draw + i * 7) % 10 ** market.digits) % (10 ** market.digits / 2)).padStart(market.digits, "0"),
    );
    const settled = settleBet(region, market.code, legs, result);
    const numbers = legs.map(Number);
    let expected: number;
    if (market.payRule === "per_hit")
      expected = endingsOf(result, market.digits).filter((ending) => ending === numbers[0]).length;
    else if (market.payRule === "once" && market.target !== "endings")
      expected = targetOf(market.target, market.digits, result) === numbers[0] ? 1 : 0;
    else if (market.payRule === "all_legs") expected = numbers.every((leg) => drawn.has(leg)) ? 1 : 0;
    else expected = numbers.some((leg) => drawn.has(leg)) ? 0 : 1;
    if (settled.multiplier !== expected)
      probeFailed(`${region} ${market.code} ${legs}`, expected, settled.multiplier);
  }
}

function runVn(region: "north" | "south", rounds: number, tally: LotteryTally): void {
  const seed = newChainSeed();
  const plans = planVn(region);
  const lowSeen = new Uint8Array(50);
  for (let draw = 0; draw < rounds; draw++) {
    const result = drawLayout(region, seed, `bench-${region}`, String(draw));
    const endings: EndingsByWidth = {
      1: [],
      2: endingsOf(result, 2),
      3: endingsOf(result, 3),
      4: endingsOf(result, 4),
    };
    lowSeen.fill(0);
    let lowDistinct = 0;
    for (const ending of endings[2])
      if (ending < 50 && lowSeen[ending] === 0) {
        lowSeen[ending] = 1;
        lowDistinct++;
      }
    for (const plan of plans) record(tally, plan.code, vnReturn(plan, result, endings, lowDistinct));
    if (draw % PROBE_EVERY === 0) {
      probeVn(region, result, draw);
      tally.probes += plans.length;
    }
  }
}

function pickGroup(picks: number, group: number): number[] {
  return Array.from({ length: picks }, (_, i) => group * picks + i + 1);
}

function runKeno(rounds: number, tally: LotteryTally): void {
  const seed = newChainSeed();
  const drawn = new Uint8Array(81);
  for (let draw = 0; draw < rounds; draw++) {
    const balls = drawKeno(seed, "bench-keno", String(draw));
    const stats = kenoStats(balls);
    drawn.fill(0);
    for (const ball of balls) drawn[ball] = 1;
    const probe = draw % PROBE_EVERY === 0;
    for (const market of KENO_MARKET_CODES) {
      const odds = kenoDefaultOdds(market);
      const picks = kenoPicks(market);
      let r: number;
      if (picks === 0 && typeof odds === "number") {
        const outcome = judgeKeno(market, stats);
        r = outcome === "win" ? odds : outcome === "push" ? 1 : 0;
        if (probe) checkKeno(market, [], balls, r);
      } else if (typeof odds !== "number") {
        const groups = Math.floor(40 / picks);
        let paid = 0;
        for (let group = 0; group < groups; group++) {
          let hits = 0;
          for (let i = 1; i <= picks; i++) hits += drawn[group * picks + i] ?? 0;
          paid += odds[hits] ?? 0;
        }
        r = paid / groups;
        if (probe) {
          const first = pickGroup(picks, 0);
          checkKeno(market, first, balls, odds[first.filter((n) => drawn[n] === 1).length] ?? 0);
        }
      } else throw new Error(`${market}: odds of the wrong shape`);
      record(tally, market, r);
    }
    if (probe) tally.probes += KENO_MARKET_CODES.length;
  }
}

function checkKeno(market: KenoMarketCode, picks: number[], balls: number[], expected: number): void {
  const settled = settleKeno(market, picks, balls);
  if (settled.multiplier !== expected) probeFailed(`${market} ${picks}`, expected, settled.multiplier);
}

export function runLotteryJob(job: LotteryJob): LotteryTally {
  const tally: LotteryTally = { draws: job.rounds, sums: {}, squares: {}, probes: 0, ms: 0 };
  const started = performance.now();
  if (job.format === "keno") runKeno(job.rounds, tally);
  else runVn(job.format, job.rounds, tally);
  tally.ms = performance.now() - started;
  return tally;
}

export function addLotteryTallies(sum: LotteryTally, part: LotteryTally): LotteryTally {
  const merge = (a: Record<string, number>, b: Record<string, number>) => {
    const out = { ...a };
    for (const [key, value] of Object.entries(b)) out[key] = (out[key] ?? 0) + value;
    return out;
  };
  return {
    draws: sum.draws + part.draws,
    sums: merge(sum.sums, part.sums),
    squares: merge(sum.squares, part.squares),
    probes: sum.probes + part.probes,
    ms: Math.max(sum.ms, part.ms),
  };
}

/** Exact RTP (fraction) of each market a format's tally measures. */
function exactFor(format: LotteryFormat): Record<string, number> {
  if (format === "keno")
    return Object.fromEntries(KENO_MARKET_CODES.map((market) => [market, kenoExactRtp(market)]));
  return Object.fromEntries(
    marketsFor(format).map((market) => {
      const { price, odds } = defaultPricing(market.code, format);
      return [market.code, exactRtp(market.code, format, price, odds)];
    }),
  );
}

export const GAP_LIMIT_POINTS = 0.3;

/** Report lines per market and the closing RESULT line. */
export function lotteryReport(
  runs: ReadonlyMap<LotteryFormat, { tally: LotteryTally; wallMs: number }>,
): string[] {
  const lines: string[] = [];
  let maxGap = 0;
  let within = 0;
  let measuredMarkets = 0;
  const counts = { lottery: 0, keno: 0 };
  const rates: string[] = [];
  for (const [format, { tally, wallMs }] of runs) {
    const rate = Math.round((tally.draws / wallMs) * 1000);
    rates.push(`${format}_draws_per_s=${rate}`);
    lines.push(
      `lottery ${format}: ${tally.draws} draws in ${(wallMs / 1000).toFixed(1)} s (${rate}/s), ${tally.probes} probe bets agreed`,
    );
    for (const [market, exact] of Object.entries(exactFor(format))) {
      const mean = (tally.sums[market] ?? 0) / tally.draws;
      const sd = Math.sqrt(Math.max(0, (tally.squares[market] ?? 0) / tally.draws - mean * mean));
      const halfWidth = ((2.5758 * sd) / Math.sqrt(tally.draws)) * 100;
      const gap = (mean - exact) * 100;
      const ok = Math.abs(gap) <= GAP_LIMIT_POINTS;
      maxGap = Math.max(maxGap, Math.abs(gap));
      within += ok ? 1 : 0;
      measuredMarkets++;
      if (format === "keno") counts.keno++;
      else counts.lottery++;
      lines.push(
        `  ${format} ${market.padEnd(21)} measured=${(mean * 100).toFixed(3)}% exact=${(exact * 100).toFixed(3)}% ` +
          `gap=${gap >= 0 ? "+" : ""}${gap.toFixed(3)} (99% ±${halfWidth.toFixed(3)}, z=${(halfWidth > 0 ? (gap * 2.5758) / halfWidth : 0).toFixed(2)}) ` +
          (ok ? "ok" : "OUTSIDE 0.3"),
      );
    }
  }
  lines.push(
    `RESULT lottery_markets=${counts.lottery} keno_markets=${counts.keno} max_gap_points=${maxGap.toFixed(3)} ` +
      `within_0_3=${within}/${measuredMarkets} ${rates.join(" ")}`,
  );
  return lines;
}
