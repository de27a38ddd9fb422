import { createHash, createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { orderedShoe } from "./cards";
import {
  type FairStream,
  fairStream,
  LIVE_TEST_VECTOR,
  newServerSeed,
  seedHash,
  shuffleInPlace,
  shuffleShoe,
  Uint32Stream,
} from "./fair";

/** The published derivation re-stated plainly: block b = HMAC(seed, `client:nonce:b`), 8 words each. */
function referenceWords(serverSeed: string, clientSeed: string, nonce: string, count: number): number[] {
  const words: number[] = [];
  for (let block = 0; words.length < count; block++) {
    const digest = createHmac("sha256", serverSeed).update(`${clientSeed}:${nonce}:${block}`).digest();
    for (let i = 0; i < 8 && words.length < count; i++) words.push(digest.readUInt32BE(i * 4));
  }
  return words;
}

class Scripted extends Uint32Stream {
  constructor(private readonly words: number[]) {
    super();
  }
  nextUint32(): number {
    const word = this.words.shift();
    if (word === undefined) throw new Error("script ran out");
    return word;
  }
}

/** Pearson's chi-square of observed counts against a uniform expectation. */
function chiSquare(counts: ArrayLike<number>, expected: number): number {
  let sum = 0;
  for (let i = 0; i < counts.length; i++) sum += ((counts[i] ?? 0) - expected) ** 2 / expected;
  return sum;
}

describe("seeds", () => {
  it("are 32 random bytes in hex, committed to by the sha256 of the hex text", () => {
    const seed = newServerSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(newServerSeed()).not.toBe(seed);
    expect(seedHash("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    expect(seedHash(seed)).toBe(createHash("sha256").update(seed).digest("hex"));
  });
});

describe("fairStream", () => {
  const seed = "5f0c8d2e71a94b36c0e8f2a1d7b5934e6a0c2f8e1d3b5a7968f4e2c0b1a3d5e7";

  it("follows the published derivation across blocks (bound 2^32 returns the words themselves)", () => {
    const stream = fairStream(seed, "client", "round-7");
    const words = Array.from({ length: 20 }, () => stream.int(2 ** 32));
    expect(words).toEqual(referenceWords(seed, "client", "round-7", 20));
  });

  it("skips the words above the last whole multiple of the bound (no modulo bias)", () => {
    // 2^32 − 1 is ⌊2^32/3⌋·3 itself: rejected; 5 gives 5 mod 3.
    expect(new Scripted([0xffffffff, 5]).int(3)).toBe(2);
    // bound 7: limit = 4294967292; 4294967291 is the last accepted word.
    expect(new Scripted([4294967292, 4294967295, 4294967291]).int(7)).toBe(4294967291 % 7);
    expect(new Scripted([123]).int(1)).toBe(0);
  });

  it("refuses bounds out of range and a nonce with ':' (two shoes could share a stream)", () => {
    const stream = fairStream(seed, "c", "n");
    expect(() => stream.int(0)).toThrow(RangeError);
    expect(() => stream.int(2 ** 32 + 1)).toThrow(RangeError);
    expect(() => stream.int(2.5)).toThrow(RangeError);
    expect(() => fairStream(seed, "c", "a:b")).toThrow(RangeError);
    expect(() => fairStream(seed, "c", "")).toThrow(RangeError);
    expect(() => fairStream("", "c", "n")).toThrow(RangeError);
  });

  it("depends on every input", () => {
    const first = (s: string, c: string, n: string) => {
      const stream = fairStream(s, c, n);
      return Array.from({ length: 8 }, () => stream.int(2 ** 32));
    };
    const base = first(seed, "c", "1");
    expect(first(seed, "c", "2")).not.toEqual(base);
    expect(first(seed, "d", "1")).not.toEqual(base);
    expect(first(`${seed.slice(1)}0`, "c", "1")).not.toEqual(base);
  });

  it("draws bounds 3 and 7 evenly over 10^6 draws each", () => {
    const stream = fairStream(seed, "uniform-int", "test");
    for (const bound of [3, 7]) {
      const counts = new Float64Array(bound);
      const draws = 1_000_000;
      for (let i = 0; i < draws; i++) {
        const value = stream.int(bound);
        counts[value] = (counts[value] ?? 0) + 1;
      }
      // Critical chi-square at p = 10^-4: 18.42 (2 degrees of freedom), 27.86 (6).
      expect(chiSquare(counts, draws / bound)).toBeLessThan(bound === 3 ? 18.42 : 27.86);
    }
  });
});

describe("shuffle", () => {
  it("keeps the published test vector (a fixed seed deals fixed first cards)", () => {
    const { serverSeed, clientSeed, shoeId, first10 } = LIVE_TEST_VECTOR;
    expect(serverSeed).toBe(seedHash("lotus-live-test-seed"));
    expect(shuffleShoe(serverSeed, clientSeed, shoeId).slice(0, 10)).toEqual(first10);
  });

  it("is Fisher–Yates from the end, each swap drawing int(i + 1) from the shoe's stream", () => {
    const seed = seedHash("shuffle-reference");
    const cards = orderedShoe(1);
    const words = referenceWords(seed, "c", "shoe-9", 4000);
    // Re-stated with the plain rejection rule over the reference words.
    for (let i = cards.length - 1; i > 0; i--) {
      const limit = Math.floor(2 ** 32 / (i + 1)) * (i + 1);
      let word = words.shift() ?? 0;
      while (word >= limit) word = words.shift() ?? 0;
      const j = word % (i + 1);
      [cards[i], cards[j]] = [cards[j] ?? "", cards[i] ?? ""];
    }
    expect(shuffleShoe(seed, "c", "shoe-9", 1)).toEqual(cards);
  });

  it("deals all 416 cards of 8 decks exactly once, in a different order per shoe", () => {
    const seed = newServerSeed();
    const shoe = shuffleShoe(seed, "c", "shoe-1");
    expect(shoe).toHaveLength(416);
    expect([...shoe].sort()).toEqual(orderedShoe(8).sort());
    expect(shuffleShoe(seed, "c", "shoe-2")).not.toEqual(shoe);
  });

  /** Shuffles `size` items `shuffles` times; counts[position · size + item]. */
  function positionCounts(shuffle: (items: Uint8Array, stream: FairStream) => void, shuffles: number) {
    const size = 8;
    const stream = fairStream(seedHash("positional-uniformity"), "lotus", "fixed");
    const items = new Uint8Array(size);
    const counts = new Float64Array(size * size);
    for (let n = 0; n < shuffles; n++) {
      for (let i = 0; i < size; i++) items[i] = i;
      shuffle(items, stream);
      for (let position = 0; position < size; position++) {
        const cell = position * size + (items[position] ?? 0);
        counts[cell] = (counts[cell] ?? 0) + 1;
      }
    }
    return { size, counts };
  }

  it("puts every card in every position equally often over 10^6 shuffles (chi-square per position)", () => {
    const shuffles = 1_000_000;
    const { size, counts } = positionCounts(shuffleInPlace, shuffles);
    const expected = shuffles / size;
    for (let position = 0; position < size; position++) {
      const row = counts.subarray(position * size, (position + 1) * size);
      // 7 degrees of freedom; critical value at p = 10^-4 is 29.88.
      expect(chiSquare(row, expected), `position ${position}`).toBeLessThan(29.88);
    }
    // The whole table: (8 − 1)² = 49 degrees of freedom; p = 10^-4 → 94.60.
    expect(chiSquare(counts, expected)).toBeLessThan(94.6);
  }, 20_000);

  it("would catch the classic biased shuffle (swap with any position) with the same test", () => {
    const naive = (items: Uint8Array, stream: FairStream) => {
      for (let i = items.length - 1; i > 0; i--) {
        const j = stream.int(items.length);
        const held = items[i] ?? 0;
        items[i] = items[j] ?? 0;
        items[j] = held;
      }
    };
    const shuffles = 100_000;
    const { size, counts } = positionCounts(naive, shuffles);
    const worst = Math.max(
      ...Array.from({ length: size }, (_, p) =>
        chiSquare(counts.subarray(p * size, (p + 1) * size), shuffles / size),
      ),
    );
    expect(worst).toBeGreaterThan(29.88);
  });
});
