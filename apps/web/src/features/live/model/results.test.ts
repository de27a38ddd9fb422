import { describe, expect, it } from "vitest";
import { BANKER_WIN, DICE_BIG, DISCS_ODD, PLAYER_THIRD } from "./live.fixture";
import { baccaratDeal, cardFace, redCount, revealSteps, xocdiaPattern } from "./results";

describe("cards", () => {
  it("reads rank, suit, colour and baccarat value", () => {
    expect(cardFace("TD")).toEqual({ code: "TD", rank: "10", suit: "D", red: true, value: 0 });
    expect(cardFace("AS")).toMatchObject({ rank: "A", red: false, value: 1 });
    expect(cardFace("7H").value).toBe(7);
    expect(cardFace("KC").value).toBe(0);
  });

  it("deals P1 B1 P2 B2, then the Player's third card, then the Banker's", () => {
    const order = (result: Parameters<typeof baccaratDeal>[0]) =>
      baccaratDeal(result).map((card) => `${card.hand.charAt(0)}${card.slot + 1}:${card.code}`);
    expect(order({ player: ["2H", "3S", "9D"], banker: ["4D", "4C", "KH"] })).toEqual([
      "p1:2H",
      "b1:4D",
      "p2:3S",
      "b2:4C",
      "p3:9D",
      "b3:KH",
    ]);
    expect(order(BANKER_WIN as Parameters<typeof baccaratDeal>[0])).toEqual([
      "p1:2H",
      "b1:4D",
      "p2:3S",
      "b2:4C",
      "b3:KH",
    ]);
    expect(
      baccaratDeal(PLAYER_THIRD as Parameters<typeof baccaratDeal>[0]).map((card) => card.order),
    ).toEqual([0, 1, 2, 3, 4]);
  });

  it("counts the reveal's steps", () => {
    expect(revealSteps(BANKER_WIN)).toBe(5);
    expect(revealSteps(DICE_BIG)).toBe(1);
  });
});

describe("discs", () => {
  it("counts reds and names the pattern", () => {
    expect(redCount(DISCS_ODD as Parameters<typeof redCount>[0])).toBe(3);
    expect([0, 1, 2, 3, 4].map(xocdiaPattern)).toEqual([
      "four_white",
      "three_white",
      "two_two",
      "three_red",
      "four_red",
    ]);
  });
});
