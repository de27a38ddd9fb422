import { describe, expect, it } from "vitest";
import {
  compileSlot,
  evaluateGrid,
  isValidBetStep,
  type SpinOutcome,
  spin,
  spinCompiled,
  verifySpin,
} from "./engine";
import { FairStream, type FloatStream } from "./fair-rng";
import { SLOTS, type SlotDefinition, type SlotId } from "./paytables";

const LOTUS = SLOTS["lotus-fortune"];
const DRAGON = SLOTS["dragon-pearl"];
const SEED = "5d0c3a9b7e1f2468ace13579bdf02468ace13579bdf02468ace13579bdf0246a";

/** Stream that lands the given stops (on strips of the given lengths), in order. */
function scripted(stops: number[], lengths: number[]): FloatStream {
  let index = 0;
  return {
    next: () => {
      const float = ((stops[index] ?? 0) + 0.5) / (lengths[index % lengths.length] ?? 1);
      index++;
      return float;
    },
  };
}

/** Round pay in line-bet multiples, rebuilt from the outcome's parts. */
function roundPay(slot: SlotDefinition, outcome: SpinOutcome): number {
  const lines = slot.paylines.length;
  const scatterPay = (count: number, multiplier: number) =>
    count >= 3 ? (slot.scatter?.pays[Math.min(count, 5) as 3 | 4 | 5] ?? 0) * lines * multiplier : 0;
  let pay = 0;
  for (const win of outcome.lineWins) pay += Math.round(win.multiplier * lines);
  pay += scatterPay(outcome.scatter?.count ?? 0, 1);
  for (const free of outcome.freeSpins) {
    for (const win of free.lineWins) pay += Math.round(win.multiplier * lines);
    pay += scatterPay(free.scatterWin?.count ?? 0, free.multiplier);
  }
  return pay;
}

// Filler rows chosen so that, with a middle row under test, no other line forms 3 of a kind.
const TOP = ["a", "k", "q", "j", "ten"];
const BOTTOM = ["j", "ten", "k", "a", "q"];

describe("line evaluation (lotus-fortune, hand-built grids)", () => {
  const pays = LOTUS.paytable;
  const evaluate = (middle: string[]) => evaluateGrid("lotus-fortune", [TOP, middle, BOTTOM]);

  it("pays 5 of a kind on the middle line only", () => {
    const result = evaluate(["koi", "koi", "koi", "koi", "koi"]);
    expect(result.lineWins).toEqual([{ line: 1, symbol: "koi", count: 5, pay: pays.koi?.[2] }]);
    expect(result.linePay).toBe(pays.koi?.[2]);
  });

  it("lets the wild stand in for a pay symbol", () => {
    const result = evaluate(["koi", "wild", "koi", "q", "j"]);
    expect(result.lineWins).toEqual([{ line: 1, symbol: "koi", count: 3, pay: pays.koi?.[0] }]);
  });

  it("pays 4 of a kind with a wild inside the run", () => {
    const result = evaluate(["lantern", "lantern", "wild", "lantern", "a"]);
    expect(result.lineWins).toEqual([{ line: 1, symbol: "lantern", count: 4, pay: pays.lantern?.[1] }]);
  });

  it("counts only runs that start on reel 1", () => {
    expect(evaluate(["q", "koi", "koi", "koi", "koi"]).lineWins).toEqual([]);
    expect(evaluate(["koi", "koi", "q", "koi", "koi"]).lineWins).toEqual([]);
  });

  it("pays the better of the wild run and the substituted symbol run", () => {
    const koiWins = evaluate(["wild", "wild", "wild", "koi", "koi"]).lineWins.find((win) => win.line === 1);
    expect(koiWins).toEqual({ line: 1, symbol: "koi", count: 5, pay: pays.koi?.[2] });
    const wildWins = evaluate(["wild", "wild", "wild", "wild", "j"]).lineWins.find((win) => win.line === 1);
    expect(wildWins).toEqual({ line: 1, symbol: "wild", count: 4, pay: pays.wild?.[1] });
    const fiveWilds = evaluate(["wild", "wild", "wild", "wild", "wild"]).lineWins.find(
      (win) => win.line === 1,
    );
    expect(fiveWilds).toEqual({ line: 1, symbol: "wild", count: 5, pay: pays.wild?.[2] });
  });

  it("reads every line along its own pattern", () => {
    // Line 4 is the V: top, middle, bottom, middle, top.
    const result = evaluateGrid("lotus-fortune", [
      ["fan", "k", "q", "j", "a"],
      ["a", "fan", "j", "fan", "k"],
      ["j", "ten", "fan", "a", "q"],
    ]);
    expect(result.lineWins).toEqual([{ line: 4, symbol: "fan", count: 4, pay: pays.fan?.[1] }]);
  });
});

