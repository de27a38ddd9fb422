/**
 * `npm run bench:games` (DESIGN §8), on PostgreSQL (DATABASE_URL):
 * 1. house-slot spins per second through the whole seamless path over HTTP (spin → vendor wallet
 *    betSettle → ledger) at 16 and at 64 concurrent players, p50/p99, with the statements each spin
 *    sends to PostgreSQL (and the transactions PostgreSQL counted), against the wallet's raw-SQL
 *    baseline (one bare balance UPDATE per operation) at the same concurrency in the same run;
 * 2. lanes and hot-games requests per second (autocannon) against a bare Fastify route in the same run.
 */
import { randomUUID } from "node:crypto";
import { connectPostgres } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import autocannon from "autocannon";
import Fastify from "fastify";
import pg from "pg";
import { reconcile } from "../apps/server/src/modules/wallet";
import { runFor } from "./measure";
import { committedTransactions, countStatements, createBenchBrand, startBenchServer } from "./server";
import { spinLoad } from "./spin-load";

const url = process.env.DATABASE_URL;
if (!url) {
  console.error(
    "bench:games needs DATABASE_URL (PostgreSQL), e.g. postgres://postgres@127.0.0.1:5432/postgres",
  );
  process.exit(2);
}
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
/** The second spin phase: many more players at once (the p99 target holds at both). */
const HIGH_CONCURRENCY = Number(process.env.BENCH_HIGH_CONCURRENCY ?? 64);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 128);
const statements = countStatements();
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

async function cannon(target: string, headers: Record<string, string>) {
  const result = await autocannon({ url: target, connections: CONCURRENCY, duration: SECONDS, headers });
  return {
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors,
  };
}

