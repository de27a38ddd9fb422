import type { TFunction } from "i18next";
import { formatRate, type MarketTerms, oddsStyle } from "../model/markets";

/** A market's odds as players read them: "1 ăn 99" for lô/đề, "×1.95" or "up to ×251" for Keno. */
export function oddsText(t: TFunction<"lottery">, market: MarketTerms): string {
  if (oddsStyle(market) === "eats") return t("market.eats", { odds: formatRate(market.odds) });
  const table = market.payTable ?? [];
  if (table.length > 1) {
    const top = Math.max(market.odds, ...table.map((row) => row.odds));
    return t("market.upTo", { odds: formatRate(top) });
  }
  return t("market.decimal", { odds: formatRate(table[0]?.odds ?? market.odds) });
}

/** The market's RTP, e.g. "RTP 99.5%". */
export function rtpText(t: TFunction<"lottery">, market: MarketTerms): string {
  return t("market.rtp", { rtp: formatRate(market.rtp) });
}
