import {
  type CallValue,
  inboxDeleteCall,
  inboxListCall,
  inboxMarkCall,
  inboxMessageCall,
  inboxReadAllCall,
} from "@lotus/contracts";
import { keepPreviousData, type QueryClient, queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** The member inbox (SPEC §2 messageV2): the list, one message, read marks and deletion. */

export type InboxPage = CallValue<typeof inboxListCall>;
export type InboxSummary = InboxPage["list"][number];
export type InboxMessage = CallValue<typeof inboxMessageCall>;

export function inboxQuery(page: number, pageSize: number, language: string) {
  return queryOptions({
    queryKey: queryKeys.inbox.list({ page, pageSize }, language),
    queryFn: ({ signal }) => api(inboxListCall, { query: { page, pageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One message with its text; the server marks it read when it is fetched. */
export function messageQuery(id: string, language: string) {
  return queryOptions({
    queryKey: queryKeys.inbox.message(id, language),
    queryFn: ({ signal }) => api(inboxMessageCall, { query: { id }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export const markMessages = (ids: string[], read: boolean) => api(inboxMarkCall, { body: { ids, read } });
export const deleteMessages = (ids: string[]) => api(inboxDeleteCall, { body: { ids } });
export const readAllMessages = () => api(inboxReadAllCall, {});

/** After a change: the count and the lists refetch (an opened message's text stays). */
export const inboxChanged = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.inbox.unread() }),
    queryClient.invalidateQueries({ queryKey: [...queryKeys.inbox.all, "list"] }),
  ]);
