import type { Brand } from "../../platform/brand-context";
import { sha256 } from "../../platform/crypto";
import { AppError } from "../../platform/errors";
import type { Platform } from "../../platform/platform";
import type { VendorRow } from "./games.repository";
import { createHttpTransferAdapter, type TransferAdapterFactory } from "./transfer-adapter";

/** What the transfer wallet's parts share: names, keys, texts, limits and the vendor adapters. */

export const TRANSFER_RESOLVE_JOB = "games.transfer-resolve";
export const MAIN_WALLET = "MAIN";
/** Pending transfers older than this are resolved by asking the vendor. */
export const RESOLVE_AFTER_MS = 30_000;
/**
 * A request may call the vendor only this long after creating its transfer (plus the call's 10 s
 * timeout it is still shorter than RESOLVE_AFTER_MS), so the job never races a live vendor call.
 */
export const CLAIM_WINDOW_MS = 15_000;
/** How long the job keeps checking that a given-up transfer in had its debit reversed. */
export const REPAIR_WINDOW_MS = 10 * 60_000;
export const JOB_BATCH = 200;
export const TRANSFER_LIMIT = { limit: 20, windowMs: 60_000 };
/** last_error of a transfer whose vendor call never started (given up by the request or the job). */
export const ABANDONED = "abandoned: the vendor was never called";

export const KIND_TRANSFER = "wallet_transfer";
export const KIND_RESULT = "vendor_result";
export const keys = {
  debit: (reference: string) => `${reference}:in`,
  reversal: (reference: string) => `${reference}:reverse`,
  credit: (reference: string) => `${reference}:out`,
  settle: (reference: string) => `${reference}:settle`,
};
export const mirrorKind = (code: string) => `vendor:${code}`;
export const revenueKind = (code: string) => `game_revenue:${code}`;

export type Text = { EN: string; VI: string };
export const TEXTS = {
  transferred: { EN: "Transfer successful", VI: "Chuyển quỹ thành công" },
  returned: { EN: "Balance returned successfully", VI: "Hoàn trả số dư thành công" },
} satisfies Record<string, Text>;
export const text = (key: keyof typeof TEXTS, language: string) =>
  language === "VI" ? TEXTS[key].VI : TEXTS[key].EN;

/** Our reference: derived from the request, so a retried request finds its transfer. */
export function transferReference(brandId: string, memberId: string, requestId: string, vendorCode?: string) {
  const seed = [brandId, memberId, requestId, ...(vendorCode === undefined ? [] : [vendorCode])].join(":");
  return `T${sha256(seed).slice(0, 31).toUpperCase()}`;
}

// ---------- adapters ----------

export const adapterFactories = new WeakMap<Platform, TransferAdapterFactory>();

/** Replaces how this app reaches transfer vendors (tests: a simulated vendor); undefined restores HTTP. */
export function setTransferAdapterFactory(platform: Platform, factory: TransferAdapterFactory | undefined) {
  if (factory) adapterFactories.set(platform, factory);
  else adapterFactories.delete(platform);
}

export function httpFactory(platform: Platform): TransferAdapterFactory {
  return ({ brand, vendor, secret }) => {
    if (!vendor.transferApiUrl || !secret) throw new AppError("game.transfer_unavailable");
    return createHttpTransferAdapter({
      baseUrl: vendor.transferApiUrl,
      secret,
      minorDigits: brand.currency.minorDigits,
      currency: brand.currency.code,
      now: () => platform.clock.now(),
    });
  };
}

// ---------- service ----------

export interface Scope {
  brand: Brand;
  vendor: VendorRow;
  memberId: string;
}

export type Outcome = "success" | "failed" | "pending";

export function errorCode(error: unknown): string | undefined {
  return error instanceof AppError ? error.code : undefined;
}

export function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

export function minBig(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}
