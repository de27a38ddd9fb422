import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { countTowards } from "./turnover-rules";

const requirement = (required: bigint, achieved: bigint, weights: Record<string, number> | null = null) => ({
  required,
  achieved,
  weights,
});

describe("countTowards", () => {
  it("counts a bet in full where no weight is set", () => {
    expect(countTowards(requirement(1_000n, 0n), 300n, "RNG")).toEqual({ added: 300n, used: 300n });
  });

  it("counts a bet at its game type's weight, other types in full", () => {
    const weights = { LIVE: 10, RNG: 100 };
    expect(countTowards(requirement(1_000n, 0n, weights), 300n, "LIVE")).toEqual({ added: 30n, used: 300n });
    expect(countTowards(requirement(1_000n, 0n, weights), 300n, "SPORTS")).toEqual({
      added: 300n,
      used: 300n,
    });
  });

  it("excludes a game type weighted 0 and leaves the whole bet for the next requirement", () => {
    expect(countTowards(requirement(1_000n, 0n, { LOTTERY: 0 }), 300n, "LOTTERY")).toEqual({
      added: 0n,
      used: 0n,
    });
  });

  it("takes only what is missing and passes the rest of the bet on", () => {
    expect(countTowards(requirement(1_000n, 900n), 300n, "RNG")).toEqual({ added: 100n, used: 100n });
    // At 50 %, 100 missing needs 200 of the bet; 100 passes on.
    expect(countTowards(requirement(1_000n, 900n, { RNG: 50 }), 300n, "RNG")).toEqual({
      added: 100n,
      used: 200n,
    });
  });

  it("never counts more than is missing nor uses more than the bet", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.integer({ min: 0, max: 100 }),
        (required, achievedRaw, bet, weight) => {
          const achieved = achievedRaw % required;
          const { added, used } = countTowards(requirement(required, achieved, { X: weight }), bet, "X");
          const missing = required - achieved;
          expect(added).toBe(
            (bet * BigInt(weight)) / 100n < missing ? (bet * BigInt(weight)) / 100n : missing,
          );
          expect(used <= bet).toBe(true);
          expect(added >= 0n && used >= 0n).toBe(true);
          if (weight > 0) expect((used * BigInt(weight)) / 100n <= added || used === bet).toBe(true);
        },
      ),
    );
  });
});
