import { firstDepositConfig, turnoverRule } from "@lotus/contracts";
import { describe, expect, it } from "vitest";
import {
  dayBefore,
  depositBonus,
  depositBonusKey,
  isBirthday,
  nextStreak,
  streakRewards,
  turnoverTerms,
} from "./bonus";

const config = firstDepositConfig.parse({
  type: "first_deposit",
  percent: 100,
  cap: 2_000_000,
  minDeposit: 100_000,
  turnover: { multiple: 10 },
});

describe("deposit bonus arithmetic", () => {
  it("pays the percentage up to the cap and nothing below the minimum deposit", () => {
    expect(depositBonus(500_000n, config, 0)).toBe(500_000n);
    expect(depositBonus(5_000_000n, config, 0)).toBe(2_000_000n);
    expect(depositBonus(99_999n, config, 0)).toBe(0n);
    expect(depositBonus(0n, config, 0)).toBe(0n);
  });

  it("rounds a decimal percentage down to the minor unit", () => {
    const partial = { ...config, percent: 12.5, cap: 1_000, minDeposit: 0 };
    // 12.5 % of 333.33 = 41.66625 → 41.66 (cents).
    expect(depositBonus(33_333n, partial, 2)).toBe(4_166n);
    expect(depositBonus(10_000_000n, partial, 2)).toBe(100_000n);
  });

  it("asks the multiple of the bonus, or of deposit and bonus, with weights, expiry and max bet", () => {
    const onBonus = turnoverTerms(config.turnover, 2_000_000n, 5_000_000n, 0);
    expect(onBonus).toEqual({ required: 20_000_000n, locked: 2_000_000n, weights: {}, days: 30 });
    const rule = turnoverRule.parse({
      multiple: 1.5,
      base: "deposit_bonus",
      weights: { LIVE: 10 },
      expiryDays: 7,
      maxBet: 50_000,
    });
    expect(turnoverTerms(rule, 100n, 300n, 0)).toEqual({
      required: 600n,
      locked: 400n,
      weights: { LIVE: 10 },
      days: 7,
      maxBet: 50_000n,
    });
  });
});

describe("deposit bonus keys", () => {
  it("give a first deposit bonus once per member and a daily one once per member and day", () => {
    expect(depositBonusKey("first_deposit", "p", "m", "2026-03-01")).toBe(
      depositBonusKey("first_deposit", "p", "m", "2026-03-02"),
    );
    expect(depositBonusKey("daily_deposit", "p", "m", "2026-03-01")).not.toBe(
      depositBonusKey("daily_deposit", "p", "m", "2026-03-02"),
    );
    expect(depositBonusKey("daily_deposit", "p", "m", "2026-03-01")).not.toBe(
      depositBonusKey("daily_deposit", "p", "n", "2026-03-01"),
    );
  });
});

describe("check-in streaks", () => {
  it("counts on from yesterday, starts again after a missed day, and keeps today's", () => {
    expect(nextStreak(undefined, "2026-03-01")).toBe(1);
    expect(nextStreak({ day: "2026-02-28", streak: 4 }, "2026-03-01")).toBe(5);
    expect(nextStreak({ day: "2026-02-27", streak: 4 }, "2026-03-01")).toBe(1);
    expect(nextStreak({ day: "2026-03-01", streak: 2 }, "2026-03-01")).toBe(2);
    expect(dayBefore("2028-03-01")).toBe("2028-02-29");
    expect(dayBefore("2027-01-01")).toBe("2026-12-31");
  });

  it("pays a streak reward only at its exact length", () => {
    const checkin = {
      type: "checkin" as const,
      daily: { cash: 0, points: 100 },
      streaks: [
        { days: 5, reward: { cash: 10, points: 0 } },
        { days: 10, reward: { cash: 20, points: 0 } },
      ],
      turnoverMultiple: 1,
    };
    expect(streakRewards(checkin, 5).map((row) => row.days)).toEqual([5]);
    expect(streakRewards(checkin, 6)).toEqual([]);
  });
});

describe("birthday", () => {
  it("matches month and day, and 29 February on the 28th in other years", () => {
    expect(isBirthday("1990-07-14", "2026-07-14")).toBe(true);
    expect(isBirthday("1990-07-14", "2026-07-15")).toBe(false);
    expect(isBirthday("2000-02-29", "2027-02-28")).toBe(true);
    expect(isBirthday("2000-02-29", "2028-02-28")).toBe(false);
    expect(isBirthday("2000-02-29", "2028-02-29")).toBe(true);
    expect(isBirthday(undefined, "2026-07-14")).toBe(false);
    expect(isBirthday("14/07/1990", "2026-07-14")).toBe(false);
  });
});
