import { ACCOUNT_TYPES, fieldMessage, minorToDecimalString, toMinor } from "@lotus/contracts";
import type { Brand } from "../../platform/brand-context";
import { AppError, fieldError, tooManyRequests } from "../../platform/errors";
import type { Platform } from "../../platform/platform";
import type { WalletService } from "../wallet";
import { vendorByCode } from "./games.repository";
import type { TransferResult, TransferVendorAdapter } from "./transfer-adapter";
import { createTransferPostings } from "./transfer-postings";
import * as repo from "./transfer-wallet.repository";
import {
  ABANDONED,
  CLAIM_WINDOW_MS,
  describe,
  errorCode,
  JOB_BATCH,
  KIND_TRANSFER,
  keys,
  MAIN_WALLET,
  type Outcome,
  REPAIR_WINDOW_MS,
  RESOLVE_AFTER_MS,
  type Scope,
  type TEXTS,
  TRANSFER_LIMIT,
  TRANSFER_RESOLVE_JOB,
  text,
  transferReference,
} from "./transfer-wallet-support";

/**
 * Transfer-mode vendor wallets (docs/adr/0003-transfer-wallets.md): the member moves money between
 * the main wallet and a vendor's own wallet under our reference number. The member's ledger account
 * `vendor:<CODE>` mirrors what we sent to the vendor; `game_revenue:<CODE>` takes the member's
 * result there. An unknown vendor outcome stays pending until the job gets a definite status.
 */

