import { GATEWAY_SIGNATURE_HEADER, GATEWAY_TIMESTAMP_HEADER } from "@lotus/contracts";
import { describe, expect, it } from "vitest";
import {
  createSandboxGateway,
  NOTIFICATION_TOLERANCE_MS,
  sandboxNotification,
  signNotification,
  verifyLotusNotification,
  verifySignedBody,
} from "./gateway";

const secret = "a-shared-secret-of-the-channel";
const now = 1_800_000_000_000;

function signed(status: "paid" | "failed" = "paid", at = now) {
  return sandboxNotification({
    secret,
    now: at,
    reference: "DABCDEFGHJK",
    providerRef: "SBX-1",
    amount: "1000.00",
    currency: "VND",
    status,
  });
}

describe("gateway notification signatures", () => {
  it("signs timestamp and raw body with HMAC-SHA256 (known vector)", () => {
    // printf '1.{}' | openssl dgst -sha256 -hmac key
    expect(signNotification("key", 1, "{}")).toBe(
      "1ba6b8171186efc613e8bcc0cbdab2748f24984d7c5a84faa2637afa0e40d224",
    );
    expect(signNotification("key", 1, "{}")).toMatch(/^[0-9a-f]{64}$/);
    expect(signNotification("key", 1, "{}")).not.toBe(signNotification("key", 2, "{}"));
    expect(signNotification("key", 1, "{}")).not.toBe(signNotification("other", 1, "{}"));
  });

  it("accepts a fresh, correctly signed notification and reads it", () => {
    const { rawBody, headers } = signed();
    const outcome = verifyLotusNotification({ headers, rawBody, secret, now: now + 1000 });
    expect(outcome).toMatchObject({
      ok: true,
      notification: { reference: "DABCDEFGHJK", amount: "1000.00", status: "paid" },
    });
  });

  it("refuses a changed body, another secret, a missing or malformed signature", () => {
    const { rawBody, headers } = signed();
    const tampered = rawBody.replace("1000.00", "9000.00");
    expect(verifyLotusNotification({ headers, rawBody: tampered, secret, now })).toEqual({
      ok: false,
      reason: "signature",
    });
    expect(verifyLotusNotification({ headers, rawBody, secret: "another-secret-entirely", now })).toEqual({
      ok: false,
      reason: "signature",
    });
    const { [GATEWAY_SIGNATURE_HEADER]: _dropped, ...unsigned } = headers;
    expect(verifyLotusNotification({ headers: unsigned, rawBody, secret, now })).toEqual({
      ok: false,
      reason: "signature",
    });
    expect(
      verifyLotusNotification({
        headers: { ...headers, [GATEWAY_SIGNATURE_HEADER]: "zz" },
        rawBody,
        secret,
        now,
      }),
    ).toEqual({ ok: false, reason: "signature" });
  });

  it("refuses stale or future timestamps, but only after the signature holds", () => {
    const old = signed("paid", now - NOTIFICATION_TOLERANCE_MS - 1);
    expect(verifyLotusNotification({ ...old, secret, now })).toEqual({ ok: false, reason: "stale" });
    const future = signed("paid", now + NOTIFICATION_TOLERANCE_MS + 1);
    expect(verifyLotusNotification({ ...future, secret, now })).toEqual({ ok: false, reason: "stale" });
    // A forged old notification is a signature failure: "stale" tells an attacker nothing.
    expect(
      verifySignedBody({
        secret,
        timestamp: String(now - 10 * 60_000),
        signature: "0".repeat(64),
        rawBody: "{}",
        now,
      }),
    ).toBe("signature");
    expect(
      verifySignedBody({ secret, timestamp: "soon", signature: "0".repeat(64), rawBody: "{}", now }),
    ).toBe("signature");
  });

  it("refuses a signed body that is not a notification", () => {
    const rawBody = JSON.stringify({ hello: "world" });
    const timestamp = String(now);
    const headers = {
      [GATEWAY_TIMESTAMP_HEADER]: timestamp,
      [GATEWAY_SIGNATURE_HEADER]: signNotification(secret, timestamp, rawBody),
    };
    expect(verifyLotusNotification({ headers, rawBody, secret, now })).toEqual({
      ok: false,
      reason: "malformed",
    });
  });
});

describe("sandbox gateway", () => {
  it("opens a payment on its own page with a page token and a provider reference", async () => {
    const gateway = createSandboxGateway((id) => `token-of-${id}`);
    const payment = await gateway.createPayment({
      depositId: "dep-1",
      reference: "D1",
      amountMinor: 100n,
      currency: "VND",
      language: "VI",
    });
    expect(payment.paymentUrl).toBe("/sandbox-gateway/pay/dep-1?token=token-of-dep-1&lang=VI");
    expect(payment.providerRef).toMatch(/^SBX-[0-9A-F]{16}$/);
  });
});
