import "./outbox.css";
import type { CallValue, outboxListCall } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import type { FilterField } from "@lotus/ui/data/filters";
import { PagedTable } from "@lotus/ui/data/PagedTable";
import { useFilters } from "@lotus/ui/data/use-filters";
import { DateTime } from "@lotus/ui/format/DateTime";
import { Badge, StatusBadge, type StatusTones } from "@lotus/ui/status/Badge";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { FilteredList } from "../../../components/ui/FilteredList";
import { PageHeader } from "../../../components/ui/States";
import { useBrandId } from "../../../lib/console-context";
import { type OutboxFilter, outboxQuery } from "../api/outbox-api";

const PAGE_SIZE = 20;
const RECIPIENT_MAX_LENGTH = 254;
const PREVIEW_LENGTH = 80;

/** Provider statuses: delivered ones are done, queued ones wait, failed ones need a look. */
const STATUS_TONES: StatusTones = {
  sent: "success",
  delivered: "success",
  failed: "danger",
  error: "danger",
  pending: "warning",
  queued: "warning",
};

type Message = CallValue<typeof outboxListCall>["list"][number];

/** SMS and email sent for the brand, newest first. */
export default function OutboxPage() {
  const { t } = useTranslation(["outbox", "common"]);
  const brandId = useBrandId();
  const fields = useMemo<FilterField[]>(
    () => [
      {
        kind: "select",
        name: "channel",
        label: t("channel"),
        allLabel: t("channels.all"),
        options: [
          { value: "sms", label: t("channels.sms") },
          { value: "email", label: t("channels.email") },
        ],
      },
      { kind: "text", name: "recipient", label: t("recipient"), maxLength: RECIPIENT_MAX_LENGTH },
    ],
    [t],
  );
  const filters = useFilters(fields);
  const filter: OutboxFilter = {
    channel: (filters.values.channel || undefined) as OutboxFilter["channel"],
    recipient: filters.values.recipient || undefined,
    page: filters.page,
    pageSize: PAGE_SIZE,
  };
  const query = useQuery({ ...outboxQuery(brandId, filter), placeholderData: keepPreviousData });
  const channelName = (channel: string) =>
    channel === "sms" ? t("channels.sms") : channel === "email" ? t("channels.email") : channel;
  const columns: DataColumn<Message>[] = [
    {
      id: "time",
      header: t("columns.time"),
      primary: true,
      className: "nowrap",
      cell: (message) => <DateTime at={message.createdAt} />,
    },
    {
      id: "channel",
      header: t("channel"),
      cell: (message) => <Badge tone="info">{channelName(message.channel)}</Badge>,
    },
    { id: "recipient", header: t("recipient"), className: "mono", cell: (message) => message.recipient },
    {
      id: "message",
      header: t("columns.message"),
      className: "outbox-message",
      cell: (message) => (
        <details>
          <summary>
            {message.subject ??
              (message.body.length > PREVIEW_LENGTH
                ? `${message.body.slice(0, PREVIEW_LENGTH)}…`
                : message.body)}
          </summary>
          <pre className="outbox-message__body">{message.body}</pre>
        </details>
      ),
    },
    { id: "provider", header: t("columns.provider"), cell: (message) => message.provider },
    {
      id: "status",
      header: t("columns.status"),
      cell: (message) => (
        <>
          <StatusBadge status={message.status} tones={STATUS_TONES} label={message.status} />
          {message.error && <p className="field__error">{message.error}</p>}
        </>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <FilteredList fields={fields} filters={filters}>
        <PagedTable
          query={query}
          empty={t("empty")}
          onPage={filters.setPage}
          label={t("title")}
          columns={columns}
          rowKey={(message) => message.id}
        />
      </FilteredList>
    </>
  );
}
