/**
 * The live-table half of `npm run bench:rtp` (issue #15): every bet spot of baccarat (standard and
 * no-commission), dragon tiger, sic bo and xóc đĩa, measured return against the exact one
 * (spotRtp: 8 decks enumerated without replacement, 216 throws, 16 shakes).
 *
 * Rounds: LIVE_RTP_ROUNDS (default 10^7, 0 skips) is the fewest rounds of each table. A table whose
 * noisiest spot (sic bo's triples at 180:1) needs more for 4 standard errors to fit
 * in the 0.3-point limit runs that many, scaled by the same factor LIVE_RTP_ROUNDS / 10^7.
 *
 * Fast, not fair: the card tables deal real 8-deck shoes (the engine's Fisher–Yates, shuffleInPlace,
 * over card indices; the turned card's burn and the cut card through shoeBounds and afterHand, the
 * shoe changed when afterHand says it ends) and the dice and discs are thrown by the engine's
 * rollSicboFrom / shakeXocdiaFrom, all drawing from a seeded sfc32 generator through the engine's
 * own rejection sampling (Uint32Stream) instead of the HMAC-SHA256 stream, which is about 20 times
 * slower here; the fair stream's uniformity is fair.test.ts's subject. LIVE_RTP_SEED replays a run.
 *
 * No allocation per card: a shoe is a Uint16Array of card indices with its values and ranks beside
 * it, a coup is played by playCoup (the engine's drawing rules) into one reused object, and each
 * round only counts its state (baccarat: totals and pairs; dragon tiger: the two ranks; sic bo: the
 * three dice; xóc đĩa: the four discs). A state's return per spot comes from the first round that
 * reaches it, settled the way the server settles: its real cards through dealBaccarat /
 * dealDragonTiger, resultOf and returnPerMille. Every 1024th round is settled so again and must give
 * the same state and returns, or the run fails.
 *
 * Baseline in the same run: the production path (shuffleShoe / rollSicbo / shakeXocdia on the
 * HMAC stream, the deal, resultOf and returnPerMille on every spot) on a slice of the rounds.
 */
import { randomBytes } from "node:crypto";
import { threadId } from "node:worker_threads";
import { type BaccaratVariant, LIVE_SPOTS, type LiveResult, type LiveTableKind } from "@lotus/contracts";
import { type CoupTotals, dealBaccarat, playCoup } from "../apps/server/src/house-games/live/engine/baccarat";
import {
  baccaratValue,
  type Card,
  cardRank,
  orderedShoe,
} from "../apps/server/src/house-games/live/engine/cards";
import {
  rollSicbo,
  rollSicboFrom,
  shakeXocdia,
  shakeXocdiaFrom,
} from "../apps/server/src/house-games/live/engine/dice";
import { dealDragonTiger } from "../apps/server/src/house-games/live/engine/dragon-tiger";
import { baccaratStateKey, SHOE_DECKS } from "../apps/server/src/house-games/live/engine/exact";
import {
  seedHash,
  shuffleInPlace,
  shuffleShoe,
  Uint32Stream,
} from "../apps/server/src/house-games/live/engine/fair";
import { defaultOdds, returnPerMille, spotMoments } from "../apps/server/src/house-games/live/engine/payouts";
import { resultOf } from "../apps/server/src/house-games/live/engine/results";
import {
  afterHand,
  layoutShoe,
  type ShoePosition,
  shoeBounds,
} from "../apps/server/src/house-games/live/engine/shoe";
import { GAP_LIMIT_POINTS, Sfc32 } from "./lottery-rtp";

export const LIVE_TABLES = ["baccarat", "baccarat_nc", "dragon_tiger", "sicbo", "xocdia"] as const;
export type LiveBenchTable = (typeof LIVE_TABLES)[number];

const termsOf = (table: LiveBenchTable): { kind: LiveTableKind; variant: BaccaratVariant | null } =>
  table === "baccarat" || table === "baccarat_nc"
    ? { kind: "baccarat", variant: table === "baccarat" ? "standard" : "no_commission" }
    : { kind: table, variant: null };

/** settle: the measured run; fair: the production path on the HMAC stream, timed (the baseline). */
export interface LiveJob {
  kind: "live";
  mode: "settle" | "fair";
  table: LiveBenchTable;
  rounds: number;
  seed: string;
}

export interface LiveTally {
  rounds: number;
  /** Rounds that ended in each state. */
  counts: Record<string, number>;
  /** Per state, every spot's return in per-mille (in LIVE_SPOTS order), from a real dealt round. */
  returns: Record<string, number[]>;
  probes: number;
  shoes: number;
  ms: number;
}

