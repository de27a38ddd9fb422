import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { minorToDecimalString, toMinor } from "@lotus/contracts";
import * as schema from "@lotus/db/schema";
import { and, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  checkVendorSignature,
  createHttpTransferAdapter,
  setTransferAdapterFactory,
  TRANSFER_RESOLVE_JOB,
  type TransferInput,
  type TransferStatus,
  type TransferVendorAdapter,
  TransferVendorError,
  transferReference,
} from "../../src/modules/games";
import { createMember, sessionFor } from "../payments/support";
import { createTestApp, type TestApp } from "../support/app";
import { demoBrand, expectLedgerClean, fund } from "./support";

/**
 * Transfer-mode vendor wallets (docs/adr/0003): GCS_walletTransfer and GCS_merchantWallet against a
 * simulated vendor that answers, refuses, or times out before or after applying a transfer.
 */

type Mode = "success" | "fail" | "timeout-after-apply" | "timeout-before-apply";

/** A vendor's own wallet, in minor units, with the failure modes a real one has. */
class SimulatedVendor implements TransferVendorAdapter {
  readonly balances = new Map<string, bigint>();
  readonly applied = new Map<string, { direction: "in" | "out"; playerId: string; amount: bigint }>();
  readonly refused = new Set<string>();
  mode: Mode = "success";
  statusFailure: "none" | "throw" | "pending" = "none";
  balanceFailure = false;
  calls: string[] = [];

  balanceOf(playerId: string): bigint {
    return this.balances.get(playerId) ?? 0n;
  }
  /** The member won (positive) or lost (negative) at the vendor's games. */
  play(playerId: string, result: bigint): void {
    this.balances.set(playerId, this.balanceOf(playerId) + result);
  }

  private apply(direction: "in" | "out", input: TransferInput): "success" | "failed" {
    this.calls.push(`${direction}:${input.reference}`);
    if (this.mode === "timeout-before-apply") throw new Error("simulated timeout (nothing applied)");
    if (this.mode === "fail") {
      this.refused.add(input.reference);
      return "failed";
    }
    const amount = toMinor(input.amount, 2);
    if (this.applied.has(input.reference)) return "success";
    if (direction === "out" && this.balanceOf(input.playerId) < amount) {
      this.refused.add(input.reference);
      return "failed";
    }
    this.play(input.playerId, direction === "in" ? amount : -amount);
    this.applied.set(input.reference, { direction, playerId: input.playerId, amount });
    if (this.mode === "timeout-after-apply") throw new Error("simulated timeout (applied)");
    return "success";
  }

  async deposit(input: TransferInput) {
    return this.apply("in", input);
  }
  async withdraw(input: TransferInput) {
    return this.apply("out", input);
  }
  async status(reference: string): Promise<TransferStatus> {
    this.calls.push(`status:${reference}`);
    if (this.statusFailure === "throw") throw new Error("simulated status timeout");
    if (this.statusFailure === "pending") return "pending";
    if (this.applied.has(reference)) return "success";
    if (this.refused.has(reference)) return "failed";
    return "not_found";
  }
  async balance(playerId: string) {
    this.calls.push(`balance:${playerId}`);
    if (this.balanceFailure) throw new Error("simulated balance timeout");
    return minorToDecimalString(this.balanceOf(playerId), 2);
  }
}

let t: TestApp;
const vendors: Record<string, SimulatedVendor> = {};
let memberCounter = 0;

async function addVendor(code: string, status: string, walletMode = "transfer") {
  await t.platform.db.insert(schema.gameVendors).values({
    brandId: t.brandId,
    code,
    displayName: `${code} Games`,
    categories: ["FISH"],
    walletMode,
    status,
    sortOrder: 50,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  await addVendor("TFG", "on");
  await addVendor("TSP", "on");
  await addVendor("TMT", "maintenance");
  await addVendor("TOFF", "off");
  for (const code of ["TFG", "TSP", "TMT", "TOFF"]) vendors[code] = new SimulatedVendor();
  setTransferAdapterFactory(t.platform, ({ vendor }) => {
    const simulated = vendors[vendor.code];
    if (!simulated) throw new Error(`no simulated vendor ${vendor.code}`);
    return simulated;
  });
  // Building a PGlite app (migrations, seed) takes long on a loaded machine.
}, 180_000);
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  for (const vendor of Object.values(vendors)) {
    vendor.mode = "success";
    vendor.statusFailure = "none";
    vendor.balanceFailure = false;
    vendor.calls = [];
  }
});

