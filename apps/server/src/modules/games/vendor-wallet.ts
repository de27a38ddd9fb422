import { randomToken, sha256 } from "../../platform/crypto";
import { AppError } from "../../platform/errors";
import type { Platform } from "../../platform/platform";
import type { WalletService } from "../wallet";
import { createBatchCredits } from "./batch-credit";
import type { BigWins } from "./big-wins";
import { gameNamesById } from "./big-wins.repository";
import type { GameLookup } from "./game-lookup";
import { gameRowById } from "./games.repository";
import { createInstantRounds } from "./instant-round";
import * as repo from "./vendor-wallet.repository";
import {
  createVendorWalletTools,
  ledgerKeys as keys,
  type MoneyCall,
  type TxAnswer,
  type VendorContext,
} from "./vendor-wallet-context";

export type { TxAnswer, VendorContext } from "./vendor-wallet-context";

/**
 * The seamless wallet protocol every vendor uses, the house vendor included (docs/vendor-wallet-protocol.md).
 * Each money call is keyed by the vendor's transaction id: a replay answers the original result, the
 * same id with other content is refused. The ledger posting is the truth; the game_transactions row
 * and round totals are written after it, idempotently, so a crash between the two heals on retry.
 * Instant games settle a whole round in one call (instant-round.ts).
 */

const SESSION_MS = 12 * 60 * 60 * 1000;

