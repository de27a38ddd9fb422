import { randomBytes } from "node:crypto";
import { type DatabaseHandle, ensureHouseCatalogue } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import pg from "pg";
import pino from "pino";
import { buildApp } from "../apps/server/src/app";
import { loadEnv } from "../apps/server/src/env";
import { openGeoLookup } from "../apps/server/src/platform/geo";
import { MemoryRateLimiter } from "../apps/server/src/platform/rate-limit";

/** The real server for a benchmark: production settings, silent, listening on 127.0.0.1. */
export async function startBenchServer(database: DatabaseHandle, masterKey: Buffer = randomBytes(32)) {
  const env = loadEnv({
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    DATA_DIR: "/tmp/lotus-bench",
    DEV_TOOLS: "off",
  });
  const built = await buildApp(
    {
      env,
      database,
      limiter: new MemoryRateLimiter(),
      geo: openGeoLookup(),
      logger: pino({ level: "silent" }),
      masterKey,
    },
    { webDist: false, backofficeDist: false },
  );
  const { app, platform, wallet } = built;
  const base = await app.listen({ host: "127.0.0.1", port: 0 });
  return { app, platform, wallet, base, masterKey, built };
}

/**
 * Counts the statements this process sends to PostgreSQL (every query of every pooled client,
 * Drizzle's included): install before the pool opens its first connection.
 */
export function countStatements() {
  let sent = 0;
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  prototype.query = function query(this: unknown, ...args: unknown[]) {
    sent += 1;
    return original.apply(this, args);
  };
  return { sent: () => sent };
}

/** Transactions committed in a database, as PostgreSQL's statistics count them. */
export async function committedTransactions(pool: pg.Pool): Promise<number> {
  await pool.query("select pg_stat_clear_snapshot()");
  const { rows } = await pool.query<{ commits: string }>(
    "select xact_commit::text as commits from pg_stat_database where datname = current_database()",
  );
  return Number(rows[0]?.commits ?? 0);
}

/**
 * A brand of its own for one benchmark run (VND, Ho Chi Minh City), with the house games; answers
 * the brand row and its merchant code.
 */
export async function createBenchBrand(database: DatabaseHandle, prefix: string, name: string) {
  const merchant = `${prefix}-${Date.now().toString(36)}`;
  const [brand] = await database.db
    .insert(schema.brands)
    .values({
      merchantCode: merchant,
      name,
      domains: [`${merchant}.bench`],
      defaultLanguage: "EN",
      languages: ["EN"],
      currencyCode: "VND",
      currencySymbol: "₫",
      minorDigits: 2,
      timeZone: "Asia/Ho_Chi_Minh",
      settings: {} as never,
    })
    .returning();
  if (!brand) throw new Error("bench brand not created");
  await ensureHouseCatalogue(database.db, brand.id);
  return { brand, merchant };
}
