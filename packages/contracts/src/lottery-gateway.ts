import { z } from "zod";
import { LOTTERY_FORMATS, lotteryStation } from "./games-lottery";
import { defineCall, epochMs } from "./http";
import { amountValue } from "./wallet";

/**
 * The lottery gateway (SPEC §3, §7: `/lgw/…` and `/lotto/lgw/…`): what a lottery lobby reads of the
 * brand's lottery games — their groups with the next draw of each game, the most played and the
 * member's recent ones, and the draws (numeros, the periods) open for betting now.
 */

/** SPEC §3 prize modes: Lott the daily Vietnamese draws, Elott the fast lotteries; ZY and SEA are named but not offered. */
export const PRIZE_MODES = ["Lott", "ZY", "Elott", "SEA"] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];

/** The lottery areas a lobby launch may name: the Vietnamese one. */
export const LOTTO_AREAS = ["VN"] as const;
/** A lottery launch opens one game's betting page or the lobby of a prize mode. */
export const LOTTO_VIEWS = ["betting", "lobby"] as const;

/** The house lotteries' prize mode: a daily draw is Lott, a fast (in-house drawn) lottery Elott. */
export const prizeModeOf = (daily: boolean): PrizeMode => (daily ? "Lott" : "Elott");

/** The site's own lobby page of each prize mode it offers (SPEC §2: /vnlottery, /elott). */
export const LOTTERY_LOBBY_PATHS: Readonly<Partial<Record<PrizeMode, string>>> = {
  Lott: "/vnlottery",
  Elott: "/elott",
};

/** The lobby's groups, in the order players look for them, with their names. */
export const LOTTERY_GROUPS = {
  VN_NORTH: { EN: "Northern Lottery", VI: "Xổ Số Miền Bắc" },
  VN_CENTRAL: { EN: "Central Lottery", VI: "Xổ Số Miền Trung" },
  VN_SOUTH: { EN: "Southern Lottery", VI: "Xổ Số Miền Nam" },
  FAST: { EN: "Fast Lottery", VI: "Xổ Số Nhanh" },
  KENO: { EN: "Keno", VI: "Keno" },
} as const;
export type LotteryGroupCode = keyof typeof LOTTERY_GROUPS;
const GROUP_CODES = Object.keys(LOTTERY_GROUPS) as [LotteryGroupCode, ...LotteryGroupCode[]];

const tags = ["lottery-gateway"];
const gameCode = z.string().trim().min(1).max(64);
/** The caller's device (WEB, H5, …): the lottery pages are the same on every device, so it changes nothing. */
const device = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,16}$/)
  .optional();
/** The answer's language; without it, the Language header's (SPEC §7). */
const language = z.string().trim().max(8).optional();
const lobbyQuery = z.object({ prizeMode: z.enum(PRIZE_MODES).optional(), device, language });

/** A draw of a game: its period id (numero), a daily draw's station, and its times. */
const drawTimes = {
  numero: z.string(),
  station: lotteryStation.nullable(),
  openAt: epochMs,
  closeAt: epochMs,
  drawAt: epochMs,
};

export const lotteryGameMenu = z.object({
  gameCode: z.string(),
  gameName: z.string(),
  prizeMode: z.enum(PRIZE_MODES),
  /** fast: a period every intervalMinutes, drawn in-house; daily: the stations' draws of the calendar. */
  schedule: z.enum(["fast", "daily"]),
  format: z.enum(LOTTERY_FORMATS),
  intervalMinutes: z.number().int(),
  /**
   * The draw a countdown shows: the first taking bets, else the next to open (a daily station opens
   * at its region's previous draw); null when none is scheduled.
   */
  nextDraw: z.object({ ...drawTimes, bettingOpen: z.boolean() }).nullable(),
});
export type LotteryGameMenu = z.infer<typeof lotteryGameMenu>;

export const lotteryGroup = z.object({
  gameGroupCode: z.enum(GROUP_CODES),
  labelName: z.string(),
  gameMenus: z.array(lotteryGameMenu),
});

const groupsAnswer = z.object({ serverNow: epochMs, list: z.array(lotteryGroup) });

export const lotteryGameMenusCall = defineCall({
  method: "GET",
  path: "/lgw/games/game_menus",
  summary: "The brand's lottery games that are on, grouped, each with its next draw and close time",
  query: lobbyQuery,
  response: groupsAnswer,
  tags,
});

export const lotteryVnGameMenuCall = defineCall({
  method: "GET",
  path: "/lgw/vn/games/game_menu",
  summary: "The Vietnamese lottery area's groups of games that are on, each game with its next draw",
  query: lobbyQuery,
  response: groupsAnswer,
  tags,
});