const vendor = (code: string) => {
  const simulated = vendors[code];
  if (!simulated) throw new Error(`no vendor ${code}`);
  return simulated;
};

interface Player {
  id: string;
  token: string;
}

/** A fresh member with `mainMinor` in the main wallet. */
async function player(mainMinor = 1_000_00n, accountType = 0): Promise<Player> {
  memberCounter += 1;
  const id = await createMember(t, { account: `tw${String(memberCounter).padStart(3, "0")}`, accountType });
  if (mainMinor > 0n) await fund(t, id, mainMinor, `tw-fund-${id}`);
  return { id, token: await sessionFor(t, id) };
}

let requestCounter = 0;
const newRequestId = () => `tw-req-${String(++requestCounter).padStart(6, "0")}`;

function transfer(who: Player, body: Record<string, unknown>, language = "EN") {
  return t.call({
    method: "POST",
    url: "/wps/relay/GCS_walletTransfer",
    token: who.token,
    headers: { language },
    payload: { requestId: newRequestId(), ...body },
  });
}

/** The member's ledger balances in minor units: main and each vendor mirror. */
async function ledger(who: Player) {
  const rows = await t.platform.db
    .select({ kind: schema.ledgerAccounts.kind, balance: schema.ledgerAccounts.balance })
    .from(schema.ledgerAccounts)
    .where(eq(schema.ledgerAccounts.memberId, who.id));
  const of = (kind: string) => rows.find((row) => row.kind === kind)?.balance ?? 0n;
  return { main: of("main"), TFG: of("vendor:TFG"), TSP: of("vendor:TSP") };
}

/** The game revenue of a vendor: a house account, so the sum of its entries. */
async function revenue(code: string): Promise<bigint> {
  const [row] = await t.platform.db
    .select({ total: sql<string>`coalesce(sum(${schema.ledgerEntries.amount}), 0)::text` })
    .from(schema.ledgerEntries)
    .innerJoin(schema.ledgerAccounts, eq(schema.ledgerAccounts.id, schema.ledgerEntries.accountId))
    .where(
      and(
        eq(schema.ledgerAccounts.brandId, t.brandId),
        isNull(schema.ledgerAccounts.memberId),
        eq(schema.ledgerAccounts.kind, `game_revenue:${code}`),
      ),
    );
  return BigInt(row?.total ?? "0");
}

async function transfersOf(who: Player) {
  return t.platform.db
    .select()
    .from(schema.vendorTransfers)
    .where(eq(schema.vendorTransfers.memberId, who.id))
    .orderBy(schema.vendorTransfers.createdAt);
}

async function ledgerTransactionsOf(who: Player): Promise<number> {
  const [row] = await t.platform.db
    .select({ value: sql<number>`count(*)::int` })
    .from(schema.ledgerTransactions)
    .where(eq(schema.ledgerTransactions.memberId, who.id));
  return Number(row?.value ?? 0);
}

async function sumBalance(who: Player): Promise<number> {
  const response = await t.call({ method: "GET", url: "/wps/v2/wallets/balance", token: who.token });
  return response.json().value.sumBalance as number;
}

/** Runs the resolve job as a minute later (each run claims its own period). */
async function runResolveJob() {
  t.clock.advance(61_000);
  const run = await t.platform.jobs.runJob(TRANSFER_RESOLVE_JOB, t.clock.now());
  expect(run.ran).toBe(true);
  expect(run.error).toBeUndefined();
  return run.outcome;
}

describe("GCS_merchantWallet", () => {
  it("lists the brand's transfer-mode vendors that are not off, with the member's balance there", async () => {
    const who = await player();
    const response = await t.call({ method: "GET", url: "/wps/relay/GCS_merchantWallet", token: who.token });
    expect(response.statusCode, response.body).toBe(200);
    const value = response.json().value;
    expect(value.isSingle).toBe(false);
    expect(value.wallets).toEqual([
      { vassalage: "TFG", name: "TFG Games", balance: 0, status: "on" },
      { vassalage: "TMT", name: "TMT Games", balance: 0, status: "maintenance" },
      { vassalage: "TSP", name: "TSP Games", balance: 0, status: "on" },
    ]);
    await expectLedgerClean(t);
  });
});

