import { readFileSync } from "node:fs";
import { brandSettings } from "@lotus/contracts";
import * as schema from "@lotus/db/schema";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { checkVendorSignature } from "../../src/modules/games";
import { fileTestApp } from "../support/app";
import type { TestOperator } from "../support/operators";
import { SimulatedVendor, signProtocol, type VendorPlayer, vendorLaunchToken } from "./simulated-vendor";
import {
  createExternalVendor,
  expectLedgerClean,
  fund,
  launch,
  ledgerBalance,
  loginQuick,
  memberId,
  rotateVendorSecret,
  signedVendor,
} from "./support";

/**
 * Who may call the vendor wallet: every request signed with the vendor's current secret, fresh, with a
 * nonce never seen before, for a known merchant and vendor. Anything else is refused before the body
 * is read, and moves nothing.
 */

const t = fileTestApp({ ready: (app) => app.updateSettings({ botCheck: false }) });
let owner: TestOperator;
let vendorId: string;
let vendor: SimulatedVendor;
let player: VendorPlayer;
let demoToken: string;
let demoId: string;
let counter = 0;

const VENDOR = "SIGV";
const GAME = "sig-table";

beforeAll(async () => {
  await createExternalVendor(t, { code: "NOSEC", games: [{ code: "nosec-table", gameType: "LIVE" }] });
  ({
    vendor,
    id: vendorId,
    owner,
  } = await signedVendor(t, "sig-owner", { code: VENDOR, games: [{ code: GAME, gameType: "LIVE" }] }));
  demoToken = await loginQuick(t, "demo01", "Demo1234");
  demoId = await memberId(t, "demo01");
  await fund(t, demoId, 500_000n, "vendor-signature-fund");
  const launched = await launch(t, demoToken, GAME, VENDOR);
  player = await vendor.open(vendorLaunchToken(launched.json().value.game_url));
});

const nextId = (prefix: string) => `${prefix}-${++counter}`;
const debitBody = (transactionId = nextId("sig-bet"), amount = 10) =>
  player.debitBody("sig-round", transactionId, amount);

async function vendorTransactionCount() {
  return (await t.platform.db.select().from(schema.gameTransactions)).length;
}

/** Runs a refused call and proves that nothing moved: balance, entries and vendor transactions. */
async function expectRefused(
  send: () => Promise<{ status: number; code?: string; success: boolean; value?: unknown }>,
  status: 401 | 404,
) {
  const balance = await ledgerBalance(t, demoId);
  const transactions = await vendorTransactionCount();
  const reply = await send();
  expect(reply.success).toBe(false);
  expect(reply.status).toBe(status);
  expect(reply.code).toBe(status === 401 ? "vendor.signature_invalid" : "vendor.unknown");
  expect(reply.value).toBeUndefined();
  expect(await ledgerBalance(t, demoId)).toEqual(balance);
  expect(await vendorTransactionCount()).toBe(transactions);
  await expectLedgerClean(t);
}

