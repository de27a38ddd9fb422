import { describe, expect, it } from "vitest";
import { dealBaccarat } from "./baccarat";
import { dealDragonTiger } from "./dragon-tiger";
import { type Dealt, resultOf } from "./results";

const winnersOf = (dealt: Dealt) => resultOf(dealt).winners;

describe("baccarat results", () => {
  it("carry the hand and list the outcome and the pairs as winners", () => {
    const hand = dealBaccarat("4H 4S 4D 4C 9S".split(" "), 0);
    expect(resultOf({ kind: "baccarat", hand })).toEqual({
      kind: "baccarat",
      player: ["4H", "4D"],
      banker: ["4S", "4C"],
      playerTotal: 8,
      bankerTotal: 8,
      outcome: "tie",
      playerPair: true,
      bankerPair: true,
      winners: ["tie", "player_pair", "banker_pair"],
    });
    expect(resultOf({ kind: "baccarat", hand: dealBaccarat("9S 2H 9D 3C".split(" "), 0) }).winners).toEqual([
      "player",
      "player_pair",
    ]);
  });
});

describe("dragon tiger", () => {
  it("compares ranks, aces low and kings high, suits never", () => {
    expect(dealDragonTiger(["KS", "QH"], 0)).toEqual({
      dragon: "KS",
      tiger: "QH",
      outcome: "dragon",
      cardsUsed: 2,
    });
    expect(dealDragonTiger(["AS", "2H"], 0).outcome).toBe("tiger");
    expect(dealDragonTiger(["TS", "TH"], 0).outcome).toBe("tie");
    expect(dealDragonTiger(["JS", "TS"], 0).outcome).toBe("dragon");
    expect(() => dealDragonTiger(["AS"], 0)).toThrow(RangeError);
  });

  it("lists only the outcome as winner (on a tie, dragon and tiger lose half, unlisted)", () => {
    expect(winnersOf({ kind: "dragon_tiger", dragon: "7S", tiger: "7D" })).toEqual(["tie"]);
    expect(resultOf({ kind: "dragon_tiger", dragon: "2S", tiger: "KD" })).toEqual({
      kind: "dragon_tiger",
      dragon: "2S",
      tiger: "KD",
      outcome: "tiger",
      winners: ["tiger"],
    });
  });
});

describe("sic bo", () => {
  it("small and even with its total, singles and combinations", () => {
    expect(resultOf({ kind: "sicbo", dice: [1, 2, 3] })).toMatchObject({ total: 6, outcome: "small" });
    expect(winnersOf({ kind: "sicbo", dice: [1, 2, 3] })).toEqual([
      "small",
      "even",
      "total_6",
      "single_1",
      "single_2",
      "single_3",
      "combo_1_2",
      "combo_1_3",
      "combo_2_3",
    ]);
  });

  it("big and odd with a double", () => {
    expect(winnersOf({ kind: "sicbo", dice: [6, 5, 6] })).toEqual([
      "big",
      "odd",
      "total_17",
      "single_5",
      "single_6",
      "double_6",
      "combo_5_6",
    ]);
  });

  it("a triple: small, big, odd and even all lose; the triple, any triple, double and single win", () => {
    expect(resultOf({ kind: "sicbo", dice: [3, 3, 3] })).toMatchObject({ total: 9, outcome: "triple" });
    expect(winnersOf({ kind: "sicbo", dice: [3, 3, 3] })).toEqual([
      "total_9",
      "single_3",
      "double_3",
      "triple_3",
      "any_triple",
    ]);
    // Totals 3 and 18 have no spot of their own.
    expect(winnersOf({ kind: "sicbo", dice: [6, 6, 6] })).toEqual([
      "single_6",
      "double_6",
      "triple_6",
      "any_triple",
    ]);
  });

  it("refuses dice that are no dice", () => {
    expect(() => resultOf({ kind: "sicbo", dice: [0, 2, 3] })).toThrow(RangeError);
    expect(() => resultOf({ kind: "sicbo", dice: [1, 2, 7] })).toThrow(RangeError);
  });
});

describe("xóc đĩa", () => {
  const shake = (text: string) =>
    [...text].map((side) => (side === "R" ? "red" : "white") as "red" | "white");

  it("4-0 either way is even and pays the four", () => {
    expect(resultOf({ kind: "xocdia", discs: shake("RRRR") })).toMatchObject({
      reds: 4,
      outcome: "even",
      winners: ["even", "four_red"],
    });
    expect(winnersOf({ kind: "xocdia", discs: shake("WWWW") })).toEqual(["even", "four_white"]);
  });

  it("3-1 either way is odd and pays the three", () => {
    expect(resultOf({ kind: "xocdia", discs: shake("RWRR") })).toMatchObject({
      reds: 3,
      outcome: "odd",
      winners: ["odd", "three_red"],
    });
    expect(winnersOf({ kind: "xocdia", discs: shake("WWRW") })).toEqual(["odd", "three_white"]);
  });

  it("2-2 is even only", () => {
    expect(resultOf({ kind: "xocdia", discs: shake("RWWR") })).toMatchObject({ reds: 2, winners: ["even"] });
    expect(() => resultOf({ kind: "xocdia", discs: shake("RWR") })).toThrow(RangeError);
  });
});
