import { TICKET_STATUSES, type TicketStatus } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import { FilterBar } from "@lotus/ui/data/FilterBar";
import type { FilterField } from "@lotus/ui/data/filters";
import { PagedTable } from "@lotus/ui/data/PagedTable";
import { useFilters } from "@lotus/ui/data/use-filters";
import { formatDateTime } from "@lotus/ui/format/format";
import { Button } from "@lotus/ui/primitives/Button";
import { Badge, StatusBadge } from "@lotus/ui/status/Badge";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/Icon";
import { RECORDS_PER_PAGE } from "../../../lib/constants";
import type { MemberPageProps } from "../../../lib/member-pages";
import { useModals } from "../../../lib/modal-store";
import { useWhitelabel } from "../../../lib/queries";
import { myTicketsQuery, type TicketSummary } from "../api/support-api";
import { TICKET_TONES, ticketReference, useTicketView } from "../model/support";
import { TicketDetailView } from "./TicketDetail";
import "@lotus/ui/styles/data.css";
import "../../../styles/data-views.css";
import "./support.css";

let pendingClear: ReturnType<typeof setTimeout> | undefined;

const statusOf = (value: string | undefined): TicketStatus | undefined =>
  TICKET_STATUSES.find((status) => status === value);

/**
 * Feedback and support (SPEC §2 "feedback", "support ticket form"): the member's tickets with
 * their status and a new answer marked, one ticket's conversation when opened, and the form.
 */
export function FeedbackPage(_props: MemberPageProps) {
  const ticketId = useTicketView((state) => state.ticketId);
  const show = useTicketView((state) => state.show);
  // Leaving the page forgets the open ticket, so the page opens on the list next time. The clearing
  // waits a tick: a remount at once (StrictMode's second mount) cancels it.
  useEffect(() => {
    clearTimeout(pendingClear);
    return () => {
      pendingClear = setTimeout(() => show(null), 0);
    };
  }, [show]);
  return ticketId ? <TicketDetailView id={ticketId} onBack={() => show(null)} /> : <TicketList />;
}

function TicketList() {
  const { t } = useTranslation("support");
  const { timeZone } = useWhitelabel();
  const open = useModals((state) => state.open);
  const show = useTicketView((state) => state.show);
  const fields = useMemo<FilterField[]>(
    () => [
      {
        kind: "status",
        name: "status",
        label: t("list.status"),
        allLabel: t("list.all"),
        options: TICKET_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
      },
    ],
    [t],
  );
  const filters = useFilters(fields);
  const tickets = useQuery(
    myTicketsQuery({
      status: statusOf(filters.values.status),
      page: filters.page,
      pageSize: RECORDS_PER_PAGE,
    }),
  );
  const columns: DataColumn<TicketSummary>[] = [
    {
      id: "ticket",
      header: t("list.ticket"),
      primary: true,
      cell: (row) => (
        <>
          <span className="support-reference">{ticketReference(row)}</span>
          <div className="support-note">{t(`types.${row.questionType}`)}</div>
        </>
      ),
    },
    {
      id: "message",
      header: t("list.message"),
      cell: (row) => (
        <>
          <span className="support-preview">{row.preview}</span>
          {row.unread && (
            <div>
              <Badge tone="info">{t("list.unread")}</Badge>
            </div>
          )}
        </>
      ),
    },
    {
      id: "status",
      header: t("list.status"),
      cell: (row) => (
        <StatusBadge status={row.status} tones={TICKET_TONES} label={t(`statuses.${row.status}`)} />
      ),
    },
    {
      id: "updated",
      header: t("list.updated"),
      className: "nowrap",
      cell: (row) => formatDateTime(row.updatedAt, timeZone),
    },
  ];
  return (
    <div className="support-page">
      <div className="support-toolbar">
        <div className="record-filter-bar">
          <FilterBar fields={fields} state={filters} />
        </div>
        <Button variant="primary" icon={<Icon name="send" size={16} />} onClick={() => open("supportTicket")}>
          {t("list.new")}
        </Button>
      </div>
      <PagedTable
        query={tickets}
        empty={t(filters.values.status ? "list.noneFiltered" : "list.none")}
        onPage={filters.setPage}
        label={t("list.caption")}
        columns={columns}
        rowKey={(row) => row.id}
        rowActions={(row) => (
          <Button
            size="small"
            variant="secondary"
            aria-label={t("list.openNamed", { reference: ticketReference(row) })}
            onClick={() => show(row.id)}
          >
            {t("list.open")}
          </Button>
        )}
      />
    </div>
  );
}
