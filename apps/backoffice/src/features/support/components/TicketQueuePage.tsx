import "./support.css";
import { SUPPORT_QUESTION_TYPES, TICKET_QUEUE_STATUSES } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import type { FilterField } from "@lotus/ui/data/filters";
import { PagedTable } from "@lotus/ui/data/PagedTable";
import { useFilters } from "@lotus/ui/data/use-filters";
import { buttonClass } from "@lotus/ui/primitives/Button";
import { StatusBadge } from "@lotus/ui/status/Badge";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { FilteredList } from "../../../components/ui/FilteredList";
import { PageHeader } from "../../../components/ui/States";
import { useBrandId, useCan } from "../../../lib/console-context";
import { useBrandTime } from "../../games/components/parts";
import { assigneesQuery, type QueueRow, ticketCountsQuery, ticketQueueQuery } from "../api/support-api";
import { AGE_HOURS, ageOf, queueQuery, TICKET_TONES, ticketReference } from "./support-helpers";

const PAGE_SIZE = 20;

/** The support queue: tickets by status, question type, assignee, age and member, oldest wait first. */
export default function TicketQueuePage() {
  const { t } = useTranslation(["support", "common"]);
  const brandId = useBrandId();
  const can = useCan();
  const time = useBrandTime();
  const counts = useQuery(ticketCountsQuery(brandId)).data;
  const assignees = useQuery(assigneesQuery(brandId)).data?.list ?? [];
  const fields = useMemo<FilterField[]>(
    () => [
      {
        kind: "status",
        name: "status",
        label: t("filters.status"),
        required: true,
        defaultValue: "active",
        options: TICKET_QUEUE_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
      },
      {
        kind: "select",
        name: "questionType",
        label: t("filters.questionType"),
        allLabel: t("filters.all"),
        options: SUPPORT_QUESTION_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) })),
      },
      {
        kind: "select",
        name: "assignee",
        label: t("filters.assignee"),
        allLabel: t("filters.all"),
        options: [
          { value: "me", label: t("filters.me") },
          { value: "none", label: t("filters.none") },
          ...assignees.map((operator) => ({ value: operator.id, label: operator.name })),
        ],
      },
      {
        kind: "select",
        name: "age",
        label: t("filters.age"),
        allLabel: t("filters.any"),
        options: AGE_HOURS.map((hours) => ({
          value: String(hours),
          label: hours < 48 ? t("age.hours", { value: hours }) : t("age.days", { value: hours / 24 }),
        })),
      },
      { kind: "text", name: "account", label: t("filters.account"), maxLength: 64 },
    ],
    [t, assignees],
  );
  const filters = useFilters(fields);
  const query = useQuery(ticketQueueQuery(brandId, queueQuery(filters.values, filters.page, PAGE_SIZE)));
  const now = Date.now();
  const columns: DataColumn<QueueRow>[] = [
    {
      id: "ticket",
      header: t("fields.ticket"),
      primary: true,
      rowHeader: true,
      cell: (row) => (
        <>
          <Link to={`/tickets/${row.id}`} className="ticket-reference">
            {ticketReference(row)}
          </Link>
          <div className="muted small">{t(`types.${row.questionType}`)}</div>
        </>
      ),
    },
    {
      id: "member",
      header: t("fields.member"),
      cell: (row) =>
        can("members.view") ? <Link to={`/members/${row.memberId}`}>{row.account}</Link> : row.account,
    },
    {
      id: "message",
      header: t("fields.message"),
      cell: (row) => (
        <>
          <span className="ticket-preview">{row.preview}</span>
          <div className="muted small">
            {t(`sources.${row.source}`)}
            {row.messageCount > 0 && ` · ${t("fields.replies", { value: row.messageCount })}`}
          </div>
        </>
      ),
    },
    {
      id: "status",
      header: t("fields.status"),
      cell: (row) => (
        <StatusBadge status={row.status} tones={TICKET_TONES} label={t(`statuses.${row.status}`)} />
      ),
    },
    {
      id: "assignee",
      header: t("fields.assignee"),
      cell: (row) => row.assignee?.name ?? <span className="muted">{t("detail.unassigned")}</span>,
    },
    {
      id: "waiting",
      header: t("fields.waiting"),
      className: "nowrap",
      cell: (row) => {
        // Only a ticket whose next move is ours has a member waiting.
        const age = row.status === "new" || row.status === "open" ? ageOf(row.lastMemberAt, now) : undefined;
        return (
          <>
            {age ? t(`age.${age.unit}`, { value: age.value }) : <span className="muted">—</span>}
            <div className="muted small">{time.format(row.updatedAt)}</div>
          </>
        );
      },
    },
  ];
  return (
    <>
      <PageHeader
        title={t("queue.title")}
        description={counts ? t("queue.counts", { ...counts }) : t("queue.description")}
      />
      <FilteredList fields={fields} filters={filters}>
        <PagedTable
          query={query}
          empty={t("queue.empty")}
          onPage={filters.setPage}
          label={t("queue.caption")}
          columns={columns}
          rowKey={(row) => row.id}
          rowActions={(row) => (
            <Link
              to={`/tickets/${row.id}`}
              className={buttonClass("secondary", "small")}
              aria-label={t("queue.openNamed", { reference: ticketReference(row) })}
            >
              {t("queue.open")}
            </Link>
          )}
        />
      </FilteredList>
    </>
  );
}
