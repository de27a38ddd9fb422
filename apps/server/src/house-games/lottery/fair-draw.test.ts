import { createHash, createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  buildChain,
  drawKeno,
  drawKenoFrom,
  drawLayout,
  drawLayoutFrom,
  drawNorthStyle,
  FairUint32Stream,
  newChainSeed,
  seedMatchesHead,
  sha256Hex,
  type Uint32Source,
  uniformInt,
  verifyLink,
} from "./fair-draw";
import { layoutOf, type Region, validateResult } from "./prizes";

const SEED = sha256Hex("lotus-test-seed");
const PERIOD = "20250101-0001";

/** A scripted uint32 stream that fails loudly when a draw reads past the script. */
function scripted(values: readonly number[]): Uint32Source & { used: () => number } {
  let next = 0;
  return {
    nextUint32: () => {
      const value = values[next++];
      if (value === undefined) throw new Error("script exhausted");
      return value;
    },
    used: () => next,
  };
}

/** The published derivation restated plainly: all HMAC blocks up front, then rejection and Fisher–Yates. */
function referenceUint32s(seed: string, game: string, period: string, blocks: number): number[] {
  const values: number[] = [];
  for (let block = 0; block < blocks; block++) {
    const digest = createHmac("sha256", seed).update(`${game}:${period}:${block}`).digest();
    for (let i = 0; i < 32; i += 4) values.push(digest.readUInt32BE(i));
  }
  return values;
}

function referenceDraw(seed: string, game: string, period: string, region: Region) {
  const values = referenceUint32s(seed, game, period, 20);
  let at = 0;
  const int = (n: number) => {
    for (;;) {
      const v = values[at++] ?? Number.NaN;
      if (v < Math.floor(2 ** 32 / n) * n) return v % n;
    }
  };
  const layout = Object.fromEntries(
    layoutOf(region).map((slot) => [
      slot.prize,
      Array.from({ length: slot.count }, () => Array.from({ length: slot.digits }, () => int(10)).join("")),
    ]),
  );
  return layout;
}

function referenceKeno(seed: string, game: string, period: string): number[] {
  const values = referenceUint32s(seed, game, period, 10);
  let at = 0;
  const pool = Array.from({ length: 80 }, (_, i) => i + 1);
  for (let i = 0; i < 20; i++) {
    const n = 80 - i;
    let v = values[at++] ?? Number.NaN;
    while (v >= Math.floor(2 ** 32 / n) * n) v = values[at++] ?? Number.NaN;
    const j = i + (v % n);
    [pool[i], pool[j]] = [pool[j] ?? 0, pool[i] ?? 0];
  }
  return pool.slice(0, 20);
}

