import {
  type CallBody,
  type CallQuery,
  type CallValue,
  feedbackSubmitCall,
  myTicketCall,
  myTicketsCall,
  supportImageUploadCall,
  supportRulesCall,
  ticketCloseCall,
  ticketReplyCall,
} from "@lotus/contracts";
import { keepPreviousData, type QueryClient, queryOptions } from "@tanstack/react-query";
import { api, apiUpload } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** The member's support tickets (SPEC §2 feedback, support ticket form; §7 PUT /wps/feedback). */

export type SupportRules = CallValue<typeof supportRulesCall>;
export type TicketsQuery = CallQuery<typeof myTicketsCall>;
export type TicketPage = CallValue<typeof myTicketsCall>;
export type TicketSummary = TicketPage["list"][number];
export type TicketDetail = CallValue<typeof myTicketCall>;
export type TicketBody = CallBody<typeof feedbackSubmitCall>;

export function supportRulesQuery() {
  return queryOptions({
    queryKey: queryKeys.support.rules(),
    queryFn: ({ signal }) => api(supportRulesCall, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function myTicketsQuery(query: TicketsQuery) {
  return queryOptions({
    queryKey: queryKeys.support.tickets(query),
    queryFn: ({ signal }) => api(myTicketsCall, { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function myTicketQuery(id: string) {
  return queryOptions({
    queryKey: queryKeys.support.ticket(id),
    queryFn: ({ signal }) => api(myTicketCall, { query: { id }, signal }),
    staleTime: 0,
  });
}

export const fileTicket = (body: TicketBody) => api(feedbackSubmitCall, { body });
export const replyToTicket = (id: string, content: string, imageIds: string[]) =>
  api(ticketReplyCall, { body: { id, content, imageIds } });
export const closeTicket = (id: string) => api(ticketCloseCall, { body: { id } });

/** One image: multipart with one `file` field. */
export function uploadSupportImage(file: File) {
  const form = new FormData();
  form.append("file", file);
  return apiUpload(supportImageUploadCall, form);
}

/** After a change: the answer is the ticket as it is now; the lists read again. */
export async function ticketChanged(queryClient: QueryClient, ticket: TicketDetail): Promise<void> {
  queryClient.setQueryData(queryKeys.support.ticket(ticket.id), ticket);
  await queryClient.invalidateQueries({ queryKey: [...queryKeys.support.all, "tickets"] });
}
