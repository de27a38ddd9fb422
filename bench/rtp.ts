/**
 * `npm run bench:rtp` (DESIGN §8): plays RTP_SPINS rounds (default 10^7) of the default variant of
 * every house slot through the real engine and the real provably fair RNG, split over worker
 * threads (one per core; each with its own random server seed, nonces 0, 1, 2, …), and compares the
 * measured RTP (Σ round multipliers / rounds) with the declared one. Baseline in the same run,
 * interleaved with the engine in chunks: the raw RNG alone, fairFloats(…, 5) per nonce (the 5 stops
 * of a base spin), so the engine's overhead shows as the ratio of the two rates. The exact figures
 * the measurement should match come from bench/slot-rtp-exact.ts. The last lines are one
 * `RESULT slot=…` per slot (RTP_SPINS=0 skips the slots).
 *
 * Then the lotteries (bench/lottery-rtp.ts): LOTTERY_RTP_ROUNDS draws (default 10^7, 0 skips them) of
 * each of North, Central, South and Keno through the real draw and settlement functions over a fast
 * seeded generator, every market's measured RTP against its exact one, each format beside its
 * baselines (drawing alone, and the fair HMAC draws' rate), ending with one `RESULT lottery_markets=…`
 * line. The run exits with 1 when a market's measured RTP is more than 0.3 points from its exact one.
 *
 * Then the live tables (bench/live-rtp.ts): at least LIVE_RTP_ROUNDS rounds (default 10^7, 0 skips
 * them) of baccarat (standard and no-commission), dragon tiger, sic bo and xóc đĩa, every spot's
 * measured return against its exact one (spotRtp); their keys (live_spots=… live_within_0_3=…) close
 * the last RESULT line, and the run exits with 1 when a spot is more than 0.3 points off.
 * RTP_SPINS=0 LOTTERY_RTP_ROUNDS=0 runs the live tables alone.
 */
import { availableParallelism } from "node:os";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { verifySpin } from "../apps/server/src/house-games/slots/engine";
import { fairFloats, newServerSeed } from "../apps/server/src/house-games/slots/fair-rng";
import { SLOTS, type SlotId } from "../apps/server/src/house-games/slots/paytables";
import {
  addLiveTallies,
  LIVE_TABLES,
  type LiveBenchTable,
  type LiveJob,
  type LiveRun,
  liveReport,
  liveRoundsOf,
  newLiveSeed,
  runLiveJob,
} from "./live-rtp";
import {
  addLotteryTallies,
  LOTTERY_FORMATS,
  type LotteryFormat,
  type LotteryJob,
  type LotteryRun,
  type LotteryTally,
  lotteryReport,
  newLotterySeed,
  runLotteryJob,
} from "./lottery-rtp";

interface Job {
  kind: "slot" | "rng";
  slotId: SlotId;
  variant: string;
  rounds: number;
}

interface Tally {
  rounds: number;
  /** Σ round pay in line-bet multiples (integers, exact in a double up to 2^53). */
  pay: number;
  /** Σ (round multiplier of the total bet)², for the measured standard deviation. */
  squares: number;
  hits: number;
  triggers: number;
  freeSpins: number;
  ms: number;
}

const CLIENT_SEED = "bench-rtp";

function runJob(job: Job): Tally {
  const serverSeed = newServerSeed();
  const tally: Tally = { rounds: job.rounds, pay: 0, squares: 0, hits: 0, triggers: 0, freeSpins: 0, ms: 0 };
  const started = performance.now();
  if (job.kind === "rng") {
    let sink = 0;
    for (let nonce = 0; nonce < job.rounds; nonce++)
      sink += fairFloats(serverSeed, CLIENT_SEED, nonce, 5)[0] ?? 0;
    tally.pay = sink; // keeps the loop from being optimised away
  } else {
    const lines = SLOTS[job.slotId].paylines.length;
    for (let nonce = 0; nonce < job.rounds; nonce++) {
      const outcome = verifySpin(job.slotId, job.variant, serverSeed, CLIENT_SEED, nonce, 100n);
      const multiplier = outcome.totalMultiplier;
      if (multiplier > 0) {
        tally.pay += Math.round(multiplier * lines);
        tally.squares += multiplier * multiplier;
        tally.hits++;
      }
      if (outcome.freeSpins.length > 0) {
        tally.triggers++;
        tally.freeSpins += outcome.freeSpins.length;
      }
    }
  }
  tally.ms = performance.now() - started;
  return tally;
}

