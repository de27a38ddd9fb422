import {
  type CallValue,
  type PromotionCategory,
  promotionApplyCall,
  promotionBindZaloCall,
  promotionCheckInCall,
  promotionClaimCall,
  promotionDetailCall,
  promotionImageUploadCall,
  promotionJoinCall,
  promotionListCall,
  promotionStateCall,
} from "@lotus/contracts";
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { api, apiUpload } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { deviceId } from "../model/promotions";

export type PromotionCard = CallValue<typeof promotionListCall>["list"][number];
export type PromotionDetail = CallValue<typeof promotionDetailCall>;
export type PromotionState = CallValue<typeof promotionStateCall>;

/** Public lists by language; the member's state under the member's keys, so it goes with the session. */
export const promotionKeys = {
  all: ["promotions"] as const,
  list: (language: string, category?: PromotionCategory) =>
    ["promotions", "list", language, category ?? "all"] as const,
  detail: (id: string, language: string) => ["promotions", "detail", id, language] as const,
  state: (id: string) => [...queryKeys.member.all, "promotions", id] as const,
};

export function promotionListQuery(language: string, category?: PromotionCategory) {
  return queryOptions({
    queryKey: promotionKeys.list(language, category),
    queryFn: ({ signal }) => api(promotionListCall, { query: category ? { category } : {}, signal }),
    staleTime: 60_000,
  });
}

export function promotionDetailQuery(id: string, language: string) {
  return queryOptions({
    queryKey: promotionKeys.detail(id, language),
    queryFn: ({ signal }) => api(promotionDetailCall, { query: { id }, signal }),
    staleTime: 60_000,
  });
}

export function promotionStateQuery(id: string) {
  return queryOptions({
    queryKey: promotionKeys.state(id),
    queryFn: ({ signal }) => api(promotionStateCall, { query: { id }, signal }),
  });
}

const device = () => deviceId();

export const joinPromotion = (id: string) => api(promotionJoinCall, { body: { id, deviceId: device() } });
export const claimPromotion = (id: string) => api(promotionClaimCall, { body: { id, deviceId: device() } });
export const checkInPromotion = (id: string) =>
  api(promotionCheckInCall, { body: { id, deviceId: device() } });
export const bindZalo = (id: string, zalo: string) =>
  api(promotionBindZaloCall, { body: { id, zalo, deviceId: device() } });
export const applyPromotion = (id: string, remark: string, imageIds: string[]) =>
  api(promotionApplyCall, { body: { id, remark, imageIds, deviceId: device() } });

/** An application image: multipart with one `file` field. */
export function uploadPromotionImage(file: File) {
  const form = new FormData();
  form.append("file", file);
  return apiUpload(promotionImageUploadCall, form);
}

/** After an action: the answer is the new state; the wallet and rewards may have moved too. */
export async function promotionActed(queryClient: QueryClient, state: PromotionState): Promise<void> {
  queryClient.setQueryData(promotionKeys.state(state.id), state);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.wallet.balance() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.rewards.all }),
  ]);
}
