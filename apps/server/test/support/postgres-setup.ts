import { connectPostgres } from "@lotus/db";
import pg from "pg";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    lotusTemplateDb: string;
  }
}

/** Databases of one run share this prefix, so concurrent runs never drop each other's. */
const RUN_PREFIX = `lotus_test_${process.pid}_${Date.now().toString(36)}`;
const STALE_MS = 6 * 3_600_000;

/** Migrates a template database once per run; each test file clones it (CREATE DATABASE … TEMPLATE). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set");
  const template = `${RUN_PREFIX}_template`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await dropStale(admin);
  await admin.query(`CREATE DATABASE "${template}"`);
  const handle = connectPostgres(withDatabase(url, template), { max: 1 });
  await handle.migrate();
  await handle.close();
  await admin.end();
  project.provide("lotusTemplateDb", template);
  return async () => {
    const cleanup = new pg.Client({ connectionString: url });
    await cleanup.connect();
    const { rows } = await cleanup.query<{ datname: string }>(
      "select datname from pg_database where datname like $1",
      [`${RUN_PREFIX}%`],
    );
    for (const { datname } of rows) await cleanup.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    await cleanup.end();
  };
}

/** Leftovers of runs that were killed long ago (their names carry the start time). */
async function dropStale(admin: pg.Client): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>(
    "select datname from pg_database where datname like 'lotus_test_%'",
  );
  for (const { datname } of rows) {
    const started = Number.parseInt(datname.split("_")[3] ?? "", 36);
    if (Number.isFinite(started) && Date.now() - started > STALE_MS) {
      await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
  }
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