if (!isMainThread) {
  if (workerData !== "bench-rtp") throw new Error("unexpected worker");
  parentPort?.on("message", (job: Job | LotteryJob | LiveJob) =>
    parentPort?.postMessage(
      job.kind === "lottery" ? runLotteryJob(job) : job.kind === "live" ? runLiveJob(job) : runJob(job),
    ),
  );
  parentPort?.postMessage("ready");
} else {
  await main();
}

/** Runs `rounds` split over the workers; wall-clock rate over all of them. */
function parallel(workers: Worker[], job: Job): Promise<{ tally: Tally; wallMs: number }> {
  return parallelRun(workers, job, addTallies);
}

async function parallelRun<J extends { rounds: number }, T>(
  workers: Worker[],
  job: J,
  add: (sum: T, part: T) => T,
): Promise<{ tally: T; wallMs: number }> {
  const started = performance.now();
  const share = Math.floor(job.rounds / workers.length);
  const parts = await Promise.all(
    workers.map(
      (worker, index) =>
        // Wrapped so that Promise.all yields T itself rather than Awaited<T>.
        new Promise<{ tally: T }>((resolve, reject) => {
          const onError = (error: Error) => reject(error);
          worker.once("error", onError);
          worker.once("message", (tally: T) => {
            worker.off("error", onError);
            resolve({ tally });
          });
          const rounds = index === 0 ? job.rounds - share * (workers.length - 1) : share;
          worker.postMessage({ ...job, rounds });
        }),
    ),
  );
  const wallMs = performance.now() - started;
  return { tally: parts.map((part) => part.tally).reduce(add), wallMs };
}

function addTallies(sum: Tally, part: Tally): Tally {
  return {
    rounds: sum.rounds + part.rounds,
    pay: sum.pay + part.pay,
    squares: sum.squares + part.squares,
    hits: sum.hits + part.hits,
    triggers: sum.triggers + part.triggers,
    freeSpins: sum.freeSpins + part.freeSpins,
    ms: Math.max(sum.ms, part.ms),
  };
}

