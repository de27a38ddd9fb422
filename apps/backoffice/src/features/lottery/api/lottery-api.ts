import {
  adminLotteryChainsCall,
  adminLotteryDrawBetsCall,
  adminLotteryDrawCall,
  adminLotteryDrawsCall,
  adminLotteryMarketsCall,
  adminLotteryMarketUpdateCall,
  adminLotteryVoidDrawCall,
  type CallBody,
  type CallQuery,
  type CallValue,
  type LotteryFormat,
  type LotteryMarketCode,
} from "@lotus/contracts";
import { keepPreviousData, type QueryClient, queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export type MarketView = CallValue<typeof adminLotteryMarketsCall>["list"][number];
export type MarketBody = CallBody<typeof adminLotteryMarketUpdateCall>;
export type DrawListQuery = CallQuery<typeof adminLotteryDrawsCall>;
export type DrawView = CallValue<typeof adminLotteryDrawsCall>["list"][number];
export type DrawDetail = CallValue<typeof adminLotteryDrawCall>;
export type DrawLine = CallValue<typeof adminLotteryDrawBetsCall>["list"][number];
export type ChainListQuery = CallQuery<typeof adminLotteryChainsCall>;
export type ChainView = CallValue<typeof adminLotteryChainsCall>["list"][number];
export type VoidResult = CallValue<typeof adminLotteryVoidDrawCall>;

/** Every lottery view of a brand lives under one key, so a write refreshes them all. */
const lotteryKeys = (brandId: string) => {
  const all = [...queryKeys.brand(brandId).all, "lottery"] as const;
  return {
    all,
    markets: (format: LotteryFormat) => [...all, "markets", format] as const,
    draws: (query: object) => [...all, "draws", query] as const,
    draw: (drawId: string) => [...all, "draw", drawId] as const,
    lines: (drawId: string, query: object) => [...all, "draw", drawId, "lines", query] as const,
    chains: (query: object) => [...all, "chains", query] as const,
  };
};

export const marketsQuery = (brandId: string, format: LotteryFormat) =>
  queryOptions({
    queryKey: lotteryKeys(brandId).markets(format),
    queryFn: ({ signal }) => api(adminLotteryMarketsCall, { params: { brandId }, query: { format }, signal }),
  });

export const drawsQuery = (brandId: string, query: DrawListQuery) =>
  queryOptions({
    queryKey: lotteryKeys(brandId).draws(query),
    queryFn: ({ signal }) => api(adminLotteryDrawsCall, { params: { brandId }, query, signal }),
    placeholderData: keepPreviousData,
  });

export const drawQuery = (brandId: string, drawId: string) =>
  queryOptions({
    queryKey: lotteryKeys(brandId).draw(drawId),
    queryFn: ({ signal }) => api(adminLotteryDrawCall, { params: { brandId, id: drawId }, signal }),
  });

export const drawLinesQuery = (brandId: string, drawId: string, query: { page: number; pageSize: number }) =>
  queryOptions({
    queryKey: lotteryKeys(brandId).lines(drawId, query),
    queryFn: ({ signal }) =>
      api(adminLotteryDrawBetsCall, { params: { brandId, id: drawId }, query, signal }),
    placeholderData: keepPreviousData,
  });

export const chainsQuery = (brandId: string, query: ChainListQuery) =>
  queryOptions({
    queryKey: lotteryKeys(brandId).chains(query),
    queryFn: ({ signal }) => api(adminLotteryChainsCall, { params: { brandId }, query, signal }),
    placeholderData: keepPreviousData,
  });

export const updateMarket = (
  brandId: string,
  key: { format: LotteryFormat; market: LotteryMarketCode },
  body: MarketBody,
) => api(adminLotteryMarketUpdateCall, { params: { brandId, ...key }, body });

export const voidDraw = (brandId: string, drawId: string, reason: string) =>
  api(adminLotteryVoidDrawCall, { params: { brandId, id: drawId }, body: { reason } });

/**
 * After a market was saved: its row shows the server's answer (with the RTP the server computed)
 * at once, then every lottery view of the brand is read again.
 */
export async function marketSaved(queryClient: QueryClient, brandId: string, saved: MarketView) {
  const keys = lotteryKeys(brandId);
  queryClient.setQueryData(keys.markets(saved.format), (current: { list: MarketView[] } | undefined) =>
    current
      ? { list: current.list.map((market) => (market.market === saved.market ? saved : market)) }
      : current,
  );
  await queryClient.invalidateQueries({ queryKey: keys.all });
}

/** After a draw was voided: its detail, its lines and the draw lists are read again. */
export const lotteryChanged = (queryClient: QueryClient, brandId: string) =>
  queryClient.invalidateQueries({ queryKey: lotteryKeys(brandId).all });
