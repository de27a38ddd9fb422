import {
  adminLotteryAddOverrideCall,
  adminLotteryCalendarCall,
  adminLotteryChainsCall,
  adminLotteryConfirmResultCall,
  adminLotteryCutoffCall,
  adminLotteryDrawBetsCall,
  adminLotteryDrawCall,
  adminLotteryDrawsCall,
  adminLotteryEnterResultCall,
  adminLotteryMarketsCall,
  adminLotteryMarketUpdateCall,
  adminLotteryRemoveOverrideCall,
  adminLotteryVoidDrawCall,
  type CallBody,
  type CallQuery,
  type CallValue,
  type LotteryFormat,
  type LotteryMarketCode,
  type LotteryRegion,
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
export type EnterResultBody = CallBody<typeof adminLotteryEnterResultCall>;
export type CalendarQuery = CallQuery<typeof adminLotteryCalendarCall>;
export type Calendar = CallValue<typeof adminLotteryCalendarCall>;
export type CalendarRegion = Calendar["regions"][number];
export type CalendarStation = Calendar["stations"][number];
export type CalendarOverride = Calendar["overrides"][number];
export type CalendarDay = Calendar["days"][number];
export type OverrideBody = CallBody<typeof adminLotteryAddOverrideCall>;
export type CutoffBody = CallBody<typeof adminLotteryCutoffCall>;

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
    calendar: (query: object) => [...all, "calendar", query] as const,
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

export const calendarQuery = (brandId: string, query: CalendarQuery) =>
  queryOptions({
    queryKey: lotteryKeys(brandId).calendar(query),
    queryFn: ({ signal }) => api(adminLotteryCalendarCall, { params: { brandId }, query, signal }),
    placeholderData: keepPreviousData,
  });

export const updateMarket = (
  brandId: string,
  key: { format: LotteryFormat; market: LotteryMarketCode },
  body: MarketBody,
) => api(adminLotteryMarketUpdateCall, { params: { brandId, ...key }, body });

export const voidDraw = (brandId: string, drawId: string, reason: string) =>
  api(adminLotteryVoidDrawCall, { params: { brandId, id: drawId }, body: { reason } });

/** Enters a daily draw's result, or corrects the one waiting for confirmation. */
export const enterResult = (brandId: string, drawId: string, body: EnterResultBody) =>
  api(adminLotteryEnterResultCall, { params: { brandId, id: drawId }, body });

/** A second operator confirms the entered result; the server then settles the draw. */
export const confirmResult = (brandId: string, drawId: string) =>
  api(adminLotteryConfirmResultCall, { params: { brandId, id: drawId }, body: {} });

export const addOverride = (brandId: string, body: OverrideBody) =>
  api(adminLotteryAddOverrideCall, { params: { brandId }, body });

export const removeOverride = (brandId: string, overrideId: string) =>
  api(adminLotteryRemoveOverrideCall, { params: { brandId, id: overrideId } });

export const setCutoff = (brandId: string, region: LotteryRegion, body: CutoffBody) =>
  api(adminLotteryCutoffCall, { params: { brandId, region }, body });

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

/** A draw's new state (a result entered or confirmed) shows at once on its page, before the reads below. */
export function drawSaved(queryClient: QueryClient, brandId: string, saved: DrawView) {
  queryClient.setQueryData(lotteryKeys(brandId).draw(saved.id), (current: DrawDetail | undefined) =>
    current ? { ...current, draw: saved } : current,
  );
  return lotteryChanged(queryClient, brandId);
}

/**
 * After a draw was voided, a result entered or confirmed, or the calendar changed: every lottery
 * view of the brand (details, lines, lists, the calendar) is read again.
 */
export const lotteryChanged = (queryClient: QueryClient, brandId: string) =>
  queryClient.invalidateQueries({ queryKey: lotteryKeys(brandId).all });
