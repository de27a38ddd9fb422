/**
 * `npm run bench:scale` — the scale-out proof, on PostgreSQL (DATABASE_URL) and Redis (REDIS_URL):
 * the house slots run in their own `ROLE=games` process and reach the wallet through the signed
 * vendor API of `ROLE=api` processes, all on one database and one Redis, as a split deployment runs.
 * Spins per second are measured with one API process, then with two (the games process spreads its
 * wallet calls over them), and the ledger proof must be clean at the end.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { createServer } from "node:net";
import { connectPostgres } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import pino from "pino";
import { buildApp } from "../apps/server/src/app";
import { loadEnv } from "../apps/server/src/env";
import { reconcile } from "../apps/server/src/modules/wallet";
import { openGeoLookup } from "../apps/server/src/platform/geo";
import { MemoryRateLimiter } from "../apps/server/src/platform/rate-limit";
import { createBenchBrand } from "./server";
import { spinLoad } from "./spin-load";

const url = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
if (!url || !redisUrl) {
  console.error(
    "bench:scale needs DATABASE_URL and REDIS_URL, e.g. postgres://postgres@127.0.0.1:5432/postgres and redis://127.0.0.1:6379",
  );
  process.exit(2);
}
const PLAYERS = Number(process.env.BENCH_CONCURRENCY ?? 32);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 128);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const masterKey = randomBytes(32);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

/** Starts one server process of the given role and waits until it answers its health check. */
async function startNode(role: "api" | "games", extra: Record<string, string> = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    env: {
      ...process.env,
      ROLE: role,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: url,
      REDIS_URL: redisUrl,
      MASTER_KEY: masterKey.toString("base64"),
      NODE_ENV: "production",
      LOG_LEVEL: "silent",
      DEV_TOOLS: "off",
      DATA_DIR: `/tmp/lotus-scale-${port}`,
      ...extra,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${role} process exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { child, base };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${role} process did not start`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

async function main(): Promise<void> {
  const database = connectPostgres(url ?? "", { max: 4 });
  await database.migrate();
  const db = database.db;
  const { brand, merchant } = await createBenchBrand(database, "scale", "Scale-out benchmark");
  const members = await db
    .insert(schema.members)
    .values(
      Array.from({ length: MEMBERS }, (_, index) => ({
        brandId: brand.id,
        account: `scale${index}`,
        accountKey: `scale${index}`,
        passwordHash: "x",
      })),
    )
    .returning({ id: schema.members.id });

  // Money and site sessions are set up in this process with the same master key, not served.
  const {
    app: setup,
    platform,
    wallet,
  } = await buildApp(
    {
      env: loadEnv({
        NODE_ENV: "production",
        LOG_LEVEL: "silent",
        DATA_DIR: "/tmp/lotus-scale",
        DEV_TOOLS: "off",
      }),
      database,
      limiter: new MemoryRateLimiter(),
      geo: openGeoLookup(),
      logger: pino({ level: "silent" }),
      masterKey,
    },
    { webDist: false, backofficeDist: false },
  );
  const directory = await platform.brands.byMerchant(merchant);
  if (!directory) throw new Error("bench brand not visible");
  const cashIn = await wallet.houseAccount(directory, "cash_in:bench");
  const siteTokens: string[] = [];
  for (const member of members) {
    const main = await wallet.account(directory, member.id, "main");
    await wallet.post(
      {
        brandId: brand.id,
        kind: "deposit",
        idempotencyKey: `scale-${member.id}`,
        memberId: member.id,
        legs: [
          { accountId: main, amount: 10_000_000_000n, member: true },
          { accountId: cashIn, amount: -10_000_000_000n, member: false },
        ],
      },
      [member.id],
    );
    siteTokens.push(
      await platform.sessions.issue(db, {
        brandId: brand.id,
        memberId: member.id,
        kind: "session",
        loginMethod: "password",
      }),
    );
  }
  await setup.close();

  const apiNodes = [await startNode("api"), await startNode("api")];
  const nodes = (count: number) => apiNodes.slice(0, count);

  async function phase(apiCount: number) {
    const games = await startNode("games", {
      PLATFORM_URL: nodes(apiCount)
        .map((node) => node.base)
        .join(","),
    });
    try {
      const sessions: string[] = [];
      for (const [index, token] of siteTokens.entries()) {
        const api = apiNodes[index % apiCount] ?? apiNodes[0];
        const launch = await fetch(`${api?.base}/wps/game/launchGame`, {
          method: "POST",
          headers: { "content-type": "application/json", merchant, authorization: token },
          body: JSON.stringify({ gameId: "lotus-fortune" }),
        });
        const gameUrl = ((await launch.json()) as { value: { game_url: string } }).value.game_url;
        const opened = await fetch(`${games.base}/house/api/session`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ launchToken: new URL(gameUrl, games.base).searchParams.get("t"), merchant }),
        });
        const body = (await opened.json()) as { value?: { sessionToken: string }; code?: string };
        if (!body.value) throw new Error(`house session refused: ${body.code}`);
        sessions.push(body.value.sessionToken);
      }
      return await spinLoad({
        base: games.base,
        sessions,
        players: PLAYERS,
        seconds: SECONDS,
        runId: randomUUID().slice(0, 8),
      });
    } finally {
      await stop(games.child);
    }
  }

  console.info(
    `bench:scale — ${PLAYERS} concurrent players of ${MEMBERS}, ${SECONDS} s per phase, ROLE=games + ROLE=api on PostgreSQL and Redis`,
  );
  const one = await phase(1);
  const two = await phase(2);
  for (const node of apiNodes) await stop(node.child);

  const proof = await reconcile(db);
  const clean =
    proof.drifts.length === 0 && proof.unbalancedTransactions.length === 0 && proof.totalOfAllEntries === "0";
  await database.close();
  const fmt = (value: number) => value.toFixed(2);
  for (const [count, measured] of [
    [1, one],
    [2, two],
  ] as const)
    console.info(
      `api x${count}  spins_per_s=${fmt(measured.perSecond)} p50_ms=${fmt(measured.p50)} p99_ms=${fmt(measured.p99)} failures=${measured.failures}`,
    );
  console.info(`reconcile=${clean ? "clean" : "DRIFT"}`);
  console.info(
    `RESULT spins_per_s_1api=${Math.round(one.perSecond)} spins_per_s_2api=${Math.round(two.perSecond)} p99_ms_1api=${fmt(one.p99)} p99_ms_2api=${fmt(two.p99)} scale_ratio=${fmt(two.perSecond / one.perSecond)} reconcile=${clean ? "clean" : "drift"}`,
  );
  if (!clean || one.failures > 0 || two.failures > 0) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
