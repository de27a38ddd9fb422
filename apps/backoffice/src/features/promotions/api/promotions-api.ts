import {
  type CallBody,
  type CallQuery,
  type CallValue,
  promotionApplicationApproveCall,
  promotionApplicationRejectCall,
  promotionApplicationsCall,
  promotionBannerUploadCall,
  promotionCostsCall,
  promotionCreateCall,
  promotionGetAdminCall,
  promotionListAdminCall,
  promotionMatchesCall,
  promotionStatusCall,
  promotionUpdateCall,
} from "@lotus/contracts";
import { keepPreviousData, type QueryClient, queryOptions } from "@tanstack/react-query";
import { api, upload } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export type PromotionListQuery = CallQuery<typeof promotionListAdminCall>;
export type ApplicationQuery = CallQuery<typeof promotionApplicationsCall>;
export type PromotionBody = CallBody<typeof promotionCreateCall>;
export type Promotion = CallValue<typeof promotionGetAdminCall>;
export type Application = CallValue<typeof promotionApplicationsCall>["list"][number];
export type MatchGroup = CallValue<typeof promotionMatchesCall>[number];
export type PromotionCost = CallValue<typeof promotionCostsCall>[number];

/** Every promotion view of a brand under one key: a write refreshes them all. */
const promotionKeys = (brandId: string) => {
  const all = [...queryKeys.brand(brandId).all, "promotions"] as const;
  return {
    all,
    list: (query: object) => [...all, "list", query] as const,
    one: (id: string) => [...all, "one", id] as const,
    applications: (query: object) => [...all, "applications", query] as const,
    matches: (id: string) => [...all, "matches", id] as const,
    costs: [...all, "costs"] as const,
  };
};

export const promotionsQuery = (brandId: string, query: PromotionListQuery) =>
  queryOptions({
    queryKey: promotionKeys(brandId).list(query),
    queryFn: ({ signal }) => api(promotionListAdminCall, { params: { brandId }, query, signal }),
    placeholderData: keepPreviousData,
  });

export const promotionQuery = (brandId: string, id: string) =>
  queryOptions({
    queryKey: promotionKeys(brandId).one(id),
    queryFn: ({ signal }) => api(promotionGetAdminCall, { params: { brandId, id }, signal }),
  });

export const applicationsQuery = (brandId: string, query: ApplicationQuery) =>
  queryOptions({
    queryKey: promotionKeys(brandId).applications(query),
    queryFn: ({ signal }) => api(promotionApplicationsCall, { params: { brandId }, query, signal }),
    placeholderData: keepPreviousData,
  });

export const matchesQuery = (brandId: string, id: string) =>
  queryOptions({
    queryKey: promotionKeys(brandId).matches(id),
    queryFn: ({ signal }) => api(promotionMatchesCall, { params: { brandId, id }, signal }),
  });

export const costsQuery = (brandId: string) =>
  queryOptions({
    queryKey: promotionKeys(brandId).costs,
    queryFn: ({ signal }) => api(promotionCostsCall, { params: { brandId }, signal }),
  });

export const createPromotion = (brandId: string, body: PromotionBody) =>
  api(promotionCreateCall, { params: { brandId }, body });
export const updatePromotion = (brandId: string, id: string, body: PromotionBody) =>
  api(promotionUpdateCall, { params: { brandId, id }, body });
export const setPromotionStatus = (brandId: string, id: string, status: "published" | "ended") =>
  api(promotionStatusCall, { params: { brandId, id }, body: { status } });
export const approveApplication = (brandId: string, id: string, reason?: string) =>
  api(promotionApplicationApproveCall, { params: { brandId, id }, body: reason ? { reason } : {} });
export const rejectApplication = (brandId: string, id: string, reason: string) =>
  api(promotionApplicationRejectCall, { params: { brandId, id }, body: { reason } });

/** A banner image: multipart with one `file` field; answers its public address. */
export function uploadBanner(brandId: string, file: File) {
  const form = new FormData();
  form.append("file", file);
  return upload(promotionBannerUploadCall, form, { params: { brandId } });
}

export const promotionsChanged = (queryClient: QueryClient, brandId: string) =>
  queryClient.invalidateQueries({ queryKey: promotionKeys(brandId).all });
