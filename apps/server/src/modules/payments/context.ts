import { randomBytes } from "node:crypto";
import { ACCOUNT_TYPES, fromMinor, toMinor } from "@lotus/contracts";
import type { Brand } from "../../platform/brand-context";
import { AppError, tooManyRequests } from "../../platform/errors";
import type { OperatorContext } from "../../platform/http";
import type { Platform } from "../../platform/platform";
import { zonedDateStart } from "../../platform/time";
import { signedImageAddresses } from "../../platform/uploads";
import type { WalletService } from "../wallet";
import { amountToMinor, makeReference } from "./payment-rules";
import type { PaymentMember } from "./payments.repository";
import type { PostingEngine } from "./postings";

const DAY_MS = 86_400_000;

/** The dates a list is filtered on, as instants: from the start of `from` to the end of `to`, brand days. */
export function dayRange(brand: Brand, query: { from?: string; to?: string }) {
  return {
    from: query.from ? new Date(zonedDateStart(query.from, brand.timeZone)) : undefined,
    to: query.to ? new Date(zonedDateStart(query.to, brand.timeZone) + DAY_MS) : undefined,
  };
}

/** One page of a list, as the list calls answer it. */
export function pageOf<T>(list: T[], total: number, query: { page: number; pageSize: number }) {
  return { list, total, page: query.page, pageSize: query.pageSize };
}

/**
 * Per-member limits of every money call (DESIGN §6). Generous for a person, tight for a script.
 * Keys: `payments:<brandId>:<action>:<memberId>`.
 */
export const MONEY_LIMITS = {
  deposit: { limit: 10, windowMs: 60_000 },
  depositPaid: { limit: 10, windowMs: 60_000 },
  withdraw: { limit: 10, windowMs: 60_000 },
  transfer: { limit: 20, windowMs: 60_000 },
  confirm: { limit: 20, windowMs: 60_000 },
  bankAccount: { limit: 10, windowMs: 10 * 60_000 },
  paymentPassword: { limit: 10, windowMs: 15 * 60_000 },
  proof: { limit: 20, windowMs: 10 * 60_000 },
} as const;
export type MoneyAction = keyof typeof MONEY_LIMITS;

/** How long a signed proof-image URL works. */
const PROOF_URL_MS = 60 * 60_000;
export const PROOF_PATH = "/payment-proof";

/** What every payments service shares. */
export function createContext(platform: Platform, wallet: WalletService, engine: PostingEngine) {
  const proofAddresses = signedImageAddresses(platform, {
    purpose: "payment-proof",
    path: PROOF_PATH,
    forMs: PROOF_URL_MS,
  });

  return {
    platform,
    db: platform.db,
    wallet,
    engine,
    now: () => new Date(platform.clock.now()),

    /** Counts one money call of the member; 429 with Retry-After past the limit. */
    async limit(brandId: string, action: MoneyAction, memberId: string): Promise<void> {
      const rule = MONEY_LIMITS[action];
      const hit = await platform.limiter.hit(
        `payments:${brandId}:${action}:${memberId}`,
        rule.limit,
        rule.windowMs,
      );
      if (!hit.allowed) throw tooManyRequests(hit.retryAfterMs / 1000);
    },

    /** An API amount in the brand's minor units, or 400 wallet.invalid_amount. */
    minor(brand: Brand, amount: number): bigint {
      const minor = amountToMinor(amount, brand.currency.minorDigits);
      if (minor === undefined) throw new AppError("wallet.invalid_amount");
      return minor;
    },

    /** A brand setting (currency units) in minor units; settings are validated when saved. */
    settingMinor(brand: Brand, value: number): bigint {
      return toMinor(value.toFixed(brand.currency.minorDigits), brand.currency.minorDigits);
    },

    amount(brand: Brand, minor: bigint): number {
      return fromMinor(minor, brand.currency.minorDigits);
    },

    reference(prefix: "D" | "W"): string {
      return makeReference(prefix, randomBytes(10));
    },

    /** SPEC §6: deposit and withdrawal are refused to credit accounts. */
    refuseCredit(member: Pick<PaymentMember, "accountType">): void {
      if (member.accountType === ACCOUNT_TYPES.credit) throw new AppError("payment.credit_account");
    },

    /** A short-lived signed URL: proofs are shown in <img> tags, which cannot send the session header. */
    proofUrl: proofAddresses.url,
    proofUrlValid: proofAddresses.valid,
  };
}

export type PaymentsContext = ReturnType<typeof createContext>;

/** The operator behind a finance write and the address it came from (for the audit log). */
export interface Who {
  operator: OperatorContext;
  ip: string;
}
