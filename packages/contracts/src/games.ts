import { z } from "zod";
import { localizedText } from "./brand";
import { defineCall, epochMs } from "./http";
import { fitsMinorDigits } from "./money";
import { amountInput, amountValue } from "./wallet";

/**
 * The games platform (SPEC §2, §3, §7): vendors and their catalogue, lanes, launch, favourites,
 * records, the in-house slots' player API, and the seamless wallet protocol external vendors call.
 */

export const GAME_TYPES = [
  "ELOTT",
  "LOTT",
  "LIVE",
  "SPORTS",
  "FISH",
  "RNG",
  "PVP",
  "ESPORTS",
  "COCKFIGHT",
] as const;
export type GameType = (typeof GAME_TYPES)[number];

export const WALLET_MODES = ["seamless", "transfer"] as const;
export type WalletMode = (typeof WALLET_MODES)[number];
export const VENDOR_STATUSES = ["on", "maintenance", "off"] as const;
export type VendorStatus = (typeof VENDOR_STATUSES)[number];
export const ROUND_STATUSES = ["open", "settled", "cancelled"] as const;
export type RoundStatus = (typeof ROUND_STATUSES)[number];
/** The vendor code of the in-house game vendor. */
export const HOUSE_VENDOR = "LOTUS";

const tags = ["games"];
const vassalage = z.string().trim().min(1).max(32);
const gameId = z.string().trim().min(1).max(64);
const pageQuery = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(30),
};
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional();
const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

// ---------- catalogue ----------

/** A vendor card of a lane (SPEC §3 vendor item). */
export const vendorCard = z.object({
  gameType: z.enum(GAME_TYPES),
  accountTypeId: z.number().int(),
  accountTypeName: z.string(),
  vassalage: z.string(),
  displayName: z.string(),
  smallIcon: z.string(),
  /** Set when the vendor opens one lobby game (live tables, sportsbook): the bar launches it directly. */
  gameId: z.string().optional(),
  nodeId: z.string().optional(),
  isHot: z.number().int(),
  status: z.enum(VENDOR_STATUSES),
  walletMode: z.enum(WALLET_MODES),
});
export type VendorCard = z.infer<typeof vendorCard>;

export const vendorLane = z.object({ title: z.enum(GAME_TYPES), cards: z.array(vendorCard) });
export type VendorLane = z.infer<typeof vendorLane>;

/** A game tile (SPEC §3 game item). isGame VASSALAGE means "open the vendor's game list popup". */
export const gameItem = z.object({
  gameId: z.string(),
  nodeId: z.string(),
  vassalage: z.string(),
  vendorName: z.string(),
  gameType: z.enum(GAME_TYPES),
  displayName: z.string(),
  smallIcon: z.string(),
  largeIcon: z.string(),
  isHot: z.number().int(),
  isGame: z.enum(["GAME", "VASSALAGE"]),
  tags: z.array(z.string()),
  trialAllowed: z.boolean(),
  /** "maintenance" tiles show the badge and refuse to launch. */
  status: z.enum(VENDOR_STATUSES),
});
export type GameItem = z.infer<typeof gameItem>;

export const gameVendorCall = defineCall({
  method: "GET",
  path: "/wps/relay/GCSGAME_gameVendor",
  summary:
    "Vendor lanes by category; sports vendors of the brand's e-sports and cockfight lists move to those lanes",
  response: z.object({ data: z.object({ lanes: z.array(vendorLane) }) }),
  tags,
});

export const hotGamesCall = defineCall({
  method: "GET",
  path: "/wps/relay/GCSGAME_hotGamesV2",
  summary: "Hot games of the brand (optionally of one vendor)",
  query: z.object({
    merchantCode: z.string().max(64).optional(),
    isPlatform: z.coerce.number().int().optional(),
    vassalage: z.string().max(32).optional(),
    platform: z.string().max(64).optional(),
    language: z.string().max(8).optional(),
  }),
  response: z.object({ list: z.array(gameItem) }),
  tags,
});

export const gameListCall = defineCall({
  method: "GET",
  path: "/wps/relay/GCSGAME_gameList",
  summary: "A vendor's games (the category page grid and the VASSALAGE popup list)",
  query: z.object({
    vassalage: vassalage.optional(),
    gameType: z.enum(GAME_TYPES).optional(),
    tag: z.string().trim().max(32).optional(),
    keyword: z.string().trim().max(64).optional(),
    ...pageQuery,
  }),
  response: paged(gameItem),
  tags,
});

