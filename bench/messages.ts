/**
 * `npm run bench:messages` (issue #14): 100,000 members in a database of its own on the server of
 * DATABASE_URL (default postgres://postgres@127.0.0.1:5432), one brand-wide message delivered by
 * the real delivery job (`messages.deliver`, batches of INSERT … SELECT in their own transactions)
 * of a real server, while members ask CSP_unreadCount over HTTP; then the baseline: one bare
 * INSERT … SELECT of the same rows into the same table.
 */
import { connectPostgres } from "@lotus/db";
import { sql } from "drizzle-orm";
import pg from "pg";
import { DELIVERY_JOB } from "../apps/server/src/modules/messages";
import { percentile } from "./measure";
import { startBenchServer } from "./server";

const url = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
/** Members asking their unread count while the job runs, one call after another each. */
const READERS = Number(process.env.BENCH_READERS ?? 8);
const MERCHANT = "bench-messages";
const DATABASE = `lotus_bench_messages_${process.pid}`;

function withDatabase(base: string, database: string): string {
  const parsed = new URL(base);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function admin(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(query);
  await client.end();
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

async function main(): Promise<void> {
  await admin(`CREATE DATABASE "${DATABASE}"`);
  const database = connectPostgres(withDatabase(url, DATABASE), { max: 10 });
  try {
    await database.migrate();
    const db = database.db;
    const seed = await timed(async () => {
      await db.execute(sql`insert into brands (merchant_code, name, default_language, languages, currency_code,
        currency_symbol, minor_digits, time_zone, settings)
        values (${MERCHANT}, 'Benchmark', 'EN', '{EN,VI}', 'VND', '₫', 2, 'Asia/Ho_Chi_Minh', '{}')`);
      await db.execute(sql`insert into members (brand_id, account, account_key, password_hash)
        select b.id, 'm' || g, 'm' || g, 'x' from brands b, generate_series(1, ${MEMBERS}) g`);
      await db.execute(sql`analyze`);
    });
    console.info(`seeded ${MEMBERS} members in ${Math.round(seed.ms)} ms`);

    const { app, platform, base } = await startBenchServer(database);
    const brand = await platform.brands.byMerchant(MERCHANT);
    if (!brand) throw new Error("bench brand not visible");
    const readers = rowsOf<{ id: string }>(
      await db.execute(sql`select id from members order by account_key limit ${READERS}`),
    );
    const tokens = await Promise.all(
      readers.map((reader) =>
        platform.sessions.issue(db, {
          brandId: brand.id,
          memberId: reader.id,
          kind: "session",
          loginMethod: "bench",
        }),
      ),
    );
    const unreadCount = async (token: string): Promise<number> => {
      const response = await fetch(`${base}/wps/relay/CSP_unreadCount`, {
        headers: { Authorization: token, Merchant: MERCHANT, Accept: "application/json" },
      });
      const body = (await response.json()) as { success: boolean; value: number };
      if (!body.success) throw new Error("unread count refused");
      return body.value;
    };
    /** Every reader asks back to back until `done`; the latencies, sorted. */
    const readWhile = async (done: () => boolean): Promise<number[]> => {
      const latencies: number[] = [];
      await Promise.all(
        tokens.map(async (token) => {
          while (!done()) {
            const started = performance.now();
            await unreadCount(token);
            latencies.push(performance.now() - started);
          }
        }),
      );
      return latencies.sort((a, b) => a - b);
    };

    // The API idle first: a second to warm connections and plans, then two seconds of reads as the reference.
    const warmUntil = performance.now() + 1_000;
    await readWhile(() => performance.now() > warmUntil);
    const idleUntil = performance.now() + 2_000;
    const idle = await readWhile(() => performance.now() > idleUntil);

    const now = Date.now();
    const [campaign] = rowsOf<{ id: string }>(
      await db.execute(sql`insert into message_campaigns (brand_id, title, body, audience, status, send_at,
          created_by, created_by_name, created_at)
        values (${brand.id}, '{"EN":"Weekend news","VI":"Tin cuối tuần"}',
          '{"EN":"<p>Hello everyone</p>","VI":"<p>Xin chào mọi người</p>"}', '{"kind":"brand"}', 'scheduled',
          ${new Date(now - 1_000).toISOString()}::timestamptz, 'bench', 'bench', now())
        returning id`),
    );
    if (!campaign) throw new Error("campaign not stored");
    let delivering = true;
    const reads = readWhile(() => !delivering);
    const job = await timed(() => platform.jobs.runJob(DELIVERY_JOB, now));
    delivering = false;
    const during = await reads;
    if (job.value.error) throw new Error(`delivery failed: ${job.value.error}`);
    const [outcome] = rowsOf<{ status: string; recipients: number; rows: number }>(
      await db.execute(sql`select status, recipients,
          (select count(*)::int from member_messages where campaign_id = ${campaign.id}::uuid) as rows
        from message_campaigns where id = ${campaign.id}::uuid`),
    );
    if (outcome?.status !== "sent" || outcome.recipients !== MEMBERS || outcome.rows !== MEMBERS)
      throw new Error(`delivery incomplete: ${JSON.stringify(outcome)}`);
    const count = await unreadCount(tokens[0] ?? "");
    console.info(
      `delivery job: ${MEMBERS} inbox rows in ${Math.round(job.ms)} ms (${job.value.outcome}); ` +
        `a member's unread count is now ${count}`,
    );
    console.info(
      `CSP_unreadCount with ${READERS} members asking: idle p50 ${percentile(idle, 0.5).toFixed(1)} ms, ` +
        `p99 ${percentile(idle, 0.99).toFixed(1)} ms (${idle.length} calls); ` +
        `while the job ran p50 ${percentile(during, 0.5).toFixed(1)} ms, ` +
        `p99 ${percentile(during, 0.99).toFixed(1)} ms (${during.length} calls)`,
    );

    // Baseline: the same rows with one bare statement (one transaction, no batches, no cursor).
    const [twin] = rowsOf<{ id: string }>(
      await db.execute(sql`insert into message_campaigns (brand_id, title, body, audience, status, send_at,
          created_by, created_by_name, created_at)
        select brand_id, title, body, audience, 'sent', send_at, created_by, created_by_name, now()
        from message_campaigns where id = ${campaign.id}::uuid returning id`),
    );
    const baseline = await timed(() =>
      db.execute(sql`insert into member_messages (brand_id, member_id, campaign_id, created_at)
        select brand_id, id, ${twin?.id}::uuid, now() from members
        where brand_id = ${brand.id}::uuid and account_type <> 4`),
    );
    console.info(`bare INSERT … SELECT of the same ${MEMBERS} rows: ${Math.round(baseline.ms)} ms`);
    await app.close();
    console.info(
      `RESULT messages_100k_ms=${Math.round(job.ms)} baseline_ms=${Math.round(baseline.ms)} ratio=${(job.ms / baseline.ms).toFixed(2)}`,
    );
  } finally {
    await database.close();
    await admin(`DROP DATABASE IF EXISTS "${DATABASE}" WITH (FORCE)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
