import {
  type CallValue,
  claimMissionCall,
  claimRaffleCall,
  myInviteesCall,
  myMissionsCall,
  myReferralCall,
  raffleEventsCall,
} from "@lotus/contracts";
import { keepPreviousData, type QueryClient, queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** Missions, raffles and invite friends (SPEC §2 missionLeaderboard, referral; §7 MCS2_claimRafflePromotion). */

export type MyMissions = CallValue<typeof myMissionsCall>;
export type Mission = MyMissions["list"][number];
export type RaffleEvent = CallValue<typeof raffleEventsCall>["list"][number];
export type RaffleResult = CallValue<typeof claimRaffleCall>;
export type ReferralInfo = CallValue<typeof myReferralCall>;
export type Invitee = CallValue<typeof myInviteesCall>["list"][number];

/** Under the member's keys, so logging out drops them; the raffle list is read by visitors too. */
const MISSIONS = [...queryKeys.member.all, "missions"] as const;
const keys = {
  missions: (language: string) => [...MISSIONS, "list", language] as const,
  referral: () => [...queryKeys.member.all, "referral", "info"] as const,
  invitees: (page: number) => [...queryKeys.member.all, "referral", "invitees", page] as const,
  raffles: (signedIn: boolean, language: string) => ["raffles", signedIn, language] as const,
};

export function myMissionsQuery(language: string) {
  return queryOptions({
    queryKey: keys.missions(language),
    queryFn: ({ signal }) => api(myMissionsCall, { signal }),
    staleTime: 30_000,
  });
}

export const claimMission = (missionId: string) => api(claimMissionCall, { body: { missionId } });

export const missionsChanged = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: MISSIONS });

export function referralQuery() {
  return queryOptions({
    queryKey: keys.referral(),
    queryFn: ({ signal }) => api(myReferralCall, { signal }),
    staleTime: 60_000,
  });
}

export function inviteesQuery(page: number, pageSize: number) {
  return queryOptions({
    queryKey: keys.invitees(page),
    queryFn: ({ signal }) => api(myInviteesCall, { query: { page, pageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function rafflesQuery(signedIn: boolean, language: string) {
  return queryOptions({
    queryKey: keys.raffles(signedIn, language),
    queryFn: ({ signal }) => api(raffleEventsCall, { signal }),
    staleTime: 15_000,
  });
}

export const openEnvelope = (eventId: string) => api(claimRaffleCall, { body: { eventId } });

export const rafflesChanged = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: ["raffles"] });
