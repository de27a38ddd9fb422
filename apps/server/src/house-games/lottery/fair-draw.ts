/**
 * Provably fair shared draws for the fast lotteries (DOMAIN §2.3).
 *
 * Seeds: one hash chain per game and day. The server picks a random last seed s_n and hashes back
 * s_i = sha256hex(s_{i+1}) (SHA-256 of the 64-character hex STRING, as the slots commit to their
 * seeds), publishes the head s_0 before the day starts, and draws period k with s_k, revealing it
 * after the draw. Anyone can check sha256hex(s_k) = s_{k−1}, back to the published head, so no seed
 * could have been chosen after the head was published.
 *
 * Outcome bytes: block b of a period is HMAC-SHA256(key = seed hex string,
 * message = `${gameCode}:${periodId}:${b}`), b = 0, 1, 2 …; each block gives 8 big-endian uint32.
 * An integer in [0, n) takes the next uint32 v, skipping every v ≥ ⌊2^32/n⌋·n (rejection, so no
 * value is favoured), and returns v mod n.
 *
 * Lô/đề result: one uniform digit per printed digit, in the layout order DB, G1, G2 … (G7 North,
 * G8 South), each prize's numbers in turn, each number from its first digit to its last: 107 digits
 * North, 82 South. Keno: partial Fisher–Yates over [1..80]; for i = 0..19 swap position i with
 * position i + int(80 − i); the balls are positions 0..19 in draw order.
 *
 * Published test vectors (fair-draw.test.ts checks them on every run), period "20250101-0001",
 * seed S = sha256hex("lotus-test-seed") = c1dffb36f43562de87eaf51658f95ff092081fcc9435abfbff61b0644e005b69:
 *   game "lode1", north: DB 55171, G1 62510, G2 04198 39495, … G7 04 67 29 39
 *   game "lode1", south: DB 551716, G1 25100, … G7 838, G8 69
 *   game "keno1": 29 54 78 80 32 79 58 16 48 73 22 50 30 70 41 28 26 52 11 6
 *   buildChain(S, 3)[0] (the head) = 7b6d3e93ce6a76e26467ecb0fb32ede6a021a509e5a2f2162b2c5ede7ad8962e
 */
import { createHash, createHmac, randomBytes } from "node:crypto";
import { type DrawResult, layoutOf, type PrizeCode, type Region } from "./prizes";

const SEED_PATTERN = /^[0-9a-f]{64}$/;
const TWO_POW_32 = 2 ** 32;
const UINT32_PER_BLOCK = 8;
/** A day of 1-minute periods is 1440 links; room for longer chains without unbounded work. */
const MAX_CHAIN_LENGTH = 1_000_000;

/** 32 random bytes as lowercase hex: the secret end of a new chain. */
export function newChainSeed(): string {
  return randomBytes(32).toString("hex");
}

