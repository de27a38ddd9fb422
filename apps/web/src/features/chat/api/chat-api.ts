import {
  botChallengeCall,
  type CallValue,
  chatCloseCall,
  chatHistoryCall,
  chatImageCall,
  chatMessagesCall,
  chatReadCall,
  chatSendCall,
  chatStateCall,
  chatVisitorStartCall,
} from "@lotus/contracts";
import { createApiClient } from "@lotus/ui/api/client";
import {
  infiniteQueryOptions,
  keepPreviousData,
  type QueryClient,
  queryOptions,
} from "@tanstack/react-query";
import { api, apiUpload } from "../../../lib/api";
import { currentLanguage } from "../../../lib/i18n";
import { queryKeys } from "../../../lib/query-keys";
import { useVisitor } from "../model/visitor";

/** Live chat (SPEC §2 modal "chat room"): a member talks with their session, a visitor with a chat token. */

export type ChatState = CallValue<typeof chatStateCall>;
export type ChatConversation = NonNullable<ChatState["conversation"]>;
export type ChatMessage = CallValue<typeof chatMessagesCall>["list"][number];
export type PastConversation = CallValue<typeof chatHistoryCall>["list"][number];

/** Who chats: the member (session token) or a visitor (chat token). */
export type ChatParty = "member" | "visitor";

// A visitor's calls carry the chat token where a member's carry the session token.
const visitorClient = createApiClient({
  headers: { Device: "WEB" },
  getToken: () => useVisitor.getState().token,
  getLanguage: currentLanguage,
});

const clientOf = (party: ChatParty) =>
  party === "member" ? { call: api, upload: apiUpload } : visitorClient;

/** The member's chat under the member's keys (dropped at logout); a visitor's under its own. */
export const chatKeys = (party: ChatParty) => {
  const all = party === "member" ? ([...queryKeys.member.all, "chat"] as const) : (["chatVisitor"] as const);
  return {
    all,
    state: () => [...all, "state"] as const,
    messages: (conversationId: string) => [...all, "messages", conversationId] as const,
    history: (page: number) => [...all, "history", page] as const,
  };
};

export function chatStateQuery(party: ChatParty) {
  return queryOptions({
    queryKey: chatKeys(party).state(),
    queryFn: ({ signal }) => clientOf(party).call(chatStateCall, { signal }),
  });
}

const PAGE = 50;

/** A conversation's messages, newest page first; older pages load on demand. */
export function chatMessagesQuery(party: ChatParty, conversationId: string) {
  return infiniteQueryOptions({
    queryKey: chatKeys(party).messages(conversationId),
    queryFn: ({ pageParam, signal }) =>
      clientOf(party).call(chatMessagesCall, {
        query: { conversationId, limit: PAGE, ...(pageParam ? { before: pageParam } : {}) },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (page) => (page.hasMore ? page.list[0]?.id : undefined),
  });
}

export function chatHistoryQuery(page: number) {
  return queryOptions({
    queryKey: chatKeys("member").history(page),
    queryFn: ({ signal }) => api(chatHistoryCall, { query: { page, pageSize: 10 }, signal }),
    placeholderData: keepPreviousData,
  });
}

export const sendText = (party: ChatParty, text: string) =>
  clientOf(party).call(chatSendCall, { body: { text } });

export function sendImage(party: ChatParty, file: File) {
  const form = new FormData();
  form.append("file", file);
  return clientOf(party).upload(chatImageCall, form);
}

export const markRead = (party: ChatParty, conversationId: string, messageId: number) =>
  clientOf(party).call(chatReadCall, { body: { conversationId, messageId } });

export const endChat = (party: ChatParty, conversationId: string) =>
  clientOf(party).call(chatCloseCall, { body: { conversationId } });

export const startVisitor = (name: string, botCheck: string | undefined) =>
  api(chatVisitorStartCall, { body: { name, ...(botCheck ? { botCheck } : {}) } });

export const fetchChallenge = () => api(botChallengeCall);

/** Something changed in the chat: its state and, for a conversation, its messages refetch. */
export function chatChanged(queryClient: QueryClient, party: ChatParty, conversationId?: string | null) {
  void queryClient.invalidateQueries({ queryKey: chatKeys(party).state() });
  if (conversationId)
    void queryClient.invalidateQueries({ queryKey: chatKeys(party).messages(conversationId) });
}