describe("the documented signature", () => {
  it("the worked example of docs/vendor-wallet-protocol.md is what the platform accepts", () => {
    const example = {
      secret: "3q2-7wEAAAA_example-secret-Kx9vQmZ1bGxzZWNyZXQ",
      timestamp: "1767225600000",
      nonce: "7f3c9a1e5b2d4c6f8a0b1c2d3e4f5a6b",
      path: "/vendor-api/v1/lotus/ACME/debit",
      body: JSON.stringify({
        playerId: "5f0c6c1e-8a4e-4d51-9a57-3c2b1f0e9d11",
        sessionToken: "Zb8yR2xGq0m4Tn7VwP1sK3dH6jL9cF5aE2uY8iO0pQw",
        transactionId: "bet-1001",
        roundId: "round-77",
        gameId: "acme-baccarat",
        amount: 150.25,
      }),
    };
    const signature = "74f37b6d046a41a51c889e65b1618f1a2210a05da844e94fe63d40da8ea7dfa0";
    expect(signProtocol(example.secret, { ...example, method: "POST" })).toBe(signature);
    const headers = {
      "x-lotus-timestamp": example.timestamp,
      "x-lotus-nonce": example.nonce,
      "x-lotus-signature": signature,
    };
    const request = { method: "POST", path: example.path, body: example.body };
    const at = Number(example.timestamp);
    expect(checkVendorSignature(example.secret, headers, request, at)).toBe("ok");
    expect(checkVendorSignature(example.secret, headers, request, at + 300_001)).toBe("stale");
    expect(checkVendorSignature(`${example.secret}x`, headers, request, at)).toBe("mismatch");
    const doc = readFileSync(new URL("../../../../docs/vendor-wallet-protocol.md", import.meta.url), "utf8");
    for (const value of [
      example.secret,
      example.timestamp,
      example.nonce,
      example.path,
      example.body,
      signature,
    ])
      expect(doc).toContain(value);
  });
});

