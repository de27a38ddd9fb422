import { randomUUID } from "node:crypto";
import * as schema from "@lotus/db/schema";
import { and, eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import { reconcile } from "../../src/modules/wallet";
import type { Brand } from "../../src/platform/brand-context";
import { hashPassword } from "../../src/platform/passwords";
import { fileTestApp, type TestApp } from "../support/app";

export const PAYMENT_PASSWORD = "246810";

/** The smallest file the server takes for a PNG: its 8-byte signature, then anything. */
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 7),
]);

export async function brandOf(t: TestApp): Promise<Brand> {
  const brand = await t.platform.brands.byMerchant(t.merchant);
  if (!brand) throw new Error("demo brand missing");
  return brand;
}

export async function login(t: TestApp, username: string, password: string): Promise<string> {
  const response = await t.callEncrypted("POST", "/wps/session/login", {
    type: "username",
    username,
    password,
    botCheck: await t.botCheck(),
  });
  const token = response.json().value?.token;
  if (!token) throw new Error(`login of ${username} failed: ${response.body}`);
  return token;
}

export async function memberIdOf(t: TestApp, account: string): Promise<string> {
  const [row] = await t.platform.db
    .select({ id: schema.members.id })
    .from(schema.members)
    .where(and(eq(schema.members.brandId, t.brandId), eq(schema.members.accountKey, account.toLowerCase())));
  if (!row) throw new Error(`no member ${account}`);
  return row.id;
}

/** A session issued directly (free-play trial accounts cannot use the username login). */
export async function sessionFor(t: TestApp, memberId: string): Promise<string> {
  return t.platform.sessions.issue(t.platform.db, {
    brandId: t.brandId,
    memberId,
    kind: "session",
    loginMethod: "test",
  });
}

/** A member made directly in the database (type 0 member, 1 agent, 4 trial, 6 credit). */
export async function createMember(
  t: TestApp,
  options: {
    account: string;
    password?: string;
    accountType?: number;
    uplineId?: string;
    payeeName?: string;
  },
): Promise<string> {
  const [row] = await t.platform.db
    .insert(schema.members)
    .values({
      brandId: t.brandId,
      account: options.account,
      accountKey: options.account.toLowerCase(),
      passwordHash: await hashPassword(options.password ?? "Secret1234"),
      accountType: options.accountType ?? 0,
      uplineId: options.uplineId ?? null,
      payeeName: options.payeeName ?? null,
      registerMethod: "TEST",
    })
    .returning({ id: schema.members.id });
  if (!row) throw new Error("member not created");
  return row.id;
}

/** Main and held balances of a member, in minor units. */
export async function balances(t: TestApp, memberId: string): Promise<{ main: bigint; held: bigint }> {
  const rows = await t.platform.db
    .select({ kind: schema.ledgerAccounts.kind, balance: schema.ledgerAccounts.balance })
    .from(schema.ledgerAccounts)
    .where(eq(schema.ledgerAccounts.memberId, memberId));
  const of = (kind: string) => rows.find((row) => row.kind === kind)?.balance ?? 0n;
  return { main: of("main"), held: of("held") };
}

/** How many ledger transactions and entries exist: equal before and after means nothing moved. */
export async function ledgerSize(t: TestApp): Promise<{ transactions: number; entries: number }> {
  const result = await t.platform.db.execute(sql`
    select (select count(*) from ledger_transactions)::int as transactions, (select count(*) from ledger_entries)::int as entries`);
  const [row] = (result as unknown as { rows: { transactions: number; entries: number }[] }).rows;
  return { transactions: Number(row?.transactions ?? 0), entries: Number(row?.entries ?? 0) };
}

/** Credits a member through the wallet (as a confirmed deposit would), for tests that need funds. */
export async function fund(t: TestApp, memberId: string, minor: bigint): Promise<void> {
  const wallet = t.wallet;
  const brand = await brandOf(t);
  await wallet.post(
    {
      brandId: brand.id,
      kind: "deposit",
      idempotencyKey: `test-fund:${randomUUID()}`,
      memberId,
      legs: [
        { accountId: await wallet.account(brand, memberId, "main"), amount: minor, member: true },
        { accountId: await wallet.houseAccount(brand, "cash_in:test"), amount: -minor, member: false },
      ],
    },
    [memberId],
  );
}

