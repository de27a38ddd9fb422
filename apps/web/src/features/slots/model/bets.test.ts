import { describe, expect, it } from "vitest";
import { availableBets, canAfford, clampBet, clampBetIndex, maxAffordableBet, stepBet } from "./bets";

describe("bet steps", () => {
  it("keeps the steps inside the limits, sorted and without duplicates", () => {
    expect(
      availableBets({ betSteps: [5, 0.2, 1, 1.0, 100, 2000, 0, -1], minBet: 0.5, maxBet: 1000 }),
    ).toEqual([1, 5, 100]);
  });

  it("compares in cents, so float noise does not drop a step at a limit", () => {
    expect(availableBets({ betSteps: [0.1 + 0.2], minBet: 0.3, maxBet: 0.3 })).toEqual([0.3]);
  });

  it("falls back to the minimum bet when no step fits", () => {
    expect(availableBets({ betSteps: [], minBet: 1, maxBet: 10 })).toEqual([1]);
    expect(availableBets({ betSteps: [50], minBet: 1, maxBet: 10 })).toEqual([1]);
    expect(availableBets({ betSteps: [], minBet: 0, maxBet: 10 })).toEqual([]);
  });

  const steps = [0.2, 1, 5, 20];

  it("snaps an amount to the largest step not above it, or to the smallest step", () => {
    expect(clampBet(steps, 5)).toBe(5);
    expect(clampBet(steps, 7.5)).toBe(5);
    expect(clampBet(steps, 1000)).toBe(20);
    expect(clampBet(steps, 0.01)).toBe(0.2);
    expect(clampBetIndex(steps, 0.99)).toBe(0);
    expect(clampBet([], 5)).toBeUndefined();
    // 0.3 - 0.1 is 0.19999999999999998 in binary floats: still the 0.2 step.
    expect(clampBet([0.1, 0.2], 0.3 - 0.1)).toBe(0.2);
  });

  it("steps up and down and stays on the ends", () => {
    expect(stepBet(steps, 1, 1)).toBe(5);
    expect(stepBet(steps, 1, -1)).toBe(0.2);
    expect(stepBet(steps, 20, 1)).toBe(20);
    expect(stepBet(steps, 0.2, -1)).toBe(0.2);
    expect(stepBet(steps, 3, 1)).toBe(5);
    expect(stepBet([], 3, 1)).toBeUndefined();
  });

  it("checks the balance against the bet in cents", () => {
    expect(canAfford(0.3, 0.1 + 0.2)).toBe(true);
    expect(canAfford(4.99, 5)).toBe(false);
    expect(maxAffordableBet(steps, 6)).toBe(5);
    expect(maxAffordableBet(steps, 0.1)).toBeUndefined();
  });
});
