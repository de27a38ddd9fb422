import type { Database } from "@lotus/db";
import { createChallenge, verifySolution } from "altcha-lib/v1";
import { claimBotCheckToken } from "./bot-check.repository";
import { sha256 } from "./crypto";
import { AppError } from "./errors";

const CHALLENGE_TTL_MS = 5 * 60_000;
const MAX_NUMBER = 50_000;

/**
 * Proof-of-work bot check (altcha) before login, SMS sending and registration (DESIGN §6).
 * A solution is accepted once: its signature is recorded as a one-time token.
 */
export class BotCheck {
  constructor(
    private readonly db: Database,
    private readonly hmacKey: string,
    private readonly now: () => number,
  ) {}

  async challenge() {
    const challenge = await createChallenge({
      hmacKey: this.hmacKey,
      maxnumber: MAX_NUMBER,
      expires: new Date(this.now() + CHALLENGE_TTL_MS),
    });
    return {
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      maxnumber: challenge.maxnumber ?? MAX_NUMBER,
      salt: challenge.salt,
      signature: challenge.signature,
    };
  }

  /** Throws botcheck.failed unless the payload is a fresh, unused, valid solution. */
  async verify(brandId: string, payload: string | undefined): Promise<void> {
    if (!payload) throw new AppError("botcheck.failed");
    let valid = false;
    try {
      valid = await verifySolution(payload, this.hmacKey, true);
    } catch {
      valid = false;
    }
    if (!valid) throw new AppError("botcheck.failed");
    const claimed = await claimBotCheckToken(this.db, {
      tokenHash: sha256(`botcheck:${payload}`),
      brandId,
      expiresAt: new Date(this.now() + CHALLENGE_TTL_MS),
      usedAt: new Date(this.now()),
    });
    if (!claimed) throw new AppError("botcheck.failed");
  }
}
