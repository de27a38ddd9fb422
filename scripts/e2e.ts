/**
 * `npm run test:e2e`: builds the site, starts the server on a free port against a fresh PostgreSQL
 * database (the journeys flip brand settings in it), runs the Chromium journeys, stops the server.
 * `npm run test:e2e -- apps/web/e2e/games.e2e.ts -t "launches"` runs some journeys only.
 * Database: E2E_DATABASE_URL, else TEST_DATABASE_URL's server, else postgres://postgres@127.0.0.1:5432/postgres.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildSitesIfNeeded, ROOT } from "./build-sites";
import { startLocalServer } from "./local-server";

async function main(): Promise<number> {
  buildSitesIfNeeded();
  // One database per run: several worktrees may run their journeys on the same server at once.
  const server = await startLocalServer(`lotus_e2e_${process.pid}`, {
    // The back-office journeys start from this owner (apps/web/e2e/backoffice.e2e.ts).
    BACKOFFICE_OWNER: "owner",
    BACKOFFICE_OWNER_PASSWORD: "Owner-Pass-2026",
    // Journeys that change per-IP state (login failures) send their own X-Forwarded-For.
    TRUSTED_PROXY: "127.0.0.1",
  });
  // What journey files hand each other (operators' authenticator secrets), for this run only.
  const stateDir = mkdtempSync(join(tmpdir(), "lotus-e2e-state-"));
  try {
    // Extra arguments go to vitest: a journey file, or -t "<journey name>".
    const args = ["vitest", "run", "--config", "vitest.e2e.config.ts", ...process.argv.slice(2)];
    const run = spawnSync("npx", args, {
      cwd: ROOT,
      stdio: "inherit",
      env: {
        ...process.env,
        E2E_BASE_URL: server.baseUrl,
        E2E_DATABASE_URL: server.databaseUrl,
        E2E_STATE_DIR: stateDir,
      },
    });
    return run.status ?? 1;
  } finally {
    await server.stop();
    rmSync(stateDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
