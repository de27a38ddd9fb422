/**
 * `npm run bench:reports` (DESIGN §8): a year of play on PostgreSQL (a database of its own,
 * `lotus_bench_reports_<pid>` — two runs never share one — on the server of DATABASE_URL, default postgres://postgres@127.0.0.1:5432),
 * seeded with generate_series; the report roll-up over it; then a year-long daily report, games
 * report and top-winners report from the summary tables beside a bare `count(*)` of the same raw rows.
 */
import { connectPostgres } from "@lotus/db";
import { sql } from "drizzle-orm";
import pg from "pg";
import { createReports, runRollup } from "../apps/server/src/modules/reports";
import type { Brand } from "../apps/server/src/platform/brand-context";

const url = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1_500_000);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 20_000);
const GAMES = 60;
const DATABASE = `lotus_bench_reports_${process.pid}`;

function withDatabase(base: string, database: string): string {
  const parsed = new URL(base);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

async function dropDatabase(): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await admin.end();
}

async function main(): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${DATABASE}`);
  await admin.end();
  const handle = connectPostgres(withDatabase(url, DATABASE), { max: 4 });
  await handle.migrate();
  const db = handle.db;
  const end = Date.now();
  const start = end - 365 * 86_400_000;

  const seed = await timed(async () => {
    await db.execute(sql`insert into brands (merchant_code, name, default_language, languages, currency_code,
      currency_symbol, minor_digits, time_zone, settings)
      values ('bench-reports', 'Benchmark', 'EN', '{EN}', 'VND', '₫', 2, 'Asia/Ho_Chi_Minh', '{}')`);
    await db.execute(sql`insert into game_vendors (brand_id, code, display_name, categories, wallet_mode)
      select id, 'BENCH', 'Bench vendor', '{ELOTT}', 'seamless' from brands`);
    await db.execute(sql`insert into games (brand_id, vendor_id, code, game_type, names)
      select v.brand_id, v.id, 'game-' || g, 'ELOTT', jsonb_build_object('EN', 'Game ' || g)
      from game_vendors v, generate_series(1, ${GAMES}) g`);
    await db.execute(sql`insert into members (brand_id, account, account_key, password_hash, created_at)
      select b.id, 'm' || g, 'm' || g, 'x', ${new Date(start).toISOString()}::timestamptz + (g % 365) * interval '1 day'
      from brands b, generate_series(1, ${MEMBERS}) g`);
    // Rounds spread evenly over the year, each with its bet and (for about half) its win.
    await db.execute(sql`create temporary table bench_members as
      select row_number() over () as n, id from members`);
    await db.execute(sql`create temporary table bench_games as
      select row_number() over () as n, id, vendor_id from games`);
    await db.execute(sql`insert into game_rounds (brand_id, vendor_id, member_id, game_id, game_type, reference,
        status, bet_minor, win_minor, opened_at, settled_at)
      select b.id, g.vendor_id, m.id, g.id, 'ELOTT', 'r' || s, 'settled', 1000 * (1 + s % 50),
        case when s % 2 = 0 then 1900 * (1 + s % 50) else 0 end, t, t
      from brands b, generate_series(1, ${ROUNDS}) s
      cross join lateral (select ${new Date(start).toISOString()}::timestamptz
        + (s::float8 / ${ROUNDS}) * interval '365 days' as t) at
      join bench_members m on m.n = 1 + (s::bigint * 7919) % ${MEMBERS}
      join bench_games g on g.n = 1 + s % ${GAMES}`);
    await db.execute(sql`insert into game_transactions (brand_id, vendor_id, member_id, round_id, reference, kind,
        amount_minor, content_hash, status, created_at)
      select r.brand_id, r.vendor_id, r.member_id, r.id, r.reference || ':' || x.kind, x.kind, x.amount, '',
        'applied', r.settled_at
      from game_rounds r cross join lateral (values ('bet', r.bet_minor), ('win', r.win_minor)) x(kind, amount)
      where x.kind = 'bet' or x.amount > 0
      order by r.settled_at`);
    await db.execute(sql`analyze`);
  });
  const [counted] = (
    (await db.execute(sql`select count(*)::int as n from game_transactions`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows;
  console.info(
    `seeded ${ROUNDS} rounds, ${counted?.n} wallet transactions, ${MEMBERS} members in ${Math.round(seed.ms)} ms`,
  );

  const rollup = await timed(() => runRollup(db, new Date(), 250_000));
  console.info(`roll-up: ${JSON.stringify(rollup.value.facts)} in ${Math.round(rollup.ms)} ms`);
  // Fresh statistics for the summary tables, as autovacuum would have gathered on a running server.
  await db.execute(sql`analyze`);

  const [row] = (
    (await db.execute(sql`select id, time_zone from brands`)) as unknown as {
      rows: { id: string; time_zone: string }[];
    }
  ).rows;
  if (!row) throw new Error("bench brand missing");
  const brand = {
    id: row.id,
    timeZone: row.time_zone,
    currency: { code: "VND", symbol: "₫", minorDigits: 2 },
  } as Brand;
  const reports = createReports(db, { now: () => end });
  const day = (ms: number) => new Date(ms + 7 * 3_600_000).toISOString().slice(0, 10);
  const range = { from: day(start), to: day(end), page: 1, pageSize: 400 };

  await reports.daily(brand, range); // warm the connection and plans, as a running server would be
  const daily = await timed(() => reports.daily(brand, range));
  const games = await timed(() => reports.games(brand, { ...range, pageSize: 50 }));
  const members = await timed(() => reports.members(brand, { ...range, pageSize: 50, order: "winners" }));
  const baseline = await timed(() =>
    db.execute(sql`select count(*) from game_transactions
      where brand_id = ${brand.id}::uuid and created_at >= ${new Date(start).toISOString()}::timestamptz`),
  );
  console.info(
    `year report (${daily.value.list.length} days, GGR ${daily.value.totals.ggr}): ${daily.ms.toFixed(1)} ms; ` +
      `by game: ${games.ms.toFixed(1)} ms; top winners: ${members.ms.toFixed(1)} ms; ` +
      `bare count(*) over the raw rows: ${baseline.ms.toFixed(1)} ms`,
  );
  const reportMs = daily.ms + games.ms + members.ms;
  await handle.close();
  await dropDatabase();
  console.info(
    `RESULT report_ms=${reportMs.toFixed(1)} baseline_count_ms=${baseline.ms.toFixed(1)} ratio=${(reportMs / baseline.ms).toFixed(3)}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