describe("transfer in (main → vendor)", () => {
  it("moves the amount to the vendor wallet on success", async () => {
    const who = await player();
    const response = await transfer(who, { from: "MAIN", to: "TFG", amount: 300.5 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value).toEqual({ message: "Transfer successful", sumBalance: 1000 });
    expect(await ledger(who)).toEqual({ main: 699_50n, TFG: 300_50n, TSP: 0n });
    expect(vendor("TFG").balanceOf(who.id)).toBe(300_50n);
    const [row] = await transfersOf(who);
    expect(row).toMatchObject({ direction: "in", amountMinor: 300_50n, status: "success", attempts: 1 });

    const wallets = (
      await t.call({ method: "GET", url: "/wps/relay/GCS_merchantWallet", token: who.token })
    ).json().value.wallets;
    expect(wallets.find((w: { vassalage: string }) => w.vassalage === "TFG").balance).toBe(300.5);
    const balance = (await t.call({ method: "GET", url: "/wps/v2/wallets/balance", token: who.token })).json()
      .value;
    expect(balance.sumBalance).toBe(1000);
    expect(balance.wallets).toEqual(
      expect.arrayContaining([
        { code: "MAIN", name: "Main wallet", availBalance: 699.5 },
        { code: "TFG", name: "TFG", availBalance: 300.5 },
      ]),
    );
    await expectLedgerClean(t);
  });

  it("puts the money back when the vendor refuses, with a translated error", async () => {
    const who = await player();
    vendor("TFG").mode = "fail";
    const response = await transfer(who, { from: "MAIN", to: "TFG", amount: 250 }, "VI");
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: "game.transfer_unavailable",
      message: "Ví này hiện không thể nhận chuyển khoản",
    });
    expect(await ledger(who)).toEqual({ main: 1_000_00n, TFG: 0n, TSP: 0n });
    expect(vendor("TFG").balanceOf(who.id)).toBe(0n);
    const [row] = await transfersOf(who);
    expect(row).toMatchObject({ status: "failed", lastError: "vendor refused" });
    // The debit and its reversal, each once.
    expect(await ledgerTransactionsOf(who)).toBe(3);
    await expectLedgerClean(t);
  });

  it("stays pending after a timeout that applied, shows the amount at the vendor, and the job confirms it", async () => {
    const who = await player();
    t.clock.advance(61_000); // a job period of its own for the early run below
    vendor("TFG").mode = "timeout-after-apply";
    const requestId = newRequestId();
    const response = await transfer(who, { requestId, from: "MAIN", to: "TFG", amount: 200 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: "game.transfer_pending",
      message: "The transfer is being confirmed with the game provider; your balance will update shortly",
    });
    expect(await ledger(who)).toEqual({ main: 800_00n, TFG: 200_00n, TSP: 0n });
    expect(await sumBalance(who)).toBe(1000);

    // Too young for the job: it does not ask yet.
    const early = await t.platform.jobs.runJob(TRANSFER_RESOLVE_JOB, t.clock.now());
    expect(early.ran).toBe(true);
    expect((await transfersOf(who))[0]?.status).toBe("pending");

    // The vendor does not answer the first status question: still pending, never guessed.
    vendor("TFG").mode = "success";
    vendor("TFG").statusFailure = "throw";
    await runResolveJob();
    expect((await transfersOf(who))[0]).toMatchObject({ status: "pending", attempts: 2 });

    vendor("TFG").statusFailure = "none";
    await runResolveJob();
    const [row] = await transfersOf(who);
    expect(row?.status).toBe("success");
    expect(row?.resolvedAt).not.toBeNull();
    expect(await ledger(who)).toEqual({ main: 800_00n, TFG: 200_00n, TSP: 0n });
    expect(vendor("TFG").balanceOf(who.id)).toBe(200_00n);

    // The member retries the same request: the confirmed result, nothing moves again.
    const before = await ledgerTransactionsOf(who);
    const retried = await transfer(who, { requestId, from: "MAIN", to: "TFG", amount: 200 });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(await ledgerTransactionsOf(who)).toBe(before);
    // Only the original deposit reached the vendor: neither the job nor the retry sent it again.
    expect(vendor("TFG").calls.filter((call) => call.startsWith("in:"))).toHaveLength(1);
    await expectLedgerClean(t);
  });

  it("is reversed by the job when the vendor never got it (timeout without applying)", async () => {
    const who = await player();
    vendor("TFG").mode = "timeout-before-apply";
    const response = await transfer(who, { from: "MAIN", to: "TFG", amount: 400 });
    expect(response.json().code).toBe("game.transfer_pending");
    expect(await ledger(who)).toEqual({ main: 600_00n, TFG: 400_00n, TSP: 0n });

    vendor("TFG").statusFailure = "pending";
    await runResolveJob();
    expect((await transfersOf(who))[0]?.status).toBe("pending");

    vendor("TFG").statusFailure = "none";
    await runResolveJob();
    const [row] = await transfersOf(who);
    expect(row).toMatchObject({ status: "failed", lastError: "vendor: not_found" });
    expect(await ledger(who)).toEqual({ main: 1_000_00n, TFG: 0n, TSP: 0n });
    expect(vendor("TFG").balanceOf(who.id)).toBe(0n);
    await expectLedgerClean(t);
  });

  it("is given up by the job when the request died after its debit, before calling the vendor", async () => {
    const who = await player();
    const brand = await demoBrand(t);
    const wallet = t.wallet;
    const reference = transferReference(brand.id, who.id, "died-request-1");
    const [vendorRow] = await t.platform.db
      .select()
      .from(schema.gameVendors)
      .where(and(eq(schema.gameVendors.brandId, brand.id), eq(schema.gameVendors.code, "TFG")));
    if (!vendorRow) throw new Error("vendor missing");
    await t.platform.db.insert(schema.vendorTransfers).values({
      brandId: brand.id,
      vendorId: vendorRow.id,
      memberId: who.id,
      reference,
      direction: "in",
      amountMinor: 150_00n,
      createdAt: new Date(t.clock.now()),
    });
    await wallet.post(
      {
        brandId: brand.id,
        kind: "wallet_transfer",
        idempotencyKey: `${reference}:in`,
        memberId: who.id,
        reference,
        metadata: { vendor: "TFG", direction: "in" },
        legs: [
          { accountId: await wallet.account(brand, who.id, "main"), amount: -150_00n, member: true },
          { accountId: await wallet.account(brand, who.id, "vendor:TFG"), amount: 150_00n, member: true },
        ],
      },
      [who.id],
    );
    expect(await ledger(who)).toEqual({ main: 850_00n, TFG: 150_00n, TSP: 0n });

    await runResolveJob();
    const [row] = await transfersOf(who);
    expect(row).toMatchObject({ status: "failed", attempts: 0 });
    expect(await ledger(who)).toEqual({ main: 1_000_00n, TFG: 0n, TSP: 0n });
    // The vendor was never asked: it never got the call.
    expect(vendor("TFG").calls).toEqual([]);
    await expectLedgerClean(t);
  });
});

