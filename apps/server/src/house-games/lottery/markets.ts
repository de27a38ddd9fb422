/**
 * The lô/đề market catalogue as data, with exact return-to-player figures (DOMAIN §1.3–§1.5).
 *
 * Money model: a bet is `points` on one combination (one number, or k numbers for xiên k / trượt N).
 *   cost   = points × price × unitValue
 *   payout = points × odds × hits × unitValue   (per_hit: lô pays every occurrence)
 *          = points × odds × unitValue          (every other rule, when the bet wins)
 * The stake is not added back ("1 ăn X"). unitValue (e.g. 1,000 ₫) belongs to the brand, so this
 * module works in points and multiples only.
 *
 * Probabilities assume every digit of every prize is uniform and independent: true of the fair
 * draws of fair-draw.ts, and the usual model of the state lottery.
 */
import { numbersInResult, numbersWithAtLeastDigits, type Region } from "./prizes";

export type MarketCode =
  | "lo2"
  | "lo3"
  | "lo4"
  | "de"
  | "de_dau"
  | "de_g1"
  | "dau"
  | "duoi"
  | "cang3"
  | "cang4"
  | "xien2"
  | "xien3"
  | "xien4"
  | "truot4"
  | "truot8"
  | "truot10";

/**
 * per_hit: paid once per matching prize (lô). once: paid once if the number matches (đề & co.).
 * all_legs: every chosen number appears at least once (xiên). none_appear: no chosen number appears.
 */
export type PayRule = "per_hit" | "once" | "all_legs" | "none_appear";

/**
 * Where a single-target market reads its number: `digits` digits of one prize, counted from its
 * start or from its end after skipping `skip` digits (đầu = the tens digit of ĐB's last two).
 */
export interface PrizeSlice {
  readonly prize: "DB" | "G1";
  readonly anchor: "start" | "end";
  readonly skip: number;
}

export interface MarketPricing {
  /** Cost of one point, in units. */
  readonly price: number;
  /** Paid per point per hit (per_hit) or once, in units. */
  readonly odds: number;
}

export interface MarketDefinition {
  readonly code: MarketCode;
  readonly name: { readonly en: string; readonly vi: string };
  /** Digits of each chosen number. */
  readonly digits: 1 | 2 | 3 | 4;
  /** How many distinct numbers one combination takes. */
  readonly numbersPerBet: number;
  readonly payRule: PayRule;
  /** "endings": the last `digits` digits of every prize that has that many; else one prize slice. */
  readonly target: "endings" | PrizeSlice;
  /** Regions that sell it, each with its default pricing. */
  readonly defaults: Readonly<Partial<Record<Region, MarketPricing>>>;
}

const DB_END: PrizeSlice = { prize: "DB", anchor: "end", skip: 0 };

/** The same pricing everywhere: the chance of a ĐB-only market does not depend on the layout. */
function everywhere(price: number, odds: number): Readonly<Record<Region, MarketPricing>> {
  const pricing = { price, odds };
  return { north: pricing, central: pricing, south: pricing };
}

/** North, and South with Central (same 18-number layout). */
function byLayout(north: MarketPricing, south: MarketPricing): Readonly<Record<Region, MarketPricing>> {
  return { north, central: south, south };
}

/*
 * Default prices and odds: values real sites quote (DOMAIN §1.3), every RTP below 100%.
 * North lô follows the online "điểm" model (27k a point pays 99k a hit). South lô uses the one
 * South site quote with a per-point price ([S5]: 15 of 18 at 79); lô 4 South has no quote, so it
 * reuses the North odds with the price set to the 16 numbers covered. Single-target markets pay the
 * same in every region because their chance is 1/10^digits whatever the layout.
 */
