import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as OTPAuth from "otpauth";

/**
 * Authenticator secrets operators enrolled during this run, by username. Journey files run one
 * after another, each in its own process, so they share them through a file in the run's state
 * folder (scripts/e2e.ts sets E2E_STATE_DIR) instead of clearing an enrolment in the database.
 */
function storeFile(): string | undefined {
  const folder = process.env.E2E_STATE_DIR;
  return folder ? join(folder, "authenticators.json") : undefined;
}

const inMemory = new Map<string, string>();

function stored(): Record<string, string> {
  const file = storeFile();
  if (!file) return Object.fromEntries(inMemory);
  try {
    return JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
  } catch {
    return {};
  }
}

export function enrolledSecret(username: string): string | undefined {
  return stored()[username];
}

export function rememberSecret(username: string, secret: string): void {
  inMemory.set(username, secret);
  const file = storeFile();
  if (file) writeFileSync(file, JSON.stringify({ ...stored(), [username]: secret }));
}

export function totpFor(username: string, secret: string): string {
  return new OTPAuth.TOTP({
    issuer: "Lotus",
    label: username,
    secret: OTPAuth.Secret.fromBase32(secret),
  }).generate();
}
