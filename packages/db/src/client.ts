import { closeSync, existsSync, mkdirSync, openSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** Either the database or an open transaction: repositories accept both. */
export type Executor = Database | Transaction;

export const MIGRATIONS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), "../migrations");

export interface DatabaseHandle {
  db: Database;
  kind: "postgres" | "pglite";
  /**
   * A raw parameterised statement for hot paths. With `name`, PostgreSQL prepares it once per
   * connection and reuses the plan.
   */
  query<Row = Record<string, unknown>>(text: string, values: unknown[], name?: string): Promise<Row[]>;
  /**
   * The same, committed without waiting for the write-ahead log to reach the disk (synchronous_commit
   * off). Only for writes made durable by a later synchronous commit on the same path (the log is
   * flushed in order, so a flushed commit carries every earlier one) or redone by a job if a crash
   * loses them: never for money.
   */
  queryAsyncCommit<Row = Record<string, unknown>>(
    text: string,
    values: unknown[],
    name?: string,
  ): Promise<Row[]>;
  migrate(): Promise<void>;
  /** Runs a statement outside Drizzle (health checks, test resets). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is already open by process ${holderPid}. ` +
        "PGlite allows one process at a time: stop that process, or set DATA_DIR to another folder, " +
        "or set DATABASE_URL to use PostgreSQL.",
    );
    this.name = "DataDirLockedError";
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Takes the single-writer lock of an embedded data directory; a stale lock of a dead process is replaced. */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, "lotus.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, "wx");
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        if (existsSync(lockPath) && readFileSync(lockPath, "utf8") === String(process.pid))
          unlinkSync(lockPath);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number.parseInt(readFileSync(lockPath, "utf8"), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
        throw new DataDirLockedError(dataDir, holder);
      }
      unlinkSync(lockPath);
    }
  }
  throw new Error(`could not lock ${dataDir}`);
}

export function connectPostgres(
  url: string,
  options: { max?: number; onIdleError?: (error: Error) => void } = {},
): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // An idle connection the server closes (restart, failover, dropped database) must not crash the
  // process: the pool discards it and opens a new one on the next query.
  pool.on("error", (error) => {
    options.onIdleError?.(error);
  });
  // A few connections of their own whose commits do not wait for the log flush (queryAsyncCommit).
  const asyncCommitPool = new pg.Pool({
    connectionString: url,
    max: Math.max(2, Math.ceil((options.max ?? 10) / 2)),
    options: "-c synchronous_commit=off",
  });
  asyncCommitPool.on("error", (error) => {
    options.onIdleError?.(error);
  });
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: "postgres",
    query: async <Row>(text: string, values: unknown[], name?: string) =>
      (await pool.query({ text, values, ...(name ? { name } : {}) })).rows as Row[],
    queryAsyncCommit: async <Row>(text: string, values: unknown[], name?: string) =>
      (await asyncCommitPool.query({ text, values, ...(name ? { name } : {}) })).rows as Row[],
    migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      await pool.query("select 1");
    },
    close: async () => {
      await Promise.all([pool.end(), asyncCommitPool.end()]);
    },
  };
}

/** Embedded PostgreSQL; `dataDir` undefined means in memory (tests). */
/**
 * The embedded database in `dataDir`, or in memory. `from` starts the in-memory one from a snapshot
 * (`pgliteSnapshot`), which skips initdb and the migrations: the test suite opens one per file.
 */
export async function openPglite(dataDir?: string, from?: Blob): Promise<DatabaseHandle> {
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  try {
    const client = dataDir
      ? await PGlite.create(join(dataDir, "pglite"))
      : await PGlite.create(from ? { loadDataDir: from } : undefined);
    const db = drizzlePglite(client, { schema }) as unknown as Database;
    return {
      db,
      kind: "pglite",
      query: async <Row>(text: string, values: unknown[]) => (await client.query<Row>(text, values)).rows,
      // One embedded connection: every commit is the same.
      queryAsyncCommit: async <Row>(text: string, values: unknown[]) =>
        (await client.query<Row>(text, values)).rows,
      migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_DIR }),
      ping: async () => {
        await client.query("select 1");
      },
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

/** A migrated, empty in-memory database as a tarball for `openPglite(undefined, snapshot)`. */
export async function pgliteSnapshot(): Promise<Blob> {
  const client = await PGlite.create();
  try {
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
    return await client.dumpDataDir("none");
  } finally {
    await client.close();
  }
}
