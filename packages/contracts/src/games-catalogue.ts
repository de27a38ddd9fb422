import { z } from "zod";
import { GAME_TYPES, ROUND_STATUSES } from "./game-types";
import { day, gameId, paged, pageQuery, tags, vassalage } from "./games-shared";
import { defineCall, epochMs } from "./http";
import { checkLaunchFields, lotteryLaunchFields } from "./lottery-gateway";
import { CALL_ROUTES } from "./route-table";
import { amountValue } from "./wallet";

/**
 * The games platform (SPEC §2, §3, §7): vendors and their catalogue, lanes, launch, favourites and
 * records. The house slots, the vendor wallet protocol and the back office have their own files.
 */

export const WALLET_MODES = ["seamless", "transfer"] as const;
export type WalletMode = (typeof WALLET_MODES)[number];
export const VENDOR_STATUSES = ["on", "maintenance", "off"] as const;
export type VendorStatus = (typeof VENDOR_STATUSES)[number];
/** The vendor code of the in-house game vendor. */
export const HOUSE_VENDOR = "LOTUS";

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
  /** Games of this vendor in this lane that are not switched off (home category tiles, provider strip). */
  gameCount: z.number().int().nonnegative(),
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
  ...CALL_ROUTES.gameVendor,
  summary:
    "Vendor lanes by category; sports vendors of the brand's e-sports and cockfight lists move to those lanes",
  response: z.object({ data: z.object({ lanes: z.array(vendorLane) }) }),
  tags,
});

export const hotGamesCall = defineCall({
  ...CALL_ROUTES.hotGames,
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
  ...CALL_ROUTES.gameList,
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

const tagCounts = z.array(z.object({ tag: z.string(), count: z.number().int() }));

export const vassGameTypeCall = defineCall({
  ...CALL_ROUTES.vassGameType,
  summary: "The game types and tags of a vendor, with their game counts (category page tabs and filters)",
  query: z.object({ vassalage }),
  response: z.object({
    vassalage: z.string(),
    /** Each category the vendor is in, with the tags of its games there (a category page's filter). */
    gameTypes: z.array(z.object({ gameType: z.enum(GAME_TYPES), count: z.number().int(), tags: tagCounts })),
    /** The tags over all the vendor's games (its popup list). */
    tags: tagCounts,
  }),
  tags,
});

export const favoriteGamesCall = defineCall({
  ...CALL_ROUTES.favoriteGames,
  summary: "The ids of the member's favourite games (to mark the heart on tiles)",
  response: z.object({ gameIds: z.array(z.string()) }),
  tags,
});

export const favoriteGamesListCall = defineCall({
  ...CALL_ROUTES.favoriteGamesList,
  summary: "The member's favourite games, newest first",
  response: z.object({ list: z.array(gameItem) }),
  tags,
});

export const favoriteAddCall = defineCall({
  ...CALL_ROUTES.favoriteAdd,
  summary: "Add a game to the member's favourites (at most 100)",
  body: z.strictObject({ gameId }),
  response: z.object({ gameIds: z.array(z.string()) }),
  tags,
});

export const favoriteRemoveCall = defineCall({
  ...CALL_ROUTES.favoriteRemove,
  summary: "Remove a game from the member's favourites",
  body: z.strictObject({ gameId }),
  response: z.object({ gameIds: z.array(z.string()) }),
  tags,
});

export const recentGamesCall = defineCall({
  ...CALL_ROUTES.recentGames,
  summary: "The games the member launched last (at most 20, newest first)",
  response: z.object({ list: z.array(gameItem) }),
  tags,
});

export const roomListCall = defineCall({
  ...CALL_ROUTES.roomList,
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
  ...CALL_ROUTES.rankList,
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
  ...CALL_ROUTES.launchGame,
  summary:
    "Launch a game: a URL on one of the brand's launch hosts carrying a one-time launch token (never the session token); with launchMode LOTT the site's own lottery page, a game's betting page or a lobby",
  body: z
    .object({
      /** The game; a lottery launch (launchMode LOTT) may name it as gameCode instead. */
      gameId: gameId.optional(),
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
      ...lotteryLaunchFields,
    })
    .superRefine(checkLaunchFields),
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
  /** Whether the round's vendor keeps details of it (a lottery ticket): the row then opens them (ODSFE2_MemBetDetInfo). */
  details: z.boolean(),
});
export type BetRecordItem = z.infer<typeof betRecordItem>;

export const betRecordsCall = defineCall({
  ...CALL_ROUTES.betRecords,
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
  ...CALL_ROUTES.personalProfit,
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
