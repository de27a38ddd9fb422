/**
 * The two in-house RNG slots: symbols, paylines, paytables and reel strips.
 *
 * Line pays are multiples of the LINE bet; scatter pays are multiples of the TOTAL bet. Reel strips
 * are written one character per stop (codes in each symbol list) and decoded at load.
 *
 * The declared RTPs are the exact values printed by `npx tsx bench/slot-rtp-exact.ts`, which
 * enumerates every stop combination of every variant and solves the free-spin rounds exactly (cap
 * included); that script fails when a declared value here no longer matches its definition.
 */

import { PAYLINES_20 } from "@lotus/contracts";

export type SlotId = "lotus-fortune" | "dragon-pearl";

export interface SlotSymbol {
  id: string;
  /** One character used in the reel strip strings below. */
  code: string;
  kind: "wild" | "scatter" | "pay";
  name: { en: string; vi: string };
}

export interface SlotVariant {
  id: string;
  /** Declared RTP, percent with 2 decimals (from bench/slot-rtp-exact.ts). */
  rtp: number;
  /** One strip of symbol ids per reel; row r of the window shows strip[(stop + r) % length]. */
  reels: string[][];
  /** Strips used during free spins (the base strips when absent). */
  freeSpinReels?: string[][];
}

export interface ScatterRule {
  symbol: string;
  /** Multiples of the total bet, by scatter count anywhere on the grid. */
  pays: { 3: number; 4: number; 5: number };
  freeSpins: { 3: number; 4: number; 5: number };
  /** Applied to every win of a free spin. */
  freeSpinMultiplier: number;
  /** Cap on the free spins of one round, retriggers included, so a round always ends. */
  maxFreeSpins: number;
}

export interface SlotDefinition {
  id: SlotId;
  name: { en: string; vi: string };
  reelCount: number;
  rows: number;
  symbols: SlotSymbol[];
  /** Row (0 = top) on each reel, left to right; payline n is index n - 1. */
  paylines: readonly (readonly number[])[];
  /** 3, 4 and 5 of a kind from reel 1, multiples of the line bet. */
  paytable: Record<string, readonly [number, number, number]>;
  scatter?: ScatterRule;
  variants: Record<string, SlotVariant>;
  defaultVariant: string;
}

function decodeReels(symbols: readonly SlotSymbol[], strips: readonly string[]): string[][] {
  return strips.map((strip) =>
    [...strip].map((code) => {
      const symbol = symbols.find((candidate) => candidate.code === code);
      if (!symbol) throw new Error(`unknown reel code ${code}`);
      return symbol.id;
    }),
  );
}

/** The low-paying card ranks both slots share. */
const CARD_SYMBOLS: SlotSymbol[] = [
  { id: "a", code: "A", kind: "pay", name: { en: "A", vi: "A" } },
  { id: "k", code: "K", kind: "pay", name: { en: "K", vi: "K" } },
  { id: "q", code: "Q", kind: "pay", name: { en: "Q", vi: "Q" } },
  { id: "j", code: "J", kind: "pay", name: { en: "J", vi: "J" } },
  { id: "ten", code: "T", kind: "pay", name: { en: "10", vi: "10" } },
];

const LOTUS_SYMBOLS: SlotSymbol[] = [
  { id: "wild", code: "W", kind: "wild", name: { en: "Lotus Wild", vi: "Hoa Sen Wild" } },
  { id: "koi", code: "1", kind: "pay", name: { en: "Golden Koi", vi: "Cá Chép Vàng" } },
  { id: "lantern", code: "2", kind: "pay", name: { en: "Lantern", vi: "Đèn Lồng" } },
  { id: "fan", code: "3", kind: "pay", name: { en: "Fan", vi: "Quạt" } },
  { id: "drum", code: "4", kind: "pay", name: { en: "Drum", vi: "Trống" } },
  ...CARD_SYMBOLS,
];

const DRAGON_SYMBOLS: SlotSymbol[] = [
  { id: "wild", code: "W", kind: "wild", name: { en: "Dragon Wild", vi: "Rồng Wild" } },
  { id: "pearl", code: "S", kind: "scatter", name: { en: "Pearl Scatter", vi: "Ngọc Trai Scatter" } },
  { id: "phoenix", code: "1", kind: "pay", name: { en: "Phoenix", vi: "Phượng Hoàng" } },
  { id: "tiger", code: "2", kind: "pay", name: { en: "Tiger", vi: "Hổ" } },
  { id: "turtle", code: "3", kind: "pay", name: { en: "Turtle", vi: "Rùa" } },
  { id: "crane", code: "4", kind: "pay", name: { en: "Crane", vi: "Hạc" } },
  ...CARD_SYMBOLS,
];

