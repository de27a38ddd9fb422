/**
 * `npm run bench:live` (issue #15), on PostgreSQL (DATABASE_URL): 2,000 simulated players on the
 * site's WebSocket across 10 live tables, each confirming a bet over HTTP in every round's betting
 * window while the real driver deals and settles the rounds through the vendor wallet. Prints the
 * bets accepted per second, the latency from each round's countdown end to every player's first
 * message carrying the result (p50/p99), and the baseline: the same number of sockets on a bare
 * WebSocket server timing plain broadcasts of a message of the same size. Ends with the ledger
 * proof and a `RESULT` line. Target: result p99 ≤ 250 ms on the 2-core machine.
 */
import { randomBytes } from "node:crypto";
import { Worker } from "node:worker_threads";
import { connectPostgres } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { and, eq, like } from "drizzle-orm";
import { WebSocketServer } from "ws";
import { reconcile } from "../apps/server/src/modules/wallet";
import type { ClientJob, ClientReport, LivePlayer } from "./live-clients";
import { percentile } from "./measure";
import { countStatements, createBenchBrand, startBenchServer } from "./server";

const url = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 2_000);
const TABLES = Number(process.env.BENCH_TABLES ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 90);
/** Each table keeps its own window (8–15 s) unless one is given for all. */
const BETTING_SECONDS = process.env.BENCH_BETTING_SECONDS
  ? Number(process.env.BENCH_BETTING_SECONDS)
  : undefined;
const BROADCASTS = 20;

/** The main spots each kind of table's players pick from. */
const MAIN_SPOTS: Record<string, string[]> = {
  baccarat: ["player", "banker", "tie", "player_pair"],
  dragon_tiger: ["dragon", "tiger", "tie"],
  sicbo: ["small", "big", "odd", "even", "total_10", "any_triple"],
  xocdia: ["even", "odd", "four_red", "three_white"],
};

function runClients(job: ClientJob, onReady?: (worker: Worker) => void): Promise<ClientReport> {
  return new Promise((resolve, reject) => {
    // Workers do not inherit tsx's loader: the worker registers it, then loads the clients' file.
    const clients = new URL("./live-clients.ts", import.meta.url).href;
    const bootstrap =
      `import(${JSON.stringify(import.meta.resolve("tsx/esm/api"))})` +
      `.then((api) => { api.register(); return import(${JSON.stringify(clients)}); })`;
    const worker = new Worker(bootstrap, { eval: true, workerData: job });
    worker.on("message", (message: { report?: ClientReport; error?: string; ready?: boolean }) => {
      if (message.ready) onReady?.(worker);
      else if (message.report) {
        resolve(message.report);
        void worker.terminate();
      } else if (message.error) reject(new Error(message.error));
    });
    worker.once("error", reject);
  });
}