export const vassGameTypeCall = defineCall({
  method: "GET",
  path: "/wps/relay/GCSGAME_getVassGameType",
  summary: "The game types and tags of a vendor, with their game counts (category page tabs and filters)",
  query: z.object({ vassalage }),
  response: z.object({
    vassalage: z.string(),
    gameTypes: z.array(z.object({ gameType: z.enum(GAME_TYPES), count: z.number().int() })),
    tags: z.array(z.object({ tag: z.string(), count: z.number().int() })),
  }),
  tags,
});

export const favoriteGamesCall = defineCall({
  method: "GET",
  path: "/wps/relay/MCSFE_getFavoriteGames",
  summary: "The ids of the member's favourite games (to mark the heart on tiles)",
  response: z.object({ gameIds: z.array(z.string()) }),
  tags,
});

export const favoriteGamesListCall = defineCall({
  method: "GET",
  path: "/wps/relay/MCSFE_getFavoriteGamesList",
  summary: "The member's favourite games, newest first",
  response: z.object({ list: z.array(gameItem) }),
  tags,
});

export const favoriteAddCall = defineCall({
  method: "POST",
  path: "/wps/relay/MCSFE_addFavoriteGame",
  summary: "Add a game to the member's favourites (at most 100)",
  body: z.strictObject({ gameId }),
  response: z.object({ gameIds: z.array(z.string()) }),
  tags,
});

export const favoriteRemoveCall = defineCall({
  method: "POST",
  path: "/wps/relay/MCSFE_removeFavoriteGame",
  summary: "Remove a game from the member's favourites",
  body: z.strictObject({ gameId }),
  response: z.object({ gameIds: z.array(z.string()) }),
  tags,
});

export const recentGamesCall = defineCall({
  method: "GET",
  path: "/wps/relay/GCS_recentGame",
  summary: "The games the member launched last (at most 20, newest first)",
  response: z.object({ list: z.array(gameItem) }),
  tags,
});

export const roomListCall = defineCall({
  method: "GET",
  path: "/wps/relay/GLS2_roomList",
  summary: "Rooms and tables (live, card and fishing games) with their bet limits",
  query: z.object({ vassalage: z.string().max(32).optional(), gameType: z.enum(GAME_TYPES).optional() }),
  response: z.object({
    list: z.array(
      z.object({
        roomId: z.string(),
        gameId: z.string(),
        nodeId: z.string(),
        vassalage: z.string(),
        gameType: z.enum(GAME_TYPES),
        name: z.string(),
        minBet: amountValue.nullable(),
        maxBet: amountValue.nullable(),
        status: z.enum(VENDOR_STATUSES),
      }),
    ),
  }),
  tags,
});

export const rankListCall = defineCall({
  method: "GET",
  path: "/wps/relay/GCSGAME_getRankList",
  summary: "Winners board: the top 20 wins of the period (players masked)",
  query: z.object({
    gameType: z.enum(GAME_TYPES).optional(),
    period: z.enum(["day", "week", "month"]).default("week"),
  }),
  response: z.object({
    list: z.array(
      z.object({
        rank: z.number().int(),
        player: z.string(),
        gameId: z.string(),
        game: z.string(),
        vassalage: z.string(),
        reward: amountValue,
        multiplier: z.number(),
        time: epochMs,
      }),
    ),
  }),
  tags,
});

// ---------- launch ----------

export const launchGameCall = defineCall({
  method: "POST",
  path: "/wps/game/launchGame",
  summary:
    "Launch a game: a URL on one of the brand's launch hosts carrying a one-time launch token (never the session token)",
  body: z.object({
    gameId,
    nodeId: z.string().max(64).optional(),
    accountType: z.coerce.number().int().optional(),
    confirmTrans: z.coerce.number().int().optional(),
    vassalage: vassalage.optional(),
    launchMode: z.string().max(16).optional(),
    platform: z.string().max(64).optional(),
    clientType: z.coerce.number().int().optional(),
    username: z.string().max(64).optional(),
    token: z.string().max(256).optional(),
    merchantCode: z.string().max(64).optional(),
    language: z.string().max(8).optional(),
  }),
  response: z.object({ game_url: z.string(), game_url2: z.string().optional() }),
  tags,
});

