import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import {
  GATEWAY_SIGNATURE_HEADER,
  GATEWAY_TIMESTAMP_HEADER,
  type GatewayNotificationBody,
  gatewayNotificationBody,
} from "@lotus/contracts";

/**
 * The payment-gateway adapter interface (SPEC §7 deposit channel 2) and the built-in sandbox
 * gateway. A real provider implements the same two calls; the deposit service never knows which.
 */

export interface GatewayPaymentRequest {
  depositId: string;
  reference: string;
  amountMinor: bigint;
  currency: string;
  language: string;
}

export interface GatewayNotification {
  eventId: string;
  reference: string;
  providerRef: string;
  /** The amount as the gateway wrote it (decimal string); the service converts and compares. */
  amount: string;
  currency: string;
  status: "paid" | "failed";
}

export type VerifyOutcome =
  | { ok: true; notification: GatewayNotification }
  | { ok: false; reason: "signature" | "stale" | "malformed" };

export interface PaymentGateway {
  readonly provider: string;
  /** Opens a payment at the provider: where to send the payer, and the provider's id for it. */
  createPayment(request: GatewayPaymentRequest): Promise<{ paymentUrl: string; providerRef: string }>;
  /** Checks a notification's authenticity and freshness, then reads it. Never trusts the body first. */
  verifyNotification(input: {
    headers: Record<string, string | string[] | undefined>;
    rawBody: string;
    secret: string;
    now: number;
  }): VerifyOutcome;
}

/** Notifications older (or newer) than this are refused, so a captured one cannot be replayed later. */
export const NOTIFICATION_TOLERANCE_MS = 5 * 60_000;

export function signNotification(secret: string, timestamp: number | string, rawBody: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${rawBody}`).digest("hex");
}

function header(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Constant-time check of an HMAC-SHA256 signature over `${timestamp}.${rawBody}`, then of freshness. */
export function verifySignedBody(input: {
  secret: string;
  timestamp: string | undefined;
  signature: string | undefined;
  rawBody: string;
  now: number;
  toleranceMs?: number;
}): "ok" | "signature" | "stale" {
  const { timestamp, signature } = input;
  if (!timestamp || !signature || !/^\d{1,16}$/.test(timestamp) || !/^[0-9a-f]{64}$/i.test(signature))
    return "signature";
  const expected = Buffer.from(signNotification(input.secret, timestamp, input.rawBody), "hex");
  if (!timingSafeEqual(expected, Buffer.from(signature, "hex"))) return "signature";
  // Freshness is checked after authenticity: an attacker cannot learn anything from "stale".
  if (Math.abs(input.now - Number(timestamp)) > (input.toleranceMs ?? NOTIFICATION_TOLERANCE_MS))
    return "stale";
  return "ok";
}

export function parseNotification(rawBody: string): GatewayNotificationBody | undefined {
  try {
    const parsed = gatewayNotificationBody.safeParse(JSON.parse(rawBody));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Verification shared by gateways that sign with the Lotus header scheme. */
export function verifyLotusNotification(input: {
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
  secret: string;
  now: number;
}): VerifyOutcome {
  const check = verifySignedBody({
    secret: input.secret,
    timestamp: header(input.headers, GATEWAY_TIMESTAMP_HEADER),
    signature: header(input.headers, GATEWAY_SIGNATURE_HEADER),
    rawBody: input.rawBody,
    now: input.now,
  });
  if (check !== "ok") return { ok: false, reason: check };
  const notification = parseNotification(input.rawBody);
  if (!notification) return { ok: false, reason: "malformed" };
  return { ok: true, notification };
}

export const SANDBOX_PATH = "/sandbox-gateway/pay";

/**
 * The built-in sandbox: its "payment page" is served by this server (sandbox-page.ts) and its
 * buttons send a signed notification exactly as an external provider would.
 */
export function createSandboxGateway(pageToken: (depositId: string) => string): PaymentGateway {
  return {
    provider: "sandbox",
    async createPayment(request) {
      const providerRef = `SBX-${randomBytes(8).toString("hex").toUpperCase()}`;
      const query = new URLSearchParams({ token: pageToken(request.depositId), lang: request.language });
      return { paymentUrl: `${SANDBOX_PATH}/${request.depositId}?${query.toString()}`, providerRef };
    },
    verifyNotification: verifyLotusNotification,
  };
}

/** What the sandbox sends when its Pay or Fail button is pressed: a body and its signed headers. */
export function sandboxNotification(input: {
  secret: string;
  now: number;
  reference: string;
  providerRef: string;
  amount: string;
  currency: string;
  status: "paid" | "failed";
}): { rawBody: string; headers: Record<string, string> } {
  const body: GatewayNotificationBody = {
    eventId: `evt_${randomBytes(12).toString("hex")}`,
    reference: input.reference,
    providerRef: input.providerRef,
    amount: input.amount,
    currency: input.currency,
    status: input.status,
  };
  const rawBody = JSON.stringify(body);
  const timestamp = String(input.now);
  return {
    rawBody,
    headers: {
      "content-type": "application/json",
      [GATEWAY_TIMESTAMP_HEADER]: timestamp,
      [GATEWAY_SIGNATURE_HEADER]: signNotification(input.secret, timestamp, rawBody),
    },
  };
}