export const lotteryRecentGamesCall = defineCall({
  method: "GET",
  path: "/lgw/vn/games/game_menu/recent",
  summary: "The lottery games the member bet on last (at most 20, newest first)",
  query: lobbyQuery,
  response: z.object({
    serverNow: epochMs,
    list: z.array(lotteryGameMenu.extend({ lastPlayedAt: epochMs })),
  }),
  tags,
});

export const lotteryPopularCall = defineCall({
  method: "GET",
  path: "/lgw/games/popular",
  summary: "The brand's most played lottery games of the last 7 days, by slips placed",
  query: lobbyQuery.extend({ count: z.coerce.number().int().min(1).max(20).default(20) }),
  response: z.object({
    serverNow: epochMs,
    list: z.array(lotteryGameMenu.extend({ bets: z.number().int(), players: z.number().int() })),
  }),
  tags,
});

export const lotteryNumero = z.object({
  gameCode: z.string(),
  gameName: z.string(),
  prizeMode: z.enum(PRIZE_MODES),
  ...drawTimes,
});

export const lotteryOpenNumerosCall = defineCall({
  method: "GET",
  path: "/lgw/vn/numeros/opened/game",
  summary:
    "The draws taking bets now, closing first first (count 20 for the popular strip, 100 for the list)",
  query: lobbyQuery.extend({
    count: z.coerce.number().int().min(1).max(100).default(100),
    gameCode: gameCode.optional(),
  }),
  response: z.object({ serverNow: epochMs, list: z.array(lotteryNumero) }),
  tags,
});

export const lotteryMemberNumerosCall = defineCall({
  method: "GET",
  path: "/lotto/lgw/games/opened/numero",
  summary: "The draws the member can bet on now, with what the member has already staked on each",
  query: lobbyQuery.extend({ gameCode: gameCode.optional() }),
  response: z.object({
    serverNow: epochMs,
    list: z.array(lotteryNumero.extend({ mySlips: z.number().int(), myStake: amountValue })),
  }),
  tags,
});

/**
 * The lottery fields of POST /wps/game/launchGame (SPEC §7 "lottery lobby": launchMode LOTT). The
 * answer is the site's own lottery page: the game's betting page, or the prize mode's lobby.
 */
export const lotteryLaunchFields = {
  lottoArea: z.enum(LOTTO_AREAS).optional(),
  prizeMode: z.enum(PRIZE_MODES).optional(),
  gameCode: gameCode.optional(),
  lottoView: z.enum(LOTTO_VIEWS).optional(),
  device,
  /** Where the lottery page's back link leads: a path of the site or an http(s) address. */
  backUrl: z
    .string()
    .trim()
    .max(500)
    .refine((url) => /^(\/(?![/\\])|https?:\/\/)[^\s<>"]*$/i.test(url), "Invalid back address")
    .optional(),
};

/** The launch mode that makes a launch a lottery one. */
export const LOTTERY_LAUNCH_MODE = "LOTT";

type LaunchFields = {
  gameId?: string;
  launchMode?: string;
} & Partial<Record<"lottoArea" | "prizeMode" | "gameCode" | "lottoView" | "backUrl", string>>;

const LOTTERY_ONLY = ["lottoArea", "prizeMode", "gameCode", "lottoView", "backUrl"] as const;

/**
 * The launch body's combinations: a game launch names its game and no lottery field; a lottery
 * launch names its area and view, a betting view its game, a lobby its game or prize mode, and a
 * game named twice names the same one. A missing field is reported as empty, a wrong one as invalid.
 */
export function checkLaunchFields(body: LaunchFields, context: z.RefinementCtx): void {
  const missing = (field: string) =>
    context.addIssue({ code: "custom", path: [field], input: undefined, message: `${field} is required` });
  const invalid = (field: string, message: string) =>
    context.addIssue({ code: "custom", path: [field], input: body[field as keyof LaunchFields], message });
  if (body.launchMode !== LOTTERY_LAUNCH_MODE) {
    if (!body.gameId) missing("gameId");
    for (const field of LOTTERY_ONLY)
      if (body[field] !== undefined)
        invalid(field, "Only a lottery launch (launchMode LOTT) takes this field");
    return;
  }
  if (!body.lottoArea) missing("lottoArea");
  if (!body.lottoView) missing("lottoView");
  if (body.gameCode && body.gameId && body.gameCode !== body.gameId)
    invalid("gameCode", "gameCode and gameId name different games");
  const game = body.gameCode ?? body.gameId;
  if (body.lottoView === "betting" && !game) missing("gameCode");
  if (body.lottoView === "lobby" && !game && !body.prizeMode) missing("prizeMode");
}