// ---------- records ----------

export const betRecordItem = z.object({
  roundId: z.string(),
  vassalage: z.string(),
  vendorName: z.string(),
  gameId: z.string(),
  gameName: z.string(),
  gameType: z.enum(GAME_TYPES),
  /** The vendor's round reference. */
  round: z.string(),
  betAmount: amountValue,
  validBet: amountValue,
  payout: amountValue,
  winLoss: amountValue,
  status: z.enum(ROUND_STATUSES),
  time: epochMs,
  settledTime: epochMs.nullable(),
});
export type BetRecordItem = z.infer<typeof betRecordItem>;

export const betRecordsCall = defineCall({
  method: "GET",
  path: "/wps/relay/ODSFE2_MemBetDet",
  summary:
    "Betting record: each round with bet, valid bet, win/loss and status; filter by days, category, vendor",
  query: z.object({
    from: day,
    to: day,
    gameType: z.enum(GAME_TYPES).optional(),
    vassalage: z.string().max(32).optional(),
    status: z.enum(ROUND_STATUSES).optional(),
    page: pageQuery.page,
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  }),
  response: paged(betRecordItem).extend({
    summary: z.object({ betAmount: amountValue, validBet: amountValue, winLoss: amountValue }),
  }),
  tags,
});

export const personalProfitCall = defineCall({
  method: "GET",
  path: "/wps/relay/ODSFE2_MemProfit",
  summary: "Personal profit and loss per day (brand time zone) and category",
  query: z.object({ from: day, to: day }),
  response: z.object({
    list: z.array(
      z.object({
        date: z.string(),
        gameType: z.enum(GAME_TYPES),
        rounds: z.number().int(),
        betAmount: amountValue,
        validBet: amountValue,
        winLoss: amountValue,
      }),
    ),
    total: z.object({
      rounds: z.number().int(),
      betAmount: amountValue,
      validBet: amountValue,
      winLoss: amountValue,
    }),
  }),
  tags,
});

// ---------- the in-house slots' player API (the /play page inside the game iframe) ----------

export const HOUSE_SLOT_IDS = ["lotus-fortune", "dragon-pearl"] as const;
export type HouseSlotId = (typeof HOUSE_SLOT_IDS)[number];

const fairSeeds = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce the next spin will use. */
  nonce: z.number().int(),
});

export const houseGameInfo = z.object({
  gameId: z.string(),
  slotId: z.enum(HOUSE_SLOT_IDS),
  name: z.string(),
  variant: z.string(),
  rtp: z.number(),
  minBet: amountValue,
  maxBet: amountValue,
  betSteps: z.array(amountValue),
  currency: z.string(),
  currencySymbol: z.string(),
  trial: z.boolean(),
});

export const houseSessionCall = defineCall({
  method: "POST",
  path: "/house/api/session",
  summary: "Open a house game session from a one-time launch token",
  body: z.strictObject({
    launchToken: z.string().min(16).max(128),
    /** The brand's merchant code from the launch URL (`m`); without it every brand is tried. */
    merchant: z.string().trim().min(1).max(64).optional(),
  }),
  response: z.object({
    sessionToken: z.string(),
    game: houseGameInfo,
    balance: amountValue,
    seeds: fairSeeds,
    language: z.string(),
  }),
  tags: ["house-games"],
});

export const slotLineWin = z.object({
  line: z.number().int(),
  symbol: z.string(),
  count: z.number().int(),
  multiplier: z.number(),
  win: z.string(),
});

export const slotSpinView = z.object({
  stops: z.array(z.number().int()),
  grid: z.array(z.array(z.string())),
  lineWins: z.array(slotLineWin),
  multiplier: z.number().optional(),
  win: z.string().optional(),
});

