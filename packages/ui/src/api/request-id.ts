/**
 * Request ids for money calls (the server's idempotency key): a replay with the same id moves
 * nothing twice, the same id with other content is refused.
 */

/** A random UUID v4; crypto.randomUUID exists only in secure contexts, getRandomValues everywhere. */
export function newRequestId(
  source: Pick<Crypto, "getRandomValues"> & Partial<Pick<Crypto, "randomUUID">> = crypto,
): string {
  if (typeof source.randomUUID === "function") return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One id per content: sending the same content again (a retry after a timeout or a double click)
 * reuses its id so the server applies it once; other content gets a fresh id; after a success the
 * next request starts afresh even with the same content.
 */
export function createRequestIds(generate: () => string = newRequestId) {
  let current: { key: string; id: string } | undefined;
  return {
    idFor(content: unknown): string {
      const key = JSON.stringify(content);
      if (current?.key !== key) current = { key, id: generate() };
      return current.id;
    },
    reset(): void {
      current = undefined;
    },
  };
}
