/**
 * Provably fair randomness for the live tables (DOMAIN §3.5).
 *
 * Commitment: each shoe (baccarat, dragon tiger) or round (sic bo, xóc đĩa) has a secret server seed
 * of 32 CSPRNG bytes written as 64 lowercase hex characters; its SHA-256 (of that hex TEXT, as the
 * slots and lotteries commit) is published before the first bet and the seed is revealed at the end.
 *
 * Stream: block b (b = 0, 1, 2 …) is HMAC-SHA256(key = the seed's text, message =
 * `${clientSeed}:${nonce}:${b}`); each block gives 8 big-endian uint32 words, used in order. The
 * nonce is the shoe's or round's id and may not contain ":", so the message reads back to exactly
 * one (clientSeed, nonce, b) and no two shoes share a stream.
 *
 * Integers: int(n) takes the next word v and skips every v ≥ ⌊2^32/n⌋·n (rejection, so no value is
 * favoured), returning v mod n.
 *
 * Shuffle: Fisher–Yates over orderedShoe(decks): for i = length−1 down to 1, swap position i with
 * position int(i + 1). The shoe's first card is position 0. LIVE_TEST_VECTOR pins the result.
 */
import { createHash, createHmac, randomBytes } from "node:crypto";
import { type Card, orderedShoe } from "./cards";

const TWO_POW_32 = 2 ** 32;
const WORDS_PER_BLOCK = 8;

/** 32 random bytes as lowercase hex: a new shoe's or round's secret seed. */
export function newServerSeed(): string {
  return randomBytes(32).toString("hex");
}

/** The commitment published before the first bet: sha256 hex of the seed's hex text. */
export function seedHash(serverSeed: string): string {
  return createHash("sha256").update(serverSeed, "utf8").digest("hex");
}

/** What the deals draw from: unbiased integers in [0, bound). */
export interface FairStream {
  int(bound: number): number;
}

/**
 * Rejection sampling over any uint32 source: the fair HMAC stream here, a fast seeded generator in
 * the RTP benchmark (so that both run exactly this code).
 */
export abstract class Uint32Stream implements FairStream {
  abstract nextUint32(): number;

  int(bound: number): number {
    if (!Number.isSafeInteger(bound) || bound < 1 || bound > TWO_POW_32)
      throw new RangeError("bound must be a whole number 1–2^32");
    const limit = Math.floor(TWO_POW_32 / bound) * bound;
    for (;;) {
      const value = this.nextUint32();
      if (value < limit) return value % bound;
    }
  }
}

class HmacStream extends Uint32Stream {
  private readonly key: Buffer;
  private readonly prefix: string;
  private block = 0;
  private current: Buffer = Buffer.alloc(0);
  private offset = WORDS_PER_BLOCK;

  constructor(serverSeed: string, clientSeed: string, nonce: string) {
    super();
    if (serverSeed.length === 0) throw new RangeError("the server seed is empty");
    if (nonce.length === 0 || nonce.includes(":")) throw new RangeError("a nonce is non-empty, without ':'");
    this.key = Buffer.from(serverSeed, "utf8");
    this.prefix = `${clientSeed}:${nonce}:`;
  }

  nextUint32(): number {
    if (this.offset === WORDS_PER_BLOCK) {
      this.current = createHmac("sha256", this.key).update(`${this.prefix}${this.block}`, "utf8").digest();
      this.block += 1;
      this.offset = 0;
    }
    const value = this.current.readUInt32BE(this.offset * 4);
    this.offset += 1;
    return value;
  }
}

/** The fair stream of one shoe or round. */
export function fairStream(serverSeed: string, clientSeed: string, nonce: string): FairStream {
  return new HmacStream(serverSeed, clientSeed, nonce);
}

/**
 * Fisher–Yates in place over any indexable list (cards, or the benchmark's typed arrays of card
 * indices): position i swaps with a uniform position in [0, i], from the end down.
 */
export function shuffleInPlace<T>(items: { length: number; [index: number]: T }, stream: FairStream): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = stream.int(i + 1);
    const held = items[i] as T;
    items[i] = items[j] as T;
    items[j] = held;
  }
}

/** The shoe a seed deals: orderedShoe(decks) shuffled by the shoe's fair stream. */
export function shuffleShoe(serverSeed: string, clientSeed: string, shoeId: string, decks = 8): Card[] {
  const cards = orderedShoe(decks);
  shuffleInPlace(cards, fairStream(serverSeed, clientSeed, shoeId));
  return cards;
}

/**
 * Published test vector (fair.test.ts checks it on every run, so a change of the derivation fails):
 * serverSeed = sha256hex("lotus-live-test-seed") = bf0978dc…89ed20, clientSeed "lotus-live", shoeId
 * "shoe-1", 8 decks → AS 4S 3H AH 3S QS 2H KH 7C TS … (the turned card is an ace: burn 1, the first
 * hand deals from position 2).
 */
export const LIVE_TEST_VECTOR: {
  readonly serverSeed: string;
  readonly clientSeed: string;
  readonly shoeId: string;
  readonly first10: readonly Card[];
} = {
  serverSeed: "bf0978dc12170bb4e21572541fab65df04c301e7f6da2a80010cdf53c389ed20",
  clientSeed: "lotus-live",
  shoeId: "shoe-1",
  first10: ["AS", "4S", "3H", "AH", "3S", "QS", "2H", "KH", "7C", "TS"],
};
