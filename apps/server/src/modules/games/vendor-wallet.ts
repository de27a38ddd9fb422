import { fromMinor, toMinor } from "@lotus/contracts";
import * as schema from "@lotus/db/schema";
import { and, eq } from "drizzle-orm";
import type { Brand } from "../../platform/brand-context";
import { randomToken, sha256 } from "../../platform/crypto";
import { AppError } from "../../platform/errors";
import type { Platform } from "../../platform/platform";
import { WALLET_KINDS, type WalletService } from "../wallet";
import * as repo from "./games.repository";

/**
 * The seamless wallet protocol every vendor uses, the house vendor included (docs/vendor-wallet-protocol.md).
 * Each money call is keyed by the vendor's transaction id: a replay answers the original result, the
 * same id with other content is refused. The ledger posting is the truth; the game_transactions row
 * and round totals are written after it, idempotently, so a crash between the two heals on retry.
 */

const SESSION_MS = 12 * 60 * 60 * 1000;
const GAME_CACHE_MS = 10_000;

export interface VendorContext {
  brand: Brand;
  vendor: repo.VendorRow;
}

export interface TxAnswer {
  balance: number;
  currency: string;
  transactionId: string;
  replayed: boolean;
}

interface MoneyCall {
  playerId: string;
  transactionId: string;
  roundId: string;
  gameId: string;
}

/** Ledger idempotency keys: a bet, a win, and THE refund of a bet (one per bet, whoever posts it). */
const keys = {
  bet: (vendorId: string, id: string) => `${vendorId}:bet:${id}`,
  win: (vendorId: string, id: string) => `${vendorId}:win:${id}`,
  refund: (vendorId: string, betId: string) => `${vendorId}:refund:${betId}`,
};

