import type { GameType, VendorLane } from "@lotus/contracts";
import { categoryPath, vendorCode } from "../../../lib/vendor-lanes";

/** The home lobby's category tiles and provider strip, read from the vendor lanes. */

export interface CategoryTile {
  gameType: GameType;
  path: string;
  /** Games of the category that are not switched off. */
  count: number;
}

export interface ProviderTile {
  code: string;
  name: string;
  logo: string;
  /** Games of the vendor over every category it is in. */
  count: number;
  /** The vendor's tab on its first category page. */
  path: string;
}

/** One tile per category with games, in lane order; LOTT joins ELOTT, whose page it shares. */
export function categoryTiles(lanes: readonly VendorLane[]): CategoryTile[] {
  const tiles = new Map<string, CategoryTile>();
  for (const lane of lanes) {
    const count = lane.cards.reduce((sum, card) => sum + card.gameCount, 0);
    if (count === 0) continue;
    const path = categoryPath(lane.title);
    const existing = tiles.get(path);
    if (existing) existing.count += count;
    else tiles.set(path, { gameType: lane.title === "LOTT" ? "ELOTT" : lane.title, path, count });
  }
  return [...tiles.values()];
}

/** Every vendor once, with its games summed over its lanes, in the order the lanes list them. */
export function providerTiles(lanes: readonly VendorLane[]): ProviderTile[] {
  const providers = new Map<string, ProviderTile>();
  for (const lane of lanes) {
    for (const card of lane.cards) {
      const code = vendorCode(card);
      const existing = providers.get(code);
      if (existing) {
        existing.count += card.gameCount;
        continue;
      }
      providers.set(code, {
        code,
        name: card.displayName || code,
        logo: card.smallIcon,
        count: card.gameCount,
        path: `${categoryPath(lane.title)}?page=${encodeURIComponent(code)}`,
      });
    }
  }
  return [...providers.values()].filter((provider) => provider.count > 0);
}

/**
 * The letters a vendor without a logo shows: the initials of its first two words ("Lotus Games" →
 * "LG"), or the first two letters of a single word ("PG Soft" → "PS", "Evolution" → "EV").
 */
export function lettermark(name: string): string {
  const words = name
    .trim()
    .split(/[\s_-]+/u)
    .filter(Boolean);
  const [first = "", second] = words;
  const letters = second ? [...first][0] + ([...second][0] ?? "") : [...first].slice(0, 2).join("");
  return (letters || "?").toLocaleUpperCase();
}
