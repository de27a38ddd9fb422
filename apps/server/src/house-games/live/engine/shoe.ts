/**
 * Burn and cut card (DOMAIN §3.1). The shoe's first card is turned face up and that many more cards
 * are burnt (a 0-value card burns 10); the cut card sits 16 cards from the bottom. When the cut card
 * comes out during a hand, that hand finishes and ONE more hand is played; when it comes out as the
 * first card of a hand, that hand is the shoe's last.
 */
import { baccaratValue, type Card } from "./cards";

/** Cards behind the cut card. */
export const CARDS_BEHIND_CUT = 16;

export interface ShoeLayout {
  cards: readonly Card[];
  /** Position of the first hand's first card: 1 (the turned card) + the burnt cards. */
  start: number;
  /** Cards at positions >= cutIndex lie behind the cut card. */
  cutIndex: number;
}

/** Where a shoe of `length` cards starts and cuts, given its turned card's baccarat value. */
export function shoeBounds(length: number, turnedValue: number): { start: number; cutIndex: number } {
  const start = 1 + (turnedValue === 0 ? 10 : turnedValue);
  const cutIndex = length - CARDS_BEHIND_CUT;
  // 16 cards behind the cut card always hold the hand it comes out in (up to 5 past it) and one
  // more (up to 6); a shoe only needs its cut card after the burn.
  if (cutIndex < start) throw new RangeError(`a shoe of ${length} cards is too short for burn and cut`);
  return { start, cutIndex };
}

export function layoutShoe(cards: readonly Card[]): ShoeLayout {
  const turned = cards[0];
  if (turned === undefined) throw new RangeError("the shoe is empty");
  return { cards, ...shoeBounds(cards.length, baccaratValue(turned)) };
}

export interface ShoePosition {
  /** Position of the next card to deal. */
  cursor: number;
  /** The cut card has come out: one last hand is due. */
  cutPassed: boolean;
}

/** The shoe's position after a hand that started at `before` and took `cardsUsed` cards. */
export function afterHand(
  layout: Pick<ShoeLayout, "cutIndex">,
  before: ShoePosition,
  cardsUsed: number,
): ShoePosition & { shoeEnds: boolean } {
  const cursor = before.cursor + cardsUsed;
  // This hand was the one more hand after the cut card.
  if (before.cutPassed) return { cursor, cutPassed: true, shoeEnds: true };
  // The cut card was the first thing out of this hand.
  if (before.cursor >= layout.cutIndex) return { cursor, cutPassed: true, shoeEnds: true };
  // The cut card came out during this hand: one more hand.
  if (cursor > layout.cutIndex) return { cursor, cutPassed: true, shoeEnds: false };
  return { cursor, cutPassed: false, shoeEnds: false };
}

/** Cards left before the cut card (what the table shows). */
export function cardsBeforeCut(layout: Pick<ShoeLayout, "cutIndex">, position: ShoePosition): number {
  return Math.max(0, layout.cutIndex - position.cursor);
}
