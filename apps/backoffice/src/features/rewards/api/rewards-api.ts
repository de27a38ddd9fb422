import {
  type CallBody,
  type CallQuery,
  type CallValue,
  rewardApproveCall,
  rewardGrantsCall,
  rewardRejectCall,
} from "@lotus/contracts";
import { keepPreviousData, type QueryClient, queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export type RewardGrantQuery = CallQuery<typeof rewardGrantsCall>;
export type RewardGrantPage = CallValue<typeof rewardGrantsCall>;
export type RewardGrant = RewardGrantPage["list"][number];
export type RejectBody = CallBody<typeof rewardRejectCall>;

/** Every rewards view of a brand lives under one key, so a decision refreshes the list and the queue. */
const rewardKeys = (brandId: string) => {
  const all = [...queryKeys.brand(brandId).all, "rewards"] as const;
  return { all, grants: (query: object) => [...all, "grants", query] as const };
};

export const rewardGrantsQuery = (brandId: string, query: RewardGrantQuery) =>
  queryOptions({
    queryKey: rewardKeys(brandId).grants(query),
    queryFn: ({ signal }) => api(rewardGrantsCall, { params: { brandId }, query, signal }),
    placeholderData: keepPreviousData,
  });

export const approveReward = (brandId: string, id: string) =>
  api(rewardApproveCall, { params: { brandId, id } });

export const rejectReward = (brandId: string, id: string, body: RejectBody) =>
  api(rewardRejectCall, { params: { brandId, id }, body });

/** After an approval or rejection: the brand's reward lists (and the queue) are read again. */
export const rewardsChanged = (queryClient: QueryClient, brandId: string) =>
  queryClient.invalidateQueries({ queryKey: rewardKeys(brandId).all });
