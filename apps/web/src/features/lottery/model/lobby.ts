import { DAILY_LOTTERY_IDS, type GameItem, type LotteryRegion } from "@lotus/contracts";
import { periodDate, type StationDraw, type StationState, stationDraws, stationState } from "./daily";
import { latestDay, type ResultDraw } from "./ticket";

/**
 * The Vietnamese lottery lobby (/vnlottery): the three regions with the stations of the day, each
 * counting down to its close, and the latest result of each region. Each region is one house game
 * whose public board gives its draws; the catalogue says which of them the brand offers.
 */

export type DailyLotteryId = (typeof DAILY_LOTTERY_IDS)[number];

/** The region of each daily game: Xổ số Miền Bắc, Miền Trung, Miền Nam. */
export const DAILY_REGION: Readonly<Record<DailyLotteryId, LotteryRegion>> = {
  xsmb: "north",
  xsmt: "central",
  xsmn: "south",
};

/** The order players name the regions in: Bắc, Trung, Nam. */
export const REGION_ORDER: readonly LotteryRegion[] = ["north", "central", "south"];

const isDailyId = (gameId: string): gameId is DailyLotteryId =>
  (DAILY_LOTTERY_IDS as readonly string[]).includes(gameId);

export interface LobbyGame {
  gameId: DailyLotteryId;
  region: LotteryRegion;
  /** The catalogue's tile: its name in the player's language, status and launch fields. */
  item: GameItem;
}

/** The daily games among the catalogue's games, in region order; one switched off is left out. */
export function dailyGames(items: readonly GameItem[]): LobbyGame[] {
  const games = new Map<LotteryRegion, LobbyGame>();
  for (const item of items) {
    if (!isDailyId(item.gameId) || item.status === "off" || item.isGame !== "GAME") continue;
    const region = DAILY_REGION[item.gameId];
    if (!games.has(region)) games.set(region, { gameId: item.gameId, region, item });
  }
  return REGION_ORDER.flatMap((region) => {
    const game = games.get(region);
    return game ? [game] : [];
  });
}

export interface LobbyStation<D> {
  draw: D;
  state: StationState;
  /** The draw's day, yyyy-MM-dd. */
  date: string;
}

/** What the lobby reads of a region's board. */
export interface LobbyBoard<D> {
  openDraws: readonly D[];
  upcoming: readonly D[];
  recent: readonly D[];
}

/** A region's stations at `now`: those taking bets, else those waiting for their result, else the next ones. */
export function lobbyStations<D extends StationDraw>(
  board: Pick<LobbyBoard<D>, "openDraws" | "upcoming">,
  now: number,
): LobbyStation<D>[] {
  return stationDraws(board, now).map((draw) => ({
    draw,
    state: stationState(draw, now),
    date: periodDate(draw.period),
  }));
}

export interface LobbyRegion<D> {
  game: LobbyGame;
  stations: LobbyStation<D>[];
  /** The latest day with results, its stations in their order; null before the first. */
  latest: { date: string; draws: D[] } | null;
}

/** One region of the lobby from its board (none yet: no stations, no result). */
export function lobbyRegion<D extends StationDraw & ResultDraw>(
  game: LobbyGame,
  board: LobbyBoard<D> | undefined,
  now: number,
): LobbyRegion<D> {
  return {
    game,
    stations: board ? lobbyStations(board, now) : [],
    latest: board ? latestDay(board.recent) : null,
  };
}

/** The lobby's regions, North, Central then South, each from its own game's board. */
export function lobbyRegions<D extends StationDraw & ResultDraw>(
  games: readonly LobbyGame[],
  boards: ReadonlyMap<string, LobbyBoard<D>>,
  now: number,
): LobbyRegion<D>[] {
  return [...games]
    .sort((a, b) => REGION_ORDER.indexOf(a.region) - REGION_ORDER.indexOf(b.region))
    .map((game) => lobbyRegion(game, boards.get(game.gameId), now));
}