describe("signed requests", () => {
  it("a correctly signed debit is taken (the control case)", async () => {
    const before = await ledgerBalance(t, demoId);
    const reply = await vendor.call("debit", debitBody("sig-control", 12.5));
    expect(reply.status, reply.code).toBe(200);
    expect((await ledgerBalance(t, demoId)).row).toBe(before.row - 1250n);
    // Hex is compared case-insensitively.
    const upper = vendor.sign("balance", { playerId: demoId });
    const signature = upper.headers["x-lotus-signature"] ?? "";
    const answer = await vendor.send(upper, { headers: { "x-lotus-signature": signature.toUpperCase() } });
    expect(answer.status).toBe(200);
    const charset = vendor.sign("balance", { playerId: demoId });
    const withCharset = await vendor.send(charset, {
      headers: { "content-type": "application/json; charset=utf-8" },
    });
    expect(withCharset.status).toBe(200);
  });

  it("refuses a request with a signature header missing or malformed", async () => {
    for (const header of ["x-lotus-timestamp", "x-lotus-nonce", "x-lotus-signature"]) {
      await expectRefused(
        () => vendor.send(vendor.sign("debit", debitBody()), { headers: { [header]: undefined } }),
        401,
      );
    }
    await expectRefused(() => vendor.call("debit", debitBody(), { nonce: "short" }), 401);
    await expectRefused(() => vendor.call("debit", debitBody(), { nonce: "has space in it" }), 401);
    await expectRefused(() => vendor.call("debit", debitBody(), { nonce: "n".repeat(129) }), 401);
    await expectRefused(() => vendor.call("debit", debitBody(), { timestamp: "soon" }), 401);
    await expectRefused(
      () => vendor.call("debit", debitBody(), { timestamp: new Date(t.clock.now()).toISOString() }),
      401,
    );
    // Seconds instead of milliseconds: a time in 1970 + 55 years / 1000, far outside the window.
    await expectRefused(
      () => vendor.call("debit", debitBody(), { timestamp: Math.floor(t.clock.now() / 1000) }),
      401,
    );
  });

  it("refuses a wrong signature: other secret, other body, other path, other method", async () => {
    await expectRefused(() => vendor.call("debit", debitBody(), { secret: "not-the-secret" }), 401);
    const signed = vendor.sign("debit", debitBody(nextId("sig-bet"), 10));
    await expectRefused(
      () => vendor.send(signed, { body: signed.body.replace('"amount":10', '"amount":1000') }),
      401,
    );
    const spaced = vendor.sign("debit", debitBody());
    await expectRefused(() => vendor.send(spaced, { body: `${spaced.body} ` }), 401);
    await expectRefused(() => vendor.call("debit", debitBody(), { signedPath: vendor.path("credit") }), 401);
    await expectRefused(() => vendor.call("debit", debitBody(), { method: "PUT" }), 401);
    await expectRefused(
      () =>
        vendor.send(vendor.sign("debit", debitBody()), { headers: { "x-lotus-signature": "0".repeat(64) } }),
      401,
    );
    await expectRefused(
      () => vendor.send(vendor.sign("debit", debitBody()), { headers: { "x-lotus-signature": "zz" } }),
      401,
    );
  });

  it("refuses a stale or future timestamp beyond 300 seconds, accepts one within", async () => {
    await expectRefused(() => vendor.call("debit", debitBody(), { timestamp: t.clock.now() - 301_000 }), 401);
    await expectRefused(() => vendor.call("debit", debitBody(), { timestamp: t.clock.now() + 301_000 }), 401);
    vendor.skewMs = -290_000;
    const late = await vendor.call("balance", { playerId: demoId });
    vendor.skewMs = 290_000;
    const early = await vendor.call("balance", { playerId: demoId });
    vendor.skewMs = 0;
    expect([late.status, early.status]).toEqual([200, 200]);
  });

  it("refuses a replayed nonce, even re-signed over another body; nonces are per vendor", async () => {
    const first = vendor.sign("debit", debitBody(nextId("sig-bet"), 5));
    expect((await vendor.send(first)).status).toBe(200);
    await expectRefused(() => vendor.replay(first), 401);
    const nonce = first.headers["x-lotus-nonce"];
    await expectRefused(() => vendor.call("balance", { playerId: demoId }, { nonce }), 401);
    // A request that failed on its body still used its nonce.
    const bad = vendor.sign("debit", { ...debitBody(), amount: -1 });
    expect((await vendor.send(bad)).code).toBe("validation.failed");
    await expectRefused(() => vendor.replay(bad), 401);
    // The same nonce at another vendor is that vendor's first use.
    const other = await createExternalVendor(t, { code: "SIGW", secret: "sigw-secret-0123456789" });
    const otherVendor = new SimulatedVendor(t, other.code, "sigw-secret-0123456789");
    expect((await otherVendor.call("balance", { playerId: demoId }, { nonce })).status).toBe(200);
  });

  it("a retry with the same body under a new nonce is accepted (and answered as a replay)", async () => {
    const first = vendor.sign("debit", debitBody(nextId("sig-bet"), 3));
    const answer = await vendor.send(first);
    const retry = await vendor.retry(first);
    expect(retry.status).toBe(200);
    expect(retry.value).toEqual({ ...answer.value, replayed: true });
  });

  it("answers vendor.unknown for an unknown vendor, an unknown merchant, a vendor without a secret", async () => {
    await expectRefused(() => new SimulatedVendor(t, "NOPE", vendor.secret).call("debit", debitBody()), 404);
    await expectRefused(
      () => new SimulatedVendor(t, VENDOR, vendor.secret, "no-such-brand").call("debit", debitBody()),
      404,
    );
    await expectRefused(() => new SimulatedVendor(t, "NOSEC", "").call("debit", debitBody()), 404);
    await expectRefused(
      () => new SimulatedVendor(t, "NOSEC", "anything").call("balance", { playerId: demoId }),
      404,
    );
    await expectRefused(
      () => new SimulatedVendor(t, "V".repeat(40), vendor.secret).call("debit", debitBody()),
      404,
    );
    await expectRefused(
      () => new SimulatedVendor(t, VENDOR, vendor.secret, "m".repeat(80)).call("debit", debitBody()),
      404,
    );
  });

  it("a rotated secret replaces the old one at once", async () => {
    const oldSecret = vendor.secret;
    const newSecret = await rotateVendorSecret(t, owner.token, vendorId);
    expect(newSecret).not.toBe(oldSecret);
    expect(newSecret.length).toBeGreaterThanOrEqual(32);
    await expectRefused(() => vendor.call("debit", debitBody()), 401);
    vendor.secret = newSecret;
    const reply = await vendor.call("debit", debitBody(nextId("sig-bet"), 1));
    expect(reply.status, reply.code).toBe(200);
    const listed = await t.app.inject({
      method: "GET",
      url: `/backoffice/api/brands/${t.brandId}/games/vendors`,
      headers: { authorization: owner.token },
    });
    const view = (listed.json().value.list as { code: string; secretSet: boolean }[]).find(
      (item) => item.code === VENDOR,
    );
    expect(view?.secretSet).toBe(true);
    expect(listed.body).not.toContain(newSecret);
  });
});

