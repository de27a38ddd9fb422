import type { Platform } from "../../platform/platform";
import type { WalletService } from "../wallet";
import { createAdjustmentsAdmin } from "./adjustments.admin";
import { createC2cService } from "./c2c.service";
import { createC2cSettlement } from "./c2c-settlement";
import { createContext } from "./context";
import { createDepositsService } from "./deposits.service";
import { createFinanceAdmin } from "./finance.admin";
import { createPostingEngine } from "./postings";
import type { PostingRow } from "./postings.repository";
import { createSecurityService } from "./security.service";
import { createTransfersService } from "./transfers.service";
import { createViews } from "./views";
import { createWithdrawalsService, type WithdrawalLimitOf } from "./withdrawals.service";

/** Money that reached or left a member through payments, once it moved (the member's system messages). */
export interface PaymentMoved {
  brandId: string;
  kind: "deposit_credited" | "withdrawal_paid";
  /** Unique per movement: the posting's idempotency key. */
  key: string;
  memberId: string;
  amountMinor: bigint;
  reference: string;
}

/** A deposit's credit (bank, gateway or C2C) or a withdrawal's payout (bank or C2C) as a movement. */
function movedOf(row: PostingRow): Omit<PaymentMoved, "brandId"> | undefined {
  const memberLeg = row.legs.find((leg) => leg.member);
  if (!row.memberId || !memberLeg) return undefined;
  const step = `${row.ownerType}:${row.step}`;
  const kind =
    step === "deposit:credit" || step === "confirmation:c2c_in"
      ? "deposit_credited"
      : step === "withdrawal:disburse" || step === "confirmation:c2c_out"
        ? "withdrawal_paid"
        : undefined;
  if (!kind) return undefined;
  const amount = BigInt(memberLeg.amount);
  return {
    kind,
    key: row.idempotencyKey,
    memberId: row.memberId,
    amountMinor: amount < 0n ? -amount : amount,
    reference: row.reference ?? "",
  };
}

/** Every payments use case, wired over one posting engine (whose hooks the services register). */
export function createPayments(
  platform: Platform,
  wallet: WalletService,
  hooks: {
    withdrawalLimitOf?: WithdrawalLimitOf;
    /** Told once money moved for a member (replays may repeat it: the key dedupes). */
    moneyMoved?: (event: PaymentMoved) => Promise<void>;
  } = {},
) {
  const { moneyMoved } = hooks;
  const engine = createPostingEngine(
    platform,
    wallet,
    moneyMoved &&
      (async (row) => {
        const moved = movedOf(row);
        if (moved) await moneyMoved({ brandId: row.brandId, ...moved });
      }),
  );
  const ctx = createContext(platform, wallet, engine);
  const views = createViews(ctx);
  const security = createSecurityService(ctx);
  const deposits = createDepositsService(ctx, security, views);
  const withdrawals = createWithdrawalsService(ctx, security, views, hooks.withdrawalLimitOf);
  const c2c = createC2cService(ctx, createC2cSettlement(ctx, withdrawals), withdrawals, views);
  const transfers = createTransfersService(ctx, security);
  const finance = createFinanceAdmin(ctx, deposits, withdrawals, c2c, views, createAdjustmentsAdmin(ctx));

  return {
    engine,
    security,
    deposits,
    withdrawals,
    c2c,
    transfers,
    finance,

    /** Job: pending deposits past their expiry become expired (C2C ones re-queue their withdrawal). */
    expireDeposits: (nowMs: number) =>
      deposits.expireDue(nowMs, (brandId, id) => c2c.expireMatch(brandId, id)),
    /** Job: payments unconfirmed after the brand's auto-receive minutes count as received. */
    autoReceive: (nowMs: number) => c2c.autoReceive(nowMs),
    /** Job: postings whose request died before posting them. */
    flushPostings: (nowMs: number) => engine.flushStale(nowMs),
  };
}

export type Payments = ReturnType<typeof createPayments>;

const MINUTE = 60_000;

/** The periodic work of payments; each runs once per minute across all workers. */
export function registerPaymentJobs(platform: Platform, payments: Payments): void {
  platform.jobs.register({
    name: "payments.expire-deposits",
    periodMs: MINUTE,
    run: async (now) => `${await payments.expireDeposits(now)} expired`,
  });
  platform.jobs.register({
    name: "payments.auto-receive",
    periodMs: MINUTE,
    run: async (now) => `${await payments.autoReceive(now)} received`,
  });
  platform.jobs.register({
    name: "payments.flush-postings",
    periodMs: MINUTE,
    run: async (now) => `${await payments.flushPostings(now)} flushed`,
  });
}