export const newLiveSeed = () => process.env.LIVE_RTP_SEED ?? randomBytes(16).toString("hex");

const BASE_ROUNDS = 10_000_000;
/** Standard errors of the noisiest spot that must fit in the 0.3-point limit. */
const SIGMAS = 4;

/** Rounds of the table for a run whose floor is `floor` (LIVE_RTP_ROUNDS). */
export function liveRoundsOf(table: LiveBenchTable, floor: number): number {
  const { kind, variant } = termsOf(table);
  const odds = defaultOdds(kind, variant);
  const sd = Math.max(
    ...LIVE_SPOTS[kind].map((spot) => spotMoments(kind, variant, spot, odds[spot] ?? 0).sd),
  );
  const needed = Math.ceil(((SIGMAS * sd * 100) / GAP_LIMIT_POINTS) ** 2);
  return Math.max(floor, Math.ceil((needed * floor) / BASE_ROUNDS));
}

/** The engine's rejection sampling over sfc32. */
class FastStream extends Uint32Stream {
  constructor(private readonly source: Sfc32) {
    super();
  }
  nextUint32(): number {
    return this.source.nextUint32();
  }
}

const SHOE: readonly Card[] = orderedShoe(SHOE_DECKS);
const SHOE_CARDS = SHOE.length;
const VALUE_OF = Uint8Array.from(SHOE, baccaratValue);
const RANK_OF = Uint8Array.from(SHOE, cardRank);
const PROBE_EVERY = 1024;

/** Records a state's returns from a real round, or checks them against the ones recorded. */
function settleState(
  job: LiveJob,
  tally: LiveTally,
  known: Uint8Array,
  key: number,
  result: LiveResult,
): void {
  const { kind, variant } = termsOf(job.table);
  const odds = defaultOdds(kind, variant);
  const returns = LIVE_SPOTS[kind].map((spot) =>
    returnPerMille(kind, variant, spot, odds[spot] ?? 0, result),
  );
  const recorded = tally.returns[key];
  if (!recorded) tally.returns[key] = returns;
  else if (recorded.join() !== returns.join())
    throw new Error(`${job.table} state ${key}: returns ${returns} differ from ${recorded}`);
  known[key] = 1;
  tally.probes++;
}

/** Deals whole shoes from index arrays until `rounds` hands are played; `hand` plays one from a cursor. */
function dealShoes(
  stream: FastStream,
  rounds: number,
  tally: LiveTally,
  hand: (values: Uint8Array, ranks: Uint8Array, order: Uint16Array, at: number, probe: boolean) => number,
): void {
  const order = new Uint16Array(SHOE_CARDS);
  const values = new Uint8Array(SHOE_CARDS);
  const ranks = new Uint8Array(SHOE_CARDS);
  let played = 0;
  while (played < rounds) {
    for (let i = 0; i < SHOE_CARDS; i++) order[i] = i;
    shuffleInPlace(order, stream);
    for (let i = 0; i < SHOE_CARDS; i++) {
      const id = order[i] ?? 0;
      values[i] = VALUE_OF[id] ?? 0;
      ranks[i] = RANK_OF[id] ?? 0;
    }
    const layout = shoeBounds(SHOE_CARDS, values[0] ?? 0);
    tally.shoes++;
    let position: ShoePosition = { cursor: layout.start, cutPassed: false };
    for (;;) {
      const used = hand(values, ranks, order, position.cursor, played % PROBE_EVERY === 0);
      played++;
      const next = afterHand(layout, position, used);
      if (next.shoeEnds || played >= rounds) break;
      position = next;
    }
  }
}

/** Rounds per state, and which states have their returns recorded. */
interface Sink {
  counts: Float64Array;
  known: Uint8Array;
}

const cardsAt = (order: Uint16Array, at: number, count: number): Card[] =>
  Array.from({ length: count }, (_, k) => SHOE[order[at + k] ?? 0] ?? "");

function runBaccarat(job: LiveJob, stream: FastStream, tally: LiveTally, { counts, known }: Sink): void {
  const coup: CoupTotals = { playerTotal: 0, bankerTotal: 0, playerThird: -1, cardsUsed: 0 };
  dealShoes(stream, job.rounds, tally, (values, ranks, order, at, probe) => {
    playCoup(values, at, coup);
    const key = baccaratStateKey(
      coup.playerTotal,
      coup.bankerTotal,
      ranks[at] === ranks[at + 2],
      ranks[at + 1] === ranks[at + 3],
    );
    counts[key] = (counts[key] ?? 0) + 1;
    if (probe || known[key] === 0) {
      const hand = dealBaccarat(cardsAt(order, at, 6), 0);
      const handKey = baccaratStateKey(hand.playerTotal, hand.bankerTotal, hand.playerPair, hand.bankerPair);
      if (handKey !== key || hand.cardsUsed !== coup.cardsUsed)
        throw new Error(`playCoup and dealBaccarat disagree at ${cardsAt(order, at, 6)}`);
      settleState(job, tally, known, key, resultOf({ kind: "baccarat", hand }));
    }
    return coup.cardsUsed;
  });
}

