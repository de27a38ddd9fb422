import * as schema from "@lotus/db/schema";
import { eq, inArray, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLedger, type Ledger } from "../src/modules/wallet";
import { createTestApp, type TestApp } from "./support/app";

let t: TestApp;
let ledger: Ledger;
let memberIds: string[];

beforeAll(async () => {
  t = await createTestApp();
  ledger = createLedger(t.platform.database);
  const rows = await t.platform.db.select().from(schema.members).where(eq(schema.members.brandId, t.brandId));
  memberIds = rows.map((row) => row.id);
});
afterAll(async () => {
  await t.close();
});

const main = (memberId: string) => ledger.account(t.brandId, memberId, "main", "VND");
const house = (kind: string) => ledger.account(t.brandId, null, kind, "VND");

async function deposit(memberId: string, amount: bigint, key: string) {
  return ledger.post({
    brandId: t.brandId,
    kind: "deposit",
    idempotencyKey: key,
    memberId,
    legs: [
      { accountId: await main(memberId), amount, member: true },
      { accountId: await house("cash_in:test"), amount: -amount, member: false },
    ],
  });
}

async function bet(memberId: string, amount: bigint, key: string) {
  return ledger.post({
    brandId: t.brandId,
    kind: "bet",
    idempotencyKey: key,
    memberId,
    legs: [
      { accountId: await main(memberId), amount: -amount, member: true },
      { accountId: await house("game_revenue:test"), amount, member: false },
    ],
  });
}

describe("ledger postings", () => {
  it("moves money with balanced entries and returns the balance after", async () => {
    const memberId = memberIds[0] ?? "";
    const result = await deposit(memberId, 10_000n, "dep-1");
    expect(result.replayed).toBe(false);
    expect(result.balances.get(await main(memberId))).toBe(10_000n);
    const entries = await t.platform.db
      .select()
      .from(schema.ledgerEntries)
      .where(eq(schema.ledgerEntries.transactionId, result.transactionId));
    expect(entries.reduce((sum, entry) => sum + entry.amount, 0n)).toBe(0n);
  });

  it("a replayed key returns the original result and moves nothing; other content is refused", async () => {
    const memberId = memberIds[0] ?? "";
    const first = await deposit(memberId, 500n, "dep-2");
    const again = await deposit(memberId, 500n, "dep-2");
    expect(again).toMatchObject({ replayed: true, transactionId: first.transactionId });
    expect(again.balances.get(await main(memberId))).toBe(first.balances.get(await main(memberId)));
    await expect(deposit(memberId, 501n, "dep-2")).rejects.toMatchObject({
      code: "wallet.idempotency_conflict",
    });
    const [account] = await t.platform.db
      .select()
      .from(schema.ledgerAccounts)
      .where(eq(schema.ledgerAccounts.id, await main(memberId)));
    expect(account?.balance).toBe(10_500n);
  });

  it("refuses a bet above the balance and moves nothing", async () => {
    const memberId = memberIds[1] ?? "";
    await deposit(memberId, 100n, "dep-3");
    await expect(bet(memberId, 101n, "bet-1")).rejects.toMatchObject({ code: "wallet.insufficient_funds" });
    const transactions = await t.platform.db
      .select()
      .from(schema.ledgerTransactions)
      .where(eq(schema.ledgerTransactions.idempotencyKey, "bet-1"));
    expect(transactions).toHaveLength(0);
    expect((await bet(memberId, 100n, "bet-2")).balances.get(await main(memberId))).toBe(0n);
  });

  it("moves between two members atomically", async () => {
    const [from, to] = [memberIds[0] ?? "", memberIds[2] ?? ""];
    const result = await ledger.post({
      brandId: t.brandId,
      kind: "transfer",
      idempotencyKey: "tr-1",
      memberId: from,
      legs: [
        { accountId: await main(from), amount: -300n, member: true },
        { accountId: await main(to), amount: 300n, member: true },
      ],
    });
    expect(result.balances.get(await main(to))).toBe(300n);
  });

  it("entries cannot be changed or deleted", async () => {
    const message = async (work: Promise<unknown>) => {
      const error = (await work.then(
        () => undefined,
        (caught: unknown) => caught,
      )) as (Error & { cause?: Error }) | undefined;
      return `${error?.message ?? ""} ${error?.cause?.message ?? ""}`;
    };
    expect(await message(t.platform.db.execute(sql`update ledger_entries set amount = 0`))).toMatch(
      /append-only/,
    );
    expect(await message(t.platform.db.execute(sql`delete from ledger_transactions`))).toMatch(/append-only/);
  });

  it("matches an integer model over random postings, and reconciles clean", async () => {
    const memberId = memberIds[1] ?? "";
    const account = await main(memberId);
    let oracle = (await ledger.balances([account])).get(account) ?? 0n;
    let counter = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            deposit: fc.boolean(),
            amount: fc.bigInt({ min: 1n, max: 5_000n }),
            replay: fc.boolean(),
          }),
          { maxLength: 25 },
        ),
        async (operations) => {
          for (const operation of operations) {
            counter += 1;
            const key = `model-${counter}`;
            const run = () =>
              operation.deposit
                ? deposit(memberId, operation.amount, key)
                : bet(memberId, operation.amount, key);
            try {
              await run();
              oracle += operation.deposit ? operation.amount : -operation.amount;
            } catch (error) {
              expect((error as { code?: string }).code).toBe("wallet.insufficient_funds");
              expect(operation.deposit).toBe(false);
              expect(operation.amount).toBeGreaterThan(oracle);
            }
            if (operation.replay) await run().catch(() => undefined);
          }
          expect((await ledger.balances([account])).get(account)).toBe(oracle);
        },
      ),
      { numRuns: 15 },
    );
    const report = await ledger.reconcile();
    expect(report.drifts).toEqual([]);
    expect(report.unbalancedTransactions).toEqual([]);
    expect(report.totalOfAllEntries).toBe("0");
  });
});

