import type { LiveResult } from "@lotus/contracts";

/**
 * What a live round dealt, read for the screen: cards split into rank and suit, baccarat's deal
 * order, and each result's short marks for the roads and history strips.
 */

export type Suit = "S" | "H" | "D" | "C";
export type BaccaratResult = Extract<LiveResult, { kind: "baccarat" }>;
export type DragonTigerResult = Extract<LiveResult, { kind: "dragon_tiger" }>;
export type SicboResult = Extract<LiveResult, { kind: "sicbo" }>;
export type XocdiaResult = Extract<LiveResult, { kind: "xocdia" }>;

export interface CardFace {
  code: string;
  /** What the card's corner shows: A, 2–10, J, Q, K. */
  rank: string;
  suit: Suit;
  red: boolean;
  /** Baccarat's value: A = 1, 2–9 face value, 10 and pictures 0. */
  value: number;
}

const SUIT_OF: Record<string, Suit> = { S: "S", H: "H", D: "D", C: "C" };
export const SUIT_SYMBOL: Record<Suit, string> = { S: "♠", H: "♥", D: "♦", C: "♣" };

/** "TD" → ten of diamonds. An unreadable code becomes a blank card rather than breaking the table. */
export function cardFace(code: string): CardFace {
  const rankCode = code.charAt(0);
  const suit = SUIT_OF[code.charAt(1)] ?? "S";
  const rank = rankCode === "T" ? "10" : rankCode;
  const value = rankCode === "A" ? 1 : /^[2-9]$/.test(rankCode) ? Number(rankCode) : 0;
  return { code, rank, suit, red: suit === "H" || suit === "D", value };
}

export type Hand = "player" | "banker";

export interface DealtCard {
  hand: Hand;
  /** The card's place in its hand (0–2). */
  slot: number;
  /** The card's place in the deal (0 = first card out of the shoe). */
  order: number;
  code: string;
}

/**
 * Baccarat's cards in the order they leave the shoe (DOMAIN §3.1): P1, B1, P2, B2, then the
 * Player's third card, then the Banker's.
 */
export function baccaratDeal(result: Pick<BaccaratResult, "player" | "banker">): DealtCard[] {
  const order: [Hand, number][] = [
    ["player", 0],
    ["banker", 0],
    ["player", 1],
    ["banker", 1],
    ["player", 2],
    ["banker", 2],
  ];
  const dealt: DealtCard[] = [];
  for (const [hand, slot] of order) {
    const code = result[hand][slot];
    if (code) dealt.push({ hand, slot, order: dealt.length, code });
  }
  return dealt;
}

/** How many steps a result's reveal takes (cards one by one; dice and discs in one go). */
export function revealSteps(result: LiveResult): number {
  switch (result.kind) {
    case "baccarat":
      return result.player.length + result.banker.length;
    case "dragon_tiger":
      return 2;
    default:
      return 1;
  }
}

/** The side a result went to, as the roads colour it. */
export type RoadSide =
  | "player"
  | "banker"
  | "tie"
  | "dragon"
  | "tiger"
  | "small"
  | "big"
  | "triple"
  | "even"
  | "odd";

export function roadSide(result: LiveResult): RoadSide {
  return result.outcome;
}

/** Reds among xóc đĩa's four discs, counted from the discs when the count is missing. */
export function redCount(result: XocdiaResult): number {
  return result.discs.filter((side) => side === "red").length;
}

/** The xóc đĩa market a throw landed on beside even/odd: 4 red, 4 white, 3 red, 3 white, or 2–2. */
export function xocdiaPattern(
  reds: number,
): "four_red" | "four_white" | "three_red" | "three_white" | "two_two" {
  if (reds === 4) return "four_red";
  if (reds === 0) return "four_white";
  if (reds === 3) return "three_red";
  if (reds === 1) return "three_white";
  return "two_two";
}
