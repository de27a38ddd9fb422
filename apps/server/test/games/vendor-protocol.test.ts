import * as schema from "@lotus/db/schema";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fileTestApp } from "../support/app";
import { decimal, minor, vendorLaunchToken } from "./simulated-vendor";
import { fund, launch, loginQuick } from "./support";
import { GAME, VENDOR, vendorProtocolWorld } from "./vendor-protocol-world";

/**
 * The seamless wallet protocol as an external vendor plays it over signed HTTP: idempotency, ordering,
 * rollbacks, retries, expiry, concurrency and round settlement. Every scenario ends with the member's
 * balance exact (API = account row = Σ ledger entries = the figure computed here) and the ledger clean.
 */

const t = fileTestApp({ ready: (app) => app.updateSettings({ botCheck: false }) });
const world = vendorProtocolWorld(t, "vendor-protocol-fund-demo");
const { session, siteBalance, expectBalance, betRecord, roundRow } = world;

describe("authenticate and balance", () => {
  it("exchanges a one-time launch token for a game session of the member", async () => {
    const before = await siteBalance(world.demoToken);
    const launched = await launch(t, world.demoToken, GAME, VENDOR);
    const launchToken = vendorLaunchToken(launched.json().value.game_url);
    expect(launchToken).not.toBe(world.demoToken);
    const first = await world.vendor.authenticate(launchToken);
    expect(first.status).toBe(200);
    expect(first.value).toMatchObject({
      playerId: world.demoId,
      username: "demo01",
      gameId: GAME,
      language: "EN",
      trial: false,
      balance: decimal(before),
      currency: "VND",
    });
    expect(first.value?.sessionToken).not.toBe(launchToken);
    expect(first.value?.sessionToken).not.toBe(world.demoToken);

    const again = await world.vendor.authenticate(launchToken);
    expect(again.status).toBe(401);
    expect(again.code).toBe("game.launch_token_invalid");
    const forged = await world.vendor.authenticate("x".repeat(43));
    expect(forged.code).toBe("game.launch_token_invalid");
  });

  it("answers the balance of a player, and not-found for a player it does not know", async () => {
    const player = await session(world.demoToken);
    const unknown = await world.vendor.call("balance", { playerId: "00000000-0000-4000-8000-000000000000" });
    expect(unknown.status).toBe(404);
    expect(unknown.code).toBe("vendor.player_not_found");
    await expectBalance(world.demoToken, world.demoId, await siteBalance(world.demoToken), player);
  });

  it("a launch token expires after five minutes unused", async () => {
    const launched = await launch(t, world.demoToken, GAME, VENDOR);
    t.clock.advance(5 * 60_000 + 1000);
    const late = await world.vendor.authenticate(vendorLaunchToken(launched.json().value.game_url));
    expect(late.code).toBe("game.launch_token_invalid");
  });
});

