import {
  fromMinor,
  LOTTERY_GROUPS,
  type LotteryGameMenu,
  type LotteryGroupCode,
  type PrizeMode,
  pickText,
  prizeModeOf,
} from "@lotus/contracts";
import { HOUSE_GAMES } from "@lotus/db";
import type { HouseVendor } from "../../modules/games";
import type { Brand } from "../../platform/brand-context";
import { AppError } from "../../platform/errors";
import type { Platform } from "../../platform/platform";
import * as repo from "./lottery.repository";
import { stationOf } from "./lottery-daily";
import { drawsTakingBets, type LotterySettings, lotteryGames } from "./lottery-game";
import * as lobby from "./lottery-gateway.repository";

/** The house lottery games, in the lobby's order within a group. */
const LOTTERY_CODES = HOUSE_GAMES.filter((game) => game.settings.lottery).map((game) => game.code);
const GROUP_ORDER = Object.keys(LOTTERY_GROUPS) as LotteryGroupCode[];
const RECENT_MAX = 20;
const POPULAR_DAYS = 7;
const DAY_MS = 86_400_000;

/** A lottery game the brand offers now (on), named in the answer's language. */
interface OfferedGame {
  id: string;
  code: string;
  name: string;
  prizeMode: PrizeMode;
  group: LotteryGroupCode;
  lottery: LotterySettings;
}

/** The lobby group of a game: a daily game's region, else the fast North-style draws or Keno. */
function groupOf(lottery: LotterySettings): LotteryGroupCode {
  if (lottery.daily)
    return lottery.format === "north" ? "VN_NORTH" : lottery.format === "central" ? "VN_CENTRAL" : "VN_SOUTH";
  return lottery.format === "keno" ? "KENO" : "FAST";
}

const numeroOf = (draw: repo.DrawRow) => ({
  numero: draw.period,
  station: stationOf(draw.station),
  openAt: draw.openAt.getTime(),
  closeAt: draw.closeAt.getTime(),
  drawAt: draw.drawAt.getTime(),
});

/**
 * The lottery gateway (SPEC §7 `/lgw`, `/lotto/lgw`): the lobby's reads over the house lotteries —
 * the games that are on, grouped, with the draw each counts down to; the most played and the
 * member's recent games from the slips; the draws taking bets now. Every brand's lottery games are
 * of the Vietnamese area (the North, Central and South results and Keno), so the area's menu and
 * the whole menu are the same groups.
 */
