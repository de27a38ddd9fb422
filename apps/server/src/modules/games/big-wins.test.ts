import { describe, expect, it } from "vitest";
import { bigWinRule, isBigWin, winMultiplier } from "./big-wins";

const rule = { multiplier: 10, amountMinor: 0n };

describe("big wins", () => {
  it("are at least the multiplier times a real stake", () => {
    expect(isBigWin(rule, 100n, 1_000n)).toBe(true);
    expect(isBigWin(rule, 100n, 999n)).toBe(false);
    expect(isBigWin({ multiplier: 2.5, amountMinor: 0n }, 100n, 250n)).toBe(true);
    expect(isBigWin({ multiplier: 2.5, amountMinor: 0n }, 100n, 249n)).toBe(false);
  });

  it("or at least the fixed amount when the brand sets one; nothing won is never big", () => {
    const withAmount = { multiplier: 10, amountMinor: 50_000n };
    expect(isBigWin(withAmount, 40_000n, 50_000n)).toBe(true);
    expect(isBigWin(withAmount, 40_000n, 49_999n)).toBe(false);
    expect(isBigWin(rule, 100n, 0n)).toBe(false);
    // A free round stakes nothing: only the amount rule can make it big.
    expect(isBigWin(rule, 0n, 10_000n)).toBe(false);
    expect(isBigWin(withAmount, 0n, 60_000n)).toBe(true);
  });

  it("read the brand's settings in its currency's minor units", () => {
    const brand = { settings: { bigWins: { multiplier: 20, amount: 12.5 } }, currency: { minorDigits: 2 } };
    expect(bigWinRule(brand as Parameters<typeof bigWinRule>[0])).toEqual({
      multiplier: 20,
      amountMinor: 1_250n,
    });
  });

  it("show their multiplier with two decimals", () => {
    expect(winMultiplier(300n, 1_000n)).toBe(3.33);
    expect(winMultiplier(0n, 1_000n)).toBe(0);
  });
});
