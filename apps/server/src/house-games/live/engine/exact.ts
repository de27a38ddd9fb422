/**
 * Exact outcome distributions of each table kind, for the spots' RTP, the most a round can pay,
 * and the benchmark's expected spread. Each entry is a representative result with its probability;
 * a spot's return depends only on the fields these results carry (baccarat: totals and pairs, the
 * cards themselves are left out).
 */
import type { LiveResult, LiveTableKind } from "@lotus/contracts";
import { baccaratOutcome, bankerDraws, playerDraws } from "./baccarat";
import { CARDS_PER_DECK, RANKS, valueOfRank } from "./cards";
import type { Dice, DiscSide } from "./dice";
import { resultOf } from "./results";

/** The live shoes hold 8 decks. */
export const SHOE_DECKS = 8;

export interface WeightedResult {
  p: number;
  result: LiveResult;
}

/** Key of a baccarat state: the fields a baccarat spot settles on. */
export function baccaratStateKey(
  playerTotal: number,
  bankerTotal: number,
  playerPair: boolean,
  bankerPair: boolean,
): number {
  return playerTotal * 40 + bankerTotal * 4 + (playerPair ? 2 : 0) + (bankerPair ? 1 : 0);
}

/**
 * Every coup of a full shoe without replacement: the four first cards by rank (pairs are by rank),
 * the third cards by value. Returns P(state) by baccaratStateKey.
 */
export function enumerateBaccarat(decks: number): Map<number, number> {
  const perRank = (CARDS_PER_DECK / RANKS.length) * decks;
  const cards = CARDS_PER_DECK * decks;
  const ranks = Array.from({ length: RANKS.length }, () => perRank);
  const values = Array.from({ length: 10 }, (_, value) => (value === 0 ? 4 : 1) * perRank);
  const states = new Map<number, number>();
  const add = (p: number, player: number, banker: number, playerPair: boolean, bankerPair: boolean) => {
    const key = baccaratStateKey(player, banker, playerPair, bankerPair);
    states.set(key, (states.get(key) ?? 0) + p);
  };
  /** Draws one card of rank index r (its probability), or undoes it. */
  const take = (r: number, left: number) => {
    const p = (ranks[r] ?? 0) / left;
    ranks[r] = (ranks[r] ?? 0) - 1;
    values[valueOfRank(r + 1)] = (values[valueOfRank(r + 1)] ?? 0) - 1;
    return p;
  };
  const give = (r: number) => {
    ranks[r] = (ranks[r] ?? 0) + 1;
    values[valueOfRank(r + 1)] = (values[valueOfRank(r + 1)] ?? 0) + 1;
  };
  const thirds = (p: number, player0: number, banker0: number, pp: boolean, bp: boolean) => {
    if (player0 >= 8 || banker0 >= 8) return add(p, player0, banker0, pp, bp);
    const bankerThird = (pPlayer: number, player: number, left: number, playerThird: number | null) => {
      if (!bankerDraws(banker0, playerThird)) return add(pPlayer, player, banker0, pp, bp);
      for (let v = 0; v < 10; v++) {
        const count = values[v] ?? 0;
        if (count > 0) add((pPlayer * count) / left, player, (banker0 + v) % 10, pp, bp);
      }
    };
    if (!playerDraws(player0)) return bankerThird(p, player0, cards - 4, null);
    for (let v = 0; v < 10; v++) {
      const count = values[v] ?? 0;
      if (count === 0) continue;
      values[v] = count - 1;
      bankerThird((p * count) / (cards - 4), (player0 + v) % 10, cards - 5, v);
      values[v] = count;
    }
  };
  const n = RANKS.length;
  for (let p1 = 0; p1 < n; p1++) {
    const q1 = take(p1, cards);
    for (let b1 = 0; b1 < n; b1++) {
      const q2 = q1 * take(b1, cards - 1);
      for (let p2 = 0; p2 < n; p2++) {
        const q3 = q2 * take(p2, cards - 2);
        for (let b2 = 0; b2 < n; b2++) {
          const q4 = q3 * take(b2, cards - 3);
          const player = (valueOfRank(p1 + 1) + valueOfRank(p2 + 1)) % 10;
          const banker = (valueOfRank(b1 + 1) + valueOfRank(b2 + 1)) % 10;
          thirds(q4, player, banker, p1 === p2, b1 === b2);
          give(b2);
        }
        give(p2);
      }
      give(b1);
    }
    give(p1);
  }
  return states;
}

function baccaratDistribution(): WeightedResult[] {
  return [...enumerateBaccarat(SHOE_DECKS)].map(([key, p]) => {
    const playerTotal = Math.floor(key / 40);
    const bankerTotal = Math.floor(key / 4) % 10;
    const hand = {
      player: [],
      banker: [],
      playerTotal,
      bankerTotal,
      outcome: baccaratOutcome(playerTotal, bankerTotal),
      playerPair: (key & 2) !== 0,
      bankerPair: (key & 1) !== 0,
      cardsUsed: 0,
    };
    return { p, result: resultOf({ kind: "baccarat", hand }) };
  });
}

function dragonTigerDistribution(): WeightedResult[] {
  const perRank = (CARDS_PER_DECK / RANKS.length) * SHOE_DECKS;
  const cards = CARDS_PER_DECK * SHOE_DECKS;
  const out: WeightedResult[] = [];
  for (const dragon of RANKS)
    for (const tiger of RANKS) {
      const p = (perRank / cards) * ((dragon === tiger ? perRank - 1 : perRank) / (cards - 1));
      out.push({ p, result: resultOf({ kind: "dragon_tiger", dragon: `${dragon}S`, tiger: `${tiger}H` }) });
    }
  return out;
}

function sicboDistribution(): WeightedResult[] {
  const out: WeightedResult[] = [];
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++)
      for (let c = 1; c <= 6; c++) {
        const dice: Dice = [a, b, c];
        out.push({ p: 1 / 216, result: resultOf({ kind: "sicbo", dice }) });
      }
  return out;
}

function xocdiaDistribution(): WeightedResult[] {
  return Array.from({ length: 16 }, (_, bits) => {
    const discs = [0, 1, 2, 3].map((disc): DiscSide => ((bits >> disc) & 1 ? "red" : "white"));
    return { p: 1 / 16, result: resultOf({ kind: "xocdia", discs }) };
  });
}

const memo = new Map<LiveTableKind, readonly WeightedResult[]>();

/** Every distinct outcome of a round of this kind with its exact probability (memoised). */
export function outcomeDistribution(kind: LiveTableKind): readonly WeightedResult[] {
  let distribution = memo.get(kind);
  if (!distribution) {
    distribution =
      kind === "baccarat"
        ? baccaratDistribution()
        : kind === "dragon_tiger"
          ? dragonTigerDistribution()
          : kind === "sicbo"
            ? sicboDistribution()
            : xocdiaDistribution();
    memo.set(kind, distribution);
  }
  return distribution;
}
