import { describe, expect, it } from "vitest";
import { progressPercent, rateText, remaining } from "./progress";

describe("VIP progress", () => {
  it("measures progress towards a target, capped at 100 and rounded down to a tenth", () => {
    expect(progressPercent(0, 5_000_000)).toBe(0);
    expect(progressPercent(2_500_000, 5_000_000)).toBe(50);
    expect(progressPercent(3_333_333, 10_000_000)).toBe(33.3);
    expect(progressPercent(9_999_999, 10_000_000)).toBe(99.9);
    expect(progressPercent(12_000_000, 10_000_000)).toBe(100);
    expect(progressPercent(0, 0)).toBe(100);
  });

  it("tells what is left, never below zero", () => {
    expect(remaining(2_500_000, 5_000_000)).toBe(2_500_000);
    expect(remaining(6_000_000, 5_000_000)).toBe(0);
    expect(remaining(0.1, 0.3)).toBe(0.2);
  });

  it("writes basis points as percents", () => {
    expect(rateText(40)).toBe("0.40%");
    expect(rateText(100)).toBe("1.00%");
    expect(rateText(55)).toBe("0.55%");
  });
});