describe("debit idempotency", () => {
  it("a duplicated debit answers the original result with replayed=true and moves the money once", async () => {
    const player = await session(world.demoToken);
    const before = await siteBalance(world.demoToken);
    const first = await player.bet("dup-round-1", "dup-bet-1", 150.25);
    expect(first.status).toBe(200);
    expect(first.value).toEqual({
      balance: decimal(before - 15025),
      currency: "VND",
      transactionId: "dup-bet-1",
      replayed: false,
    });
    const duplicate = await world.vendor.retry(first.request);
    expect(duplicate.status).toBe(200);
    expect(duplicate.value).toEqual({ ...first.value, replayed: true });
    // The same amount written with another number of decimals is the same content.
    const rewritten = JSON.stringify(player.debitBody("dup-round-1", "dup-bet-1", 150.25)).replace(
      '"amount":150.25',
      '"amount":150.250',
    );
    expect(rewritten).toContain("150.250");
    const sameAmount = await world.vendor.call("debit", rewritten);
    expect(sameAmount.value).toEqual({ ...first.value, replayed: true });
    expect((await roundRow(world.demoId, "dup-round-1"))?.betMinor).toBe(15025n);
    await expectBalance(world.demoToken, world.demoId, before - 15025, player);
  });

  it("the same transaction id with another amount, round or kind is a conflict and moves nothing", async () => {
    const player = await session(world.demoToken);
    const before = await siteBalance(world.demoToken);
    expect((await player.bet("conf-round", "conf-bet", 100)).status).toBe(200);
    const otherAmount = await player.bet("conf-round", "conf-bet", 100.01);
    expect(otherAmount.status).toBe(409);
    expect(otherAmount.code).toBe("vendor.transaction_conflict");
    const otherRound = await player.bet("conf-round-2", "conf-bet", 100);
    expect(otherRound.code).toBe("vendor.transaction_conflict");
    const asWin = await player.win("conf-round", "conf-bet", 100);
    expect(asWin.code).toBe("vendor.transaction_conflict");
    const asRollback = await player.rollback("conf-round", "conf-bet", "conf-bet");
    expect(asRollback.code).toBe("vendor.transaction_conflict");
    expect(await roundRow(world.demoId, "conf-round-2")).toBeUndefined();
    await expectBalance(world.demoToken, world.demoId, before - 10000, player);
  });

  it("a debit whose answer was lost is retried with the same body and moves the money once", async () => {
    const player = await session(world.demoToken);
    const before = await siteBalance(world.demoToken);
    // The world.vendor sends the debit and times out: it never reads the answer.
    const lost = world.vendor.sign("debit", player.debitBody("lost-round", "lost-bet", 77.7));
    void (await world.vendor.send(lost));
    const retried = await world.vendor.retry(lost);
    expect(retried.status).toBe(200);
    expect(retried.value).toEqual({
      balance: decimal(before - 7770),
      currency: "VND",
      transactionId: "lost-bet",
      replayed: true,
    });

    // A retry sent while the first attempt is still in flight: one of them moves the money.
    const raced = world.vendor.sign("debit", player.debitBody("lost-round", "raced-bet", 12.34));
    const answers = await Promise.all([
      world.vendor.send(raced),
      world.vendor.retry(raced),
      world.vendor.retry(raced),
    ]);
    for (const answer of answers) expect(answer.status, answer.code).toBe(200);
    expect(answers.filter((answer) => answer.value?.replayed === false)).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.value?.balance))).toEqual(
      new Set([decimal(before - 7770 - 1234)]),
    );

    // A credit whose answer was lost: the retry pays nothing more.
    const win = world.vendor.sign("credit", {
      playerId: world.demoId,
      transactionId: "lost-win",
      roundId: "lost-round",
      gameId: GAME,
      amount: 50,
    });
    void (await world.vendor.send(win));
    const winRetry = await world.vendor.retry(win);
    expect(winRetry.value).toMatchObject({ replayed: true, balance: decimal(before - 7770 - 1234 + 5000) });
    expect(await roundRow(world.demoId, "lost-round")).toMatchObject({ betMinor: 9004n, winMinor: 5000n });
    await expectBalance(world.demoToken, world.demoId, before - 7770 - 1234 + 5000, player);
  });
});

