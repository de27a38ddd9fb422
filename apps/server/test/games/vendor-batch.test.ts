import { describe, expect, it } from "vitest";
import { fileTestApp } from "../support/app";
import { decimal, minor } from "./simulated-vendor";
import { loginQuick } from "./support";
import { vendorProtocolWorld } from "./vendor-protocol-world";

/**
 * creditBatch over signed HTTP (docs/vendor-wallet-protocol.md): many credits or result corrections
 * in one call, each item answered on its own, replays and concurrent twins moving money once. Every
 * scenario ends with the member's balance exact and the ledger clean.
 */

const t = fileTestApp({ ready: (app) => app.updateSettings({ botCheck: false }) });
const world = vendorProtocolWorld(t, "vendor-batch-fund-demo");
const { session, siteBalance, expectBalance, betRecord, roundRow } = world;

describe("batch credits (creditBatch)", () => {
  it("pays and ends many rounds in one call, each item answering on its own; a retry moves nothing", async () => {
    world.demoToken = await loginQuick(t, "demo01", "Demo1234");
    const player = await session(world.demoToken);
    const before = await siteBalance(world.demoToken);
    await player.bet("cb-round-1", "cb-bet-1", 100);
    await player.bet("cb-round-2", "cb-bet-2", 50);
    await player.bet("cb-round-3", "cb-bet-3", 20);
    await player.bet("cb-round-4", "cb-bet-4", 10);
    await player.win("cb-round-4", "cb-win-4", 0, { endRound: true });
    await player.win("cb-round-5", "cb-win-5-used", 1);

    const batch = await player.creditBatch([
      { transactionId: "cb-win-1", roundId: "cb-round-1", amount: 250.5, endRound: true },
      { transactionId: "cb-win-2", roundId: "cb-round-2", amount: 0, endRound: true },
      { transactionId: "cb-win-3", roundId: "cb-round-3", amount: 30 },
      { transactionId: "cb-win-4b", roundId: "cb-round-4", amount: 5 },
      { transactionId: "cb-win-5-used", roundId: "cb-round-5", amount: 2 },
      {
        transactionId: "cb-win-6",
        roundId: "cb-round-6",
        amount: 1,
        playerId: "00000000-0000-4000-8000-000000000000",
      },
      { transactionId: "cb-win-7", roundId: "cb-round-7", amount: 1, gameId: "no-such-game" },
    ]);
    expect(batch.status, JSON.stringify(batch.value)).toBe(200);
    const afterWins = before - 18000 + 100 + 25050 + 3000;
    // Each balance is the one right after that item's posting; the items post together, in any order.
    expect(batch.value?.results).toEqual([
      { ok: true, transactionId: "cb-win-1", balance: expect.any(Number), replayed: false },
      { ok: true, transactionId: "cb-win-2", balance: expect.any(Number), replayed: false },
      { ok: true, transactionId: "cb-win-3", balance: expect.any(Number), replayed: false },
      { ok: false, transactionId: "cb-win-4b", code: "vendor.round_closed" },
      { ok: false, transactionId: "cb-win-5-used", code: "vendor.transaction_conflict" },
      { ok: false, transactionId: "cb-win-6", code: "vendor.player_not_found" },
      { ok: false, transactionId: "cb-win-7", code: "game.not_found" },
    ]);
    const balances = (batch.value?.results ?? []).flatMap((item) => (item.ok ? [minor(item.balance)] : []));
    expect(Math.max(...balances)).toBe(afterWins);
    expect(Math.min(...balances)).toBeGreaterThanOrEqual(before - 18000 + 100);
    expect(await roundRow(world.demoId, "cb-round-1")).toMatchObject({ status: "settled", winMinor: 25050n });
    expect(await roundRow(world.demoId, "cb-round-2")).toMatchObject({ status: "settled", winMinor: 0n });
    expect(await roundRow(world.demoId, "cb-round-3")).toMatchObject({ status: "open", winMinor: 3000n });
    expect(await betRecord(world.demoToken, "cb-round-1")).toMatchObject({
      status: "settled",
      validBet: 100,
      payout: 250.5,
    });

    const again = (await world.vendor.retry(batch.request)) as typeof batch;
    expect(again.value?.results.slice(0, 3).map((item) => item.ok && item.replayed)).toEqual([
      true,
      true,
      true,
    ]);
    expect(again.value?.results[0]).toMatchObject({
      balance: batch.value?.results[0]?.ok && batch.value.results[0].balance,
    });
    // A lone credit with a batch item's id is the same transaction: replayed, not paid again.
    const lone = await player.win("cb-round-1", "cb-win-1", 250.5, { endRound: true });
    expect(lone.value).toMatchObject({ replayed: true });
    await expectBalance(world.demoToken, world.demoId, afterWins, player);
  });

  it("corrects the win of a settled round both ways, never below zero or before it is settled", async () => {
    world.demoToken = await loginQuick(t, "demo01", "Demo1234");
    const player = await session(world.demoToken);
    const before = await siteBalance(world.demoToken);
    await player.bet("cc-round-1", "cc-bet-1", 100);
    await player.win("cc-round-1", "cc-win-1", 300, { endRound: true });
    await player.bet("cc-round-2", "cc-bet-2", 100);

    const raised = await player.creditBatch([
      { transactionId: "cc-fix-1", roundId: "cc-round-1", amount: 50, correction: true },
      { transactionId: "cc-fix-2", roundId: "cc-round-2", amount: 10, correction: true },
      { transactionId: "cc-fix-3", roundId: "cc-round-none", amount: 10, correction: true },
    ]);
    expect(raised.value?.results.map((item) => (item.ok ? "ok" : item.code))).toEqual([
      "ok",
      "vendor.round_open",
      "vendor.transaction_not_found",
    ]);
    expect(await roundRow(world.demoId, "cc-round-1")).toMatchObject({ status: "settled", winMinor: 35000n });

    const lowered = await player.creditBatch([
      { transactionId: "cc-fix-4", roundId: "cc-round-1", amount: -200, correction: true },
      { transactionId: "cc-fix-5", roundId: "cc-round-1", amount: -150.01, correction: true },
    ]);
    expect(lowered.value?.results.map((item) => (item.ok ? "ok" : item.code))).toEqual([
      "ok",
      "vendor.correction_exceeds_win",
    ]);
    expect(await roundRow(world.demoId, "cc-round-1")).toMatchObject({ status: "settled", winMinor: 15000n });
    expect(await betRecord(world.demoToken, "cc-round-1")).toMatchObject({ payout: 150, winLoss: 50 });

    // Malformed batches are refused whole and move nothing.
    const negativeWin = await player.creditBatch([
      { transactionId: "cc-bad-1", roundId: "cc-round-2", amount: -1 },
    ]);
    expect(negativeWin.status).toBe(400);
    const twice = await player.creditBatch([
      { transactionId: "cc-bad-2", roundId: "cc-round-2", amount: 1 },
      { transactionId: "cc-bad-2", roundId: "cc-round-2", amount: 1 },
    ]);
    expect(twice.status).toBe(400);
    const empty = await player.creditBatch([]);
    expect(empty.status).toBe(400);
    await expectBalance(world.demoToken, world.demoId, before - 20000 + 30000 + 5000 - 20000, player);
  });

  it("a correction the player's balance cannot cover is refused and moves nothing", async () => {
    world.poorToken = await loginQuick(t, "player01", "Player1234");
    const poor = await session(world.poorToken);
    const poorBefore = await siteBalance(world.poorToken);
    await poor.bet("cp-round-1", "cp-bet-1", decimal(poorBefore));
    await poor.win("cp-round-1", "cp-win-1", 10, { endRound: true });
    await poor.bet("cp-round-2", "cp-bet-2", 10);
    const taken = await poor.creditBatch([
      { transactionId: "cp-fix-1", roundId: "cp-round-1", amount: -10, correction: true },
    ]);
    expect(taken.value?.results[0]).toMatchObject({ ok: false, code: "wallet.insufficient_funds" });
    expect(await roundRow(world.poorId, "cp-round-1")).toMatchObject({ winMinor: 1000n });
    await expectBalance(world.poorToken, world.poorId, 0, poor);
  });

  it("the same batch sent five times at once pays every item once", async () => {
    world.demoToken = await loginQuick(t, "demo01", "Demo1234");
    const player = await session(world.demoToken);
    const before = await siteBalance(world.demoToken);
    for (let i = 0; i < 10; i++) await player.bet(`cr-round-${i}`, `cr-bet-${i}`, 10);
    const credits = Array.from({ length: 10 }, (_, i) => ({
      transactionId: `cr-win-${i}`,
      roundId: `cr-round-${i}`,
      amount: i,
      endRound: true,
    }));
    const answers = await Promise.all(Array.from({ length: 5 }, () => player.creditBatch(credits)));
    for (const answer of answers) {
      expect(answer.status, JSON.stringify(answer.value)).toBe(200);
      // An item that met a concurrent twin mid-flight answers a conflict; a retry then replays it.
      for (const item of answer.value?.results ?? [])
        if (!item.ok) expect(item.code).toBe("vendor.transaction_conflict");
    }
    const settled = await player.creditBatch(credits);
    expect(settled.value?.results.every((item) => item.ok && item.replayed)).toBe(true);
    await expectBalance(world.demoToken, world.demoId, before - 10000 + 4500, player);
  });

  it("takes a full batch of 500 (a body larger than one call's limit) and refuses 501", async () => {
    world.demoToken = await loginQuick(t, "demo01", "Demo1234");
    const player = await session(world.demoToken);
    const before = await siteBalance(world.demoToken);
    const credits = (count: number) =>
      Array.from({ length: count }, (_, i) => ({
        transactionId: `cf-win-${i}-${"x".repeat(60)}`,
        roundId: `cf-round-${i}-${"y".repeat(60)}`,
        amount: 0.01,
      }));
    const full = await player.creditBatch(credits(500));
    expect(full.request.body.length).toBeGreaterThan(65_536);
    expect(full.status, JSON.stringify(full.value)).toBe(200);
    expect(full.value?.results.filter((item) => item.ok)).toHaveLength(500);
    const over = await player.creditBatch(credits(501));
    expect(over.status).toBe(400);
    await expectBalance(world.demoToken, world.demoId, before + 500, player);
  });
});
