import { outboxListCall } from "@lotus/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export interface OutboxFilter {
  channel?: "sms" | "email";
  recipient?: string;
  page: number;
  pageSize: number;
}

export const outboxQuery = (brandId: string, filter: OutboxFilter) =>
  queryOptions({
    queryKey: queryKeys.brand(brandId).outbox(filter),
    queryFn: ({ signal }) => api(outboxListCall, { params: { brandId }, query: filter, signal }),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