describe("ordering", () => {
  it("takes a win that arrives before its bet; the round stays open until ended", async () => {
    const player = await session(world.demoToken);
    const before = await siteBalance(world.demoToken);
    const win = await player.win("ooo-round", "ooo-win", 300.5, { betTransactionId: "ooo-bet" });
    expect(win.status).toBe(200);
    expect(win.value).toMatchObject({ balance: decimal(before + 30050), replayed: false });
    expect((await roundRow(world.demoId, "ooo-round"))?.status).toBe("open");
    const bet = await player.bet("ooo-round", "ooo-bet", 100);
    expect(bet.status).toBe(200);
    expect(bet.value?.balance).toBe(decimal(before + 30050 - 10000));
    const ended = await player.endRound("ooo-round");
    expect(ended.value).toEqual({ balance: decimal(before + 20050), currency: "VND", status: "settled" });
    expect(await betRecord(world.demoToken, "ooo-round")).toMatchObject({
      status: "settled",
      betAmount: 100,
      validBet: 100,
      payout: 300.5,
      winLoss: 200.5,
    });
    await expectBalance(world.demoToken, world.demoId, before + 20050, player);
  });

  it("refuses to roll back a bet whose round has a win or is closed (world.vendor.round_closed)", async () => {
    const player = await session(world.demoToken);
    const before = await siteBalance(world.demoToken);
    await player.bet("rbw-round", "rbw-bet", 40);
    await player.win("rbw-round", "rbw-win", 90);
    const afterWin = await player.rollback("rbw-round", "rbw-rollback", "rbw-bet");
    expect(afterWin.status).toBe(409);
    expect(afterWin.code).toBe("vendor.round_closed");

    await player.bet("rbc-round", "rbc-bet", 25);
    expect((await player.endRound("rbc-round")).value?.status).toBe("settled");
    const afterEnd = await player.rollback("rbc-round", "rbc-rollback", "rbc-bet");
    expect(afterEnd.code).toBe("vendor.round_closed");
    // Nothing more may enter a closed round.
    expect((await player.win("rbc-round", "rbc-win", 10)).code).toBe("vendor.round_closed");
    expect((await player.bet("rbc-round", "rbc-bet-2", 10)).code).toBe("vendor.round_closed");
    await expectBalance(world.demoToken, world.demoId, before - 4000 + 9000 - 2500, player);
  });

  it("remembers the rollback of an unknown bet, so the late bet is refused and nothing moves", async () => {
    const player = await session(world.demoToken);
    const before = await siteBalance(world.demoToken);
    const rollback = await player.rollback("late-round", "late-rollback", "late-bet");
    expect(rollback.status).toBe(404);
    expect(rollback.code).toBe("vendor.transaction_not_found");
    const rollbackAgain = await world.vendor.retry(rollback.request);
    expect(rollbackAgain.code).toBe("vendor.transaction_not_found");

    const late = await player.bet("late-round", "late-bet", 500);
    expect(late.status).toBe(409);
    expect(late.code).toBe("vendor.bet_rolled_back");
    const lateAgain = await world.vendor.retry(late.request);
    expect(lateAgain.code).toBe("vendor.bet_rolled_back");
    await expectBalance(world.demoToken, world.demoId, before, player);
  });

  it("refunds a bet once, however often and under however many rollback ids it is rolled back", async () => {
    const player = await session(world.demoToken);
    const before = await siteBalance(world.demoToken);
    await player.bet("rb-round", "rb-bet", 250);
    await player.bet("rb-round", "rb-bet-2", 50);
    const rollback = await player.rollback("rb-round", "rb-rollback-1", "rb-bet");
    expect(rollback.status).toBe(200);
    expect(rollback.value).toEqual({
      balance: decimal(before - 5000),
      currency: "VND",
      transactionId: "rb-rollback-1",
      replayed: false,
    });
    const retried = await world.vendor.retry(rollback.request);
    expect(retried.value).toEqual({ ...rollback.value, replayed: true });
    const secondId = await player.rollback("rb-round", "rb-rollback-2", "rb-bet");
    expect(secondId.status).toBe(200);
    expect(secondId.value).toMatchObject({ transactionId: "rb-rollback-2", replayed: true });
    // The bet itself sent again is refused: it was rolled back.
    expect((await player.bet("rb-round", "rb-bet", 250)).code).toBe("vendor.bet_rolled_back");
    expect(await roundRow(world.demoId, "rb-round")).toMatchObject({
      betMinor: 30000n,
      refundMinor: 25000n,
      status: "open",
    });
    await expectBalance(world.demoToken, world.demoId, before - 5000, player);

    // Rolling back the last bet leaves nothing staked: the round is cancelled, and ending it says so.
    await player.rollback("rb-round", "rb-rollback-3", "rb-bet-2");
    expect((await player.endRound("rb-round")).value?.status).toBe("cancelled");
    expect(await betRecord(world.demoToken, "rb-round")).toMatchObject({
      status: "cancelled",
      betAmount: 0,
      validBet: 0,
      winLoss: 0,
    });
    await expectBalance(world.demoToken, world.demoId, before, player);
  });

  it("a bet and its rollback racing each other net to zero, whichever lands first", async () => {
    const player = await session(world.demoToken);
    const before = await siteBalance(world.demoToken);
    const pairs = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        Promise.all([
          player.bet(`race-rb-round-${index}`, `race-rb-bet-${index}`, 10 + index),
          player.rollback(`race-rb-round-${index}`, `race-rb-rollback-${index}`, `race-rb-bet-${index}`),
        ]),
      ),
    );
    for (const [bet, rollback] of pairs) {
      // Either the rollback refunded a bet that had landed, or the bet met the rollback and was refused or refunded.
      expect([200, 409]).toContain(bet.status);
      if (bet.status === 409) expect(bet.code).toBe("vendor.bet_rolled_back");
      expect([200, 404]).toContain(rollback.status);
      if (rollback.status === 404) {
        expect(rollback.code).toBe("vendor.transaction_not_found");
        expect(bet.status).toBe(409);
      }
    }
    for (let index = 0; index < 10; index++) {
      const round = await roundRow(world.demoId, `race-rb-round-${index}`);
      expect(round?.betMinor).toBe(round?.refundMinor);
      // A retry of the bet never takes it again.
      expect((await player.bet(`race-rb-round-${index}`, `race-rb-bet-${index}`, 10 + index)).status).toBe(
        409,
      );
    }
    await expectBalance(world.demoToken, world.demoId, before, player);
  });

  it("refuses a rollback naming another player's bet or a win", async () => {
    const player = await session(world.demoToken);
    const poor = await session(world.poorToken);
    const before = await siteBalance(world.demoToken);
    await player.bet("own-round", "own-bet", 10);
    await player.win("own-round", "own-win", 0);
    const byOther = await poor.rollback("own-round", "own-rb-other", "own-bet");
    expect(byOther.code).toBe("vendor.transaction_not_found");
    const ofWin = await player.rollback("own-round", "own-rb-win", "own-win");
    expect(ofWin.code).toBe("vendor.transaction_not_found");
    await expectBalance(world.demoToken, world.demoId, before - 1000, player);
  });
});

