import "./support.css";
import { ErrorState } from "@lotus/ui/data/QueryView";
import { Spinner } from "@lotus/ui/data/states";
import { StatusBadge } from "@lotus/ui/status/Badge";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { Icon } from "../../../components/ui/Icon";
import { Card, PageHeader } from "../../../components/ui/States";
import { useBrandId, useCan } from "../../../lib/console-context";
import { useBrandTime } from "../../games/components/parts";
import { type AdminTicket, ticketQuery } from "../api/support-api";
import { TICKET_TONES, ticketReference } from "./support-helpers";
import { AssignForm, MessageForm, StatusForm } from "./TicketForms";

/** One ticket: the conversation with internal notes, the answer and note forms, assignment and status. */
export default function TicketPage() {
  const { ticketId = "" } = useParams();
  const { t } = useTranslation("support");
  const brandId = useBrandId();
  const query = useQuery(ticketQuery(brandId, ticketId));
  const back = (
    <Link to="/tickets" className="back-link">
      <Icon name="chevronLeft" size={14} />
      {t("detail.back")}
    </Link>
  );
  if (query.data) return <Ticket ticket={query.data} back={back} />;
  return (
    <>
      <PageHeader title={t("queue.title")} back={back} />
      {query.isError ? <ErrorState error={query.error} onRetry={() => void query.refetch()} /> : <Spinner />}
    </>
  );
}

function Ticket({ ticket, back }: { ticket: AdminTicket; back: ReactNode }) {
  const { t } = useTranslation("support");
  const can = useCan();
  const time = useBrandTime();
  const manage = can("tickets.manage");
  return (
    <>
      <PageHeader
        title={t("detail.title", { reference: ticketReference(ticket) })}
        back={back}
        description={
          <span className="row">
            <StatusBadge status={ticket.status} tones={TICKET_TONES} label={t(`statuses.${ticket.status}`)} />
            <span>{t(`types.${ticket.questionType}`)}</span>
            <span className="muted">{t(`sources.${ticket.source}`)}</span>
          </span>
        }
      />
      <div className="ticket-layout">
        <div className="stack stack--lg">
          <Card title={t("detail.conversation")}>
            <ol className="ticket-thread">
              {ticket.messages.map((message) => (
                <li
                  key={message.id}
                  className={`ticket-message ticket-message--${message.kind === "note" ? "note" : message.author}`}
                >
                  <p className="ticket-message__meta">
                    <strong>
                      {message.kind === "note"
                        ? t("detail.note")
                        : message.author === "member"
                          ? ticket.account
                          : t("detail.customerService")}
                    </strong>
                    {message.operator && <span>{message.operator.name}</span>}
                    <span>{time.format(message.createdAt)}</span>
                  </p>
                  <p className="ticket-message__body">{message.body}</p>
                  {message.images.length > 0 && (
                    <span className="ticket-images">
                      {message.images.map((image, index) => (
                        <a key={image.id} href={image.url} target="_blank" rel="noopener noreferrer">
                          <img src={image.url} alt={t("detail.image", { number: index + 1 })} />
                        </a>
                      ))}
                    </span>
                  )}
                </li>
              ))}
            </ol>
          </Card>
          {manage && <MessageForm ticket={ticket} kind="reply" />}
          {manage && <MessageForm ticket={ticket} kind="note" />}
        </div>
        <div className="stack stack--lg">
          <Card title={t("detail.member")}>
            <dl className="kv">
              <dt>{t("fields.member")}</dt>
              <dd>
                {can("members.view") ? (
                  <Link to={`/members/${ticket.memberId}`}>{ticket.account}</Link>
                ) : (
                  ticket.account
                )}
              </dd>
              <dt>{t("fields.created")}</dt>
              <dd>{time.format(ticket.createdAt)}</dd>
              <dt>{t("fields.updated")}</dt>
              <dd>{time.format(ticket.updatedAt)}</dd>
              <dt>{t("fields.assignee")}</dt>
              <dd>{ticket.assignee?.name ?? t("detail.unassigned")}</dd>
            </dl>
            {ticket.closedAt !== null && ticket.closedBy && (
              <p className="muted small">
                {t("detail.closedBy", {
                  by: t(`detail.by.${ticket.closedBy}`),
                  at: time.format(ticket.closedAt),
                })}
              </p>
            )}
          </Card>
          {manage && <AssignForm ticket={ticket} />}
          {manage && <StatusForm ticket={ticket} />}
        </div>
      </div>
    </>
  );
}
