import { type GameItem, isHouseLotteryId, type LotteryRegion } from "@lotus/contracts";
import { DAILY_REGION, type DailyLotteryId, REGION_ORDER } from "./lobby";

/**
 * The lobbies' "results and statistics" section (/vnlottery, /lottery, /elott): which house
 * lotteries it offers, read from the catalogue the brand shows — the daily regions first (North,
 * Central, South), then the fast lotteries in the catalogue's order.
 */

export interface InsightGame {
  gameId: string;
  /** The catalogue's name in the player's language. */
  name: string;
  /** A daily game's region (its results by date are the region's ticket); null for a fast lottery. */
  region: LotteryRegion | null;
}

const regionOf = (gameId: string): LotteryRegion | null =>
  Object.hasOwn(DAILY_REGION, gameId) ? DAILY_REGION[gameId as DailyLotteryId] : null;

/** The house lotteries among the catalogue's games (one switched off left out, each once). */
export function insightGames(items: readonly GameItem[]): InsightGame[] {
  const seen = new Set<string>();
  const games: InsightGame[] = [];
  for (const item of items) {
    if (!isHouseLotteryId(item.gameId) || item.status === "off" || item.isGame !== "GAME") continue;
    if (seen.has(item.gameId)) continue;
    seen.add(item.gameId);
    games.push({ gameId: item.gameId, name: item.displayName || item.gameId, region: regionOf(item.gameId) });
  }
  const rank = (game: InsightGame) =>
    game.region === null ? REGION_ORDER.length : REGION_ORDER.indexOf(game.region);
  // A stable sort keeps the catalogue's order among the fast lotteries.
  return games.sort((a, b) => rank(a) - rank(b));
}