export function createVendorWallet(
  platform: Platform,
  wallet: WalletService,
  lookup: GameLookup,
  wins: BigWins,
) {
  const db = platform.db;
  const now = () => new Date(platform.clock.now());
  const tools = createVendorWalletTools(platform, wallet, lookup);
  const { member, game, accounts, balanceMinor, amountMinor, answer, replayOf, insufficient, decimal } =
    tools;

  /** Posts the one refund of a bet (idempotent whoever calls it: the rollback or the late bet itself). */
  async function refundBet(
    context: VendorContext,
    memberId: string,
    bet: { reference: string; amountMinor: bigint },
  ) {
    return tools.postMove(context, await accounts(context, memberId), bet.amountMinor, {
      kind: "refund",
      idempotencyKey: keys.refund(context.vendor.id, bet.reference),
      memberId,
      reference: bet.reference,
      metadata: { vendor: context.vendor.code, bet: bet.reference },
    });
  }

  /** Closes an open round and counts its valid bet once (only the call that closes it counts). */
  async function closeRound(context: VendorContext, playerId: string, roundId: string) {
    const closed = await repo.closeRound(db, roundId, now());
    if (closed?.status === "settled") {
      await wallet.recordValidBet(
        context.brand,
        playerId,
        closed.betMinor - closed.refundMinor,
        closed.gameType,
      );
      wins.announce({
        brand: context.brand,
        vendorCode: context.vendor.code,
        roundId: closed.id,
        stakeMinor: closed.betMinor - closed.refundMinor,
        winMinor: closed.winMinor,
        at: platform.clock.now(),
        player: () => member(context, playerId),
        game: () => gameNamesById(db, closed.gameId),
      });
    }
    return closed;
  }

  /** Settles a round: its bets less refunds become valid bets (turnover). Idempotent. */
  async function endRound(
    context: VendorContext,
    input: { playerId: string; roundId: string; gameId: string },
  ) {
    const player = await member(context, input.playerId);
    const round = await repo.roundByReference(db, context.vendor.id, player.id, input.roundId);
    if (!round) throw new AppError("vendor.transaction_not_found");
    const closed = await closeRound(context, player.id, round.id);
    const status = (
      closed ??
      (await repo.roundByReference(db, context.vendor.id, player.id, input.roundId)) ??
      round
    ).status as "open" | "settled" | "cancelled";
    return {
      balance: decimal(context.brand, await balanceMinor(context, player.id)),
      currency: context.brand.currency.code,
      status,
    };
  }

  return {
    /** Launch token → game session (one use). */
    async authenticate(context: VendorContext, launchToken: string) {
      const launch = await repo.consumeLaunch(db, context.brand.id, sha256(launchToken), now());
      if (!launch || launch.brandId !== context.brand.id) throw new AppError("game.launch_token_invalid");
      const row = await gameRowById(db, launch.gameId);
      if (!row || row.vendor.id !== context.vendor.id) throw new AppError("game.launch_token_invalid");
      const player = await member(context, launch.memberId);
      const sessionToken = randomToken();
      await repo.insertSession(db, {
        brandId: context.brand.id,
        vendorId: context.vendor.id,
        memberId: launch.memberId,
        gameId: launch.gameId,
        tokenHash: sha256(sessionToken),
        trial: launch.trial,
        language: launch.language,
        expiresAt: new Date(platform.clock.now() + SESSION_MS),
      });
      return {
        sessionToken,
        playerId: player.id,
        username: player.account,
        gameId: row.game.code,
        language: launch.language,
        trial: launch.trial,
        balance: decimal(context.brand, await balanceMinor(context, player.id)),
        currency: context.brand.currency.code,
      };
    },

    async balance(context: VendorContext, playerId: string) {
      const player = await member(context, playerId);
      return {
        balance: decimal(context.brand, await balanceMinor(context, player.id)),
        currency: context.brand.currency.code,
      };
    },

    /** A bet: needs a live session of this player at this vendor. */
    async debit(
      context: VendorContext,
      input: MoneyCall & { sessionToken: string; amount: number },
    ): Promise<TxAnswer> {
      const amount = amountMinor(context, input.amount);
      const contentHash = sha256(
        JSON.stringify(["bet", input.playerId, input.roundId, input.gameId, amount.toString()]),
      );
      // One statement decides: replay, earlier rollback, session, and the round (opened if new).
      const gameRow = await lookup.game(context.brand.id, context.vendor.code, input.gameId);
      const check = await repo.checkBet(platform.database, {
        vendorId: context.vendor.id,
        reference: input.transactionId,
        sessionTokenHash: sha256(input.sessionToken),
        memberId: input.playerId,
        brandId: context.brand.id,
        now: now(),
        gameId: gameRow?.game.id ?? null,
        gameType: gameRow?.game.gameType ?? "",
        roundReference: input.roundId,
      });
      if (check.existing) {
        const replay = replayOf(context, check.existing, contentHash);
        if (check.rollbackStatus === "applied") throw new AppError("vendor.bet_rolled_back");
        return replay;
      }
      if (!check.sessionValid) throw new AppError("game.session_invalid");
      if (check.rollbackStatus) throw new AppError("vendor.bet_rolled_back");
      if (!gameRow) throw new AppError("game.not_found");
      const round = check.round;
      if (!round) throw new Error("bet round not opened");
      if (round.status !== "open") throw new AppError("vendor.round_closed");

      await tools.checkMaxBet(context, input.playerId, amount);
      const memberAccounts = await accounts(context, input.playerId);
      const [main] = memberAccounts;
      let posted: Awaited<ReturnType<WalletService["post"]>>;
      try {
        posted = await tools.postMove(context, memberAccounts, -amount, {
          kind: "bet",
          idempotencyKey: keys.bet(context.vendor.id, input.transactionId),
          memberId: input.playerId,
          reference: input.roundId,
          metadata: { vendor: context.vendor.code, game: input.gameId, round: input.roundId },
        });
      } catch (error) {
        if (error instanceof AppError && error.code === "wallet.insufficient_funds")
          return insufficient(context, input.playerId);
        if (error instanceof AppError && error.code === "wallet.idempotency_conflict")
          throw new AppError("vendor.transaction_conflict");
        throw error;
      }
      const balanceAfter = posted.balances.get(main) ?? 0n;
      const recorded = await repo.recordBet(platform.database, {
        brandId: context.brand.id,
        vendorId: context.vendor.id,
        memberId: input.playerId,
        roundId: round.id,
        reference: input.transactionId,
        amountMinor: amount,
        contentHash,
        ledgerTransactionId: posted.transactionId,
        balanceAfterMinor: balanceAfter,
      });
      // A rollback may have arrived for this id while it was being posted: the bet is refunded.
      if (recorded.rollbackId !== null) {
        const refunded = await refundBet(context, input.playerId, {
          reference: input.transactionId,
          amountMinor: amount,
        });
        await repo.applyRollback(db, recorded.rollbackId, {
          amountMinor: amount,
          roundId: round.id,
          ledgerTransactionId: refunded.transactionId,
          balanceAfterMinor: refunded.balances.get(main) ?? 0n,
        });
        throw new AppError("vendor.bet_rolled_back");
      }
      return answer(context, balanceAfter, input.transactionId, posted.replayed);
    },

    /** A win (zero allowed): accepted after the session expired and before its bet (out of order). */
    async credit(
      context: VendorContext,
      input: MoneyCall & { amount: number; betTransactionId?: string; endRound?: boolean },
    ): Promise<TxAnswer> {
      const amount = amountMinor(context, input.amount);
      const contentHash = sha256(
        JSON.stringify([
          "win",
          input.playerId,
          input.roundId,
          input.gameId,
          amount.toString(),
          input.betTransactionId ?? null,
        ]),
      );
      const existing = await repo.transactionByReference(db, context.vendor.id, input.transactionId);
      if (existing) {
        const replay = replayOf(context, existing, contentHash);
        if (input.endRound) await endRound(context, input);
        return replay;
      }
      const player = await member(context, input.playerId);
      const gameRow = await game(context, input.gameId);
      const round = await repo.ensureRound(db, {
        brandId: context.brand.id,
        vendorId: context.vendor.id,
        memberId: player.id,
        gameId: gameRow.id,
        gameType: gameRow.gameType,
        reference: input.roundId,
      });
      if (round.status !== "open") throw new AppError("vendor.round_closed");
      const memberAccounts = await accounts(context, player.id);
      const [main] = memberAccounts;
      let balanceAfter: bigint;
      let ledgerTransactionId: bigint | null = null;
      let replayed = false;
      if (amount > 0n) {
        let posted: Awaited<ReturnType<WalletService["post"]>>;
        try {
          posted = await tools.postMove(context, memberAccounts, amount, {
            kind: "win",
            idempotencyKey: keys.win(context.vendor.id, input.transactionId),
            memberId: player.id,
            reference: input.roundId,
            metadata: { vendor: context.vendor.code, game: input.gameId, round: input.roundId },
          });
        } catch (error) {
          if (error instanceof AppError && error.code === "wallet.idempotency_conflict")
            throw new AppError("vendor.transaction_conflict");
          throw error;
        }
        balanceAfter = posted.balances.get(main) ?? 0n;
        ledgerTransactionId = posted.transactionId;
        replayed = posted.replayed;
      } else {
        balanceAfter = await balanceMinor(context, player.id);
      }
      const recorded = await repo.recordTransaction(db, {
        brandId: context.brand.id,
        vendorId: context.vendor.id,
        memberId: player.id,
        roundId: round.id,
        reference: input.transactionId,
        kind: "win",
        amountMinor: amount,
        betReference: input.betTransactionId ?? null,
        contentHash,
        status: "applied",
        ledgerTransactionId,
        balanceAfterMinor: balanceAfter,
      });
      if (!recorded && amount === 0n) {
        // A concurrent zero win with this id was recorded first (it posts nothing the ledger could
        // answer as a replay): answer as its replay, or as a conflict when the content differs.
        const first = await repo.transactionByReference(db, context.vendor.id, input.transactionId);
        if (first) {
          const replay = replayOf(context, first, contentHash);
          if (input.endRound) await endRound(context, input);
          return replay;
        }
      }
      // The credit's own answer is the balance after the win: closing needs no second read.
      if (input.endRound) await closeRound(context, player.id, round.id);
      return answer(context, balanceAfter, input.transactionId, replayed);
    },

    /**
     * Refunds a bet. An unknown bet answers not-found and is remembered, so that bet is refused if it
     * arrives later. A round that already has a win, or is closed, cannot be rolled back.
     */
    async rollback(
      context: VendorContext,
      input: MoneyCall & { betTransactionId: string },
    ): Promise<TxAnswer> {
      const contentHash = sha256(
        JSON.stringify(["rollback", input.playerId, input.roundId, input.gameId, input.betTransactionId]),
      );
      const existing = await repo.transactionByReference(db, context.vendor.id, input.transactionId);
      if (existing && existing.status === "applied") return replayOf(context, existing, contentHash);
      if (existing && existing.contentHash !== contentHash) throw new AppError("vendor.transaction_conflict");
      const player = await member(context, input.playerId);
      const gameRow = await game(context, input.gameId);
      const bet = await repo.transactionByReference(db, context.vendor.id, input.betTransactionId);
      if (bet && (bet.kind !== "bet" || bet.memberId !== player.id))
        throw new AppError("vendor.transaction_not_found");
      const earlier = await repo.rollbackOf(db, context.vendor.id, input.betTransactionId);
      if (earlier && earlier.reference !== input.transactionId) {
        // The bet was already refunded under another rollback id: the same outcome, nothing moves.
        if (earlier.status === "applied")
          return answer(context, earlier.balanceAfterMinor ?? 0n, input.transactionId, true);
      }
      if (bet) {
        const round = await repo.roundOf(db, bet.roundId);
        if (round?.status !== "open" || round.winMinor > 0n) throw new AppError("vendor.round_closed");
      } else if (
        await wallet.ledger.find(
          context.brand.id,
          "bet",
          keys.round(context.vendor.id, input.betTransactionId),
        )
      ) {
        // An instant round (betSettle) whose rows a crash left unwritten: it is settled already.
        throw new AppError("vendor.round_closed");
      }
      // Remember the rollback first, so a bet still on its way finds it and refunds itself.
      const round = await repo.ensureRound(db, {
        brandId: context.brand.id,
        vendorId: context.vendor.id,
        memberId: player.id,
        gameId: gameRow.id,
        gameType: gameRow.gameType,
        reference: input.roundId,
      });
      if (!existing) {
        await repo.insertRollbackMarker(db, {
          brandId: context.brand.id,
          vendorId: context.vendor.id,
          memberId: player.id,
          roundId: round.id,
          reference: input.transactionId,
          kind: "rollback",
          amountMinor: 0n,
          betReference: input.betTransactionId,
          contentHash,
          status: "not_found",
        });
      }
      const marker = await repo.rollbackOf(db, context.vendor.id, input.betTransactionId);
      if (!marker) throw new Error("rollback marker missing");
      const betPosting = await wallet.ledger.find(
        context.brand.id,
        "bet",
        keys.bet(context.vendor.id, input.betTransactionId),
      );
      if (!betPosting) throw new AppError("vendor.transaction_not_found");
      // A bet whose row a crash left unwritten: the amount its posting took from the member.
      const betAmount = bet?.amountMinor ?? -(betPosting.memberAmount ?? 0n);
      const refunded = await refundBet(context, player.id, {
        reference: input.betTransactionId,
        amountMinor: betAmount,
      });
      const [main] = await accounts(context, player.id);
      const balanceAfter = refunded.balances.get(main) ?? (await balanceMinor(context, player.id));
      await repo.applyRollback(db, marker.id, {
        amountMinor: betAmount,
        roundId: bet?.roundId ?? round.id,
        ledgerTransactionId: refunded.transactionId,
        balanceAfterMinor: balanceAfter,
      });
      await repo.cancelRoundIfRefunded(db, bet?.roundId ?? round.id, now());
      return answer(context, balanceAfter, input.transactionId, refunded.replayed);
    },

    endRound,

    betSettle: createInstantRounds(platform, wallet, tools, wins),

    creditBatch: createBatchCredits(platform, wallet, tools, wins),
  };
}

export type VendorWallet = ReturnType<typeof createVendorWallet>;
