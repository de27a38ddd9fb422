import * as schema from "@lotus/db/schema";
import { and, eq } from "drizzle-orm";
import { reconcile } from "../../src/modules/wallet";
import type { Brand } from "../../src/platform/brand-context";
import type { TestApp } from "../support/app";
import { createOperator, type TestOperator } from "../support/operators";
import { SimulatedVendor } from "./simulated-vendor";

/** Helpers for the games tests: members with money, launches, house sessions, ledger proof. */

export async function login(t: TestApp, username: string, password: string): Promise<string> {
  const response = await t.callEncrypted("POST", "/wps/session/login", {
    type: "username",
    username,
    password,
    botCheck: await t.botCheck(),
  });
  const token = response.json().value?.token as string | undefined;
  if (!token) throw new Error(`login of ${username} failed: ${response.body}`);
  return token;
}

export async function memberId(t: TestApp, account: string): Promise<string> {
  const [row] = await t.platform.db
    .select({ id: schema.members.id })
    .from(schema.members)
    .where(and(eq(schema.members.brandId, t.brandId), eq(schema.members.accountKey, account)));
  if (!row) throw new Error(`no member ${account}`);
  return row.id;
}

export async function demoBrand(t: TestApp): Promise<Brand> {
  const brand = await t.platform.brands.byMerchant(t.merchant);
  if (!brand) throw new Error("demo brand missing");
  return brand;
}

/** Credits a member's main wallet as a confirmed deposit would (minor units). */
export async function fund(t: TestApp, member: string, amountMinor: bigint, key: string): Promise<void> {
  const wallet = t.wallet;
  const brand = await demoBrand(t);
  await wallet.post(
    {
      brandId: brand.id,
      kind: "deposit",
      idempotencyKey: key,
      memberId: member,
      legs: [
        { accountId: await wallet.account(brand, member, "main"), amount: amountMinor, member: true },
        { accountId: await wallet.houseAccount(brand, "cash_in:test"), amount: -amountMinor, member: false },
      ],
    },
    [member],
  );
}

export async function balanceOf(t: TestApp, token: string): Promise<number> {
  const response = await t.call({ method: "GET", url: "/wps/v2/wallets/balance", token });
  return response.json().value.sumBalance as number;
}

export async function launch(t: TestApp, token: string, gameId: string, vassalage?: string) {
  return t.call({
    method: "POST",
    url: "/wps/game/launchGame",
    token,
    payload: {
      gameId,
      nodeId: gameId,
      accountType: 1,
      confirmTrans: 0,
      vassalage,
      launchMode: "GLS",
      platform: "html5-desktop",
      clientType: 3,
      merchantCode: t.merchant,
      language: "EN",
    },
  });
}

/** The launch token carried by a game URL. */
export function launchTokenOf(gameUrl: string): string {
  const token = new URL(gameUrl, "http://site.local").searchParams.get("t");
  if (!token) throw new Error(`no launch token in ${gameUrl}`);
  return token;
}

export async function houseSession(t: TestApp, token: string, gameId = "lotus-fortune") {
  const launched = await launch(t, token, gameId);
  const url = launched.json().value.game_url as string;
  const response = await t.app.inject({
    method: "POST",
    url: "/house/api/session",
    payload: { launchToken: launchTokenOf(url) },
  });
  const value = response.json().value;
  if (!value) throw new Error(`house session failed: ${response.body}`);
  return value as { sessionToken: string; balance: number; game: { minBet: number; betSteps: number[] } };
}

export function spin(t: TestApp, sessionToken: string, bet: number, requestId: string) {
  return t.app.inject({
    method: "POST",
    url: "/house/api/spin",
    headers: { authorization: sessionToken },
    payload: { bet, requestId },
  });
}

/** The ledger proof must be clean after every scenario. */
export async function expectLedgerClean(t: TestApp): Promise<void> {
  const report = await reconcile(t.platform.db);
  if (report.drifts.length || report.unbalancedTransactions.length || report.totalOfAllEntries !== "0")
    throw new Error(`ledger not clean: ${JSON.stringify(report)}`);
}

// ---------- external vendors (the seamless wallet protocol tests) ----------

export interface TestGame {
  code: string;
  gameType: string;
  names?: { EN: string; VI?: string };
  isHot?: boolean;
  tags?: string[];
  trialAllowed?: boolean;
  status?: "on" | "maintenance" | "off";
  lobby?: boolean;
  sortOrder?: number;
  minBetMinor?: bigint;
  maxBetMinor?: bigint;
}

/** The template external test vendors launch with. */
export const SIM_LAUNCH_TEMPLATE = "https://sim-vendor.test/play?token={token}&game={game}&lang={lang}";

/**
 * Inserts an external seamless vendor and its games into a brand (the demo brand by default). The
 * catalogue is cached for 10 s of the test clock: create vendors before the first catalogue read,
 * rotate the secret through the back office (which refreshes the cache) or call `expireCatalogue`.
 */
