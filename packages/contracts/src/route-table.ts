import type { CallRoute } from "./call-route";

const get = (path: string): CallRoute => ({ method: "GET", path });
const post = (path: string): CallRoute => ({ method: "POST", path });

/**
 * The routes of the calls the player site sends from its first screen (the shell, home and category
 * pages), as plain data: the contracts spread them into their calls, so each path is written once, and
 * the site sends them without loading zod (docs/adr/0009). routes.ts types each by its call.
 */
export const CALL_ROUTES = {
  systemStatus: get("/wps/system/status"),
  consolidatedSettings: get("/wps/system/settings/consolidated"),
  publicKey: get("/wps/system/publicKey"),
  country: get("/wps/system/country"),
  listAnnouncements: get("/wps/relay/MCSFE_getListAnnouncements"),
  memberInfo: get("/wps/member/info"),
  languageUpdate: post("/wps/member/language"),
  rememberLogin: post("/wps/session/login/remember"),
  logout: post("/wps/session/logout"),
  firstLogin: post("/wps/member/firstLogin"),
  freePlay: post("/wps/session/login/freeplay"),
  balance: get("/wps/v2/wallets/balance"),
  gameVendor: get("/wps/relay/GCSGAME_gameVendor"),
  hotGames: get("/wps/relay/GCSGAME_hotGamesV2"),
  gameList: get("/wps/relay/GCSGAME_gameList"),
  vassGameType: get("/wps/relay/GCSGAME_getVassGameType"),
  favoriteGames: get("/wps/relay/MCSFE_getFavoriteGames"),
  favoriteGamesList: get("/wps/relay/MCSFE_getFavoriteGamesList"),
  favoriteAdd: post("/wps/relay/MCSFE_addFavoriteGame"),
  favoriteRemove: post("/wps/relay/MCSFE_removeFavoriteGame"),
  recentGames: get("/wps/relay/GCS_recentGame"),
  roomList: get("/wps/relay/GLS2_roomList"),
  rankList: get("/wps/relay/GCSGAME_getRankList"),
  launchGame: post("/wps/game/launchGame"),
  betRecords: get("/wps/relay/ODSFE2_MemBetDet"),
  personalProfit: get("/wps/relay/ODSFE2_MemProfit"),
  recentWins: get("/wps/relay/GCSGAME_recentWins"),
  /** The header's inbox badge (SPEC §7). */
  unreadCount: get("/wps/relay/CSP_unreadCount"),
} satisfies Record<string, CallRoute>;
