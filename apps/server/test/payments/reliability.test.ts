import { randomInt, randomUUID } from "node:crypto";
import { brandSettings } from "@lotus/contracts";
import * as schema from "@lotus/db/schema";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPayments, type Payments } from "../../src/modules/payments";
import type { WalletService } from "../../src/modules/wallet";
import type { Brand } from "../../src/platform/brand-context";
import { AppError } from "../../src/platform/errors";
import type { OperatorContext } from "../../src/platform/http";
import { MemoryRateLimiter } from "../../src/platform/rate-limit";
import type { AuthenticatedSession } from "../../src/platform/sessions";
import { createTestApp, type TestApp } from "../support/app";
import { createOperator } from "../support/operators";
import { brandOf, channelOf, duePostings, expectReconciled, memberSnapshot } from "./support";

/**
 * DESIGN §4 under load, on PostgreSQL (PGlite has one connection, so nothing runs concurrently
 * there): 50 workers make random deposits (confirmed by finance), game postings, transfers and
 * withdrawals (approved and paid out, or rejected) on 20 members, one of them hot. Every request
 * is sent twice at once, as a retrying client would. Afterwards the ledger must reconcile, no
 * balance may be negative, each idempotency key must have moved money once, and the payment
 * records must agree with the ledger.
 */
const postgres = process.env.TEST_DB === "postgres";
const WORKERS = 50;
const ITERATIONS = 12;
const MEMBERS = 20;

let t: TestApp;
let brand: Brand;
let payments: Payments;
let wallet: WalletService;
let operator: OperatorContext;
const memberIds: string[] = [];
const bankAccounts = new Map<string, string>();
let agentId: string;
let bankChannel: string;

/** Business refusals the random mix runs into; anything else fails the test. */
const EXPECTED = new Set(["wallet.insufficient_funds", "payment.invalid_state", "payment.turnover_required"]);

async function tolerate<T>(work: Promise<T>): Promise<T | undefined> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof AppError && EXPECTED.has(error.code)) return undefined;
    throw error;
  }
}

/** The same request twice at once, as a client that retries before the first answer. */
const twice = <T>(send: () => Promise<T>) => Promise.all([tolerate(send()), tolerate(send())]);

const session = (memberId: string): AuthenticatedSession => ({
  sessionId: randomUUID(),
  memberId,
  brandId: brand.id,
  account: memberId,
  accountType: 0,
  loginMethod: "test",
  status: "active",
});

const pick = () => (randomInt(100) < 30 ? memberIds[0] : memberIds[randomInt(MEMBERS)]) as string;
const vnd = (min: number, max: number) => randomInt(min, max) * 1000;

const betKeys = new Map<string, boolean>();

async function deposit() {
  const memberId = pick();
  const body = { requestId: randomUUID(), channelId: bankChannel, amount: vnd(50, 2000) };
  const created = await twice(() => payments.deposits.create(brand, session(memberId), body, "EN"));
  const id = created.find(Boolean)?.id;
  // Both answers are the one deposit.
  expect(new Set(created.filter(Boolean).map((value) => value?.id)).size).toBe(1);
  if (id) await twice(() => payments.finance.confirmDeposit(brand, { operator, ip: "127.0.0.1" }, id));
}

async function game() {
  const memberId = pick();
  const key = `bet:${randomUUID()}`;
  const amount = BigInt(vnd(1, 500)) * 100n;
  const win = randomInt(2) === 0;
  const main = await wallet.account(brand, memberId, "main");
  const house = await wallet.houseAccount(brand, "game_revenue:test");
  const results = await twice(() =>
    wallet.post(
      {
        brandId: brand.id,
        kind: win ? "win" : "bet",
        idempotencyKey: key,
        memberId,
        legs: [
          { accountId: main, amount: win ? amount : -amount, member: true },
          { accountId: house, amount: win ? -amount : amount, member: false },
        ],
      },
      [memberId],
    ),
  );
  betKeys.set(`${win ? "win" : "bet"}:${key}`, results.some(Boolean));
}

async function transfer() {
  const memberId = pick();
  const [from, to, direction] =
    randomInt(2) === 0 ? [memberId, agentId, "upline" as const] : [agentId, memberId, "downline" as const];
  const members = await Promise.all([from, to].map((id) => findMember(id)));
  const requestId = randomUUID();
  const amount = BigInt(vnd(10, 300)) * 100n;
  await twice(() =>
    payments.transfers.transferVerified(
      brand,
      members[0] as NonNullable<(typeof members)[0]>,
      members[1] as NonNullable<(typeof members)[1]>,
      direction,
      requestId,
      amount,
    ),
  );
}

async function withdrawal() {
  const memberId = pick();
  const requestId = randomUUID();
  const member = await findMember(memberId);
  const input = {
    requestId,
    bankAccountId: bankAccounts.get(memberId) ?? "",
    amountMinor: BigInt(vnd(10, 800)) * 100n,
  };
  const created = await twice(() => payments.withdrawals.createVerified(brand, member, input));
  const id = created.find(Boolean)?.id;
  if (!id) return;
  const who = { operator, ip: "127.0.0.1" };
  if (randomInt(2) === 0) {
    await twice(() => payments.finance.rejectWithdrawal(brand, who, id, "random rejection"));
  } else {
    await twice(() => payments.finance.approveWithdrawal(brand, who, id));
    await twice(() => payments.finance.disburseWithdrawal(brand, who, id));
  }
}