export async function createExternalVendor(
  t: TestApp,
  options: {
    code: string;
    displayName?: string;
    categories?: string[];
    status?: "on" | "maintenance" | "off";
    sortOrder?: number;
    launchUrlTemplate?: string;
    brandId?: string;
    /** Seals this secret directly (otherwise the vendor has none until rotated). */
    secret?: string;
    games?: TestGame[];
  },
): Promise<{ id: string; code: string; gameIds: Record<string, string> }> {
  const brandId = options.brandId ?? t.brandId;
  const [vendor] = await t.platform.db
    .insert(schema.gameVendors)
    .values({
      brandId,
      code: options.code,
      displayName: options.displayName ?? `${options.code} Games`,
      categories: options.categories ?? ["LIVE"],
      walletMode: "seamless",
      status: options.status ?? "on",
      logo: `/vendors/${options.code.toLowerCase()}.svg`,
      sortOrder: options.sortOrder ?? 50,
      house: false,
      launchUrlTemplate: options.launchUrlTemplate ?? SIM_LAUNCH_TEMPLATE,
      secretSealed: options.secret ? t.platform.secrets.seal(options.secret) : null,
      secretRotatedAt: options.secret ? new Date(t.clock.now()) : null,
    })
    .returning();
  if (!vendor) throw new Error(`vendor ${options.code} not created`);
  const gameIds: Record<string, string> = {};
  for (const [index, game] of (options.games ?? []).entries()) {
    const [row] = await t.platform.db
      .insert(schema.games)
      .values({
        brandId,
        vendorId: vendor.id,
        code: game.code,
        nodeId: game.code,
        gameType: game.gameType,
        names: game.names ?? { EN: game.code },
        smallIcon: `/games/${game.code}.png`,
        isHot: game.isHot ?? false,
        tags: game.tags ?? [],
        sortOrder: game.sortOrder ?? index,
        trialAllowed: game.trialAllowed ?? false,
        status: game.status ?? "on",
        lobby: game.lobby ?? false,
        minBetMinor: game.minBetMinor ?? null,
        maxBetMinor: game.maxBetMinor ?? null,
      })
      .returning({ id: schema.games.id });
    if (!row) throw new Error(`game ${game.code} not created`);
    gameIds[game.code] = row.id;
  }
  return { id: vendor.id, code: vendor.code, gameIds };
}

/** Lets the 10-second catalogue cache lapse on the test clock. */
export function expireCatalogue(t: TestApp): void {
  t.clock.advance(11_000);
}

/** Rotates a vendor's signing secret through the back office; the answer shows it once. */
export async function rotateVendorSecret(
  t: TestApp,
  operatorToken: string,
  vendorId: string,
): Promise<string> {
  const response = await t.app.inject({
    method: "POST",
    url: `/backoffice/api/brands/${t.brandId}/games/vendors/${vendorId}/secret`,
    headers: { authorization: operatorToken, language: "EN" },
  });
  const secret = response.json().value?.secret as string | undefined;
  if (!secret) throw new Error(`secret rotation failed: ${response.body}`);
  return secret;
}

/** Login for tests that switched the brand's bot check off (solving one costs seconds under load). */
export async function loginQuick(t: TestApp, username: string, password: string): Promise<string> {
  const response = await t.callEncrypted("POST", "/wps/session/login", {
    type: "username",
    username,
    password,
  });
  const token = response.json().value?.token as string | undefined;
  if (!token) throw new Error(`login of ${username} failed: ${response.body}`);
  return token;
}

/** The member's main-wallet balance as its ledger entries add it up, and as its account row holds it (minor units). */
export async function ledgerBalance(t: TestApp, member: string): Promise<{ entries: bigint; row: bigint }> {
  const accounts = await t.platform.db
    .select({ id: schema.ledgerAccounts.id, balance: schema.ledgerAccounts.balance })
    .from(schema.ledgerAccounts)
    .where(and(eq(schema.ledgerAccounts.memberId, member), eq(schema.ledgerAccounts.kind, "main")));
  const account = accounts[0];
  if (!account) return { entries: 0n, row: 0n };
  const entries = await t.platform.db
    .select({ amount: schema.ledgerEntries.amount })
    .from(schema.ledgerEntries)
    .where(eq(schema.ledgerEntries.accountId, account.id));
  return { entries: entries.reduce((sum, entry) => sum + entry.amount, 0n), row: account.balance };
}

/**
 * An external vendor whose signing secret a new owner operator rotated through the back office: the
 * vendor as the tests play it (holding that secret), its id and the owner.
 */
export async function signedVendor(
  t: TestApp,
  ownerName: string,
  options: Parameters<typeof createExternalVendor>[1],
): Promise<{ vendor: SimulatedVendor; id: string; owner: TestOperator }> {
  const created = await createExternalVendor(t, options);
  const owner = await createOperator(t, { username: ownerName, role: "owner", allBrands: true });
  const vendor = new SimulatedVendor(t, options.code, await rotateVendorSecret(t, owner.token, created.id));
  return { vendor, id: created.id, owner };
}