describe("hash chain", () => {
  it("hashes each seed's hex string to the previous link, back to the head", () => {
    expect(sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    expect(SEED).toBe("c1dffb36f43562de87eaf51658f95ff092081fcc9435abfbff61b0644e005b69");
    const chain = buildChain(SEED, 3);
    expect(chain).toHaveLength(4);
    expect(chain[3]).toBe(SEED);
    expect(chain[0]).toBe("7b6d3e93ce6a76e26467ecb0fb32ede6a021a509e5a2f2162b2c5ede7ad8962e");
    for (let k = 1; k <= 3; k++) {
      expect(verifyLink(chain[k - 1] ?? "", chain[k] ?? "")).toBe(true);
      expect(seedMatchesHead(chain[0] ?? "", chain[k] ?? "", k)).toBe(true);
      expect(seedMatchesHead(chain[0] ?? "", chain[k] ?? "", k + 1)).toBe(false);
    }
    expect(verifyLink(chain[0] ?? "", chain[2] ?? "")).toBe(false);
    expect(
      createHash("sha256")
        .update(chain[1] ?? "")
        .digest("hex"),
    ).toBe(chain[0]);
  });

  it("refuses seeds that are not 64 lowercase hex characters and silly lengths", () => {
    expect(() => buildChain(SEED.toUpperCase(), 3)).toThrow(RangeError);
    expect(() => buildChain(SEED, 0)).toThrow(RangeError);
    expect(() => drawKeno("abc", "keno1", PERIOD)).toThrow(RangeError);
    expect(() => drawKeno(SEED, "ke:no", PERIOD)).toThrow(/game code/);
    expect(verifyLink(buildChain(SEED, 1)[0] ?? "", SEED.toUpperCase())).toBe(false);
    expect(newChainSeed()).toMatch(/^[0-9a-f]{64}$/);
    expect(buildChain(newChainSeed(), 1440)).toHaveLength(1441);
  });
});

describe("published test vectors", () => {
  it("North, seed S, lode1, 20250101-0001", () => {
    expect(drawNorthStyle(SEED, "lode1", PERIOD)).toEqual({
      DB: ["55171"],
      G1: ["62510"],
      G2: ["04198", "39495"],
      G3: ["03605", "05734", "37945", "05081", "29000", "65681"],
      G4: ["7245", "2871", "4636", "5176"],
      G5: ["6763", "5871", "2658", "3869", "6582", "0715"],
      G6: ["107", "236", "415"],
      G7: ["04", "67", "29", "39"],
    });
  });

  it("South, seed S, lode1, 20250101-0001 (the same digit stream, cut to the South layout)", () => {
    expect(drawLayout("south", SEED, "lode1", PERIOD)).toEqual({
      DB: ["551716"],
      G1: ["25100"],
      G2: ["41983"],
      G3: ["94950", "36050"],
      G4: ["57343", "79450", "50812", "90006", "56817", "24528", "71463"],
      G5: ["6517"],
      G6: ["6676", "3587", "1265"],
      G7: ["838"],
      G8: ["69"],
    });
  });

  it("Keno, seed S, keno1, 20250101-0001, in draw order", () => {
    expect(drawKeno(SEED, "keno1", PERIOD)).toEqual([
      29, 54, 78, 80, 32, 79, 58, 16, 48, 73, 22, 50, 30, 70, 41, 28, 26, 52, 11, 6,
    ]);
  });

  it("agree with a plain re-derivation for many periods", () => {
    for (let i = 0; i < 50; i++) {
      const period = `20250101-${String(i + 1).padStart(4, "0")}`;
      expect(drawNorthStyle(SEED, "lode1", period)).toEqual(referenceDraw(SEED, "lode1", period, "north"));
      expect(drawLayout("south", SEED, "lode1", period)).toEqual(
        referenceDraw(SEED, "lode1", period, "south"),
      );
      expect(drawKeno(SEED, "keno1", period)).toEqual(referenceKeno(SEED, "keno1", period));
    }
  });

  it("give valid results of 20 distinct balls", () => {
    expect(validateResult("north", drawNorthStyle(SEED, "x", "1"))).toEqual([]);
    const balls = drawKeno(SEED, "x", "1");
    expect(new Set(balls).size).toBe(20);
    expect(balls.every((ball) => ball >= 1 && ball <= 80)).toBe(true);
  });

  it("streams 8 uint32 per HMAC block", () => {
    const stream = new FairUint32Stream(SEED, "lode1", PERIOD);
    const read = Array.from({ length: 17 }, () => stream.nextUint32());
    expect(read).toEqual(referenceUint32s(SEED, "lode1", PERIOD, 3).slice(0, 17));
  });
});

describe("rejection sampling", () => {
  it("skips every uint32 at or above ⌊2^32/n⌋·n", () => {
    // n = 10: the top 6 values of the uint32 range would favour digits 0–5.
    const source = scripted([0xffffffff, 4294967290, 4294967289]);
    expect(uniformInt(source, 10)).toBe(9);
    expect(source.used()).toBe(3);
    // n = 80: ⌊2^32/80⌋·80 = 4294967280.
    expect(uniformInt(scripted([4294967280, 4294967279]), 80)).toBe(4294967279 % 80);
    expect(uniformInt(scripted([123]), 1)).toBe(0);
    expect(uniformInt(scripted([0xffffffff]), 2 ** 32)).toBe(0xffffffff);
    expect(() => uniformInt(scripted([1]), 0)).toThrow(RangeError);
  });

  it("draws a layout from one uint32 per digit, plus one per rejection", () => {
    const plain = scripted(Array.from({ length: 107 }, (_, i) => i));
    const result = drawLayoutFrom("north", plain);
    expect(plain.used()).toBe(107);
    expect(result.DB).toEqual(["01234"]);
    const rejecting = scripted([0xfffffffa, ...Array.from({ length: 107 }, (_, i) => i)]);
    expect(drawLayoutFrom("north", rejecting)).toEqual(result);
    expect(rejecting.used()).toBe(108);
  });

  it("skips rejected values inside Fisher–Yates too", () => {
    const zeros = Array.from({ length: 20 }, () => 0);
    expect(drawKenoFrom(scripted(zeros))).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    // For i = 0 (n = 80) a value ≥ 4294967280 must be skipped, not turned into ball 1 + (v mod 80).
    expect(drawKenoFrom(scripted([4294967295, ...zeros]))).toEqual(drawKenoFrom(scripted(zeros)));
    // v = 79 at i = 0 swaps ball 80 to the front; ball 1 moves to position 79.
    expect(drawKenoFrom(scripted([79, ...zeros.slice(1)]))).toEqual([
      80,
      ...Array.from({ length: 19 }, (_, i) => i + 2),
    ]);
  });
});

/** χ² statistic of observed counts against a uniform expectation. */
function chiSquare(counts: readonly number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
}

describe("uniformity over 20,000 fixed draws (deterministic, so it cannot flake)", () => {
  it("digits of North results: χ²(9) below the p = 0.001 value 27.88, and per position", () => {
    const counts = new Array<number>(10).fill(0);
    const dbFirstDigit = new Array<number>(10).fill(0);
    for (let i = 0; i < 20_000; i++) {
      const result = drawNorthStyle(SEED, "chi", String(i));
      for (const number of Object.values(result))
        for (const value of number ?? [])
          for (const digit of value) counts[Number(digit)] = (counts[Number(digit)] ?? 0) + 1;
      const first = Number(result.DB?.[0]?.[0]);
      dbFirstDigit[first] = (dbFirstDigit[first] ?? 0) + 1;
    }
    expect(counts.reduce((a, b) => a + b, 0)).toBe(20_000 * 107);
    // This seed set gives 5.96 overall and 10.40 for ĐB's first digit.
    expect(chiSquare(counts)).toBeLessThan(27.88);
    expect(chiSquare(dbFirstDigit)).toBeLessThan(27.88);
  }, 60_000);

  it("Keno balls: χ²(79) below the p = 0.001 value ≈ 123.6, overall and for the first ball", () => {
    const counts = new Array<number>(80).fill(0);
    const firstBall = new Array<number>(80).fill(0);
    for (let i = 0; i < 20_000; i++) {
      const balls = drawKeno(SEED, "chi", String(i));
      for (const ball of balls) counts[ball - 1] = (counts[ball - 1] ?? 0) + 1;
      const first = (balls[0] ?? 0) - 1;
      firstBall[first] = (firstBall[first] ?? 0) + 1;
    }
    // This seed set gives 59.67 overall and 63.94 for the first ball.
    expect(chiSquare(counts)).toBeLessThan(123.6);
    expect(chiSquare(firstBall)).toBeLessThan(123.6);
  }, 60_000);
});
