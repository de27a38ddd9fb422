/**
 * The real server as `npm start` runs it, on a free loopback port against a database of its own on
 * the PostgreSQL server (E2E_DATABASE_URL, else TEST_DATABASE_URL's server, else
 * postgres://postgres@127.0.0.1:5432/postgres), with the demo data; used by the e2e run and bench:web.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { ROOT } from "./build-sites";

export interface LocalServer {
  baseUrl: string;
  databaseUrl: string;
  stop(): Promise<void>;
}

function postgresServerUrl(): string {
  return (
    process.env.E2E_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    "postgres://postgres@127.0.0.1:5432/postgres"
  );
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function onPostgresServer(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: postgresServerUrl() });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
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

/**
 * Starts the server on a fresh database named `database` (dropped first if a crashed run left it,
 * and again by stop()). Several worktrees share the PostgreSQL server, so the name must be per run.
 */
export async function startLocalServer(
  database: string,
  env: Record<string, string> = {},
): Promise<LocalServer> {
  await onPostgresServer(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await onPostgresServer(`CREATE DATABASE ${database}`);
  const databaseUrl = withDatabase(postgresServerUrl(), database);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), "lotus-local-"));
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
      ...env,
    },
  });
  const stop = async () => {
    server.kill("SIGTERM");
    // Its connections must be gone before the database can be dropped.
    if (server.exitCode === null) {
      await new Promise((resolve) => {
        server.once("exit", resolve);
        setTimeout(resolve, 10_000).unref();
      });
    }
    rmSync(dataDir, { recursive: true, force: true });
    await onPostgresServer(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch((error: unknown) =>
      console.warn(`could not drop the database ${database}`, error),
    );
  };
  try {
    await waitReady(baseUrl, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, databaseUrl, stop };
}
