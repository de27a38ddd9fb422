import { z } from "zod";
import { paged, pageQuery } from "./games-shared";
import { defineCall, epochMs } from "./http";
import { amountInput, amountValue } from "./wallet";

/**
 * The house live tables' player API (issue #15, DOMAIN §3): baccarat, dragon tiger, sic bo and xóc
 * đĩa in shared timed rounds. Like the lotteries they are house-vendor games reached with a house
 * session opened from a one-time launch token; the round's public state also travels over the
 * site's WebSocket (`{"type":"watch","live":[table codes]}` → `LiveTableEvent`s).
 */

/** Every house live table's game code starts so (the play page picks the table page by it). */
export const LIVE_TABLE_PREFIX = "live-";
export const isHouseLiveTableId = (gameId: string) => gameId.startsWith(LIVE_TABLE_PREFIX);

export const LIVE_TABLE_KINDS = ["baccarat", "dragon_tiger", "sicbo", "xocdia"] as const;
export type LiveTableKind = (typeof LIVE_TABLE_KINDS)[number];
/** Baccarat's two payout variants: Banker 0.95:1, or no commission with a Banker six paying 1:2. */
export const BACCARAT_VARIANTS = ["standard", "no_commission"] as const;
export type BaccaratVariant = (typeof BACCARAT_VARIANTS)[number];

export const BACCARAT_SPOTS = ["player", "banker", "tie", "player_pair", "banker_pair"] as const;
export const DRAGON_TIGER_SPOTS = ["dragon", "tiger", "tie"] as const;
const DICE = [1, 2, 3, 4, 5, 6] as const;
export const SICBO_SPOTS = [
  "small",
  "big",
  "odd",
  "even",
  ...Array.from({ length: 14 }, (_, index) => `total_${index + 4}`),
  ...DICE.map((face) => `single_${face}`),
  ...DICE.map((face) => `double_${face}`),
  ...DICE.map((face) => `triple_${face}`),
  "any_triple",
  ...DICE.flatMap((a) => DICE.filter((b) => b > a).map((b) => `combo_${a}_${b}`)),
] as const;
export const XOCDIA_SPOTS = ["even", "odd", "four_red", "four_white", "three_red", "three_white"] as const;

/** Every spot each kind of table offers, in the order its layout and its lists show them. */
export const LIVE_SPOTS: Record<LiveTableKind, readonly string[]> = {
  baccarat: BACCARAT_SPOTS,
  dragon_tiger: DRAGON_TIGER_SPOTS,
  sicbo: SICBO_SPOTS,
  xocdia: XOCDIA_SPOTS,
};
export const isLiveSpot = (kind: LiveTableKind, spot: string) => LIVE_SPOTS[kind].includes(spot);

/** A table's state as the operator sets it: open runs rounds; paused finishes the round and waits; closed is hidden. */
export const LIVE_TABLE_STATUSES = ["open", "paused", "closed"] as const;
export type LiveTableStatus = (typeof LIVE_TABLE_STATUSES)[number];
/**
 * A round's life (DOMAIN §3.4): betting until `closesAt` (server clock), then no more bets and the
 * deal (`dealing`), the `result` shown, `settled` once every bet is paid; `void` refunds every bet.
 */
export const LIVE_ROUND_PHASES = ["betting", "dealing", "result", "settled", "void"] as const;
export type LiveRoundPhase = (typeof LIVE_ROUND_PHASES)[number];
export const LIVE_BET_STATUSES = ["open", "won", "lost", "push", "void"] as const;

/** A card: rank (A 2–9 T J Q K) then suit (S H D C), e.g. "AS", "TD". */
export const liveCard = z.string().regex(/^[A2-9TJQK][SHDC]$/);
export const DISC_SIDES = ["red", "white"] as const;