/** The baseline: a bare WebSocket server broadcasting a result-sized message to the same number of sockets. */
async function bareBroadcasts(sockets: number, bytes: number): Promise<ClientReport> {
  const server = new WebSocketServer({ host: "127.0.0.1", port: 0 });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const padding = "x".repeat(Math.max(0, bytes - 40));
  return runClients({ mode: "bare", url: `ws://127.0.0.1:${port}`, sockets }, async (worker) => {
    for (let index = 0; index < BROADCASTS; index++) {
      const text = JSON.stringify({ type: "live", sentAt: Date.now(), padding });
      for (const client of server.clients) client.send(text);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    worker.postMessage("stop");
    server.close();
  });
}

const statements = countStatements();

async function main(): Promise<void> {
  const database = connectPostgres(url, { max: Number(process.env.BENCH_POOL ?? 20) });
  await database.migrate();
  const db = database.db;
  const { brand, merchant } = await createBenchBrand(database, "benchl", "Benchmark");

  // Ten tables: the six of the catalogue and copies of the first ones as extra tables.
  const houseTables = await db
    .select()
    .from(schema.games)
    .where(and(eq(schema.games.brandId, brand.id), like(schema.games.code, "live-%")));
  for (let index = 0; houseTables.length + index < TABLES; index++) {
    const source = houseTables[index % houseTables.length];
    if (!source) break;
    const { id: _id, createdAt: _created, updatedAt: _updated, ...copy } = source;
    const code = `${source.code}-b${index}`;
    const [game] = await db
      .insert(schema.games)
      .values({ ...copy, code, nodeId: code })
      .returning({ id: schema.games.id });
    const live = source.settings.live;
    if (!game || !live) throw new Error(`${source.code} is not a live table`);
    await db.insert(schema.liveTables).values({
      gameId: game.id,
      brandId: brand.id,
      kind: live.kind,
      variant: live.kind === "baccarat" ? (live.variant ?? "standard") : null,
      bettingSeconds: live.bettingSeconds,
      clientSeed: randomBytes(16).toString("hex"),
      updatedAt: new Date(),
    });
  }

  const members = await db
    .insert(schema.members)
    .values(
      Array.from({ length: PLAYERS }, (_, index) => ({
        brandId: brand.id,
        account: `live${index}`,
        accountKey: `live${index}`,
        passwordHash: "x",
      })),
    )
    .returning({ id: schema.members.id });

  const { app, platform, wallet, base, built } = await startBenchServer(database);
  const directory = await platform.brands.byMerchant(merchant);
  if (!directory) throw new Error("bench brand not visible");
  if (BETTING_SECONDS !== undefined)
    await db
      .update(schema.liveTables)
      .set({ bettingSeconds: BETTING_SECONDS })
      .where(eq(schema.liveTables.brandId, brand.id));
  const tables = await db
    .select({ code: schema.games.code, kind: schema.liveTables.kind })
    .from(schema.liveTables)
    .innerJoin(schema.games, eq(schema.games.id, schema.liveTables.gameId))
    .where(eq(schema.liveTables.brandId, brand.id));
  if (tables.length < TABLES) throw new Error(`only ${tables.length} tables`);

  const cashIn = await wallet.houseAccount(directory, "cash_in:bench");
  const players: LivePlayer[] = [];
  const started = performance.now();
  for (let start = 0; start < members.length; start += 25) {
    await Promise.all(
      members.slice(start, start + 25).map(async (member, offset) => {
        const index = start + offset;
        const table = tables[index % TABLES];
        if (!table) return;
        const main = await wallet.account(directory, member.id, "main");
        await wallet.post(
          {
            brandId: brand.id,
            kind: "deposit",
            idempotencyKey: `bench-live-${member.id}`,
            memberId: member.id,
            legs: [
              { accountId: main, amount: 10_000_000_000n, member: true },
              { accountId: cashIn, amount: -10_000_000_000n, member: false },
            ],
          },
          [member.id],
        );
        const token = await platform.sessions.issue(db, {
          brandId: brand.id,
          memberId: member.id,
          kind: "session",
          loginMethod: "password",
        });
        const launch = await fetch(`${base}/wps/game/launchGame`, {
          method: "POST",
          headers: { "content-type": "application/json", merchant, authorization: token },
          body: JSON.stringify({ gameId: table.code }),
        });
        const launched = (await launch.json()) as { value?: { game_url: string } };
        if (!launched.value) throw new Error(`launch refused: ${JSON.stringify(launched)}`);
        const launchToken = new URL(launched.value.game_url, base).searchParams.get("t");
        const opened = await fetch(`${base}/house/api/live/session`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ launchToken, merchant }),
        });
        const session = (await opened.json()) as {
          value?: { sessionToken: string; table: { spots: { spot: string; min: number }[] } };
        };
        if (!session.value) throw new Error(`live session refused: ${JSON.stringify(session)}`);
        const offered = new Set(session.value.table.spots.map((spot) => spot.spot));
        const minimum = Math.max(...session.value.table.spots.map((spot) => spot.min));
        players.push({
          table: table.code,
          sessionToken: session.value.sessionToken,
          spots: (MAIN_SPOTS[table.kind] ?? []).filter((spot) => offered.has(spot)),
          stake: minimum,
        });
      }),
    );
  }
  console.info(
    `bench:live — ${players.length} players at ${TABLES} tables (${BETTING_SECONDS === undefined ? "the tables' own" : `${BETTING_SECONDS} s`} betting windows), set up in ${((performance.now() - started) / 1000).toFixed(1)} s; playing ${SECONDS} s`,
  );

  built.startGameDrivers();
  const sentBefore = statements.sent();
  const playStarted = performance.now();
  const live = await runClients({ mode: "live", base, merchant, players, seconds: SECONDS });
  const statementsPerSecond = (statements.sent() - sentBefore) / ((performance.now() - playStarted) / 1000);

  const proof = await reconcile(db);
  const clean =
    proof.drifts.length === 0 && proof.unbalancedTransactions.length === 0 && proof.totalOfAllEntries === "0";
  await app.close();
  await database.close();

  const bare = await bareBroadcasts(players.length, 420);
  if (process.env.BENCH_ROUNDS === "1")
    for (const round of live.byRound)
      console.info(
        `round ${round.table} +${((round.closesAt - (live.byRound[0]?.closesAt ?? 0)) / 1000).toFixed(1)} s worst_ms=${round.worst} players=${round.players}`,
      );

  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  const liveLatency = sorted(live.latencies);
  const bareLatency = sorted(bare.latencies);
  const betsPerSecond = live.accepted / SECONDS;
  const fmt = (value: number) => value.toFixed(1);
  console.info(
    `bets      accepted=${live.accepted} per_s=${fmt(betsPerSecond)} refused=${live.refused} ${JSON.stringify(live.refusals)} failed=${live.failed}`,
  );
  console.info(
    `results   rounds=${live.rounds} messages_timed=${liveLatency.length} p50_ms=${fmt(percentile(liveLatency, 0.5))} p99_ms=${fmt(percentile(liveLatency, 0.99))} max_ms=${fmt(liveLatency.at(-1) ?? 0)} (countdown end → the player's first message with the result)`,
  );
  console.info(
    `baseline  broadcasts=${BROADCASTS} to ${bare.connected} sockets: p50_ms=${fmt(percentile(bareLatency, 0.5))} p99_ms=${fmt(percentile(bareLatency, 0.99))} (bare WebSocket server, same message size)`,
  );
  console.info(
    `database  statements_per_s=${fmt(statementsPerSecond)} per_accepted_bet=${fmt((statementsPerSecond * (SECONDS + 15)) / Math.max(1, live.accepted))} (every statement of the server: bets, driver, totals, settlement)`,
  );
  console.info(`ledger proof ${clean ? "clean" : `NOT clean: ${JSON.stringify(proof)}`}`);
  console.info(
    `RESULT live_bets_per_s=${fmt(betsPerSecond)} result_p99_ms=${fmt(percentile(liveLatency, 0.99))} result_p50_ms=${fmt(percentile(liveLatency, 0.5))} baseline_broadcast_p99_ms=${fmt(percentile(bareLatency, 0.99))} players=${players.length} tables=${TABLES} rounds=${live.rounds} refused=${live.refused} reconcile=${clean ? "clean" : "drift"}`,
  );
  if (!clean) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
