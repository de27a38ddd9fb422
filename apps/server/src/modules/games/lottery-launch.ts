import { HOUSE_VENDOR, LOTTERY_LOBBY_PATHS, type PrizeMode, prizeModeOf } from "@lotus/contracts";
import type { Brand } from "../../platform/brand-context";
import { AppError } from "../../platform/errors";
import type { AuthenticatedSession } from "../../platform/sessions";
import type { GamesService } from "./games.service";

/** A lottery launch (SPEC §7 launchGame with launchMode LOTT), its combinations checked by the contract. */
export interface LotteryLaunchRequest {
  gameCode?: string;
  prizeMode?: PrizeMode;
  lottoView: "betting" | "lobby";
  backUrl?: string;
}

/** The URL with the back address in its query (a launch host's URL or a path of the site alike). */
function withBackUrl(url: string, backUrl: string | undefined): string {
  if (!backUrl) return url;
  return `${url}${url.includes("?") ? "&" : "?"}${new URLSearchParams({ backUrl })}`;
}

/**
 * The site's own lottery page for a lottery launch: the betting view is the house lottery's page
 * for that game, launched as any game is (one-time launch token, the member's checks); the lobby
 * view is the prize mode's lobby (/vnlottery for Lott, /elott for Elott). Both carry the back URL.
 */
export async function launchLottery(
  games: Pick<GamesService, "launch" | "lookup">,
  brand: Brand,
  session: AuthenticatedSession,
  language: string,
  request: LotteryLaunchRequest,
): Promise<{ game_url: string }> {
  const found = request.gameCode
    ? await games.lookup.game(brand.id, HOUSE_VENDOR, request.gameCode)
    : undefined;
  const lottery = found?.game.settings.lottery;
  // The site's lottery pages play the house lotteries only: any other code names no lottery game.
  if (request.gameCode && !lottery) throw new AppError("game.not_found");
  const gameMode = lottery ? prizeModeOf(Boolean(lottery.daily)) : undefined;
  if (request.prizeMode && gameMode && request.prizeMode !== gameMode)
    throw new AppError("lottery.prize_mode_mismatch");

  if (request.lottoView === "betting") {
    if (!found) throw new AppError("game.not_found");
    const launched = await games.launch(brand, session, language, {
      gameId: found.game.code,
      vassalage: HOUSE_VENDOR,
    });
    return { game_url: withBackUrl(launched.game_url, request.backUrl) };
  }
  const mode = request.prizeMode ?? gameMode;
  const lobby = mode ? LOTTERY_LOBBY_PATHS[mode] : undefined;
  if (!lobby) throw new AppError("lottery.prize_mode_unavailable");
  return { game_url: withBackUrl(lobby, request.backUrl) };
}