async function main(): Promise<void> {
  const database = connectPostgres(url ?? "", { max: Number(process.env.BENCH_POOL ?? 20) });
  await database.migrate();
  const db = database.db;
  const { brand, merchant } = await createBenchBrand(database, "benchg", "Benchmark");
  const members = await db
    .insert(schema.members)
    .values(
      Array.from({ length: MEMBERS }, (_, index) => ({
        brandId: brand.id,
        account: `bench${index}`,
        accountKey: `bench${index}`,
        passwordHash: "x",
      })),
    )
    .returning({ id: schema.members.id });

  const { app, platform, wallet, base } = await startBenchServer(database);
  const directory = await platform.brands.byMerchant(merchant);
  if (!directory) throw new Error("bench brand not visible");

  // Money for every member, then a launch and a house session each, as a member's browser would.
  const cashIn = await wallet.houseAccount(directory, "cash_in:bench");
  for (const member of members) {
    const main = await wallet.account(directory, member.id, "main");
    await wallet.post(
      {
        brandId: brand.id,
        kind: "deposit",
        idempotencyKey: `bench-${member.id}`,
        memberId: member.id,
        legs: [
          { accountId: main, amount: 10_000_000_000n, member: true },
          { accountId: cashIn, amount: -10_000_000_000n, member: false },
        ],
      },
      [member.id],
    );
  }
  const sessions: string[] = [];
  for (const member of members) {
    const token = await platform.sessions.issue(db, {
      brandId: brand.id,
      memberId: member.id,
      kind: "session",
      loginMethod: "password",
    });
    const launch = await fetch(`${base}/wps/game/launchGame`, {
      method: "POST",
      headers: { "content-type": "application/json", merchant, authorization: token },
      body: JSON.stringify({ gameId: "lotus-fortune" }),
    });
    const gameUrl = ((await launch.json()) as { value: { game_url: string } }).value.game_url;
    const launchToken = new URL(gameUrl, base).searchParams.get("t");
    const opened = await fetch(`${base}/house/api/session`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ launchToken, merchant }),
    });
    const openedBody = (await opened.json()) as { value?: { sessionToken: string } };
    if (!openedBody.value) throw new Error(`house session refused: ${JSON.stringify(openedBody)}`);
    sessions.push(openedBody.value.sessionToken);
  }

  console.info(
    `bench:games — ${CONCURRENCY} concurrent players of ${MEMBERS}, ${SECONDS} s per phase, PostgreSQL`,
  );
  const runId = randomUUID().slice(0, 8);
  const statsPool = new pg.Pool({ connectionString: url, max: 1 });
  async function spinPhase(players: number) {
    const sentBefore = statements.sent();
    const cpuBefore = process.cpuUsage();
    const commitsBefore = await committedTransactions(statsPool);
    const measured = await spinLoad({ base, sessions, players, seconds: SECONDS, runId });
    const spinsDone = measured.perSecond * SECONDS;
    const cpu = process.cpuUsage(cpuBefore);
    // The server's and the load generator's CPU time together (both run in this process).
    const cpuMsPerSpin = (cpu.user + cpu.system) / 1000 / spinsDone;
    const perSpin = (statements.sent() - sentBefore) / spinsDone;
    const commitsPerSpin = ((await committedTransactions(statsPool)) - commitsBefore) / spinsDone;
    return { ...measured, perSpin, commitsPerSpin, cpuMsPerSpin };
  }
  const spins = await spinPhase(CONCURRENCY);
  const spinsHigh = await spinPhase(HIGH_CONCURRENCY);
  await statsPool.end();

  // Baseline: the members' balance rows copied to a scratch table, one bare UPDATE per operation.
  const pool = new pg.Pool({ connectionString: url, max: CONCURRENCY + 2 });
  await pool.query("drop table if exists bench_games_baseline");
  await pool.query("create table bench_games_baseline (id bigint primary key, balance bigint not null)");
  await pool.query(
    "insert into bench_games_baseline select id, balance from ledger_accounts where brand_id = $1 and owner_type = 'member'",
    [brand.id],
  );
  const ids = (await pool.query<{ id: string }>("select id::text from bench_games_baseline")).rows.map(
    (row) => row.id,
  );
  const baseline = await runFor(CONCURRENCY, SECONDS, async (worker, op) => {
    await pool.query(
      "update bench_games_baseline set balance = balance - $1 where id = $2 and balance >= $1",
      [1000, ids[(worker + op * CONCURRENCY) % ids.length]],
    );
  });
  await pool.query("drop table bench_games_baseline");
  await pool.end();

  // Catalogue reads against a bare route served by a Fastify instance of its own.
  const headers = { merchant };
  const lanes = await cannon(`${base}/wps/relay/GCSGAME_gameVendor`, headers);
  const hot = await cannon(`${base}/wps/relay/GCSGAME_hotGamesV2?language=EN`, headers);
  const bare = Fastify();
  bare.get("/bare", async () => ({ success: true, value: { ok: 1 } }));
  const bareBase = await bare.listen({ host: "127.0.0.1", port: 0 });
  const bareRoute = await cannon(`${bareBase}/bare`, {});
  await bare.close();

  const proof = await reconcile(db);
  const clean =
    proof.drifts.length === 0 && proof.unbalancedTransactions.length === 0 && proof.totalOfAllEntries === "0";
  await app.close();
  await database.close();

  const fmt = (value: number) => value.toFixed(2);
  const spinRatio = spins.perSecond / baseline.perSecond;
  for (const [players, phase] of [
    [CONCURRENCY, spins],
    [HIGH_CONCURRENCY, spinsHigh],
  ] as const)
    console.info(
      `spins x${players}  per_s=${fmt(phase.perSecond)} p50_ms=${fmt(phase.p50)} p99_ms=${fmt(phase.p99)} failures=${phase.failures} statements_per_spin=${fmt(phase.perSpin)} db_commits_per_spin=${fmt(phase.commitsPerSpin)} node_cpu_ms_per_spin=${fmt(phase.cpuMsPerSpin)}`,
    );
  console.info(
    `baseline  per_s=${fmt(baseline.perSecond)} p50_ms=${fmt(baseline.p50)} p99_ms=${fmt(baseline.p99)} (one bare UPDATE)`,
  );
  console.info(
    `lanes     req_s=${fmt(lanes.perSecond)} p50_ms=${lanes.p50} p99_ms=${lanes.p99} errors=${lanes.errors}`,
  );
  console.info(
    `hot games req_s=${fmt(hot.perSecond)} p50_ms=${hot.p50} p99_ms=${hot.p99} errors=${hot.errors}`,
  );
  console.info(`bare      req_s=${fmt(bareRoute.perSecond)} p50_ms=${bareRoute.p50} p99_ms=${bareRoute.p99}`);
  console.info(`reconcile=${clean ? "clean" : "DRIFT"}`);
  console.info(
    `RESULT spins_per_s=${Math.round(spins.perSecond)} p50_ms=${fmt(spins.p50)} p99_ms=${fmt(spins.p99)} spins_p99_ms=${fmt(Math.max(spins.p99, spinsHigh.p99))} spins_high_per_s=${Math.round(spinsHigh.perSecond)} spins_high_p99_ms=${fmt(spinsHigh.p99)} statements_per_spin=${fmt(Math.max(spins.perSpin, spinsHigh.perSpin))} baseline_ops_per_s=${Math.round(baseline.perSecond)} ratio=${fmt(spinRatio)} lanes_req_s=${Math.round(lanes.perSecond)} hot_req_s=${Math.round(hot.perSecond)} bare_req_s=${Math.round(bareRoute.perSecond)} catalogue_ratio=${fmt(Math.min(lanes.perSecond, hot.perSecond) / bareRoute.perSecond)}`,
  );
  if (!clean || spins.failures > 0 || spinsHigh.failures > 0) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
