import { createHmac, randomInt } from "node:crypto";
import { CAPTCHA_ALPHABET, CAPTCHA_LENGTH } from "./captcha-image";

/** Pure rules of the one-time codes: SMS verification codes and captchas. */

export const SMS_CODE_DIGITS = 6;
/** Wrong guesses a code survives; the fifth wrong one kills it. */
export const SMS_CODE_MAX_ATTEMPTS = 5;
export const CAPTCHA_TTL_MS = 2 * 60_000;

export type CodePurpose =
  | "register"
  | "login"
  | "recovery"
  | "ip_verification"
  | "email_change"
  | "mobile_change_current"
  | "mobile_change_new";

/** Where an email-change code goes: bound to the member, so one member's code never changes another's address. */
export function emailTarget(memberId: string, email: string): string {
  return `${memberId}:${email.trim().toLowerCase()}`;
}

/** Where a code goes, normalised: "84:912345678". */
export function mobileTarget(dialingCode: string, localNumber: string): string {
  return `${dialingCode}:${localNumber}`;
}

/** The SMS recipient as the provider and the outbox see it: "+84 912345678". */
export function smsRecipient(dialingCode: string, localNumber: string): string {
  return `+${dialingCode} ${localNumber}`;
}

export function generateSmsCode(random: (max: number) => number = randomInt): string {
  let code = "";
  for (let index = 0; index < SMS_CODE_DIGITS; index++) code += String(random(10));
  return code;
}

/** A code's hash is bound to its purpose and target, keyed with a server-side pepper. */
export function smsCodeHash(pepper: string, purpose: CodePurpose, target: string, code: string): string {
  return createHmac("sha256", pepper).update(`${purpose}\n${target}\n${code.trim()}`).digest("hex");
}

export function smsCodeExpiry(now: number, expiryMinutes: number): number {
  return now + expiryMinutes * 60_000;
}

export interface StoredCode {
  attempts: number;
  expiresAt: Date;
  consumedAt: Date | null;
}

export type CodeState = "live" | "used" | "dead" | "expired";

/**
 * What a stored code is at `now`: used (consumed or replaced), dead (too many wrong guesses),
 * expired, or live. Used and dead answer "invalid"; expired asks for a new code.
 */
export function codeState(code: StoredCode, now: number): CodeState {
  if (code.consumedAt) return "used";
  if (code.attempts >= SMS_CODE_MAX_ATTEMPTS) return "dead";
  if (code.expiresAt.getTime() <= now) return "expired";
  return "live";
}

export function generateCaptchaCode(random: (max: number) => number = randomInt): string {
  let code = "";
  for (let index = 0; index < CAPTCHA_LENGTH; index++)
    code += CAPTCHA_ALPHABET[random(CAPTCHA_ALPHABET.length)];
  return code;
}

/** Captchas are case-insensitive and forgive surrounding spaces. */
export function normaliseCaptcha(input: string): string {
  return input.trim().toUpperCase();
}

export function captchaHash(pepper: string, captchaId: string, code: string): string {
  return createHmac("sha256", pepper)
    .update(`${captchaId}\n${normaliseCaptcha(code)}`)
    .digest("hex");
}

export function captchaExpiry(now: number): number {
  return now + CAPTCHA_TTL_MS;
}

/** A captcha is good once, before it expires, when the typed text matches. */
export function captchaAccepts(
  stored: { codeHash: string; expiresAt: Date },
  typedHash: string,
  now: number,
): boolean {
  return stored.expiresAt.getTime() > now && stored.codeHash === typedHash;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids from the client are only looked up when they can be ids at all (uuid columns). */
export function isUuid(value: string | undefined): value is string {
  return typeof value === "string" && UUID.test(value);
}