const findMember = (id: string) => memberSnapshot(t, id);

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.platform.db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe.skipIf(!postgres)("payments under concurrency (PostgreSQL)", () => {
  beforeAll(async () => {
    t = await createTestApp();
    brand = await brandOf(t);
    // A real client is limited per member; this run measures correctness, not the limiter.
    const unlimited = new MemoryRateLimiter(() => 0);
    unlimited.hit = async (_key, _limit, windowMs) => ({ allowed: true, count: 1, retryAfterMs: windowMs });
    wallet = t.wallet;
    payments = createPayments({ ...t.platform, limiter: unlimited }, wallet);
    const created = await createOperator(t, { username: "finance1", role: "finance" });
    operator = {
      operatorId: created.id,
      username: created.username,
      displayName: created.username,
      role: "finance",
      permissions: new Set(),
      allBrands: false,
      brandIds: [brand.id],
      sessionId: randomUUID(),
      mustEnrolTotp: false,
      mustChangePassword: false,
    };
    const [settingsRow] = await t.platform.db
      .select()
      .from(schema.brands)
      .where(eq(schema.brands.id, brand.id));
    const settings = brandSettings.parse(settingsRow?.settings);
    await t.updateSettings({ payments: { ...settings.payments, withdrawalDailyCount: 100 } });
    brand = await brandOf(t);
    bankChannel = await channelOf(t, "bank_transfer");
    const [agent] = await t.platform.db
      .insert(schema.members)
      .values({
        brandId: brand.id,
        account: "relagent",
        accountKey: "relagent",
        passwordHash: "-",
        accountType: 1,
      })
      .returning({ id: schema.members.id });
    agentId = agent?.id ?? "";
    for (let index = 0; index < MEMBERS; index++) {
      const [row] = await t.platform.db
        .insert(schema.members)
        .values({
          brandId: brand.id,
          account: `rel${index}`,
          accountKey: `rel${index}`,
          passwordHash: "-",
          uplineId: agentId,
        })
        .returning({ id: schema.members.id });
      const id = row?.id ?? "";
      memberIds.push(id);
      const [account] = await t.platform.db
        .insert(schema.memberBankAccounts)
        .values({
          brandId: brand.id,
          memberId: id,
          bankCode: "VCB",
          accountNumber: `1000${index}`,
          payeeName: "REL TEST",
        })
        .returning({ id: schema.memberBankAccounts.id });
      bankAccounts.set(id, account?.id ?? "");
    }
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it("keeps every invariant", async () => {
    const operations = [deposit, deposit, game, game, transfer, withdrawal];
    await Promise.all(
      Array.from({ length: WORKERS }, async () => {
        for (let iteration = 0; iteration < ITERATIONS; iteration++) {
          await (operations[randomInt(operations.length)] as () => Promise<void>)();
        }
      }),
    );

    // Conservation and balance = Σ entries.
    await expectReconciled(t);
    expect(await duePostings(t)).toBe(0);
    const [negative] = await rows<{ count: number }>(
      sql`select count(*)::int as count from ledger_accounts where owner_type = 'member' and balance < 0`,
    );
    expect(Number(negative?.count)).toBe(0);

    // Each idempotency key moved money at most once, and exactly once when any attempt succeeded.
    const duplicates = await rows(sql`
        select kind, idempotency_key from ledger_transactions group by brand_id, kind, idempotency_key having count(*) > 1`);
    expect(duplicates).toEqual([]);
    const games = await rows<{ kind: string; idempotency_key: string }>(
      sql`select kind, idempotency_key from ledger_transactions where kind in ('bet', 'win')`,
    );
    const applied = new Set(games.map((row) => `${row.kind}:${row.idempotency_key}`));
    for (const [key, succeeded] of betKeys) expect(applied.has(key), key).toBe(succeeded);

    // The payment records agree with the ledger.
    const [deposits] = await rows<{ credited: string; cash_in: string; count: number }>(sql`
        select (select coalesce(sum(credited_minor), 0)::text from deposits where status = 'success') as credited,
               (select coalesce(-sum(e.amount), 0)::text from ledger_entries e join ledger_accounts a on a.id = e.account_id
                 where a.kind like 'cash_in:%') as cash_in,
               (select count(*)::int from deposits where status = 'success') as count`);
    expect(deposits?.credited).toBe(deposits?.cash_in);
    expect(Number(deposits?.count)).toBeGreaterThan(0);
    const [payouts] = await rows<{ disbursed: string; cash_out: string }>(sql`
        select (select coalesce(sum(disbursed_minor), 0)::text from withdrawals) as disbursed,
               (select coalesce(sum(e.amount), 0)::text from ledger_entries e join ledger_accounts a on a.id = e.account_id
                 where a.kind = 'cash_out:bank') as cash_out`);
    expect(payouts?.disbursed).toBe(payouts?.cash_out);
    // What is held is exactly what open withdrawals hold, member by member.
    const held = await rows<{ member_id: string; balance: string; open: string }>(sql`
        select a.member_id, a.balance::text as balance,
          (select coalesce(sum(w.amount_minor - w.received_minor - w.disbursed_minor), 0)::text from withdrawals w
            where w.member_id = a.member_id and w.status in ('pending', 'approved')) as open
        from ledger_accounts a where a.kind = 'held'`);
    for (const row of held) expect(row.balance, row.member_id).toBe(row.open);
    // Transfers passed through the house account completely; failed ones moved nothing.
    const [transfers] = await rows<{ through: string; open: number }>(sql`
        select (select coalesce(sum(e.amount), 0)::text from ledger_entries e join ledger_accounts a on a.id = e.account_id
                 where a.kind = 'transfers') as through,
               (select count(*)::int from member_transfers where status = 'pending') as open`);
    expect(transfers).toEqual({ through: "0", open: 0 });
    const outcomes = await rows<{ status: string; count: number }>(
      sql`select status, count(*)::int as count from withdrawals group by status`,
    );
    expect(outcomes.map((row) => row.status).sort()).toEqual(
      expect.arrayContaining(["disbursed", "rejected"]),
    );
  }, 180_000);
});