describe("bodies after the signature", () => {
  it("an unsigned caller learns nothing about the body schema", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: vendor.path("debit"),
      payload: { nonsense: true },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe("vendor.signature_invalid");
  });

  it("a signed request with a bad body answers 400 validation.failed and moves nothing", async () => {
    const before = await ledgerBalance(t, demoId);
    const cases: unknown[] = [
      { ...debitBody(), amount: 10.001 },
      { ...debitBody(), amount: 0 },
      { ...debitBody(), amount: "10" },
      { ...debitBody(), extra: 1 },
      { ...debitBody(), playerId: "demo01" },
      { ...debitBody(), transactionId: "" },
      { ...debitBody(), roundId: "r".repeat(129) },
      {},
    ];
    for (const body of cases) {
      const reply = await vendor.call("debit", body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.code).toBe("validation.failed");
    }
    const credit = await vendor.call("credit", {
      playerId: demoId,
      transactionId: "neg-win",
      roundId: "r",
      gameId: GAME,
      amount: -5,
    });
    expect(credit.code).toBe("validation.failed");
    const rollback = await vendor.call("rollback", {
      playerId: demoId,
      transactionId: "x",
      roundId: "r",
      gameId: GAME,
    });
    expect(rollback.code).toBe("validation.failed");
    const notJson = await vendor.call("debit", "{not json");
    expect(notJson.status).toBe(400);
    expect(notJson.code).toBe("request.malformed");
    expect(await ledgerBalance(t, demoId)).toEqual(before);
    await expectLedgerClean(t);
  });

  it("refuses amounts with more decimals than the brand's currency has (400, never 500)", async () => {
    const [brand] = await t.platform.db
      .insert(schema.brands)
      .values({
        merchantCode: "zerodigits",
        name: "Zero Digits",
        domains: ["zerodigits.local"],
        defaultLanguage: "EN",
        languages: ["EN"],
        currencyCode: "KRW",
        currencySymbol: "₩",
        minorDigits: 0,
        timeZone: "Asia/Seoul",
        settings: brandSettings.parse({}),
      })
      .returning();
    if (!brand) throw new Error("brand not created");
    t.platform.brands.invalidate();
    await createExternalVendor(t, {
      code: "ZERO",
      brandId: brand.id,
      secret: "zero-secret-0123456789",
      games: [{ code: "zero-table", gameType: "LIVE" }],
    });
    const zero = new SimulatedVendor(t, "ZERO", "zero-secret-0123456789", "zerodigits");
    const fields = {
      playerId: "00000000-0000-4000-8000-000000000001",
      transactionId: "zero-1",
      roundId: "zero-round",
      gameId: "zero-table",
      amount: 10.5,
    };
    const debit = await zero.call("debit", { ...fields, sessionToken: "s".repeat(43) });
    expect(debit.status).toBe(400);
    expect(debit.code).toBe("validation.failed");
    const credit = await zero.call("credit", fields);
    expect(credit.status).toBe(400);
    expect(credit.code).toBe("validation.failed");
    // A whole amount is read and goes on to the player check.
    const whole = await zero.call("credit", { ...fields, amount: 10 });
    expect(whole.code).toBe("vendor.player_not_found");
    const rows = await t.platform.db
      .select()
      .from(schema.gameTransactions)
      .where(eq(schema.gameTransactions.brandId, brand.id));
    expect(rows).toHaveLength(0);
  });
});
