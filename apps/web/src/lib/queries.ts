import {
  type balanceCall,
  type CallValue,
  type consolidatedSettingsCall,
  type memberInfoCall,
  ROUTES,
} from "@lotus/contracts";
import { queryOptions, useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { api } from "./api";
import { queryKeys } from "./query-keys";
import { useSession } from "./session";

/**
 * The site-wide queries every feature reads (start-up state, brand settings, the member):
 * one queryOptions per call, here because no single feature owns them.
 */
export function statusQuery(host: string, language: string) {
  return queryOptions({
    queryKey: queryKeys.system.status(host, language),
    queryFn: ({ signal }) => api(ROUTES.systemStatus, { query: { url: host }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function settingsQuery() {
  return queryOptions({
    queryKey: queryKeys.system.settings(),
    queryFn: ({ signal }) => api(ROUTES.consolidatedSettings, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function countriesQuery() {
  return queryOptions({
    queryKey: queryKeys.system.countries(),
    queryFn: ({ signal }) => api(ROUTES.country, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function memberInfoQuery() {
  return queryOptions({
    queryKey: queryKeys.member.info(),
    queryFn: ({ signal }) => api(ROUTES.memberInfo, { signal }),
  });
}

/** The member's balances (header and wallet pages); refetched on every balance-changed signal. */
export function balanceQuery() {
  return queryOptions({
    queryKey: queryKeys.wallet.balance(),
    queryFn: ({ signal }) => api(ROUTES.balance, { signal }),
    staleTime: 30_000,
  });
}

export type SiteSettings = CallValue<typeof consolidatedSettingsCall>;
export type MemberInfo = CallValue<typeof memberInfoCall>;
export type Balance = CallValue<typeof balanceCall>;

/** Brand settings; the app renders routes only after they loaded, so this never waits. */
export function useSettings(): SiteSettings {
  return useSuspenseQuery(settingsQuery()).data;
}

export function useWhitelabel(): SiteSettings["info"]["whitelabel"] {
  return useSettings().info.whitelabel;
}

/** The logged-in member's info, fetched whenever a session token exists. */
export function useMemberInfo() {
  const token = useSession((state) => state.token);
  return useQuery({ ...memberInfoQuery(), enabled: Boolean(token) });
}

/** The logged-in member's balances, fetched whenever a session token exists. */
export function useBalance() {
  const token = useSession((state) => state.token);
  return useQuery({ ...balanceQuery(), enabled: Boolean(token) });
}