describe("transfer out (vendor → main)", () => {
  it("credits main with the member's win at the vendor, taken from the game revenue", async () => {
    const who = await player();
    expect((await transfer(who, { from: "MAIN", to: "TFG", amount: 500 })).statusCode).toBe(200);
    vendor("TFG").play(who.id, 250_00n);
    const revenueBefore = await revenue("TFG");

    const response = await transfer(who, { from: "TFG", to: "MAIN", amount: 750 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value).toEqual({ message: "Transfer successful", sumBalance: 1250 });
    expect(await ledger(who)).toEqual({ main: 1_250_00n, TFG: 0n, TSP: 0n });
    expect(await revenue("TFG")).toBe(revenueBefore - 250_00n);
    expect(vendor("TFG").balanceOf(who.id)).toBe(0n);
    const rows = await transfersOf(who);
    expect(rows.map((row) => [row.direction, row.amountMinor, row.status])).toEqual([
      ["in", 500_00n, "success"],
      ["out", 750_00n, "success"],
    ]);
    await expectLedgerClean(t);
  });

  it("after a loss at the vendor, settles the mirror so it never claims money the vendor does not hold", async () => {
    const who = await player();
    expect((await transfer(who, { from: "MAIN", to: "TFG", amount: 500 })).statusCode).toBe(200);
    vendor("TFG").play(who.id, -200_00n);
    const revenueBefore = await revenue("TFG");

    // More than the vendor holds now: refused, nothing moves.
    const tooMuch = await transfer(who, { from: "TFG", to: "MAIN", amount: 300.01 });
    expect(tooMuch.json().code).toBe("wallet.insufficient_funds");
    expect(await ledger(who)).toEqual({ main: 500_00n, TFG: 500_00n, TSP: 0n });

    const response = await transfer(who, { from: "TFG", to: "MAIN", amount: 100 });
    expect(response.statusCode, response.body).toBe(200);
    // main +100; the mirror gives 100 and its 200 the vendor no longer holds goes to revenue.
    expect(await ledger(who)).toEqual({ main: 600_00n, TFG: 200_00n, TSP: 0n });
    expect(await revenue("TFG")).toBe(revenueBefore + 200_00n);
    expect(vendor("TFG").balanceOf(who.id)).toBe(200_00n);
    expect(response.json().value.sumBalance).toBe(800);

    expect((await transfer(who, { from: "TFG", to: "MAIN", amount: 200 })).statusCode).toBe(200);
    expect(await ledger(who)).toEqual({ main: 800_00n, TFG: 0n, TSP: 0n });
    expect(await revenue("TFG")).toBe(revenueBefore + 200_00n);
    await expectLedgerClean(t);
  });

  it("moves nothing when the vendor refuses, and resolves an unknown outcome with the job", async () => {
    const who = await player();
    expect((await transfer(who, { from: "MAIN", to: "TFG", amount: 300 })).statusCode).toBe(200);

    vendor("TFG").mode = "fail";
    const refused = await transfer(who, { from: "TFG", to: "MAIN", amount: 100 });
    expect(refused.json().code).toBe("game.transfer_unavailable");
    expect(await ledger(who)).toEqual({ main: 700_00n, TFG: 300_00n, TSP: 0n });

    vendor("TFG").mode = "timeout-after-apply";
    const unknown = await transfer(who, { from: "TFG", to: "MAIN", amount: 100 });
    expect(unknown.json().code).toBe("game.transfer_pending");
    // The vendor paid out, but main is credited only once the outcome is known.
    expect(await ledger(who)).toEqual({ main: 700_00n, TFG: 300_00n, TSP: 0n });
    vendor("TFG").mode = "success";
    await runResolveJob();
    expect(await ledger(who)).toEqual({ main: 800_00n, TFG: 200_00n, TSP: 0n });
    expect((await transfersOf(who)).map((row) => row.status)).toEqual(["success", "failed", "success"]);
    await expectLedgerClean(t);
  });

  it("refuses when the vendor's balance cannot be read", async () => {
    const who = await player();
    expect((await transfer(who, { from: "MAIN", to: "TFG", amount: 100 })).statusCode).toBe(200);
    vendor("TFG").balanceFailure = true;
    const response = await transfer(who, { from: "TFG", to: "MAIN", amount: 50 });
    expect(response.json().code).toBe("game.transfer_unavailable");
    expect(await ledger(who)).toEqual({ main: 900_00n, TFG: 100_00n, TSP: 0n });
    expect(await transfersOf(who)).toHaveLength(1);
    await expectLedgerClean(t);
  });
});

describe("return all", () => {
  it("brings every vendor balance back to main and settles wins and losses", async () => {
    const who = await player();
    expect((await transfer(who, { from: "MAIN", to: "TFG", amount: 300 })).statusCode).toBe(200);
    expect((await transfer(who, { from: "MAIN", to: "TSP", amount: 200 })).statusCode).toBe(200);
    vendor("TFG").play(who.id, 50_00n);
    vendor("TSP").play(who.id, -200_00n);
    const before = { TFG: await revenue("TFG"), TSP: await revenue("TSP") };

    const requestId = newRequestId();
    const response = await transfer(who, { requestId, returnAll: true }, "VI");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value).toEqual({ message: "Hoàn trả số dư thành công", sumBalance: 850 });
    expect(await ledger(who)).toEqual({ main: 850_00n, TFG: 0n, TSP: 0n });
    expect(await revenue("TFG")).toBe(before.TFG - 50_00n);
    expect(await revenue("TSP")).toBe(before.TSP + 200_00n);
    expect(vendor("TFG").balanceOf(who.id)).toBe(0n);

    // The same request again: the same answer, nothing moves.
    const count = await ledgerTransactionsOf(who);
    const again = await transfer(who, { requestId, returnAll: true });
    expect(again.json().value).toEqual({ message: "Balance returned successfully", sumBalance: 850 });
    expect(await ledgerTransactionsOf(who)).toBe(count);
    await expectLedgerClean(t);
  });

  it("answers pending while a vendor's outcome is unknown, and the job finishes it", async () => {
    const who = await player();
    expect((await transfer(who, { from: "MAIN", to: "TFG", amount: 100 })).statusCode).toBe(200);
    vendor("TFG").mode = "timeout-after-apply";
    const response = await transfer(who, { returnAll: true });
    expect(response.json().code).toBe("game.transfer_pending");
    expect(await ledger(who)).toEqual({ main: 900_00n, TFG: 100_00n, TSP: 0n });
    vendor("TFG").mode = "success";
    await runResolveJob();
    expect(await ledger(who)).toEqual({ main: 1_000_00n, TFG: 0n, TSP: 0n });
    await expectLedgerClean(t);
  });
});

