import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { MemoryRateLimiter, type RateLimiter, RedisRateLimiter } from "../src/platform/rate-limit";

const redisUrl = process.env.REDIS_URL;
const redis = redisUrl ? new Redis(redisUrl) : undefined;
afterAll(async () => {
  await redis?.quit();
});

const limiters: [string, () => RateLimiter][] = [["memory", () => new MemoryRateLimiter()]];
if (redis)
  limiters.push(["redis", () => new RedisRateLimiter(redis, `lotus:test:${process.pid}:${Date.now()}:`)]);

describe.each(limiters)("%s rate limiter", (_name, make) => {
  it("allows up to the limit within a window and then refuses with the time left", async () => {
    const limiter = make();
    const results = [];
    for (let attempt = 0; attempt < 4; attempt++) results.push(await limiter.hit("login:demo01", 3, 60_000));
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false]);
    expect(results[3]?.retryAfterMs).toBeGreaterThan(0);
    expect(results[3]?.retryAfterMs).toBeLessThanOrEqual(60_000);
  });

  it("keeps counters of different keys apart and resets them", async () => {
    const limiter = make();
    await limiter.hit("a", 1, 60_000);
    expect((await limiter.hit("b", 1, 60_000)).allowed).toBe(true);
    expect((await limiter.hit("a", 1, 60_000)).allowed).toBe(false);
    await limiter.reset("a");
    expect((await limiter.hit("a", 1, 60_000)).allowed).toBe(true);
  });

  it("locks a key for a time", async () => {
    const limiter = make();
    expect(await limiter.lockedFor("sms:84:912000001")).toBe(0);
    await limiter.lock("sms:84:912000001", 300_000);
    const left = await limiter.lockedFor("sms:84:912000001");
    expect(left).toBeGreaterThan(290_000);
    expect(left).toBeLessThanOrEqual(300_000);
  });
});

describe("memory rate limiter window", () => {
  it("opens again when the window has passed", async () => {
    let now = 1_000_000;
    const limiter = new MemoryRateLimiter(() => now);
    await limiter.hit("k", 1, 1_000);
    expect((await limiter.hit("k", 1, 1_000)).allowed).toBe(false);
    now += 1_001;
    expect((await limiter.hit("k", 1, 1_000)).allowed).toBe(true);
  });
});
