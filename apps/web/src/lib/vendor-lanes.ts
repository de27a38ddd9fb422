import {
  GAME_TYPES,
  type GameItem,
  type GameType,
  ROUTES,
  type VendorCard,
  type VendorLane,
} from "@lotus/contracts";
import { readItem, writeItem } from "@lotus/ui/browser/storage";
import { queryOptions } from "@tanstack/react-query";
import { api } from "./api";
import { CATALOGUE_STALE_MS, HEADER_MAX_PROVIDERS } from "./constants";
import { queryKeys } from "./query-keys";

/**
 * The game catalogue every screen shares: the vendor lanes (bottom bar, footer, category pages)
 * and the hot games, with the SPEC §2 and §3 rules that arrange them.
 */

/** SPEC §3: the vendor list is cached in session storage, so a reload paints the bar at once. */
const LANES_CACHE_KEY = "lotus.vendorLanes";

interface CachedLanes {
  lanes: VendorLane[];
  at: number;
}

const CARD_TEXTS = [
  "vassalage",
  "accountTypeName",
  "displayName",
  "smallIcon",
  "gameType",
  "status",
] as const;
const CARD_NUMBERS = ["accountTypeId", "isHot", "gameCount"] as const;

function isLaneList(value: unknown): value is VendorLane[] {
  return (
    Array.isArray(value) &&
    value.every(
      (lane: { title?: unknown; cards?: unknown }) =>
        (GAME_TYPES as readonly unknown[]).includes(lane?.title) &&
        Array.isArray(lane.cards) &&
        lane.cards.every(
          (card: Record<string, unknown>) =>
            CARD_TEXTS.every((key) => typeof card?.[key] === "string") &&
            CARD_NUMBERS.every((key) => typeof card?.[key] === "number"),
        ),
    )
  );
}

function readCachedLanes(): CachedLanes | undefined {
  const raw = readItem("session", LANES_CACHE_KEY);
  if (!raw) return undefined;
  try {
    const stored = JSON.parse(raw) as { lanes?: unknown; at?: unknown };
    // Checked by shape (without zod on the first screen): a cache from an older build must not break the bar.
    if (isLaneList(stored.lanes) && typeof stored.at === "number")
      return { lanes: stored.lanes, at: stored.at };
  } catch {
    // A damaged entry counts as absent; the next answer replaces it.
  }
  return undefined;
}

/** GET /wps/relay/GCSGAME_gameVendor (public), read as value.data.lanes (SPEC §7). */
export async function fetchVendorLanes(signal?: AbortSignal): Promise<VendorLane[]> {
  const value = await api(ROUTES.gameVendor, { signal });
  const lanes = value.data.lanes;
  writeItem("session", LANES_CACHE_KEY, JSON.stringify({ lanes, at: Date.now() } satisfies CachedLanes));
  return lanes;
}

/** The lanes, shared by the bottom bar, the footer and the category pages (one key, cached for minutes). */
export function vendorLanesQuery() {
  return queryOptions({
    queryKey: queryKeys.games.vendorLanes(),
    queryFn: ({ signal }) => fetchVendorLanes(signal),
    staleTime: CATALOGUE_STALE_MS,
    initialData: () => readCachedLanes()?.lanes,
    initialDataUpdatedAt: () => readCachedLanes()?.at,
  });
}

/** SPEC §3 hot-game request: merchantCode, isPlatform 2, vassalage empty, platform, language; read as value.list. */
export function hotGamesQuery(language: string, merchantCode: string) {
  return queryOptions({
    queryKey: queryKeys.games.hotGames(language),
    queryFn: async ({ signal }): Promise<GameItem[]> => {
      const value = await api(ROUTES.hotGames, {
        query: { merchantCode, isPlatform: 2, vassalage: "", platform: "flash,html5-desktop", language },
        signal,
      });
      return value.list;
    },
    staleTime: CATALOGUE_STALE_MS,
  });
}

/** Route of a category page; LOTT shares the ELOTT page (SPEC §2). */
export function categoryPath(gameType: GameType): string {
  return gameType === "LOTT" ? "/elott" : `/${gameType.toLowerCase()}`;
}

/** The vendor code a card stands for: its vassalage (the ?page= value of a category page). */
export function vendorCode(
  card: Pick<VendorCard, "vassalage" | "accountTypeName" | "accountTypeId">,
): string {
  return card.vassalage || card.accountTypeName || String(card.accountTypeId);
}

function listedIn(card: VendorCard, vendors: readonly string[]): boolean {
  const names = [card.vassalage, card.accountTypeName].map((name) => name.toUpperCase());
  return vendors.some((vendor) => names.includes(vendor.toUpperCase()));
}

/**
 * SPEC §3: sports cards whose vendor is in the brand's e-sports list move to ESPORTS, those in the
 * cockfight list to COCKFIGHT; a sports lane left empty is removed, as is any empty lane. The
 * server already does this; doing it again here is harmless and keeps the rule in one visible place.
 */
export function arrangeLanes(
  lanes: readonly VendorLane[],
  esportsVendors: readonly string[],
  cockfightVendors: readonly string[],
): VendorLane[] {
  const byType = new Map<GameType, VendorCard[]>();
  const add = (type: GameType, card: VendorCard) => byType.set(type, [...(byType.get(type) ?? []), card]);
  for (const lane of lanes) {
    for (const card of lane.cards) {
      if (lane.title === "SPORTS" && listedIn(card, esportsVendors))
        add("ESPORTS", { ...card, gameType: "ESPORTS" });
      else if (lane.title === "SPORTS" && listedIn(card, cockfightVendors))
        add("COCKFIGHT", { ...card, gameType: "COCKFIGHT" });
      else add(lane.title, card);
    }
  }
  return GAME_TYPES.filter((type) => (byType.get(type)?.length ?? 0) > 0).map((type) => ({
    title: type,
    cards: byType.get(type) ?? [],
  }));
}