describe("sessions and funds", () => {
  it("a bet needs the player's own live session", async () => {
    const player = await session(world.demoToken);
    const poor = await session(world.poorToken);
    const before = await siteBalance(world.demoToken);
    const forged = await world.vendor.call("debit", {
      ...player.debitBody("sess-round", "sess-bet-1", 10),
      sessionToken: "f".repeat(43),
    });
    expect(forged.status).toBe(401);
    expect(forged.code).toBe("game.session_invalid");
    const othersSession = await world.vendor.call("debit", {
      ...player.debitBody("sess-round", "sess-bet-2", 10),
      sessionToken: poor.sessionToken,
    });
    expect(othersSession.code).toBe("game.session_invalid");
    const unknownGame = await world.vendor.call("debit", {
      ...player.debitBody("sess-round", "sess-bet-3", 10),
      gameId: "nope",
    });
    expect(unknownGame.code).toBe("game.not_found");
    await expectBalance(world.demoToken, world.demoId, before, player);
  });

  it("insufficient funds answers the current balance and never takes the balance below zero", async () => {
    await fund(t, world.poorId, 1000n, "vendor-protocol-fund-poor-1");
    const player = await session(world.poorToken);
    const start = await siteBalance(world.poorToken);
    expect(start).toBe(1000);
    const tooMuch = await player.bet("poor-round-1", "poor-bet-1", 10.01);
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.code).toBe("wallet.insufficient_funds");
    expect(tooMuch.value).toEqual({ balance: 10, currency: "VND" });
    const all = await player.bet("poor-round-1", "poor-bet-2", 10);
    expect(all.value?.balance).toBe(0);
    const more = await player.bet("poor-round-1", "poor-bet-3", 0.01);
    expect(more.code).toBe("wallet.insufficient_funds");
    expect(more.value).toEqual({ balance: 0, currency: "VND" });
    await expectBalance(world.poorToken, world.poorId, 0, player);
  });

  it("twenty bets racing for a small balance: exactly what the balance allows is taken", async () => {
    await fund(t, world.poorId, 5500n, "vendor-protocol-fund-poor-2");
    const player = await session(world.poorToken);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => player.bet(`race-round-${index}`, `race-bet-${index}`, 10)),
    );
    const taken = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(taken).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const answer of refused) {
      expect(answer.code).toBe("wallet.insufficient_funds");
      expect((answer.value as { balance: number }).balance).toBeGreaterThanOrEqual(0);
    }
    for (const answer of taken) expect(answer.value?.balance).toBeGreaterThanOrEqual(0);
    expect(taken.map((answer) => answer.value?.balance ?? -1).sort((a, b) => a - b)).toEqual([
      5, 15, 25, 35, 45,
    ]);
    await expectBalance(world.poorToken, world.poorId, 500, player);
  });

  it("twenty rounds in parallel with duplicated bets and wins end on the exact balance", async () => {
    const player = await session(world.demoToken);
    const before = await siteBalance(world.demoToken);
    let expected = before;
    const rounds = Array.from({ length: 20 }, (_, index) => ({
      round: `par-round-${index}`,
      bet: 1000 + index * 137,
      win: index % 3 === 0 ? 0 : 500 + index * 211,
      duplicateBet: index % 4 === 0,
      duplicateWin: index % 5 === 0,
      winFirst: index % 7 === 0,
    }));
    for (const round of rounds) expected += round.win - round.bet;
    const results = await Promise.all(
      rounds.map(async (round) => {
        const betCall = () => player.bet(round.round, `${round.round}-bet`, decimal(round.bet));
        const winCall = () =>
          player.win(round.round, `${round.round}-win`, decimal(round.win), {
            betTransactionId: `${round.round}-bet`,
          });
        const first = round.winFirst ? await winCall() : await betCall();
        const copies = await Promise.all([
          round.winFirst ? betCall() : winCall(),
          ...(round.duplicateBet ? [betCall()] : []),
          ...(round.duplicateWin ? [winCall()] : []),
        ]);
        const ended = await player.endRound(round.round);
        return [first, ...copies, ended];
      }),
    );
    for (const answer of results.flat()) {
      expect(answer.status, `${answer.request.body} → ${answer.code}`).toBe(200);
      expect((answer.value as { balance: number }).balance).toBeGreaterThanOrEqual(0);
    }
    const replays = results.flat().filter((answer) => (answer.value as { replayed?: boolean }).replayed);
    expect(replays).toHaveLength(
      rounds.filter((round) => round.duplicateBet).length +
        rounds.filter((round) => round.duplicateWin).length,
    );
    const records = await t.platform.db
      .select()
      .from(schema.gameRounds)
      .where(eq(schema.gameRounds.memberId, world.demoId));
    for (const round of rounds) {
      expect(records.find((row) => row.reference === round.round)).toMatchObject({
        status: "settled",
        betMinor: BigInt(round.bet),
        winMinor: BigInt(round.win),
      });
    }
    await expectBalance(world.demoToken, world.demoId, expected, player);
  });
});

