import {
  type betRecordsCall,
  type CallQuery,
  type CallValue,
  type GameType,
  type gameListCall,
  type personalProfitCall,
  ROUTES,
  type rankListCall,
  type roomListCall,
  type vassGameTypeCall,
} from "@lotus/contracts";
import { infiniteQueryOptions, keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { CATALOGUE_STALE_MS, GAMES_PER_PAGE, WINNERS_TOP } from "../../../lib/constants";
import { queryKeys } from "../../../lib/query-keys";

/** One queryOptions per GET call of the games platform (DESIGN §7), keys from the one factory. */

export interface GameListFilters {
  vassalage: string;
  gameType?: GameType;
  tag?: string;
  keyword?: string;
}

/** A vendor's games, page by page ("load more"); public. */
export function gameListQuery(filters: GameListFilters, language: string) {
  const params = {
    vassalage: filters.vassalage,
    ...(filters.gameType ? { gameType: filters.gameType } : {}),
    ...(filters.tag ? { tag: filters.tag } : {}),
    ...(filters.keyword ? { keyword: filters.keyword } : {}),
  };
  return infiniteQueryOptions({
    queryKey: queryKeys.games.list(params, language),
    queryFn: ({ pageParam, signal }) =>
      api(ROUTES.gameList, { query: { ...params, page: pageParam, pageSize: GAMES_PER_PAGE }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPage(last),
    staleTime: CATALOGUE_STALE_MS,
  });
}

/** The page after `last`, or undefined when every game was shown. */
export function nextPage(
  last: Pick<GameListPage, "page" | "pageSize" | "total" | "list">,
): number | undefined {
  if (last.list.length === 0) return undefined;
  return last.page * last.pageSize < last.total ? last.page + 1 : undefined;
}

/** A vendor's game types and tags with their counts (the tag filter); public. */
export function vassGameTypeQuery(vassalage: string) {
  return queryOptions({
    queryKey: queryKeys.games.vassGameType(vassalage),
    queryFn: ({ signal }) => api(ROUTES.vassGameType, { query: { vassalage }, signal }),
    staleTime: CATALOGUE_STALE_MS,
  });
}

export type WinnersPeriod = NonNullable<CallQuery<typeof rankListCall>["period"]>;

/** Winners board (SPEC §9 top 20); public. */
export function rankListQuery(period: WinnersPeriod, language: string) {
  return queryOptions({
    queryKey: queryKeys.games.rankList({ period }, language),
    queryFn: async ({ signal }) => {
      const value = await api(ROUTES.rankList, { query: { period }, signal });
      return value.list.slice(0, WINNERS_TOP);
    },
    staleTime: 60_000,
  });
}

/** The brand's latest big wins (the home's live feed starts from them; new ones arrive on the socket). */
export function recentWinsQuery(language: string) {
  return queryOptions({
    queryKey: queryKeys.games.recentWins(language),
    queryFn: async ({ signal }) => (await api(ROUTES.recentWins, { signal })).list,
    staleTime: 60_000,
  });
}

// ---------- the member's games (token) ----------

export function favoriteIdsQuery() {
  return queryOptions({
    queryKey: queryKeys.memberGames.favoriteIds(),
    queryFn: async ({ signal }) => (await api(ROUTES.favoriteGames, { signal })).gameIds,
    staleTime: CATALOGUE_STALE_MS,
  });
}

export function favoritesListQuery(language: string) {
  return queryOptions({
    queryKey: queryKeys.memberGames.favorites(language),
    queryFn: async ({ signal }) => (await api(ROUTES.favoriteGamesList, { signal })).list,
  });
}

export function recentGamesQuery(language: string) {
  return queryOptions({
    queryKey: queryKeys.memberGames.recent(language),
    queryFn: async ({ signal }) => (await api(ROUTES.recentGames, { signal })).list,
    staleTime: 30_000,
  });
}

export function roomListQuery(filters: CallQuery<typeof roomListCall>, language: string) {
  return queryOptions({
    queryKey: queryKeys.memberGames.rooms(filters, language),
    queryFn: async ({ signal }) => (await api(ROUTES.roomList, { query: filters, signal })).list,
    staleTime: 60_000,
  });
}

export function betRecordsQuery(query: CallQuery<typeof betRecordsCall>) {
  return queryOptions({
    queryKey: queryKeys.memberGames.records.bets(query),
    queryFn: ({ signal }) => api(ROUTES.betRecords, { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function personalProfitQuery(query: CallQuery<typeof personalProfitCall>) {
  return queryOptions({
    queryKey: queryKeys.memberGames.records.profit(query),
    queryFn: ({ signal }) => api(ROUTES.personalProfit, { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

// ---------- commands ----------

export const addFavorite = (gameId: string) => api(ROUTES.favoriteAdd, { body: { gameId } });
export const removeFavorite = (gameId: string) => api(ROUTES.favoriteRemove, { body: { gameId } });

export type GameListPage = CallValue<typeof gameListCall>;
export type VendorGameTypes = CallValue<typeof vassGameTypeCall>;
export type Winner = CallValue<typeof rankListCall>["list"][number];
export type Room = CallValue<typeof roomListCall>["list"][number];
export type BetRecords = CallValue<typeof betRecordsCall>;
export type ProfitReport = CallValue<typeof personalProfitCall>;
export type ProfitRow = ProfitReport["list"][number];
