/**
 * `npm run bench:settlement` (issue #11): a brand with a tree of 10,000 agents (10 top agents, ten
 * children each, four levels) and 100,000 players, every agent holding a daily-salary and a dividend
 * contract (rates falling by level), and 1,000,000 settled rounds on one day, seeded with
 * generate_series into a database of its own on the server of DATABASE_URL. The real report roll-up
 * then the real settlement job settle and pay the day (20,000 settlements through the ledger); the
 * baseline is one SQL aggregate of the same rounds per member.
 */
import { randomBytes } from "node:crypto";
import { connectPostgres } from "@lotus/db";
import { sql } from "drizzle-orm";
import pg from "pg";
import pino from "pino";
import { buildApp } from "../apps/server/src/app";
import { loadEnv } from "../apps/server/src/env";
import { createContracts } from "../apps/server/src/modules/contracts";
import { dayOf } from "../apps/server/src/modules/contracts/periods";
import { runRollup } from "../apps/server/src/modules/reports";
import { openGeoLookup } from "../apps/server/src/platform/geo";
import { MemoryRateLimiter } from "../apps/server/src/platform/rate-limit";
import { zonedDateStart } from "../apps/server/src/platform/time";

const url = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const AGENTS = 10_000;
const MEMBERS = 100_000;
const BETS = 1_000_000;
const TZ = "Asia/Ho_Chi_Minh";
const DATABASE = `lotus_bench_settlement_${Date.now().toString(36)}`;

function withDatabase(base: string, database: string): string {
  const parsed = new URL(base);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; s: number }> {
  const started = performance.now();
  const value = await work();
  return { value, s: (performance.now() - started) / 1000 };
}

async function admin(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(query);
  await client.end();
}

