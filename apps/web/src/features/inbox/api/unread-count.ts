import { ROUTES } from "@lotus/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { useSession } from "../../../lib/session";

/**
 * The unread count (SPEC §7 CSP_unreadCount) the header and the member centre's menu show. Sent by
 * its route, without the contract's schemas, as the header's other calls are (docs/adr/0009); a
 * "messages" signal on the site's socket makes it stale.
 */
export function unreadCountQuery() {
  return queryOptions({
    queryKey: queryKeys.inbox.unread(),
    queryFn: ({ signal }) => api(ROUTES.unreadCount, { signal }),
    staleTime: 60_000,
  });
}

export function useUnreadCount(): number {
  const token = useSession((state) => state.token);
  return useQuery({ ...unreadCountQuery(), enabled: Boolean(token) }).data ?? 0;
}