describe("bad input and refusals", () => {
  it("answers a clear error and moves nothing", async () => {
    const who = await player();
    expect((await transfer(who, { from: "MAIN", to: "TFG", amount: 100 })).statusCode).toBe(200);
    const moved = await ledgerTransactionsOf(who);
    const rows = (await transfersOf(who)).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ from: "MAIN", to: "TFG", amount: 0 }, "validation.failed"],
      [{ from: "MAIN", to: "TFG", amount: -5 }, "validation.failed"],
      [{ from: "MAIN", to: "TFG", amount: 1.005 }, "validation.failed"],
      [{ from: "MAIN", to: "TFG", amount: 10_000_000_000_000 }, "validation.failed"],
      [{ from: "MAIN", to: "TFG", amount: "10" }, "validation.failed"],
      [{ from: "MAIN", to: "TFG" }, "validation.failed"],
      [{ to: "TFG", amount: 10 }, "validation.failed"],
      [{ from: "MAIN", to: "MAIN", amount: 10 }, "validation.failed"],
      [{ from: "TFG", to: "TSP", amount: 10 }, "validation.failed"],
      [{ returnAll: true, amount: 10 }, "validation.failed"],
      [{ from: "MAIN", to: "NOPE", amount: 10 }, "vendor.unknown"],
      [{ from: "MAIN", to: "LOTUS", amount: 10 }, "vendor.unknown"],
      [{ from: "MAIN", to: "TOFF", amount: 10 }, "game.transfer_unavailable"],
      [{ from: "MAIN", to: "TMT", amount: 10 }, "game.transfer_unavailable"],
      [{ from: "MAIN", to: "TFG", amount: 900.01 }, "wallet.insufficient_funds"],
      [{ from: "MAIN", to: "TFG", amount: 999_999_999 }, "wallet.insufficient_funds"],
      [{ from: "TFG", to: "MAIN", amount: 100.01 }, "wallet.insufficient_funds"],
      [{ from: "TSP", to: "MAIN", amount: 1 }, "wallet.insufficient_funds"],
    ];
    for (const [body, code] of cases) {
      const response = await transfer(who, body);
      expect(response.json().code, JSON.stringify(body)).toBe(code);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().message).toBeTruthy();
    }
    const noRequestId = await t.call({
      method: "POST",
      url: "/wps/relay/GCS_walletTransfer",
      token: who.token,
      payload: { from: "MAIN", to: "TFG", amount: 10 },
    });
    expect(noRequestId.json().code).toBe("validation.failed");
    expect(await ledgerTransactionsOf(who)).toBe(moved);
    expect(await transfersOf(who)).toHaveLength(rows);
    expect(await ledger(who)).toEqual({ main: 900_00n, TFG: 100_00n, TSP: 0n });
    expect(vendor("TFG").balanceOf(who.id)).toBe(100_00n);
    await expectLedgerClean(t);
  });

  it("refuses trial and credit accounts, and visitors", async () => {
    const trial = await player(0n, 4);
    const refusedTrial = await transfer(trial, { from: "MAIN", to: "TFG", amount: 10 });
    expect(refusedTrial.json().code).toBe("account.in_need_true_account");
    // A trial account still sees the wallets (empty).
    const wallets = await t.call({ method: "GET", url: "/wps/relay/GCS_merchantWallet", token: trial.token });
    expect(wallets.statusCode).toBe(200);

    const credit = await player(500_00n, 6);
    const refusedCredit = await transfer(credit, { from: "MAIN", to: "TFG", amount: 10 });
    expect(refusedCredit.statusCode).toBe(403);
    expect(refusedCredit.json().code).toBe("payment.credit_account");
    expect(await ledger(credit)).toEqual({ main: 500_00n, TFG: 0n, TSP: 0n });

    const visitor = await t.call({
      method: "POST",
      url: "/wps/relay/GCS_walletTransfer",
      payload: { requestId: newRequestId(), from: "MAIN", to: "TFG", amount: 10 },
    });
    expect(visitor.json().code).toBe("auth.required");
    expect(await transfersOf(trial)).toHaveLength(0);
    expect(await transfersOf(credit)).toHaveLength(0);
    await expectLedgerClean(t);
  });

  it("throttles a script hammering the call", async () => {
    const who = await player();
    for (let i = 0; i < 20; i++)
      expect((await transfer(who, { from: "MAIN", to: "MAIN", amount: 1 })).json().code).toBe(
        "validation.failed",
      );
    const throttled = await transfer(who, { from: "MAIN", to: "TFG", amount: 1 });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().code).toBe("rate.limited");
    expect(throttled.headers["retry-after"]).toBeDefined();
    expect(await ledger(who)).toEqual({ main: 1_000_00n, TFG: 0n, TSP: 0n });
    await expectLedgerClean(t);
  });
});

