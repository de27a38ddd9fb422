import { connectPostgres } from "@lotus/db";
import pg from "pg";

export const TEMPLATE_DB = "lotus_test_template";

/** Migrates a template database once; each test file clones it (CREATE DATABASE … TEMPLATE). */
export default async function setup(): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set");
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await dropLeftovers(admin);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  const template = connectPostgres(withDatabase(url, TEMPLATE_DB), { max: 1 });
  await template.migrate();
  await template.close();
  await admin.end();
  return async () => {
    const cleanup = new pg.Client({ connectionString: url });
    await cleanup.connect();
    await dropLeftovers(cleanup);
    await cleanup.end();
  };
}

async function dropLeftovers(admin: pg.Client): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>(
    "select datname from pg_database where datname like 'lotus_test_%'",
  );
  for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
