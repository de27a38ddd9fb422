/**
 * The lottery half of `npm run bench:rtp`: LOTTERY_RTP_ROUNDS draws (default 10^7) of each format
 * (North, Central and South lô/đề, Keno 20/80) through the real draw and settlement functions, every
 * market's measured RTP against its exact one from markets.ts / keno.ts (all of a format's markets,
 * at their default prices: the brand's own prices change the odds, not the chances).
 *
 * Fast, not fair: the draws use the real layout and Keno functions (drawLayoutFrom, drawKenoFrom:
 * digit by digit, rejection sampling, Fisher–Yates) over a seeded sfc32 generator instead of the
 * HMAC-SHA256 stream, which would take about 20 times as long; the fair stream's own uniformity is
 * the subject of fair-draw.test.ts. The seed is printed, and LOTTERY_RTP_SEED replays a run.
 * Each draw goes through indexResult (the settlement's own checked index of the endings), and the
 * single-target markets read their number with targetOf, as settlement does.
 *
 * One draw serves every market, and each market bets a fixed set of combinations on every draw:
 * - lô/đề single numbers: the LOWER HALF of the numbers (00–49, 000–499, 0000–4999, đầu/đuôi 0–4),
 *   settled at once by counting the draw's endings below the half. Covering all numbers would make
 *   lô pay the same every draw (27 endings are always 27 hits), and numbers chosen at random would
 *   average any bias away; a fixed half shows a draw that favours low or high digits.
 * - xiên k / trượt N: every combination of legs from 00–49 at once: with D distinct endings below
 *   50 drawn, C(D,k) of the C(50,k) xiên win and C(50−D,N) of the C(50,N) trượt win.
 * - Keno draw markets: the draw itself; pick k: the ⌊40/k⌋ disjoint groups 1..k, k+1..2k … in 01–40.
 * Every 64th draw a probe bet per market also goes through settleIndexed/settleKeno with full checks
 * and must agree with the shortcut, or the run fails.
 */
import { createHash, randomBytes } from "node:crypto";
import { threadId } from "node:worker_threads";
import {
  drawKeno,
  drawKenoFrom,
  drawLayout,
  drawLayoutFrom,
  type Uint32Source,
} from "../apps/server/src/house-games/lottery/fair-draw";
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
import type { Region } from "../apps/server/src/house-games/lottery/prizes";
import {
  indexResult,
  type ResultIndex,
  settleIndexed,
  targetOf,
} from "../apps/server/src/house-games/lottery/settle";

export type LotteryFormat = Region | "keno";
export const LOTTERY_FORMATS: readonly LotteryFormat[] = ["north", "central", "south", "keno"];

/**
 * settle: draws settled on every market; generate: the same draws with no settlement (the
 * baseline: what drawing alone costs); fair: the same layouts from the HMAC-SHA256 stream, timed
 * only (what the fair draws would cost).
 */
export interface LotteryJob {
  kind: "lottery";
  mode: "settle" | "generate" | "fair";
  format: LotteryFormat;
  rounds: number;
  /** The run's seed (hex); each worker thread derives its own stream from it. */
  seed: string;
}

export const newLotterySeed = () => process.env.LOTTERY_RTP_SEED ?? randomBytes(16).toString("hex");

/**
 * sfc32 (Chris Doty-Humphrey's small fast counting generator; passes PractRand): four 32-bit words
 * from SHA-256 of the seed and the thread, so every worker draws its own stream.
 */
export class Sfc32 implements Uint32Source {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: string, stream: number) {
    const words = createHash("sha256").update(`${seed}:${stream}`).digest();
    this.a = words.readUInt32BE(0);
    this.b = words.readUInt32BE(4);
    this.c = words.readUInt32BE(8);
    this.d = words.readUInt32BE(12);
    for (let i = 0; i < 16; i++) this.nextUint32();
  }

  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }
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

