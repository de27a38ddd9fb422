import type { LotteryFormat, LotteryMarketCode } from "@lotus/contracts";

/** What the page reads of a market (the session answer's market view). */
export interface MarketTerms {
  market: LotteryMarketCode;
  picks: number;
  digits: number;
  price: number;
  odds: number;
  payTable?: { hits: number; odds: number }[];
  rtp: number;
  payRule: "per_hit" | "once" | "all_legs" | "none_appear" | "keno";
}

export type MarketGroupId =
  | "lo"
  | "de"
  | "dauDuoi"
  | "cang"
  | "xien"
  | "truot"
  | "taiXiu"
  | "trenDuoi"
  | "chanLe"
  | "nguHanh"
  | "chonSo"
  | "other";

/** The tabs of the betting board, in the order players look for them. */
const VN_GROUPS: readonly { id: MarketGroupId; markets: readonly LotteryMarketCode[] }[] = [
  { id: "lo", markets: ["lo2", "lo3", "lo4"] },
  { id: "de", markets: ["de", "de_dau", "de_g1"] },
  { id: "dauDuoi", markets: ["dau", "duoi"] },
  { id: "cang", markets: ["cang3", "cang4"] },
  { id: "xien", markets: ["xien2", "xien3", "xien4"] },
  { id: "truot", markets: ["truot4", "truot8", "truot10"] },
];

const KENO_GROUPS: readonly { id: MarketGroupId; markets: readonly LotteryMarketCode[] }[] = [
  {
    id: "taiXiu",
    markets: ["keno_big", "keno_small", "keno_big_odd", "keno_big_even", "keno_small_odd", "keno_small_even"],
  },
  { id: "trenDuoi", markets: ["keno_upper", "keno_lower", "keno_upper_lower_tie"] },
  { id: "chanLe", markets: ["keno_odd", "keno_even", "keno_odd_even_tie", "keno_sum_odd", "keno_sum_even"] },
  { id: "nguHanh", markets: ["keno_metal", "keno_wood", "keno_water", "keno_fire", "keno_earth"] },
  { id: "chonSo", markets: ["keno_pick1", "keno_pick2", "keno_pick3", "keno_pick4", "keno_pick5"] },
];

export interface MarketGroup<M extends MarketTerms = MarketTerms> {
  id: MarketGroupId;
  markets: M[];
}

/**
 * The session's markets in their tabs: only what the game sells, empty tabs dropped, and anything
 * a newer server offers that no tab knows under "other" rather than lost.
 */
export function marketGroups<M extends MarketTerms>(
  format: LotteryFormat,
  markets: readonly M[],
): MarketGroup<M>[] {
  const byCode = new Map(markets.map((market) => [market.market, market]));
  const placed = new Set<LotteryMarketCode>();
  const groups: MarketGroup<M>[] = [];
  for (const group of format === "keno" ? KENO_GROUPS : VN_GROUPS) {
    const offered = group.markets.flatMap((code) => {
      const market = byCode.get(code);
      if (!market) return [];
      placed.add(code);
      return [market];
    });
    if (offered.length > 0) groups.push({ id: group.id, markets: offered });
  }
  const rest = markets.filter((market) => !placed.has(market.market));
  if (rest.length > 0) groups.push({ id: "other", markets: rest });
  return groups;
}

/**
 * How a market's numbers are chosen: none (Keno side markets), a digit 0–9 (đầu, đuôi), the 00–99
 * grid (2-digit markets), typed 3 or 4-digit numbers, or the 1–80 Keno grid.
 */
export type BoardKind = "none" | "digit" | "grid" | "typed" | "keno";

export function boardKind(market: MarketTerms): BoardKind {
  if (market.payRule === "keno") return market.picks > 0 ? "keno" : "none";
  if (market.digits <= 1) return "digit";
  if (market.digits === 2) return "grid";
  return "typed";
}

/**
 * How a line's numbers make combinations (the contract's money model): "each" number is its own
 * combination (lô, đề, đầu/đuôi, càng), a "set" of exactly `size` numbers is one combination (xiên,
 * trượt, Keno picks), or "none" at all (Keno side markets: the line is one combination).
 */
export type LineShape = { kind: "each" } | { kind: "set"; size: number } | { kind: "none" };

export function lineShape(market: MarketTerms): LineShape {
  if (market.payRule === "keno")
    return market.picks > 0 ? { kind: "set", size: market.picks } : { kind: "none" };
  if (market.payRule === "all_legs" || market.payRule === "none_appear")
    return { kind: "set", size: Math.max(1, market.picks) };
  return { kind: "each" };
}

/** The most one point of one combination returns, in points (a Keno pick's best pay-table row). */
export function topOdds(market: MarketTerms): number {
  return Math.max(market.odds, ...(market.payTable ?? []).map((row) => row.odds));
}

/**
 * Two ways of quoting odds: lô/đề "1 ăn X" pays X per point and keeps the stake; Keno quotes the
 * decimal return, stake included (DOMAIN §2.1).
 */
export function oddsStyle(market: MarketTerms): "eats" | "decimal" {
  return market.payRule === "keno" ? "decimal" : "eats";
}

/** Odds and RTP as shown: up to three decimals, no trailing zeros. */
export function formatRate(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}
