import { minorToDecimalString, toMinor } from "@lotus/contracts";
import type { Brand } from "../../platform/brand-context";
import type { VendorRow } from "./games.repository";
import { signedVendorHeaders } from "./vendor-signature";

/**
 * A transfer-mode vendor's wallet API (docs/adr/0003-transfer-wallets.md). We move money into and
 * out of the vendor's own wallet under our reference number; when a call's outcome is unknown we
 * ask for its status later and never guess.
 */

/** An amount as the vendor sees it: a decimal string with the brand's minor digits, e.g. "1250.50". */
export type Decimal = string;

export interface TransferInput {
  /** Our reference number: the vendor must apply a reference at most once. */
  reference: string;
  playerId: string;
  amount: Decimal;
}

/** A definite answer. A timeout, network failure or 5xx is not an answer: the call throws. */
export type TransferResult = "success" | "failed";
export type TransferStatus = "success" | "failed" | "not_found" | "pending";

export interface TransferVendorAdapter {
  deposit(input: TransferInput): Promise<TransferResult>;
  withdraw(input: TransferInput): Promise<TransferResult>;
  status(reference: string): Promise<TransferStatus>;
  balance(playerId: string): Promise<Decimal>;
}

export interface TransferAdapterContext {
  brand: Brand;
  vendor: VendorRow;
  /** The vendor's protocol secret, unsealed; undefined when none was issued. */
  secret: string | undefined;
}

export type TransferAdapterFactory = (context: TransferAdapterContext) => TransferVendorAdapter;

/** The outcome of a vendor call is unknown (timeout, network, 5xx, unreadable answer). */
export class TransferVendorError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "TransferVendorError";
  }
}

export const TRANSFER_CALL_TIMEOUT_MS = 10_000;

/** Client errors that mean the vendor refused the transfer and applied nothing. */
const REFUSED = new Set([400, 401, 403, 404, 422]);

export interface HttpTransferOptions {
  baseUrl: string;
  secret: string;
  minorDigits: number;
  currency: string;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
  now?: () => number;
}

/**
 * The vendor's transfer API over HTTP, signed like our vendor protocol (HMAC over timestamp, nonce,
 * method, path and body with the vendor's secret):
 * - `POST {base}/transfer` `{reference, playerId, direction: "deposit"|"withdraw", amount, currency}`
 *   → 2xx `{status: "success"|"failed"}`; 400/401/403/404/422 = refused (failed); anything else unknown.
 * - `GET {base}/transfer/:reference` → `{status: "success"|"failed"|"pending"|"not_found"}` (200, or
 *   404 with `status: "not_found"`); anything else unknown.
 * - `GET {base}/balance/:playerId` → 200 `{balance}` (number or decimal string).
 */
export function createHttpTransferAdapter(options: HttpTransferOptions): TransferVendorAdapter {
  const base = options.baseUrl.replace(/\/+$/, "");
  const doFetch = options.fetch ?? globalThis.fetch;
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? TRANSFER_CALL_TIMEOUT_MS;

  async function call(method: "GET" | "POST", path: string, body?: unknown) {
    const url = `${base}${path}`;
    const text = body === undefined ? "" : JSON.stringify(body);
    const headers: Record<string, string> = {
      accept: "application/json",
      ...signedVendorHeaders(options.secret, method, new URL(url).pathname, text, now()),
    };
    if (body !== undefined) headers["content-type"] = "application/json";
    let response: Response;
    try {
      response = await doFetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : text,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new TransferVendorError(`${method} ${path}: no answer`, { cause: error });
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      json = undefined;
    }
    return { status: response.status, json: (json ?? {}) as Record<string, unknown> };
  }

  async function transfer(direction: "deposit" | "withdraw", input: TransferInput): Promise<TransferResult> {
    const answer = await call("POST", "/transfer", {
      reference: input.reference,
      playerId: input.playerId,
      direction,
      amount: input.amount,
      currency: options.currency,
    });
    if (answer.status >= 200 && answer.status < 300) {
      if (answer.json.status === "success" || answer.json.status === "failed") return answer.json.status;
      throw new TransferVendorError(`transfer ${input.reference}: unreadable answer`);
    }
    if (REFUSED.has(answer.status)) return "failed";
    throw new TransferVendorError(`transfer ${input.reference}: HTTP ${answer.status}`);
  }

  return {
    deposit: (input) => transfer("deposit", input),
    withdraw: (input) => transfer("withdraw", input),

    async status(reference) {
      const answer = await call("GET", `/transfer/${encodeURIComponent(reference)}`);
      const status = answer.json.status;
      if (answer.status === 200 && (status === "success" || status === "failed" || status === "pending"))
        return status;
      // A bare 404 may be a wrong URL: only an explicit not_found counts.
      if ((answer.status === 200 || answer.status === 404) && status === "not_found") return "not_found";
      throw new TransferVendorError(`status ${reference}: HTTP ${answer.status}`);
    },

    async balance(playerId) {
      const answer = await call("GET", `/balance/${encodeURIComponent(playerId)}`);
      const value = answer.json.balance;
      if (answer.status === 200 && (typeof value === "number" || typeof value === "string")) {
        try {
          const minor = toMinor(value, options.minorDigits);
          if (minor >= 0n) return minorToDecimalString(minor, options.minorDigits);
        } catch {
          // unreadable: falls through to the error below
        }
      }
      throw new TransferVendorError(`balance of ${playerId}: HTTP ${answer.status}`);
    },
  };
}