export const MARKETS: Readonly<Record<MarketCode, MarketDefinition>> = {
  lo2: {
    code: "lo2",
    name: { en: "Lô 2 digits", vi: "Lô 2 số" },
    digits: 2,
    numbersPerBet: 1,
    payRule: "per_hit",
    target: "endings",
    defaults: byLayout({ price: 27, odds: 99 }, { price: 15, odds: 79 }),
  },
  lo3: {
    code: "lo3",
    name: { en: "Lô 3 digits", vi: "Lô 3 số" },
    digits: 3,
    numbersPerBet: 1,
    payRule: "per_hit",
    target: "endings",
    defaults: byLayout({ price: 23, odds: 960 }, { price: 17, odds: 770 }),
  },
  lo4: {
    code: "lo4",
    name: { en: "Lô 4 digits", vi: "Lô 4 số" },
    digits: 4,
    numbersPerBet: 1,
    payRule: "per_hit",
    target: "endings",
    defaults: byLayout({ price: 20, odds: 8880 }, { price: 16, odds: 8880 }),
  },
  de: {
    code: "de",
    name: { en: "Special prize, last 2", vi: "Đề đặc biệt" },
    digits: 2,
    numbersPerBet: 1,
    payRule: "once",
    target: DB_END,
    defaults: everywhere(1, 95),
  },
  de_dau: {
    code: "de_dau",
    name: { en: "Special prize, first 2", vi: "Đề đầu đặc biệt" },
    digits: 2,
    numbersPerBet: 1,
    payRule: "once",
    // The first two digits of ĐB as printed: 5 digits in the North, 6 in the South and Central.
    target: { prize: "DB", anchor: "start", skip: 0 },
    defaults: everywhere(1, 95),
  },
  de_g1: {
    code: "de_g1",
    name: { en: "First prize, last 2", vi: "Đề giải nhất" },
    digits: 2,
    numbersPerBet: 1,
    payRule: "once",
    target: { prize: "G1", anchor: "end", skip: 0 },
    defaults: { north: { price: 1, odds: 95 } },
  },
  dau: {
    code: "dau",
    name: { en: "Head digit", vi: "Đầu" },
    digits: 1,
    numbersPerBet: 1,
    payRule: "once",
    target: { prize: "DB", anchor: "end", skip: 1 },
    defaults: everywhere(1, 9.5),
  },
  duoi: {
    code: "duoi",
    name: { en: "Tail digit", vi: "Đuôi" },
    digits: 1,
    numbersPerBet: 1,
    payRule: "once",
    target: DB_END,
    defaults: everywhere(1, 9.5),
  },
  cang3: {
    code: "cang3",
    name: { en: "Special prize, last 3", vi: "3 càng" },
    digits: 3,
    numbersPerBet: 1,
    payRule: "once",
    target: DB_END,
    defaults: everywhere(1, 960),
  },
  cang4: {
    code: "cang4",
    name: { en: "Special prize, last 4", vi: "4 càng" },
    digits: 4,
    numbersPerBet: 1,
    payRule: "once",
    target: DB_END,
    defaults: everywhere(1, 8880),
  },
  xien2: multiLeg("xien2", "Xiên 2", 2, "all_legs", { price: 1, odds: 17 }, { price: 1, odds: 35 }),
  xien3: multiLeg("xien3", "Xiên 3", 3, "all_legs", { price: 1, odds: 65 }, { price: 1, odds: 200 }),
  xien4: multiLeg("xien4", "Xiên 4", 4, "all_legs", { price: 1, odds: 300 }, { price: 1, odds: 1400 }),
  truot4: multiLeg("truot4", "Trượt 4", 4, "none_appear", { price: 1, odds: 2.5 }, { price: 1, odds: 2 }),
  truot8: multiLeg("truot8", "Trượt 8", 8, "none_appear", { price: 1, odds: 8 }, { price: 1, odds: 3.5 }),
  truot10: multiLeg(
    "truot10",
    "Trượt 10",
    10,
    "none_appear",
    { price: 1, odds: 12 },
    { price: 1, odds: 4.5 },
  ),
};

