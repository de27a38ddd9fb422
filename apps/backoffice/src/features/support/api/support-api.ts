import {
  type CallBody,
  type CallQuery,
  type CallValue,
  ticketAdminDetailCall,
  ticketAdminReplyCall,
  ticketAssignCall,
  ticketAssigneesCall,
  ticketCountsCall,
  ticketNoteCall,
  ticketQueueCall,
  ticketStatusCall,
} from "@lotus/contracts";
import { keepPreviousData, type QueryClient, queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export type QueueQuery = CallQuery<typeof ticketQueueCall>;
export type QueuePage = CallValue<typeof ticketQueueCall>;
export type QueueRow = QueuePage["list"][number];
export type TicketCounts = CallValue<typeof ticketCountsCall>;
export type Assignee = CallValue<typeof ticketAssigneesCall>["list"][number];
export type AdminTicket = CallValue<typeof ticketAdminDetailCall>;
export type StatusBody = CallBody<typeof ticketStatusCall>;

/** Every support view of a brand under one key, so a change refreshes the queue, the counts and the ticket. */
const keys = (brandId: string) => {
  const all = [...queryKeys.brand(brandId).all, "support"] as const;
  return {
    all,
    queue: (query: object) => [...all, "queue", query] as const,
    counts: () => [...all, "counts"] as const,
    assignees: () => [...all, "assignees"] as const,
    ticket: (id: string) => [...all, "ticket", id] as const,
  };
};

export const ticketQueueQuery = (brandId: string, query: QueueQuery) =>
  queryOptions({
    queryKey: keys(brandId).queue(query),
    queryFn: ({ signal }) => api(ticketQueueCall, { params: { brandId }, query, signal }),
    placeholderData: keepPreviousData,
  });

/** The side menu's count and the queue's summary: asked again every 30 s while shown. */
export const ticketCountsQuery = (brandId: string) =>
  queryOptions({
    queryKey: keys(brandId).counts(),
    queryFn: ({ signal }) => api(ticketCountsCall, { params: { brandId }, signal }),
    refetchInterval: 30_000,
  });

export const assigneesQuery = (brandId: string) =>
  queryOptions({
    queryKey: keys(brandId).assignees(),
    queryFn: ({ signal }) => api(ticketAssigneesCall, { params: { brandId }, signal }),
    staleTime: 60_000,
  });

export const ticketQuery = (brandId: string, id: string) =>
  queryOptions({
    queryKey: keys(brandId).ticket(id),
    queryFn: ({ signal }) => api(ticketAdminDetailCall, { params: { brandId, id }, signal }),
  });

export const assignTicket = (brandId: string, id: string, operatorId: string | null) =>
  api(ticketAssignCall, { params: { brandId, id }, body: { operatorId } });
export const replyToTicket = (brandId: string, id: string, content: string) =>
  api(ticketAdminReplyCall, { params: { brandId, id }, body: { content } });
export const addTicketNote = (brandId: string, id: string, content: string) =>
  api(ticketNoteCall, { params: { brandId, id }, body: { content } });
export const setTicketStatus = (brandId: string, id: string, body: StatusBody) =>
  api(ticketStatusCall, { params: { brandId, id }, body });

/** After a change: the ticket as answered, and the queue and counts read again. */
export async function ticketChanged(queryClient: QueryClient, brandId: string, ticket: AdminTicket) {
  queryClient.setQueryData(keys(brandId).ticket(ticket.id), ticket);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: [...keys(brandId).all, "queue"] }),
    queryClient.invalidateQueries({ queryKey: keys(brandId).counts() }),
  ]);
}
