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

const STEP_MS = 30_000;

function stepsFile(): string | undefined {
  const folder = process.env.E2E_STATE_DIR;
  return folder ? join(folder, "authenticator-steps.json") : undefined;
}

const stepsInMemory = new Map<string, number>();

function lastSteps(): Record<string, number> {
  const file = stepsFile();
  if (!file) return Object.fromEntries(stepsInMemory);
  try {
    return JSON.parse(readFileSync(file, "utf8")) as Record<string, number>;
  } catch {
    return {};
  }
}

function rememberStep(username: string, step: number): void {
  stepsInMemory.set(username, step);
  const file = stepsFile();
  if (file) writeFileSync(file, JSON.stringify({ ...lastSteps(), [username]: step }));
}

/**
 * A code the server has not accepted yet. Each code logs in once (the server keeps the last
 * accepted time-step and takes one step either side of now), so a second sign-in within the same
 * 30 seconds uses the next step's code, and a third waits for the clock to reach it.
 */
export async function totpFor(username: string, secret: string): Promise<string> {
  const now = Math.floor(Date.now() / STEP_MS);
  const step = Math.max(now, (lastSteps()[username] ?? -1) + 1);
  if (step > now + 1)
    await new Promise((resolve) => setTimeout(resolve, (step - 1) * STEP_MS - Date.now() + 50));
  rememberStep(username, step);
  return new OTPAuth.TOTP({
    issuer: "Lotus",
    label: username,
    secret: OTPAuth.Secret.fromBase32(secret),
  }).generate({ timestamp: step * STEP_MS });
}