describe("settlement and turnover", () => {
  it("endRound settles the round in the betting record and counts its valid bet towards turnover", async () => {
    const player = await session(world.demoToken);
    const before = await siteBalance(world.demoToken);
    const [requirement] = await t.platform.db
      .insert(schema.turnoverRequirements)
      .values({
        brandId: t.brandId,
        memberId: world.demoId,
        locked: 100_000n,
        required: 50_000n,
        source: "test-bonus",
      })
      .returning();
    if (!requirement) throw new Error("no requirement");

    await player.bet("turn-round-1", "turn-bet-1", 200);
    await player.bet("turn-round-1", "turn-bet-2", 100);
    await player.rollback("turn-round-1", "turn-rb-2", "turn-bet-2");
    await player.win("turn-round-1", "turn-win-1", 50);
    const open = await betRecord(world.demoToken, "turn-round-1");
    expect(open).toMatchObject({ status: "open", betAmount: 200, validBet: 0, settledTime: null });
    const ended = await player.endRound("turn-round-1");
    expect(ended.value).toEqual({ balance: decimal(before - 15000), currency: "VND", status: "settled" });
    expect(await betRecord(world.demoToken, "turn-round-1")).toMatchObject({
      status: "settled",
      betAmount: 200,
      validBet: 200,
      payout: 50,
      winLoss: -150,
      gameId: GAME,
      vassalage: VENDOR,
    });
    expect((await betRecord(world.demoToken, "turn-round-1"))?.settledTime).toEqual(expect.any(Number));

    const wallet = async () =>
      (await t.call({ method: "GET", url: "/wps/v2/wallets/balance", token: world.demoToken })).json().value;
    const afterFirst = await wallet();
    expect(afterFirst.turnover).toEqual({ required: 500, achieved: 200 });
    expect(minor(afterFirst.withdrawable)).toBe(before - 15000 - 100_000);

    // Ending it again changes nothing (no valid bet counted twice).
    expect((await player.endRound("turn-round-1")).value?.status).toBe("settled");
    expect((await wallet()).turnover).toEqual({ required: 500, achieved: 200 });

    // A credit with endRound settles too; the requirement is reached and cleared.
    await player.bet("turn-round-2", "turn-bet-3", 300);
    const closing = await player.win("turn-round-2", "turn-win-2", 0, { endRound: true });
    expect(closing.status).toBe(200);
    expect(await betRecord(world.demoToken, "turn-round-2")).toMatchObject({
      status: "settled",
      validBet: 300,
    });
    const [cleared] = await t.platform.db
      .select()
      .from(schema.turnoverRequirements)
      .where(eq(schema.turnoverRequirements.id, requirement.id));
    expect(cleared?.achieved).toBe(50_000n);
    expect(cleared?.clearedAt).toBeInstanceOf(Date);
    const afterSecond = await wallet();
    expect(afterSecond.turnover).toEqual({ required: 0, achieved: 0 });
    expect(minor(afterSecond.withdrawable)).toBe(before - 15000 - 30000);

    // The closing credit replayed settles nothing again.
    await t.platform.db.insert(schema.turnoverRequirements).values({
      brandId: t.brandId,
      memberId: world.demoId,
      locked: 0n,
      required: 100_000n,
      source: "test-bonus-2",
    });
    const replayed = await world.vendor.retry(closing.request);
    expect(replayed.value).toMatchObject({ replayed: true });
    expect((await wallet()).turnover).toEqual({ required: 1000, achieved: 0 });
    await expectBalance(world.demoToken, world.demoId, before - 15000 - 30000, player);
  });

  it("endRound of an unknown round is not found; a closed round takes nothing more", async () => {
    const player = await session(world.demoToken);
    const before = await siteBalance(world.demoToken);
    const unknown = await player.endRound("never-played");
    expect(unknown.status).toBe(404);
    expect(unknown.code).toBe("vendor.transaction_not_found");
    await player.bet("closed-round", "closed-bet", 10);
    await player.win("closed-round", "closed-win", 20, { endRound: true });
    const late = await player.win("closed-round", "closed-win-2", 20);
    expect(late.status).toBe(409);
    expect(late.code).toBe("vendor.round_closed");
    await expectBalance(world.demoToken, world.demoId, before + 1000, player);
  });
});