describe("scatters (dragon-pearl, hand-built grids)", () => {
  const scatter = DRAGON.scatter;
  if (!scatter) throw new Error("dragon-pearl has a scatter");

  it("count anywhere on the grid and pay a multiple of the total bet", () => {
    const result = evaluateGrid("dragon-pearl", [
      ["pearl", "k", "q", "j", "ten"],
      ["q", "a", "j", "ten", "pearl"],
      ["j", "ten", "pearl", "a", "q"],
    ]);
    expect(result.scatterCount).toBe(3);
    expect(result.scatterPay).toBe(scatter.pays[3] * 20);
    expect(result.freeSpins).toBe(scatter.freeSpins[3]);
  });

  it("award more for 4 and 5 and nothing for 2", () => {
    const grid = (cells: number) =>
      evaluateGrid("dragon-pearl", [
        ["pearl", "k", "q", "j", "ten"],
        ["q", cells > 2 ? "pearl" : "a", "j", cells > 3 ? "pearl" : "ten", "a"],
        ["j", "ten", "a", "k", cells > 4 ? "pearl" : "a"],
      ]);
    expect(grid(2)).toMatchObject({ scatterCount: 1, scatterPay: 0, freeSpins: 0 });
    expect(grid(4)).toMatchObject({ scatterCount: 3, freeSpins: scatter.freeSpins[3] });
    expect(grid(5)).toMatchObject({ scatterCount: 4, scatterPay: scatter.pays[4] * 20, freeSpins: 15 });
    expect(
      evaluateGrid("dragon-pearl", [
        ["pearl", "pearl", "pearl", "pearl", "pearl"],
        ["a", "k", "q", "j", "ten"],
        ["k", "q", "j", "ten", "a"],
      ]),
    ).toMatchObject({ scatterCount: 5, scatterPay: scatter.pays[5] * 20, freeSpins: scatter.freeSpins[5] });
  });

  it("are not replaced by the wild and break a line", () => {
    const middle = (row: string[]) =>
      evaluateGrid("dragon-pearl", [TOP, row, BOTTOM]).lineWins.find((win) => win.line === 1);
    expect(middle(["pearl", "wild", "wild", "wild", "wild"])).toBeUndefined();
    expect(middle(["wild", "wild", "pearl", "phoenix", "phoenix"])).toBeUndefined();
    expect(middle(["wild", "phoenix", "phoenix", "pearl", "phoenix"])).toEqual({
      line: 1,
      symbol: "phoenix",
      count: 3,
      pay: DRAGON.paytable.phoenix?.[0],
    });
  });
});