export const slotOutcome = z.object({
  slotId: z.string(),
  variant: z.string(),
  stops: z.array(z.number().int()),
  grid: z.array(z.array(z.string())),
  lineWins: z.array(slotLineWin),
  scatter: z
    .object({ count: z.number().int(), win: z.string(), freeSpinsAwarded: z.number().int() })
    .optional(),
  freeSpins: z.array(
    slotSpinView.extend({
      index: z.number().int(),
      scatterWin: z
        .object({ count: z.number().int(), win: z.string(), freeSpinsAwarded: z.number().int() })
        .optional(),
      multiplier: z.number(),
      win: z.string(),
    }),
  ),
  totalWin: z.string(),
  totalMultiplier: z.number(),
});
export type SlotOutcome = z.infer<typeof slotOutcome>;

export const houseSpinCall = defineCall({
  method: "POST",
  path: "/house/api/spin",
  summary: "Spin once (bet, outcome decided on the server from the fair seeds, win)",
  body: z.strictObject({ bet: amountInput, requestId: z.string().trim().min(8).max(64) }),
  response: z.object({
    roundId: z.string(),
    bet: amountValue,
    win: amountValue,
    balance: amountValue,
    nonce: z.number().int(),
    serverSeedHash: z.string(),
    clientSeed: z.string(),
    outcome: slotOutcome,
  }),
  tags: ["house-games"],
});

export const houseSeedsCall = defineCall({
  method: "GET",
  path: "/house/api/seeds",
  summary: "The member's current fair seeds (server seed hashed) and the seeds already revealed",
  response: z.object({
    current: fairSeeds,
    revealed: z.array(
      z.object({
        serverSeed: z.string(),
        serverSeedHash: z.string(),
        clientSeed: z.string(),
        lastNonce: z.number().int(),
        rotatedAt: epochMs,
      }),
    ),
  }),
  tags: ["house-games"],
});

export const houseClientSeedCall = defineCall({
  method: "POST",
  path: "/house/api/seeds/client",
  summary: "Change the client seed (takes effect from the next spin)",
  body: z.strictObject({
    clientSeed: z
      .string()
      .trim()
      .min(1)
      .max(64)
      .regex(/^[\x21-\x7e]+$/, "Printable characters without spaces"),
  }),
  response: fairSeeds,
  tags: ["house-games"],
});

export const houseRotateSeedCall = defineCall({
  method: "POST",
  path: "/house/api/seeds/rotate",
  summary: "Reveal the current server seed and start a new one (its hash shown before any spin)",
  response: z.object({
    revealed: z.object({
      serverSeed: z.string(),
      serverSeedHash: z.string(),
      clientSeed: z.string(),
      lastNonce: z.number().int(),
    }),
    current: fairSeeds,
  }),
  tags: ["house-games"],
});

export const houseHistoryCall = defineCall({
  method: "GET",
  path: "/house/api/spins",
  summary: "The session member's last spins with their fair data (the server seed once revealed)",
  query: z.object({ page: pageQuery.page, pageSize: z.coerce.number().int().min(1).max(50).default(20) }),
  response: paged(
    z.object({
      roundId: z.string(),
      slotId: z.string(),
      variant: z.string(),
      bet: amountValue,
      win: amountValue,
      nonce: z.number().int(),
      clientSeed: z.string(),
      serverSeedHash: z.string(),
      serverSeed: z.string().nullable(),
      time: epochMs,
    }),
  ),
  tags: ["house-games"],
});

export const houseVerifyCall = defineCall({
  method: "GET",
  path: "/house/api/verify",
  summary: "Recompute any spin from its seeds and nonce (public)",
  query: z.object({
    slotId: z.enum(HOUSE_SLOT_IDS),
    variant: z.string().trim().max(16).optional(),
    serverSeed: z
      .string()
      .trim()
      .regex(/^[0-9a-f]{64}$/, "64 hexadecimal characters"),
    clientSeed: z.string().trim().min(1).max(64),
    nonce: z.coerce.number().int().min(0).max(1_000_000_000),
    bet: z.coerce
      .number()
      .positive()
      .max(1_000_000_000)
      .refine((value) => fitsMinorDigits(value, 2), "At most two decimals")
      .optional(),
  }),
  response: z.object({ serverSeedHash: z.string(), outcome: slotOutcome }),
  tags: ["house-games"],
});

// ---------- the seamless wallet protocol (docs/vendor-wallet-protocol.md) ----------

