import * as schema from "@lotus/db/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPayments } from "../../src/modules/payments";
import type { WalletService } from "../../src/modules/wallet";
import type { Brand } from "../../src/platform/brand-context";
import { createTestApp, type TestApp } from "../support/app";
import {
  addBankAccount,
  balances,
  brandOf,
  duePostings,
  expectReconciled,
  fund,
  login,
  memberIdOf,
  memberSnapshot,
  requestId,
  setPaymentPassword,
} from "./support";

let t: TestApp;
let brand: Brand;
let playerId: string;
let agentId: string;
let bankAccountId: string;

beforeAll(async () => {
  t = await createTestApp();
  brand = await brandOf(t);
  playerId = await memberIdOf(t, "player01");
  agentId = await memberIdOf(t, "agent01");
  const player = await login(t, "player01", "Player1234");
  await setPaymentPassword(t, player);
  bankAccountId = (await addBankAccount(t, player, { payeeName: "PHAM VAN PLAYER" })).json().value.id;
  await fund(t, playerId, 10_000_000n);
});
afterAll(async () => {
  await t.close();
});

/** A wallet whose process "dies" on the chosen posting calls: the state is committed, the ledger is not. */
function dyingWallet(dieOnCalls: number[]): WalletService {
  const real = t.wallet;
  let calls = 0;
  return {
    ...real,
    async post(posting, signal) {
      calls++;
      if (dieOnCalls.includes(calls)) throw new Error("process killed");
      return real.post(posting, signal);
    },
  };
}

const member = (id: string) => memberSnapshot(t, id);

describe("a crash between a committed state change and its ledger posting", () => {
  it("leaves a withdrawal whose hold the job posts a minute later; nothing is held twice", async () => {
    const crashing = createPayments(t.platform, dyingWallet([1]));
    const input = { requestId: requestId(), bankAccountId, amountMinor: 2_000_000n };
    await expect(crashing.withdrawals.createVerified(brand, await member(playerId), input)).rejects.toThrow(
      "process killed",
    );
    const [row] = await t.platform.db.select().from(schema.withdrawals);
    expect(row?.status).toBe("holding");
    expect(await balances(t, playerId)).toEqual({ main: 10_000_000n, held: 0n });
    expect(await duePostings(t)).toBe(1);
    // Too fresh for the job: the request that wrote it may still be posting.
    await t.platform.jobs.runJob("payments.flush-postings", t.clock.now());
    expect(await duePostings(t)).toBe(1);
    t.clock.advance(61_000);
    const run = await t.platform.jobs.runJob("payments.flush-postings", t.clock.now());
    expect(run.outcome).toBe("1 flushed");
    expect(await balances(t, playerId)).toEqual({ main: 8_000_000n, held: 2_000_000n });
    const [after] = await t.platform.db.select().from(schema.withdrawals);
    expect(after?.status).toBe("pending");
    // The member retries the same request: the answer is the one withdrawal, held once.
    const healthy = createPayments(t.platform, t.wallet);
    const retried = await healthy.withdrawals.createVerified(brand, await member(playerId), input);
    expect(retried).toMatchObject({ id: row?.id, status: "pending" });
    expect(await balances(t, playerId)).toEqual({ main: 8_000_000n, held: 2_000_000n });
    await expectReconciled(t);
  });

  it("finishes a transfer whose debit was posted but whose credit was not", async () => {
    const crashing = createPayments(t.platform, dyingWallet([2]));
    const from = await member(playerId);
    const to = await member(agentId);
    await expect(
      crashing.transfers.transferVerified(brand, from, to, "upline", requestId(), 1_000_000n),
    ).rejects.toThrow("process killed");
    expect((await balances(t, playerId)).main).toBe(7_000_000n);
    expect((await balances(t, agentId)).main).toBe(0n);
    const [transfer] = await t.platform.db.select().from(schema.memberTransfers);
    expect(transfer?.status).toBe("pending");
    t.clock.advance(61_000);
    await t.platform.jobs.runJob("payments.flush-postings", t.clock.now());
    expect((await balances(t, agentId)).main).toBe(1_000_000n);
    const [done] = await t.platform.db.select().from(schema.memberTransfers);
    expect(done?.status).toBe("completed");
    expect(await duePostings(t)).toBe(0);
    await expectReconciled(t);
  });

  it("a hold refused for funds after the crash fails the withdrawal; it is never shown or held", async () => {
    const crashing = createPayments(t.platform, dyingWallet([1]));
    const input = { requestId: requestId(), bankAccountId, amountMinor: 7_000_000n };
    await expect(crashing.withdrawals.createVerified(brand, await member(playerId), input)).rejects.toThrow();
    // Meanwhile the member spends: the job's hold is refused and the withdrawal fails quietly.
    await createPayments(t.platform, t.wallet).transfers.transferVerified(
      brand,
      await member(playerId),
      await member(agentId),
      "upline",
      requestId(),
      6_500_000n,
    );
    t.clock.advance(61_000);
    await t.platform.jobs.runJob("payments.flush-postings", t.clock.now());
    const rows = await t.platform.db.select().from(schema.withdrawals);
    expect(rows.map((row) => row.status).sort()).toEqual(["failed", "pending"]);
    expect(await balances(t, playerId)).toEqual({ main: 500_000n, held: 2_000_000n });
    const player = await login(t, "player01", "Player1234");
    const list = (await t.call({ method: "GET", url: "/wps/payment/withdraw", token: player })).json().value;
    expect(list.total).toBe(1);
    expect(await duePostings(t)).toBe(0);
    await expectReconciled(t);
  });
});