/** Both slots pay the card ranks alike. */
const CARD_PAYS: SlotDefinition["paytable"] = {
  a: [25, 75, 200],
  k: [20, 60, 150],
  q: [15, 50, 125],
  j: [10, 40, 100],
  ten: [10, 30, 100],
};

export const LOTUS_PAYTABLE: SlotDefinition["paytable"] = {
  wild: [100, 400, 2000],
  koi: [60, 250, 1000],
  lantern: [50, 200, 600],
  fan: [40, 150, 400],
  drum: [30, 100, 300],
  ...CARD_PAYS,
};

export const DRAGON_PAYTABLE: SlotDefinition["paytable"] = {
  wild: [100, 400, 2000],
  phoenix: [75, 250, 1000],
  tiger: [50, 150, 500],
  turtle: [40, 125, 400],
  crane: [30, 100, 300],
  ...CARD_PAYS,
};

export const DRAGON_SCATTER: ScatterRule = {
  symbol: "pearl",
  pays: { 3: 2, 4: 10, 5: 50 },
  freeSpins: { 3: 10, 4: 15, 5: 20 },
  freeSpinMultiplier: 2,
  maxFreeSpins: 100,
};

// Lotus Fortune: wilds only on reels 2–4; Q, J and 10 come in pairs, which lowers the hit
// frequency for a given RTP. Dragon Pearl: one pearl per strip (two on reel 3 of the base game),
// never two within a 3-row window. The variants of a slot differ only in their strips.
const LOTUS_STRIPS: Record<string, string[]> = {
  rtp96: [
    "1A234KQQAJJTTKA341A2KQQA3JJ4TTKA",
    "AK13QQ24K3JJATTKWQQ341K23AQQJJK34TTW",
    "K4TT12QQAW32K4AQQTT312AK4WQQJJ2A3",
    "JJK3WA14KTTQQAK341JJAWK4ATT3QQ1K2A4",
    "QQ24TTKA1K24AQQTTKJJ2A341KA",
  ],
  rtp94: [
    "12A34KQQJJATTK34A2KAQQ3JJ4TTKA",
    "KA13QQ24K3JJTTKWQQ3A41K23QQJJK34TTW",
    "K4TT12QQAW32K4AQQTT312AK4WQQJJ2A3",
    "JJK3WA14KTTQQA4K31JJA4WKATT43QQ1K2A4",
    "QQ2K4TTA1K24AKQQTTJJK2A341KA",
  ],
  rtp92: [
    "12A34KQQJJATTK34A2KAQQ3JJ4TTKA",
    "AK13QQ24K3JJATTKWQQ341K23AQQJJK34TTW",
    "K4TT21AQQWK32A4QQ2KATT3124AWKQQJJ2A3",
    "JJK13WA4KTTQQA1K34JJA1WK4ATT3QQK12A4",
    "QQ2TT4AJJ2TT4AKQQ12A3TT4JJA",
  ],
};
const DRAGON_STRIPS: Record<string, { base: string[]; free: string[] }> = {
  rtp96: {
    base: [
      "3124AKA3WJJTTSK4A3QQ2KA43JJTTKA",
      "TTA13SK4AQQTT23JJKA413TTAKQQ34WJJ",
      "AJJ41KAQQ23ASKTTAWJJQQ431A2KAQQS3",
      "QQA343WJJKQQA314TT3QQ4SA3JJK324TT",
      "A24QQK3A1WKTTJJ34SAK2QQW3KA41JJK3W",
    ],
    free: [
      "312K4AJJTTQQK3SAKJJTT324KQQA3JJTTK",
      "TTA1KS32AQQ4KAJJ3TTAQQ41K2A3KAQQ4WJJ",
      "A4JJK1ATTQQ23AK4AWJJQQK31A4TT2AKSQQ3",
      "AQQ3K1AWJJ4KA32TT1KAQQ4ASKJJ31AK42TT",
      "K24JJA31KTTQQK34A12TTKJJ34KQQA1S3TT",
    ],
  },
  rtp94: {
    base: [
      "3124AKA3WJJTTSK4A3QQ2KA43JJTTKA",
      "TTA13SK4AQQTT23JJKA413TTAKQQ34WJJ",
      "AJJ41KAQQ23ASKTTAWJJQQ431A2KAQQS3",
      "QQA343WJJAKQQ314TTA3QQ4S3JJAK324TT",
      "A24QQK3AJJ1KTT34WSAK2JJQQ3KA41K3JJW",
    ],
    free: [
      "312K4JJATTQQK3SKJJTT324AKQQ3JJTTK",
      "TTA1KS32AQQ4KAJJ3TTAQQ41K2A3KAQQ4WJJ",
      "A4JJK12ATTQQ3K4A2WJJQQKA314TTA2KSQQ3",
      "AQQ3K1AWJJ4KA32TT1KAQQ4ASKJJ31AK42TT",
      "K24JJA31KTTQQK34A12TTKJJ34KQQA1S3TT",
    ],
  },
  rtp92: {
    base: [
      "3124AKA3KWJJTTS4AK3QQ2AK43JJTTAK",
      "TTA1K3SQQ4ATT2K3JJQQA41K3TTAK3QQ4WJJ",
      "AJJ41AKQQ23ASTTAWJJQQ431AK2AQQS3",
      "QQA343WJJKQQA314TT3QQ4SA3JJK324TT",
      "A24QQK3A1WKTTJJ34SAK2QQW3KA41JJK3W",
    ],
    free: [
      "312K4AJJTTQQK3SAKJJTT324KQQA3JJTTK",
      "TTA1KS32QQ4AKJJA3TTQQ41KA23AKQQ4WJJ",
      "A4JJK1ATTQQ23AK4AWJJQQK31A4TT2AKSQQ3",
      "AQQ3K1AWJJ4KA32TT1KAQQ4ASKJJ31AK42TT",
      "K24JJA31KTTQQ2K34A1TTKJJ324KQQA1S3TT",
    ],
  },
};

