import { FEATURE_MOD_IDS, type FeatureModId } from "@lotus/contracts";
import * as schema from "@lotus/db/schema";
import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import { captchaHash } from "../src/modules/accounts/codes";
import { fileTestApp, lastOutboxMessage, type TestApp } from "./support/app";

/** Helpers shared by the accounts integration tests. */

let ipCounter = 0;
/** A visitor IP no other test used, so per-IP throttles and known IPs never leak between tests. */
export function freshIp(): string {
  ipCounter += 1;
  return `203.0.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}

export const fromIp = (ip: string) => ({ "x-forwarded-for": ip });

/**
 * The accounts tests run with the brand's bot check off (solving one takes about two seconds);
 * the tests of the bot check itself turn it on around themselves.
 */
export async function withoutBotCheck(t: TestApp): Promise<void> {
  await t.updateSettings({ botCheck: false });
}

/** The app of an accounts test file: open for the file's tests, with the brand's bot check off. */
export function accountsTestApp(): TestApp {
  return fileTestApp({ ready: withoutBotCheck });
}

export async function withBotCheck<T>(t: TestApp, run: () => Promise<T>): Promise<T> {
  await t.updateSettings({ botCheck: true });
  try {
    return await run();
  } finally {
    await t.updateSettings({ botCheck: false });
  }
}

/** Feature toggles switched for the duration of `run`. */
export async function withFeatures<T>(
  t: TestApp,
  toggles: Partial<Record<FeatureModId, boolean>>,
  run: () => Promise<T>,
): Promise<T> {
  const [row] = await t.platform.db.select().from(schema.brands).where(eq(schema.brands.id, t.brandId));
  const before = row?.settings.features ?? [];
  const features = FEATURE_MOD_IDS.map((modId) => {
    const wanted = toggles[modId];
    const current = before.find((toggle) => toggle.modId === modId)?.enabled ?? "0";
    return { modId, enabled: wanted === undefined ? current : wanted ? ("1" as const) : ("0" as const) };
  });
  await t.updateSettings({ features });
  try {
    return await run();
  } finally {
    await t.updateSettings({ features: before });
  }
}

/** POST /wps/session/login from the visitor IP (a fresh one unless given). */
export async function login(
  t: TestApp,
  body: Record<string, unknown>,
  options: { ip?: string; headers?: Record<string, string> } = {},
) {
  return t.callEncrypted("POST", "/wps/session/login", body, {
    headers: { ...fromIp(options.ip ?? freshIp()), ...options.headers },
  });
}

/** A logged-in session token of an account. */
export async function tokenOf(
  t: TestApp,
  username: string,
  password: string,
  ip = freshIp(),
): Promise<string> {
  const response = await login(t, { username, password }, { ip });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value.token as string;
}

let userCounter = 0;
export function freshUsername(prefix = "user"): string {
  userCounter += 1;
  return `${prefix}${Date.now().toString(36).slice(-4)}${userCounter}`;
}

/** Registers by username from `ip`; returns the login result and the name. */
export async function registerUser(
  t: TestApp,
  fields: Record<string, unknown> = {},
  ip = freshIp(),
): Promise<{ username: string; password: string; token: string; ip: string }> {
  const username = (fields.username as string | undefined) ?? freshUsername();
  const password = (fields.password as string | undefined) ?? "Secret123";
  const response = await t.callEncrypted(
    "PUT",
    "/wps/member/register",
    { username, password, confirmPassword: password, ...fields },
    { headers: fromIp(ip) },
  );
  expect(response.statusCode, response.body).toBe(200);
  return { username, password, token: response.json().value.token, ip };
}

/** A captcha whose text the test knows: the stored hash is replaced with the one of `code`. */
export async function knownCaptcha(t: TestApp, code = "AB34", ip = freshIp()) {
  const response = await t.call({ method: "GET", url: "/wps/captcha", headers: fromIp(ip) });
  expect(response.statusCode, response.body).toBe(200);
  const { captchaId } = response.json().value as { captchaId: string };
  await t.platform.db
    .update(schema.captchas)
    .set({ codeHash: captchaHash(t.platform.deriveKey("captcha"), captchaId, code) })
    .where(eq(schema.captchas.id, captchaId));
  return { captchaId, captcha: code.toLowerCase() };
}

/** The six-digit code of the latest SMS to "+<dialing code> <number>". */
export async function lastSmsCode(t: TestApp, recipient: string): Promise<string> {
  const message = await lastOutboxMessage(t.platform, recipient);
  const code = /\b(\d{6})\b/.exec(message?.body ?? "")?.[1];
  if (!code) throw new Error(`no SMS code sent to ${recipient}`);
  return code;
}

export async function memberRow(t: TestApp, account: string, brandId = t.brandId) {
  const [row] = await t.platform.db
    .select()
    .from(schema.members)
    .where(and(eq(schema.members.brandId, brandId), eq(schema.members.accountKey, account.toLowerCase())));
  return row;
}

export async function countMembers(t: TestApp): Promise<number> {
  return (await t.platform.db.select({ id: schema.members.id }).from(schema.members)).length;
}

let mobileCounter = 0;
/** A Vietnamese mobile number nobody registered: 9 digits starting with 93. */
export function freshMobile(): string {
  mobileCounter += 1;
  return `93${String((Date.now() % 10_000) * 100 + mobileCounter).padStart(7, "0")}`;
}

/** A multipart/form-data body with one file field. */
export function multipart(field: string, filename: string, type: string, content: Buffer) {
  const boundary = `----lotus${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

export const PNG_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from("0000000d49484452000000010000000108060000001f15c489", "hex"),
]);
