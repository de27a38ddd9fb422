import {
  adminLotteryFeedFetchCall,
  adminLotteryFeedsCall,
  adminLotteryFeedUpdateCall,
  type CallBody,
  type CallValue,
  type LotteryRegion,
} from "@lotus/contracts";
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export type FeedView = CallValue<typeof adminLotteryFeedsCall>["list"][number];
export type FeedBody = CallBody<typeof adminLotteryFeedUpdateCall>;
export type FeedFetched = CallValue<typeof adminLotteryFeedFetchCall>;

/** Under the brand's lottery key, so a result entered or confirmed elsewhere reads the feeds again too. */
const feedsKey = (brandId: string) => [...queryKeys.brand(brandId).all, "lottery", "feeds"] as const;

/** Fetches happen in the background (every 15 s at most): the status is read again every 30 s. */
const STATUS_REFRESH_MS = 30_000;

export const feedsQuery = (brandId: string) =>
  queryOptions({
    queryKey: feedsKey(brandId),
    queryFn: ({ signal }) => api(adminLotteryFeedsCall, { params: { brandId }, signal }),
    refetchInterval: STATUS_REFRESH_MS,
  });

export const updateFeed = (brandId: string, region: LotteryRegion, body: FeedBody) =>
  api(adminLotteryFeedUpdateCall, { params: { brandId, region }, body });

/** Asks the region's feed at once; results it brings change draws, so every lottery view is read again. */
export const fetchFeedNow = (brandId: string, region: LotteryRegion) =>
  api(adminLotteryFeedFetchCall, { params: { brandId, region }, body: {} });

export const feedsChanged = (queryClient: QueryClient, brandId: string) =>
  queryClient.invalidateQueries({ queryKey: [...queryKeys.brand(brandId).all, "lottery"] });
