import {
  ACCOUNT_TYPES,
  fromMinor,
  type GameItem,
  type GameType,
  maskPlayerName,
  pickText,
  type VendorLane,
} from "@lotus/contracts";
import { LRUCache } from "lru-cache";
import type { Brand } from "../../platform/brand-context";
import { randomToken, sha256 } from "../../platform/crypto";
import { AppError } from "../../platform/errors";
import { stableAnswer } from "../../platform/http";
import type { Platform } from "../../platform/platform";
import type { AuthenticatedSession } from "../../platform/sessions";
import { createBigWins } from "./big-wins";
import {
  buildLanes,
  type CatalogueEntry,
  effectiveStatus,
  fillLaunchTemplate,
  inCategory,
  launchBase,
  toGameItem,
} from "./catalogue";
import { createGameLookup } from "./game-lookup";
import { createGameRecords } from "./game-records";
import * as repo from "./games.repository";
import { createHouseVendor } from "./house-vendor";
import { createRoundDetails } from "./round-details";

const DAY_MS = 86_400_000;
const CACHE_MS = 10_000;
const LAUNCH_TOKEN_MS = 5 * 60 * 1000;
const FAVORITES_MAX = 100;
const RECENT_MAX = 20;

interface CachedCatalogue {
  loadedAt: number;
  vendors: repo.VendorRow[];
  entries: CatalogueEntry[];
  byCode: Map<string, CatalogueEntry[]>;
  byId: Map<string, CatalogueEntry>;
  /** Serialised answers per language and query (lanes and hot games are read on every page). */
  answers: LRUCache<string, { value: unknown }>;
}

/**
 * A vendor's live rooms by game code (GLS2_roomList): its open and paused tables with their stake
 * limits; a game it does not list (a closed table) is left out of the list.
 */
export interface RoomSource {
  rooms(
    brand: Brand,
  ): Promise<Map<string, { status: "open" | "paused"; minBetMinor: bigint; maxBetMinor: bigint }>>;
}

/** Where the house vendor's player page lives (the site serves it; see house-games). */
export const HOUSE_PLAY_PATH = "/play";

/**
 * Catalogue reads (cached per brand for a few seconds, invalidated at once on this node by
 * back-office edits), favourites, recent games, the winners board, launch, and the betting records
 * of game-records.ts.
 */
