import {
  agentDownlineChildrenCall,
  agentDownlineProfitCall,
  agentDownlineSearchCall,
  agentDownlineTransactionsCall,
  agentIncomeCall,
  agentInvitationCall,
  agentNoticesCall,
  agentOpenAccountCall,
  agentTeamBetDetailCall,
  agentTeamBetsCall,
  agentTeamOverviewCall,
  type CallBody,
  type CallQuery,
  type CallValue,
} from "@lotus/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** One queryOptions per GET call of the agent centre (DESIGN §7), keys from the one factory. */

export type TeamOverview = CallValue<typeof agentTeamOverviewCall>;
export type Invitation = CallValue<typeof agentInvitationCall>;
export type DownlinePage = CallValue<typeof agentDownlineChildrenCall>;
export type Downline = DownlinePage["list"][number];
export type TeamBets = CallValue<typeof agentTeamBetsCall>;
export type DownlineProfit = CallValue<typeof agentDownlineProfitCall>;
export type DownlineTransactions = CallValue<typeof agentDownlineTransactionsCall>;
export type Income = CallValue<typeof agentIncomeCall>;
export type AgentNotices = CallValue<typeof agentNoticesCall>;

// Team figures move every minute (the report roll-up): a list shown again is asked again.
const LIVE = { placeholderData: keepPreviousData, staleTime: 0 } as const;

export function teamOverviewQuery(query: CallQuery<typeof agentTeamOverviewCall>) {
  return queryOptions({
    queryKey: queryKeys.agent.team.overview(query),
    queryFn: ({ signal }) => api(agentTeamOverviewCall, { query, signal }),
    ...LIVE,
  });
}

export function invitationQuery() {
  return queryOptions({
    queryKey: queryKeys.agent.invitation(),
    queryFn: ({ signal }) => api(agentInvitationCall, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function downlineChildrenQuery(query: CallQuery<typeof agentDownlineChildrenCall>) {
  return queryOptions({
    queryKey: queryKeys.agent.team.children(query),
    queryFn: ({ signal }) => api(agentDownlineChildrenCall, { query, signal }),
    ...LIVE,
  });
}

export function downlineSearchQuery(query: CallQuery<typeof agentDownlineSearchCall>) {
  return queryOptions({
    queryKey: queryKeys.agent.team.search(query),
    queryFn: ({ signal }) => api(agentDownlineSearchCall, { query, signal }),
    ...LIVE,
  });
}

export function teamBetsQuery(query: CallQuery<typeof agentTeamBetsCall>) {
  return queryOptions({
    queryKey: queryKeys.agent.team.bets(query),
    queryFn: ({ signal }) => api(agentTeamBetsCall, { query, signal }),
    ...LIVE,
  });
}

/** One round of the team's record with its vendor's details, asked for when its row is opened. */
export function teamBetDetailQuery(roundId: string) {
  return queryOptions({
    queryKey: queryKeys.agent.team.betDetail(roundId),
    queryFn: ({ signal }) => api(agentTeamBetDetailCall, { query: { roundId }, signal }),
    staleTime: 0,
  });
}

export function downlineProfitQuery(query: CallQuery<typeof agentDownlineProfitCall>) {
  return queryOptions({
    queryKey: queryKeys.agent.team.profit(query),
    queryFn: ({ signal }) => api(agentDownlineProfitCall, { query, signal }),
    ...LIVE,
  });
}

export function downlineTransactionsQuery(query: CallQuery<typeof agentDownlineTransactionsCall>) {
  return queryOptions({
    queryKey: queryKeys.agent.team.transactions(query),
    queryFn: ({ signal }) => api(agentDownlineTransactionsCall, { query, signal }),
    ...LIVE,
  });
}

export function incomeQuery(query: CallQuery<typeof agentIncomeCall>) {
  return queryOptions({
    queryKey: queryKeys.agent.income(query),
    queryFn: ({ signal }) => api(agentIncomeCall, { query, signal }),
    ...LIVE,
  });
}

export function agentNoticesQuery(query: CallQuery<typeof agentNoticesCall>, language: string) {
  return queryOptions({
    queryKey: queryKeys.agent.notices(query, language),
    queryFn: ({ signal }) => api(agentNoticesCall, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

// ---------- commands ----------

/** Opens a direct downline account (enc: the body is encrypted by the client). */
export const openDownlineAccount = (body: CallBody<typeof agentOpenAccountCall>) =>
  api(agentOpenAccountCall, { body });
