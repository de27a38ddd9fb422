import { createHash, createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { FairStream, fairFloats, hashServerSeed, newServerSeed, pick } from "./fair-rng";

/** Straightforward re-statement of the published derivation, to check the optimised one against. */
function referenceFloats(serverSeed: string, clientSeed: string, nonce: number, count: number): number[] {
  const floats: number[] = [];
  for (let block = 0; floats.length < count; block++) {
    const digest = createHmac("sha256", serverSeed).update(`${clientSeed}:${nonce}:${block}`).digest();
    for (let i = 0; i < 8 && floats.length < count; i++) floats.push(digest.readUInt32BE(i * 4) / 2 ** 32);
  }
  return floats;
}

describe("server seeds", () => {
  it("are 32 random bytes in hex, different every time", () => {
    const first = newServerSeed();
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(newServerSeed()).not.toBe(first);
  });

  it("are committed to by the sha256 hex of the seed string", () => {
    expect(hashServerSeed("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    const seed = newServerSeed();
    expect(hashServerSeed(seed)).toBe(createHash("sha256").update(seed).digest("hex"));
    expect(hashServerSeed(seed)).not.toBe(hashServerSeed(`${seed}0`));
  });
});

describe("fairFloats", () => {
  const server = "3f1c6a0e2b9d4f5a8c7e6d5b4a39281706f5e4d3c2b1a09f8e7d6c5b4a392817";

  it("follows the published HMAC-SHA256 derivation across several blocks", () => {
    expect(fairFloats(server, "player-seed", 42, 21)).toEqual(referenceFloats(server, "player-seed", 42, 21));
  });

  it("keeps past rounds verifiable: a fixed vector never changes", () => {
    // HMAC-SHA256("server", "client:7:0") = 09eea9b8 a7eb96fa 7365cfd2 …
    expect(fairFloats("server", "client", 7, 3)).toEqual([
      0x09eea9b8 / 2 ** 32,
      0xa7eb96fa / 2 ** 32,
      0x7365cfd2 / 2 ** 32,
    ]);
  });

  it("depends on every input", () => {
    const base = fairFloats(server, "c", 1, 8);
    expect(fairFloats(server, "c", 2, 8)).not.toEqual(base);
    expect(fairFloats(server, "d", 1, 8)).not.toEqual(base);
    expect(fairFloats(`${server.slice(1)}0`, "c", 1, 8)).not.toEqual(base);
    // "c:1" + ":1" must not collide with "c" + nonce 1 of a different split.
    expect(fairFloats(server, "c:1", 1, 8)).not.toEqual(fairFloats(server, "c", 11, 8));
  });

  it("gives floats in [0, 1) spread over the interval", () => {
    const floats = fairFloats(server, "spread", 0, 8000);
    expect(Math.min(...floats)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...floats)).toBeLessThan(1);
    const mean = floats.reduce((sum, value) => sum + value, 0) / floats.length;
    expect(mean).toBeGreaterThan(0.48);
    expect(mean).toBeLessThan(0.52);
  });

  it("refuses a negative or fractional nonce or count", () => {
    expect(() => fairFloats(server, "c", -1, 1)).toThrow(RangeError);
    expect(() => fairFloats(server, "c", 1.5, 1)).toThrow(RangeError);
    expect(() => fairFloats(server, "c", 1, -1)).toThrow(RangeError);
  });
});

describe("FairStream", () => {
  it("draws exactly the fairFloats sequence, block after block", () => {
    const stream = new FairStream("seed", "client", 9);
    const drawn = Array.from({ length: 37 }, () => stream.next());
    expect(drawn).toEqual(fairFloats("seed", "client", 9, 37));
    expect(drawn).toEqual(referenceFloats("seed", "client", 9, 37));
    expect(stream.count).toBe(37);
  });

  it("handles large nonces and long client seeds", () => {
    const client = "é".repeat(40);
    const stream = new FairStream("seed", client, Number.MAX_SAFE_INTEGER);
    const drawn = Array.from({ length: 10 }, () => stream.next());
    expect(drawn).toEqual(referenceFloats("seed", client, Number.MAX_SAFE_INTEGER, 10));
  });
});

describe("pick", () => {
  it("maps [0,1) onto 0..length-1", () => {
    expect(pick(0, 30)).toBe(0);
    expect(pick(0.5, 30)).toBe(15);
    expect(pick(0.9999999, 30)).toBe(29);
    expect(pick((2 ** 32 - 1) / 2 ** 32, 37)).toBe(36);
  });
});