function multiLeg(
  code: MarketCode,
  vi: string,
  legs: number,
  payRule: "all_legs" | "none_appear",
  north: MarketPricing,
  south: MarketPricing,
): MarketDefinition {
  const en = payRule === "all_legs" ? `Parlay of ${legs}` : `None of ${legs}`;
  return {
    code,
    name: { en, vi },
    digits: 2,
    numbersPerBet: legs,
    payRule,
    target: "endings",
    defaults: byLayout(north, south),
  };
}

export const MARKET_CODES = Object.keys(MARKETS) as MarketCode[];

export function isMarketCode(value: string): value is MarketCode {
  return Object.hasOwn(MARKETS, value);
}

export function marketsFor(region: Region): MarketDefinition[] {
  return MARKET_CODES.map((code) => MARKETS[code]).filter((market) => market.defaults[region] !== undefined);
}

export function isOffered(market: MarketCode, region: Region): boolean {
  return MARKETS[market].defaults[region] !== undefined;
}

export function defaultPricing(market: MarketCode, region: Region): MarketPricing {
  const pricing = MARKETS[market].defaults[region];
  if (!pricing) throw new RangeError(`${market} is not offered in the ${region}`);
  return pricing;
}

/** n choose k, exact for the small arguments used here. */
function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 0; i < k; i++) result = (result * (n - i)) / (i + 1);
  return Math.round(result);
}

/** P(every one of k given distinct endings occurs among n uniform endings), by inclusion–exclusion. */
function allAppear(k: number, n: number): number {
  let p = 0;
  for (let j = 0; j <= k; j++) p += (-1) ** j * choose(k, j) * (1 - j / 100) ** n;
  return p;
}

/** How many uniform endings of the market's width a result offers: the prizes long enough. */
function endingsDrawn(market: MarketDefinition, region: Region): number {
  return market.target === "endings" ? numbersWithAtLeastDigits(region, market.digits) : 1;
}

/** P(one combination wins anything). */
export function hitProbability(code: MarketCode, region: Region): number {
  const market = MARKETS[code];
  const space = 10 ** market.digits;
  switch (market.payRule) {
    case "per_hit":
      return 1 - (1 - 1 / space) ** endingsDrawn(market, region);
    case "once":
      return 1 / space;
    case "all_legs":
      return allAppear(market.numbersPerBet, numbersInResult(region));
    case "none_appear":
      return (1 - market.numbersPerBet / 100) ** numbersInResult(region);
  }
}

/** E[multiplier]: expected hits for lô (linearity: n endings × 1/10^digits), P(win) otherwise. */
export function expectedMultiplier(code: MarketCode, region: Region): number {
  const market = MARKETS[code];
  if (market.payRule === "per_hit") return endingsDrawn(market, region) / 10 ** market.digits;
  return hitProbability(code, region);
}

/** Return to player as a fraction (0.99 = 99%), closed form. */
export function exactRtp(code: MarketCode, region: Region, price: number, odds: number): number {
  if (!(price > 0) || !(odds >= 0)) throw new RangeError("price must be > 0 and odds >= 0");
  if (!isOffered(code, region)) throw new RangeError(`${code} is not offered in the ${region}`);
  return (expectedMultiplier(code, region) * odds) / price;
}

/** Cost of a bet in units (multiply by the brand's unitValue for money). */
export function betCost(points: number, price: number): number {
  return roundUnits(points * price);
}

/** Payout of a settled bet in units; multiplier as returned by settleBet. */
export function betPayout(points: number, odds: number, multiplier: number): number {
  return roundUnits(points * odds * multiplier);
}

/** Decimal odds like 9.5 or 2.5 leave binary noise (0.1 × 3); units are kept to 6 decimals. */
function roundUnits(value: number): number {
  if (!Number.isFinite(value) || value < 0) throw new RangeError("points, price and odds must be >= 0");
  return Number.isSafeInteger(value) ? value : Math.round(value * 1e6) / 1e6;
}
