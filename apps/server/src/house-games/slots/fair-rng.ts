/**
 * Provably fair randomness for the house slots.
 *
 * The server commits to a secret server seed by publishing its SHA-256 hash; the player supplies a
 * client seed; each round has a nonce. Block i of a round is
 * HMAC-SHA256(key = server seed string, message = `${clientSeed}:${nonce}:${i}`), and every 32-byte
 * block yields 8 floats (consecutive big-endian uint32 / 2^32). Once the server seed is revealed,
 * anyone can recompute every float, hence every spin.
 */
import { createHash, createHmac, randomBytes } from "node:crypto";

const FLOATS_PER_BLOCK = 8;
const TWO_POW_32 = 2 ** 32;

/** 32 random bytes as hex: the secret kept until the seed is rotated. */
export function newServerSeed(): string {
  return randomBytes(32).toString("hex");
}

/** The commitment shown before play: sha256 hex of the seed string. */
export function hashServerSeed(serverSeed: string): string {
  return createHash("sha256").update(serverSeed, "utf8").digest("hex");
}

/** Index into a list of `length` items from a float in [0,1). */
export function pick(float: number, length: number): number {
  return Math.floor(float * length);
}

/** What the engine draws from: the fair stream in production, a scripted one in tests. */
export interface FloatStream {
  next(): number;
}

/**
 * Streaming form: draws as many floats as a round needs (free spins draw more), in exactly the order
 * `fairFloats` lists them.
 */
export class FairStream implements FloatStream {
  private readonly key: Buffer;
  /** `${clientSeed}:${nonce}:` followed by room for the block index, so no string is built per block. */
  private readonly message: Buffer;
  private readonly prefixLength: number;
  private block = 0;
  private current: Buffer = Buffer.alloc(0);
  private offset = FLOATS_PER_BLOCK;
  private drawn = 0;

  constructor(serverSeed: string, clientSeed: string, nonce: number) {
    if (!Number.isSafeInteger(nonce) || nonce < 0)
      throw new RangeError("nonce must be a non-negative integer");
    this.key = Buffer.from(serverSeed, "utf8");
    const prefix = Buffer.from(`${clientSeed}:${nonce}:`, "utf8");
    this.prefixLength = prefix.length;
    this.message = Buffer.alloc(prefix.length + 16);
    prefix.copy(this.message);
  }

  /** Floats drawn so far. */
  get count(): number {
    return this.drawn;
  }

  next(): number {
    if (this.offset === FLOATS_PER_BLOCK) this.refill();
    const value = this.current.readUInt32BE(this.offset * 4) / TWO_POW_32;
    this.offset += 1;
    this.drawn += 1;
    return value;
  }

  private refill(): void {
    const digits = this.message.write(String(this.block), this.prefixLength, "latin1");
    this.current = createHmac("sha256", this.key)
      .update(this.message.subarray(0, this.prefixLength + digits))
      .digest();
    this.block += 1;
    this.offset = 0;
  }
}

/** The first `count` floats of a round. */
export function fairFloats(serverSeed: string, clientSeed: string, nonce: number, count: number): number[] {
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError("count must be a non-negative integer");
  const stream = new FairStream(serverSeed, clientSeed, nonce);
  const floats = new Array<number>(count);
  for (let i = 0; i < count; i++) floats[i] = stream.next();
  return floats;
}