async function main(): Promise<void> {
  const rounds = Number(process.env.RTP_SPINS ?? 10_000_000);
  if (!Number.isSafeInteger(rounds) || (rounds !== 0 && rounds < 1000)) {
    console.error("RTP_SPINS must be 0 (skip) or a whole number >= 1000");
    process.exit(2);
  }
  const lotteryRounds = Number(process.env.LOTTERY_RTP_ROUNDS ?? 10_000_000);
  if (!Number.isSafeInteger(lotteryRounds) || (lotteryRounds !== 0 && lotteryRounds < 1000)) {
    console.error("LOTTERY_RTP_ROUNDS must be 0 (skip) or a whole number >= 1000");
    process.exit(2);
  }
  const liveRounds = Number(process.env.LIVE_RTP_ROUNDS ?? 10_000_000);
  if (!Number.isSafeInteger(liveRounds) || (liveRounds !== 0 && liveRounds < 1000)) {
    console.error("LIVE_RTP_ROUNDS must be 0 (skip) or a whole number >= 1000");
    process.exit(2);
  }
  const threads = Math.max(1, availableParallelism());
  // Workers do not inherit tsx's loader: each registers it, then loads this file.
  const bootstrap =
    `import(${JSON.stringify(import.meta.resolve("tsx/esm/api"))})` +
    `.then((api) => { api.register(); return import(${JSON.stringify(import.meta.url)}); })`;
  const workers = Array.from(
    { length: threads },
    () => new Worker(bootstrap, { eval: true, workerData: "bench-rtp" }),
  );
  await Promise.all(
    workers.map(
      (worker) => new Promise((resolve, reject) => worker.once("message", resolve).once("error", reject)),
    ),
  );
  const slots = rounds > 0 ? Object.values(SLOTS) : [];
  // Untimed warm-up so that neither measurement pays for compilation and JIT.
  if (rounds > 0)
    await parallel(workers, { kind: "rng", slotId: "lotus-fortune", variant: "", rounds: 20_000 });
  for (const def of slots) {
    await parallel(workers, { kind: "slot", slotId: def.id, variant: def.defaultVariant, rounds: 20_000 });
  }
  const fmt = (value: number, digits = 2) => value.toFixed(digits);
  const results: string[] = [];
  let lotteryResult: string | undefined;
  let liveKeys: string | undefined;
  try {
    // The machine may be shared: engine and baseline run in alternating chunks so that a change of
    // load affects both alike and their ratio stays meaningful.
    const chunks = Math.max(1, Math.min(20, Math.floor(rounds / 100_000)));
    let rngCalls = 0;
    let rngMs = 0;
    for (const def of slots) {
      const variant = def.variants[def.defaultVariant];
      if (!variant) throw new Error(`${def.id}: no default variant`);
      let tally: Tally | undefined;
      let wallMs = 0;
      let slotRngCalls = 0;
      let slotRngMs = 0;
      for (let chunk = 0; chunk < chunks; chunk++) {
        const chunkRounds = Math.floor(rounds / chunks) + (chunk === 0 ? rounds % chunks : 0);
        const part = await parallel(workers, {
          kind: "slot",
          slotId: def.id,
          variant: variant.id,
          rounds: chunkRounds,
        });
        wallMs += part.wallMs;
        tally = tally ? addTallies(tally, part.tally) : part.tally;
        const rngRounds = Math.ceil(chunkRounds / 10);
        const rng = await parallel(workers, { kind: "rng", slotId: def.id, variant: "", rounds: rngRounds });
        slotRngCalls += rngRounds;
        slotRngMs += rng.wallMs;
      }
      if (!tally) throw new Error("no rounds played");
      rngCalls += slotRngCalls;
      rngMs += slotRngMs;
      const rngCallsPerSecond = (slotRngCalls / slotRngMs) * 1000;
      const lines = def.paylines.length;
      const mean = tally.pay / lines / tally.rounds;
      const measured = mean * 100;
      const sd = Math.sqrt(Math.max(0, tally.squares / tally.rounds - mean * mean));
      const halfWidth = ((2.5758 * sd) / Math.sqrt(tally.rounds)) * 100;
      const hitFrequency = (tally.hits / tally.rounds) * 100;
      const spinsPerSecond = (tally.rounds / wallMs) * 1000;
      const report = [
        `${def.id}/${variant.id}: ${tally.rounds} rounds in ${fmt(wallMs / 1000, 1)} s`,
        `  rtp declared=${fmt(variant.rtp)}% measured=${fmt(measured, 4)}% difference=${fmt(measured - variant.rtp, 4)} points ` +
          `(99% half-width from the measured sd ${fmt(sd, 3)}: ±${fmt(halfWidth, 3)})`,
        `  hit frequency=${fmt(hitFrequency)}%` +
          (def.scatter
            ? ` free-spin trigger=${fmt((tally.triggers / tally.rounds) * 100, 4)}% (1 in ${fmt(tally.rounds / Math.max(1, tally.triggers), 1)}), ` +
              `mean free spins=${fmt(tally.freeSpins / Math.max(1, tally.triggers), 3)}`
            : ""),
        `  ${Math.round(spinsPerSecond)} spins/s; baseline (interleaved) fairFloats(…, 5) ${Math.round(rngCallsPerSecond)} calls/s = ` +
          `${Math.round(rngCallsPerSecond * 5)} floats/s; ratio spins/calls=${fmt(spinsPerSecond / rngCallsPerSecond, 3)}`,
      ];
      console.info(report.join("\n"));
      results.push(
        `RESULT slot=${def.id} rtp_declared=${fmt(variant.rtp)} rtp_measured=${fmt(measured)} ` +
          `hit_freq=${fmt(hitFrequency)} spins_per_s=${Math.round(spinsPerSecond)}`,
      );
    }
    if (rngCalls > 0)
      console.info(
        `baseline overall: fairFloats(…, 5) ${Math.round((rngCalls / rngMs) * 1000)} calls/s = ` +
          `${Math.round((rngCalls / rngMs) * 5000)} floats/s (${threads} worker threads, ${rngCalls} calls)`,
      );
    if (lotteryRounds > 0) {
      const seed = newLotterySeed();
      const runs = new Map<LotteryFormat, LotteryRun>();
      // Baselines are timed on a slice of the draws: drawing alone, and the slow fair stream.
      const baselineRounds = Math.max(1000, Math.min(200_000, Math.floor(lotteryRounds / 50)));
      const fairRounds = Math.max(1000, Math.floor(baselineRounds / 10));
      const rate = (part: { tally: LotteryTally; wallMs: number }) => (part.tally.draws / part.wallMs) * 1000;
      for (const format of LOTTERY_FORMATS) {
        const job: LotteryJob = { kind: "lottery", mode: "settle", format, rounds: lotteryRounds, seed };
        await parallelRun(workers, { ...job, rounds: 2_000, seed: `${seed}-warm-up` }, addLotteryTallies);
        const generated = await parallelRun(
          workers,
          { ...job, mode: "generate", rounds: baselineRounds, seed: `${seed}-baseline` },
          addLotteryTallies,
        );
        const fair = await parallelRun(
          workers,
          { ...job, mode: "fair", rounds: fairRounds, seed: `${seed}-fair` },
          addLotteryTallies,
        );
        const settled = await parallelRun(workers, job, addLotteryTallies);
        runs.set(format, { ...settled, generateRate: rate(generated), fairRate: rate(fair) });
      }
      const report = lotteryReport(runs, seed);
      const closing = report.lines.pop();
      console.info(report.lines.join("\n"));
      if (closing) lotteryResult = closing;
      if (!report.within) process.exitCode = 1;
    }
    if (liveRounds > 0) {
      const seed = newLiveSeed();
      const runs = new Map<LiveBenchTable, LiveRun>();
      for (const table of LIVE_TABLES) {
        const job: LiveJob = {
          kind: "live",
          mode: "settle",
          table,
          rounds: liveRoundsOf(table, liveRounds),
          seed,
        };
        const warmUp: LiveJob = { ...job, rounds: 20_000, seed: `${seed}-warm-up` };
        await parallelRun(workers, warmUp, addLiveTallies);
        await parallelRun(workers, { ...warmUp, mode: "fair", rounds: 400 }, addLiveTallies);
        // The production path is slow: timed on a slice of the rounds.
        const fairRounds = Math.max(2_000, Math.min(100_000, Math.floor(job.rounds / 500)));
        const fair = await parallelRun(workers, { ...job, mode: "fair", rounds: fairRounds }, addLiveTallies);
        const settled = await parallelRun(workers, job, addLiveTallies);
        runs.set(table, { ...settled, fairRate: (fairRounds / fair.wallMs) * 1000 });
      }
      const report = liveReport(runs, seed);
      console.info(report.lines.join("\n"));
      liveKeys = report.keys;
      if (!report.within) process.exitCode = 1;
    }
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  for (const line of results) console.info(line);
  // The live keys close the last RESULT line (the lottery's, or one of their own).
  if (lotteryResult) console.info(liveKeys ? `${lotteryResult} ${liveKeys}` : lotteryResult);
  else if (liveKeys) console.info(`RESULT ${liveKeys}`);
}
