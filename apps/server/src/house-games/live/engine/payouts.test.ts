import { LIVE_SPOTS, type LiveResult } from "@lotus/contracts";
import { describe, expect, it } from "vitest";
import { dealBaccarat } from "./baccarat";
import { enumerateBaccarat } from "./exact";
import { defaultOdds, payout, returnPerMille, spotRtp, worstCase } from "./payouts";
import { resultOf } from "./results";

const baccarat = (cards: string) => resultOf({ kind: "baccarat", hand: dealBaccarat(cards.split(" "), 0) });
// Player 9 v Banker 5; Banker 6 v Player 4; a natural 8–8 tie with both pairs; Banker 7 v Player 4.
const playerWins = baccarat("4S 2H 5D 3C");
const bankerSix = baccarat("TS 3H 2D 3C 2S");
const tiePairs = baccarat("4H 4S 4D 4C");
const bankerSeven = baccarat("TS 3H 2D 4C 2S");

const sicbo = (a: number, b: number, c: number) => resultOf({ kind: "sicbo", dice: [a, b, c] });
const xocdia = (reds: number) =>
  resultOf({ kind: "xocdia", discs: [0, 1, 2, 3].map((disc) => (disc < reds ? "red" : "white")) });
const dragonTiger = (dragon: string, tiger: string) => resultOf({ kind: "dragon_tiger", dragon, tiger });

describe("default odds", () => {
  it("cover every spot of every table", () => {
    for (const kind of ["baccarat", "dragon_tiger", "sicbo", "xocdia"] as const) {
      const odds = defaultOdds(kind, kind === "baccarat" ? "standard" : null);
      expect(Object.keys(odds)).toEqual([...LIVE_SPOTS[kind]]);
      for (const value of Object.values(odds)) expect(value).toBeGreaterThan(0);
    }
    expect(defaultOdds("baccarat", "standard")).toEqual({
      player: 1,
      banker: 0.95,
      tie: 8,
      player_pair: 11,
      banker_pair: 11,
    });
    expect(defaultOdds("baccarat", "no_commission").banker).toBe(1);
    expect(defaultOdds("sicbo", null)).toMatchObject({
      total_4: 60,
      total_16: 30,
      double_5: 10,
      single_3: 1,
      triple_2: 180,
      any_triple: 30,
    });
    expect(defaultOdds("dragon_tiger", null)).toEqual({ dragon: 1, tiger: 1, tie: 11 });
    expect(defaultOdds("xocdia", null)).toMatchObject({ even: 0.96, four_red: 14, three_white: 2.8 });
  });
});