export function createLotteryGateway(platform: Platform, houseVendor: HouseVendor) {
  const db = platform.db;
  const now = () => platform.clock.now();
  const { lotteryGame } = lotteryGames(houseVendor);

  async function offered(brand: Brand, language: string, prizeMode?: PrizeMode): Promise<OfferedGame[]> {
    const found = await Promise.all(
      LOTTERY_CODES.map((code) =>
        lotteryGame(brand, code).catch((error: unknown) => {
          // A game missing from the brand's catalogue is simply not offered.
          if (error instanceof AppError && error.code === "game.not_found") return undefined;
          throw error;
        }),
      ),
    );
    return found
      .filter((game) => game?.status === "on")
      .map((game) => game as NonNullable<typeof game>)
      .map((game) => ({
        id: game.id,
        code: game.code,
        name: pickText(game.names, language) || game.code,
        prizeMode: prizeModeOf(Boolean(game.lottery.daily)),
        group: groupOf(game.lottery),
        lottery: game.lottery,
      }))
      .filter((game) => !prizeMode || game.prizeMode === prizeMode);
  }

  /** A game's draws taking bets at `at`, and the draw its countdown shows (taking bets, else the next to open). */
  async function drawsOf(game: OfferedGame, at: number) {
    const daily = Boolean(game.lottery.daily);
    // A daily region has up to four stations a day, scheduled a day ahead (as the board reads them).
    const coming = await repo.currentAndNext(db, game.id, new Date(at), daily ? 12 : 2);
    const taking = drawsTakingBets(coming, at, daily);
    const next = taking[0] ?? coming.find((draw) => draw.status === "open" && draw.closeAt.getTime() > at);
    return { taking, next };
  }

  async function menuOf(game: OfferedGame, at: number): Promise<LotteryGameMenu> {
    const { taking, next } = await drawsOf(game, at);
    return {
      gameCode: game.code,
      gameName: game.name,
      prizeMode: game.prizeMode,
      schedule: game.lottery.daily ? "daily" : "fast",
      format: game.lottery.format,
      intervalMinutes: game.lottery.intervalMinutes,
      nextDraw: next ? { ...numeroOf(next), bettingOpen: taking.includes(next) } : null,
    };
  }

  /** The draws taking bets now over the offered games (or one of them), closing first first. */
  async function openDraws(
    brand: Brand,
    language: string,
    filter: { prizeMode?: PrizeMode; gameCode?: string },
  ) {
    const at = now();
    let games = await offered(brand, language, filter.prizeMode);
    if (filter.gameCode) {
      games = games.filter((game) => game.code === filter.gameCode);
      if (games.length === 0) throw new AppError("game.not_found");
    }
    const draws = (
      await Promise.all(
        games.map(async (game) => (await drawsOf(game, at)).taking.map((draw) => ({ game, draw }))),
      )
    ).flat();
    draws.sort(
      (a, b) =>
        a.draw.closeAt.getTime() - b.draw.closeAt.getTime() ||
        a.draw.drawAt.getTime() - b.draw.drawAt.getTime() ||
        LOTTERY_CODES.indexOf(a.game.code) - LOTTERY_CODES.indexOf(b.game.code) ||
        a.draw.period.localeCompare(b.draw.period),
    );
    return {
      at,
      draws: draws.map(({ game, draw }) => ({
        drawId: draw.id,
        view: { gameCode: game.code, gameName: game.name, prizeMode: game.prizeMode, ...numeroOf(draw) },
      })),
    };
  }

  return {
    /** The offered games by group (groups in the lobby's order, empty ones left out). */
    async groups(brand: Brand, language: string, prizeMode?: PrizeMode) {
      const at = now();
      const games = await offered(brand, language, prizeMode);
      const menus = await Promise.all(games.map((game) => menuOf(game, at)));
      return {
        serverNow: at,
        list: GROUP_ORDER.map((code) => ({
          gameGroupCode: code,
          labelName: pickText(LOTTERY_GROUPS[code], language),
          gameMenus: menus.filter((_, index) => games[index]?.group === code),
        })).filter((group) => group.gameMenus.length > 0),
      };
    },

    /** The games the member staked on last, newest first (games no longer offered left out). */
    async recent(brand: Brand, memberId: string, language: string, prizeMode?: PrizeMode) {
      const at = now();
      const games = new Map((await offered(brand, language, prizeMode)).map((game) => [game.id, game]));
      const played = await lobby.recentGamesOf(db, memberId, RECENT_MAX);
      const list = await Promise.all(
        played.flatMap(({ gameId, lastPlacedAt }) => {
          const game = games.get(gameId);
          return game && lastPlacedAt
            ? [menuOf(game, at).then((menu) => ({ ...menu, lastPlayedAt: lastPlacedAt.getTime() }))]
            : [];
        }),
      );
      return { serverNow: at, list };
    },

    /** The offered games with slips in the last 7 days, the most slips first (ties in the lobby's order). */
    async popular(brand: Brand, language: string, query: { prizeMode?: PrizeMode; count: number }) {
      const at = now();
      const games = await offered(brand, language, query.prizeMode);
      const counts = new Map(
        (await lobby.slipsByGame(db, brand.id, new Date(at - POPULAR_DAYS * DAY_MS))).map((row) => [
          row.gameId,
          row,
        ]),
      );
      const played = games
        .filter((game) => counts.has(game.id))
        .sort((a, b) => (counts.get(b.id)?.slips ?? 0) - (counts.get(a.id)?.slips ?? 0))
        .slice(0, query.count);
      const list = await Promise.all(
        played.map(async (game) => ({
          ...(await menuOf(game, at)),
          bets: counts.get(game.id)?.slips ?? 0,
          players: counts.get(game.id)?.players ?? 0,
        })),
      );
      return { serverNow: at, list };
    },

    /** The draws taking bets now (public), at most `count`. */
    async openNumeros(
      brand: Brand,
      language: string,
      query: { prizeMode?: PrizeMode; gameCode?: string; count: number },
    ) {
      const { at, draws } = await openDraws(brand, language, query);
      return { serverNow: at, list: draws.slice(0, query.count).map((draw) => draw.view) };
    },

    /** The draws the member can bet on now, with the member's accepted slips and stake on each. */
    async memberNumeros(
      brand: Brand,
      memberId: string,
      language: string,
      query: { prizeMode?: PrizeMode; gameCode?: string },
    ) {
      const { at, draws } = await openDraws(brand, language, query);
      const mine = new Map(
        (
          await lobby.memberSlipsOn(
            db,
            memberId,
            draws.map((draw) => draw.drawId),
          )
        ).map((row) => [row.drawId, row]),
      );
      return {
        serverNow: at,
        list: draws.map(({ drawId, view }) => ({
          ...view,
          mySlips: mine.get(drawId)?.slips ?? 0,
          myStake: fromMinor(mine.get(drawId)?.totalMinor ?? 0n, brand.currency.minorDigits),
        })),
      };
    },
  };
}

export type LotteryGateway = ReturnType<typeof createLotteryGateway>;
