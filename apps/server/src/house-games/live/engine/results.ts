/**
 * A round's public result (the contract's `liveResult`): what was dealt or thrown, its outcome and
 * the spots it made win, in the table's spot order. Pushes (Player/Banker on a tie) and half losses
 * (Dragon/Tiger on a tie) are settled by payouts.ts, not listed as winners.
 */
import { LIVE_SPOTS, type LiveResult } from "@lotus/contracts";
import type { BaccaratHand } from "./baccarat";
import { type Card, cardRank } from "./cards";
import type { Dice, DiscSide } from "./dice";
import { dragonTigerOutcome } from "./dragon-tiger";

export type Dealt =
  | { kind: "baccarat"; hand: BaccaratHand }
  | { kind: "dragon_tiger"; dragon: Card; tiger: Card }
  | { kind: "sicbo"; dice: Dice }
  | { kind: "xocdia"; discs: DiscSide[] };

/** Sic bo: 4–10 small, 11–17 big, any triple neither. */
export function sicboOutcome(dice: readonly number[]): "small" | "big" | "triple" {
  const [a, b, c] = dice;
  if (a === b && b === c) return "triple";
  return (a ?? 0) + (b ?? 0) + (c ?? 0) <= 10 ? "small" : "big";
}

/** How many of the dice show `face`. */
export function faceCount(dice: readonly number[], face: number): number {
  let count = 0;
  for (const die of dice) if (die === face) count++;
  return count;
}

export function sicboWins(spot: string, dice: readonly number[]): boolean {
  const total = dice.reduce((sum, die) => sum + die, 0);
  const triple = sicboOutcome(dice) === "triple";
  const [name, first, second] = spot.split("_");
  const a = Number(first);
  switch (name) {
    case "small":
    case "big":
      return sicboOutcome(dice) === name;
    case "odd":
      return !triple && total % 2 === 1;
    case "even":
      return !triple && total % 2 === 0;
    case "total":
      return total === a;
    case "single":
      return faceCount(dice, a) >= 1;
    case "double":
      return faceCount(dice, a) >= 2;
    case "triple":
      return faceCount(dice, a) === 3;
    case "any":
      return triple;
    case "combo":
      return faceCount(dice, a) >= 1 && faceCount(dice, Number(second)) >= 1;
    default:
      throw new RangeError(`not a sic bo spot: ${spot}`);
  }
}

export function xocdiaWins(spot: string, reds: number): boolean {
  switch (spot) {
    case "even":
      return reds % 2 === 0;
    case "odd":
      return reds % 2 === 1;
    case "four_red":
      return reds === 4;
    case "four_white":
      return reds === 0;
    case "three_red":
      return reds === 3;
    case "three_white":
      return reds === 1;
    default:
      throw new RangeError(`not a xóc đĩa spot: ${spot}`);
  }
}

export function resultOf(dealt: Dealt): LiveResult {
  switch (dealt.kind) {
    case "baccarat": {
      const { cardsUsed: _used, ...hand } = dealt.hand;
      const winners = LIVE_SPOTS.baccarat.filter(
        (spot) =>
          spot === hand.outcome ||
          (spot === "player_pair" && hand.playerPair) ||
          (spot === "banker_pair" && hand.bankerPair),
      );
      return { kind: "baccarat", ...hand, player: [...hand.player], banker: [...hand.banker], winners };
    }
    case "dragon_tiger": {
      const outcome = dragonTigerOutcome(cardRank(dealt.dragon), cardRank(dealt.tiger));
      return { kind: "dragon_tiger", dragon: dealt.dragon, tiger: dealt.tiger, outcome, winners: [outcome] };
    }
    case "sicbo": {
      const dice = [...dealt.dice];
      if (dice.length !== 3 || dice.some((die) => !Number.isInteger(die) || die < 1 || die > 6))
        throw new RangeError("sic bo throws three dice 1–6");
      const total = dice.reduce((sum, die) => sum + die, 0);
      const winners = LIVE_SPOTS.sicbo.filter((spot) => sicboWins(spot, dice));
      return { kind: "sicbo", dice, total, outcome: sicboOutcome(dice), winners };
    }
    case "xocdia": {
      const discs = [...dealt.discs];
      if (discs.length !== 4) throw new RangeError("xóc đĩa shakes four discs");
      const reds = discs.filter((side) => side === "red").length;
      const winners = LIVE_SPOTS.xocdia.filter((spot) => xocdiaWins(spot, reds));
      return { kind: "xocdia", discs, reds, outcome: reds % 2 === 0 ? "even" : "odd", winners };
    }
  }
}
