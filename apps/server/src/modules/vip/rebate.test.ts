import { describe, expect, it } from "vitest";
import { rebateFor } from "./rebate";

/** Gold's rates of DOMAIN §6.2 in basis points. */
const GOLD = { slots: 60, cards: 80, live: 50, lottery: 50, sports: 50 };

describe("daily rebate", () => {
  it("pays each category's turnover at the level's rate, grouping game types as the market does", () => {
    const result = rebateFor(
      [
        { gameType: "RNG", validBet: 1_000_000n },
        { gameType: "FISH", validBet: 500_000n },
        { gameType: "PVP", validBet: 200_000n },
        { gameType: "LIVE", validBet: 300_000n },
        { gameType: "ELOTT", validBet: 100_000n },
        { gameType: "LOTT", validBet: 100_000n },
        { gameType: "SPORTS", validBet: 50_000n },
        { gameType: "ESPORTS", validBet: 30_000n },
        { gameType: "COCKFIGHT", validBet: 20_000n },
      ],
      GOLD,
      0n,
    );
    expect(result.byCategory.slots).toEqual({ turnover: 1_500_000n, amount: 9_000n });
    expect(result.byCategory.cards).toEqual({ turnover: 200_000n, amount: 1_600n });
    expect(result.byCategory.live).toEqual({ turnover: 300_000n, amount: 1_500n });
    expect(result.byCategory.lottery).toEqual({ turnover: 200_000n, amount: 1_000n });
    expect(result.byCategory.sports).toEqual({ turnover: 100_000n, amount: 500n });
    expect(result.amount).toBe(13_600n);
    expect(result.capped).toBe(false);
  });

  it("caps the day's rebate", () => {
    const result = rebateFor([{ gameType: "RNG", validBet: 10_000_000n }], GOLD, 32_888n);
    expect(result.byCategory.slots.amount).toBe(60_000n);
    expect(result.amount).toBe(32_888n);
    expect(result.capped).toBe(true);
  });

  it("pays more at a higher tier on the same turnover", () => {
    const normal = rebateFor([{ gameType: "PVP", validBet: 1_000_000n }], { cards: 50 }, 16_888n);
    const crown = rebateFor([{ gameType: "PVP", validBet: 1_000_000n }], { cards: 100 }, 88_888n);
    expect(normal.amount).toBe(5_000n);
    expect(crown.amount).toBe(10_000n);
  });

  it("rounds down to the minor unit and ignores unknown game types and missing rates", () => {
    const result = rebateFor(
      [
        { gameType: "RNG", validBet: 333n },
        { gameType: "UNKNOWN", validBet: 1_000_000n },
        { gameType: "LIVE", validBet: 1_000_000n },
      ],
      { slots: 40 },
      0n,
    );
    expect(result.byCategory.slots.amount).toBe(1n);
    expect(result.byCategory.live.amount).toBe(0n);
    expect(result.amount).toBe(1n);
  });
});