/** The two lottery categories: the lottery pages (/elott, /lottery) list the vendors of both. */
export const LOTTERY_TYPES: readonly GameType[] = ["ELOTT", "LOTT"];

export const isLotteryType = (gameType: GameType) => LOTTERY_TYPES.includes(gameType);

/**
 * The categories a page lists, its own first: a lottery page shows both lottery categories (SPEC
 * §2: LOTT also goes to /elott), any other page its own.
 */
export function pageTypes(gameType: GameType): GameType[] {
  return isLotteryType(gameType)
    ? [gameType, ...LOTTERY_TYPES.filter((type) => type !== gameType)]
    : [gameType];
}

/**
 * The vendors of one category page, each once: a lottery page lists the vendors of both lottery
 * categories (its own first), and a vendor in both (the house vendor's fast and daily lotteries)
 * is one tab.
 */
export function categoryCards(lanes: readonly VendorLane[], gameType: GameType): VendorCard[] {
  const seen = new Set<string>();
  return pageTypes(gameType)
    .flatMap((type) => lanes.filter((lane) => lane.title === type).flatMap((lane) => lane.cards))
    .filter((card) => {
      const code = vendorCode(card);
      if (seen.has(code)) return false;
      seen.add(code);
      return true;
    });
}

/** The categories of the page a vendor's tab lists games of, the page's own first (lottery pages: both). */
export function vendorPageTypes(
  lanes: readonly VendorLane[],
  card: VendorCard,
  gameType: GameType,
): GameType[] {
  const code = vendorCode(card);
  const types = pageTypes(gameType).filter((type) =>
    lanes.some((lane) => lane.title === type && lane.cards.some((other) => vendorCode(other) === code)),
  );
  return types.length > 0 ? types : [card.gameType];
}

/**
 * The lanes as the bar and the footer list them: LOTT joins ELOTT, whose page it shares, so the
 * lottery is one entry with each vendor once; a LOTT lane without an ELOTT one stays as it is.
 */
export function mergeLotteryLanes(lanes: readonly VendorLane[]): VendorLane[] {
  const elott = lanes.find((lane) => lane.title === "ELOTT");
  const lott = lanes.find((lane) => lane.title === "LOTT");
  if (!elott || !lott) return [...lanes];
  const codes = new Set(elott.cards.map(vendorCode));
  const merged = {
    ...elott,
    cards: [...elott.cards, ...lott.cards.filter((card) => !codes.has(vendorCode(card)))],
  };
  return lanes.filter((lane) => lane !== lott).map((lane) => (lane === elott ? merged : lane));
}

/**
 * The vendor tab a category page shows: the one `?page=` names (its vassalage, or its account type
 * name, in any case), else the first vendor.
 */
export function selectVendor(cards: readonly VendorCard[], page: string | null): VendorCard | undefined {
  const wanted = page?.trim().toUpperCase();
  if (wanted) {
    const found = cards.find(
      (card) => card.vassalage.toUpperCase() === wanted || card.accountTypeName.toUpperCase() === wanted,
    );
    if (found) return found;
  }
  return cards[0];
}

/** Categories whose single vendor is launched straight from the bar (SPEC §2); e-sports always opens its page. */
const DIRECT_LAUNCH_TYPES: readonly GameType[] = ["PVP", "SPORTS", "FISH", "LIVE"];

export interface CategoryNavItem {
  gameType: GameType;
  path: string;
  /** At most HEADER_MAX_PROVIDERS providers for the dropdown. */
  providers: VendorCard[];
  /** True when more providers exist; the "more" entry leads to /{gameType lowercased}. */
  more: boolean;
  /** The one vendor whose lobby game (card.gameId) the bar launches instead of opening the page. */
  directLaunch: VendorCard | undefined;
}

/** Bottom-bar category items: one per category that has vendors, in lane order (the lottery once). */
export function categoryNavItems(lanes: readonly VendorLane[]): CategoryNavItem[] {
  return mergeLotteryLanes(lanes)
    .filter((lane) => lane.cards.length > 0)
    .map((lane) => {
      const [only] = lane.cards;
      return {
        gameType: lane.title,
        path: categoryPath(lane.title),
        providers: lane.cards.slice(0, HEADER_MAX_PROVIDERS),
        more: lane.cards.length > HEADER_MAX_PROVIDERS,
        // A vendor without a lobby game has nothing to launch: its page opens instead.
        directLaunch:
          DIRECT_LAUNCH_TYPES.includes(lane.title) && lane.cards.length === 1 && only?.gameId
            ? only
            : undefined,
      };
    });
}

/**
 * SPEC §2 "clicking goes to the path unless already there": true when `to` (a path with an optional
 * query) is the page shown now. Paths compare without case (/cockfight is /cockFight) and so does
 * the vendor in ?page=.
 */
export function isCurrentTarget(current: { pathname: string; search: string }, to: string): boolean {
  const [path = "", query = ""] = to.split("?");
  const normalise = (search: string) => {
    const params = new URLSearchParams(search);
    return [...params.entries()]
      .map(([key, value]) => `${key}=${key === "page" ? value.toUpperCase() : value}`)
      .sort()
      .join("&");
  };
  const trim = (value: string) => value.replace(/\/+$/, "").toLowerCase() || "/";
  return trim(current.pathname) === trim(path) && normalise(current.search) === normalise(query);
}