/** Headers of a signed vendor request: HMAC-SHA256 over timestamp, nonce, method, path and body. */
export const VENDOR_SIGNATURE_HEADERS = {
  timestamp: "x-lotus-timestamp",
  nonce: "x-lotus-nonce",
  signature: "x-lotus-signature",
} as const;
/** A signed request older or newer than this is refused. */
export const VENDOR_SIGNATURE_MAX_SKEW_MS = 300_000;

export function vendorSignaturePayload(
  timestamp: string,
  nonce: string,
  method: string,
  path: string,
  body: string,
) {
  return `${timestamp}\n${nonce}\n${method.toUpperCase()}\n${path}\n${body}`;
}

const txId = z.string().trim().min(1).max(128);
const roundId = z.string().trim().min(1).max(128);
const playerId = z.string().uuid();
/** Vendor amounts: decimal numbers with at most the currency's minor digits; zero allowed for no-win credits. */
const vendorAmount = z
  .number()
  .finite()
  .min(0)
  .max(1_000_000_000_000)
  .refine((value) => fitsMinorDigits(value, 2), "At most two decimals");

export const vendorBalanceView = z.object({ balance: amountValue, currency: z.string() });
export const vendorTxView = vendorBalanceView.extend({
  transactionId: z.string(),
  /** True when this transaction id had been applied before: the original answer, nothing moved now. */
  replayed: z.boolean(),
});

export const VENDOR_ACTIONS = ["authenticate", "balance", "debit", "credit", "rollback", "endRound"] as const;
export type VendorAction = (typeof VENDOR_ACTIONS)[number];
const vendorPath = (action: VendorAction) => `/vendor-api/v1/:merchant/:vendor/${action}`;
const vendorTags = ["vendor-wallet"];

export const vendorAuthenticateCall = defineCall({
  method: "POST",
  path: vendorPath("authenticate"),
  summary: "Exchange a one-time launch token for a game session",
  body: z.strictObject({ launchToken: z.string().min(16).max(128) }),
  response: vendorBalanceView.extend({
    sessionToken: z.string(),
    playerId: z.string(),
    username: z.string(),
    gameId: z.string(),
    language: z.string(),
    trial: z.boolean(),
  }),
  tags: vendorTags,
});

export const vendorBalanceCall = defineCall({
  method: "POST",
  path: vendorPath("balance"),
  summary: "The player's balance",
  body: z.strictObject({ playerId, sessionToken: z.string().max(128).optional() }),
  response: vendorBalanceView,
  tags: vendorTags,
});

export const vendorDebitCall = defineCall({
  method: "POST",
  path: vendorPath("debit"),
  summary: "Take a bet (needs a live game session)",
  body: z.strictObject({
    playerId,
    sessionToken: z.string().min(16).max(128),
    transactionId: txId,
    roundId,
    gameId,
    amount: vendorAmount.refine((value) => value > 0, "The bet must be positive"),
  }),
  response: vendorTxView,
  tags: vendorTags,
});

export const vendorCreditCall = defineCall({
  method: "POST",
  path: vendorPath("credit"),
  summary: "Pay a win (accepted after the session expired); endRound settles the round",
  body: z.strictObject({
    playerId,
    transactionId: txId,
    roundId,
    gameId,
    amount: vendorAmount,
    betTransactionId: txId.optional(),
    endRound: z.boolean().optional(),
  }),
  response: vendorTxView,
  tags: vendorTags,
});

export const vendorRollbackCall = defineCall({
  method: "POST",
  path: vendorPath("rollback"),
  summary: "Refund a bet; an unknown bet answers not-found and is remembered so it can never be taken later",
  body: z.strictObject({
    playerId,
    transactionId: txId,
    roundId,
    gameId,
    /** The transaction id of the bet to refund. */
    betTransactionId: txId,
  }),
  response: vendorTxView,
  tags: vendorTags,
});

export const vendorEndRoundCall = defineCall({
  method: "POST",
  path: vendorPath("endRound"),
  summary: "Settle a round: its bets count as valid bets",
  body: z.strictObject({ playerId, roundId, gameId }),
  response: vendorBalanceView.extend({ status: z.enum(ROUND_STATUSES) }),
  tags: vendorTags,
});

// ---------- back office ----------

const id = z.string().uuid();
const brandParams = z.object({ brandId: id });
const idParams = z.object({ brandId: id, id });
const boBase = "/backoffice/api/brands/:brandId/games";
const boTags = ["backoffice-games"];
const boPage = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
};
const iconUrl = z.string().trim().max(500);

