import {
  type CallBody,
  type CallQuery,
  type CallValue,
  mallExchangeCompleteCall,
  mallExchangeRejectCall,
  mallExchangesCall,
  mallGiftCreateCall,
  mallGiftsCall,
  mallGiftUpdateCall,
  mallImageUploadCall,
  mallMemberPointsCall,
  mallPointsAdjustCall,
} from "@lotus/contracts";
import { keepPreviousData, type QueryClient, queryOptions } from "@tanstack/react-query";
import { api, upload } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export type GiftBody = CallBody<typeof mallGiftCreateCall>;
export type ExchangeQuery = CallQuery<typeof mallExchangesCall>;
export type MemberPoints = CallValue<typeof mallMemberPointsCall>;
export type AdjustBody = CallBody<typeof mallPointsAdjustCall>;

/** Every mall view of a brand lives under one key, so a write refreshes them all. */
const mallKeys = (brandId: string) => {
  const all = [...queryKeys.brand(brandId).all, "mall"] as const;
  return {
    all,
    gifts: [...all, "gifts"] as const,
    exchanges: (query: object) => [...all, "exchanges", query] as const,
    points: (query: object) => [...all, "points", query] as const,
  };
};

export const giftsQuery = (brandId: string) =>
  queryOptions({
    queryKey: mallKeys(brandId).gifts,
    queryFn: ({ signal }) => api(mallGiftsCall, { params: { brandId }, signal }),
  });

export const exchangesQuery = (brandId: string, query: ExchangeQuery) =>
  queryOptions({
    queryKey: mallKeys(brandId).exchanges(query),
    queryFn: ({ signal }) => api(mallExchangesCall, { params: { brandId }, query, signal }),
    placeholderData: keepPreviousData,
  });

export const memberPointsQuery = (
  brandId: string,
  query: { account: string; page: number; pageSize: number },
) =>
  queryOptions({
    queryKey: mallKeys(brandId).points(query),
    queryFn: ({ signal }) => api(mallMemberPointsCall, { params: { brandId }, query, signal }),
    placeholderData: keepPreviousData,
    enabled: query.account.trim() !== "",
    retry: false,
  });

export const createGift = (brandId: string, body: GiftBody) =>
  api(mallGiftCreateCall, { params: { brandId }, body });

export const updateGift = (brandId: string, id: string, body: GiftBody) =>
  api(mallGiftUpdateCall, { params: { brandId, id }, body });

/** A gift image: multipart with one `file` field; answers the address to store on the gift. */
export function uploadGiftImage(brandId: string, file: File) {
  const form = new FormData();
  form.append("file", file);
  return upload(mallImageUploadCall, form, { params: { brandId } });
}

export const completeExchange = (brandId: string, id: string, remark?: string) =>
  api(mallExchangeCompleteCall, { params: { brandId, id }, body: { remark } });

export const rejectExchange = (brandId: string, id: string, reason: string) =>
  api(mallExchangeRejectCall, { params: { brandId, id }, body: { reason } });

export const adjustPoints = (brandId: string, body: AdjustBody) =>
  api(mallPointsAdjustCall, { params: { brandId }, body });

export const mallChanged = (queryClient: QueryClient, brandId: string) =>
  queryClient.invalidateQueries({ queryKey: mallKeys(brandId).all });

/** A stored gift image as the console shows it: the back office names the brand (no Merchant header on <img>). */
export function imageSource(url: string | null, brandId: string): string | undefined {
  if (!url) return undefined;
  return url.startsWith("/mall-image/") ? `${url}?brand=${brandId}` : url;
}
