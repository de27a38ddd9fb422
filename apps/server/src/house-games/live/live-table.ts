import {
  type BaccaratVariant,
  defaultBetLimits,
  fromMinor,
  LIVE_SPOTS,
  type LiveTableKind,
  type LiveTableStatus,
} from "@lotus/contracts";
import type { Brand } from "../../platform/brand-context";
import { defaultOdds, spotRtp } from "./engine/payouts";

/** A live table as its driver and its calls read it (a live_tables row with its game's code). */
export interface LiveTable {
  gameId: string;
  brandId: string;
  code: string;
  kind: LiveTableKind;
  variant: BaccaratVariant | null;
  status: LiveTableStatus;
  bettingSeconds: number;
  spots: { spot: string; oddsMilli: number; minMinor: string; maxMinor: string }[] | null;
  clientSeed: string;
  leaseHolder: string | null;
  leaseUntil: Date | null;
  updatedAt: Date;
}

/** One spot's terms in force: odds x:1 in thousandths, the return they give, the stake limits. */
export interface SpotTerms {
  spot: string;
  oddsMilli: number;
  rtp: number;
  minMinor: bigint;
  maxMinor: bigint;
}

/** A table's kind, variant and odds as the payout functions take them. */
export const variantOf = (table: Pick<LiveTable, "kind" | "variant">): BaccaratVariant | null =>
  table.kind === "baccarat" ? (table.variant ?? "standard") : null;

/** The return of a spot at some odds, in percent to two decimals (what screens show). */
export function rtpOf(table: Pick<LiveTable, "kind" | "variant">, spot: string, oddsMilli: number): number {
  return Math.round(spotRtp(table.kind, variantOf(table), spot, oddsMilli / 1000) * 100) / 100;
}

/** The built-in odds of every spot of a table, in thousandths. */
export function defaultOddsMilli(table: Pick<LiveTable, "kind" | "variant">): Map<string, number> {
  const odds = defaultOdds(table.kind, variantOf(table));
  return new Map(LIVE_SPOTS[table.kind].map((spot) => [spot, Math.round((odds[spot] ?? 0) * 1000)]));
}

/**
 * A spot's default limits: the table's (or the currency's) minimum, and a maximum that keeps what
 * one spot can pay about the same — the even-money spots take the full maximum, a spot paying 8:1
 * an eighth of it (a multiple of the minimum, never below it).
 */
function defaultLimits(base: { min: bigint; max: bigint }, oddsMilli: number) {
  const factor = BigInt(Math.max(1, Math.ceil(oddsMilli / 1000)));
  const max = (base.max / factor / base.min) * base.min;
  return { minMinor: base.min, maxMinor: max < base.min ? base.min : max };
}

/** The limits a table starts from: its game's own, else the brand currency's defaults. */
export function baseLimits(
  brand: Brand,
  game: { minBetMinor: bigint | null; maxBetMinor: bigint | null },
): { min: bigint; max: bigint } {
  const fallback = defaultBetLimits(brand.currency.code, brand.currency.minorDigits);
  return { min: game.minBetMinor ?? fallback.min, max: game.maxBetMinor ?? fallback.max };
}

/** Every spot of the table with the operator's saved terms over the built-in ones, in layout order. */
export function spotTermsOf(table: LiveTable, base: { min: bigint; max: bigint }): SpotTerms[] {
  const saved = new Map((table.spots ?? []).map((spot) => [spot.spot, spot]));
  const defaults = defaultOddsMilli(table);
  return LIVE_SPOTS[table.kind].map((spot) => {
    const stored = saved.get(spot);
    const oddsMilli = stored?.oddsMilli ?? defaults.get(spot) ?? 0;
    const limits = stored
      ? { minMinor: BigInt(stored.minMinor), maxMinor: BigInt(stored.maxMinor) }
      : defaultLimits(base, oddsMilli);
    return { spot, oddsMilli, rtp: rtpOf(table, spot, oddsMilli), ...limits };
  });
}

const CHIP_STEPS = [1n, 2n, 5n, 10n, 20n, 50n, 100n, 200n, 500n, 1_000n];

/** Chip values from the smallest limit up, never above the largest spot maximum (at most 8 chips). */
export function chipsOf(terms: readonly SpotTerms[]): bigint[] {
  const min = terms.reduce(
    (low, spot) => (spot.minMinor < low ? spot.minMinor : low),
    terms[0]?.minMinor ?? 1n,
  );
  const max = terms.reduce((high, spot) => (spot.maxMinor > high ? spot.maxMinor : high), 0n);
  return CHIP_STEPS.map((step) => step * min)
    .filter((value) => value <= max)
    .slice(0, 8);
}

/** The table's smallest and largest stake over its spots (the lobby and the room list show them). */
export function tableLimits(terms: readonly SpotTerms[]): { minMinor: bigint; maxMinor: bigint } {
  let minMinor = terms[0]?.minMinor ?? 0n;
  let maxMinor = 0n;
  for (const spot of terms) {
    if (spot.minMinor < minMinor) minMinor = spot.minMinor;
    if (spot.maxMinor > maxMinor) maxMinor = spot.maxMinor;
  }
  return { minMinor, maxMinor };
}

/** The contract's view of a spot's terms in the brand's money. */
export function spotView(brand: Brand, terms: SpotTerms) {
  const money = (minor: bigint) => fromMinor(minor, brand.currency.minorDigits);
  return {
    spot: terms.spot,
    odds: terms.oddsMilli / 1000,
    rtp: terms.rtp,
    min: money(terms.minMinor),
    max: money(terms.maxMinor),
  };
}

/*
 * The vendor-wallet ids of a live round. The vendor round of a member is the table round's id (the
 * wallet keeps rounds per member): each confirmation is one debit on it, and the one credit that
 * settles it (zero for a loss) closes it; a void round's debits are rolled back one by one.
 */
export const debitId = (slipId: string) => `live-slip:${slipId}`;
export const winId = (roundId: string, memberId: string) => `live-win:${roundId}:${memberId}`;
export const rollbackId = (slipId: string) => `live-rollback:${slipId}`;
export const refundId = (slipId: string) => `live-refund:${slipId}`;
