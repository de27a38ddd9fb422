import {
  type CallQuery,
  type CallValue,
  chatAdminCloseCall,
  chatAdminMessagesCall,
  chatAdminReadCall,
  chatAnswerCall,
  chatAnswerImageCall,
  chatConsoleCall,
  chatConversationCall,
  chatHistoryAdminCall,
  chatQueueCountCall,
  chatTakeCall,
  chatTransferCall,
} from "@lotus/contracts";
import {
  infiniteQueryOptions,
  keepPreviousData,
  type QueryClient,
  queryOptions,
} from "@tanstack/react-query";
import { api, upload } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** The chat console and history (permission support.chat). */

export type ChatConsole = CallValue<typeof chatConsoleCall>;
export type ChatConversation = CallValue<typeof chatConversationCall>;
export type ChatMessage = CallValue<typeof chatAdminMessagesCall>["list"][number];
export type ChatHistoryQuery = CallQuery<typeof chatHistoryAdminCall>;

const keys = (brandId: string) => {
  const all = [...queryKeys.brand(brandId).all, "chat"] as const;
  return {
    all,
    console: [...all, "console"] as const,
    queue: [...all, "queue"] as const,
    conversation: (id: string) => [...all, "conversation", id] as const,
    messages: (id: string) => [...all, "messages", id] as const,
    history: (query: object) => [...all, "history", query] as const,
  };
};

export const consoleQuery = (brandId: string) =>
  queryOptions({
    queryKey: keys(brandId).console,
    queryFn: ({ signal }) => api(chatConsoleCall, { params: { brandId }, signal }),
  });

export const queueQuery = (brandId: string) =>
  queryOptions({
    queryKey: keys(brandId).queue,
    queryFn: ({ signal }) => api(chatQueueCountCall, { params: { brandId }, signal }),
  });

export const conversationQuery = (brandId: string, id: string) =>
  queryOptions({
    queryKey: keys(brandId).conversation(id),
    queryFn: ({ signal }) => api(chatConversationCall, { params: { brandId, id }, signal }),
  });

/** A conversation's messages, newest page first; older pages on demand. */
export const messagesQuery = (brandId: string, id: string) =>
  infiniteQueryOptions({
    queryKey: keys(brandId).messages(id),
    queryFn: ({ pageParam, signal }) =>
      api(chatAdminMessagesCall, {
        params: { brandId, id },
        query: { limit: 50, ...(pageParam ? { before: pageParam } : {}) },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (page) => (page.hasMore ? page.list[0]?.id : undefined),
  });

export const historyQuery = (brandId: string, query: ChatHistoryQuery) =>
  queryOptions({
    queryKey: keys(brandId).history(query),
    queryFn: ({ signal }) => api(chatHistoryAdminCall, { params: { brandId }, query, signal }),
    placeholderData: keepPreviousData,
  });

export const take = (brandId: string, id: string) => api(chatTakeCall, { params: { brandId, id } });
export const answer = (brandId: string, id: string, text: string) =>
  api(chatAnswerCall, { params: { brandId, id }, body: { text } });
export function answerImage(brandId: string, id: string, file: File) {
  const form = new FormData();
  form.append("file", file);
  return upload(chatAnswerImageCall, form, { params: { brandId, id } });
}
export const markRead = (brandId: string, id: string, messageId: number) =>
  api(chatAdminReadCall, { params: { brandId, id }, body: { messageId } });
export const transfer = (brandId: string, id: string, operatorId: string) =>
  api(chatTransferCall, { params: { brandId, id }, body: { operatorId } });
export const closeConversation = (brandId: string, id: string) =>
  api(chatAdminCloseCall, { params: { brandId, id } });

/** A signal about a conversation (or none: presence, the queue): what the console shows refetches. */
export function chatChanged(queryClient: QueryClient, brandId: string, conversationId?: string | null) {
  const k = keys(brandId);
  void queryClient.invalidateQueries({ queryKey: k.console });
  void queryClient.invalidateQueries({ queryKey: k.queue });
  if (conversationId) {
    void queryClient.invalidateQueries({ queryKey: k.conversation(conversationId) });
    void queryClient.invalidateQueries({ queryKey: k.messages(conversationId) });
  }
}

export const chatKeys = keys;