export const vendorAdminView = z.object({
  id: z.string(),
  code: z.string(),
  displayName: z.string(),
  categories: z.array(z.enum(GAME_TYPES)),
  walletMode: z.enum(WALLET_MODES),
  status: z.enum(VENDOR_STATUSES),
  logo: z.string(),
  sortOrder: z.number().int(),
  house: z.boolean(),
  /** External vendors: where players are sent, with {token}, {game}, {lang} placeholders. */
  launchUrlTemplate: z.string(),
  /** Transfer-mode vendors: the vendor's wallet API base URL. */
  transferApiUrl: z.string(),
  secretSet: z.boolean(),
  secretRotatedAt: epochMs.nullable(),
  gameCount: z.number().int(),
});
export type VendorAdminView = z.infer<typeof vendorAdminView>;

export const adminVendorListCall = defineCall({
  method: "GET",
  path: `${boBase}/vendors`,
  summary: "The brand's game vendors",
  params: brandParams,
  response: z.object({ list: z.array(vendorAdminView) }),
  tags: boTags,
});

export const adminVendorUpdateCall = defineCall({
  method: "PUT",
  path: `${boBase}/vendors/:id`,
  summary: "Edit a vendor: name, categories, status (on, maintenance, off), logo, order, URLs",
  params: idParams,
  body: z.strictObject({
    displayName: z.string().trim().min(1).max(64),
    categories: z.array(z.enum(GAME_TYPES)).min(1).max(9),
    status: z.enum(VENDOR_STATUSES),
    logo: iconUrl,
    sortOrder: z.number().int().min(0).max(100_000),
    launchUrlTemplate: z.string().trim().max(500),
    transferApiUrl: z.string().trim().max(500),
  }),
  response: vendorAdminView,
  tags: boTags,
});

export const adminVendorRotateSecretCall = defineCall({
  method: "POST",
  path: `${boBase}/vendors/:id/secret`,
  summary: "Rotate the vendor's signing secret; the new secret is shown once",
  params: idParams,
  response: z.object({ secret: z.string(), vendor: vendorAdminView }),
  tags: boTags,
});

export const gameAdminView = z.object({
  id: z.string(),
  gameId: z.string(),
  nodeId: z.string(),
  vendorId: z.string(),
  vassalage: z.string(),
  gameType: z.enum(GAME_TYPES),
  names: localizedText,
  smallIcon: z.string(),
  largeIcon: z.string(),
  isHot: z.boolean(),
  tags: z.array(z.string()),
  sortOrder: z.number().int(),
  trialAllowed: z.boolean(),
  status: z.enum(VENDOR_STATUSES),
  minBet: amountValue.nullable(),
  maxBet: amountValue.nullable(),
  /** House slots: the paytable variant in play. */
  variant: z.string().nullable(),
});
export type GameAdminView = z.infer<typeof gameAdminView>;

export const adminGameListCall = defineCall({
  method: "GET",
  path: `${boBase}/games`,
  summary: "The brand's games; filter by vendor, category, status and name",
  params: brandParams,
  query: z.object({
    vendorId: id.optional(),
    gameType: z.enum(GAME_TYPES).optional(),
    status: z.enum(VENDOR_STATUSES).optional(),
    keyword: z.string().trim().max(64).optional(),
    ...boPage,
  }),
  response: paged(gameAdminView),
  tags: boTags,
});

export const adminGameUpdateCall = defineCall({
  method: "PUT",
  path: `${boBase}/games/:id`,
  summary: "Edit a game: names, icons, hot flag, tags, order, status, trial, bet limits, house-slot variant",
  params: idParams,
  body: z
    .strictObject({
      names: localizedText,
      smallIcon: iconUrl,
      largeIcon: iconUrl,
      isHot: z.boolean(),
      tags: z.array(z.string().trim().min(1).max(32)).max(10),
      sortOrder: z.number().int().min(0).max(100_000),
      trialAllowed: z.boolean(),
      status: z.enum(VENDOR_STATUSES),
      minBet: amountInput.nullable(),
      maxBet: amountInput.nullable(),
      variant: z.string().trim().max(16).nullable(),
    })
    .refine((body) => body.minBet === null || body.maxBet === null || body.minBet <= body.maxBet, {
      message: "The minimum bet must not exceed the maximum",
      path: ["maxBet"],
    }),
  response: gameAdminView,
  tags: boTags,
});

