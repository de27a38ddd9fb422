import { helpCenterCall } from "@lotus/contracts";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export function helpCenterQuery(language: string) {
  return queryOptions({
    queryKey: queryKeys.content.helpCenter(language),
    queryFn: ({ signal }) => api(helpCenterCall, { signal }),
    staleTime: 10 * 60_000,
  });
}