export function createGamesService(platform: Platform) {
  const db = platform.db;
  // One catalogue per brand, bounded; each expires after CACHE_MS (loadedAt) and on invalidate.
  const caches = new LRUCache<string, Promise<CachedCatalogue>>({ max: 1_000 });
  const lookup = createGameLookup(platform);
  const wins = createBigWins(platform);
  const roundDetails = createRoundDetails(platform);
  const records = createGameRecords(platform, roundDetails);
  const roomSources = new Map<string, RoomSource>();
  const money = (brand: Brand, minor: bigint) => fromMinor(minor, brand.currency.minorDigits);

  async function load(brandId: string): Promise<CachedCatalogue> {
    const [vendors, entries] = await Promise.all([
      repo.vendorsOf(db, brandId),
      repo.catalogueOf(db, brandId),
    ]);
    const byCode = new Map<string, CatalogueEntry[]>();
    const byId = new Map<string, CatalogueEntry>();
    for (const entry of entries) {
      byCode.set(entry.game.code, [...(byCode.get(entry.game.code) ?? []), entry]);
      byId.set(entry.game.id, entry);
    }
    return {
      loadedAt: platform.clock.now(),
      vendors,
      entries,
      byCode,
      byId,
      answers: new LRUCache({ max: 500 }),
    };
  }

  async function catalogue(brandId: string): Promise<CachedCatalogue> {
    const cached = caches.get(brandId);
    if (cached) {
      const value = await cached;
      if (platform.clock.now() - value.loadedAt < CACHE_MS) return value;
    }
    const next = load(brandId);
    caches.set(brandId, next);
    next.catch(() => caches.delete(brandId));
    return next;
  }

  async function memoised<T>(brandId: string, key: string, compute: (cat: CachedCatalogue) => T): Promise<T> {
    const cat = await catalogue(brandId);
    const hit = cat.answers.get(key);
    if (hit !== undefined) return hit.value as T;
    const value = stableAnswer(compute(cat));
    cat.answers.set(key, { value });
    return value;
  }

  function findEntry(cat: CachedCatalogue, gameId: string, vendorCode?: string): CatalogueEntry | undefined {
    const matches = cat.byCode.get(gameId) ?? [];
    return vendorCode ? matches.find((entry) => entry.vendor.code === vendorCode) : matches[0];
  }

  const lists = (brand: Brand) => ({
    esportsVendors: brand.settings.esportsVendors,
    cockfightVendors: brand.settings.cockfightVendors,
  });

  function hotOf(cat: CachedCatalogue, language: string, vassalage?: string): GameItem[] {
    return cat.entries
      .filter((entry) => entry.game.isHot && effectiveStatus(entry) !== "off")
      .filter((entry) => !vassalage || entry.vendor.code === vassalage)
      .map((entry) => toGameItem(entry, language))
      .slice(0, 60);
  }

  async function favoriteCodes(brand: Brand, session: AuthenticatedSession) {
    const cat = await catalogue(brand.id);
    const ids = await repo.favoriteIds(db, session.memberId);
    return {
      gameIds: ids.map((id) => cat.byId.get(id)?.game.code).filter((code): code is string => Boolean(code)),
    };
  }

  async function itemsByIds(brand: Brand, ids: readonly string[], language: string): Promise<GameItem[]> {
    const cat = await catalogue(brand.id);
    return ids
      .map((id) => cat.byId.get(id))
      .filter((entry): entry is CatalogueEntry => Boolean(entry))
      .map((entry) => toGameItem(entry, language));
  }

  return {
    /** Whether `id` is one of the brand's games (a mission or report that names a game checks it). */
    async isGameOfBrand(brandId: string, id: string): Promise<boolean> {
      return (await repo.gameOfBrand(db, brandId, id)) !== undefined;
    },

    /** Forget the cached catalogue of a brand (after a back-office edit). */
    invalidate(brandId: string) {
      caches.delete(brandId);
      lookup.invalidate(brandId);
    },

    /** Vendor and game rows by code for the wallet calls and the house vendor (cached, see game-lookup). */
    lookup,

    /** The big-win feed: settled rounds announce themselves through it, the home reads the latest. */
    wins,

    recentWins: wins.recent,

    /** Vendors' round details (a lottery ticket's draw, lines and result), asked for one round at a time. */
    roundDetails,

    /** Plugs in a vendor's live rooms (the house vendor's live tables), which the room list then shows. */
    provideRooms(vendorCode: string, source: RoomSource) {
      roomSources.set(vendorCode, source);
    },

    /** What the house vendor reads of the catalogue (its vendor row, games and signing secret). */
    house: createHouseVendor(platform, lookup),

    lanes(brand: Brand): Promise<{ data: { lanes: VendorLane[] } }> {
      return memoised(
        brand.id,
        `lanes:${brand.settings.esportsVendors}:${brand.settings.cockfightVendors}`,
        (cat) => ({
          data: { lanes: buildLanes(cat.vendors, cat.entries, lists(brand)) },
        }),
      );
    },

    hotGames(brand: Brand, language: string, vassalage?: string) {
      return memoised(brand.id, `hot:${language}:${vassalage ?? ""}`, (cat) => ({
        list: hotOf(cat, language, vassalage),
      }));
    },

    async gameList(
      brand: Brand,
      language: string,
      query: {
        vassalage?: string;
        gameType?: GameType;
        tag?: string;
        keyword?: string;
        page: number;
        pageSize: number;
      },
    ) {
      const cat = await catalogue(brand.id);
      const keyword = query.keyword?.toLowerCase();
      const matches = cat.entries.filter(
        (entry) =>
          (!query.vassalage || entry.vendor.code === query.vassalage) &&
          (!query.gameType || inCategory(entry, query.gameType, lists(brand))) &&
          (!query.tag || entry.game.tags.includes(query.tag)) &&
          (!keyword ||
            entry.game.code.toLowerCase().includes(keyword) ||
            Object.values(entry.game.names).some((name) => name?.toLowerCase().includes(keyword))),
      );
      const start = (query.page - 1) * query.pageSize;
      return {
        list: matches.slice(start, start + query.pageSize).map((entry) => toGameItem(entry, language)),
        total: matches.length,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async vendorGameTypes(brand: Brand, vassalage: string) {
      const cat = await catalogue(brand.id);
      const entries = cat.entries.filter((entry) => entry.vendor.code === vassalage);
      if (!cat.vendors.some((vendor) => vendor.code === vassalage && vendor.status !== "off"))
        throw new AppError("vendor.unknown");
      const types = new Map<GameType, { count: number; tags: Map<string, number> }>();
      const tags = new Map<string, number>();
      for (const entry of entries) {
        const item = toGameItem(entry, "EN");
        const type = types.get(item.gameType) ?? { count: 0, tags: new Map<string, number>() };
        types.set(item.gameType, type);
        type.count += 1;
        for (const tag of entry.game.tags) {
          tags.set(tag, (tags.get(tag) ?? 0) + 1);
          type.tags.set(tag, (type.tags.get(tag) ?? 0) + 1);
        }
      }
      const tagList = (counts: Map<string, number>) =>
        [...counts].map(([tag, count]) => ({ tag, count })).sort((a, b) => b.count - a.count);
      return {
        vassalage,
        gameTypes: [...types].map(([gameType, type]) => ({
          gameType,
          count: type.count,
          tags: tagList(type.tags),
        })),
        tags: tagList(tags),
      };
    },

    favoriteIds: favoriteCodes,

    async favoriteList(brand: Brand, session: AuthenticatedSession, language: string) {
      return { list: await itemsByIds(brand, await repo.favoriteIds(db, session.memberId), language) };
    },

    async addFavorite(brand: Brand, session: AuthenticatedSession, gameId: string) {
      const entry = findEntry(await catalogue(brand.id), gameId);
      if (!entry) throw new AppError("game.not_found");
      if ((await repo.favoriteCount(db, session.memberId)) >= FAVORITES_MAX)
        throw new AppError("game.favorites_limit");
      await repo.addFavorite(db, session.memberId, entry.game.id);
      return favoriteCodes(brand, session);
    },

    async removeFavorite(brand: Brand, session: AuthenticatedSession, gameId: string) {
      const cat = await catalogue(brand.id);
      const entries = cat.byCode.get(gameId) ?? [];
      if (entries.length === 0) throw new AppError("game.not_found");
      for (const entry of entries) await repo.removeFavorite(db, session.memberId, entry.game.id);
      return favoriteCodes(brand, session);
    },

    async recent(brand: Brand, session: AuthenticatedSession, language: string) {
      return {
        list: await itemsByIds(brand, await repo.recentGameIds(db, session.memberId, RECENT_MAX), language),
      };
    },

    async rooms(brand: Brand, language: string, query: { vassalage?: string; gameType?: GameType }) {
      const cat = await catalogue(brand.id);
      const roomTypes: GameType[] = ["LIVE", "PVP", "FISH"];
      const entries = cat.entries
        .filter((entry) =>
          query.gameType
            ? entry.game.gameType === query.gameType
            : roomTypes.includes(entry.game.gameType as GameType),
        )
        .filter((entry) => !query.vassalage || entry.vendor.code === query.vassalage);
      // A vendor with its own rooms (the house live tables) names them and their limits itself.
      const live = new Map<string, Awaited<ReturnType<RoomSource["rooms"]>>>();
      for (const code of new Set(entries.map((entry) => entry.vendor.code))) {
        const source = roomSources.get(code);
        if (source) live.set(code, await source.rooms(brand));
      }
      return {
        list: entries.flatMap((entry) => {
          const item = toGameItem(entry, language);
          const rooms = live.get(entry.vendor.code);
          if (rooms) {
            const room = rooms.get(entry.game.code);
            if (!room) return [];
            return [
              {
                roomId: entry.game.code,
                gameId: item.gameId,
                nodeId: item.nodeId,
                vassalage: item.vassalage,
                gameType: item.gameType,
                name: item.displayName,
                minBet: money(brand, room.minBetMinor),
                maxBet: money(brand, room.maxBetMinor),
                // A paused table finishes its round and waits: shown, but not taking bets.
                status:
                  item.status === "on" && room.status === "paused" ? ("maintenance" as const) : item.status,
              },
            ];
          }
          return [
            {
              roomId: `${entry.vendor.code}:${entry.game.code}`,
              gameId: item.gameId,
              nodeId: item.nodeId,
              vassalage: item.vassalage,
              gameType: item.gameType,
              name: item.displayName,
              minBet: entry.game.minBetMinor === null ? null : money(brand, entry.game.minBetMinor),
              maxBet: entry.game.maxBetMinor === null ? null : money(brand, entry.game.maxBetMinor),
              status: item.status,
            },
          ];
        }),
      };
    },

    async rankList(
      brand: Brand,
      language: string,
      query: { gameType?: GameType; period: "day" | "week" | "month" },
    ) {
      const days = query.period === "day" ? 1 : query.period === "week" ? 7 : 30;
      const since = new Date(platform.clock.now() - days * DAY_MS);
      const rows = await repo.topWins(db, brand.id, since, query.gameType, 20);
      return {
        list: rows.map((row, index) => ({
          rank: index + 1,
          player: maskPlayerName(row.account),
          gameId: row.gameCode,
          game: pickText(row.gameNames, language) || row.gameCode,
          vassalage: row.vendorCode,
          reward: money(brand, row.round.winMinor),
          multiplier:
            row.round.betMinor > 0n
              ? Math.round((Number(row.round.winMinor) / Number(row.round.betMinor)) * 100) / 100
              : 0,
          time: (row.round.settledAt ?? row.round.openedAt).getTime(),
        })),
      };
    },

    /**
     * A one-time launch token on a launch host. Trial accounts may launch only games that allow
     * trials; a vendor or game in maintenance answers with other games of the category to try.
     */
    async launch(
      brand: Brand,
      session: AuthenticatedSession,
      language: string,
      body: { gameId: string; vassalage?: string },
    ) {
      const cat = await catalogue(brand.id);
      const entry = findEntry(cat, body.gameId, body.vassalage || undefined);
      if (!entry) throw new AppError("game.not_found");
      const trial = session.accountType === ACCOUNT_TYPES.trial;
      if (trial && !entry.game.trialAllowed) throw new AppError("account.in_need_true_account");
      const status = effectiveStatus(entry);
      if (status !== "on") {
        const suggestions = cat.entries
          .filter(
            (other) =>
              other !== entry &&
              effectiveStatus(other) === "on" &&
              other.game.gameType === entry.game.gameType,
          )
          .sort((a, b) => Number(b.game.isHot) - Number(a.game.isHot))
          .slice(0, 6)
          .map((other) => toGameItem(other, language));
        throw new AppError("game.maintenance", { suggestions });
      }
      if (!entry.vendor.house && !entry.vendor.launchUrlTemplate)
        throw new AppError("game.maintenance", { suggestions: [] });
      const token = randomToken();
      await repo.insertLaunch(db, {
        brandId: brand.id,
        memberId: session.memberId,
        gameId: entry.game.id,
        tokenHash: sha256(token),
        trial,
        language,
        expiresAt: new Date(platform.clock.now() + LAUNCH_TOKEN_MS),
      });
      const base = launchBase(brand.settings.launchGameCDNs);
      const url = entry.vendor.house
        ? `${base}${HOUSE_PLAY_PATH}/${encodeURIComponent(entry.game.code)}?t=${encodeURIComponent(token)}&lang=${language}&m=${encodeURIComponent(brand.merchantCode)}`
        : fillLaunchTemplate(entry.vendor.launchUrlTemplate, {
            token,
            game: entry.game.code,
            lang: language,
          });
      return { game_url: url };
    },

    ...records,
  };
}

export type GamesService = ReturnType<typeof createGamesService>;