describe("session expiry", () => {
  it("after 12 hours a debit is refused, while wins, rollbacks and replays are still accepted", async () => {
    const player = await session(world.demoToken);
    const before = await siteBalance(world.demoToken);
    const bet1 = await player.bet("exp-round-1", "exp-bet-1", 120);
    await player.bet("exp-round-2", "exp-bet-2", 80);
    t.clock.advance(12 * 3_600_000 + 60_000);

    const debit = await player.bet("exp-round-3", "exp-bet-3", 10);
    expect(debit.status).toBe(401);
    expect(debit.code).toBe("game.session_invalid");
    const replay = await world.vendor.retry(bet1.request);
    expect(replay.value).toMatchObject({ replayed: true, balance: bet1.value?.balance });
    const win = await player.win("exp-round-1", "exp-win-1", 333.33, { endRound: true });
    expect(win.status).toBe(200);
    const rollback = await player.rollback("exp-round-2", "exp-rb-2", "exp-bet-2");
    expect(rollback.status).toBe(200);
    expect(rollback.value?.balance).toBe(decimal(before - 12000 + 33333));

    world.demoToken = await loginQuick(t, "demo01", "Demo1234");
    expect(await roundRow(world.demoId, "exp-round-3")).toBeUndefined();
    await expectBalance(world.demoToken, world.demoId, before - 12000 + 33333, player);
  });
});