/** What a round dealt or threw, and the spots it made win (pushes are settled, not listed). */
export const liveResult = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("baccarat"),
    player: z.array(liveCard),
    banker: z.array(liveCard),
    playerTotal: z.number().int(),
    bankerTotal: z.number().int(),
    outcome: z.enum(["player", "banker", "tie"]),
    playerPair: z.boolean(),
    bankerPair: z.boolean(),
    winners: z.array(z.string()),
  }),
  z.object({
    kind: z.literal("dragon_tiger"),
    dragon: liveCard,
    tiger: liveCard,
    outcome: z.enum(["dragon", "tiger", "tie"]),
    winners: z.array(z.string()),
  }),
  z.object({
    kind: z.literal("sicbo"),
    dice: z.array(z.number().int().min(1).max(6)).length(3),
    total: z.number().int(),
    /** small / big, or triple when all three dice match (small and big lose). */
    outcome: z.enum(["small", "big", "triple"]),
    winners: z.array(z.string()),
  }),
  z.object({
    kind: z.literal("xocdia"),
    discs: z.array(z.enum(DISC_SIDES)).length(4),
    reds: z.number().int().min(0).max(4),
    outcome: z.enum(["even", "odd"]),
    winners: z.array(z.string()),
  }),
]);
export type LiveResult = z.infer<typeof liveResult>;

/** A spot's terms: odds paid x:1, the return they give (percent), and the stake limits. */
export const liveSpotView = z.object({
  spot: z.string(),
  odds: z.number(),
  rtp: z.number(),
  min: amountValue,
  max: amountValue,
});

export const liveTableInfo = z.object({
  code: z.string(),
  name: z.string(),
  kind: z.enum(LIVE_TABLE_KINDS),
  /** Baccarat's payout variant (null for the other kinds). */
  variant: z.enum(BACCARAT_VARIANTS).nullable(),
  status: z.enum(LIVE_TABLE_STATUSES),
  bettingSeconds: z.number().int(),
  spots: z.array(liveSpotView),
  /** The chip values the table offers, from its smallest limit up. */
  chips: z.array(amountValue),
  currency: z.string(),
  currencySymbol: z.string(),
});

export const liveSpotTotal = z.object({ spot: z.string(), amount: amountValue, bets: z.number().int() });

/**
 * The fairness commitment a round rides on: the shoe's (cards) or the round's own (dice, discs)
 * seed hash, published before the first bet; the seed itself once the shoe or round has ended.
 */
export const liveCommitment = z.object({
  seedHash: z.string(),
  seed: z.string().nullable(),
  /** The shoe's number at the table (null for dice and discs, which draw a seed per round). */
  shoeNumber: z.number().int().nullable(),
  /** Where in the shoe the round's first card was (null for dice and discs). */
  cursor: z.number().int().nullable(),
});

export const liveRoundView = z.object({
  id: z.string(),
  /** The table's running round number (what the road and the record name). */
  number: z.number().int(),
  phase: z.enum(LIVE_ROUND_PHASES),
  openedAt: epochMs,
  closesAt: epochMs,
  result: liveResult.nullable(),
  totals: z.array(liveSpotTotal),
  players: z.number().int(),
  commitment: liveCommitment,
});

/** A finished round as the road map and history show it. */
export const liveHistoryItem = z.object({ number: z.number().int(), result: liveResult });

export const liveTableSummary = z.object({
  code: z.string(),
  name: z.string(),
  kind: z.enum(LIVE_TABLE_KINDS),
  variant: z.enum(BACCARAT_VARIANTS).nullable(),
  status: z.enum(LIVE_TABLE_STATUSES),
  bettingSeconds: z.number().int(),
  minBet: amountValue,
  maxBet: amountValue,
  round: z
    .object({ id: z.string(), number: z.number().int(), phase: z.enum(LIVE_ROUND_PHASES), closesAt: epochMs })
    .nullable(),
  players: z.number().int(),
  /** The last results, oldest first (the lobby's bead plate and big road are drawn from them). */
  recent: z.array(liveHistoryItem),
});

const merchant = z.string().trim().min(1).max(64);
const tableCode = z.string().trim().min(1).max(64);

export const liveSessionCall = defineCall({
  method: "POST",
  path: "/house/api/live/session",
  summary: "Open a house live-table session from a one-time launch token",
  body: z.strictObject({
    launchToken: z.string().min(16).max(128),
    merchant: merchant.optional(),
  }),
  response: z.object({
    sessionToken: z.string(),
    table: liveTableInfo,
    balance: amountValue,
    language: z.string(),
  }),
  tags: ["house-games"],
});

