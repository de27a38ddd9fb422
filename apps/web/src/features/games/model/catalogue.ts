import type { GameItem, GameType, VendorCard } from "@lotus/contracts";

/** Rules of the category pages and the game tiles. */

/**
 * The in-house vendor's code, contracts' HOUSE_VENDOR (its file holds schemas; the category pages,
 * a first screen, import no schema file: docs/adr/0009). A unit test keeps the two the same.
 */
export const HOUSE_VENDOR_CODE = "LOTUS";

/**
 * The game type a category page asks a vendor's list for: the page's category when the vendor
 * has games of several types and that is one of them (a slot vendor's fishing games belong on the
 * fishing page); nothing otherwise — a sports vendor shown under e-sports keeps its SPORTS games.
 */
export function listGameType(
  card: Pick<VendorCard, "gameType">,
  vendorTypes: readonly { gameType: GameType; count: number }[] | undefined,
): GameType | undefined {
  const types = (vendorTypes ?? []).filter((type) => type.count > 0);
  if (types.length <= 1) return undefined;
  return types.some((type) => type.gameType === card.gameType) ? card.gameType : undefined;
}

/** A tag as text when no translation exists: "free-spins" → "Free spins". */
export function prettyTag(tag: string): string {
  const words = tag.replace(/[-_]+/g, " ").trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : tag;
}

/**
 * Games the "Game Under Maintenance" dialog suggests: hot games of the same category, not the game
 * itself and not under maintenance, at most `limit`. Lottery shares one category across its types.
 */
export function maintenanceSuggestions(
  hot: readonly GameItem[],
  game: { gameId: string; gameType: GameType },
  limit: number,
): GameItem[] {
  const family = (type: GameType) => (type === "LOTT" ? "ELOTT" : type);
  return hot
    .filter(
      (item) =>
        item.gameId !== game.gameId &&
        item.status === "on" &&
        item.isGame === "GAME" &&
        family(item.gameType) === family(game.gameType),
    )
    .slice(0, limit);
}

/** Only tiles that can do something are shown: a game switched off is left out. */
export function visibleGames(list: readonly GameItem[]): GameItem[] {
  return list.filter((game) => game.status !== "off");
}
