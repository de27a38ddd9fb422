import type { Redis } from "ioredis";

export interface HitResult {
  allowed: boolean;
  count: number;
  retryAfterMs: number;
}

/**
 * Counters with a fixed window, and explicit locks. In-process for the single-process default;
 * Redis when REDIS_URL is set so every node shares them (DESIGN §1).
 */
export interface RateLimiter {
  hit(key: string, limit: number, windowMs: number): Promise<HitResult>;
  lock(key: string, ms: number): Promise<void>;
  /** Remaining lock time in ms, 0 when not locked. */
  lockedFor(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export class MemoryRateLimiter implements RateLimiter {
  private readonly counters = new Map<string, { count: number; resetAt: number }>();
  private readonly locks = new Map<string, number>();
  private sweepAt = 0;

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, limit: number, windowMs: number): Promise<HitResult> {
    const now = this.now();
    this.sweep(now);
    let counter = this.counters.get(key);
    if (!counter || counter.resetAt <= now) {
      counter = { count: 0, resetAt: now + windowMs };
      this.counters.set(key, counter);
    }
    counter.count += 1;
    return { allowed: counter.count <= limit, count: counter.count, retryAfterMs: counter.resetAt - now };
  }

  async lock(key: string, ms: number): Promise<void> {
    this.locks.set(key, this.now() + ms);
  }

  async lockedFor(key: string): Promise<number> {
    const until = this.locks.get(key);
    return until ? Math.max(0, until - this.now()) : 0;
  }

  async reset(key: string): Promise<void> {
    this.counters.delete(key);
    this.locks.delete(key);
  }

  async close(): Promise<void> {}

  private sweep(now: number): void {
    if (now < this.sweepAt) return;
    this.sweepAt = now + 60_000;
    for (const [key, counter] of this.counters) if (counter.resetAt <= now) this.counters.delete(key);
    for (const [key, until] of this.locks) if (until <= now) this.locks.delete(key);
  }
}

export class RedisRateLimiter implements RateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = "lotus:rl:",
  ) {}

  async hit(key: string, limit: number, windowMs: number): Promise<HitResult> {
    const fullKey = `${this.prefix}c:${key}`;
    const result = await this.redis
      .multi()
      .incr(fullKey)
      .pexpire(fullKey, windowMs, "NX")
      .pttl(fullKey)
      .exec();
    const count = Number(result?.[0]?.[1] ?? 0);
    const ttl = Number(result?.[2]?.[1] ?? windowMs);
    return { allowed: count <= limit, count, retryAfterMs: ttl > 0 ? ttl : windowMs };
  }

  async lock(key: string, ms: number): Promise<void> {
    await this.redis.set(`${this.prefix}l:${key}`, "1", "PX", ms);
  }

  async lockedFor(key: string): Promise<number> {
    const ttl = await this.redis.pttl(`${this.prefix}l:${key}`);
    return Math.max(ttl, 0);
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(`${this.prefix}c:${key}`, `${this.prefix}l:${key}`);
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}