describe("group commit of single-member postings", () => {
  let fresh: string[] = [];
  beforeAll(async () => {
    const rows = await t.platform.db
      .insert(schema.members)
      .values(
        ["gc1", "gc2", "gc3"].map((account) => ({
          brandId: t.brandId,
          account,
          accountKey: account,
          passwordHash: "x",
        })),
      )
      .returning({ id: schema.members.id });
    fresh = rows.map((row) => row.id);
  });
  const posting = (memberId: string, accountId: bigint, houseId: bigint, amount: bigint, key: string) => ({
    brandId: t.brandId,
    kind: amount > 0n ? "deposit" : "bet",
    idempotencyKey: key,
    memberId,
    legs: [
      { accountId, amount, member: true },
      { accountId: houseId, amount: -amount, member: false },
    ],
  });

  it("postings sent together share one commit; an overdraft, a replay or a conflict answers only its own caller", async () => {
    const batching = createLedger(t.platform.database, { maxInFlight: 1 });
    const [memberId, otherId] = [fresh[0] ?? "", fresh[1] ?? ""];
    const [account, other, cash] = [await main(memberId), await main(otherId), await house("cash_in:test")];
    await batching.post(posting(memberId, account, cash, 1_000n, "gc-seed"));
    const results = await Promise.allSettled([
      batching.post(posting(memberId, account, cash, -600n, "gc-bet-1")),
      batching.post(posting(memberId, account, cash, -600n, "gc-bet-2")), // 400 left: refused
      batching.post(posting(otherId, other, cash, 250n, "gc-dep")),
      batching.post(posting(otherId, other, cash, 250n, "gc-dep")), // same key and content: a replay
      batching.post(posting(memberId, account, cash, -1n, "gc-bet-1")), // same key, other content
      batching.post(posting(memberId, account, cash, 100n, "gc-seed")), // a key of an earlier commit
    ]);
    const [bet1, bet2, dep, depAgain, conflict, seedConflict] = results;
    expect(bet1).toMatchObject({ status: "fulfilled", value: { replayed: false } });
    expect(bet1?.status === "fulfilled" && bet1.value.balances.get(account)).toBe(400n);
    expect(bet2).toMatchObject({ status: "rejected", reason: { code: "wallet.insufficient_funds" } });
    expect(dep).toMatchObject({ status: "fulfilled", value: { replayed: false } });
    expect(depAgain).toMatchObject({ status: "fulfilled", value: { replayed: true } });
    if (dep?.status !== "fulfilled" || depAgain?.status !== "fulfilled") throw new Error("deposit refused");
    expect(depAgain.value.transactionId).toBe(dep.value.transactionId);
    expect(depAgain.value.balances.get(other)).toBe(250n);
    expect(conflict).toMatchObject({ status: "rejected", reason: { code: "wallet.idempotency_conflict" } });
    expect(seedConflict).toMatchObject({
      status: "rejected",
      reason: { code: "wallet.idempotency_conflict" },
    });

    // One commit: the rows written together carry the same transaction time.
    const rows = await t.platform.db
      .select()
      .from(schema.ledgerTransactions)
      .where(inArray(schema.ledgerTransactions.idempotencyKey, ["gc-bet-1", "gc-bet-2", "gc-dep"]));
    expect(rows.map((row) => row.idempotencyKey).sort()).toEqual(["gc-bet-1", "gc-dep"]);
    expect(new Set(rows.map((row) => row.createdAt.getTime())).size).toBe(1);
    expect(await ledger.balances([account, other])).toEqual(
      new Map([
        [account, 400n],
        [other, 250n],
      ]),
    );
    const report = await ledger.reconcile();
    expect(report.drifts).toEqual([]);
    expect(report.totalOfAllEntries).toBe("0");
  });

  it("a posting the database refuses as a whole (unknown account) fails alone; the rest of its batch posts", async () => {
    const batching = createLedger(t.platform.database, { maxInFlight: 1 });
    const memberId = fresh[2] ?? "";
    const [account, cash] = [await main(memberId), await house("cash_in:test")];
    const results = await Promise.allSettled([
      batching.post(posting(memberId, account, cash, 70n, "gc-iso-1")),
      batching.post(posting(memberId, 9_000_000_000n, cash, 70n, "gc-iso-bad")),
      batching.post(posting(memberId, account, cash, 30n, "gc-iso-2")),
    ]);
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect((await ledger.balances([account])).get(account)).toBe(100n);
    const bad = await t.platform.db
      .select()
      .from(schema.ledgerTransactions)
      .where(eq(schema.ledgerTransactions.idempotencyKey, "gc-iso-bad"));
    expect(bad).toEqual([]);
  });
});