export function createVendorWallet(platform: Platform, wallet: WalletService) {
  const db = platform.db;
  const now = () => new Date(platform.clock.now());
  const decimal = (brand: Brand, minor: bigint) => fromMinor(minor, brand.currency.minorDigits);

  // Members never change brand and games rarely change: short-lived caches spare every wallet
  // call two lookups (the catalogue's own cache has the same few seconds of staleness).
  const members = new Map<string, { id: string; account: string; accountType: number }>();
  const gameRows = new Map<string, { row: repo.GameRow; at: number }>();

  async function member(context: VendorContext, playerId: string) {
    const cacheKey = `${context.brand.id}:${playerId}`;
    const cached = members.get(cacheKey);
    if (cached) return cached;
    const [row] = await db
      .select({
        id: schema.members.id,
        account: schema.members.account,
        accountType: schema.members.accountType,
      })
      .from(schema.members)
      .where(and(eq(schema.members.id, playerId), eq(schema.members.brandId, context.brand.id)));
    if (!row) throw new AppError("vendor.player_not_found");
    if (members.size > 50_000) members.clear();
    members.set(cacheKey, row);
    return row;
  }

  async function game(context: VendorContext, gameCode: string) {
    const cacheKey = `${context.vendor.id}:${gameCode}`;
    const cached = gameRows.get(cacheKey);
    if (cached && platform.clock.now() - cached.at < GAME_CACHE_MS) return cached.row;
    const row = await repo.gameWithVendor(db, context.brand.id, gameCode, context.vendor.code);
    if (!row) throw new AppError("game.not_found");
    if (gameRows.size > 10_000) gameRows.clear();
    gameRows.set(cacheKey, { row: row.game, at: platform.clock.now() });
    return row.game;
  }

  const accounts = (context: VendorContext, memberId: string) =>
    Promise.all([
      wallet.account(context.brand, memberId, WALLET_KINDS.main),
      wallet.houseAccount(context.brand, `game_revenue:${context.vendor.code}`),
    ]);

  async function balanceMinor(context: VendorContext, memberId: string) {
    return wallet.mainBalanceMinor(context.brand, memberId);
  }

  /** A vendor amount in minor units; more decimals than the currency has is the caller's error. */
  function amountMinor(context: VendorContext, amount: number): bigint {
    try {
      return toMinor(amount, context.brand.currency.minorDigits);
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      const digits = context.brand.currency.minorDigits;
      throw new AppError("validation.failed", {
        fields: { amount: digits === 0 ? "A whole amount" : `At most ${digits} decimals` },
      });
    }
  }

  function answer(
    context: VendorContext,
    balance: bigint,
    transactionId: string,
    replayed: boolean,
  ): TxAnswer {
    return {
      balance: decimal(context.brand, balance),
      currency: context.brand.currency.code,
      transactionId,
      replayed,
    };
  }

  /** The original answer of a transaction id already used, or a conflict when its content differs. */
  function replayOf(context: VendorContext, existing: repo.GameTransactionRow, contentHash: string) {
    if (existing.contentHash !== contentHash) throw new AppError("vendor.transaction_conflict");
    if (existing.status === "not_found") throw new AppError("vendor.transaction_not_found");
    return answer(context, existing.balanceAfterMinor ?? 0n, existing.reference, true);
  }

  async function insufficient(context: VendorContext, memberId: string): Promise<never> {
    const balance = await balanceMinor(context, memberId);
    throw new AppError("wallet.insufficient_funds", {
      balance: decimal(context.brand, balance),
      currency: context.brand.currency.code,
    });
  }

  /** Posts the one refund of a bet (idempotent whoever calls it: the rollback or the late bet itself). */
  async function refundBet(
    context: VendorContext,
    memberId: string,
    bet: { reference: string; amountMinor: bigint },
  ) {
    const [main, revenue] = await accounts(context, memberId);
    return wallet.post(
      {
        brandId: context.brand.id,
        kind: "refund",
        idempotencyKey: keys.refund(context.vendor.id, bet.reference),
        memberId,
        reference: `${context.vendor.code}:${bet.reference}`,
        metadata: { vendor: context.vendor.code, bet: bet.reference },
        legs: [
          { accountId: main, amount: bet.amountMinor, member: true },
          { accountId: revenue, amount: -bet.amountMinor, member: false },
        ],
      },
      [memberId],
    );
  }

  /** Settles a round: its bets less refunds become valid bets (turnover). Idempotent. */
  async function endRound(
    context: VendorContext,
    input: { playerId: string; roundId: string; gameId: string },
  ) {
    const player = await member(context, input.playerId);
    const round = await repo.roundByReference(db, context.vendor.id, player.id, input.roundId);
    if (!round) throw new AppError("vendor.transaction_not_found");
    const closed = await repo.closeRound(db, round.id, now());
    if (closed?.status === "settled")
      await wallet.recordValidBet(context.brand, player.id, closed.betMinor - closed.refundMinor);
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
      const row = await repo.gameRowById(db, launch.gameId);
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
      const existing = await repo.transactionByReference(db, context.vendor.id, input.transactionId);
      if (existing) {
        const replay = replayOf(context, existing, contentHash);
        const rollback = await repo.rollbackOf(db, context.vendor.id, input.transactionId);
        if (rollback?.status === "applied") throw new AppError("vendor.bet_rolled_back");
        return replay;
      }

      const session = await repo.sessionByToken(db, sha256(input.sessionToken));
      if (
        !session ||
        session.vendorId !== context.vendor.id ||
        session.memberId !== input.playerId ||
        session.expiresAt.getTime() <= platform.clock.now()
      )
        throw new AppError("game.session_invalid");
      if (await repo.rollbackOf(db, context.vendor.id, input.transactionId))
        throw new AppError("vendor.bet_rolled_back");
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

      const [main, revenue] = await accounts(context, player.id);
      let posted: Awaited<ReturnType<WalletService["post"]>>;
      try {
        posted = await wallet.post(
          {
            brandId: context.brand.id,
            kind: "bet",
            idempotencyKey: keys.bet(context.vendor.id, input.transactionId),
            memberId: player.id,
            reference: `${context.vendor.code}:${input.roundId}`,
            metadata: { vendor: context.vendor.code, game: input.gameId, round: input.roundId },
            legs: [
              { accountId: main, amount: -amount, member: true },
              { accountId: revenue, amount, member: false },
            ],
          },
          [player.id],
        );
      } catch (error) {
        if (error instanceof AppError && error.code === "wallet.insufficient_funds")
          return insufficient(context, player.id);
        if (error instanceof AppError && error.code === "wallet.idempotency_conflict")
          throw new AppError("vendor.transaction_conflict");
        throw error;
      }
      const balanceAfter = posted.balances.get(main) ?? 0n;
      await repo.recordTransaction(db, {
        brandId: context.brand.id,
        vendorId: context.vendor.id,
        memberId: player.id,
        roundId: round.id,
        reference: input.transactionId,
        kind: "bet",
        amountMinor: amount,
        contentHash,
        status: "applied",
        ledgerTransactionId: posted.transactionId,
        balanceAfterMinor: balanceAfter,
      });
      // A rollback may have arrived for this id while it was being posted: the bet is refunded.
      const rollback = await repo.rollbackOf(db, context.vendor.id, input.transactionId);
      if (rollback) {
        const refunded = await refundBet(context, player.id, {
          reference: input.transactionId,
          amountMinor: amount,
        });
        await repo.applyRollback(db, rollback.id, {
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
      const [main, revenue] = await accounts(context, player.id);
      let balanceAfter: bigint;
      let ledgerTransactionId: bigint | null = null;
      let replayed = false;
      if (amount > 0n) {
        let posted: Awaited<ReturnType<WalletService["post"]>>;
        try {
          posted = await wallet.post(
            {
              brandId: context.brand.id,
              kind: "win",
              idempotencyKey: keys.win(context.vendor.id, input.transactionId),
              memberId: player.id,
              reference: `${context.vendor.code}:${input.roundId}`,
              metadata: { vendor: context.vendor.code, game: input.gameId, round: input.roundId },
              legs: [
                { accountId: main, amount, member: true },
                { accountId: revenue, amount: -amount, member: false },
              ],
            },
            [player.id],
          );
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
      if (input.endRound) await endRound(context, input);
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
        const [round] = await db
          .select()
          .from(schema.gameRounds)
          .where(eq(schema.gameRounds.id, bet.roundId));
        if (round?.status !== "open" || round.winMinor > 0n) throw new AppError("vendor.round_closed");
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
      const betAmount = bet?.amountMinor ?? (await betAmountOf(betPosting.transactionId));
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
  };

  /** The amount a bet posting took from the member (a bet whose row a crash left unwritten). */
  async function betAmountOf(ledgerTransactionId: bigint): Promise<bigint> {
    const entries = await db
      .select({ amount: schema.ledgerEntries.amount, balanceAfter: schema.ledgerEntries.balanceAfter })
      .from(schema.ledgerEntries)
      .where(eq(schema.ledgerEntries.transactionId, ledgerTransactionId));
    const memberEntry = entries.find((entry) => entry.balanceAfter !== null);
    return memberEntry ? -memberEntry.amount : 0n;
  }
}

export type VendorWallet = ReturnType<typeof createVendorWallet>;
