import { describe, expect, it } from "vitest";
import { ChunkLoadError, isChunkLoadError, loadChunk } from "./chunk";

describe("loadChunk", () => {
  it("resolves with the loaded module", async () => {
    await expect(loadChunk(async () => ({ Component: "page" }))).resolves.toEqual({ Component: "page" });
  });

  it("turns a failed import into a ChunkLoadError of reason error", async () => {
    const error = await loadChunk(() =>
      Promise.reject(new TypeError("Failed to fetch dynamically imported module")),
    ).catch((caught: unknown) => caught);
    expect(isChunkLoadError(error)).toBe(true);
    expect((error as ChunkLoadError).reason).toBe("error");
  });

  it("gives up after the timeout with reason timeout", async () => {
    const never = () => new Promise<never>(() => {});
    const error = await loadChunk(never, 20).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).reason).toBe("timeout");
  });
});
