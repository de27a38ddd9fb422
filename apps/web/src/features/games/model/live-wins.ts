import { pickText, RECENT_WINS_MAX, type RecentWin } from "@lotus/contracts";
import type { LiveWin } from "../../../lib/realtime";

/** The home's feed of big wins: the first list, then each announced win on top. */

/** An announced win as the feed lists it, its game named in the visitor's language. */
export function toRecentWin(win: LiveWin, language: string): RecentWin {
  const { gameNames, ...rest } = win;
  return { ...rest, game: pickText(gameNames, language) || win.gameId };
}

/** Puts a win on top of the feed once (a win already listed is not repeated), keeping at most `max`. */
export function addWin(list: readonly RecentWin[], win: RecentWin, max = RECENT_WINS_MAX): RecentWin[] {
  return [win, ...list.filter((item) => item.id !== win.id)].slice(0, max);
}
