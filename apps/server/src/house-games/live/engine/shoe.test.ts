import { describe, expect, it } from "vitest";
import { dealBaccarat } from "./baccarat";
import { orderedShoe } from "./cards";
import { dealDragonTiger } from "./dragon-tiger";
import { LIVE_TEST_VECTOR, seedHash, shuffleShoe } from "./fair";
import { afterHand, cardsBeforeCut, layoutShoe, type ShoePosition } from "./shoe";

/** An 8-deck shoe whose first card is `turned`. */
function shoeTurning(turned: string) {
  const cards = orderedShoe(8);
  const at = cards.indexOf(turned);
  [cards[0], cards[at]] = [turned, cards[0] ?? ""];
  return cards;
}

describe("layoutShoe", () => {
  it("burns the turned card's value more cards, 10 for a 0-value card", () => {
    expect(layoutShoe(shoeTurning("AS")).start).toBe(2);
    expect(layoutShoe(shoeTurning("7H")).start).toBe(8);
    expect(layoutShoe(shoeTurning("9D")).start).toBe(10);
    expect(layoutShoe(shoeTurning("TC")).start).toBe(11);
    expect(layoutShoe(shoeTurning("KS")).start).toBe(11);
  });

  it("places the cut card 16 cards from the bottom", () => {
    const layout = layoutShoe(shoeTurning("5S"));
    expect(layout.cutIndex).toBe(400);
    expect(layout.cards).toHaveLength(416);
    expect(cardsBeforeCut(layout, { cursor: 6, cutPassed: false })).toBe(394);
    expect(cardsBeforeCut(layout, { cursor: 405, cutPassed: true })).toBe(0);
  });

  it("refuses a shoe too short for burn and cut", () => {
    expect(() => layoutShoe([])).toThrow(RangeError);
    // A turned ten burns 10 cards: 21 cards leave the cut card (at 5) inside the burn.
    expect(() => layoutShoe(["TS", ...orderedShoe(1).slice(0, 20)])).toThrow(RangeError);
    expect(layoutShoe(["AS", ...orderedShoe(1).slice(0, 20)])).toMatchObject({ start: 2, cutIndex: 5 });
  });

  it("lays out the published test vector's shoe: the turned ace burns one card", () => {
    const { serverSeed, clientSeed, shoeId } = LIVE_TEST_VECTOR;
    const layout = layoutShoe(shuffleShoe(serverSeed, clientSeed, shoeId));
    expect(layout.start).toBe(2);
    // P 3H 3S = 6 stands; B AH QS = 1 draws 2H = 3.
    expect(dealBaccarat(layout.cards, layout.start)).toMatchObject({
      player: ["3H", "3S"],
      banker: ["AH", "QS", "2H"],
      outcome: "player",
    });
  });
});

describe("afterHand", () => {
  const layout = { cutIndex: 400 };
  const at = (cursor: number, cutPassed = false): ShoePosition => ({ cursor, cutPassed });

  it("moves on with the shoe going on while the cut card stays in", () => {
    expect(afterHand(layout, at(100), 5)).toEqual({ cursor: 105, cutPassed: false, shoeEnds: false });
    // Ending exactly before the cut card: it has not come out yet.
    expect(afterHand(layout, at(394), 6)).toEqual({ cursor: 400, cutPassed: false, shoeEnds: false });
  });

  it("cut card during the hand: finish it, play one more, then the shoe ends", () => {
    const during = afterHand(layout, at(397), 6);
    expect(during).toEqual({ cursor: 403, cutPassed: true, shoeEnds: false });
    expect(afterHand(layout, during, 4)).toEqual({ cursor: 407, cutPassed: true, shoeEnds: true });
  });

  it("cut card as the first card of a hand: that hand ends the shoe", () => {
    expect(afterHand(layout, at(400), 4)).toEqual({ cursor: 404, cutPassed: true, shoeEnds: true });
  });

  it("a shoe whose cut card has already passed ends after this hand", () => {
    expect(afterHand(layout, at(200, true), 4)).toMatchObject({ shoeEnds: true });
  });

  it("every shoe of many seeds ends inside its cards, right after the cut card", () => {
    for (let n = 0; n < 100; n++) {
      const cards = shuffleShoe(seedHash(`walk-${n}`), "c", `shoe-${n}`);
      const layout = layoutShoe(cards);
      const dragonTiger = n % 2 === 1;
      let position: ShoePosition = { cursor: layout.start, cutPassed: false };
      let hands = 0;
      let cutHand = -1;
      for (;;) {
        const used = dragonTiger
          ? dealDragonTiger(cards, position.cursor).cardsUsed
          : dealBaccarat(cards, position.cursor).cardsUsed;
        const next = afterHand(layout, position, used);
        hands++;
        if (next.cutPassed && !position.cutPassed) cutHand = hands;
        position = next;
        if (next.shoeEnds) break;
      }
      expect(position.cursor).toBeLessThanOrEqual(416);
      expect(position.cursor).toBeGreaterThan(layout.cutIndex);
      // The shoe ends with the hand that met the cut card (as its first card) or with the one after.
      expect(hands - cutHand).toBeLessThanOrEqual(1);
    }
  });
});
