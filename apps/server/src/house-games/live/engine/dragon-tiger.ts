/**
 * Dragon Tiger: one card to Dragon, one to Tiger, from the same 8-deck shoe with the baccarat burn
 * and cut card. The higher rank wins (aces low, kings high; suits never count); equal ranks tie.
 */
import { type Card, cardRank } from "./cards";

export type DragonTigerOutcome = "dragon" | "tiger" | "tie";

export interface DragonTigerDeal {
  dragon: Card;
  tiger: Card;
  outcome: DragonTigerOutcome;
  cardsUsed: 2;
}

/** The outcome from the two ranks (1–13). */
export function dragonTigerOutcome(dragonRank: number, tigerRank: number): DragonTigerOutcome {
  return dragonRank > tigerRank ? "dragon" : tigerRank > dragonRank ? "tiger" : "tie";
}

export function dealDragonTiger(cards: readonly Card[], at: number): DragonTigerDeal {
  const dragon = cards[at];
  const tiger = cards[at + 1];
  if (!Number.isSafeInteger(at) || at < 0 || dragon === undefined || tiger === undefined)
    throw new RangeError("the shoe ran out of cards");
  return { dragon, tiger, outcome: dragonTigerOutcome(cardRank(dragon), cardRank(tiger)), cardsUsed: 2 };
}
