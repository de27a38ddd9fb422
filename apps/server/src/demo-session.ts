import type { HouseService } from "./house-games";
import { endGameAccess, type GamesService } from "./modules/games";
import type { Brand } from "./platform/brand-context";
import type { Platform } from "./platform/platform";
import type { AuthenticatedSession } from "./platform/sessions";

/**
 * Runs `play` in a site session of a demo member, then ends it as a logout would: the session and
 * the member's game sessions. The demo plays on a first start go through the same services a
 * player's clicks reach.
 */
export async function asDemoMember<T>(
  platform: Platform,
  brand: Brand,
  memberId: string,
  play: (session: AuthenticatedSession) => Promise<T>,
): Promise<T> {
  const token = await platform.sessions.issue(platform.db, {
    brandId: brand.id,
    memberId,
    kind: "session",
    loginMethod: "demo",
  });
  const session = await platform.sessions.find(platform.db, token, brand.id, "session");
  if (!session) throw new Error("demo member session not issued");
  try {
    return await play(session);
  } finally {
    await platform.sessions.revoke(platform.db, session.sessionId);
    await endGameAccess(platform.db, memberId, new Date(platform.clock.now()));
  }
}

/** Launches a house slot for the session and opens it with the launch token, as the slot page does. */
export async function openDemoSlot(
  games: GamesService,
  house: HouseService,
  brand: Brand,
  session: AuthenticatedSession,
  gameId: string,
) {
  const { game_url } = await games.launch(brand, session, brand.defaultLanguage, { gameId });
  const launchToken = new URL(game_url, "http://launch.local").searchParams.get("t") ?? "";
  return house.openSession(launchToken, brand.merchantCode);
}