describe("requestId idempotency", () => {
  it("moves once for a replayed request, and refuses the same id with other details", async () => {
    const who = await player();
    const requestId = newRequestId();
    const first = await transfer(who, { requestId, from: "MAIN", to: "TFG", amount: 100 });
    const again = await transfer(who, { requestId, from: "MAIN", to: "TFG", amount: 100 });
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await ledger(who)).toEqual({ main: 900_00n, TFG: 100_00n, TSP: 0n });
    expect(await transfersOf(who)).toHaveLength(1);
    expect(vendor("TFG").calls.filter((call) => call.startsWith("in:"))).toHaveLength(1);

    for (const body of [
      { requestId, from: "MAIN", to: "TFG", amount: 101 },
      { requestId, from: "MAIN", to: "TSP", amount: 100 },
      { requestId, from: "TFG", to: "MAIN", amount: 100 },
      { requestId, returnAll: true },
    ])
      expect((await transfer(who, body)).json().code, JSON.stringify(body)).toBe(
        "wallet.idempotency_conflict",
      );

    // A refused request answers the same refusal when retried, and never moves later.
    const failedId = newRequestId();
    vendor("TFG").mode = "fail";
    expect(
      (await transfer(who, { requestId: failedId, from: "MAIN", to: "TFG", amount: 50 })).json().code,
    ).toBe("game.transfer_unavailable");
    vendor("TFG").mode = "success";
    expect(
      (await transfer(who, { requestId: failedId, from: "MAIN", to: "TFG", amount: 50 })).json().code,
    ).toBe("game.transfer_unavailable");
    expect(await ledger(who)).toEqual({ main: 900_00n, TFG: 100_00n, TSP: 0n });

    // Concurrent duplicates of one request: the vendor is called once.
    const racedId = newRequestId();
    const raced = await Promise.all(
      [1, 2, 3].map(() => transfer(who, { requestId: racedId, from: "MAIN", to: "TFG", amount: 10 })),
    );
    expect(raced.some((response) => response.statusCode === 200)).toBe(true);
    for (const response of raced)
      expect(["game.transfer_pending", undefined]).toContain(response.json().code);
    expect(await ledger(who)).toEqual({ main: 890_00n, TFG: 110_00n, TSP: 0n });
    // The first request, the refused one and one of the three duplicates.
    expect(vendor("TFG").calls.filter((call) => call.startsWith("in:"))).toHaveLength(3);
    await expectLedgerClean(t);
  });
});