/**
 * Exact RTPs (percent, rounded to 2 decimals) printed by `npx tsx bench/slot-rtp-exact.ts` for the
 * definitions above; re-run it after any change to a paytable or strip. Same script, same run:
 *
 * | variant             | exact RTP  | hit freq | sd per round (bets) | free spins           |
 * | lotus-fortune rtp96 | 96.031496% | 29.67%   | 2.446               | —                    |
 * | lotus-fortune rtp94 | 93.965878% | 29.34%   | 2.358               | —                    |
 * | lotus-fortune rtp92 | 91.962898% | 29.25%   | 2.282               | —                    |
 * | dragon-pearl rtp96  | 95.965151% | 27.56%   | 2.982               | 1 in 95.8, 12.77 pts |
 * | dragon-pearl rtp94  | 93.982265% | 27.54%   | 2.868               | 1 in 98.8, 11.76 pts |
 * | dragon-pearl rtp92  | 92.118109% | 27.03%   | 2.853               | 1 in 99.7, 12.21 pts |
 *
 * The free-spin cap (100 per round) moves Dragon Pearl's RTP by under 10^-8 points; it is included.
 */
const LOTUS_RTP: Record<string, number> = { rtp96: 96.03, rtp94: 93.97, rtp92: 91.96 };
const DRAGON_RTP: Record<string, number> = { rtp96: 95.97, rtp94: 93.98, rtp92: 92.12 };

function lotusVariant(id: string): SlotVariant {
  return { id, rtp: LOTUS_RTP[id] ?? 0, reels: decodeReels(LOTUS_SYMBOLS, LOTUS_STRIPS[id] ?? []) };
}

function dragonVariant(id: string): SlotVariant {
  const strips = DRAGON_STRIPS[id];
  return {
    id,
    rtp: DRAGON_RTP[id] ?? 0,
    reels: decodeReels(DRAGON_SYMBOLS, strips?.base ?? []),
    freeSpinReels: decodeReels(DRAGON_SYMBOLS, strips?.free ?? []),
  };
}

export const SLOTS: Record<SlotId, SlotDefinition> = {
  "lotus-fortune": {
    id: "lotus-fortune",
    name: { en: "Lotus Fortune", vi: "Sen Tài Lộc" },
    reelCount: 5,
    rows: 3,
    symbols: LOTUS_SYMBOLS,
    paylines: PAYLINES_20,
    paytable: LOTUS_PAYTABLE,
    variants: { rtp96: lotusVariant("rtp96"), rtp94: lotusVariant("rtp94"), rtp92: lotusVariant("rtp92") },
    defaultVariant: "rtp96",
  },
  "dragon-pearl": {
    id: "dragon-pearl",
    name: { en: "Dragon Pearl", vi: "Ngọc Rồng" },
    reelCount: 5,
    rows: 3,
    symbols: DRAGON_SYMBOLS,
    paylines: PAYLINES_20,
    paytable: DRAGON_PAYTABLE,
    scatter: DRAGON_SCATTER,
    variants: { rtp96: dragonVariant("rtp96"), rtp94: dragonVariant("rtp94"), rtp92: dragonVariant("rtp92") },
    defaultVariant: "rtp96",
  },
};
