import {
  type CallBody,
  type MemberDetailView,
  memberGetCall,
  memberLoginHistoryCall,
  memberPasswordResetCall,
  memberPayoutIdentityCall,
  memberSearchCall,
  memberSessionRevokeCall,
  memberSessionsCall,
  memberStatusCall,
  memberUpdateCall,
} from "@lotus/contracts";
import { keepPreviousData, type QueryClient, queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export interface MemberSearch {
  by: "account" | "mobile" | "email" | "ip";
  q: string;
  page: number;
  pageSize: number;
}

export const memberSearchQuery = (brandId: string, search: MemberSearch) =>
  queryOptions({
    queryKey: queryKeys.brand(brandId).memberSearch(search),
    queryFn: ({ signal }) => api(memberSearchCall, { params: { brandId }, query: search, signal }),
    placeholderData: keepPreviousData,
  });

export const memberQuery = (brandId: string, memberId: string) =>
  queryOptions({
    queryKey: queryKeys.brand(brandId).member(memberId),
    queryFn: ({ signal }) => api(memberGetCall, { params: { brandId, id: memberId }, signal }),
  });

export const memberSessionsQuery = (brandId: string, memberId: string) =>
  queryOptions({
    queryKey: queryKeys.brand(brandId).memberSessions(memberId),
    queryFn: ({ signal }) => api(memberSessionsCall, { params: { brandId, id: memberId }, signal }),
    staleTime: 0,
  });

export const memberLoginsQuery = (brandId: string, memberId: string, page: number) =>
  queryOptions({
    queryKey: queryKeys.brand(brandId).memberLogins(memberId, page),
    queryFn: ({ signal }) =>
      api(memberLoginHistoryCall, {
        params: { brandId, id: memberId },
        query: { page, pageSize: 20 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const revokeSession = (brandId: string, memberId: string, sessionId: string) =>
  api(memberSessionRevokeCall, { params: { brandId, id: memberId, sessionId } });

export const setMemberStatus = (brandId: string, memberId: string, body: CallBody<typeof memberStatusCall>) =>
  api(memberStatusCall, { params: { brandId, id: memberId }, body });

export const resetMemberPassword = (
  brandId: string,
  memberId: string,
  body: CallBody<typeof memberPasswordResetCall>,
) => api(memberPasswordResetCall, { params: { brandId, id: memberId }, body });

export const setPayoutIdentity = (
  brandId: string,
  memberId: string,
  body: CallBody<typeof memberPayoutIdentityCall>,
) => api(memberPayoutIdentityCall, { params: { brandId, id: memberId }, body });

export const updateMember = (brandId: string, memberId: string, body: CallBody<typeof memberUpdateCall>) =>
  api(memberUpdateCall, { params: { brandId, id: memberId }, body });

/** A write answered with the member as stored: show it, and refresh lists and sessions. */
export async function memberSaved(
  queryClient: QueryClient,
  brandId: string,
  member: MemberDetailView,
): Promise<void> {
  const keys = queryKeys.brand(brandId);
  queryClient.setQueryData(keys.member(member.id), member);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: [...keys.all, "members", "search"] }),
    queryClient.invalidateQueries({ queryKey: keys.memberSessions(member.id) }),
  ]);
}
