import { queryOptions } from "@tanstack/react-query";
import { HEADER_MAX_PROVIDERS } from "./constants";
import { queryKeys } from "./query-keys";

/**
 * GAME CATALOGUE PLACEHOLDER POINT. The games capability (GCSGAME_gameVendor, GCSGAME_hotGamesV2)
 * has no server calls yet, so the vendor-lane and hot-game queries below resolve to empty lists
 * and every screen shows its real empty state. When those calls land, only the two queryFns
 * change; the lane rules and the components already follow SPEC §2 and §3.
 */
export const GAME_TYPES = [
  "ELOTT",
  "LOTT",
  "LIVE",
  "SPORTS",
  "FISH",
  "RNG",
  "PVP",
  "ESPORTS",
  "COCKFIGHT",
] as const;
export type GameType = (typeof GAME_TYPES)[number];

/** A vendor card of a lane (SPEC §3 vendor item). */
export interface VendorItem {
  gameType: GameType;
  accountTypeId: number;
  accountTypeName?: string;
  vassalage?: string;
  displayName: string;
  smallIcon?: string;
  gameId?: string;
  roomId?: string;
  nodeId?: string;
  isHot?: number;
}

export interface VendorLane {
  title: GameType;
  cards: VendorItem[];
}

export interface HotGame {
  gameId: string;
  displayName: string;
  smallIcon?: string;
  vassalage?: string;
}

export function vendorLanesQuery() {
  return queryOptions({
    queryKey: queryKeys.games.vendorLanes(),
    queryFn: async (): Promise<VendorLane[]> => [],
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function hotGamesQuery() {
  return queryOptions({
    queryKey: queryKeys.games.hotGames(),
    queryFn: async (): Promise<HotGame[]> => [],
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Route of a category page; LOTT shares the ELOTT page (SPEC §2). */
export function categoryPath(gameType: GameType): string {
  return gameType === "LOTT" ? "/elott" : `/${gameType.toLowerCase()}`;
}

/**
 * SPEC §3: sports cards whose vendor is in the brand's e-sports list move to ESPORTS, those in the
 * cockfight list to COCKFIGHT; a sports lane left empty is removed, as is any empty lane.
 */
export function arrangeLanes(
  lanes: readonly VendorLane[],
  esportsVendors: readonly string[],
  cockfightVendors: readonly string[],
): VendorLane[] {
  const byType = new Map<GameType, VendorItem[]>();
  const add = (type: GameType, card: VendorItem) => byType.set(type, [...(byType.get(type) ?? []), card]);
  for (const lane of lanes) {
    for (const card of lane.cards) {
      const vendor = card.accountTypeName ?? card.vassalage ?? "";
      if (lane.title === "SPORTS" && esportsVendors.includes(vendor))
        add("ESPORTS", { ...card, gameType: "ESPORTS" });
      else if (lane.title === "SPORTS" && cockfightVendors.includes(vendor))
        add("COCKFIGHT", { ...card, gameType: "COCKFIGHT" });
      else add(lane.title, card);
    }
  }
  return GAME_TYPES.filter((type) => (byType.get(type)?.length ?? 0) > 0).map((type) => ({
    title: type,
    cards: byType.get(type) ?? [],
  }));
}

/** Categories whose single vendor is launched straight from the bar (SPEC §2); e-sports always opens its page. */
const DIRECT_LAUNCH_TYPES: readonly GameType[] = ["PVP", "SPORTS", "FISH", "LIVE"];

export interface CategoryNavItem {
  gameType: GameType;
  path: string;
  /** At most HEADER_MAX_PROVIDERS providers for the dropdown. */
  providers: VendorItem[];
  /** True when more providers exist; the "more" entry leads to /{gameType lowercased}. */
  more: boolean;
  /** The one vendor to launch directly, for the categories that do so. */
  directLaunch: VendorItem | undefined;
}

/** Bottom-bar category items: one per category that has vendors, in lane order. */
export function categoryNavItems(lanes: readonly VendorLane[]): CategoryNavItem[] {
  return lanes
    .filter((lane) => lane.cards.length > 0)
    .map((lane) => ({
      gameType: lane.title,
      path: categoryPath(lane.title),
      providers: lane.cards.slice(0, HEADER_MAX_PROVIDERS),
      more: lane.cards.length > HEADER_MAX_PROVIDERS,
      directLaunch:
        DIRECT_LAUNCH_TYPES.includes(lane.title) && lane.cards.length === 1 ? lane.cards[0] : undefined,
    }));
}
