import {
  type CallBody,
  type CallQuery,
  type CallValue,
  type ContractType,
  consolidatedFlagsCall,
  contractActCall,
  contractCancelOfferCall,
  contractLimitsCall,
  contractOfferCall,
  dailySalaryContractCall,
  dividendContractCall,
  downlineContractsCall,
  downlineContractTerminateCall,
  hourlySalaryContractCall,
  mySettlementsCall,
  realtimeSalaryContractCall,
} from "@lotus/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/**
 * The agent's contracts (SPEC §7 contract calls), one queryOptions per GET call. Keys sit under
 * the member's so logging out drops them; "all" is what any contract change makes stale.
 */
const CONTRACTS = [...queryKeys.member.all, "contracts"] as const;
export const contractKeys = {
  all: CONTRACTS,
  flags: () => [...CONTRACTS, "flags"] as const,
  mine: (type: ContractType) => [...CONTRACTS, "mine", type] as const,
  limits: (type: ContractType) => [...CONTRACTS, "limits", type] as const,
  downlines: (params: object) => [...CONTRACTS, "downlines", params] as const,
  settlements: (params: object) => [...CONTRACTS, "settlements", params] as const,
};

export function contractFlagsQuery() {
  return queryOptions({
    queryKey: contractKeys.flags(),
    queryFn: ({ signal }) => api(consolidatedFlagsCall, { signal }),
    staleTime: 60_000,
  });
}

/** My contract of one type: the two GET calls, or the hourly and real-time calls with action "view". */
function readMyContract(type: ContractType, signal: AbortSignal) {
  switch (type) {
    case "dividend":
      return api(dividendContractCall, { signal });
    case "daily_salary":
      return api(dailySalaryContractCall, { signal });
    case "hourly_salary":
      return api(hourlySalaryContractCall, { body: { action: "view" }, signal });
    case "realtime_salary":
      return api(realtimeSalaryContractCall, { body: { action: "view" }, signal });
  }
}

export function myContractQuery(type: ContractType) {
  return queryOptions({
    queryKey: contractKeys.mine(type),
    queryFn: ({ signal }) => readMyContract(type, signal),
    staleTime: 0,
  });
}

export function contractLimitsQuery(type: ContractType) {
  return queryOptions({
    queryKey: contractKeys.limits(type),
    queryFn: ({ signal }) => api(contractLimitsCall, { query: { type }, signal }),
    staleTime: 0,
  });
}

export function downlineContractsQuery(query: CallQuery<typeof downlineContractsCall>) {
  return queryOptions({
    queryKey: contractKeys.downlines(query),
    queryFn: ({ signal }) => api(downlineContractsCall, { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function settlementsQuery(query: CallQuery<typeof mySettlementsCall>) {
  return queryOptions({
    queryKey: contractKeys.settlements(query),
    queryFn: ({ signal }) => api(mySettlementsCall, { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

// ---------- commands ----------

export const actOnContract = (body: CallBody<typeof contractActCall>) => api(contractActCall, { body });

export const offerContract = (body: CallBody<typeof contractOfferCall>) => api(contractOfferCall, { body });

export const cancelOffer = (body: CallBody<typeof contractCancelOfferCall>) =>
  api(contractCancelOfferCall, { body });

export const terminateDownlineContract = (body: CallBody<typeof downlineContractTerminateCall>) =>
  api(downlineContractTerminateCall, { body });

export type MyContract = CallValue<typeof dividendContractCall>;
export type Contract = NonNullable<MyContract["current"]>;
export type ContractLimits = CallValue<typeof contractLimitsCall>;
export type Settlement = CallValue<typeof mySettlementsCall>["list"][number];
export type SettlementPage = CallValue<typeof mySettlementsCall>;
