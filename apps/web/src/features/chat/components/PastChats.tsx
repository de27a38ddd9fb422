import type { DataColumn } from "@lotus/ui/data/columns";
import { PagedTable } from "@lotus/ui/data/PagedTable";
import { DateTime } from "@lotus/ui/format/DateTime";
import { Button } from "@lotus/ui/primitives/Button";
import { StatusBadge } from "@lotus/ui/status/Badge";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/Icon";
import { chatHistoryQuery, chatMessagesQuery, type PastConversation } from "../api/chat-api";
import { messagesOf } from "../model/chat";
import { MessageList } from "./MessageList";

const TONES = { waiting: "warning", open: "info", closed: "muted" } as const;

/** The member's past conversations, newest first; one opens read-only with its whole history. */
export function PastChats() {
  const { t } = useTranslation("chat");
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<PastConversation | null>(null);
  const query = useQuery(chatHistoryQuery(page));
  if (open) return <PastChat conversation={open} onBack={() => setOpen(null)} />;

  const columns: DataColumn<PastConversation>[] = [
    {
      id: "started",
      header: t("history.started"),
      cell: (row) => <DateTime at={row.createdAt} />,
    },
    {
      id: "with",
      header: t("messages.support"),
      cell: (row) =>
        row.operatorName ? t("history.with", { name: row.operatorName }) : t("history.noOperator"),
    },
    {
      id: "preview",
      header: t("history.preview"),
      cell: (row) => <span className="chat__preview">{row.preview ?? ""}</span>,
    },
    {
      id: "status",
      header: t("history.statusLabel"),
      cell: (row) => (
        <StatusBadge status={row.status} tones={TONES} label={t(`history.status.${row.status}`)} />
      ),
    },
  ];
  return (
    <section className="chat__history" aria-label={t("history.title")}>
      <PagedTable
        label={t("history.title")}
        query={{
          data: query.data ? { ...query.data, page, pageSize: 10 } : undefined,
          error: query.error,
          isPending: query.isPending,
          isError: query.isError,
          refetch: query.refetch,
        }}
        empty={t("history.empty")}
        onPage={setPage}
        columns={columns}
        rowKey={(row) => row.id}
        compact
        rowActions={(row) => (
          <Button size="small" variant="ghost" onClick={() => setOpen(row)}>
            {t("history.open")}
          </Button>
        )}
      />
    </section>
  );
}

function PastChat({ conversation, onBack }: { conversation: PastConversation; onBack: () => void }) {
  const { t } = useTranslation("chat");
  const pages = useInfiniteQuery(chatMessagesQuery("member", conversation.id));
  const messages = useMemo(() => messagesOf(pages.data?.pages), [pages.data]);
  return (
    <section className="chat__history" aria-label={t("history.title")}>
      <Button size="small" variant="ghost" icon={<Icon name="chevronLeft" size={16} />} onClick={onBack}>
        {t("history.back")}
      </Button>
      <p className="chat__status">
        <DateTime at={conversation.createdAt} />
        {" · "}
        {conversation.operatorName
          ? t("history.with", { name: conversation.operatorName })
          : t("history.noOperator")}
      </p>
      <MessageList
        messages={messages}
        loading={pages.isPending}
        error={pages.isError ? pages.error : undefined}
        hasOlder={pages.hasNextPage}
        loadingOlder={pages.isFetchingNextPage}
        onOlder={() => void pages.fetchNextPage()}
      />
    </section>
  );
}