function planVn(region: Region): VnPlan[] {
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
function vnReturn(plan: VnPlan, index: ResultIndex, lowDistinct: number): number {
  const { market, half, perWin } = plan;
  if (plan.winnersByD) return (plan.winnersByD[lowDistinct] ?? 0) * perWin;
  if (market.target === "endings") {
    let hits = 0;
    for (const ending of index.endings[market.digits]) if (ending < half) hits++;
    return hits * perWin;
  }
  return targetOf(market.target, market.digits, index.result) < half ? perWin : 0;
}

/** One concrete bet per market through settleIndexed, checked against the same count done by hand. */
function probeVn(index: ResultIndex, draw: number): void {
  const drawn = new Set(index.endings[2]);
  for (const market of marketsFor(index.region)) {
    const legs = Array.from({ length: market.numbersPerBet }, (_, i) =>
      String(((draw + i * 7) % 10 ** market.digits) % (10 ** market.digits / 2)).padStart(market.digits, "0"),
    );
    const settled = settleIndexed(index, market.code, legs);
    const numbers = legs.map(Number);
    let expected: number;
    if (market.payRule === "per_hit")
      expected = index.endings[market.digits].filter((ending) => ending === numbers[0]).length;
    else if (market.payRule === "once" && market.target !== "endings")
      expected = targetOf(market.target, market.digits, index.result) === numbers[0] ? 1 : 0;
    else if (market.payRule === "all_legs") expected = numbers.every((leg) => drawn.has(leg)) ? 1 : 0;
    else expected = numbers.some((leg) => drawn.has(leg)) ? 0 : 1;
    if (settled.multiplier !== expected)
      probeFailed(`${index.region} ${market.code} ${legs}`, expected, settled.multiplier);
  }
}

function runVn(region: Region, source: Uint32Source, rounds: number, tally: LotteryTally): void {
  const plans = planVn(region);
  const sums = new Float64Array(plans.length);
  const squares = new Float64Array(plans.length);
  const lowSeen = new Uint8Array(50);
  for (let draw = 0; draw < rounds; draw++) {
    // The draw as the lottery makes it, then the index settlement reads it through.
    const index = indexResult(region, drawLayoutFrom(region, source));
    lowSeen.fill(0);
    let lowDistinct = 0;
    for (const ending of index.endings[2])
      if (ending < 50 && lowSeen[ending] === 0) {
        lowSeen[ending] = 1;
        lowDistinct++;
      }
    for (let p = 0; p < plans.length; p++) {
      const r = vnReturn(plans[p] as VnPlan, index, lowDistinct);
      sums[p] = (sums[p] ?? 0) + r;
      squares[p] = (squares[p] ?? 0) + r * r;
    }
    if (draw % PROBE_EVERY === 0) {
      probeVn(index, draw);
      tally.probes += plans.length;
    }
  }
  plans.forEach((plan, p) => {
    tally.sums[plan.code] = sums[p] ?? 0;
    tally.squares[plan.code] = squares[p] ?? 0;
  });
}

function pickGroup(picks: number, group: number): number[] {
  return Array.from({ length: picks }, (_, i) => group * picks + i + 1);
}

function runKeno(source: Uint32Source, rounds: number, tally: LotteryTally): void {
  const drawn = new Uint8Array(81);
  for (let draw = 0; draw < rounds; draw++) {
    const balls = drawKenoFrom(source);
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

/** Draws only (the baseline): the same generator and layout functions, nothing settled. */
function runGenerate(format: LotteryFormat, source: Uint32Source, rounds: number, tally: LotteryTally): void {
  let sink = 0;
  for (let draw = 0; draw < rounds; draw++)
    sink +=
      format === "keno" ? (drawKenoFrom(source)[0] ?? 0) : (drawLayoutFrom(format, source).DB?.length ?? 0);
  tally.sums.sink = sink; // keeps the loop from being optimised away
}

/** The same layouts from the fair HMAC-SHA256 stream, timed only. */
function runFair(format: LotteryFormat, seed: string, rounds: number, tally: LotteryTally): void {
  const chainSeed = createHash("sha256").update(seed).digest("hex");
  let sink = 0;
  for (let draw = 0; draw < rounds; draw++)
    sink +=
      format === "keno"
        ? (drawKeno(chainSeed, "bench-keno", `${threadId}-${draw}`)[0] ?? 0)
        : (drawLayout(format, chainSeed, `bench-${format}`, `${threadId}-${draw}`).DB?.length ?? 0);
  tally.sums.sink = sink;
}

export function runLotteryJob(job: LotteryJob): LotteryTally {
  const tally: LotteryTally = { draws: job.rounds, sums: {}, squares: {}, probes: 0, ms: 0 };
  // Each format and thread draws its own stream: Central and South share a layout, never their draws.
  const source = new Sfc32(`${job.seed}:${job.format}`, threadId);
  const started = performance.now();
  if (job.mode === "fair") runFair(job.format, job.seed, job.rounds, tally);
  else if (job.mode === "generate") runGenerate(job.format, source, job.rounds, tally);
  else if (job.format === "keno") runKeno(source, job.rounds, tally);
  else runVn(job.format, source, job.rounds, tally);
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

/** One format's measured run and its baselines, wall-clock over every worker. */
export interface LotteryRun {
  tally: LotteryTally;
  wallMs: number;
  /** Draws per second with no settlement (the same generator and layout functions). */
  generateRate: number;
  /** Draws per second from the fair HMAC-SHA256 stream. */
  fairRate: number;
}

/** Report lines per market and the closing RESULT line; `within` says whether every market kept to the limit. */
export function lotteryReport(
  runs: ReadonlyMap<LotteryFormat, LotteryRun>,
  seed: string,
): { lines: string[]; within: boolean } {
  const lines: string[] = [`lottery seed=${seed} (LOTTERY_RTP_SEED replays the run)`];
  let maxGap = 0;
  let within = 0;
  let measuredMarkets = 0;
  let totalMs = 0;
  const counts = { lottery: 0, keno: 0 };
  const rates: string[] = [];
  for (const [format, { tally, wallMs, generateRate, fairRate }] of runs) {
    const rate = Math.round((tally.draws / wallMs) * 1000);
    totalMs += wallMs;
    rates.push(`${format}_draws_per_s=${rate}`, `${format}_baseline_draws_per_s=${Math.round(generateRate)}`);
    lines.push(
      `lottery ${format}: ${tally.draws} draws settled on every market in ${(wallMs / 1000).toFixed(1)} s ` +
        `(${rate}/s), ${tally.probes} probe bets agreed`,
      `  baseline (same run): drawing alone ${Math.round(generateRate)}/s, ratio settled/drawn=${(rate / generateRate).toFixed(3)}; ` +
        `the fair HMAC draws ${Math.round(fairRate)}/s (these draws would take ${(tally.draws / fairRate).toFixed(0)} s)`,
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
      `within_0_3=${within}/${measuredMarkets} lottery_s=${(totalMs / 1000).toFixed(1)} ${rates.join(" ")}`,
  );
  return { lines, within: within === measuredMarkets };
}
