import {
  type CallBody,
  type CallQuery,
  type CallValue,
  convertCall,
  pointBalanceCall,
  pointConfigCall,
  pointDetailsCall,
  pointExchangesCall,
  pointGiftsCall,
  redeemCall,
} from "@lotus/contracts";
import { keepPreviousData, type QueryClient, queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/**
 * The points centre's calls (SPEC §7 MCS2_* points calls). Keys sit under the member's so logging
 * out drops them; "all" is what an exchange or a conversion makes stale.
 */
const MALL = [...queryKeys.member.all, "mall"] as const;
export const mallKeys = {
  all: MALL,
  balance: () => [...MALL, "balance"] as const,
  gifts: (language: string) => [...MALL, "gifts", language] as const,
  config: () => [...MALL, "config"] as const,
  exchanges: (params: object, language: string) => [...MALL, "exchanges", language, params] as const,
  details: (params: object) => [...MALL, "details", params] as const,
};

export type Gift = CallValue<typeof pointGiftsCall>["list"][number];
export type Exchange = CallValue<typeof pointExchangesCall>["list"][number];
export type PointConfig = CallValue<typeof pointConfigCall>;
export type ExchangeQuery = CallQuery<typeof pointExchangesCall>;
export type DetailsQuery = CallQuery<typeof pointDetailsCall>;
export type RedeemBody = CallBody<typeof redeemCall>;
export type ConvertBody = CallBody<typeof convertCall>;

export const pointBalanceQuery = () =>
  queryOptions({
    queryKey: mallKeys.balance(),
    queryFn: ({ signal }) => api(pointBalanceCall, { signal }),
  });

export const giftsQuery = (language: string) =>
  queryOptions({
    queryKey: mallKeys.gifts(language),
    queryFn: ({ signal }) => api(pointGiftsCall, { signal }),
  });

export const pointConfigQuery = () =>
  queryOptions({
    queryKey: mallKeys.config(),
    queryFn: ({ signal }) => api(pointConfigCall, { signal }),
    staleTime: 60_000,
  });

export const exchangesQuery = (query: ExchangeQuery, language: string) =>
  queryOptions({
    queryKey: mallKeys.exchanges(query, language),
    queryFn: ({ signal }) => api(pointExchangesCall, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const pointDetailsQuery = (query: DetailsQuery) =>
  queryOptions({
    queryKey: mallKeys.details(query),
    queryFn: ({ signal }) => api(pointDetailsCall, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const redeemGift = (body: RedeemBody) => api(redeemCall, { body });
export const convertPoints = (body: ConvertBody) => api(convertCall, { body });

/** After an exchange or a conversion: points, gifts, history, and the wallet a conversion paid into. */
export async function mallChanged(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: mallKeys.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all }),
  ]);
}
