import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createPacer } from "./pacer";

describe("round pacing", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("waits the given time", async () => {
    const pacer = createPacer();
    let done = false;
    void pacer.wait(500).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(499);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it("ends every wait at once when hurried, for the rest of the round", async () => {
    const pacer = createPacer();
    const order: string[] = [];
    void pacer.wait(5000).then(() => order.push("a"));
    void pacer.wait(9000).then(() => order.push("b"));
    pacer.hurry();
    await Promise.resolve();
    expect(order).toEqual(["a", "b"]);
    let later = false;
    await pacer.wait(1000).then(() => {
      later = true;
    });
    expect(later).toBe(true);
    pacer.reset();
    expect(pacer.hurried).toBe(false);
  });
});
