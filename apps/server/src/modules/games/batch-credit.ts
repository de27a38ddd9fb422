import type { ErrorCode, VendorBatchResult } from "@lotus/contracts";
import { sha256 } from "../../platform/crypto";
import { AppError } from "../../platform/errors";
import type { Platform } from "../../platform/platform";
import { membersOfBrand } from "../accounts";
import type { PostResult, WalletService } from "../wallet";
import * as repo from "./batch-credit.repository";
import type { BigWins } from "./big-wins";
import { gameNamesById } from "./big-wins.repository";
import type { GameRow } from "./games.repository";
import { ledgerKeys, type VendorContext, type VendorWalletTools } from "./vendor-wallet-context";

export interface BatchCreditItem {
  playerId: string;
  transactionId: string;
  roundId: string;
  gameId: string;
  amount: number;
  betTransactionId?: string;
  endRound?: boolean;
  correction?: boolean;
}

/** Where an item stands while the batch runs: refused (with its code) or on its way with its round. */
type Pending = {
  index: number;
  item: BatchCreditItem;
  amountMinor: bigint;
  contentHash: string;
  round?: repo.BatchRound;
  posted?: PostResult;
};

/**
 * Many credits in one call (docs/vendor-wallet-protocol.md, creditBatch): each item keeps the
 * meaning of a lone credit — its own transaction id, replay and conflict rules — but the batch reads
 * its ids, players and rounds in one statement each, posts its money through the ledger's group
 * commit, and writes its transactions and closes its rounds in one statement each. A correction
 * changes the win of a settled round (a result corrected after it was paid) by a signed amount.
 */
