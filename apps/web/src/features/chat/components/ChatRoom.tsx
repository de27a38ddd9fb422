import { Spinner } from "@lotus/ui/data/states";
import { Button } from "@lotus/ui/primitives/Button";
import { FormAlert } from "@lotus/ui/primitives/Field";
import { useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/Icon";
import { ApiError } from "../../../lib/api-client";
import { errorText } from "../../../lib/error-text";
import { useModals } from "../../../lib/modal-store";
import {
  type ChatConversation,
  type ChatParty,
  chatChanged,
  chatMessagesQuery,
  chatStateQuery,
  markRead,
} from "../api/chat-api";
import { messagesOf, phaseOf, unreadUpTo } from "../model/chat";
import { useChatSocket } from "../model/use-chat-socket";
import { useVisitor } from "../model/visitor";
import { Composer } from "./Composer";
import { MessageList } from "./MessageList";

/**
 * The live conversation: who answers (or that nobody is online, with the ticket form offered),
 * the messages with their read and typing marks, and the composer. Everything refetches on the
 * chat socket's signals; nothing is polled.
 */
export function ChatRoom({ party, token }: { party: ChatParty; token: string }) {
  const { t } = useTranslation("chat");
  const queryClient = useQueryClient();
  const forgetVisitor = useVisitor((state) => state.forget);
  const openNext = useModals((state) => state.openNext);
  const state = useQuery(chatStateQuery(party));
  const { operatorTyping, typing } = useChatSocket(party, token);

  // A visitor's token that lapsed: ask for the name again.
  const lapsed = state.error instanceof ApiError && state.error.code === "chat.visitor_required";
  useEffect(() => {
    if (lapsed && party === "visitor") forgetVisitor();
  }, [lapsed, party, forgetVisitor]);

  if (state.isPending) return <Spinner label={t("title")} />;
  if (state.isError)
    return (
      <FormAlert>
        {errorText(state.error)}{" "}
        <button type="button" className="link-btn" onClick={() => void state.refetch()}>
          <Icon name="refresh" size={14} />
        </button>
      </FormAlert>
    );
  const { online, conversation } = state.data;
  const phase = phaseOf(conversation);
  return (
    <div className="chat__room">
      {!online && (
        <div className="chat__offline" role="status">
          <Icon name="clock" />
          <div>
            <strong>{t("offline.title")}</strong>
            <p>{t("offline.text")}</p>
            <Button
              size="small"
              icon={<Icon name="mail" size={16} />}
              onClick={() => openNext("supportTicket", { ticketSource: "chat" })}
            >
              {t("offline.ticket")}
            </Button>
          </div>
        </div>
      )}
      <p className="chat__status" aria-live="polite">
        {phase === "open"
          ? t("status.open", { name: conversation?.operatorName ?? t("messages.support") })
          : t(`status.${phase}`)}
      </p>
      {conversation && (
        <Conversation
          party={party}
          conversation={conversation}
          operatorTyping={operatorTyping && phase === "open"}
        />
      )}
      <Composer
        party={party}
        conversation={conversation && conversation.status !== "closed" ? conversation : null}
        onTyping={() => conversation && conversation.status !== "closed" && typing(conversation.id)}
        onSent={(id) => chatChanged(queryClient, party, id)}
      />
    </div>
  );
}

function Conversation({
  party,
  conversation,
  operatorTyping,
}: {
  party: ChatParty;
  conversation: ChatConversation;
  operatorTyping: boolean;
}) {
  const queryClient = useQueryClient();
  const pages = useInfiniteQuery(chatMessagesQuery(party, conversation.id));
  const messages = useMemo(() => messagesOf(pages.data?.pages), [pages.data]);
  const reading = useRef(0);

  // What customer service wrote is marked read while the chat is open in front of the member.
  const readUpTo = unreadUpTo(messages, conversation.customerReadId);
  useEffect(() => {
    if (readUpTo === undefined || reading.current >= readUpTo) return;
    reading.current = readUpTo;
    markRead(party, conversation.id, readUpTo)
      .then(() => chatChanged(queryClient, party))
      .catch(() => {
        reading.current = 0;
      });
  }, [readUpTo, party, conversation.id, queryClient]);

  return (
    <MessageList
      messages={messages}
      loading={pages.isPending}
      error={pages.isError ? pages.error : undefined}
      hasOlder={pages.hasNextPage}
      loadingOlder={pages.isFetchingNextPage}
      onOlder={() => void pages.fetchNextPage()}
      operatorReadId={conversation.operatorReadId}
      typingName={operatorTyping ? (conversation.operatorName ?? "") : undefined}
    />
  );
}
