import { Spinner } from "@lotus/ui/data/states";
import { formatDateTime } from "@lotus/ui/format/format";
import { Button } from "@lotus/ui/primitives/Button";
import { FormAlert } from "@lotus/ui/primitives/Field";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../lib/error-text";
import type { ChatMessage } from "../api/chat-api";
import { seenMessageId } from "../model/chat";

/** HH:mm of a message (the day shows in the full time on hover). */
function timeOf(at: number): string {
  return formatDateTime(at).slice(11, 16);
}

/**
 * The conversation's messages, oldest first: the member's on one side, customer service's on the
 * other, the chat's own lines (joined, passed on, ended) in between; "Seen" under the member's
 * last message customer service has read, and the typing mark at the end.
 */
export function MessageList({
  messages,
  loading = false,
  error,
  hasOlder = false,
  loadingOlder = false,
  onOlder,
  operatorReadId,
  typingName,
}: {
  messages: readonly ChatMessage[];
  loading?: boolean;
  error?: unknown;
  hasOlder?: boolean;
  loadingOlder?: boolean;
  onOlder?: () => void;
  /** Undefined for a past chat (no read marks shown). */
  operatorReadId?: number;
  /** Who is typing now, when someone is. */
  typingName?: string;
}) {
  const { t } = useTranslation("chat");
  const end = useRef<HTMLDivElement>(null);
  const last = messages.at(-1)?.id;
  const seen = operatorReadId === undefined ? undefined : seenMessageId(messages, operatorReadId);

  // New messages (and the typing mark) scroll into view; loading older ones does not.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when the last message or typing changes
  useEffect(() => {
    end.current?.scrollIntoView({ block: "end" });
  }, [last, typingName]);

  if (loading) return <Spinner label={t("messages.label")} />;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <div className="chat__log" role="log" aria-label={t("messages.label")} tabIndex={0}>
      {error !== undefined && <FormAlert>{errorText(error)}</FormAlert>}
      {hasOlder && (
        <Button size="small" variant="ghost" busy={loadingOlder} onClick={onOlder} className="chat__older">
          {t("messages.older")}
        </Button>
      )}
      {messages.length === 0 && <p className="chat__muted">{t("messages.empty")}</p>}
      <ol className="chat__messages">
        {messages.map((message) => (
          <li key={message.id} className={`chat-message chat-message--${message.sender}`}>
            {message.sender === "system" ? (
              <span className="chat-message__line">
                {message.event === "closed"
                  ? t("messages.closed")
                  : t(message.event === "transferred" ? "messages.transferred" : "messages.taken", {
                      name: message.operatorName ?? t("messages.support"),
                    })}
              </span>
            ) : (
              <>
                <span className="chat-message__who">
                  {message.sender === "customer"
                    ? t("messages.you")
                    : (message.operatorName ?? t("messages.support"))}
                </span>
                <div className="chat-message__bubble">
                  {message.text !== null && <p className="chat-message__text">{message.text}</p>}
                  {message.imageUrl && (
                    <a
                      href={message.imageUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      title={t("messages.openImage")}
                    >
                      <img
                        className="chat-message__image"
                        src={message.imageUrl}
                        alt={t("messages.image")}
                        loading="lazy"
                      />
                    </a>
                  )}
                </div>
                <span className="chat-message__meta">
                  <time
                    dateTime={new Date(message.createdAt).toISOString()}
                    title={formatDateTime(message.createdAt)}
                  >
                    {timeOf(message.createdAt)}
                  </time>
                  {message.id === seen && <span className="chat-message__seen"> · {t("messages.seen")}</span>}
                </span>
              </>
            )}
          </li>
        ))}
      </ol>
      {typingName !== undefined && (
        <p className="chat__typing" aria-live="polite">
          {t("messages.typing", { name: typingName || t("messages.support") })}
        </p>
      )}
      <div ref={end} />
    </div>
  );
}
