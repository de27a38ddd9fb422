import { CHUNK_TIMEOUT_MS } from "./constants";

/** SPEC §8 chunk load failure: the chunk did not arrive in time, or failed to load. */
export class ChunkLoadError extends Error {
  readonly reason: "timeout" | "error";
  constructor(reason: "timeout" | "error", cause?: unknown) {
    super(reason === "timeout" ? "chunk load timed out" : "chunk load failed", { cause });
    this.name = "ChunkLoadError";
    this.reason = reason;
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError;
}

/** Wraps a dynamic import so it fails as a ChunkLoadError, at the latest after the chunk timeout. */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError("timeout")), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError("error", error));
      },
    );
  });
}
