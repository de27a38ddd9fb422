import type { SlotOutcome } from "@lotus/contracts";
import { describe, expect, it } from "vitest";
import {
  baseSpinWin,
  counterValue,
  outcomeAmount,
  outcomeAmountScale,
  roundSteps,
  scatterCounted,
  winTier,
} from "./round";

const row = (...ids: string[]) => ids;

const dragonRound: SlotOutcome = {
  slotId: "dragon-pearl",
  variant: "rtp96",
  stops: [3, 14, 7, 22, 9],
  grid: [
    row("pearl", "a", "k", "pearl", "q"),
    row("tiger", "tiger", "tiger", "j", "ten"),
    row("a", "pearl", "q", "k", "j"),
  ],
  lineWins: [{ line: 1, symbol: "tiger", count: 3, multiplier: 0.5, win: "100" }],
  scatter: { count: 3, win: "400", freeSpinsAwarded: 2 },
  freeSpins: [
    {
      index: 1,
      stops: [1, 2, 3, 4, 5],
      grid: [
        row("a", "k", "q", "j", "ten"),
        row("crane", "crane", "crane", "crane", "a"),
        row("k", "q", "j", "ten", "a"),
      ],
      lineWins: [{ line: 1, symbol: "crane", count: 4, multiplier: 2, win: "400" }],
      multiplier: 2,
      win: "400",
    },
    {
      index: 2,
      stops: [5, 4, 3, 2, 1],
      grid: [row("a", "k", "q", "j", "ten"), row("k", "q", "j", "ten", "a"), row("q", "j", "ten", "a", "k")],
      lineWins: [],
      multiplier: 2,
      win: "0",
    },
  ],
  totalWin: "900",
  totalMultiplier: 4.5,
};

describe("reading the outcome's win strings", () => {
  it("recognises minor units against the decimal win of the spin", () => {
    expect(outcomeAmountScale("900", 9)).toBe(0.01);
    expect(outcomeAmount("900", 0.01)).toBe(9);
    expect(outcomeAmount("125", 0.01)).toBe(1.25);
  });

  it("recognises decimal strings", () => {
    expect(outcomeAmountScale("9.00", 9)).toBe(1);
    expect(outcomeAmountScale("900", 900)).toBe(1);
    expect(outcomeAmount("1.5", 1)).toBe(1.5);
  });

  it("needs a reference to tell a whole number apart, except zero", () => {
    expect(outcomeAmountScale("900", undefined)).toBeUndefined();
    expect(outcomeAmountScale("0", undefined)).toBe(1);
    expect(outcomeAmount("900", undefined)).toBe(0);
    expect(outcomeAmount("abc", 1)).toBe(0);
  });
});

describe("round steps", () => {
  it("plays the base spin then every free spin in order with their multipliers", () => {
    const steps = roundSteps(dragonRound);
    expect(steps.map((step) => [step.kind, step.index, step.total, step.multiplier])).toEqual([
      ["base", 0, 2, 1],
      ["free", 1, 2, 2],
      ["free", 2, 2, 2],
    ]);
    expect(steps[1]?.grid).toBe(dragonRound.freeSpins[0]?.grid);
  });

  it("lights the base spin's line and its scatters", () => {
    const [base] = roundSteps(dragonRound);
    expect([...(base?.highlights.cells ?? [])].sort()).toEqual(["0:0", "0:3", "1:0", "1:1", "1:2", "2:1"]);
    expect(base?.highlights.scatter).toHaveLength(3);
  });

  it("does not light scatters that did not count", () => {
    const steps = roundSteps({
      ...dragonRound,
      grid: [
        row("pearl", "a", "k", "q", "j"),
        row("a", "k", "q", "j", "ten"),
        row("k", "q", "j", "ten", "a"),
      ],
      scatter: undefined,
      lineWins: [],
      freeSpins: [],
    });
    expect(steps).toHaveLength(1);
    expect(steps[0]?.highlights.cells.size).toBe(0);
  });

  it("splits the base spin's win from the free spins' wins", () => {
    expect(baseSpinWin(dragonRound, 0.01)).toBe(5);
    expect(scatterCounted(dragonRound.grid, "pearl")).toBe(true);
    expect(scatterCounted(dragonRound.grid, undefined)).toBe(false);
  });
});

describe("celebrations", () => {
  it("sizes a win by its multiple of the bet", () => {
    expect(winTier(0, 1)).toBe("none");
    expect(winTier(9.99, 1)).toBe("win");
    expect(winTier(10, 1)).toBe("big");
    expect(winTier(25, 1)).toBe("mega");
    expect(winTier(50, 1)).toBe("super");
    expect(winTier(5, 0)).toBe("win");
  });

  it("counts up in whole cents and ends exactly on the win", () => {
    expect(counterValue(123.45, 0, 2000)).toBe(0);
    const middle = counterValue(123.45, 1000, 2000);
    expect(middle).toBeGreaterThan(0);
    expect(middle).toBeLessThan(123.45);
    expect(Math.round(middle * 100)).toBeCloseTo(middle * 100, 6);
    expect(counterValue(123.45, 2000, 2000)).toBe(123.45);
    expect(counterValue(123.45, 10, 0)).toBe(123.45);
  });
});