describe("spin", () => {
  it("is deterministic for the same seeds and nonce, and anyone can verify it", () => {
    const first = spin("dragon-pearl", "rtp96", 100n, new FairStream(SEED, "player", 7));
    const again = verifySpin("dragon-pearl", "rtp96", SEED, "player", 7, 100n);
    expect(again).toEqual(first);
    expect(JSON.parse(JSON.stringify(first))).toEqual(first);
    expect(verifySpin("dragon-pearl", "rtp96", SEED, "player", 8, 100n).stops).not.toEqual(first.stops);
    expect(verifySpin("dragon-pearl", "rtp96", SEED, "other", 7, 100n).stops).not.toEqual(first.stops);
  });

  it("shows the strips at the drawn stops, 3 rows × 5 reels", () => {
    const outcome = verifySpin("lotus-fortune", "rtp94", SEED, "grid", 3, 100n);
    const reels = LOTUS.variants.rtp94?.reels ?? [];
    expect(outcome.grid).toHaveLength(3);
    outcome.grid.forEach((row, rowIndex) => {
      expect(row).toHaveLength(5);
      row.forEach((symbol, reel) => {
        const strip = reels[reel] ?? [];
        expect(symbol).toBe(strip[((outcome.stops[reel] ?? 0) + rowIndex) % strip.length]);
      });
    });
  });

  it("pays floor(bet × Σ pays / line count), floored once per round", () => {
    // Find a round whose only win is 3 × "ten" on one line: 7 × 10 / 20 = 3.5 → 3.
    const lengths = (LOTUS.variants.rtp96?.reels ?? []).map((strip) => strip.length);
    const tenThree = LOTUS.paytable.ten?.[0] ?? 0;
    let found: SpinOutcome | undefined;
    for (let attempt = 0; attempt < 200_000 && !found; attempt++) {
      const stops = lengths.map(
        (length, reel) => (attempt * (reel * 7 + 3) + reel * attempt * attempt) % length,
      );
      const outcome = spin("lotus-fortune", "rtp96", 7n, scripted(stops, lengths));
      const [only] = outcome.lineWins;
      if (outcome.lineWins.length === 1 && only?.symbol === "ten" && only.count === 3) found = outcome;
    }
    if (!found) throw new Error("no single 3 × ten round found");
    expect(tenThree).toBe(10);
    expect(found.totalWin).toBe("3");
    expect(found.totalMultiplier).toBe(0.5);

    let floorsDiffer = false;
    for (let nonce = 0; nonce < 1500; nonce++) {
      for (const slotId of ["lotus-fortune", "dragon-pearl"] as const) {
        const outcome = verifySpin(slotId, "rtp96", SEED, "floor", nonce, 7n);
        const pay = roundPay(SLOTS[slotId], outcome);
        expect(outcome.totalMultiplier * 20).toBeCloseTo(pay, 9);
        expect(outcome.totalWin).toBe(((7n * BigInt(pay)) / 20n).toString());
        const partFloors =
          outcome.lineWins.reduce((sum, win) => sum + BigInt(win.win), 0n) +
          BigInt(outcome.scatter?.win ?? "0") +
          outcome.freeSpins.reduce((sum, free) => sum + BigInt(free.win), 0n);
        expect(partFloors).toBeLessThanOrEqual(BigInt(outcome.totalWin));
        if (partFloors !== BigInt(outcome.totalWin)) floorsDiffer = true;
      }
    }
    // Flooring each part would have paid less somewhere: the single floor is what is tested.
    expect(floorsDiffer).toBe(true);
  }, 60_000);

  it("plays awarded free spins on the free-spin strips with the multiplier", () => {
    const scatter = DRAGON.scatter;
    if (!scatter) throw new Error("dragon-pearl has a scatter");
    const freeReels = DRAGON.variants.rtp96?.freeSpinReels ?? [];
    let triggered = 0;
    for (let nonce = 0; nonce < 3000; nonce++) {
      const outcome = verifySpin("dragon-pearl", "rtp96", SEED, "free", nonce, 100n);
      if (!outcome.scatter || outcome.scatter.count < 3) {
        expect(outcome.freeSpins).toEqual([]);
        continue;
      }
      triggered++;
      const awarded =
        outcome.scatter.freeSpinsAwarded +
        outcome.freeSpins.reduce((sum, free) => sum + (free.scatterWin?.freeSpinsAwarded ?? 0), 0);
      expect(outcome.scatter.freeSpinsAwarded).toBe(
        scatter.freeSpins[Math.min(outcome.scatter.count, 5) as 3],
      );
      expect(outcome.freeSpins).toHaveLength(awarded);
      expect(outcome.freeSpins.length).toBeLessThanOrEqual(scatter.maxFreeSpins);
      for (const free of outcome.freeSpins) {
        expect(free.multiplier).toBe(scatter.freeSpinMultiplier);
        free.grid.forEach((row, rowIndex) => {
          row.forEach((symbol, reel) => {
            const strip = freeReels[reel] ?? [];
            expect(symbol).toBe(strip[((free.stops[reel] ?? 0) + rowIndex) % strip.length]);
          });
        });
        for (const win of free.lineWins) {
          const pay = DRAGON.paytable[win.symbol]?.[win.count - 3] ?? 0;
          expect(win.multiplier).toBe((pay * scatter.freeSpinMultiplier) / 20);
        }
      }
    }
    expect(triggered).toBeGreaterThan(10);
  }, 60_000);

  it("ends free spins at the round cap however often they retrigger", () => {
    // Every cell a scatter: each spin awards 20 more; the round must stop at the cap.
    const allPearls = Array.from({ length: 5 }, () => ["pearl", "pearl", "pearl"]);
    const def: SlotDefinition = {
      ...DRAGON,
      variants: { cap: { id: "cap", rtp: 0, reels: allPearls, freeSpinReels: allPearls } },
      defaultVariant: "cap",
    };
    const cap = DRAGON.scatter?.maxFreeSpins ?? 0;
    const outcome = spinCompiled(compileSlot(def), "cap", 100n, new FairStream(SEED, "cap", 1));
    expect(outcome.scatter).toMatchObject({ count: 15, freeSpinsAwarded: 20 });
    expect(outcome.freeSpins).toHaveLength(cap);
    const granted = outcome.freeSpins.map((free) => free.scatterWin?.freeSpinsAwarded);
    expect(granted.slice(0, 4)).toEqual([20, 20, 20, 20]);
    expect(granted.slice(4).every((spins) => spins === 0)).toBe(true);
  });

  it("refuses a non-positive bet and unknown slots or variants", () => {
    expect(() => verifySpin("lotus-fortune", "rtp96", SEED, "c", 1, 0n)).toThrow(RangeError);
    expect(() => verifySpin("lotus-fortune", "rtp95", SEED, "c", 1, 1n)).toThrow(/unknown variant/);
    expect(() => verifySpin("nope" as SlotId, "rtp96", SEED, "c", 1, 1n)).toThrow(/unknown slot/);
  });
});

