import { z } from "zod";
import { tags } from "./games-shared";
import { defineCall, epochMs } from "./http";
import { CALL_ROUTES } from "./route-table";
import { amountValue } from "./wallet";

/**
 * The home's live feed of big wins: the recent ones on a public read, then each new one over the
 * site's WebSocket on the brand's public channel. A winner is shown only by a masked name.
 */

/**
 * A player's name as anyone may see it: the first two and last two characters of a long name
 * ("nguyen23" → "ng***23"), one and one of a short one ("anna" → "a***a"), the first of a tiny one.
 */
export function maskPlayerName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length <= 3) return `${chars[0] ?? ""}***`;
  const keep = chars.length >= 6 ? 2 : 1;
  return `${chars.slice(0, keep).join("")}***${chars.slice(-keep).join("")}`;
}

const winFields = {
  /** The round's id: the feed merges the first list and the live wins by it. */
  id: z.string(),
  player: z.string(),
  gameId: z.string(),
  vassalage: z.string(),
  amount: amountValue,
  /** Win ÷ stake, two decimals. */
  multiplier: z.number(),
  time: epochMs,
};

export const recentWin = z.object({ ...winFields, game: z.string() });
export type RecentWin = z.infer<typeof recentWin>;

/** The WebSocket message of one big win: the game's name in every language, the site picks its own. */
export const liveWinMessage = z.object({
  type: z.literal("win"),
  win: z.object({ ...winFields, gameNames: z.record(z.string(), z.string()) }),
});
export type LiveWinMessage = z.infer<typeof liveWinMessage>;

export const recentWinsCall = defineCall({
  ...CALL_ROUTES.recentWins,
  summary: "The brand's latest big wins, newest first (players masked); new ones follow on the WebSocket",
  response: z.object({ list: z.array(recentWin) }),
  tags,
});
