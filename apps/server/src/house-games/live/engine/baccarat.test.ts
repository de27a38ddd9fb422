import { describe, expect, it } from "vitest";
import { bankerDraws, dealBaccarat, playerDraws } from "./baccarat";
import { baccaratValue, cardRank, orderedShoe } from "./cards";

/** DOMAIN §3.2's table, written out: per Banker total, D(raw)/S(tand) for a Player third of 0…9. */
const TABLEAU: Record<number, { third: string; playerStood: "D" | "S" }> = {
  0: { third: "DDDDDDDDDD", playerStood: "D" },
  1: { third: "DDDDDDDDDD", playerStood: "D" },
  2: { third: "DDDDDDDDDD", playerStood: "D" },
  3: { third: "DDDDDDDDSD", playerStood: "D" },
  4: { third: "SSDDDDDDSS", playerStood: "D" },
  5: { third: "SSSSDDDDSS", playerStood: "D" },
  6: { third: "SSSSSSDDSS", playerStood: "S" },
  7: { third: "SSSSSSSSSS", playerStood: "S" },
};

const cards = (text: string) => text.split(" ");

describe("the third-card rules", () => {
  for (let total = 0; total <= 7; total++) {
    const row = TABLEAU[total];
    if (!row) throw new Error("table row missing");
    it(`Banker on ${total}: ${row.playerStood === "D" ? "draws" : "stands"} when the Player stood, ${row.third} for a third of 0…9`, () => {
      expect(bankerDraws(total, null)).toBe(row.playerStood === "D");
      for (let third = 0; third <= 9; third++)
        expect(bankerDraws(total, third), `banker ${total}, player third ${third}`).toBe(
          row.third.charAt(third) === "D",
        );
    });
  }

  it("Player draws on 0–5 and stands on 6–7", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(playerDraws)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it("refuses totals and third cards out of range", () => {
    expect(() => bankerDraws(10, null)).toThrow(RangeError);
    expect(() => bankerDraws(3, 10)).toThrow(RangeError);
    expect(() => bankerDraws(3, -1)).toThrow(RangeError);
    expect(() => playerDraws(-1)).toThrow(RangeError);
  });
});

describe("dealBaccarat", () => {
  it("deals P1 B1 P2 B2; a natural stands both hands", () => {
    const hand = dealBaccarat(cards("4S 2H 5D 3C 9S 9H"), 0);
    expect(hand).toMatchObject({
      player: ["4S", "5D"],
      banker: ["2H", "3C"],
      playerTotal: 9,
      bankerTotal: 5,
      outcome: "player",
      cardsUsed: 4,
    });
    // A Banker natural 8 stands a Player on 0 too.
    expect(dealBaccarat(cards("TS 5H KD 3C 9S 9H"), 0)).toMatchObject({
      playerTotal: 0,
      bankerTotal: 8,
      outcome: "banker",
      cardsUsed: 4,
    });
  });

  it("Player 6–7 stands; the Banker then draws on 0–5 and stands on 6–7", () => {
    expect(dealBaccarat(cards("3S 2H 3D 3C 4S 9H"), 0)).toMatchObject({
      player: ["3S", "3D"],
      banker: ["2H", "3C", "4S"],
      playerTotal: 6,
      bankerTotal: 9,
      outcome: "banker",
      cardsUsed: 5,
    });
    expect(dealBaccarat(cards("3S 2H 4D 4C 4S 9H"), 0)).toMatchObject({
      playerTotal: 7,
      bankerTotal: 6,
      outcome: "player",
      cardsUsed: 4,
    });
  });

  it("Banker on 3 draws on a Player third card of value 0 (the mkiric/baccarat bug) and stands on an 8", () => {
    const zero = dealBaccarat(cards("2S AH 3D 2C KS 5H"), 0);
    expect(zero).toMatchObject({
      player: ["2S", "3D", "KS"],
      banker: ["AH", "2C", "5H"],
      playerTotal: 5,
      bankerTotal: 8,
      outcome: "banker",
      cardsUsed: 6,
    });
    const eight = dealBaccarat(cards("2S AH 3D 2C 8S 5H"), 0);
    expect(eight).toMatchObject({ player: ["2S", "3D", "8S"], banker: ["AH", "2C"], playerTotal: 3 });
    expect(eight).toMatchObject({ bankerTotal: 3, outcome: "tie", cardsUsed: 5 });
  });

  it("Banker on 6 draws only on a Player third of 6 or 7", () => {
    expect(dealBaccarat(cards("AS 3H 2D 3C 6S 2H"), 0)).toMatchObject({
      playerTotal: 9,
      bankerTotal: 8,
      banker: ["3H", "3C", "2H"],
      cardsUsed: 6,
    });
    expect(dealBaccarat(cards("AS 3H 2D 3C 5S 2H"), 0)).toMatchObject({
      playerTotal: 8,
      bankerTotal: 6,
      banker: ["3H", "3C"],
      cardsUsed: 5,
    });
  });

  it("pairs are the first two cards of one rank (suits differ; T and K are no pair)", () => {
    const hand = dealBaccarat(cards("5H TS 5S KD 2C 2D"), 0);
    expect(hand.playerPair).toBe(true);
    expect(hand.bankerPair).toBe(false);
    expect(dealBaccarat(cards("5H QS 6S QD 2C 2D"), 0)).toMatchObject({
      playerPair: false,
      bankerPair: true,
    });
    // A third card making a pair of ranks does not count.
    expect(dealBaccarat(cards("AH 9S 2S 9D AC 2D"), 0).playerPair).toBe(false);
  });

  it("deals from any position of the shoe and refuses to run past its end", () => {
    expect(dealBaccarat(cards("9S 9H 4S 2H 5D 3C"), 2)).toMatchObject({ playerTotal: 9, cardsUsed: 4 });
    expect(() => dealBaccarat(cards("2S AH 3D 2C KS"), 0)).toThrow(RangeError);
    expect(() => dealBaccarat(cards("4S 2H 5D"), 0)).toThrow(RangeError);
  });

  it("agrees with every card's value and rank", () => {
    expect(orderedShoe(1).slice(0, 13).map(baccaratValue)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 0, 0, 0]);
    expect(orderedShoe(1).slice(13, 26).map(cardRank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(() => baccaratValue("1S")).toThrow(RangeError);
    expect(() => cardRank("AX")).toThrow(RangeError);
  });
});