describe("the HTTP transfer adapter", () => {
  let server: Server;
  let base: string;
  const secret = "transfer-secret-for-tests";
  const seen: { method: string; path: string; body: string; signature: string }[] = [];
  let answer: (
    request: IncomingMessage,
    body: string,
  ) => { status: number; json?: unknown; delayMs?: number } = () => ({
    status: 200,
    json: { status: "success" },
  });

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk) => {
        body += chunk;
      });
      request.on("end", () => {
        const path = (request.url ?? "").split("?")[0] ?? "";
        seen.push({
          method: request.method ?? "",
          path,
          body,
          signature: checkVendorSignature(
            secret,
            request.headers,
            { method: request.method ?? "", path, body },
            Date.now(),
          ),
        });
        const reply = answer(request, body);
        setTimeout(() => {
          response.writeHead(reply.status, { "content-type": "application/json" });
          response.end(reply.json === undefined ? "" : JSON.stringify(reply.json));
        }, reply.delayMs ?? 0);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/lotus/`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const adapter = (timeoutMs = 2_000) =>
    createHttpTransferAdapter({ baseUrl: base, secret, minorDigits: 2, currency: "VND", timeoutMs });

  it("signs its calls like the vendor protocol and reads definite answers", async () => {
    answer = () => ({ status: 200, json: { status: "success" } });
    expect(await adapter().deposit({ reference: "TREF1", playerId: "p-1", amount: "12.50" })).toBe("success");
    const call = seen.at(-1);
    expect(call).toMatchObject({ method: "POST", path: "/api/lotus/transfer", signature: "ok" });
    expect(JSON.parse(call?.body ?? "{}")).toEqual({
      reference: "TREF1",
      playerId: "p-1",
      direction: "deposit",
      amount: "12.50",
      currency: "VND",
    });

    answer = () => ({ status: 422, json: { error: "limit" } });
    expect(await adapter().withdraw({ reference: "TREF2", playerId: "p-1", amount: "1.00" })).toBe("failed");

    answer = () => ({ status: 200, json: { balance: 1234.5 } });
    expect(await adapter().balance("p-1")).toBe("1234.50");
    expect(seen.at(-1)).toMatchObject({ method: "GET", path: "/api/lotus/balance/p-1", signature: "ok" });

    answer = () => ({ status: 404, json: { status: "not_found" } });
    expect(await adapter().status("TREF3")).toBe("not_found");
    answer = () => ({ status: 200, json: { status: "pending" } });
    expect(await adapter().status("TREF3")).toBe("pending");
  });

  it("throws (outcome unknown) on a timeout, a 5xx, a bare 404 or an unreadable answer", async () => {
    answer = () => ({ status: 200, json: { status: "success" }, delayMs: 500 });
    await expect(
      adapter(100).deposit({ reference: "TREF4", playerId: "p-1", amount: "1.00" }),
    ).rejects.toBeInstanceOf(TransferVendorError);
    answer = () => ({ status: 502 });
    await expect(
      adapter().withdraw({ reference: "TREF5", playerId: "p-1", amount: "1.00" }),
    ).rejects.toBeInstanceOf(TransferVendorError);
    answer = () => ({ status: 404 });
    await expect(adapter().status("TREF6")).rejects.toBeInstanceOf(TransferVendorError);
    answer = () => ({ status: 200, json: { status: "maybe" } });
    await expect(
      adapter().deposit({ reference: "TREF7", playerId: "p-1", amount: "1.00" }),
    ).rejects.toBeInstanceOf(TransferVendorError);
    answer = () => ({ status: 200, json: { balance: "1.234" } });
    await expect(adapter().balance("p-1")).rejects.toBeInstanceOf(TransferVendorError);
  });
});
