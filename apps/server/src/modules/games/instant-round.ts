import { sha256 } from "../../platform/crypto";
import { AppError } from "../../platform/errors";
import type { Platform } from "../../platform/platform";
import type { PostResult, WalletService } from "../wallet";
import type { BigWins } from "./big-wins";
import * as repo from "./instant-round.repository";
import {
  ledgerKeys,
  type TxAnswer,
  type VendorContext,
  type VendorWalletTools,
} from "./vendor-wallet-context";

export interface BetSettleCall {
  playerId: string;
  sessionToken: string;
  roundId: string;
  gameId: string;
  transactionId: string;
  amount: number;
  winTransactionId: string;
  winAmount: number;
}

/**
 * An instant game's round in one short trip (docs/vendor-wallet-protocol.md, betSettle): one read
 * (session, replay, earlier rollback, round reference), one ledger posting with the bet and the win
 * as two entries in order (the bet is checked against the balance before the win is added), one
 * write of the settled round with its bet and win rows, and the valid bet counted.
 */
export function createInstantRounds(
  platform: Platform,
  wallet: WalletService,
  tools: VendorWalletTools,
  wins: BigWins,
) {
  return async function betSettle(
    context: VendorContext,
    input: BetSettleCall,
  ): Promise<TxAnswer & { status: "settled" }> {
    const bet = tools.amountMinor(context, input.amount);
    const win = tools.amountMinor(context, input.winAmount, "winAmount");
    if (input.winTransactionId === input.transactionId) throw new AppError("vendor.transaction_conflict");
    const contentHash = sha256(
      JSON.stringify([
        "betSettle",
        input.playerId,
        input.roundId,
        input.gameId,
        bet.toString(),
        input.winTransactionId,
        win.toString(),
      ]),
    );
    const { brand, vendor } = context;
    const check = await repo.checkInstantRound(platform.database, {
      sessionTokenHash: sha256(input.sessionToken),
      vendorId: vendor.id,
      memberId: input.playerId,
      brandId: brand.id,
      now: new Date(platform.clock.now()),
      betReference: input.transactionId,
      roundReference: input.roundId,
    });
    if (check.existing) {
      // A replay answers the original result even after the session ended.
      const replay = tools.replayOf(
        context,
        { ...check.existing, reference: input.transactionId },
        contentHash,
      );
      return { ...replay, status: "settled" };
    }
    // Without a live session only a round already posted may be completed (a crash before its write).
    if (
      !check.sessionValid &&
      !(await wallet.ledger.find(brand.id, "bet", ledgerKeys.round(vendor.id, input.transactionId)))
    )
      throw new AppError("game.session_invalid");
    if (check.rolledBack) throw new AppError("vendor.bet_rolled_back");
    if (check.roundTaken) throw new AppError("vendor.round_closed");
    const game = await tools.game(context, input.gameId);
    if (check.sessionValid) await tools.checkMaxBet(context, input.playerId, bet);
    const [main, revenue] = await tools.accounts(context, input.playerId);

    let posted: PostResult;
    try {
      posted = await wallet.post(
        {
          brandId: brand.id,
          kind: "bet",
          idempotencyKey: ledgerKeys.round(vendor.id, input.transactionId),
          memberId: input.playerId,
          reference: `${vendor.code}:${input.roundId}`,
          metadata: {
            vendor: vendor.code,
            game: input.gameId,
            round: input.roundId,
            win: input.winTransactionId,
          },
          sequential: true,
          legs: [
            { accountId: main, amount: -bet, member: true },
            { accountId: revenue, amount: bet, member: false },
            { accountId: main, amount: win, member: true },
            { accountId: revenue, amount: -win, member: false },
          ],
        },
        [input.playerId],
      );
    } catch (error) {
      if (error instanceof AppError && error.code === "wallet.insufficient_funds")
        return tools.insufficient(context, input.playerId);
      if (error instanceof AppError && error.code === "wallet.idempotency_conflict")
        throw new AppError("vendor.transaction_conflict");
      throw error;
    }
    // A replay (a crash between the posting and the round write) reads the entries in order, so
    // the balance after is the win's entry, not the bet's.
    const original = posted.replayed
      ? await wallet.ledger.find(brand.id, "bet", ledgerKeys.round(vendor.id, input.transactionId))
      : undefined;
    const balanceAfter = (original ?? posted).balances.get(main) ?? 0n;
    const at = platform.clock.now();
    const roundRowId = await repo.writeInstantRound(platform.database, {
      brandId: brand.id,
      vendorId: vendor.id,
      memberId: input.playerId,
      gameId: game.id,
      gameType: game.gameType,
      reference: input.roundId,
      betMinor: bet,
      winMinor: win,
      at: new Date(at),
      betReference: input.transactionId,
      winReference: input.winTransactionId,
      contentHash,
      ledgerTransactionId: posted.transactionId,
      balanceAfterMinor: balanceAfter,
    });
    if (!posted.replayed) await wallet.recordValidBet(brand, input.playerId, bet, game.gameType);
    if (!posted.replayed && roundRowId) {
      // Not awaited: the round is settled and answered whatever becomes of the announcement.
      wins.announce({
        brand,
        vendorCode: vendor.code,
        roundId: roundRowId,
        stakeMinor: bet,
        winMinor: win,
        at,
        player: () => tools.member(context, input.playerId),
        game: async () => game,
      });
    }
    return {
      ...tools.answer(context, balanceAfter, input.transactionId, posted.replayed),
      status: "settled",
    };
  };
}
