import { vipLadderCall, vipProgressCall } from "@lotus/contracts";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/**
 * The VIP page's calls: the ladder (anyone; names in the page's language, so keyed by it) and the
 * member's progress (under the member's keys, so logging out drops it).
 */
export function vipLadderQuery(language: string) {
  return queryOptions({
    queryKey: ["vip", "ladder", language] as const,
    queryFn: ({ signal }) => api(vipLadderCall, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function vipProgressQuery(language: string) {
  return queryOptions({
    queryKey: [...queryKeys.member.all, "vip", "progress", language] as const,
    queryFn: ({ signal }) => api(vipProgressCall, { signal }),
    staleTime: 60_000,
  });
}