function runDragonTiger(job: LiveJob, stream: FastStream, tally: LiveTally, { counts, known }: Sink): void {
  dealShoes(stream, job.rounds, tally, (_values, ranks, order, at, probe) => {
    const key = ((ranks[at] ?? 1) - 1) * 13 + ((ranks[at + 1] ?? 1) - 1);
    counts[key] = (counts[key] ?? 0) + 1;
    if (probe || known[key] === 0) {
      const deal = dealDragonTiger(cardsAt(order, at, 2), 0);
      settleState(
        job,
        tally,
        known,
        key,
        resultOf({ kind: "dragon_tiger", dragon: deal.dragon, tiger: deal.tiger }),
      );
    }
    return 2;
  });
}

function runDice(job: LiveJob, stream: FastStream, tally: LiveTally, { counts, known }: Sink): void {
  for (let round = 0; round < job.rounds; round++) {
    const probe = round % PROBE_EVERY === 0;
    if (job.table === "sicbo") {
      const dice = rollSicboFrom(stream);
      const key = (dice[0] - 1) * 36 + (dice[1] - 1) * 6 + (dice[2] - 1);
      counts[key] = (counts[key] ?? 0) + 1;
      if (probe || known[key] === 0) settleState(job, tally, known, key, resultOf({ kind: "sicbo", dice }));
    } else {
      const discs = shakeXocdiaFrom(stream);
      let key = 0;
      for (let disc = 0; disc < 4; disc++) if (discs[disc] === "red") key |= 1 << disc;
      counts[key] = (counts[key] ?? 0) + 1;
      if (probe || known[key] === 0) settleState(job, tally, known, key, resultOf({ kind: "xocdia", discs }));
    }
  }
}

/** The production path: HMAC shoes and throws, the deal, the result and every spot's return. */
function runFair(job: LiveJob, tally: LiveTally): void {
  const { kind, variant } = termsOf(job.table);
  const odds = defaultOdds(kind, variant);
  const serverSeed = seedHash(job.seed);
  let sink = 0;
  const settleAll = (result: LiveResult) => {
    for (const spot of LIVE_SPOTS[kind]) sink += returnPerMille(kind, variant, spot, odds[spot] ?? 0, result);
  };
  let played = 0;
  for (let shoe = 0; played < job.rounds; shoe++) {
    const nonce = `${threadId}-${shoe}`;
    if (kind === "sicbo" || kind === "xocdia") {
      settleAll(
        kind === "sicbo"
          ? resultOf({ kind, dice: rollSicbo(serverSeed, "bench", nonce) })
          : resultOf({ kind, discs: shakeXocdia(serverSeed, "bench", nonce) }),
      );
      played++;
      continue;
    }
    const layout = layoutShoe(shuffleShoe(serverSeed, "bench", nonce));
    tally.shoes++;
    let position: ShoePosition = { cursor: layout.start, cutPassed: false };
    for (;;) {
      let used: number;
      if (kind === "baccarat") {
        const hand = dealBaccarat(layout.cards, position.cursor);
        settleAll(resultOf({ kind, hand }));
        used = hand.cardsUsed;
      } else {
        const deal = dealDragonTiger(layout.cards, position.cursor);
        settleAll(resultOf({ kind: "dragon_tiger", dragon: deal.dragon, tiger: deal.tiger }));
        used = deal.cardsUsed;
      }
      played++;
      const next = afterHand(layout, position, used);
      if (next.shoeEnds || played >= job.rounds) break;
      position = next;
    }
  }
  tally.counts.sink = sink; // keeps the work from being optimised away
}

export function runLiveJob(job: LiveJob): LiveTally {
  const tally: LiveTally = { rounds: job.rounds, counts: {}, returns: {}, probes: 0, shoes: 0, ms: 0 };
  const started = performance.now();
  if (job.mode === "fair") runFair(job, tally);
  else {
    const stream = new FastStream(new Sfc32(`${job.seed}:${job.table}`, threadId));
    const sink: Sink = { counts: new Float64Array(400), known: new Uint8Array(400) };
    if (job.table === "baccarat" || job.table === "baccarat_nc") runBaccarat(job, stream, tally, sink);
    else if (job.table === "dragon_tiger") runDragonTiger(job, stream, tally, sink);
    else runDice(job, stream, tally, sink);
    sink.counts.forEach((count, key) => {
      if (count > 0) tally.counts[key] = count;
    });
  }
  tally.ms = performance.now() - started;
  return tally;
}

