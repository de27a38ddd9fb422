/**
 * Punto Banco drawing rules (DOMAIN §3.2), dealt P1 B1 P2 B2, then the Player's third card, then
 * the Banker's. A two-card 8 or 9 on either side ("natural") stands both hands.
 */
import { baccaratValue, type Card, cardRank } from "./cards";

/** The Player draws a third card on 0–5 and stands on 6–7. */
export function playerDraws(playerTotal: number): boolean {
  checkTotal(playerTotal);
  return playerTotal <= 5;
}

/**
 * The Banker's third-card rule. playerThird is the VALUE (0–9) of the Player's third card, or null
 * when the Player stood. Naturals never get here (8 and 9 stand).
 */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  checkTotal(bankerTotal);
  if (playerThird === null) return bankerTotal <= 5;
  if (!Number.isInteger(playerThird) || playerThird < 0 || playerThird > 9)
    throw new RangeError("a third card's value is 0–9");
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

function checkTotal(total: number): void {
  if (!Number.isInteger(total) || total < 0 || total > 9) throw new RangeError("a baccarat total is 0–9");
}

/** A coup's totals; the benchmark passes one object for every coup, so the hot loop allocates nothing. */
export interface CoupTotals {
  playerTotal: number;
  bankerTotal: number;
  /** Value of the Player's third card, or -1 when the Player stood. */
  playerThird: number;
  /** Cards the coup took: 4, 5 or 6. */
  cardsUsed: number;
}

/** Plays one coup on baccarat VALUES from position `at` (the one place the rules are applied). */
export function playCoup(values: ArrayLike<number>, at: number, out: CoupTotals): CoupTotals {
  const valueAt = (offset: number) => {
    const value = values[at + offset];
    if (value === undefined) throw new RangeError("the shoe ran out of cards");
    return value;
  };
  let player = (valueAt(0) + valueAt(2)) % 10;
  let banker = (valueAt(1) + valueAt(3)) % 10;
  let used = 4;
  let third = -1;
  if (player < 8 && banker < 8) {
    if (playerDraws(player)) {
      third = valueAt(used);
      used += 1;
      player = (player + third) % 10;
    }
    if (bankerDraws(banker, third < 0 ? null : third)) {
      banker = (banker + valueAt(used)) % 10;
      used += 1;
    }
  }
  out.playerTotal = player;
  out.bankerTotal = banker;
  out.playerThird = third;
  out.cardsUsed = used;
  return out;
}

export type BaccaratOutcome = "player" | "banker" | "tie";

export function baccaratOutcome(playerTotal: number, bankerTotal: number): BaccaratOutcome {
  return playerTotal > bankerTotal ? "player" : bankerTotal > playerTotal ? "banker" : "tie";
}

export interface BaccaratHand {
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  outcome: BaccaratOutcome;
  /** The side's first two cards share a rank (not merely a value: T and K are no pair). */
  playerPair: boolean;
  bankerPair: boolean;
  cardsUsed: number;
}

/** Deals one coup from the shoe's cards starting at position `at`. */
export function dealBaccarat(cards: readonly Card[], at: number): BaccaratHand {
  if (!Number.isSafeInteger(at) || at < 0) throw new RangeError("a shoe position is a whole number >= 0");
  const values = cards.slice(at, at + 6).map(baccaratValue);
  const coup = playCoup(values, 0, { playerTotal: 0, bankerTotal: 0, playerThird: -1, cardsUsed: 0 });
  const dealt = cards.slice(at, at + coup.cardsUsed);
  const [p1, b1, p2, b2] = dealt as [Card, Card, Card, Card];
  const player = [p1, p2];
  const banker = [b1, b2];
  let next = 4;
  if (coup.playerThird >= 0) player.push(dealt[next++] as Card);
  if (next < coup.cardsUsed) banker.push(dealt[next] as Card);
  return {
    player,
    banker,
    playerTotal: coup.playerTotal,
    bankerTotal: coup.bankerTotal,
    outcome: baccaratOutcome(coup.playerTotal, coup.bankerTotal),
    playerPair: cardRank(p1) === cardRank(p2),
    bankerPair: cardRank(b1) === cardRank(b2),
    cardsUsed: coup.cardsUsed,
  };
}
