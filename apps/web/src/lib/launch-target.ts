import type { GameItem, GameType, VendorCard, VendorStatus } from "@lotus/contracts";

/**
 * What a game tile or a vendor's lobby game hands to a launch. Apart from game-launch.ts, so the
 * first screen's tiles and category bar carry no launch code until a game is started.
 */

/** What a launch needs of a game tile, a vendor's lobby game or a room. */
export interface LaunchTarget {
  gameId: string;
  nodeId?: string;
  vassalage?: string;
  gameType: GameType;
  displayName: string;
  /** Trial accounts (type 4) may play it. Vendor lobbies and rooms do not say, so they do not allow it. */
  trialAllowed?: boolean;
  status?: VendorStatus;
}

export function targetOfGame(game: GameItem): LaunchTarget {
  return {
    gameId: game.gameId,
    nodeId: game.nodeId,
    vassalage: game.vassalage,
    gameType: game.gameType,
    displayName: game.displayName,
    trialAllowed: game.trialAllowed,
    status: game.status,
  };
}

/** A vendor card's lobby game (live tables, sportsbook), or nothing when the vendor has none. */
export function targetOfCard(card: VendorCard): LaunchTarget | undefined {
  if (!card.gameId) return undefined;
  return {
    gameId: card.gameId,
    nodeId: card.nodeId,
    vassalage: card.vassalage,
    gameType: card.gameType,
    displayName: card.displayName,
    status: card.status,
  };
}
