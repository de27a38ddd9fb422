import { schema } from "@lotus/db";
import { eq, sql } from "drizzle-orm";
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
});
