import { toMinor } from "@lotus/contracts";
import type { Brand } from "../../platform/brand-context";
import type { Platform } from "../../platform/platform";
import { type Leg, WALLET_KINDS, type WalletService } from "../wallet";
import type { VendorRow } from "./games.repository";
import type { TransferResult, TransferVendorAdapter } from "./transfer-adapter";
import * as repo from "./transfer-wallet.repository";
import {
  ABANDONED,
  adapterFactories,
  errorCode,
  httpFactory,
  KIND_RESULT,
  KIND_TRANSFER,
  keys,
  minBig,
  mirrorKind,
  revenueKind,
  type Scope,
} from "./transfer-wallet-support";

/**
 * The transfer wallet's ledger side (docs/adr/0003): accounts, the postings keyed by the transfer's
 * reference, their reversal, and settling the mirror against the vendor's real balance.
 */
export function createTransferPostings(platform: Platform, wallet: WalletService) {
  const db = platform.db;
  const at = () => new Date(platform.clock.now());

  function adapterFor(brand: Brand, vendor: VendorRow): TransferVendorAdapter {
    const factory = adapterFactories.get(platform) ?? httpFactory(platform);
    const secret = vendor.secretSealed ? platform.secrets.unseal(vendor.secretSealed) : undefined;
    return factory({ brand, vendor, secret });
  }

  /** The vendor's balance of the member, in minor units; throws when the vendor does not answer. */
  async function vendorBalance(scope: Scope, adapter: TransferVendorAdapter): Promise<bigint> {
    const answer = await adapter.balance(scope.memberId);
    const minor = toMinor(answer, scope.brand.currency.minorDigits);
    if (minor < 0n) throw new Error(`negative vendor balance ${answer}`);
    return minor;
  }

  async function accounts(scope: Scope) {
    const [main, mirror, revenue] = await Promise.all([
      wallet.account(scope.brand, scope.memberId, WALLET_KINDS.main),
      wallet.account(scope.brand, scope.memberId, mirrorKind(scope.vendor.code)),
      wallet.houseAccount(scope.brand, revenueKind(scope.vendor.code)),
    ]);
    return { main, mirror, revenue };
  }

  async function balanceOf(accountId: bigint): Promise<bigint> {
    return (await wallet.ledger.balances([accountId])).get(accountId) ?? 0n;
  }

  const posted = async (scope: Scope, kind: string, key: string) =>
    Boolean(await wallet.ledger.find(scope.brand.id, kind, key));

  /**
   * Posts under `key` once. The legs may depend on live balances (the mirror's), so a retry can
   * build other legs: the posting is done as soon as its key exists, whatever legs it got.
   */
  async function postOnce(
    scope: Scope,
    kind: string,
    key: string,
    reference: string,
    build: () => Promise<Leg[] | undefined>,
  ): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      if (await posted(scope, kind, key)) return;
      const legs = await build();
      if (!legs) return;
      try {
        await wallet.post(
          {
            brandId: scope.brand.id,
            kind,
            idempotencyKey: key,
            memberId: scope.memberId,
            reference,
            metadata: { vendor: scope.vendor.code },
            legs,
          },
          [scope.memberId],
        );
        return;
      } catch (error) {
        const code = errorCode(error);
        // Another poster won with legs built a moment earlier, or the mirror moved meanwhile.
        if ((code === "wallet.idempotency_conflict" || code === "wallet.insufficient_funds") && attempt < 4)
          continue;
        throw error;
      }
    }
  }

  /** Main → vendor:CODE, before the vendor is called, so the money cannot be spent twice. */
  async function postDebit(scope: Scope, transfer: repo.TransferRow) {
    const { main, mirror } = await accounts(scope);
    await wallet.post(
      {
        brandId: scope.brand.id,
        kind: KIND_TRANSFER,
        idempotencyKey: keys.debit(transfer.reference),
        memberId: scope.memberId,
        reference: transfer.reference,
        metadata: { vendor: scope.vendor.code, direction: "in" },
        legs: [
          { accountId: main, amount: -transfer.amountMinor, member: true },
          { accountId: mirror, amount: transfer.amountMinor, member: true },
        ],
      },
      [scope.memberId],
    );
  }

  /**
   * Money back to main (a transfer out, or the reversal of a failed transfer in): from vendor:CODE
   * up to its balance, the rest from the vendor's game revenue (the member won there).
   */
  function toMain(scope: Scope, transfer: repo.TransferRow, key: string) {
    return postOnce(scope, KIND_TRANSFER, key, transfer.reference, async () => {
      const { main, mirror, revenue } = await accounts(scope);
      const fromMirror = minBig(transfer.amountMinor, await balanceOf(mirror));
      return [
        { accountId: main, amount: transfer.amountMinor, member: true },
        { accountId: mirror, amount: -fromMirror, member: true },
        { accountId: revenue, amount: -(transfer.amountMinor - fromMirror), member: false },
      ];
    });
  }

  /** A failed transfer in: the debit (if it was posted) goes back to main. */
  async function reverseIn(scope: Scope, transfer: repo.TransferRow) {
    if (!(await posted(scope, KIND_TRANSFER, keys.debit(transfer.reference)))) return;
    await toMain(scope, transfer, keys.reversal(transfer.reference));
  }

  /**
   * vendor:CODE never claims money the vendor does not hold: what it has beyond the vendor's actual
   * balance is the member's loss there and moves to the game revenue. Skipped while another transfer
   * of the member with this vendor is unresolved (the mirror is in motion); the next one settles.
   */
  async function settleMirror(scope: Scope, adapter: TransferVendorAdapter, key: string, exceptId?: string) {
    try {
      if (await repo.hasOtherPending(db, scope.memberId, scope.vendor.id, exceptId)) return;
      const actual = await vendorBalance(scope, adapter);
      await postOnce(scope, KIND_RESULT, key, scope.vendor.code, async () => {
        const { mirror, revenue } = await accounts(scope);
        const excess = (await balanceOf(mirror)) - actual;
        if (excess <= 0n) return undefined;
        return [
          { accountId: mirror, amount: -excess, member: true },
          { accountId: revenue, amount: excess, member: false },
        ];
      });
    } catch (error) {
      // The next transfer out or return-all settles it.
      platform.logger.warn({ err: error, vendor: scope.vendor.code }, "vendor mirror not settled");
    }
  }

  /** The definite end of a transfer: ledger side first (replays are harmless), then the row. */
  async function finish(
    scope: Scope,
    transfer: repo.TransferRow,
    result: TransferResult,
    adapter: TransferVendorAdapter | undefined,
    lastError?: string,
  ): Promise<void> {
    if (transfer.direction === "in") {
      if (result === "success") await postDebit(scope, transfer);
      else await reverseIn(scope, transfer);
      await repo.resolveTransfer(db, transfer.id, result, at(), { lastError });
      return;
    }
    if (result === "success") await toMain(scope, transfer, keys.credit(transfer.reference));
    const resolved = await repo.resolveTransfer(db, transfer.id, result, at(), { lastError });
    if (resolved && result === "success" && adapter)
      await settleMirror(scope, adapter, keys.settle(transfer.reference), transfer.id);
  }

  /** Gives up a transfer whose vendor call never started: nothing reached the vendor. */
  async function abandon(scope: Scope, transfer: repo.TransferRow) {
    if (transfer.direction === "in") await reverseIn(scope, transfer);
    await repo.resolveTransfer(db, transfer.id, "failed", at(), {
      lastError: ABANDONED,
      onlyUnclaimed: true,
    });
  }

  async function fresh(transfer: repo.TransferRow) {
    return (await repo.transferByReference(db, transfer.reference)) ?? transfer;
  }

  return { adapterFor, vendorBalance, posted, postDebit, reverseIn, settleMirror, finish, abandon, fresh };
}
