import { afterEach, describe, expect, it, vi } from "vitest";
import type { Platform } from "../platform/platform";
import { type HouseGames, startLotteryDriver } from "./index";

afterEach(() => {
  vi.useRealTimers();
});

describe("stopping the lottery driver", () => {
  it("waits for a beat still running, so the database is not closed under it", async () => {
    vi.useFakeTimers();
    let finishBeat = () => {};
    let beats = 0;
    const house = {
      lottery: {
        tick: () => {
          beats++;
          return new Promise<void>((resolve) => {
            finishBeat = resolve;
          });
        },
        feed: { tick: async () => undefined },
      },
    } as unknown as HouseGames;
    const platform = { logger: { error: vi.fn() } } as unknown as Platform;
    const stop = startLotteryDriver(platform, house);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(beats).toBe(1);

    let stopped = false;
    const stopping = stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(stopped).toBe(false);
    // No new beat starts once stopping.
    expect(beats).toBe(1);
    finishBeat();
    await stopping;
    expect(stopped).toBe(true);
    expect(platform.logger.error).not.toHaveBeenCalled();
  });
});
