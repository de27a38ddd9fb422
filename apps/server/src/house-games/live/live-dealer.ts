import type { LiveResult, LiveTableKind } from "@lotus/contracts";
import { LRUCache } from "lru-cache";
import { dealBaccarat } from "./engine/baccarat";
import { rollSicbo, shakeXocdia } from "./engine/dice";
import { dealDragonTiger } from "./engine/dragon-tiger";
import { shuffleShoe } from "./engine/fair";
import { resultOf } from "./engine/results";
import {
  afterHand,
  CARDS_BEHIND_CUT,
  cardsBeforeCut,
  layoutShoe,
  type ShoeLayout,
  type ShoePosition,
} from "./engine/shoe";

/**
 * What a round deals, from its committed seed: a card table's hand from the shoe at the round's
 * cursor, a dice or discs table's throw from the round's own seed. The same functions deal, verify
 * and replay, so a recomputed round is the dealt one by construction.
 */

/** A fault in dealing (a seed that cannot be read, a shoe out of step): the round is voided, never re-dealt. */
export class DealFault extends Error {}

export const isCardTable = (kind: LiveTableKind) => kind === "baccarat" || kind === "dragon_tiger";

// A shoe is dealt over a hundred rounds: its shuffle is kept instead of being redone each hand.
const layouts = new LRUCache<string, ShoeLayout>({ max: 256 });

/** The laid-out shoe a seed deals (turned card, burn, cut). */
export function shoeLayout(seed: string, clientSeed: string, shoeId: string): ShoeLayout {
  const key = `${shoeId}:${seed}:${clientSeed}`;
  const cached = layouts.get(key);
  if (cached) return cached;
  const layout = layoutShoe(shuffleShoe(seed, clientSeed, shoeId));
  layouts.set(key, layout);
  return layout;
}

/** One hand of a card table from `position`, and where the shoe stands after it. */
export function dealHand(
  kind: LiveTableKind,
  layout: ShoeLayout,
  position: ShoePosition,
): { result: LiveResult; next: ShoePosition & { shoeEnds: boolean } } {
  if (kind === "baccarat") {
    const hand = dealBaccarat(layout.cards, position.cursor);
    return { result: resultOf({ kind, hand }), next: afterHand(layout, position, hand.cardsUsed) };
  }
  if (kind === "dragon_tiger") {
    const deal = dealDragonTiger(layout.cards, position.cursor);
    return {
      result: resultOf({ kind, dragon: deal.dragon, tiger: deal.tiger }),
      next: afterHand(layout, position, deal.cardsUsed),
    };
  }
  throw new DealFault(`${kind} is not dealt from a shoe`);
}

/** A dice or discs round's throw from its seed (the nonce is the round's id). */
export function throwRound(
  kind: LiveTableKind,
  seed: string,
  clientSeed: string,
  roundId: string,
): LiveResult {
  if (kind === "sicbo") return resultOf({ kind, dice: rollSicbo(seed, clientSeed, roundId) });
  if (kind === "xocdia") return resultOf({ kind, discs: shakeXocdia(seed, clientSeed, roundId) });
  throw new DealFault(`${kind} is dealt from a shoe`);
}

/** Cards left before the cut card at a cursor (the table page shows it). */
export function cardsLeft(cursor: number): number {
  // The cut card sits as far from the bottom of every 8-deck shoe, whatever the shuffle.
  return cardsBeforeCut({ cutIndex: 8 * 52 - CARDS_BEHIND_CUT }, { cursor, cutPassed: false });
}

/** Runs a deal and turns any failure of it into a DealFault (the caller voids the round). */
export function safely<T>(deal: () => T): T {
  try {
    return deal();
  } catch (error) {
    if (error instanceof DealFault) throw error;
    throw new DealFault(error instanceof Error ? error.message : String(error));
  }
}
