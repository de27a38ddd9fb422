import {
  type CallBody,
  type CallQuery,
  type CallValue,
  contractAssignCall,
  contractGetCall,
  contractPoliciesCall,
  contractPolicyUpdateCall,
  contractsListCall,
  contractTerminateCall,
  settlementApproveCall,
  settlementRejectCall,
  settlementRerunCall,
  settlementRunsCall,
  settlementsListCall,
} from "@lotus/contracts";
import { keepPreviousData, type QueryClient, queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export type ContractListQuery = CallQuery<typeof contractsListCall>;
export type SettlementRunQuery = CallQuery<typeof settlementRunsCall>;
export type SettlementListQuery = CallQuery<typeof settlementsListCall>;
export type PolicyBody = CallBody<typeof contractPolicyUpdateCall>;
export type AssignBody = CallBody<typeof contractAssignCall>;
export type RerunBody = CallBody<typeof settlementRerunCall>;
export type SettlementPage = CallValue<typeof settlementsListCall>;

/** Every contract view of a brand lives under one key, so a write refreshes them all. */
const contractKeys = (brandId: string) => {
  const all = [...queryKeys.brand(brandId).all, "contracts"] as const;
  return {
    all,
    policies: [...all, "policies"] as const,
    list: (query: object) => [...all, "list", query] as const,
    one: (contractId: string) => [...all, "one", contractId] as const,
    runs: (query: object) => [...all, "runs", query] as const,
    settlements: (query: object) => [...all, "settlements", query] as const,
  };
};

export const policiesQuery = (brandId: string) =>
  queryOptions({
    queryKey: contractKeys(brandId).policies,
    queryFn: ({ signal }) => api(contractPoliciesCall, { params: { brandId }, signal }),
  });

export const contractsQuery = (brandId: string, query: ContractListQuery) =>
  queryOptions({
    queryKey: contractKeys(brandId).list(query),
    queryFn: ({ signal }) => api(contractsListCall, { params: { brandId }, query, signal }),
    placeholderData: keepPreviousData,
  });

export const contractQuery = (brandId: string, contractId: string) =>
  queryOptions({
    queryKey: contractKeys(brandId).one(contractId),
    queryFn: ({ signal }) => api(contractGetCall, { params: { brandId, id: contractId }, signal }),
  });

export const settlementRunsQuery = (brandId: string, query: SettlementRunQuery) =>
  queryOptions({
    queryKey: contractKeys(brandId).runs(query),
    queryFn: ({ signal }) => api(settlementRunsCall, { params: { brandId }, query, signal }),
    placeholderData: keepPreviousData,
  });

export const settlementsQuery = (brandId: string, query: SettlementListQuery) =>
  queryOptions({
    queryKey: contractKeys(brandId).settlements(query),
    queryFn: ({ signal }) => api(settlementsListCall, { params: { brandId }, query, signal }),
    placeholderData: keepPreviousData,
  });

const at = (brandId: string, id: string) => ({ brandId, id });

export const updatePolicy = (brandId: string, body: PolicyBody) =>
  api(contractPolicyUpdateCall, { params: { brandId }, body });

export const assignContract = (brandId: string, body: AssignBody) =>
  api(contractAssignCall, { params: { brandId }, body });

export const terminateContract = (brandId: string, contractId: string, reason: string | undefined) =>
  api(contractTerminateCall, { params: at(brandId, contractId), body: { reason } });

export const approveSettlement = (brandId: string, settlementId: string, reason: string | undefined) =>
  api(settlementApproveCall, { params: at(brandId, settlementId), body: { reason } });

export const rejectSettlement = (brandId: string, settlementId: string, reason: string) =>
  api(settlementRejectCall, { params: at(brandId, settlementId), body: { reason } });

export const rerunPeriod = (brandId: string, body: RerunBody) =>
  api(settlementRerunCall, { params: { brandId }, body });

/** After any contract write: policies, contracts, runs and settlements of the brand are refetched. */
export const contractsChanged = (queryClient: QueryClient, brandId: string) =>
  queryClient.invalidateQueries({ queryKey: contractKeys(brandId).all });