async function main(): Promise<void> {
  await admin(`CREATE DATABASE "${DATABASE}"`);
  const database = connectPostgres(withDatabase(url, DATABASE), { max: 8 });
  try {
    await database.migrate();
    const db = database.db;
    // The settled day is yesterday in the brand's zone; "now" is an hour into today.
    const today = dayOf(Date.now(), TZ);
    const dayStart = zonedDateStart(today, TZ) - 86_400_000;
    const now = zonedDateStart(today, TZ) + 3_600_000;
    const at = (ms: number) => new Date(ms).toISOString();

    const seed = await timed(async () => {
      await db.execute(sql`insert into brands (merchant_code, name, default_language, languages, currency_code,
        currency_symbol, minor_digits, time_zone, settings)
        values ('bench-settle', 'Benchmark', 'EN', '{EN}', 'VND', '₫', 2, ${TZ}, '{}')`);
      await db.execute(sql`insert into game_vendors (brand_id, code, display_name, categories, wallet_mode)
        select id, 'BENCH', 'Bench vendor', '{ELOTT}', 'seamless' from brands`);
      await db.execute(sql`insert into games (brand_id, vendor_id, code, game_type, names)
        select v.brand_id, v.id, 'game-1', 'ELOTT', '{"EN":"Game"}'::jsonb from game_vendors v`);
      // Agents 1–10 are top agents; agent n > 10 answers to agent n / 10: four levels.
      await db.execute(sql`insert into members (brand_id, account, account_key, password_hash, account_type)
        select b.id, 'a' || g, 'a' || g, 'x', 1 from brands b, generate_series(1, ${AGENTS}) g`);
      await db.execute(sql`create temporary table agent_ids as
        select substr(account, 2)::int as n, id from members where account_type = 1`);
      await db.execute(sql`update members m set upline_id = p.id
        from agent_ids c join agent_ids p on p.n = c.n / 10 where c.n > 10 and m.id = c.id`);
      await db.execute(sql`insert into members (brand_id, account, account_key, password_hash, upline_id)
        select b.id, 'm' || g, 'm' || g, 'x', a.id
        from brands b, generate_series(1, ${MEMBERS}) g join agent_ids a on a.n = 1 + (g::bigint * 7919) % ${AGENTS}`);
      // Every agent holds both contracts, in force from the day; rates fall by level (never above the parent's).
      await db.execute(sql`insert into contracts (brand_id, type, agent_id, upline_id, status, created_at, signed_at)
        select m.brand_id, t.type, m.id, m.upline_id, 'active', ${at(dayStart - 86_400_000)}::timestamptz,
          ${at(dayStart - 86_400_000)}::timestamptz
        from members m cross join (values ('daily_salary'), ('dividend')) t(type) where m.account_type = 1`);
      await db.execute(sql`insert into contract_versions (contract_id, version, rows, period, carry_negative,
          effective_from, created_at)
        select c.id, 1, jsonb_build_array(jsonb_build_object('minTurnover', '0', 'minActiveMembers', 0,
            'rateBp', case when c.type = 'dividend' then 3000 - 500 * lvl.depth else 100 - 20 * lvl.depth end)),
          'D', c.type = 'dividend', ${at(dayStart)}::timestamptz, ${at(dayStart - 86_400_000)}::timestamptz
        from contracts c join (select id, case when n <= 10 then 0 when n < 100 then 1 when n < 1000 then 2 else 3 end
          as depth from agent_ids) lvl on lvl.id = c.agent_id`);
      await db.execute(sql`create temporary table bench_members as
        select row_number() over () as n, id from members where account_type = 0`);
      await db.execute(sql`insert into game_rounds (brand_id, vendor_id, member_id, game_id, game_type, reference,
          status, bet_minor, win_minor, opened_at, settled_at)
        select g.brand_id, g.vendor_id, m.id, g.id, 'ELOTT', 'r' || s, 'settled', 1000 * (1 + s % 50),
          case when s % 2 = 0 then 1900 * (1 + s % 50) else 0 end, t, t
        from games g, generate_series(1, ${BETS}) s
        cross join lateral (select ${at(dayStart)}::timestamptz + (s::float8 / ${BETS + 1}) * interval '1 day' as t) x
        join bench_members m on m.n = 1 + (s::bigint * 7919) % ${MEMBERS}`);
      await db.execute(sql`insert into game_transactions (brand_id, vendor_id, member_id, round_id, reference, kind,
          amount_minor, content_hash, status, created_at)
        select r.brand_id, r.vendor_id, r.member_id, r.id, r.reference || ':' || x.kind, x.kind, x.amount, '',
          'applied', r.settled_at
        from game_rounds r cross join lateral (values ('bet', r.bet_minor), ('win', r.win_minor)) x(kind, amount)
        where x.kind = 'bet' or x.amount > 0 order by r.settled_at`);
      // Only the tables seeded here: analysing the still-empty ledger would record it as empty, and
      // every posting's foreign-key check would then scan it in full as it fills (a state a live
      // ledger, analysed while it holds rows, never reaches).
      await db.execute(sql`analyze brands, members, game_vendors, games, contracts, contract_versions,
        game_rounds, game_transactions`);
    });
    console.info(
      `seeded ${AGENTS} agents, ${MEMBERS} members, ${BETS} settled rounds in ${seed.s.toFixed(1)} s`,
    );

    const rollup = await timed(() => runRollup(db, new Date(now), 250_000));
    console.info(
      `report roll-up of the day: ${JSON.stringify(rollup.value.facts)} in ${rollup.s.toFixed(1)} s`,
    );
    await db.execute(sql`analyze report_member_daily, report_member_monthly, report_member_yearly,
      report_game_players, report_game_daily, report_daily`);

    const built = await buildApp(
      {
        env: loadEnv({
          NODE_ENV: "production",
          LOG_LEVEL: "silent",
          DATA_DIR: "/tmp/lotus-bench",
          ROLE: "worker",
        }),
        database,
        limiter: new MemoryRateLimiter(),
        geo: openGeoLookup(),
        logger: pino({ level: "silent" }),
        masterKey: randomBytes(32),
        clock: { now: () => now },
      },
      { webDist: false, backofficeDist: false },
    );
    // The first posting marks the end of computing (inputs, tree roll-up, rows written) and the start of paying.
    let firstPosting: number | undefined;
    const { settlement } = createContracts(built.platform, built.wallet, {
      hooks: {
        afterPosting: () => {
          firstPosting ??= performance.now();
        },
      },
    });
    const settleStarted = performance.now();
    const settle = await timed(() => settlement.settleDue(now));
    const computeS = ((firstPosting ?? performance.now()) - settleStarted) / 1000;
    const all = (
      (await db.execute(sql`select type, count(*)::int as n, count(*) filter (where status = 'paid')::int as paid,
          sum(amount)::text as amount from contract_settlements group by type order by type`)) as unknown as {
        rows: { type: string; n: number; paid: number; amount: string }[];
      }
    ).rows;
    console.info(
      `settlement (${settle.value}): ${settle.s.toFixed(1)} s (computing ${computeS.toFixed(1)} s, paying ${(settle.s - computeS).toFixed(1)} s) — ${JSON.stringify(all)}`,
    );
    if (all.length === 0) throw new Error("nothing settled");

    const baseline = await timed(() =>
      db.execute(sql`select member_id, sum(bet_minor), sum(win_minor) from game_rounds
        where settled_at >= ${at(dayStart)}::timestamptz and settled_at < ${at(dayStart + 86_400_000)}::timestamptz
        group by member_id`),
    );
    console.info(`baseline, one aggregate of the day's rounds per member: ${baseline.s.toFixed(2)} s`);
    await built.app.close();
    const total = settle.s + rollup.s;
    console.info(`day settled in ${total.toFixed(1)} s with the roll-up (target ≤ 60 s)`);
    console.info(
      `RESULT settlement_s=${total.toFixed(1)} baseline_s=${baseline.s.toFixed(2)} ratio=${(total / baseline.s).toFixed(1)} agents=${AGENTS} members=${MEMBERS} bets=${BETS}`,
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
