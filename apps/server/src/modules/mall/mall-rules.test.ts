import { describe, expect, it } from "vitest";
import {
  byMember,
  conversionCash,
  effectiveRate,
  limitRefusal,
  remainingFor,
  turnoverPoints,
} from "./mall-rules";

const settings = { perUnit: 1, unitAmount: 1, gameTypes: {}, dailyCap: 5_000 };

describe("turnover points", () => {
  it("gives one point per currency unit of valid bets, rounded down once over the day", () => {
    // 1,234.56 and 0.50 (two minor digits): 1,235.06 units → 1,235 points.
    const rows = [
      { gameType: "RNG", validBet: 123_456n },
      { gameType: "LIVE", validBet: 50n },
    ];
    expect(turnoverPoints(rows, settings, 2)).toBe(1_235n);
  });

  it("holds a day's points to the daily cap (DOMAIN §6.7: 5,000)", () => {
    expect(turnoverPoints([{ gameType: "RNG", validBet: 5_000n }], settings, 0)).toBe(5_000n);
    expect(turnoverPoints([{ gameType: "RNG", validBet: 5_001n }], settings, 0)).toBe(5_000n);
    expect(turnoverPoints([{ gameType: "RNG", validBet: 9_999_999n }], settings, 0)).toBe(5_000n);
  });

  it("treats a cap of 0 as no cap", () => {
    expect(turnoverPoints([{ gameType: "RNG", validBet: 9_999n }], { ...settings, dailyCap: 0 }, 0)).toBe(
      9_999n,
    );
  });

  it("uses the game type's own rate and the unit amount", () => {
    const perThousand = { perUnit: 1, unitAmount: 1_000, gameTypes: { LOTT: 2, LIVE: 0.5 }, dailyCap: 0 };
    const rows = [
      { gameType: "RNG", validBet: 10_500n }, // 10.5
      { gameType: "LOTT", validBet: 3_000n }, // 6
      { gameType: "LIVE", validBet: 1_000n }, // 0.5
    ];
    // 17 exactly: fractions of each type add up before rounding.
    expect(turnoverPoints(rows, perThousand, 0)).toBe(17n);
  });

  it("ignores non-positive turnover and gives nothing at a zero rate", () => {
    expect(turnoverPoints([{ gameType: "RNG", validBet: -500n }], settings, 0)).toBe(0n);
    expect(turnoverPoints([{ gameType: "RNG", validBet: 500n }], { ...settings, perUnit: 0 }, 0)).toBe(0n);
  });

  it("groups turnover rows by member", () => {
    const grouped = byMember([
      { memberId: "a", gameType: "RNG", validBet: 1n },
      { memberId: "b", gameType: "RNG", validBet: 2n },
      { memberId: "a", gameType: "LIVE", validBet: 3n },
    ]);
    expect(grouped.get("a")?.length).toBe(2);
    expect(grouped.get("b")?.length).toBe(1);
  });
});

describe("gift limits", () => {
  const gift = { stock: 5, memberLimit: 3, dailyLimit: 2 };

  it("is the least of stock, member limit and daily limit left", () => {
    expect(remainingFor(gift, { total: 0, today: 0 })).toEqual({ remaining: 2, refusal: "mall.daily_limit" });
    expect(remainingFor(gift, { total: 2, today: 0 })).toEqual({
      remaining: 1,
      refusal: "mall.member_limit",
    });
    expect(remainingFor({ ...gift, stock: 0 }, { total: 0, today: 0 }).remaining).toBe(0);
    expect(
      remainingFor({ stock: null, memberLimit: null, dailyLimit: null }, { total: 9, today: 9 }),
    ).toEqual({
      remaining: null,
    });
  });

  it("refuses a quantity past stock, then the member's limit, then the day's", () => {
    expect(limitRefusal(gift, { total: 0, today: 0 }, 2)).toBeUndefined();
    expect(limitRefusal(gift, { total: 0, today: 0 }, 6)).toBe("mall.out_of_stock");
    expect(limitRefusal({ ...gift, dailyLimit: null }, { total: 2, today: 0 }, 2)).toBe("mall.member_limit");
    expect(limitRefusal(gift, { total: 1, today: 1 }, 2)).toBe("mall.daily_limit");
    expect(
      limitRefusal({ stock: null, memberLimit: null, dailyLimit: null }, { total: 99, today: 99 }, 99),
    ).toBe(undefined);
  });
});

describe("conversion", () => {
  it("pays points at the rate per earning unit, rounded down to the minor unit", () => {
    expect(conversionCash(600n, 600, 1, 2)).toBe(100n); // 600 points = 1.00
    expect(conversionCash(1_000n, 600, 1, 2)).toBe(166n); // 1.666… → 1.66
    expect(conversionCash(1_000n, 0.1, 1, 0)).toBe(10_000n); // 10,000 VND
    expect(conversionCash(1n, 600, 1, 0)).toBe(0n);
    // VND counted in units of ₫1,000: 600 points buy ₫1,000, 1,000 points ₫1,666.66.
    expect(conversionCash(600n, 600, 1_000, 2)).toBe(100_000n);
    expect(conversionCash(1_000n, 600, 1_000, 2)).toBe(166_666n);
    expect(conversionCash(599n, 600, 0.5, 0)).toBe(0n);
  });

  it("takes the VIP level's rate when it has one", () => {
    expect(effectiveRate(400, 600)).toBe(400);
    expect(effectiveRate(0, 600)).toBe(600);
    expect(effectiveRate(undefined, 600)).toBe(600);
  });
});
