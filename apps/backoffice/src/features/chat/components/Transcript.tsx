import { useErrorText } from "@lotus/ui/data/QueryView";
import { Spinner } from "@lotus/ui/data/states";
import { formatDateTime } from "@lotus/ui/format/format";
import { Button } from "@lotus/ui/primitives/Button";
import { FormAlert } from "@lotus/ui/primitives/Field";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { ChatMessage } from "../api/chat-api";
import { seenByCustomer } from "../model/console";

/**
 * A conversation's messages, oldest first: the customer's on one side, the operators' on the
 * other, the chat's own lines between; "Seen" under the operators' last message the customer has
 * read, and the customer's typing mark at the end.
 */
export function Transcript({
  messages,
  customer,
  loading,
  error,
  hasOlder,
  loadingOlder,
  onOlder,
  customerReadId,
  typing = false,
  timeZone,
}: {
  messages: readonly ChatMessage[];
  customer: string;
  loading: boolean;
  error?: unknown;
  hasOlder: boolean;
  loadingOlder: boolean;
  onOlder: () => void;
  customerReadId?: number;
  typing?: boolean;
  timeZone?: string;
}) {
  const { t } = useTranslation("chat");
  const errorText = useErrorText();
  const end = useRef<HTMLDivElement>(null);
  const last = messages.at(-1)?.id;
  const seen = customerReadId === undefined ? undefined : seenByCustomer(messages, customerReadId);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when the last message or typing changes
  useEffect(() => {
    end.current?.scrollIntoView({ block: "end" });
  }, [last, typing]);

  if (loading) return <Spinner label={t("messages.label")} />;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <div className="chat-log" role="log" aria-label={t("messages.label")} tabIndex={0}>
      {error !== undefined && <FormAlert>{errorText(error)}</FormAlert>}
      {hasOlder && (
        <Button
          size="small"
          variant="ghost"
          busy={loadingOlder}
          onClick={onOlder}
          className="chat-log__older"
        >
          {t("messages.older")}
        </Button>
      )}
      {messages.length === 0 && <p className="muted small">{t("messages.empty")}</p>}
      <ol className="chat-log__list">
        {messages.map((message) => (
          <li key={message.id} className={`chat-line chat-line--${message.sender}`}>
            {message.sender === "system" ? (
              <span className="chat-line__event">
                {message.event === "closed"
                  ? t("messages.closed")
                  : t(message.event === "transferred" ? "messages.transferred" : "messages.taken", {
                      name: message.operatorName ?? "",
                    })}
                {" · "}
                {formatDateTime(message.createdAt, timeZone).slice(11, 16)}
              </span>
            ) : (
              <>
                <span className="chat-line__who">
                  {message.sender === "customer" ? customer : message.operatorName}
                </span>
                <div className="chat-line__bubble">
                  {message.text !== null && <p className="chat-line__text">{message.text}</p>}
                  {message.imageUrl && (
                    <a
                      href={message.imageUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      title={t("messages.openImage")}
                    >
                      <img
                        className="chat-line__image"
                        src={message.imageUrl}
                        alt={t("messages.image")}
                        loading="lazy"
                      />
                    </a>
                  )}
                </div>
                <span className="chat-line__meta">
                  <time dateTime={new Date(message.createdAt).toISOString()}>
                    {formatDateTime(message.createdAt, timeZone)}
                  </time>
                  {message.id === seen && ` · ${t("messages.seen")}`}
                </span>
              </>
            )}
          </li>
        ))}
      </ol>
      {typing && (
        <p className="chat-log__typing" aria-live="polite">
          {t("messages.typing", { name: customer })}
        </p>
      )}
      <div ref={end} />
    </div>
  );
}
