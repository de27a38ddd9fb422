/**
 * What each spot pays (odds x:1) and returns. Returns are in per-mille of the stake, stake included,
 * so that money stays in whole minor units: 0 lost, 500 half lost, 1000 push, 1000 + odds·1000 won.
 */
import { type BaccaratVariant, LIVE_SPOTS, type LiveResult, type LiveTableKind } from "@lotus/contracts";
import { outcomeDistribution } from "./exact";
import { faceCount, sicboWins, xocdiaWins } from "./results";

/** The Macau table's totals (returns 81–90 %; the operator may set others, the return shows beside). */
const SICBO_TOTAL_ODDS: Record<number, number> = {
  4: 60,
  5: 30,
  6: 17,
  7: 12,
  8: 8,
  9: 6,
  10: 6,
  11: 6,
  12: 6,
  13: 8,
  14: 12,
  15: 17,
  16: 30,
  17: 60,
};

function sicboDefaultOdds(spot: string): number {
  const [name, value] = spot.split("_");
  switch (name) {
    case "total":
      return SICBO_TOTAL_ODDS[Number(value)] ?? 0;
    case "double":
      return 10;
    case "triple":
      return 180;
    case "any":
      return 30;
    case "combo":
      return 5;
    default:
      return 1; // small, big, odd, even, single_N (per die showing N)
  }
}

const XOCDIA_ODDS: Record<string, number> = {
  even: 0.96,
  odd: 0.96,
  four_red: 14,
  four_white: 14,
  three_red: 2.8,
  three_white: 2.8,
};

/** The house's default odds for every spot of a table. */
export function defaultOdds(kind: LiveTableKind, variant: BaccaratVariant | null): Record<string, number> {
  const odds = (spot: string): number => {
    switch (kind) {
      case "baccarat":
        if (spot === "banker") return variant === "no_commission" ? 1 : 0.95;
        return spot === "player" ? 1 : spot === "tie" ? 8 : 11;
      case "dragon_tiger":
        // A tie pays 11:1 (89.6 %); dragon and tiger lose half on a tie (96.3 %).
        return spot === "tie" ? 11 : 1;
      case "sicbo":
        return sicboDefaultOdds(spot);
      case "xocdia":
        return XOCDIA_ODDS[spot] ?? 0;
    }
  };
  return Object.fromEntries(LIVE_SPOTS[kind].map((spot) => [spot, odds(spot)]));
}

/**
 * How a spot settles: `stakeBack` of the stake returned (1 won or push, 0.5 half lost, 0 lost) plus
 * `oddsFactor` × odds (1 won; a no-commission Banker six 0.5; sic bo single_N the dice showing N).
 */
export interface SpotSettlement {
  stakeBack: number;
  oddsFactor: number;
}

const LOST: SpotSettlement = { stakeBack: 0, oddsFactor: 0 };
const HALF_LOST: SpotSettlement = { stakeBack: 0.5, oddsFactor: 0 };
const PUSH: SpotSettlement = { stakeBack: 1, oddsFactor: 0 };
const WON: SpotSettlement = { stakeBack: 1, oddsFactor: 1 };
const won = (yes: boolean) => (yes ? WON : LOST);

function notASpot(kind: LiveTableKind, spot: string): never {
  throw new RangeError(`${kind} has no spot ${JSON.stringify(spot)}`);
}

export function settleSpot(
  kind: LiveTableKind,
  variant: BaccaratVariant | null,
  spot: string,
  result: LiveResult,
): SpotSettlement {
  if (result.kind !== kind) throw new RangeError(`a ${result.kind} result on a ${kind} table`);
  if (!LIVE_SPOTS[kind].includes(spot)) notASpot(kind, spot);
  switch (result.kind) {
    case "baccarat":
      switch (spot) {
        case "player":
          return result.outcome === "tie" ? PUSH : won(result.outcome === "player");
        case "banker":
          if (result.outcome === "tie") return PUSH;
          if (result.outcome !== "banker") return LOST;
          return variant === "no_commission" && result.bankerTotal === 6
            ? { stakeBack: 1, oddsFactor: 0.5 }
            : WON;
        case "tie":
          return won(result.outcome === "tie");
        case "player_pair":
          return won(result.playerPair);
        default:
          return won(result.bankerPair);
      }
    case "dragon_tiger":
      if (spot === "tie") return won(result.outcome === "tie");
      return result.outcome === "tie" ? HALF_LOST : won(result.outcome === spot);
    case "sicbo":
      if (spot.startsWith("single_")) {
        const count = faceCount(result.dice, Number(spot.slice("single_".length)));
        return count === 0 ? LOST : { stakeBack: 1, oddsFactor: count };
      }
      return won(sicboWins(spot, result.dice));
    case "xocdia":
      return won(xocdiaWins(spot, result.reds));
  }
}

