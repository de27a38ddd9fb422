/**
 * Playing cards for the live tables (DOMAIN §3.1): a card is its rank (A 2–9 T J Q K) then its suit
 * (S H D C), e.g. "AS", "TD", as the contract's `liveCard` spells it.
 */

/** A card as the contracts spell it: rank then suit, e.g. "AS", "TD". */
export type Card = string;

export const RANKS = "A23456789TJQK";
export const SUITS = "SHDC";
export const CARDS_PER_DECK = 52;

/** Baccarat value by rank index (A=1, 2–9 face value, T/J/Q/K = 0). */
const VALUE_BY_RANK_INDEX = [1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 0, 0, 0] as const;

/**
 * `decks` full decks in a fixed order: deck by deck, within a deck suit by suit (S H D C), within a
 * suit rank by rank (A … K). The shuffle starts from this order, so it is part of the fairness
 * derivation and must never change.
 */
export function orderedShoe(decks: number): Card[] {
  if (!Number.isSafeInteger(decks) || decks < 1 || decks > 16) throw new RangeError("decks must be 1–16");
  const cards: Card[] = [];
  for (let deck = 0; deck < decks; deck++)
    for (const suit of SUITS) for (const rank of RANKS) cards.push(`${rank}${suit}`);
  return cards;
}

function rankIndex(card: Card): number {
  const index = card.length === 2 && SUITS.includes(card.charAt(1)) ? RANKS.indexOf(card.charAt(0)) : -1;
  if (index < 0) throw new RangeError(`not a card: ${JSON.stringify(card)}`);
  return index;
}

/** A=1 … K=13: the order dragon tiger compares (aces low). */
export function cardRank(card: Card): number {
  return rankIndex(card) + 1;
}

/** Baccarat value: A=1, 2–9 face value, T/J/Q/K = 0. */
export function baccaratValue(card: Card): number {
  return VALUE_BY_RANK_INDEX[rankIndex(card)] ?? 0;
}

/** Baccarat value of a rank 1–13 (what index arrays of ranks deal from). */
export function valueOfRank(rank: number): number {
  return rank >= 10 ? 0 : rank;
}
