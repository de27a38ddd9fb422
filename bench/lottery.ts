/**
 * `npm run bench:lottery` (issue #12): one fast-lottery draw carrying 1,000,000 bets (lines) —
 * 20,000 members, one slip each of 50 lines over lô, đề, đầu/đuôi, càng and xiên — placed through
 * the real bet path (slip, liability, vendor-wallet debit) in a database of its own on the server
 * of DATABASE_URL; then the real draw job draws and pays the period (one credit per slip through
 * the vendor wallet, the lines written in batches). The baseline is one SQL aggregate of the same
 * bets per member. Prints both, checks the ledger, ends with a RESULT line.
 */
import { createHash, randomBytes } from "node:crypto";
import { connectPostgres, ensureHouseCatalogue } from "@lotus/db";
import { sql } from "drizzle-orm";
import pg from "pg";
import pino from "pino";
import { buildApp } from "../apps/server/src/app";
import { loadEnv } from "../apps/server/src/env";
import { reconcile } from "../apps/server/src/modules/wallet";
import { openGeoLookup } from "../apps/server/src/platform/geo";
import { MemoryRateLimiter } from "../apps/server/src/platform/rate-limit";

const url = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const MEMBERS = Number(process.env.LOTTERY_BENCH_MEMBERS ?? 20_000);
const LINES_PER_SLIP = 50;
const PLACING_IN_FLIGHT = 32;
const TZ = "Asia/Ho_Chi_Minh";
const GAME = "elott-5";
const DATABASE = `lotus_bench_lottery_${Date.now().toString(36)}`;

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

async function inParallel<T>(items: T[], limit: number, work: (item: T, index: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const index = next++;
        await work(items[index] as T, index);
      }
    }),
  );
}

const pad = (value: number, width: number) => String(value).padStart(width, "0");

/** A member's 50 lines: every line one combination, spread over the board so no number is hot. */
function slipLines(member: number) {
  const lines = [];
  for (let i = 0; i < LINES_PER_SLIP; i++) {
    const n = (member * 31 + i * 7) % 100;
    const kind = i % 10;
    if (kind < 5) lines.push({ market: "lo2" as const, numbers: [pad(n, 2)], points: 1 + (i % 3) });
    else if (kind === 5) lines.push({ market: "de" as const, numbers: [pad(n, 2)], points: 5 });
    else if (kind === 6) lines.push({ market: "dau" as const, numbers: [String(n % 10)], points: 10 });
    else if (kind === 7) lines.push({ market: "duoi" as const, numbers: [String((n + 3) % 10)], points: 10 });
    else if (kind === 8)
      lines.push({ market: "cang3" as const, numbers: [pad((member * 13 + i) % 1000, 3)], points: 1 });
    else lines.push({ market: "xien2" as const, numbers: [pad(n, 2), pad((n + 41) % 100, 2)], points: 2 });
  }
  return lines;
}