function checkOdds(odds: number): void {
  if (!Number.isFinite(odds) || odds < 0 || odds > 100_000) throw new RangeError("odds are 0–100000");
}

/** A settlement's return in per-mille of the stake (stake included), an integer. */
function perMilleOf({ stakeBack, oddsFactor }: SpotSettlement, odds: number): number {
  return Math.round(stakeBack * 1000) + Math.round(oddsFactor * odds * 1000);
}

/** The spot's return in per-mille of its stake (stake included), an integer. */
export function returnPerMille(
  kind: LiveTableKind,
  variant: BaccaratVariant | null,
  spot: string,
  odds: number,
  result: LiveResult,
): number {
  checkOdds(odds);
  return perMilleOf(settleSpot(kind, variant, spot, result), odds);
}

/** What a stake gets back: floor(stake · perMille / 1000). */
export function payout(stakeMinor: bigint, perMille: number): bigint {
  if (stakeMinor < 0n || !Number.isSafeInteger(perMille) || perMille < 0)
    throw new RangeError("payout needs a stake >= 0 and a whole per-mille >= 0");
  return (stakeMinor * BigInt(perMille)) / 1000n;
}

/** Table views ask for every spot's RTP often; the odds in use are few. */
const momentsMemo = new Map<string, { mean: number; sd: number }>();
const MOMENTS_MEMO_LIMIT = 10_000;

/** The spot's expected return per unit staked (a fraction), and its standard deviation. */
export function spotMoments(
  kind: LiveTableKind,
  variant: BaccaratVariant | null,
  spot: string,
  odds: number,
): { mean: number; sd: number } {
  checkOdds(odds);
  const key = `${kind}:${variant}:${spot}:${odds}`;
  const known = momentsMemo.get(key);
  if (known) return known;
  let mean = 0;
  let square = 0;
  for (const { p, result } of outcomeDistribution(kind)) {
    const { stakeBack, oddsFactor } = settleSpot(kind, variant, spot, result);
    const r = stakeBack + oddsFactor * odds;
    mean += p * r;
    square += p * r * r;
  }
  const moments = { mean, sd: Math.sqrt(Math.max(0, square - mean * mean)) };
  if (momentsMemo.size >= MOMENTS_MEMO_LIMIT) momentsMemo.clear();
  momentsMemo.set(key, moments);
  return moments;
}

/** The spot's exact expected return in percent (e.g. banker 98.94…), unrounded. */
export function spotRtp(
  kind: LiveTableKind,
  variant: BaccaratVariant | null,
  spot: string,
  odds: number,
): number {
  return spotMoments(kind, variant, spot, odds).mean * 100;
}

/**
 * Every distinct way a round of the table can settle its spots (one row per possible outcome, rows
 * that settle every spot alike merged: sic bo's 216 throws give 56 rows), memoised per table kind.
 */
const settlementRows = new Map<string, readonly SpotSettlement[][]>();

function possibleSettlements(
  kind: LiveTableKind,
  variant: BaccaratVariant | null,
): readonly SpotSettlement[][] {
  const key = `${kind}:${variant}`;
  let rows = settlementRows.get(key);
  if (!rows) {
    const distinct = new Map<string, SpotSettlement[]>();
    for (const { p, result } of outcomeDistribution(kind)) {
      if (p <= 0) continue;
      const row = LIVE_SPOTS[kind].map((spot) => settleSpot(kind, variant, spot, result));
      distinct.set(row.map((cell) => `${cell.stakeBack}/${cell.oddsFactor}`).join(), row);
    }
    rows = [...distinct.values()];
    settlementRows.set(key, rows);
  }
  return rows;
}

/** The most the table pays back (stakes included) over every possible outcome of a round. */
export function worstCase(
  kind: LiveTableKind,
  variant: BaccaratVariant | null,
  odds: Record<string, number>,
  stakes: Map<string, bigint>,
): bigint {
  const terms: { index: number; stake: bigint; odds: number }[] = [];
  for (const [spot, stake] of stakes) {
    const index = LIVE_SPOTS[kind].indexOf(spot);
    if (index < 0) notASpot(kind, spot);
    const spotOdds = odds[spot];
    if (spotOdds === undefined) throw new RangeError(`no odds for ${spot}`);
    checkOdds(spotOdds);
    if (stake > 0n) terms.push({ index, stake, odds: spotOdds });
  }
  let most = 0n;
  for (const row of possibleSettlements(kind, variant)) {
    let paid = 0n;
    for (const term of terms) {
      const cell = row[term.index];
      if (cell) paid += payout(term.stake, perMilleOf(cell, term.odds));
    }
    if (paid > most) most = paid;
  }
  return most;
}
