import { type OperatorRole, TOTP_REQUIRED_ROLES } from "@lotus/contracts";
import * as schema from "@lotus/db/schema";
import * as OTPAuth from "otpauth";
import { hashPassword } from "../../src/platform/passwords";
import type { TestApp } from "./app";

export interface TestOperator {
  id: string;
  username: string;
  password: string;
  totpSecret?: string;
  token: string;
}

export function totpCode(username: string, secret: string, at: number): string {
  return new OTPAuth.TOTP({
    issuer: "Lotus",
    label: username,
    secret: OTPAuth.Secret.fromBase32(secret),
  }).generate({ timestamp: at });
}

/** Creates an operator directly (set up, enrolled where the role needs it) and logs it in through the API. */
export async function createOperator(
  t: TestApp,
  options: {
    username: string;
    role: OperatorRole;
    brandIds?: string[];
    allBrands?: boolean;
    allowedIps?: string[];
  },
): Promise<TestOperator> {
  const password = "Operator-Pass-1";
  const totpSecret = TOTP_REQUIRED_ROLES.includes(options.role)
    ? new OTPAuth.Secret({ size: 20 }).base32
    : undefined;
  const [row] = await t.platform.db
    .insert(schema.operators)
    .values({
      username: options.username,
      displayName: options.username,
      passwordHash: await hashPassword(password),
      mustChangePassword: false,
      role: options.role,
      allBrands: options.allBrands ?? false,
      allowedIps: options.allowedIps ?? [],
      totpSecret: totpSecret ? t.platform.secrets.seal(totpSecret) : null,
    })
    .returning();
  if (!row) throw new Error("operator not created");
  const brandIds = options.brandIds ?? (options.allBrands ? [] : [t.brandId]);
  if (brandIds.length)
    await t.platform.db
      .insert(schema.operatorBrands)
      .values(brandIds.map((brandId) => ({ operatorId: row.id, brandId })));
  const response = await t.app.inject({
    method: "POST",
    url: "/backoffice/api/session/login",
    payload: {
      username: options.username,
      password,
      ...(totpSecret ? { totp: totpCode(options.username, totpSecret, t.clock.now()) } : {}),
    },
  });
  const token = response.json().value?.token;
  if (!token) throw new Error(`operator login failed: ${response.body}`);
  return { id: row.id, username: options.username, password, totpSecret, token };
}

/**
 * A live session for an operator made by createOperator: the current one while it lasts (an
 * authenticator code logs in once, so logging in again needs the next time-step), else a new login
 * (earlier tests may have moved the clock past idle expiry).
 */
export async function relogin(t: TestApp, operator: TestOperator): Promise<string> {
  const current = await t.app.inject({
    method: "GET",
    url: "/backoffice/api/me",
    headers: { authorization: operator.token },
  });
  if (current.statusCode === 200) return operator.token;
  const response = await t.app.inject({
    method: "POST",
    url: "/backoffice/api/session/login",
    payload: {
      username: operator.username,
      password: operator.password,
      ...(operator.totpSecret
        ? { totp: totpCode(operator.username, operator.totpSecret, t.clock.now()) }
        : {}),
    },
  });
  const token = response.json().value?.token;
  if (!token) throw new Error(`operator login failed: ${response.body}`);
  operator.token = token;
  return token;
}

export function asOperator(t: TestApp, token: string) {
  return (options: { method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE"; url: string; payload?: unknown }) =>
    t.app.inject({
      ...options,
      payload: options.payload as never,
      headers: { authorization: token, language: "EN" },
    });
}

export async function auditCount(t: TestApp): Promise<number> {
  return (await t.platform.db.select().from(schema.auditLog)).length;
}

/** The brand the back-office tests create through `POST /backoffice/api/brands`. */
export const ORCHID_BRAND = {
  merchantCode: "orchid",
  name: "Orchid",
  domains: ["orchid.local"],
  defaultLanguage: "EN",
  languages: ["EN", "VI"],
  currencyCode: "THB",
  currencySymbol: "฿",
  minorDigits: 2,
  timeZone: "Asia/Bangkok",
};