export const liveLobbyCall = defineCall({
  method: "GET",
  path: "/house/api/live/lobby",
  summary: "Every open or paused live table with its round, countdown and last results (public)",
  query: z.object({ merchant }),
  response: z.object({ serverNow: epochMs, tables: z.array(liveTableSummary) }),
  tags: ["house-games"],
});

export const liveTableCall = defineCall({
  method: "GET",
  path: "/house/api/live/table",
  summary: "One table: its terms, the current round with live totals, and the road's results (public)",
  query: z.object({ merchant, table: tableCode }),
  response: z.object({
    serverNow: epochMs,
    table: liveTableInfo,
    round: liveRoundView.nullable(),
    /** Up to 72 last results, oldest first. */
    recent: z.array(liveHistoryItem),
    /** Cards left in the shoe before its cut card (null for dice and discs). */
    cardsLeft: z.number().int().nullable(),
  }),
  tags: ["house-games"],
});

export const liveBetInput = z.strictObject({
  spot: z.string().trim().min(1).max(32),
  amount: amountInput,
});

export const liveBetCall = defineCall({
  method: "POST",
  path: "/house/api/live/bet",
  summary: "Confirm chips on spots of the round taking bets (refused from its countdown's end)",
  body: z.strictObject({
    roundId: z.string().uuid(),
    requestId: z.string().trim().min(8).max(64),
    bets: z.array(liveBetInput).min(1).max(60),
  }),
  response: z.object({
    roundId: z.string(),
    /** The member's whole stake in this round by spot, this confirmation included. */
    bets: z.array(z.object({ spot: z.string(), amount: amountValue })),
    total: amountValue,
    balance: amountValue,
  }),
  tags: ["house-games"],
});

export const liveBetView = z.object({
  /** The member's play in one round (all their confirmations together). */
  id: z.string(),
  table: z.string(),
  roundId: z.string(),
  roundNumber: z.number().int(),
  placedAt: epochMs,
  /** `win` is what the spot paid back, the stake included (0 for a loss). */
  bets: z.array(z.object({ spot: z.string(), amount: amountValue, win: amountValue })),
  stake: amountValue,
  /** Paid back in the round, stakes included (a push returns the stake). */
  win: amountValue,
  status: z.enum(LIVE_BET_STATUSES),
  result: liveResult.nullable(),
});

export const liveMyBetsCall = defineCall({
  method: "GET",
  path: "/house/api/live/bets",
  summary: "The member's bets at this table, newest first",
  query: z.object({ ...pageQuery }),
  response: paged(liveBetView),
  tags: ["house-games"],
});

export const liveVerifyCall = defineCall({
  method: "GET",
  path: "/house/api/live/verify",
  summary: "Recompute a finished round from its revealed seed (public)",
  query: z.object({ merchant, table: tableCode, round: z.coerce.number().int().min(1).max(1_000_000_000) }),
  response: z.object({
    table: z.string(),
    kind: z.enum(LIVE_TABLE_KINDS),
    roundNumber: z.number().int(),
    phase: z.enum(LIVE_ROUND_PHASES),
    commitment: liveCommitment,
    /** sha256(seed) equals the hash published before the first bet. */
    hashMatches: z.boolean().nullable(),
    recorded: liveResult.nullable(),
    /** The result recomputed from the seed (null while the seed is still secret). */
    recomputed: liveResult.nullable(),
    matches: z.boolean().nullable(),
  }),
  tags: ["house-games"],
});

/**
 * What the site's WebSocket sends a watcher of a table on each change of its round: the phase with
 * the server's clock, the result once dealt, and the live totals while bets come in.
 */
export const liveTableEvent = z.object({
  type: z.literal("live"),
  table: z.string(),
  roundId: z.string(),
  number: z.number().int(),
  phase: z.enum(LIVE_ROUND_PHASES),
  serverNow: epochMs,
  closesAt: epochMs,
  result: liveResult.nullable(),
  totals: z.array(liveSpotTotal).optional(),
  players: z.number().int().optional(),
  /** The table's status changed (paused, closed, reopened). */
  status: z.enum(LIVE_TABLE_STATUSES).optional(),
});
export type LiveTableEvent = z.infer<typeof liveTableEvent>;
