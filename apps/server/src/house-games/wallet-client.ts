import {
  type CallDefinition,
  HOUSE_VENDOR,
  type VendorAction,
  type vendorAuthenticateCall,
  type vendorBalanceCall,
  type vendorBetSettleCall,
  type vendorCreditBatchCall,
  type vendorCreditCall,
  type vendorDebitCall,
  type vendorRollbackCall,
} from "@lotus/contracts";
import type { z } from "zod";
import { type HouseVendor, signedVendorHeaders, type VendorWallet } from "../modules/games";
import type { Brand } from "../platform/brand-context";
import { AppError } from "../platform/errors";
import type { Platform } from "../platform/platform";

type Body<C> =
  C extends CallDefinition<undefined, infer B, z.ZodType>
    ? B extends z.ZodType
      ? z.input<B>
      : never
    : never;
type Value<C> = C extends CallDefinition<undefined, z.ZodType | undefined, infer R> ? z.output<R> : never;

/**
 * The house vendor's side of the seamless wallet protocol: the same calls an external vendor makes.
 * In the single process they are direct calls; with ROLE=games they go over signed HTTP.
 */
export interface HouseWalletClient {
  authenticate(
    brand: Brand,
    body: Body<typeof vendorAuthenticateCall>,
  ): Promise<Value<typeof vendorAuthenticateCall>>;
  balance(brand: Brand, body: Body<typeof vendorBalanceCall>): Promise<Value<typeof vendorBalanceCall>>;
  debit(brand: Brand, body: Body<typeof vendorDebitCall>): Promise<Value<typeof vendorDebitCall>>;
  credit(brand: Brand, body: Body<typeof vendorCreditCall>): Promise<Value<typeof vendorCreditCall>>;
  rollback(brand: Brand, body: Body<typeof vendorRollbackCall>): Promise<Value<typeof vendorRollbackCall>>;
  /** An instant round: the bet and its win in one call (one posting, the round settled). */
  betSettle(brand: Brand, body: Body<typeof vendorBetSettleCall>): Promise<Value<typeof vendorBetSettleCall>>;
  /** Many wins (or corrections) in one call; each item answers on its own. */
  creditBatch(
    brand: Brand,
    body: Body<typeof vendorCreditBatchCall>,
  ): Promise<Value<typeof vendorCreditBatchCall>>;
}

export function inProcessWalletClient(house: HouseVendor, wallet: VendorWallet): HouseWalletClient {
  const context = (brand: Brand) => house.context(brand);
  return {
    authenticate: async (brand, body) => wallet.authenticate(await context(brand), body.launchToken),
    balance: async (brand, body) => wallet.balance(await context(brand), body.playerId),
    debit: async (brand, body) => wallet.debit(await context(brand), body),
    credit: async (brand, body) => wallet.credit(await context(brand), body),
    rollback: async (brand, body) => wallet.rollback(await context(brand), body),
    betSettle: async (brand, body) => wallet.betSettle(await context(brand), body),
    creditBatch: async (brand, body) => wallet.creditBatch(await context(brand), body.credits),
  };
}

/**
 * Signed HTTP calls to the platform (ROLE=games); errors come back as the platform's AppErrors.
 * `baseUrls` names the API nodes (comma-separated): each call goes to the next one in turn.
 */
export function httpWalletClient(
  platform: Platform,
  baseUrls: string,
  secretOf: (brand: Brand) => Promise<string>,
): HouseWalletClient {
  const nodes = baseUrls.split(",").map((url) => url.trim().replace(/\/+$/, ""));
  let next = 0;
  async function call<C extends CallDefinition<undefined, z.ZodType, z.ZodType>>(
    brand: Brand,
    action: VendorAction,
    body: Body<C>,
  ): Promise<Value<C>> {
    const path = `/vendor-api/v1/${encodeURIComponent(brand.merchantCode)}/${HOUSE_VENDOR}/${action}`;
    const text = JSON.stringify(body);
    const headers = signedVendorHeaders(await secretOf(brand), "POST", path, text, platform.clock.now());
    const baseUrl = nodes[next++ % nodes.length];
    const response = await fetch(`${baseUrl}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: text,
      signal: AbortSignal.timeout(10_000),
    });
    const envelope = (await response.json()) as { success: boolean; value?: unknown; code?: string };
    if (envelope.success) return envelope.value as Value<C>;
    throw new AppError(
      (envelope.code ?? "system.error") as ConstructorParameters<typeof AppError>[0],
      envelope.value,
    );
  }
  return {
    authenticate: (brand, body) => call<typeof vendorAuthenticateCall>(brand, "authenticate", body),
    balance: (brand, body) => call<typeof vendorBalanceCall>(brand, "balance", body),
    debit: (brand, body) => call<typeof vendorDebitCall>(brand, "debit", body),
    credit: (brand, body) => call<typeof vendorCreditCall>(brand, "credit", body),
    rollback: (brand, body) => call<typeof vendorRollbackCall>(brand, "rollback", body),
    betSettle: (brand, body) => call<typeof vendorBetSettleCall>(brand, "betSettle", body),
    creditBatch: (brand, body) => call<typeof vendorCreditBatchCall>(brand, "creditBatch", body),
  };
}
