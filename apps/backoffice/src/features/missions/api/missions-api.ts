import {
  type CallBody,
  type CallQuery,
  type CallValue,
  missionCompletionsCall,
  missionCreateCall,
  missionsListCall,
  missionUpdateCall,
  raffleEventCreateCall,
  raffleEventsAdminCall,
  raffleEventUpdateCall,
  raffleParticipationsCall,
  referralReportCall,
} from "@lotus/contracts";
import { keepPreviousData, type QueryClient, queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export type MissionBody = CallBody<typeof missionCreateCall>;
export type MissionRow = CallValue<typeof missionsListCall>["list"][number];
export type CompletionQuery = CallQuery<typeof missionCompletionsCall>;
export type RaffleBody = CallBody<typeof raffleEventCreateCall>;
export type RaffleRow = CallValue<typeof raffleEventsAdminCall>["list"][number];
export type ParticipationQuery = CallQuery<typeof raffleParticipationsCall>;
export type ReferralQuery = CallQuery<typeof referralReportCall>;

/** Missions, raffles and referrals of a brand under one key: a write refreshes all of them. */
const keys = (brandId: string) => {
  const all = [...queryKeys.brand(brandId).all, "missions"] as const;
  return {
    all,
    missions: (query: object) => [...all, "list", query] as const,
    completions: (query: object) => [...all, "completions", query] as const,
    raffles: (query: object) => [...all, "raffles", query] as const,
    participations: (query: object) => [...all, "participations", query] as const,
    referrals: (query: object) => [...all, "referrals", query] as const,
  };
};

export const missionsQuery = (brandId: string, query: { page: number; pageSize: number }) =>
  queryOptions({
    queryKey: keys(brandId).missions(query),
    queryFn: ({ signal }) => api(missionsListCall, { params: { brandId }, query, signal }),
    placeholderData: keepPreviousData,
  });

export const completionsQuery = (brandId: string, query: CompletionQuery) =>
  queryOptions({
    queryKey: keys(brandId).completions(query),
    queryFn: ({ signal }) => api(missionCompletionsCall, { params: { brandId }, query, signal }),
    placeholderData: keepPreviousData,
  });

export const rafflesQuery = (brandId: string, query: { page: number; pageSize: number }) =>
  queryOptions({
    queryKey: keys(brandId).raffles(query),
    queryFn: ({ signal }) => api(raffleEventsAdminCall, { params: { brandId }, query, signal }),
    placeholderData: keepPreviousData,
  });

export const participationsQuery = (brandId: string, query: ParticipationQuery) =>
  queryOptions({
    queryKey: keys(brandId).participations(query),
    queryFn: ({ signal }) => api(raffleParticipationsCall, { params: { brandId }, query, signal }),
    placeholderData: keepPreviousData,
  });

export const referralsQuery = (brandId: string, query: ReferralQuery) =>
  queryOptions({
    queryKey: keys(brandId).referrals(query),
    queryFn: ({ signal }) => api(referralReportCall, { params: { brandId }, query, signal }),
    placeholderData: keepPreviousData,
  });

export const saveMission = (brandId: string, body: MissionBody, id?: string) =>
  id
    ? api(missionUpdateCall, { params: { brandId, id }, body })
    : api(missionCreateCall, { params: { brandId }, body });

export const saveRaffle = (brandId: string, body: RaffleBody, id?: string) =>
  id
    ? api(raffleEventUpdateCall, { params: { brandId, id }, body })
    : api(raffleEventCreateCall, { params: { brandId }, body });

export const missionsChanged = (queryClient: QueryClient, brandId: string) =>
  queryClient.invalidateQueries({ queryKey: keys(brandId).all });
