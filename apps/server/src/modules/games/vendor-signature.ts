import { createHmac, randomBytes } from "node:crypto";
import {
  VENDOR_SIGNATURE_HEADERS,
  VENDOR_SIGNATURE_MAX_SKEW_MS,
  vendorSignaturePayload,
} from "@lotus/contracts";
import { safeEqual } from "../../platform/crypto";

/** HMAC-SHA256 signatures of vendor wallet requests (docs/vendor-wallet-protocol.md). */

export function vendorSignature(
  secret: string,
  parts: { timestamp: string; nonce: string; method: string; path: string; body: string },
): string {
  return createHmac("sha256", secret)
    .update(vendorSignaturePayload(parts.timestamp, parts.nonce, parts.method, parts.path, parts.body))
    .digest("hex");
}

/** The headers a vendor (or the house vendor in its own process) sends with a request. */
export function signedVendorHeaders(
  secret: string,
  method: string,
  path: string,
  body: string,
  now: number = Date.now(),
): Record<string, string> {
  const timestamp = String(now);
  const nonce = randomBytes(16).toString("hex");
  return {
    [VENDOR_SIGNATURE_HEADERS.timestamp]: timestamp,
    [VENDOR_SIGNATURE_HEADERS.nonce]: nonce,
    [VENDOR_SIGNATURE_HEADERS.signature]: vendorSignature(secret, { timestamp, nonce, method, path, body }),
  };
}

export type SignatureCheck = "ok" | "missing" | "stale" | "mismatch";

/** Checks shape, freshness and the HMAC; the nonce's single use is checked by the caller's store. */
export function checkVendorSignature(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  request: { method: string; path: string; body: string },
  now: number,
): SignatureCheck {
  const timestamp = headers[VENDOR_SIGNATURE_HEADERS.timestamp];
  const nonce = headers[VENDOR_SIGNATURE_HEADERS.nonce];
  const signature = headers[VENDOR_SIGNATURE_HEADERS.signature];
  if (typeof timestamp !== "string" || typeof nonce !== "string" || typeof signature !== "string")
    return "missing";
  if (!/^\d{10,16}$/.test(timestamp) || !/^[A-Za-z0-9_-]{8,128}$/.test(nonce)) return "missing";
  if (Math.abs(now - Number(timestamp)) > VENDOR_SIGNATURE_MAX_SKEW_MS) return "stale";
  const expected = vendorSignature(secret, {
    timestamp,
    nonce,
    method: request.method,
    path: request.path,
    body: request.body,
  });
  return safeEqual(expected, signature.toLowerCase()) ? "ok" : "mismatch";
}