export function createTransferWallet(platform: Platform, wallet: WalletService) {
  const db = platform.db;
  const at = () => new Date(platform.clock.now());
  const vendorAmount = (brand: Brand, minor: bigint) =>
    minorToDecimalString(minor, brand.currency.minorDigits);

  const { adapterFor, vendorBalance, posted, postDebit, reverseIn, settleMirror, finish, abandon, fresh } =
    createTransferPostings(platform, wallet);

  /**
   * One transfer of `amountMinor` between main and the vendor under `reference`; answers the row as it
   * stands afterwards (pending when the vendor's answer is unknown). An existing reference is a replay.
   */
  async function move(
    scope: Scope,
    direction: "in" | "out",
    reference: string,
    amountMinor: bigint,
    known?: { adapter: TransferVendorAdapter; vendorBalance: bigint },
  ): Promise<repo.TransferRow> {
    const existing = await repo.transferByReference(db, reference);
    if (existing) return replayed(scope, existing, direction, amountMinor);

    let adapter: TransferVendorAdapter;
    try {
      adapter = known?.adapter ?? adapterFor(scope.brand, scope.vendor);
    } catch (error) {
      platform.logger.warn({ err: error, vendor: scope.vendor.code }, "transfer vendor not configured");
      throw new AppError("game.transfer_unavailable");
    }
    if (direction === "in") {
      if ((await wallet.mainBalanceMinor(scope.brand, scope.memberId)) < amountMinor)
        throw new AppError("wallet.insufficient_funds");
    } else {
      let available: bigint;
      try {
        available = known?.vendorBalance ?? (await vendorBalance(scope, adapter));
      } catch (error) {
        platform.logger.warn({ err: error, vendor: scope.vendor.code }, "transfer vendor balance unknown");
        throw new AppError("game.transfer_unavailable");
      }
      if (available < amountMinor) throw new AppError("wallet.insufficient_funds");
    }

    const created = await repo.insertTransfer(db, {
      brandId: scope.brand.id,
      vendorId: scope.vendor.id,
      memberId: scope.memberId,
      reference,
      direction,
      amountMinor,
      status: "pending",
      createdAt: at(),
    });
    if (!created) {
      // The same request is being handled concurrently: answer what it has so far.
      const other = await repo.transferByReference(db, reference);
      if (!other) throw new Error(`transfer ${reference} vanished`);
      return replayed(scope, other, direction, amountMinor);
    }

    if (direction === "in") {
      try {
        await postDebit(scope, created);
      } catch (error) {
        if (errorCode(error) !== "wallet.insufficient_funds") throw error; // pending: the job gives it up
        await repo.resolveTransfer(db, created.id, "failed", at(), {
          lastError: "wallet.insufficient_funds",
          onlyUnclaimed: true,
        });
        return fresh(created);
      }
    }

    const claimed = await repo.claimVendorCall(
      db,
      created.id,
      new Date(platform.clock.now() - CLAIM_WINDOW_MS),
    );
    if (!claimed) {
      // Too slow to call the vendor safely now (or the job gave it up already).
      await abandon(scope, created);
      return fresh(created);
    }

    const input = {
      reference,
      playerId: scope.memberId,
      amount: vendorAmount(scope.brand, amountMinor),
    };
    let result: TransferResult;
    try {
      result = direction === "in" ? await adapter.deposit(input) : await adapter.withdraw(input);
    } catch (error) {
      // Unknown: the money may or may not be at the vendor. The job asks for the status.
      platform.logger.warn({ err: error, reference }, "transfer outcome unknown, left pending");
      await repo.setLastError(db, created.id, describe(error));
      return fresh(created);
    }
    await finish(scope, created, result, adapter, result === "failed" ? "vendor refused" : undefined);
    return fresh(created);
  }

  function replayed(
    scope: Scope,
    existing: repo.TransferRow,
    direction: "in" | "out",
    amountMinor: bigint,
  ): repo.TransferRow {
    if (
      existing.memberId !== scope.memberId ||
      existing.vendorId !== scope.vendor.id ||
      existing.direction !== direction ||
      existing.amountMinor !== amountMinor
    )
      throw new AppError("wallet.idempotency_conflict");
    return existing;
  }

  /** Success, or the member-facing error of a failed or pending transfer. */
  function outcomeOf(transfer: repo.TransferRow): Outcome {
    return transfer.status as Outcome;
  }

  function raise(transfer: repo.TransferRow): never {
    if (transfer.status === "pending")
      throw new AppError("game.transfer_pending", { reference: transfer.reference });
    if (transfer.lastError === "wallet.insufficient_funds") throw new AppError("wallet.insufficient_funds");
    throw new AppError("game.transfer_unavailable", { reference: transfer.reference });
  }

  async function memberOf(brand: Brand, memberId: string) {
    const row = await repo.member(db, brand.id, memberId);
    if (row?.status !== "active") throw new AppError("auth.required");
    if (row.accountType === ACCOUNT_TYPES.trial) throw new AppError("account.in_need_true_account");
    if (row.accountType === ACCOUNT_TYPES.credit) throw new AppError("payment.credit_account");
    return row;
  }

  async function limit(brand: Brand, memberId: string) {
    const hit = await platform.limiter.hit(
      `games:${brand.id}:transfer:${memberId}`,
      TRANSFER_LIMIT.limit,
      TRANSFER_LIMIT.windowMs,
    );
    if (!hit.allowed) throw tooManyRequests(hit.retryAfterMs / 1000);
  }

  async function answer(brand: Brand, memberId: string, key: keyof typeof TEXTS, language: string) {
    const balance = await wallet.balance(brand, memberId);
    return { message: text(key, language), sumBalance: balance.sumBalance };
  }

  /** Every vendor balance back to main; per vendor, its reference is derived from the request. */
  async function returnAll(brand: Brand, memberId: string, requestId: string, language: string) {
    const vendors = await repo.transferVendors(db, brand.id, true);
    if (await repo.transferByReference(db, transferReference(brand.id, memberId, requestId)))
      throw new AppError("wallet.idempotency_conflict");
    const references = new Map(
      vendors.map((v) => [v.id, transferReference(brand.id, memberId, requestId, v.code)]),
    );
    const earlier = new Map(
      (await repo.transfersByReferences(db, memberId, [...references.values()])).map((row) => [
        row.vendorId,
        row,
      ]),
    );
    // Mirror balances the member has (reading them creates no account).
    const mirrors = new Map(
      (await wallet.balance(brand, memberId)).wallets.map((entry) => [entry.code, entry.availBalance]),
    );
    const outcomes: Outcome[] = [];
    for (const vendor of vendors) {
      const reference = references.get(vendor.id) ?? "";
      const scope: Scope = { brand, vendor, memberId };
      const done = earlier.get(vendor.id);
      if (done) {
        outcomes.push(outcomeOf(done));
        continue;
      }
      if (vendor.status !== "on") continue; // not reachable now; its balance stays where it is
      let adapter: TransferVendorAdapter;
      let actual: bigint;
      try {
        adapter = adapterFor(brand, vendor);
        actual = await vendorBalance(scope, adapter);
      } catch (error) {
        platform.logger.warn({ err: error, vendor: vendor.code }, "return all: vendor balance unknown");
        outcomes.push("failed");
        continue;
      }
      if (actual > 0n) {
        const transfer = await move(scope, "out", reference, actual, { adapter, vendorBalance: actual });
        outcomes.push(outcomeOf(transfer));
      } else if ((mirrors.get(vendor.code) ?? 0) > 0) {
        await settleMirror(scope, adapter, keys.settle(reference));
      }
    }
    if (outcomes.includes("pending")) throw new AppError("game.transfer_pending");
    if (outcomes.includes("failed")) throw new AppError("game.transfer_unavailable");
    return answer(brand, memberId, "returned", language);
  }

  /** Resolves one pending transfer older than RESOLVE_AFTER_MS; never guesses. */
  async function resolve(transfer: repo.TransferRow): Promise<"resolved" | "pending"> {
    const brand = (await platform.brands.all()).find((candidate) => candidate.id === transfer.brandId);
    const vendor = await repo.vendorById(db, transfer.vendorId);
    if (!brand || !vendor) return "pending";
    const scope: Scope = { brand, vendor, memberId: transfer.memberId };
    if (transfer.attempts === 0) {
      // The request died before calling the vendor, and its claim window is over.
      await abandon(scope, transfer);
      return "resolved";
    }
    let adapter: TransferVendorAdapter;
    let status: Awaited<ReturnType<TransferVendorAdapter["status"]>>;
    try {
      adapter = adapterFor(brand, vendor);
      status = await adapter.status(transfer.reference);
    } catch (error) {
      await repo.recordAttempt(db, transfer.id, describe(error));
      return "pending";
    }
    if (status === "pending") {
      await repo.recordAttempt(db, transfer.id, "vendor: pending");
      return "pending";
    }
    const result: TransferResult = status === "success" ? "success" : "failed";
    await finish(scope, transfer, result, adapter, result === "failed" ? `vendor: ${status}` : undefined);
    return "resolved";
  }

  return {
    /** GET /wps/relay/GCS_merchantWallet: the brand's transfer-mode vendors and the member's balances there. */
    async merchantWallet(brand: Brand, memberId: string) {
      const vendors = await repo.transferVendors(db, brand.id);
      const balance = await wallet.balance(brand, memberId);
      const held = new Map(balance.wallets.map((entry) => [entry.code, entry.availBalance]));
      return {
        isSingle: vendors.length === 0,
        wallets: vendors.map((vendor) => ({
          vassalage: vendor.code,
          name: vendor.displayName,
          balance: held.get(vendor.code) ?? 0,
          status: vendor.status,
        })),
      };
    },

    /** POST /wps/relay/GCS_walletTransfer. */
    async transfer(
      brand: Brand,
      memberId: string,
      body: { requestId: string; from?: string; to?: string; amount?: number; returnAll?: boolean },
      language: string,
    ) {
      await memberOf(brand, memberId);
      await limit(brand, memberId);
      if (body.returnAll) {
        if (body.from !== undefined || body.to !== undefined || body.amount !== undefined)
          throw fieldError({ returnAll: fieldMessage("invalid", language) });
        return returnAll(brand, memberId, body.requestId, language);
      }
      const missing = (["from", "to", "amount"] as const).filter((field) => body[field] === undefined);
      if (missing.length > 0)
        throw fieldError(
          Object.fromEntries(missing.map((field) => [field, fieldMessage("empty", language, { field })])),
        );
      const from = normaliseWallet(body.from ?? "");
      const to = normaliseWallet(body.to ?? "");
      if (from === to || (from !== MAIN_WALLET && to !== MAIN_WALLET))
        throw fieldError({ to: fieldMessage("invalid", language) });
      let amountMinor: bigint;
      try {
        amountMinor = toMinor(body.amount ?? 0, brand.currency.minorDigits);
      } catch {
        throw new AppError("wallet.invalid_amount");
      }
      if (amountMinor <= 0n) throw new AppError("wallet.invalid_amount");

      const direction = from === MAIN_WALLET ? "in" : "out";
      const code = direction === "in" ? to : from;
      const vendor = await vendorByCode(db, brand.id, code);
      if (vendor?.walletMode !== "transfer") throw new AppError("vendor.unknown");
      const reference = transferReference(brand.id, memberId, body.requestId);
      // The same request id may not have been a return-all.
      const vendors = await repo.transferVendors(db, brand.id, true);
      const others = vendors.map((v) => transferReference(brand.id, memberId, body.requestId, v.code));
      if ((await repo.transfersByReferences(db, memberId, others)).length > 0)
        throw new AppError("wallet.idempotency_conflict");
      const existing = await repo.transferByReference(db, reference);
      if (!existing && vendor.status !== "on") throw new AppError("game.transfer_unavailable");

      const transfer = await move({ brand, vendor, memberId }, direction, reference, amountMinor);
      if (transfer.status !== "success") raise(transfer);
      return answer(brand, memberId, "transferred", language);
    },

    /** The job: every pending transfer older than RESOLVE_AFTER_MS, and given-up ones still to reverse. */
    async resolvePending(now: number): Promise<{ resolved: number; pending: number; repaired: number }> {
      const counts = { resolved: 0, pending: 0, repaired: 0 };
      for (const transfer of await repo.pendingBefore(db, new Date(now - RESOLVE_AFTER_MS), JOB_BATCH)) {
        try {
          counts[await resolve(transfer)] += 1;
        } catch (error) {
          counts.pending += 1;
          platform.logger.error({ err: error, reference: transfer.reference }, "transfer not resolved");
          await repo.recordAttempt(db, transfer.id, describe(error));
        }
      }
      // A request that stalled inside its debit may post it after the job gave the transfer up.
      for (const transfer of await repo.abandonedInSince(db, new Date(now - REPAIR_WINDOW_MS), ABANDONED)) {
        const brand = (await platform.brands.all()).find((candidate) => candidate.id === transfer.brandId);
        const vendor = await repo.vendorById(db, transfer.vendorId);
        if (!brand || !vendor) continue;
        const scope: Scope = { brand, vendor, memberId: transfer.memberId };
        if (await posted(scope, KIND_TRANSFER, keys.reversal(transfer.reference))) continue;
        if (!(await posted(scope, KIND_TRANSFER, keys.debit(transfer.reference)))) continue;
        await reverseIn(scope, transfer);
        counts.repaired += 1;
      }
      return counts;
    },
  };
}

export type TransferWallet = ReturnType<typeof createTransferWallet>;

function normaliseWallet(code: string): string {
  const trimmed = code.trim();
  return trimmed.toUpperCase() === MAIN_WALLET ? MAIN_WALLET : trimmed;
}

/** The job resolving pending transfers, every minute (once per period across workers). */
export function registerTransferJob(platform: Platform, transfers: TransferWallet): void {
  platform.jobs.register({
    name: TRANSFER_RESOLVE_JOB,
    periodMs: 60_000,
    run: async (now) => {
      const { resolved, pending, repaired } = await transfers.resolvePending(now);
      return `${resolved} resolved, ${pending} pending, ${repaired} repaired`;
    },
  });
}
