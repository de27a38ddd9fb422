import { fromMinor, toMinor } from "@lotus/contracts";
import { LRUCache } from "lru-cache";
import type { Brand } from "../../platform/brand-context";
import { AppError } from "../../platform/errors";
import type { Platform } from "../../platform/platform";
import { type MemberRef, memberOfBrand } from "../accounts";
import { WALLET_KINDS, type WalletService } from "../wallet";
import type { GameLookup } from "./game-lookup";
import type * as repo from "./games.repository";
import type { GameTransactionRow } from "./vendor-wallet.repository";

/** What the seamless wallet calls share: the caller, answers, ledger keys and cached lookups. */

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

export interface MoneyCall {
  playerId: string;
  transactionId: string;
  roundId: string;
  gameId: string;
}

/**
 * Ledger idempotency keys: a bet, a win, THE refund of a bet (one per bet, whoever posts it), and an
 * instant round (bet and win in one posting, under its bet's id).
 */
export const ledgerKeys = {
  bet: (vendorId: string, id: string) => `${vendorId}:bet:${id}`,
  win: (vendorId: string, id: string) => `${vendorId}:win:${id}`,
  refund: (vendorId: string, betId: string) => `${vendorId}:refund:${betId}`,
  round: (vendorId: string, betId: string) => `${vendorId}:round:${betId}`,
  /** A correction of a settled round's win (a result corrected after it was paid). */
  adjustment: (vendorId: string, id: string) => `${vendorId}:adjustment:${id}`,
};

export function createVendorWalletTools(platform: Platform, wallet: WalletService, lookup: GameLookup) {
  // Members never change brand: a bounded cache spares the wallet calls that need one a lookup.
  const members = new LRUCache<string, MemberRef>({ max: 50_000 });
  const decimal = (brand: Brand, minor: bigint) => fromMinor(minor, brand.currency.minorDigits);

  async function member(context: VendorContext, playerId: string): Promise<MemberRef> {
    const cacheKey = `${context.brand.id}:${playerId}`;
    const cached = members.get(cacheKey);
    if (cached) return cached;
    const row = await memberOfBrand(platform.db, context.brand.id, playerId);
    if (!row) throw new AppError("vendor.player_not_found");
    members.set(cacheKey, row);
    return row;
  }

  async function game(context: VendorContext, gameCode: string): Promise<repo.GameRow> {
    const row = await lookup.game(context.brand.id, context.vendor.code, gameCode);
    if (!row) throw new AppError("game.not_found");
    return row.game;
  }

  /** The member's main account and the vendor's revenue account (ids cached by the ledger). */
  const accounts = (context: VendorContext, memberId: string) =>
    Promise.all([
      wallet.account(context.brand, memberId, WALLET_KINDS.main),
      wallet.houseAccount(context.brand, `game_revenue:${context.vendor.code}`),
    ]);

  const balanceMinor = (context: VendorContext, memberId: string) =>
    wallet.mainBalanceMinor(context.brand, memberId);

  /** A vendor amount in minor units; more decimals than the currency has is the caller's error. */
  function amountMinor(context: VendorContext, amount: number, field = "amount"): bigint {
    try {
      return toMinor(amount, context.brand.currency.minorDigits);
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      const digits = context.brand.currency.minorDigits;
      throw new AppError("validation.failed", {
        fields: { [field]: digits === 0 ? "A whole amount" : `At most ${digits} decimals` },
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
  function replayOf(
    context: VendorContext,
    existing: Pick<GameTransactionRow, "contentHash" | "status" | "balanceAfterMinor" | "reference">,
    contentHash: string,
  ): TxAnswer {
    if (existing.contentHash !== contentHash) throw new AppError("vendor.transaction_conflict");
    if (existing.status === "not_found") throw new AppError("vendor.transaction_not_found");
    return answer(context, existing.balanceAfterMinor ?? 0n, existing.reference, true);
  }

  /** Refuses a bet above the max bet of the member's running bonus rollover. */
  async function checkMaxBet(context: VendorContext, memberId: string, betMinor: bigint): Promise<void> {
    const maxBet = await wallet.turnover.maxBet(context.brand, memberId);
    if (maxBet !== null && betMinor > maxBet)
      throw new AppError("wallet.bonus_max_bet", {
        maxBet: decimal(context.brand, maxBet),
        currency: context.brand.currency.code,
      });
  }

  async function insufficient(context: VendorContext, memberId: string): Promise<never> {
    const balance = await balanceMinor(context, memberId);
    throw new AppError("wallet.insufficient_funds", {
      balance: decimal(context.brand, balance),
      currency: context.brand.currency.code,
    });
  }

  /**
   * One money move of a vendor call, between the member's main wallet and the house's game revenue:
   * `memberMinor` is the member's side (a bet takes, a win or a refund gives); the reference is the
   * vendor's code and the call's reference.
   */
  function postMove(
    context: VendorContext,
    [main, revenue]: readonly [bigint, bigint],
    memberMinor: bigint,
    move: {
      kind: "bet" | "win" | "refund";
      idempotencyKey: string;
      memberId: string;
      reference: string;
      metadata: Record<string, string>;
    },
  ) {
    return wallet.post(
      {
        brandId: context.brand.id,
        kind: move.kind,
        idempotencyKey: move.idempotencyKey,
        memberId: move.memberId,
        reference: `${context.vendor.code}:${move.reference}`,
        metadata: move.metadata,
        legs: [
          { accountId: main, amount: memberMinor, member: true },
          { accountId: revenue, amount: -memberMinor, member: false },
        ],
      },
      [move.memberId],
    );
  }

  return {
    member,
    game,
    accounts,
    postMove,
    balanceMinor,
    amountMinor,
    answer,
    replayOf,
    insufficient,
    checkMaxBet,
    decimal,
  };
}

export type VendorWalletTools = ReturnType<typeof createVendorWalletTools>;
