import {
  boAgentDemoteCall,
  boAgentMoveCall,
  boAgentPromoteCall,
  boAgentsListCall,
  boAgentTreeCall,
  type CallBody,
} from "@lotus/contracts";
import { keepPreviousData, type QueryClient, queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export interface AgentSearch {
  q: string;
  page: number;
  pageSize: number;
}

/** Direct downlines shown under an opened row of the tree; more than this opens that member's own tree. */
export const EXPANDED_PAGE_SIZE = 50;

/** Keys under the brand's own prefix, so a brand switch never shows another brand's tree. */
const agentKeys = (brandId: string) => {
  const all = [...queryKeys.brand(brandId).all, "agents"] as const;
  return {
    all,
    list: (search: AgentSearch) => [...all, "list", search] as const,
    tree: (memberId: string, page: number, pageSize: number) =>
      [...all, "tree", memberId, page, pageSize] as const,
  };
};

export const agentsQuery = (brandId: string, search: AgentSearch) =>
  queryOptions({
    queryKey: agentKeys(brandId).list(search),
    queryFn: ({ signal }) => api(boAgentsListCall, { params: { brandId }, query: search, signal }),
    placeholderData: keepPreviousData,
  });

export const agentTreeQuery = (brandId: string, memberId: string, page: number, pageSize: number) =>
  queryOptions({
    queryKey: agentKeys(brandId).tree(memberId, page, pageSize),
    queryFn: ({ signal }) =>
      api(boAgentTreeCall, { params: { brandId, id: memberId }, query: { page, pageSize }, signal }),
  });

export const promoteAgent = (brandId: string, memberId: string, body: CallBody<typeof boAgentPromoteCall>) =>
  api(boAgentPromoteCall, { params: { brandId, id: memberId }, body });

export const demoteAgent = (brandId: string, memberId: string, body: CallBody<typeof boAgentDemoteCall>) =>
  api(boAgentDemoteCall, { params: { brandId, id: memberId }, body });

export const moveDownline = (brandId: string, memberId: string, body: CallBody<typeof boAgentMoveCall>) =>
  api(boAgentMoveCall, { params: { brandId, id: memberId }, body });

/**
 * After a change of the tree: the agents list, every tree (team sizes up the chain changed) and the
 * member screens (account type, upline) are read again.
 */
export async function agentsChanged(queryClient: QueryClient, brandId: string): Promise<void> {
  const brand = queryKeys.brand(brandId);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: agentKeys(brandId).all }),
    queryClient.invalidateQueries({ queryKey: [...brand.all, "members"] }),
  ]);
}
