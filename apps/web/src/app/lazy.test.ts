import { describe, expect, it, vi } from "vitest";
import { settleWithin } from "./lazy";

describe("settleWithin", () => {
  it("resolves as soon as the route's data has arrived", async () => {
    vi.useFakeTimers();
    let settled = false;
    const wait = settleWithin(Promise.resolve("data"), 3000).then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(true);
    await wait;
    vi.useRealTimers();
  });

  it("stops waiting for slow data when the wait is over, and never rejects on a failure", async () => {
    vi.useFakeTimers();
    let settled = false;
    const wait = settleWithin(new Promise(() => {}), 3000).then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(2999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    await wait;
    await expect(settleWithin(Promise.reject(new Error("down")), 3000)).resolves.toBeUndefined();
    vi.useRealTimers();
  });
});
