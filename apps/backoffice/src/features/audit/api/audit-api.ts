import { auditListCall, type CallQuery } from "@lotus/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export type AuditQuery = CallQuery<typeof auditListCall>;

export const auditQuery = (query: AuditQuery) =>
  queryOptions({
    queryKey: queryKeys.audit(query),
    queryFn: ({ signal }) => api(auditListCall, { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