async function main(): Promise<void> {
  await admin(`CREATE DATABASE "${DATABASE}"`);
  const database = connectPostgres(withDatabase(url, DATABASE), { max: 16 });
  try {
    await database.migrate();
    const db = database.db;
    let now = Date.now();
    const built = await buildApp(
      {
        env: loadEnv({
          NODE_ENV: "production",
          LOG_LEVEL: "silent",
          DATA_DIR: "/tmp/lotus-bench",
          ROLE: "all",
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
    const house = built.house;
    if (!house) throw new Error("the bench needs the in-process house games");

    const seed = await timed(async () => {
      await db.execute(sql`insert into brands (merchant_code, name, default_language, languages, currency_code,
        currency_symbol, minor_digits, time_zone, settings)
        values ('bench-lottery', 'Benchmark', 'EN', '{EN}', 'VND', '₫', 2, ${TZ}, '{}')`);
      const brand = await built.platform.brands.byMerchant("bench-lottery");
      if (!brand) throw new Error("bench brand missing");
      await ensureHouseCatalogue(db, brand.id);
      await db.execute(sql`insert into members (brand_id, account, account_key, password_hash)
        select ${brand.id}, 'm' || g, 'm' || g, 'x' from generate_series(1, ${MEMBERS}) g`);
      const members = (
        (await db.execute(
          sql`select id from members where brand_id = ${brand.id} order by account_key`,
        )) as unknown as {
          rows: { id: string }[];
        }
      ).rows.map((row) => row.id);
      const cashIn = await built.wallet.houseAccount(brand, "cash_in:bench");
      await inParallel(members, 64, async (memberId, index) => {
        const main = await built.wallet.account(brand, memberId, "main");
        await built.wallet.post(
          {
            brandId: brand.id,
            kind: "deposit",
            idempotencyKey: `bench-fund-${index}`,
            memberId,
            legs: [
              { accountId: main, amount: 1_000_000_000_00n, member: true },
              { accountId: cashIn, amount: -1_000_000_000_00n, member: false },
            ],
          },
          [memberId],
        );
      });
      // Each member's open game session at the house vendor, as the launch's authenticate leaves it.
      const tokens = members.map((_, index) => `bench-session-${index}-${randomBytes(12).toString("hex")}`);
      await db.execute(sql`insert into game_sessions (brand_id, vendor_id, member_id, game_id, token_hash, language, expires_at)
        select g.brand_id, g.vendor_id, m.id, g.id, t.hash, 'EN', ${new Date(now + 86_400_000).toISOString()}::timestamptz
        from games g
        join unnest(${`{${members.join(",")}}`}::uuid[], ${`{${tokens.map((token) => createHash("sha256").update(token).digest("hex")).join(",")}}`}::text[])
          as t(member, hash) on true
        join members m on m.id = t.member
        where g.brand_id = ${brand.id} and g.code = ${GAME}`);
      await db.execute(sql`analyze`);
      return { brand, members, tokens };
    });
    console.info(`seeded ${MEMBERS} funded members with game sessions in ${seed.s.toFixed(1)} s`);
    const { brand, members, tokens } = seed.value;

    await house.lottery.tick(now);
    const board = await house.lottery.board(brand.merchantCode, GAME);
    const open = board.open;
    if (!open) throw new Error("no open draw");

    const place = await timed(() =>
      inParallel(members, PLACING_IN_FLIGHT, async (memberId, index) => {
        const session = house.sessions.sign({
          brandId: brand.id,
          playerId: memberId,
          vendorSession: tokens[index] ?? "",
          game: GAME,
          trial: false,
          language: "EN",
          expiresAt: now + 86_400_000,
        });
        await house.lottery.bet(session, {
          period: open.period,
          requestId: `bench-slip-${index}`,
          lines: slipLines(index),
        });
      }),
    );
    const bets = MEMBERS * LINES_PER_SLIP;
    console.info(
      `placed ${bets} bets on ${open.period} in ${MEMBERS} slips in ${place.s.toFixed(1)} s (${Math.round(MEMBERS / place.s)} slips/s, ${Math.round(bets / place.s)} bets/s)`,
    );

    now = open.drawAt;
    const settle = await timed(() => house.lottery.tick(now));
    const [status] = (
      (await db.execute(sql`select d.status, count(*) filter (where b.status = 'open')::int as open,
          count(*) filter (where b.status = 'won')::int as won, sum(b.stake_minor)::text as stake,
          sum(b.win_minor)::text as win
          from lottery_draws d join lottery_bets b on b.draw_id = d.id
          where d.period = ${open.period} and d.game_id = (select id from games where brand_id = ${brand.id} and code = ${GAME})
          group by d.status`)) as unknown as {
        rows: { status: string; open: number; won: number; stake: string; win: string }[];
      }
    ).rows;
    if (status?.status !== "settled" || status.open !== 0)
      throw new Error(`not settled: ${JSON.stringify(status)}`);
    console.info(
      `draw and settlement (${JSON.stringify(settle.value)}): ${settle.s.toFixed(1)} s — ${status.won} winning lines, stakes ${BigInt(status.stake) / 100n} ₫, wins ${BigInt(status.win) / 100n} ₫`,
    );

    const baseline = await timed(() =>
      db.execute(sql`select member_id, sum(stake_minor), sum(win_minor) from lottery_bets
        where draw_id = (select id from lottery_draws where period = ${open.period}
          and game_id = (select id from games where brand_id = ${brand.id} and code = ${GAME}))
        group by member_id`),
    );
    console.info(`baseline, one aggregate of the draw's bets per member: ${baseline.s.toFixed(2)} s`);
    const proof = await reconcile(db);
    const clean =
      proof.drifts.length === 0 &&
      proof.unbalancedTransactions.length === 0 &&
      proof.totalOfAllEntries === "0";
    console.info(`ledger proof: ${clean ? "clean" : JSON.stringify(proof)}`);
    await built.app.close();
    console.info(`draw settled in ${settle.s.toFixed(1)} s (target ≤ 60 s)`);
    console.info(
      `RESULT lottery_settle_s=${settle.s.toFixed(1)} baseline_s=${baseline.s.toFixed(2)} ratio=${(settle.s / baseline.s).toFixed(1)} bets=${bets} slips=${MEMBERS} place_s=${place.s.toFixed(1)} ledger_clean=${clean}`,
    );
    if (!clean) process.exitCode = 1;
  } finally {
    await database.close();
    await admin(`DROP DATABASE IF EXISTS "${DATABASE}" WITH (FORCE)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