export const adminHouseSlotsCall = defineCall({
  method: "GET",
  path: `${boBase}/house-slots`,
  summary: "The in-house slots and their paytable variants with declared RTP",
  params: brandParams,
  response: z.object({
    list: z.array(
      z.object({
        slotId: z.enum(HOUSE_SLOT_IDS),
        defaultVariant: z.string(),
        variants: z.array(z.object({ id: z.string(), rtp: z.number() })),
      }),
    ),
  }),
  tags: boTags,
});

export const adminCategoryListsCall = defineCall({
  method: "GET",
  path: `${boBase}/category-lists`,
  summary: "The sports vendors shown under e-sports and under cockfight",
  params: brandParams,
  response: z.object({ esportsVendors: z.array(z.string()), cockfightVendors: z.array(z.string()) }),
  tags: boTags,
});

export const adminCategoryListsUpdateCall = defineCall({
  method: "PUT",
  path: `${boBase}/category-lists`,
  summary: "Set the e-sports and cockfight vendor lists",
  params: brandParams,
  body: z.strictObject({
    esportsVendors: z.array(vassalage).max(50),
    cockfightVendors: z.array(vassalage).max(50),
  }),
  response: z.object({ esportsVendors: z.array(z.string()), cockfightVendors: z.array(z.string()) }),
  tags: boTags,
});

export const roundAdminView = z.object({
  id: z.string(),
  memberId: z.string(),
  account: z.string(),
  vassalage: z.string(),
  gameId: z.string(),
  gameName: z.string(),
  gameType: z.enum(GAME_TYPES),
  round: z.string(),
  status: z.enum(ROUND_STATUSES),
  betAmount: amountValue,
  winAmount: amountValue,
  winLoss: amountValue,
  openedAt: epochMs,
  settledAt: epochMs.nullable(),
});

export const adminRoundListCall = defineCall({
  method: "GET",
  path: `${boBase}/rounds`,
  summary: "Rounds of the brand; filter by member account, vendor, status and days",
  params: brandParams,
  query: z.object({
    account: z.string().trim().max(64).optional(),
    vassalage: z.string().trim().max(32).optional(),
    status: z.enum(ROUND_STATUSES).optional(),
    from: day,
    to: day,
    ...boPage,
  }),
  response: paged(roundAdminView),
  tags: boTags,
});

export const adminRoundDetailCall = defineCall({
  method: "GET",
  path: `${boBase}/rounds/:id`,
  summary: "A round with its wallet transactions and, for house slots, the provably-fair data",
  params: idParams,
  response: roundAdminView.extend({
    transactions: z.array(
      z.object({
        transactionId: z.string(),
        kind: z.enum(["bet", "win", "rollback"]),
        amount: amountValue,
        status: z.enum(["applied", "not_found"]),
        time: epochMs,
      }),
    ),
    fair: z
      .object({
        slotId: z.string(),
        variant: z.string(),
        serverSeedHash: z.string(),
        serverSeed: z.string().nullable(),
        clientSeed: z.string(),
        nonce: z.number().int(),
        outcome: slotOutcome,
      })
      .nullable(),
  }),
  tags: boTags,
});

export const TRANSFER_STATUSES = ["pending", "success", "failed"] as const;

export const adminVendorTransfersCall = defineCall({
  method: "GET",
  path: `${boBase}/transfers`,
  summary:
    "Transfers between members' main wallets and transfer-mode vendors; pending ones are resolved by a job",
  params: brandParams,
  query: z.object({
    status: z.enum(TRANSFER_STATUSES).optional(),
    account: z.string().max(64).optional(),
    ...boPage,
  }),
  response: paged(
    z.object({
      id: z.string(),
      reference: z.string(),
      account: z.string(),
      vassalage: z.string(),
      direction: z.enum(["in", "out"]),
      amount: amountValue,
      status: z.enum(TRANSFER_STATUSES),
      attempts: z.number().int(),
      createdAt: epochMs,
      resolvedAt: epochMs.nullable(),
    }),
  ),
  tags: boTags,
});