describe("returnPerMille", () => {
  const r = (
    kind: "baccarat" | "dragon_tiger" | "sicbo" | "xocdia",
    spot: string,
    odds: number,
    result: LiveResult,
  ) => returnPerMille(kind, kind === "baccarat" ? "standard" : null, spot, odds, result);

  it("baccarat: win, loss, and a push for Player and Banker on a tie", () => {
    expect(r("baccarat", "player", 1, playerWins)).toBe(2000);
    expect(r("baccarat", "banker", 0.95, playerWins)).toBe(0);
    expect(r("baccarat", "banker", 0.95, bankerSix)).toBe(1950);
    expect(r("baccarat", "player", 1, tiePairs)).toBe(1000);
    expect(r("baccarat", "banker", 0.95, tiePairs)).toBe(1000);
    expect(r("baccarat", "tie", 8, tiePairs)).toBe(9000);
    expect(r("baccarat", "tie", 8, playerWins)).toBe(0);
    expect(r("baccarat", "player_pair", 11, tiePairs)).toBe(12000);
    expect(r("baccarat", "banker_pair", 11, tiePairs)).toBe(12000);
    expect(r("baccarat", "player_pair", 11, playerWins)).toBe(0);
  });

  it("no-commission: a Banker win on six pays half the odds, any other Banker win the full odds", () => {
    expect(bankerSix).toMatchObject({ outcome: "banker", bankerTotal: 6 });
    expect(returnPerMille("baccarat", "no_commission", "banker", 1, bankerSix)).toBe(1500);
    expect(returnPerMille("baccarat", "no_commission", "banker", 1, bankerSeven)).toBe(2000);
    expect(returnPerMille("baccarat", "standard", "banker", 1, bankerSix)).toBe(2000);
  });

  it("dragon tiger: a tie loses half of Dragon and Tiger and pays the tie", () => {
    expect(r("dragon_tiger", "dragon", 1, dragonTiger("KS", "2H"))).toBe(2000);
    expect(r("dragon_tiger", "tiger", 1, dragonTiger("KS", "2H"))).toBe(0);
    expect(r("dragon_tiger", "dragon", 1, dragonTiger("7S", "7H"))).toBe(500);
    expect(r("dragon_tiger", "tiger", 1, dragonTiger("7S", "7H"))).toBe(500);
    expect(r("dragon_tiger", "tie", 8, dragonTiger("7S", "7H"))).toBe(9000);
  });

  it("sic bo: single_N pays once per die showing N; even money loses on a triple", () => {
    expect(r("sicbo", "single_4", 1, sicbo(4, 1, 2))).toBe(2000);
    expect(r("sicbo", "single_4", 1, sicbo(4, 4, 2))).toBe(3000);
    expect(r("sicbo", "single_4", 1, sicbo(4, 4, 4))).toBe(4000);
    expect(r("sicbo", "single_4", 1, sicbo(1, 2, 3))).toBe(0);
    expect(r("sicbo", "small", 1, sicbo(2, 2, 2))).toBe(0);
    expect(r("sicbo", "even", 1, sicbo(2, 2, 2))).toBe(0);
    expect(r("sicbo", "small", 1, sicbo(1, 2, 2))).toBe(2000);
    expect(r("sicbo", "total_5", 18, sicbo(1, 2, 2))).toBe(19000);
    expect(r("sicbo", "double_2", 8, sicbo(1, 2, 2))).toBe(9000);
    expect(r("sicbo", "triple_2", 150, sicbo(2, 2, 2))).toBe(151000);
    expect(r("sicbo", "any_triple", 24, sicbo(2, 2, 2))).toBe(25000);
    expect(r("sicbo", "combo_1_2", 5, sicbo(1, 2, 2))).toBe(6000);
    expect(r("sicbo", "combo_1_3", 5, sicbo(1, 2, 2))).toBe(0);
  });

  it("xóc đĩa: even/odd at 0.96, the fours and threes", () => {
    expect(r("xocdia", "even", 0.96, xocdia(2))).toBe(1960);
    expect(r("xocdia", "odd", 0.96, xocdia(2))).toBe(0);
    expect(r("xocdia", "four_red", 14, xocdia(4))).toBe(15000);
    expect(r("xocdia", "four_white", 14, xocdia(0))).toBe(15000);
    expect(r("xocdia", "three_red", 2.8, xocdia(3))).toBe(3800);
    expect(r("xocdia", "three_white", 2.8, xocdia(3))).toBe(0);
  });

  it("refuses a spot the table has not, a result of another table, odds out of range", () => {
    expect(() => r("baccarat", "dragon", 1, playerWins)).toThrow(RangeError);
    expect(() => r("sicbo", "player", 1, playerWins)).toThrow(RangeError);
    expect(() => r("baccarat", "player", -1, playerWins)).toThrow(RangeError);
    expect(() => r("baccarat", "player", Number.NaN, playerWins)).toThrow(RangeError);
  });
});

describe("payout", () => {
  it("floors the stake times the per-mille, in whole minor units", () => {
    expect(payout(333n, 1950)).toBe(649n);
    expect(payout(10_000n, 500)).toBe(5_000n);
    expect(payout(10n ** 15n, 151_000)).toBe(151n * 10n ** 15n);
    expect(payout(7n, 0)).toBe(0n);
    expect(() => payout(-1n, 1000)).toThrow(RangeError);
    expect(() => payout(1n, 1.5)).toThrow(RangeError);
  });
});

