import { CHAT_STATUSES, type ChatStatus } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import type { FilterField } from "@lotus/ui/data/filters";
import { PagedTable } from "@lotus/ui/data/PagedTable";
import { useFilters } from "@lotus/ui/data/use-filters";
import { DateTime } from "@lotus/ui/format/DateTime";
import { Button } from "@lotus/ui/primitives/Button";
import { Modal } from "@lotus/ui/primitives/Modal";
import { Badge, StatusBadge } from "@lotus/ui/status/Badge";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { FilteredList } from "../../../components/ui/FilteredList";
import { PageHeader } from "../../../components/ui/States";
import { useBrandId } from "../../../lib/console-context";
import { TimeZoneNote, useBrandTime } from "../../games/components/parts";
import { type ChatConversation, historyQuery, messagesQuery } from "../api/chat-api";
import { customerOf, messagesOf } from "../model/console";
import { STATUS_TONES } from "./ConversationPane";
import { Transcript } from "./Transcript";
import "./chat.css";

const PAGE_SIZE = 20;

/** Every conversation of the brand, searched by account, visitor name, message text, status and days. */
export default function ChatHistoryPage() {
  const { t } = useTranslation("chat");
  const brandId = useBrandId();
  const { timeZone } = useBrandTime();
  const [reading, setReading] = useState<ChatConversation | null>(null);
  const fields = useMemo<FilterField[]>(
    () => [
      { kind: "text", name: "account", label: t("history.account"), maxLength: 64 },
      { kind: "text", name: "visitor", label: t("history.visitor"), maxLength: 40 },
      { kind: "text", name: "text", label: t("history.text"), maxLength: 100 },
      {
        kind: "select",
        name: "status",
        label: t("history.status"),
        allLabel: t("history.allStatuses"),
        options: CHAT_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
      },
      { kind: "dateRange", name: "day", label: t("history.days") },
    ],
    [t],
  );
  const filters = useFilters(fields);
  const { values } = filters;
  const query = useQuery(
    historyQuery(brandId, {
      account: values.account || undefined,
      visitor: values.visitor || undefined,
      text: values.text || undefined,
      status: CHAT_STATUSES.find((status) => status === values.status),
      from: values.dayFrom || undefined,
      to: values.dayTo || undefined,
      page: filters.page,
      pageSize: PAGE_SIZE,
    }),
  );
  const columns: DataColumn<ChatConversation>[] = [
    {
      id: "customer",
      header: t("history.customer"),
      primary: true,
      rowHeader: true,
      cell: (row) => (
        <>
          {customerOf(row)}{" "}
          {row.customerKind === "visitor" && <Badge tone="neutral">{t("conversation.visitor")}</Badge>}
        </>
      ),
    },
    {
      id: "status",
      header: t("history.status"),
      cell: (row) => (
        <StatusBadge
          status={row.status}
          tones={STATUS_TONES}
          label={t(`statuses.${row.status as ChatStatus}`)}
        />
      ),
    },
    { id: "operator", header: t("history.operator"), cell: (row) => row.operatorName ?? "" },
    {
      id: "preview",
      header: t("history.preview"),
      cell: (row) => <span className="chat-queue__preview">{row.preview ?? ""}</span>,
    },
    {
      id: "started",
      header: t("history.started"),
      className: "nowrap",
      cell: (row) => <DateTime at={row.createdAt} timeZone={timeZone} />,
    },
  ];
  return (
    <>
      <PageHeader title={t("history.title")} description={t("history.description")} />
      <FilteredList fields={fields} filters={filters} note={<TimeZoneNote timeZone={timeZone} />}>
        <PagedTable
          query={query}
          empty={t("history.empty")}
          onPage={filters.setPage}
          label={t("history.title")}
          columns={columns}
          rowKey={(row) => row.id}
          rowActions={(row) => (
            <Button size="small" variant="ghost" onClick={() => setReading(row)}>
              {t("history.open")}
            </Button>
          )}
        />
      </FilteredList>
      {reading && (
        <TranscriptDialog
          brandId={brandId}
          conversation={reading}
          timeZone={timeZone}
          onClose={() => setReading(null)}
        />
      )}
    </>
  );
}

function TranscriptDialog({
  brandId,
  conversation,
  timeZone,
  onClose,
}: {
  brandId: string;
  conversation: ChatConversation;
  timeZone?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation("chat");
  const pages = useInfiniteQuery(messagesQuery(brandId, conversation.id));
  const messages = useMemo(() => messagesOf(pages.data?.pages), [pages.data]);
  const customer = customerOf(conversation);
  return (
    <Modal title={t("history.transcript", { name: customer })} onClose={onClose} size="large">
      <Transcript
        messages={messages}
        customer={customer}
        loading={pages.isPending}
        error={pages.isError ? pages.error : undefined}
        hasOlder={pages.hasNextPage}
        loadingOlder={pages.isFetchingNextPage}
        onOlder={() => void pages.fetchNextPage()}
        timeZone={timeZone}
      />
    </Modal>
  );
}