export function addLiveTallies(sum: LiveTally, part: LiveTally): LiveTally {
  const counts = { ...sum.counts };
  for (const [key, count] of Object.entries(part.counts)) counts[key] = (counts[key] ?? 0) + count;
  const returns = { ...sum.returns };
  for (const [key, values] of Object.entries(part.returns)) {
    const known = returns[key];
    if (known && known.join() !== values.join()) throw new Error(`workers disagree on state ${key}`);
    returns[key] = values;
  }
  return {
    rounds: sum.rounds + part.rounds,
    counts,
    returns,
    probes: sum.probes + part.probes,
    shoes: sum.shoes + part.shoes,
    ms: Math.max(sum.ms, part.ms),
  };
}

export interface LiveRun {
  tally: LiveTally;
  wallMs: number;
  /** Rounds per second of the production path (HMAC stream, strings, every spot settled). */
  fairRate: number;
}

/** Report lines per spot and the closing RESULT keys; `within` says whether every spot kept to the limit. */
export function liveReport(
  runs: ReadonlyMap<LiveBenchTable, LiveRun>,
  seed: string,
): { lines: string[]; keys: string; within: boolean } {
  const lines: string[] = [`live seed=${seed} (LIVE_RTP_SEED replays the run)`];
  let spots = 0;
  let within = 0;
  let maxGap = 0;
  let totalMs = 0;
  const rates: string[] = [];
  for (const [table, { tally, wallMs, fairRate }] of runs) {
    const { kind, variant } = termsOf(table);
    const odds = defaultOdds(kind, variant);
    const rate = (tally.rounds / wallMs) * 1000;
    totalMs += wallMs;
    rates.push(`live_${table}_rounds_per_s=${Math.round(rate)}`);
    lines.push(
      `live ${table}: ${tally.rounds} rounds${tally.shoes > 0 ? ` from ${tally.shoes} shoes` : ""} in ` +
        `${(wallMs / 1000).toFixed(1)} s (${Math.round(rate)}/s), ${tally.probes} rounds settled in full agreed`,
      `  baseline (same run): the fair production path ${Math.round(fairRate)} rounds/s, ratio simulated/fair=${(rate / fairRate).toFixed(1)}`,
      `  ${"spot".padEnd(12)} ${"odds".padStart(6)} ${"measured %".padStart(11)} ${"exact %".padStart(9)} ${"gap".padStart(7)}  99% ±`,
    );
    LIVE_SPOTS[kind].forEach((spot, index) => {
      let sum = 0;
      let squares = 0;
      for (const [key, count] of Object.entries(tally.counts)) {
        const r = (tally.returns[key]?.[index] ?? Number.NaN) / 1000;
        sum += count * r;
        squares += count * r * r;
      }
      const mean = sum / tally.rounds;
      const sd = Math.sqrt(Math.max(0, squares / tally.rounds - mean * mean));
      const halfWidth = ((2.5758 * sd) / Math.sqrt(tally.rounds)) * 100;
      const exact = spotMoments(kind, variant, spot, odds[spot] ?? 0).mean * 100;
      const gap = mean * 100 - exact;
      const ok = Math.abs(gap) <= GAP_LIMIT_POINTS;
      spots++;
      within += ok ? 1 : 0;
      maxGap = Math.max(maxGap, Number.isNaN(gap) ? Number.POSITIVE_INFINITY : Math.abs(gap));
      lines.push(
        `  ${spot.padEnd(12)} ${String(odds[spot]).padStart(6)} ${(mean * 100).toFixed(3).padStart(11)} ` +
          `${exact.toFixed(3).padStart(9)} ${`${gap >= 0 ? "+" : ""}${gap.toFixed(3)}`.padStart(7)}  ${halfWidth.toFixed(3)} ` +
          (ok ? "ok" : "OUTSIDE 0.3"),
      );
    });
  }
  const keys =
    `live_spots=${spots} live_max_gap_points=${maxGap.toFixed(3)} live_within_0_3=${within}/${spots} ` +
    `live_s=${(totalMs / 1000).toFixed(1)} ${rates.join(" ")}`;
  return { lines, keys, within: within === spots };
}
