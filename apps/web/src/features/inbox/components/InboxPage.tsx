import { Paginator } from "@lotus/ui/data/Paginator";
import { ErrorState, QueryView } from "@lotus/ui/data/QueryView";
import { EmptyState, Spinner } from "@lotus/ui/data/states";
import { formatDateTime } from "@lotus/ui/format/format";
import { Button } from "@lotus/ui/primitives/Button";
import { useToasts } from "@lotus/ui/primitives/toast-store";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/Icon";
import { RichText } from "../../../components/ui/RichText";
import { errorText } from "../../../lib/error-text";
import type { MemberPageProps } from "../../../lib/member-pages";
import { useWhitelabel } from "../../../lib/queries";
import {
  deleteMessages,
  type InboxSummary,
  inboxChanged,
  inboxQuery,
  markMessages,
  messageQuery,
  readAllMessages,
} from "../api/inbox-api";
import { pageAfter } from "../model/inbox";
import "./inbox.css";

const PAGE_SIZE = 10;

/**
 * The inbox (SPEC §2 messageV2): operators' and system messages, unread first, then newest. A
 * message opens in place (its text fetched then, which marks it read); it can be marked unread
 * again or deleted, and "mark all read" clears the count. The count and the list follow the site's
 * socket: a new message or a read on another device refetches them.
 */
export function InboxPage(_props: MemberPageProps) {
  const { t, i18n } = useTranslation("inbox");
  const queryClient = useQueryClient();
  const showToast = useToasts((state) => state.show);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const inbox = useQuery(inboxQuery(page, PAGE_SIZE, i18n.language));
  const total = inbox.data?.total;
  const unread = inbox.data?.unread ?? 0;

  // Deleting the last messages of the last page steps back to the page before.
  useEffect(() => {
    if (total !== undefined) setPage((current) => pageAfter(current, total, PAGE_SIZE));
  }, [total]);

  const readAll = useMutation({
    mutationFn: readAllMessages,
    onSuccess: async () => {
      showToast(t("allMarkedRead"));
      await inboxChanged(queryClient);
    },
    onError: (error) => showToast(errorText(error), "error"),
  });

  return (
    <div className="inbox-page">
      <div className="inbox-page__bar">
        <p className="inbox-page__summary" aria-live="polite">
          {unread > 0 ? t("unreadSummary", { count: unread }) : t("allRead")}
        </p>
        <Button
          size="small"
          icon={<Icon name="check" size={16} />}
          disabled={unread === 0}
          busy={readAll.isPending}
          onClick={() => readAll.mutate()}
        >
          {t("markAllRead")}
        </Button>
      </div>
      <QueryView
        query={inbox}
        isEmpty={(data) => data.list.length === 0}
        empty={
          <EmptyState
            heading
            icon={<Icon name="mail" size={32} />}
            title={t("empty.title")}
            description={t("empty.text")}
          />
        }
      >
        {(data) => (
          <>
            <ul className="inbox-list" aria-label={t("listLabel")}>
              {data.list.map((message) => (
                <InboxItem
                  key={message.id}
                  message={message}
                  open={open === message.id}
                  onToggle={() => setOpen((current) => (current === message.id ? null : message.id))}
                />
              ))}
            </ul>
            {data.total > PAGE_SIZE && (
              <Paginator
                page={page}
                pageSize={PAGE_SIZE}
                total={data.total}
                onPage={setPage}
                label={t("pagesLabel")}
              />
            )}
          </>
        )}
      </QueryView>
    </div>
  );
}

function InboxItem({
  message,
  open,
  onToggle,
}: {
  message: InboxSummary;
  open: boolean;
  onToggle: () => void;
}) {
  const { t, i18n } = useTranslation("inbox");
  const { timeZone } = useWhitelabel();
  const queryClient = useQueryClient();
  const showToast = useToasts((state) => state.show);
  const bodyId = useId();
  // Fetched each time it opens: the server marks it read then, also after "mark unread".
  const detail = useQuery({ ...messageQuery(message.id, i18n.language), enabled: open, staleTime: 0 });
  const opened = detail.dataUpdatedAt;
  const wasUnread = !message.read;
  useEffect(() => {
    if (opened && wasUnread) void inboxChanged(queryClient);
  }, [opened, wasUnread, queryClient]);

  const failed = async (error: unknown) => {
    showToast(errorText(error), "error");
    await inboxChanged(queryClient);
  };
  const toggleRead = useMutation({
    mutationFn: () => markMessages([message.id], !message.read),
    onSuccess: () => inboxChanged(queryClient),
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: () => deleteMessages([message.id]),
    onSuccess: async () => {
      showToast(t("deleted", { title: message.title }));
      await inboxChanged(queryClient);
    },
    onError: failed,
  });

  return (
    <li
      className={`inbox-item${message.read ? "" : " inbox-item--unread"}${open ? " inbox-item--open" : ""}`}
    >
      <button
        type="button"
        className="inbox-item__header"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={onToggle}
      >
        <span className="inbox-item__mark" aria-hidden="true">
          <Icon name={message.read ? "mailOpen" : "mail"} size={18} />
        </span>
        <span className="inbox-item__main">
          <span className="inbox-item__title">
            {!message.read && <span className="visually-hidden">{t("unreadMark")}: </span>}
            {message.title}
          </span>
          {!open && <span className="inbox-item__preview">{message.preview}</span>}
        </span>
        <span className="inbox-item__meta">
          {message.kind === "system" && <span className="inbox-item__kind">{t("system")}</span>}
          <time dateTime={new Date(message.createdAt).toISOString()}>
            {formatDateTime(message.createdAt, timeZone)}
          </time>
        </span>
        <Icon name="chevronDown" size={18} className="inbox-item__chevron" />
      </button>
      <div id={bodyId} className="inbox-item__body" hidden={!open}>
        {open &&
          (detail.data ? (
            <RichText html={detail.data.content} className="inbox-item__content" />
          ) : detail.isError ? (
            <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />
          ) : (
            <Spinner label={t("loading")} />
          ))}
        <div className="inbox-item__actions">
          <Button
            size="small"
            variant="ghost"
            icon={<Icon name={message.read ? "mail" : "mailOpen"} size={16} />}
            busy={toggleRead.isPending}
            onClick={() => toggleRead.mutate()}
          >
            {message.read ? t("markUnread") : t("markRead")}
          </Button>
          <Button
            size="small"
            variant="ghost"
            icon={<Icon name="trash" size={16} />}
            busy={remove.isPending}
            onClick={() => remove.mutate()}
          >
            {t("delete")}
          </Button>
        </div>
      </div>
    </li>
  );
}