describe("spotRtp (exact)", () => {
  const rtp = (
    kind: "baccarat" | "dragon_tiger" | "sicbo" | "xocdia",
    spot: string,
    variant = "standard" as const,
  ) =>
    spotRtp(
      kind,
      kind === "baccarat" ? variant : null,
      spot,
      defaultOdds(kind, kind === "baccarat" ? variant : null)[spot] ?? 0,
    );

  it("baccarat over 8 decks without replacement matches DOMAIN §3.3's house edges", () => {
    expect(100 - rtp("baccarat", "banker")).toBeCloseTo(1.0579, 4);
    expect(100 - rtp("baccarat", "player")).toBeCloseTo(1.2351, 4);
    expect(100 - rtp("baccarat", "tie")).toBeCloseTo(14.3596, 4);
    expect(100 - rtp("baccarat", "player_pair")).toBeCloseTo(10.3614, 4);
    expect(100 - rtp("baccarat", "banker_pair")).toBeCloseTo(10.3614, 4);
    expect(100 - spotRtp("baccarat", "no_commission", "banker", 1)).toBeCloseTo(1.4581, 4);
    expect(rtp("baccarat", "banker")).toBeCloseTo(98.94, 2);
    expect(rtp("baccarat", "player")).toBeCloseTo(98.76, 2);
    expect(rtp("baccarat", "tie")).toBeCloseTo(85.64, 2);
  });

  it("enumerates probabilities that sum to 1 with DOMAIN's outcome frequencies", () => {
    const states = enumerateBaccarat(8);
    let total = 0;
    let tie = 0;
    let bankerSixWin = 0;
    for (const [key, p] of states) {
      total += p;
      const player = Math.floor(key / 40);
      const banker = Math.floor(key / 4) % 10;
      if (player === banker) tie += p;
      if (banker === 6 && player < 6) bankerSixWin += p;
    }
    expect(total).toBeCloseTo(1, 12);
    expect(tie * 100).toBeCloseTo(9.5156, 4);
    expect(bankerSixWin * 100).toBeCloseTo(5.3864, 4);
  });

  it("sic bo, xóc đĩa and dragon tiger from their equally likely throws and cards", () => {
    expect(rtp("sicbo", "small")).toBeCloseTo(97.2222, 4);
    expect(rtp("sicbo", "single_1")).toBeCloseTo((100 * (75 * 2 + 15 * 3 + 1 * 4)) / 216, 9);
    expect(rtp("sicbo", "triple_6")).toBeCloseTo((100 * 181) / 216, 9);
    expect(rtp("xocdia", "even")).toBeCloseTo(98, 9);
    expect(rtp("xocdia", "four_red")).toBeCloseTo(93.75, 9);
    expect(rtp("xocdia", "three_red")).toBeCloseTo(95, 9);
    // Tie: 31/415; Dragon: wins (1 − 31/415)/2 at 2, gets half back on a tie.
    expect(rtp("dragon_tiger", "tie")).toBeCloseTo((100 * 12 * 31) / 415, 9);
    expect(rtp("dragon_tiger", "dragon")).toBeCloseTo(100 * (1 - 31 / 415 + 0.5 * (31 / 415)), 9);
  });

  it("follows the odds the operator sets", () => {
    expect(spotRtp("baccarat", "standard", "tie", 9)).toBeCloseTo(100 - 4.844, 3);
    expect(spotRtp("xocdia", null, "even", 1)).toBeCloseTo(100, 9);
  });
});

describe("worstCase", () => {
  const stakes = (entries: Record<string, number>) =>
    new Map(Object.entries(entries).map(([spot, amount]) => [spot, BigInt(amount)]));

  it("baccarat: a tie pushes both sides; the tie and both pairs can come together", () => {
    const odds = defaultOdds("baccarat", "standard");
    expect(worstCase("baccarat", "standard", odds, stakes({ player: 100, banker: 100 }))).toBe(200n);
    expect(worstCase("baccarat", "standard", odds, stakes({ player: 100, banker: 100, tie: 10 }))).toBe(290n);
    expect(
      worstCase(
        "baccarat",
        "standard",
        odds,
        stakes({ player: 100, banker: 100, tie: 10, player_pair: 10, banker_pair: 10 }),
      ),
    ).toBe(530n);
    expect(
      worstCase(
        "baccarat",
        "no_commission",
        defaultOdds("baccarat", "no_commission"),
        stakes({ banker: 100 }),
      ),
    ).toBe(200n);
  });

  it("dragon tiger, sic bo and xóc đĩa", () => {
    expect(
      worstCase(
        "dragon_tiger",
        null,
        defaultOdds("dragon_tiger", null),
        stakes({ dragon: 100, tiger: 100, tie: 10 }),
      ),
    ).toBe(220n); // a tie: half of each side back and the tie 12×
    const sicboOdds = defaultOdds("sicbo", null);
    expect(worstCase("sicbo", null, sicboOdds, stakes({ single_6: 100, triple_6: 10, big: 100 }))).toBe(
      2210n, // 6-6-6: single 6 ×4 and triple 6 ×181; big loses on a triple
    );
    expect(worstCase("sicbo", null, sicboOdds, stakes({ small: 100, big: 100 }))).toBe(200n);
    const xocdiaOdds = defaultOdds("xocdia", null);
    expect(worstCase("xocdia", null, xocdiaOdds, stakes({ even: 100, odd: 100 }))).toBe(196n);
    expect(worstCase("xocdia", null, xocdiaOdds, stakes({ even: 100, four_red: 10, three_red: 10 }))).toBe(
      346n,
    );
    expect(worstCase("xocdia", null, xocdiaOdds, new Map())).toBe(0n);
  });

  it("refuses a spot the table has not or one without odds", () => {
    expect(() => worstCase("xocdia", null, {}, stakes({ even: 1 }))).toThrow(RangeError);
    expect(() => worstCase("xocdia", null, defaultOdds("xocdia", null), stakes({ banker: 1 }))).toThrow(
      RangeError,
    );
  });
});
