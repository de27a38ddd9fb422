/**
 * `npm run bench:wallet` (DESIGN §8): K concurrent members doing bet/win pairs through the ledger
 * service on PostgreSQL (DATABASE_URL), one hot member taking a tenth of the traffic, house revenue
 * accounts involved; the same bet/win pairs through HTTP (the signed seamless vendor wallet API of
 * the real server); then a raw-SQL baseline at the same concurrency: one
 * `UPDATE … SET balance = balance - $1 WHERE id = $2 AND balance >= $1` per operation.
 */
import { randomUUID } from "node:crypto";
import { connectPostgres } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { sql } from "drizzle-orm";
import pg from "pg";
import { createLedger, type Ledger } from "../apps/server/src/modules/wallet";
import { startVendorHttp } from "./http-vendor";
import { runFor } from "./measure";

const url = process.env.DATABASE_URL;
if (!url) {
  console.error(
    "bench:wallet needs DATABASE_URL (PostgreSQL), e.g. postgres://postgres@127.0.0.1:5432/postgres",
  );
  process.exit(2);
}
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

async function main(): Promise<void> {
  const handle = connectPostgres(url ?? "", { max: CONCURRENCY + 2 });
  await handle.migrate();
  const db = handle.db;
  const merchant = `bench-${Date.now().toString(36)}`;
  const [brand] = await db
    .insert(schema.brands)
    .values({
      merchantCode: merchant,
      name: "Benchmark",
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
  const memberRows = await db
    .insert(schema.members)
    .values(
      Array.from({ length: MEMBERS }, (_, index) => ({
        brandId: brand.id,
        account: `bench${index}`,
        accountKey: `bench${index}`,
        passwordHash: "x",
      })),
    )
    .returning({ id: schema.members.id });
  const ledger: Ledger = createLedger(handle);
  const accounts = await Promise.all(
    memberRows.map((row) => ledger.account(brand.id, row.id, "main", "VND")),
  );
  const revenue = await ledger.account(brand.id, null, "game_revenue:bench", "VND");
  const cashIn = await ledger.account(brand.id, null, "cash_in:bench", "VND");
  for (const [index, accountId] of accounts.entries()) {
    await ledger.post({
      brandId: brand.id,
      kind: "deposit",
      idempotencyKey: `seed-${index}`,
      legs: [
        { accountId, amount: 1_000_000_000n, member: true },
        { accountId: cashIn, amount: -1_000_000_000n, member: false },
      ],
    });
  }
  const hot = accounts[0] ?? 0n;
  const pickIndex = (worker: number, op: number) =>
    op % 10 === 0 ? 0 : (worker * 7919 + op * 104729) % accounts.length;
  const pick = (worker: number, op: number) => accounts[pickIndex(worker, op)] ?? hot;
  const runId = randomUUID().slice(0, 8);

  console.info(
    `bench:wallet — ${CONCURRENCY} workers, ${MEMBERS} members (one hot), ${SECONDS} s per phase, PostgreSQL`,
  );
  const wallet = await runFor(CONCURRENCY, SECONDS, async (worker, op) => {
    const accountId = pick(worker, op);
    const isWin = op % 2 === 1;
    const amount = isWin ? 1_500n : 1_000n;
    await ledger.post({
      brandId: brand.id,
      kind: isWin ? "win" : "bet",
      idempotencyKey: `${runId}-${worker}-${op}`,
      legs: [
        { accountId, amount: isWin ? amount : -amount, member: true },
        { accountId: revenue, amount: isWin ? -amount : amount, member: false },
      ],
    });
  });

  // The same pairs through HTTP: a bet opens a round, the win of the next op settles it.
  const http = await startVendorHttp(
    handle,
    brand.id,
    merchant,
    memberRows.map((row) => row.id),
  );
  const overHttp = await http.load({
    connections: CONCURRENCY,
    seconds: SECONDS,
    runId,
    member: (connection, pair) => pickIndex(connection, pair),
  });
  await http.close();

  // Baseline: the same accounts copied to a scratch table, one bare UPDATE per operation.
  const pool = new pg.Pool({ connectionString: url, max: CONCURRENCY + 2 });
  await pool.query("drop table if exists bench_baseline");
  await pool.query("create unlogged table bench_baseline (id bigint primary key, balance bigint not null)");
  await pool.query("insert into bench_baseline select id, balance from ledger_accounts where brand_id = $1", [
    brand.id,
  ]);
  await pool.query("alter table bench_baseline set logged");
  const baseline = await runFor(CONCURRENCY, SECONDS, async (worker, op) => {
    const accountId = pick(worker, op).toString();
    await pool.query("update bench_baseline set balance = balance - $1 where id = $2 and balance >= $1", [
      1000,
      accountId,
    ]);
  });
  await pool.query("drop table bench_baseline");
  await pool.end();

  const report = await ledger.reconcile();
  const clean =
    report.drifts.length === 0 &&
    report.unbalancedTransactions.length === 0 &&
    report.totalOfAllEntries === "0";
  const ratio = wallet.perSecond / baseline.perSecond;
  const fmt = (value: number) => value.toFixed(2);
  console.info(
    `wallet   ops/s=${fmt(wallet.perSecond)} p50_ms=${fmt(wallet.p50)} p99_ms=${fmt(wallet.p99)} failures=${wallet.failures}`,
  );
  console.info(
    `http     ops/s=${fmt(overHttp.perSecond)} p50_ms=${fmt(overHttp.p50)} p99_ms=${fmt(overHttp.p99)} failures=${overHttp.failures} (signed vendor API over HTTP)`,
  );
  console.info(
    `baseline ops/s=${fmt(baseline.perSecond)} p50_ms=${fmt(baseline.p50)} p99_ms=${fmt(baseline.p99)} failures=${baseline.failures}`,
  );
  console.info(`ratio=${fmt(ratio)} reconcile=${clean ? "clean" : "DRIFT"}`);
  await db.execute(sql`select 1`);
  await handle.close();
  console.info(
    `RESULT ops_per_s=${Math.round(wallet.perSecond)} p50_ms=${fmt(wallet.p50)} p99_ms=${fmt(wallet.p99)} baseline_ops_per_s=${Math.round(baseline.perSecond)} ratio=${fmt(ratio)} http_ops_per_s=${Math.round(overHttp.perSecond)} http_p99_ms=${fmt(overHttp.p99)}`,
  );
  if (!clean) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
