import { tooManyRequests } from "../../platform/errors";
import type { RateLimiter } from "../../platform/rate-limit";

/**
 * Rate limits of DESIGN §6 through the platform limiter (shared by every node when Redis is on).
 * Keys are scoped by brand: `accounts:<brandId>:<what>:<who>`.
 */
export const LIMITS = {
  captchaPerIp: { limit: 30, windowMs: 60_000 },
  challengePerIp: { limit: 120, windowMs: 60_000 },
  loginPerIp: { limit: 30, windowMs: 60_000 },
  /** Failed logins that lock an account name (or an IP) out for the rest of the window. */
  loginFailuresPerAccount: { limit: 10, windowMs: 15 * 60_000 },
  loginFailuresPerIp: { limit: 30, windowMs: 15 * 60_000 },
  /** How long a "consecutive failures → captcha" flag lasts without a success. */
  captchaFlagMs: 60 * 60_000,
  registerPerIp: { limit: 10, windowMs: 10 * 60_000 },
  affiliatePerIp: { limit: 30, windowMs: 60_000 },
  freePlayPerIp: { limit: 10, windowMs: 60 * 60_000 },
  smsFastMs: 1_000,
  smsPerTarget: { limit: 5, windowMs: 10 * 60_000 },
  smsPerIp: { limit: 10, windowMs: 10 * 60_000 },
  smsLockMs: 5 * 60_000,
  recoveryEmailPerIp: { limit: 5, windowMs: 10 * 60_000 },
  recoveryEmailPerAccount: { limit: 3, windowMs: 10 * 60_000 },
  recoveryPerIp: { limit: 10, windowMs: 10 * 60_000 },
  passwordChangePerMember: { limit: 10, windowMs: 15 * 60_000 },
  ipVerificationAttempts: 5,
  uploadPerMember: { limit: 10, windowMs: 10 * 60_000 },
} as const;

export function createThrottle(limiter: RateLimiter) {
  const key = (brandId: string, ...parts: string[]) => `accounts:${brandId}:${parts.join(":")}`;

  return {
    key,

    /** Counts one request; 429 rate.limited (Retry-After = rest of the window) past the limit. */
    async limit(fullKey: string, rule: { limit: number; windowMs: number }): Promise<void> {
      const result = await limiter.hit(fullKey, rule.limit, rule.windowMs);
      if (!result.allowed) throw tooManyRequests(result.retryAfterMs / 1000);
    },

    /** 429 rate.limited while the key is locked. */
    async refuseWhileLocked(...lockKeys: string[]): Promise<void> {
      for (const lockKey of lockKeys) {
        const remaining = await limiter.lockedFor(lockKey);
        if (remaining > 0) throw tooManyRequests(remaining / 1000);
      }
    },

    async isLocked(lockKey: string): Promise<boolean> {
      return (await limiter.lockedFor(lockKey)) > 0;
    },

    /** Counts one event; when the count reaches `limit`, the lock key is locked for lockMs. */
    async countTowardsLock(
      counterKey: string,
      lockKey: string,
      rule: { limit: number; windowMs: number },
      lockMs: number,
    ): Promise<number> {
      const result = await limiter.hit(counterKey, rule.limit, rule.windowMs);
      if (result.count >= rule.limit) {
        await limiter.lock(lockKey, lockMs);
        if (counterKey !== lockKey) await limiter.reset(counterKey);
      }
      return result.count;
    },

    async hit(fullKey: string, limit: number, windowMs: number) {
      return limiter.hit(fullKey, limit, windowMs);
    },

    async lock(fullKey: string, ms: number) {
      await limiter.lock(fullKey, ms);
    },

    async reset(...keys: string[]) {
      for (const fullKey of keys) await limiter.reset(fullKey);
    },
  };
}

export type Throttle = ReturnType<typeof createThrottle>;