describe("isValidBetStep", () => {
  it("accepts positive whole multiples of the step only", () => {
    expect(isValidBetStep(500n, 100n)).toBe(true);
    expect(isValidBetStep(550n, 100n)).toBe(false);
    expect(isValidBetStep(0n, 100n)).toBe(false);
    expect(isValidBetStep(-100n, 100n)).toBe(false);
    expect(() => isValidBetStep(100n, 0n)).toThrow(RangeError);
  });
});

describe("Monte-Carlo sanity (the real benchmark is npm run bench:rtp)", () => {
  for (const slotId of ["lotus-fortune", "dragon-pearl"] as const) {
    it(`${slotId}: 2×10^5 rounds land within ±3 points of the declared RTP`, () => {
      const def = SLOTS[slotId];
      const declared = def.variants[def.defaultVariant]?.rtp ?? 0;
      let total = 0;
      let hits = 0;
      const rounds = 200_000;
      for (let nonce = 0; nonce < rounds; nonce++) {
        const outcome = verifySpin(slotId, def.defaultVariant, SEED, "monte-carlo", nonce, 100n);
        total += outcome.totalMultiplier;
        if (outcome.totalMultiplier > 0) hits++;
      }
      const measured = (total / rounds) * 100;
      expect(Math.abs(measured - declared)).toBeLessThan(3);
      expect((hits / rounds) * 100).toBeGreaterThan(20);
      expect((hits / rounds) * 100).toBeLessThan(35);
    }, 120_000);
  }
});