export function createBatchCredits(
  platform: Platform,
  wallet: WalletService,
  tools: VendorWalletTools,
  wins: BigWins,
) {
  const database = platform.database;
  const now = () => new Date(platform.clock.now());

  const hashOf = (item: BatchCreditItem, amount: bigint) =>
    item.correction
      ? sha256(JSON.stringify(["correction", item.playerId, item.roundId, item.gameId, amount.toString()]))
      : // The same content as a lone credit's, so a batch item and a credit with one id are one transaction.
        sha256(
          JSON.stringify([
            "win",
            item.playerId,
            item.roundId,
            item.gameId,
            amount.toString(),
            item.betTransactionId ?? null,
          ]),
        );

  /** The one error code a lone call would answer for this failure; anything else is a real fault. */
  function codeOf(error: unknown): ErrorCode {
    if (error instanceof AppError) {
      if (error.code === "wallet.idempotency_conflict") return "vendor.transaction_conflict";
      return error.code;
    }
    throw error;
  }

  return async function creditBatch(
    context: VendorContext,
    items: readonly BatchCreditItem[],
  ): Promise<{ currency: string; results: VendorBatchResult[] }> {
    const { brand, vendor } = context;
    const results: VendorBatchResult[] = new Array(items.length);
    const refuse = (index: number, code: ErrorCode) => {
      results[index] = { ok: false, transactionId: items[index]?.transactionId ?? "", code };
    };
    // Amounts first: a malformed amount refuses the whole call, as a lone call's body would be.
    const pending: Pending[] = items.map((item, index) => {
      const amountMinor =
        item.amount < 0
          ? -tools.amountMinor(context, -item.amount, `credits.${index}.amount`)
          : tools.amountMinor(context, item.amount, `credits.${index}.amount`);
      return { index, item, amountMinor, contentHash: hashOf(item, amountMinor) };
    });

    const stored = await repo.storedCredits(
      database,
      vendor.id,
      items.map((item) => item.transactionId),
    );
    const players = await membersOfBrand(platform.db, brand.id, [
      ...new Set(items.map((item) => item.playerId)),
    ]);
    const games = new Map<string, GameRow | undefined>();
    for (const code of new Set(items.map((item) => item.gameId)))
      games.set(code, await tools.game(context, code).catch(() => undefined));

    // Replays answer as before (and still end their round); new items need a player and a game.
    const replayedRounds: string[] = [];
    let fresh: Pending[] = [];
    for (const entry of pending) {
      const existing = stored.get(entry.item.transactionId);
      if (existing) {
        try {
          const replay = tools.replayOf(context, existing, entry.contentHash);
          results[entry.index] = {
            ok: true,
            transactionId: entry.item.transactionId,
            balance: replay.balance,
            replayed: true,
          };
          if (entry.item.endRound) replayedRounds.push(existing.roundId);
        } catch (error) {
          refuse(entry.index, codeOf(error));
        }
      } else if (!players.has(entry.item.playerId)) refuse(entry.index, "vendor.player_not_found");
      else if (!games.get(entry.item.gameId)) refuse(entry.index, "game.not_found");
      else fresh.push(entry);
    }

    const rounds = await repo.batchRounds(
      database,
      brand.id,
      vendor.id,
      fresh.map(({ item }) => {
        const game = games.get(item.gameId) as GameRow;
        return {
          memberId: item.playerId,
          gameId: game.id,
          gameType: game.gameType,
          reference: item.roundId,
          create: !item.correction,
        };
      }),
    );
    /** Why an item cannot be applied to its round (or the round it finds), undefined when it can. */
    const refusalOf = (entry: Pending, round: repo.BatchRound | undefined): ErrorCode | undefined => {
      // A correction names a round that never was; a round another call created this instant is
      // not visible yet: that item answers as a conflict and is retried.
      if (!round)
        return entry.item.correction ? "vendor.transaction_not_found" : "vendor.transaction_conflict";
      if (!entry.item.correction) return round.status === "open" ? undefined : "vendor.round_closed";
      if (round.status === "open") return "vendor.round_open";
      return round.status === "settled" ? undefined : "vendor.round_closed";
    };
    // Corrections of one round in the batch are checked together against what it paid.
    const taken = new Map<string, bigint>();
    const closedRounds: Pending[] = [];
    fresh = fresh.filter((entry) => {
      const round = rounds.get(repo.roundKey(entry.item.playerId, entry.item.roundId));
      let code = refusalOf(entry, round);
      if (!code && round && entry.item.correction && entry.amountMinor < 0n) {
        const left = round.winMinor + (taken.get(round.id) ?? 0n) + entry.amountMinor;
        if (left < 0n) code = "vendor.correction_exceeds_win";
        else taken.set(round.id, (taken.get(round.id) ?? 0n) + entry.amountMinor);
      }
      if (code === "vendor.round_closed" && !entry.item.correction) closedRounds.push(entry);
      else if (code) refuse(entry.index, code);
      else entry.round = round;
      return !code;
    });
    // A round found closed may have been closed by a twin of this very item (the same batch sent
    // again at once): that item is then a conflict to retry, which replays it; others are refused.
    if (closedRounds.length > 0) {
      const twins = await repo.storedCredits(
        database,
        vendor.id,
        closedRounds.map((entry) => entry.item.transactionId),
      );
      for (const entry of closedRounds)
        refuse(
          entry.index,
          twins.has(entry.item.transactionId) ? "vendor.transaction_conflict" : "vendor.round_closed",
        );
    }

    // The money: every posting at once, so the ledger's group commit carries them in a few batches.
    await Promise.all(
      fresh.map(async (entry) => {
        if (entry.amountMinor === 0n) return;
        const { item } = entry;
        try {
          entry.posted = await tools.postMove(
            context,
            await tools.accounts(context, item.playerId),
            entry.amountMinor,
            {
              kind: "win",
              idempotencyKey: item.correction
                ? ledgerKeys.adjustment(vendor.id, item.transactionId)
                : ledgerKeys.win(vendor.id, item.transactionId),
              memberId: item.playerId,
              reference: item.roundId,
              metadata: {
                vendor: vendor.code,
                game: item.gameId,
                round: item.roundId,
                ...(item.correction ? { correction: "true" } : {}),
              },
            },
          );
        } catch (error) {
          refuse(entry.index, codeOf(error));
        }
      }),
    );
    fresh = fresh.filter((entry) => results[entry.index] === undefined);

    // Balances for the answers: a posting carries its own; a zero credit reads the current one.
    const unposted = fresh.filter((entry) => !entry.posted).map((entry) => entry.item.playerId);
    const current = unposted.length > 0 ? await wallet.mainBalancesMinor(brand, unposted) : new Map();
    const mainOf = async (playerId: string) => (await tools.accounts(context, playerId))[0];
    const written: repo.BatchTransaction[] = [];
    for (const entry of fresh) {
      const { item, posted } = entry;
      const balanceAfter = posted
        ? (posted.balances.get(await mainOf(item.playerId)) ?? 0n)
        : (current.get(item.playerId) ?? 0n);
      written.push({
        memberId: item.playerId,
        roundId: (entry.round as repo.BatchRound).id,
        reference: item.transactionId,
        kind: item.correction ? "adjustment" : "win",
        amountMinor: entry.amountMinor,
        betReference: item.betTransactionId ?? null,
        contentHash: entry.contentHash,
        ledgerTransactionId: posted?.transactionId ?? null,
        balanceAfterMinor: balanceAfter,
      });
      const answer = tools.answer(context, balanceAfter, item.transactionId, posted?.replayed ?? false);
      results[entry.index] = {
        ok: true,
        transactionId: item.transactionId,
        balance: answer.balance,
        replayed: answer.replayed,
      };
    }
    await repo.recordBatch(database, brand.id, vendor.id, written, now());

    const closing = [
      ...replayedRounds,
      ...fresh.filter((entry) => entry.item.endRound).map((entry) => (entry.round as repo.BatchRound).id),
    ];
    const closed = await repo.closeRounds(database, [...new Set(closing)], now());
    const settled = closed.filter((round) => round.status === "settled");
    await wallet.recordValidBets(
      brand,
      settled.map((round) => ({
        memberId: round.memberId,
        gameType: round.gameType,
        validBetMinor: round.betMinor - round.refundMinor,
      })),
    );
    for (const round of settled)
      wins.announce({
        brand,
        vendorCode: vendor.code,
        roundId: round.id,
        stakeMinor: round.betMinor - round.refundMinor,
        winMinor: round.winMinor,
        at: platform.clock.now(),
        player: () => tools.member(context, round.memberId),
        game: () => gameNamesById(platform.db, round.gameId),
      });
    return { currency: brand.currency.code, results };
  };
}