describe.runIf(process.env.TEST_DB === "postgres")("ledger under concurrency (PostgreSQL)", () => {
  it("50 concurrent workers with duplicated keys on one hot member: each key once, no negative balance, no drift", async () => {
    const hot = memberIds[2] ?? "";
    const account = await main(hot);
    await deposit(hot, 1_000_000n, "hot-seed");
    const start = (await ledger.balances([account])).get(account) ?? 0n;
    const keys = Array.from({ length: 400 }, (_, index) => `hot-${index}`);
    const applied = new Set<string>();
    await Promise.all(
      Array.from({ length: 50 }, async (_, worker) => {
        for (let step = 0; step < 16; step++) {
          const key = keys[(worker * 7 + step * 13) % keys.length] ?? "";
          const isDeposit = key.endsWith("0") || key.endsWith("5");
          const result = isDeposit
            ? await deposit(hot, 700n, key)
            : await bet(hot, 900n, key).catch(() => undefined);
          if (result && !result.replayed) {
            expect(applied.has(key)).toBe(false);
            applied.add(key);
          }
        }
      }),
    );
    const expected = [...applied].reduce(
      (sum, key) => sum + (key.endsWith("0") || key.endsWith("5") ? 700n : -900n),
      start,
    );
    expect((await ledger.balances([account])).get(account)).toBe(expected);
    const report = await ledger.reconcile();
    expect(report.drifts).toEqual([]);
    expect(report.totalOfAllEntries).toBe("0");
  });

  it("a key another transaction is writing decides the outcome once it commits: no money moves, no false overdraft", async () => {
    const rows = await t.platform.db
      .insert(schema.members)
      .values(
        ["race1", "race2"].map((account) => ({
          brandId: t.brandId,
          account,
          accountKey: account,
          passwordHash: "x",
        })),
      )
      .returning({ id: schema.members.id });
    const [first, second] = rows.map((row) => row.id);
    if (!first || !second) throw new Error("members not created");
    await deposit(first, 100n, "race-seed-1");
    await deposit(second, 100n, "race-seed-2");
    const accounts = [await main(first), await main(second)];
    let outcomes: PromiseSettledResult<unknown>[] = [];
    // Another writer holds both keys, uncommitted, while the postings arrive.
    await t.platform.db.transaction(async (tx) => {
      await tx.insert(schema.ledgerTransactions).values(
        ["race-1", "race-2"].map((key) => ({
          brandId: t.brandId,
          kind: "bet",
          idempotencyKey: key,
          contentHash: "another movement",
        })),
      );
      const posting = Promise.allSettled([
        bet(first, 50n, "race-1"), // funds suffice: its balance update must be undone
        bet(second, 500n, "race-2"), // funds do not: the key, not the overdraft, decides
      ]);
      // Commit only once both postings wait for this transaction's keys.
      for (;;) {
        const waiting = await t.platform.database.query<{ n: number }>(
          `select count(*)::int as n from pg_locks l join pg_stat_activity a on a.pid = l.pid
           where not l.granted and l.locktype = 'transactionid' and a.datname = current_database()`,
          [],
        );
        if ((waiting[0]?.n ?? 0) >= 2) break;
        await new Promise((resolve) => setImmediate(resolve));
      }
      void posting.then((settled) => {
        outcomes = settled;
      });
    });
    await expect.poll(() => outcomes.length).toBe(2);
    expect(outcomes).toEqual([
      { status: "rejected", reason: expect.objectContaining({ code: "wallet.idempotency_conflict" }) },
      { status: "rejected", reason: expect.objectContaining({ code: "wallet.idempotency_conflict" }) },
    ]);
    expect(await ledger.balances(accounts)).toEqual(
      new Map([
        [accounts[0], 100n],
        [accounts[1], 100n],
      ]),
    );
    const report = await ledger.reconcile();
    expect(report.drifts).toEqual([]);
  });
});
