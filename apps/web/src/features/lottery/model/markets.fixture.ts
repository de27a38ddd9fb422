import type { MarketTerms } from "./markets";

/** Market terms as the session answers them (the server's default prices and odds). */
export const TERMS = {
  lo2: { market: "lo2", picks: 1, digits: 2, price: 27, odds: 99, rtp: 99, payRule: "per_hit" },
  lo3: { market: "lo3", picks: 1, digits: 3, price: 23, odds: 960, rtp: 96, payRule: "per_hit" },
  de: { market: "de", picks: 1, digits: 2, price: 1, odds: 95, rtp: 95, payRule: "once" },
  dau: { market: "dau", picks: 1, digits: 1, price: 1, odds: 9.5, rtp: 95, payRule: "once" },
  cang4: { market: "cang4", picks: 1, digits: 4, price: 1, odds: 8880, rtp: 88.8, payRule: "once" },
  xien2: { market: "xien2", picks: 2, digits: 2, price: 1, odds: 17, rtp: 93.4, payRule: "all_legs" },
  xien3: { market: "xien3", picks: 3, digits: 2, price: 1, odds: 65, rtp: 80, payRule: "all_legs" },
  truot4: { market: "truot4", picks: 4, digits: 2, price: 1, odds: 2.5, rtp: 83, payRule: "none_appear" },
  keno_big: { market: "keno_big", picks: 0, digits: 0, price: 1, odds: 1.95, rtp: 97.5, payRule: "keno" },
  keno_metal: { market: "keno_metal", picks: 0, digits: 0, price: 1, odds: 9.2, rtp: 94.3, payRule: "keno" },
  keno_pick2: {
    market: "keno_pick2",
    picks: 2,
    digits: 2,
    price: 1,
    odds: 14,
    payTable: [{ hits: 2, odds: 14 }],
    rtp: 84,
    payRule: "keno",
  },
  keno_pick5: {
    market: "keno_pick5",
    picks: 5,
    digits: 2,
    price: 1,
    odds: 251,
    payTable: [
      { hits: 3, odds: 3 },
      { hits: 4, odds: 21 },
      { hits: 5, odds: 251 },
    ],
    rtp: 66.8,
    payRule: "keno",
  },
} satisfies Record<string, MarketTerms>;
