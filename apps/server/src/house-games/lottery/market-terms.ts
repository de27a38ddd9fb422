import {
  KENO_MARKETS,
  type LotteryFormat,
  type LotteryMarketCode,
  VN_LOTTERY_MARKETS,
} from "@lotus/contracts";
import { type KenoMarketCode, kenoDefaultOdds, kenoExactRtp, kenoPicks } from "./keno";
import type { MarketRow } from "./lottery.repository";
import { defaultPricing, exactRtp, isOffered, MARKETS, type MarketCode } from "./markets";

/**
 * A market as a brand sells it: the built-in defaults (markets.ts, keno.ts) overlaid with the
 * operator's row. Price and odds in thousandths so money stays integer; RTP computed, never stored.
 */
export interface MarketTerms {
  market: LotteryMarketCode;
  enabled: boolean;
  priceMilli: number;
  oddsMilli: number;
  numberLimitMinor: bigint | null;
  /** Keno picks: decimal return (thousandths) by hits, every count from 0; other markets: empty. */
  payTableMilli: { hits: number; oddsMilli: number }[];
  view: {
    market: LotteryMarketCode;
    picks: number;
    digits: number;
    price: number;
    odds: number;
    payTable?: { hits: number; odds: number }[];
    rtp: number;
    payRule: "per_hit" | "once" | "all_legs" | "none_appear" | "keno";
  };
}

const milli = (value: number) => Math.round(value * 1000);

/** The markets a format sells, in catalogue order. */
export function marketsOfFormat(format: LotteryFormat): LotteryMarketCode[] {
  if (format === "keno") return [...KENO_MARKETS];
  return VN_LOTTERY_MARKETS.filter((code) => isOffered(code as MarketCode, format));
}

/** RTP of a VN market at a price and odds, or of a Keno market at its odds / pay table. */
export function rtpOf(
  format: LotteryFormat,
  market: LotteryMarketCode,
  priceMilli: number,
  oddsMilli: number,
  payTableMilli: { hits: number; oddsMilli: number }[] = [],
): number {
  if (format === "keno")
    return kenoExactRtp(
      market as KenoMarketCode,
      payTableMilli.length > 0 ? payTableMilli.map((row) => row.oddsMilli / 1000) : oddsMilli / 1000,
    );
  return exactRtp(market as MarketCode, format, priceMilli / 1000, oddsMilli / 1000);
}

export function marketTermsOf(
  format: LotteryFormat,
  rows: readonly MarketRow[],
): Map<LotteryMarketCode, MarketTerms> {
  const saved = new Map(rows.map((row) => [row.market, row]));
  const terms = new Map<LotteryMarketCode, MarketTerms>();
  for (const market of marketsOfFormat(format)) {
    const row = saved.get(market);
    let priceMilli: number;
    let oddsMilli: number;
    let payTableMilli: { hits: number; oddsMilli: number }[] = [];
    let picks: number;
    let digits: number;
    let payRule: MarketTerms["view"]["payRule"];
    if (format === "keno") {
      const odds = kenoDefaultOdds(market as KenoMarketCode);
      priceMilli = 1000;
      // A pick market pays by its table (index = hits), which operators do not edit yet.
      if (typeof odds === "number") oddsMilli = row?.oddsMilli ?? milli(odds);
      else {
        payTableMilli = odds.map((entry, hits) => ({ hits, oddsMilli: milli(entry) }));
        oddsMilli = Math.max(...payTableMilli.map((entry) => entry.oddsMilli));
      }
      picks = kenoPicks(market as KenoMarketCode);
      digits = picks > 0 ? 2 : 0;
      payRule = "keno";
    } else {
      const definition = MARKETS[market as MarketCode];
      const pricing = defaultPricing(market as MarketCode, format);
      priceMilli = row?.priceMilli ?? milli(pricing.price);
      oddsMilli = row?.oddsMilli ?? milli(pricing.odds);
      picks = definition.numbersPerBet;
      digits = definition.digits;
      payRule = definition.payRule;
    }
    const rtp = rtpOf(format, market, priceMilli, oddsMilli, payTableMilli);
    terms.set(market, {
      market,
      enabled: row?.enabled ?? true,
      priceMilli,
      oddsMilli,
      numberLimitMinor: row ? row.numberLimitMinor : null,
      payTableMilli,
      view: {
        market,
        picks,
        digits,
        price: priceMilli / 1000,
        odds: oddsMilli / 1000,
        ...(payTableMilli.length > 0
          ? {
              payTable: payTableMilli
                .filter((entry) => entry.oddsMilli > 0)
                .map((entry) => ({ hits: entry.hits, odds: entry.oddsMilli / 1000 })),
            }
          : {}),
        rtp: Math.round(rtp * 100_000) / 1000,
        payRule,
      },
    });
  }
  return terms;
}
