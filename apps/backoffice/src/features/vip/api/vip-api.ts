import {
  type CallBody,
  type CallQuery,
  vipLevelCreateCall,
  vipLevelDeleteCall,
  vipLevelsCall,
  vipLevelUpdateCall,
  vipMemberSetCall,
  vipMembersCall,
  vipRunsCall,
} from "@lotus/contracts";
import { keepPreviousData, type QueryClient, queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export type VipMembersQuery = CallQuery<typeof vipMembersCall>;
export type VipRunsQuery = CallQuery<typeof vipRunsCall>;
export type LevelBody = CallBody<typeof vipLevelCreateCall>;
export type MemberLevelBody = CallBody<typeof vipMemberSetCall>;

/** Every VIP view of a brand under one key, so a write refreshes them all. */
const vipKeys = (brandId: string) => {
  const all = [...queryKeys.brand(brandId).all, "vip"] as const;
  return {
    all,
    levels: [...all, "levels"] as const,
    members: (query: object) => [...all, "members", query] as const,
    runs: (query: object) => [...all, "runs", query] as const,
  };
};

export const vipLevelsQuery = (brandId: string) =>
  queryOptions({
    queryKey: vipKeys(brandId).levels,
    queryFn: ({ signal }) => api(vipLevelsCall, { params: { brandId }, signal }),
  });

export const vipMembersQuery = (brandId: string, query: VipMembersQuery) =>
  queryOptions({
    queryKey: vipKeys(brandId).members(query),
    queryFn: ({ signal }) => api(vipMembersCall, { params: { brandId }, query, signal }),
    placeholderData: keepPreviousData,
  });

export const vipRunsQuery = (brandId: string, query: VipRunsQuery) =>
  queryOptions({
    queryKey: vipKeys(brandId).runs(query),
    queryFn: ({ signal }) => api(vipRunsCall, { params: { brandId }, query, signal }),
    placeholderData: keepPreviousData,
  });

export const createLevel = (brandId: string, body: LevelBody) =>
  api(vipLevelCreateCall, { params: { brandId }, body });

export const updateLevel = (brandId: string, id: string, body: LevelBody) =>
  api(vipLevelUpdateCall, { params: { brandId, id }, body });

export const deleteLevel = (brandId: string, id: string) =>
  api(vipLevelDeleteCall, { params: { brandId, id } });

export const setMemberLevel = (brandId: string, id: string, body: MemberLevelBody) =>
  api(vipMemberSetCall, { params: { brandId, id }, body });

/** After a write: the ladder, the members' levels and the runs may all have changed. */
export const vipChanged = (queryClient: QueryClient, brandId: string) =>
  queryClient.invalidateQueries({ queryKey: vipKeys(brandId).all });