export async function setPaymentPassword(t: TestApp, token: string, password = PAYMENT_PASSWORD) {
  const response = await t.callEncrypted(
    "POST",
    "/wps/member/paymentPassword",
    { paymentPassword: password, confirmPaymentPassword: password },
    { token },
  );
  expect(response.statusCode, response.body).toBe(200);
}

export async function addBankAccount(
  t: TestApp,
  token: string,
  body: { bankCode?: string; accountNumber?: string; payeeName: string; paymentPassword?: string },
) {
  return t.callEncrypted(
    "POST",
    "/wps/member/bankAccounts",
    {
      bankCode: body.bankCode ?? "VCB",
      accountNumber: body.accountNumber ?? "0123456789",
      payeeName: body.payeeName,
      paymentPassword: body.paymentPassword ?? PAYMENT_PASSWORD,
    },
    { token },
  );
}

/** A multipart body with one file field, as a browser sends it. */
export function multipart(field: string, bytes: Buffer, filename = "proof.png", type = "image/png") {
  const boundary = `----lotus${randomUUID().replace(/-/g, "")}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

export async function uploadProof(t: TestApp, token: string, bytes: Buffer = PNG): Promise<string> {
  const { payload, headers } = multipart("file", bytes);
  const response = await t.call({ method: "POST", url: "/wps/payment/proof", token, payload, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value.id;
}

/** DESIGN §4 proof: every member balance equals its entries, every transaction and the whole ledger sum to zero. */
export async function expectReconciled(t: TestApp): Promise<void> {
  const report = await reconcile(t.platform.db);
  expect(report.drifts).toEqual([]);
  expect(report.unbalancedTransactions).toEqual([]);
  expect(report.totalOfAllEntries).toBe("0");
}

/** Postings the outbox still owes the ledger (none once every flow has settled). */
export async function duePostings(t: TestApp): Promise<number> {
  const rows = await t.platform.db
    .select({ id: schema.paymentPostings.id })
    .from(schema.paymentPostings)
    .where(eq(schema.paymentPostings.status, "due"));
  return rows.length;
}

export async function channelOf(t: TestApp, type: "bank_transfer" | "gateway" | "c2c"): Promise<string> {
  const [row] = await t.platform.db
    .select({ id: schema.paymentChannels.id })
    .from(schema.paymentChannels)
    .where(and(eq(schema.paymentChannels.brandId, t.brandId), eq(schema.paymentChannels.type, type)));
  if (!row) throw new Error(`no ${type} channel`);
  return row.id;
}

export const requestId = () => randomUUID();

/** Amounts that must be refused before anything happens, with what the contract says about them. */
export const BAD_AMOUNTS: unknown[] = [-100, 0, 10.005, 1e13, "100", "abc", null, Number.NaN];

/**
 * The app of a payments test file: open for the file's tests; when they are done no posting may be
 * left due and the ledger must reconcile.
 */
export function paymentsTestApp(): TestApp {
  return fileTestApp({
    beforeClose: async (t) => {
      expect(await duePostings(t)).toBe(0);
      await expectReconciled(t);
    },
  });
}

/** What the payments module reads of a member, straight from its row. */
export async function memberSnapshot(t: TestApp, id: string) {
  const [row] = await t.platform.db.select().from(schema.members).where(eq(schema.members.id, id));
  if (!row) throw new Error("member missing");
  return {
    id: row.id,
    account: row.account,
    accountType: row.accountType,
    uplineId: row.uplineId,
    payeeName: row.payeeName,
    passwordHash: row.passwordHash,
    paymentPasswordHash: row.paymentPasswordHash,
    status: row.status,
  };
}

/** The demo member (demo01) and the player (player01) signed in: their session tokens and member ids. */
export async function signInDemoAndPlayer(t: TestApp) {
  return {
    demo: await login(t, "demo01", "Demo1234"),
    player: await login(t, "player01", "Player1234"),
    demoId: await memberIdOf(t, "demo01"),
    playerId: await memberIdOf(t, "player01"),
  };
}

/** The player's own bank account, added with the player's session; its id. */
export async function addPlayerBankAccount(t: TestApp, playerToken: string): Promise<string> {
  const response = await addBankAccount(t, playerToken, {
    payeeName: "PHAM VAN PLAYER",
    accountNumber: "9876543210",
  });
  return response.json().value.id;
}