/** SHA-256 of the text's UTF-8 bytes, as lowercase hex. */
export function sha256Hex(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

function checkSeed(seedHex: string): void {
  if (!SEED_PATTERN.test(seedHex)) throw new RangeError("a seed is 64 lowercase hex characters");
}

/** Seeds s_0 (the published head) … s_length (= finalSeedHex); period k draws with s_k. */
export function buildChain(finalSeedHex: string, length: number): string[] {
  checkSeed(finalSeedHex);
  if (!Number.isSafeInteger(length) || length < 1 || length > MAX_CHAIN_LENGTH)
    throw new RangeError(`chain length must be 1–${MAX_CHAIN_LENGTH}`);
  const chain = new Array<string>(length + 1);
  let seed = finalSeedHex;
  chain[length] = seed;
  for (let i = length - 1; i >= 0; i--) {
    seed = sha256Hex(seed);
    chain[i] = seed;
  }
  return chain;
}

/** True when seedHex is the link revealed after previousHex: sha256hex(seed) = previous. */
export function verifyLink(previousHex: string, seedHex: string): boolean {
  return SEED_PATTERN.test(seedHex) && sha256Hex(seedHex) === previousHex;
}

/** True when hashing the seed of period k (1-based) k times gives the published head. */
export function seedMatchesHead(headHex: string, seedHex: string, period: number): boolean {
  if (!SEED_PATTERN.test(seedHex) || !Number.isSafeInteger(period) || period < 1 || period > MAX_CHAIN_LENGTH)
    return false;
  let value = seedHex;
  for (let i = 0; i < period; i++) value = sha256Hex(value);
  return value === headHex;
}

/** What the draws consume: the fair stream in production, a scripted one in tests. */
export interface Uint32Source {
  nextUint32(): number;
}

/** The HMAC-SHA256 uint32 stream of one period. */
export class FairUint32Stream implements Uint32Source {
  private readonly key: Buffer;
  private readonly prefix: string;
  private block = 0;
  private current: Buffer = Buffer.alloc(0);
  private offset = UINT32_PER_BLOCK;

  constructor(seedHex: string, gameCode: string, periodId: string) {
    checkSeed(seedHex);
    // A colon in the game code would let "a:b" + "c" and "a" + "b:c" share messages.
    if (gameCode.length === 0 || gameCode.includes(":"))
      throw new RangeError("game code must be non-empty, no ':'");
    this.key = Buffer.from(seedHex, "utf8");
    this.prefix = `${gameCode}:${periodId}:`;
  }

  nextUint32(): number {
    if (this.offset === UINT32_PER_BLOCK) {
      this.current = createHmac("sha256", this.key).update(`${this.prefix}${this.block}`, "utf8").digest();
      this.block += 1;
      this.offset = 0;
    }
    const value = this.current.readUInt32BE(this.offset * 4);
    this.offset += 1;
    return value;
  }
}

/** Uniform integer in [0, n) by rejection sampling; n from 1 to 2^32. */
export function uniformInt(source: Uint32Source, n: number): number {
  if (!Number.isSafeInteger(n) || n < 1 || n > TWO_POW_32) throw new RangeError("n must be 1–2^32");
  const limit = Math.floor(TWO_POW_32 / n) * n;
  for (;;) {
    const value = source.nextUint32();
    if (value < limit) return value % n;
  }
}

/** A full result of the region's layout drawn from a source, digits in the documented order. */
export function drawLayoutFrom(region: Region, source: Uint32Source): DrawResult {
  const result: Partial<Record<PrizeCode, string[]>> = {};
  for (const slot of layoutOf(region)) {
    const numbers: string[] = [];
    for (let n = 0; n < slot.count; n++) {
      let number = "";
      for (let d = 0; d < slot.digits; d++) number += String(uniformInt(source, 10));
      numbers.push(number);
    }
    result[slot.prize] = numbers;
  }
  return result;
}

export function drawLayout(region: Region, seedHex: string, gameCode: string, periodId: string): DrawResult {
  return drawLayoutFrom(region, new FairUint32Stream(seedHex, gameCode, periodId));
}

/** The 27-number North result the fast lô/đề games use (DOMAIN §2.1). */
export function drawNorthStyle(seedHex: string, gameCode: string, periodId: string): DrawResult {
  return drawLayout("north", seedHex, gameCode, periodId);
}

/** 20 distinct balls 1–80 in draw order, by partial Fisher–Yates. */
export function drawKenoFrom(source: Uint32Source): number[] {
  const pool = Array.from({ length: 80 }, (_, i) => i + 1);
  for (let i = 0; i < 20; i++) {
    const j = i + uniformInt(source, 80 - i);
    const chosen = pool[j] ?? 0;
    pool[j] = pool[i] ?? 0;
    pool[i] = chosen;
  }
  return pool.slice(0, 20);
}

export function drawKeno(seedHex: string, gameCode: string, periodId: string): number[] {
  return drawKenoFrom(new FairUint32Stream(seedHex, gameCode, periodId));
}