describe("instant rounds (betSettle)", () => {
  it("takes the bet and pays the win in one call, settles the round and records both entries in order", async () => {
    const player = await session(world.demoToken);
    const before = await siteBalance(world.demoToken);
    const played = await player.betSettle("is-round-1", "is-bet-1", 100, "is-win-1", 250.5);
    expect(played.status, JSON.stringify(played.value)).toBe(200);
    expect(played.value).toMatchObject({
      balance: decimal(before - 10000 + 25050),
      replayed: false,
      status: "settled",
      transactionId: "is-bet-1",
    });
    const round = await roundRow(world.demoId, "is-round-1");
    expect(round).toMatchObject({ status: "settled", betMinor: 10000n, winMinor: 25050n });
    // The member's account record shows the bet and the win as two movements of one posting.
    const [posting] = await t.platform.db
      .select()
      .from(schema.ledgerTransactions)
      .where(eq(schema.ledgerTransactions.reference, `${VENDOR}:is-round-1`));
    expect(posting).toBeDefined();
    const entries = await t.platform.db
      .select()
      .from(schema.ledgerEntries)
      .where(eq(schema.ledgerEntries.transactionId, posting?.id ?? 0n))
      .orderBy(schema.ledgerEntries.id);
    const memberEntries = entries.filter((entry) => entry.balanceAfter !== null);
    expect(memberEntries.map((entry) => [entry.amount, entry.balanceAfter])).toEqual([
      [-10000n, BigInt(before - 10000)],
      [25050n, BigInt(before - 10000 + 25050)],
    ]);
    expect(await betRecord(world.demoToken, "is-round-1")).toBeDefined();
    await expectBalance(world.demoToken, world.demoId, before - 10000 + 25050, player);
  });

  it("a retry answers the original result; the same ids with other content are refused", async () => {
    const player = await session(world.demoToken);
    const before = await siteBalance(world.demoToken);
    const first = await player.betSettle("is-round-2", "is-bet-2", 50, "is-win-2", 0);
    expect(first.value).toMatchObject({ balance: decimal(before - 5000), replayed: false });
    const again = await world.vendor.retry(first.request);
    expect(again.value).toMatchObject({ balance: decimal(before - 5000), replayed: true, status: "settled" });
    const otherWin = await player.betSettle("is-round-2", "is-bet-2", 50, "is-win-2", 10);
    expect(otherWin.status).toBe(409);
    expect(otherWin.code).toBe("vendor.transaction_conflict");
    // A plain debit or credit with an instant round's ids is refused or answered, never paid again.
    const debit = await player.bet("is-round-2", "is-bet-2", 50);
    expect(debit.code).toBe("vendor.transaction_conflict");
    const credit = await player.win("is-round-2", "is-win-2", 0);
    expect(credit.code).toBe("vendor.transaction_conflict");
    await expectBalance(world.demoToken, world.demoId, before - 5000, player);
  });

  it("ten concurrent calls with one bet id move the money once", async () => {
    const player = await session(world.demoToken);
    const before = await siteBalance(world.demoToken);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => player.betSettle("is-round-3", "is-bet-3", 20, "is-win-3", 35)),
    );
    for (const answer of answers) expect(answer.value?.balance).toBe(decimal(before - 2000 + 3500));
    expect(answers.filter((answer) => answer.value?.replayed === false)).toHaveLength(1);
    await expectBalance(world.demoToken, world.demoId, before - 2000 + 3500, player);
  });

  it("refuses a bet above the balance, a used round, a rolled-back bet and an ended session, moving nothing", async () => {
    // Earlier scenarios moved the clock past the site sessions' lifetime.
    world.poorToken = await loginQuick(t, "player01", "Player1234");
    world.demoToken = await loginQuick(t, "demo01", "Demo1234");
    const poor = await session(world.poorToken);
    const poorBefore = await siteBalance(world.poorToken);
    const tooMuch = await poor.betSettle("is-round-4", "is-bet-4", decimal(poorBefore) + 1, "is-win-4", 0);
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.code).toBe("wallet.insufficient_funds");
    await expectBalance(world.poorToken, world.poorId, poorBefore, poor);

    const player = await session(world.demoToken);
    const before = await siteBalance(world.demoToken);
    await player.bet("is-round-5", "is-bet-5a", 10);
    const usedRound = await player.betSettle("is-round-5", "is-bet-5b", 10, "is-win-5b", 0);
    expect(usedRound.code).toBe("vendor.round_closed");
    const early = await player.rollback("is-round-6", "is-rb-6", "is-bet-6");
    expect(early.code).toBe("vendor.transaction_not_found");
    const late = await player.betSettle("is-round-6", "is-bet-6", 10, "is-win-6", 5);
    expect(late.code).toBe("vendor.bet_rolled_back");
    const rollback = await player.rollback("is-round-7", "is-rb-7", "is-bet-7-unused");
    expect(rollback.code).toBe("vendor.transaction_not_found");
    const settled = await player.betSettle("is-round-8", "is-bet-8", 10, "is-win-8", 0);
    expect(settled.status).toBe(200);
    const refund = await player.rollback("is-round-8", "is-rb-8", "is-bet-8");
    expect(refund.code).toBe("vendor.round_closed");
    const sameIds = await player.betSettle("is-round-9", "is-bet-9", 10, "is-bet-9", 0);
    expect(sameIds.code).toBe("vendor.transaction_conflict");
    const decimals = await player.betSettle("is-round-10", "is-bet-10", 10, "is-win-10", 0.001);
    expect(decimals.status).toBe(400);

    t.clock.advance(12 * 3_600_000 + 60_000);
    const expired = await player.betSettle("is-round-11", "is-bet-11", 10, "is-win-11", 0);
    expect(expired.code).toBe("game.session_invalid");
    world.demoToken = await loginQuick(t, "demo01", "Demo1234");
    await expectBalance(world.demoToken, world.demoId, before - 1000 - 1000);
  });
});
