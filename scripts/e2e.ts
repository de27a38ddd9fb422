/**
 * `npm run test:e2e`: builds the site, starts the server on a free port against a fresh PostgreSQL
 * database (the journeys flip brand settings in it), runs the Chromium journeys, stops the server.
 * `npm run test:e2e -- apps/web/e2e/games.e2e.ts -t "launches"` runs some journeys only.
 * Database: E2E_DATABASE_URL, else TEST_DATABASE_URL's server, else postgres://postgres@127.0.0.1:5432/postgres.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { buildSitesIfNeeded, ROOT } from "./build-sites";

// One database per run: several worktrees may run their journeys on the same server at once.
const E2E_DB = `lotus_e2e_${process.pid}`;

function serverUrl(): string {
  const base =
    process.env.E2E_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    "postgres://postgres@127.0.0.1:5432/postgres";
  return base;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function freshDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${E2E_DB} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${E2E_DB}`);
  await admin.end();
  return withDatabase(serverUrl(), E2E_DB);
}

async function dropDatabase(): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${E2E_DB} WITH (FORCE)`);
  await admin.end();
}

async function waitReady(baseUrl: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("server did not become ready in 90 s");
}

async function main(): Promise<number> {
  buildSitesIfNeeded();
  const databaseUrl = await freshDatabase();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), "lotus-e2e-"));
  // What journey files hand each other (operators' authenticator secrets), for this run only.
  const stateDir = mkdtempSync(join(tmpdir(), "lotus-e2e-state-"));
  const server = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: ROOT,
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      // The back-office journeys start from this owner (apps/web/e2e/backoffice.e2e.ts).
      BACKOFFICE_OWNER: "owner",
      // Journeys that change per-IP state (login failures) send their own X-Forwarded-For.
      TRUSTED_PROXY: "127.0.0.1",
      BACKOFFICE_OWNER_PASSWORD: "Owner-Pass-2026",
    },
  });
  try {
    await waitReady(baseUrl, server);
    // Extra arguments go to vitest: a journey file, or -t "<journey name>".
    const args = ["vitest", "run", "--config", "vitest.e2e.config.ts", ...process.argv.slice(2)];
    const run = spawnSync("npx", args, {
      cwd: ROOT,
      stdio: "inherit",
      env: { ...process.env, E2E_BASE_URL: baseUrl, E2E_DATABASE_URL: databaseUrl, E2E_STATE_DIR: stateDir },
    });
    return run.status ?? 1;
  } finally {
    server.kill("SIGTERM");
    // Its connections must be gone before the database can be dropped.
    if (server.exitCode === null) {
      await new Promise((resolve) => {
        server.once("exit", resolve);
        setTimeout(resolve, 10_000).unref();
      });
    }
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(stateDir, { recursive: true, force: true });
    await dropDatabase().catch((error: unknown) => console.warn("could not drop the e2e database", error));
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
