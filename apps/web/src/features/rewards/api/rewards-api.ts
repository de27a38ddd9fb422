import {
  bonusDetailsCall,
  type CallQuery,
  type CallValue,
  rewardCentreCall,
  rewardClaimAllCall,
  rewardClaimCall,
} from "@lotus/contracts";
import { keepPreviousData, type QueryClient, queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** The member's rewards (SPEC §2 rewardCenter, bonusDetails): one queryOptions per GET call. */

export type RewardCentreQuery = CallQuery<typeof rewardCentreCall>;
export type RewardCentre = CallValue<typeof rewardCentreCall>;
export type Reward = RewardCentre["list"][number];
export type BonusDetails = CallValue<typeof bonusDetailsCall>;
export type BonusRollover = BonusDetails["list"][number];
export type ClaimAllResult = CallValue<typeof rewardClaimAllCall>;

export function rewardCentreQuery(query: RewardCentreQuery, language: string) {
  return queryOptions({
    queryKey: queryKeys.rewards.centre(query, language),
    queryFn: ({ signal }) => api(rewardCentreCall, { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** The side menu's badge: only the waiting count of the centre's answer, one row asked for. */
export function waitingRewardsQuery() {
  return queryOptions({
    queryKey: queryKeys.rewards.waiting(),
    queryFn: ({ signal }) => api(rewardCentreCall, { query: { page: 1, pageSize: 1 }, signal }),
    select: (centre) => centre.waiting,
    staleTime: 30_000,
  });
}

export function bonusDetailsQuery(language: string) {
  return queryOptions({
    queryKey: queryKeys.rewards.bonusDetails(language),
    queryFn: ({ signal }) => api(bonusDetailsCall, { signal }),
    staleTime: 0,
  });
}

export const claimReward = (id: string) => api(rewardClaimCall, { body: { id } });

export const claimAllRewards = () => api(rewardClaimAllCall);

/**
 * After a claim: the rewards (list, badge, bonus turnover) and the balance the payment moved. The
 * site's socket signals the balance too; this covers a socket that is down.
 */
export function rewardsChanged(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.rewards.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.wallet.balance() }),
  ]);
}
