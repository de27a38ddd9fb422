import "./outbox.css";
import { outboxListCall } from "@lotus/contracts";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Button } from "../../../components/ui/Button";
import { SelectField, TextField } from "../../../components/ui/Field";
import { Paginator } from "../../../components/ui/Paginator";
import {
  Badge,
  Card,
  EmptyState,
  ErrorState,
  PageHeader,
  Spinner,
  TableWrap,
} from "../../../components/ui/States";
import { useBrandId } from "../../../lib/console-context";
import { defined } from "../../../lib/form";
import { formatDateTime } from "../../../lib/format";
import { type OutboxFilter, outboxQuery } from "../api/outbox-api";

const PAGE_SIZE = 20;

function readFilter(params: URLSearchParams): OutboxFilter {
  const parsed = defined(outboxListCall.query).safeParse({
    channel: params.get("channel") || undefined,
    recipient: params.get("recipient") || undefined,
    page: params.get("page") ?? undefined,
  });
  if (!parsed.success) return { page: 1, pageSize: PAGE_SIZE };
  return {
    channel: parsed.data.channel,
    recipient: parsed.data.recipient || undefined,
    page: parsed.data.page,
    pageSize: PAGE_SIZE,
  };
}

function statusTone(status: string): "success" | "danger" | "warning" | "neutral" {
  if (status === "sent" || status === "delivered") return "success";
  if (status === "failed" || status === "error") return "danger";
  if (status === "pending" || status === "queued") return "warning";
  return "neutral";
}

/** SMS and email sent for the brand, newest first. */
export default function OutboxPage() {
  const { t } = useTranslation(["outbox", "common"]);
  const brandId = useBrandId();
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  const [channel, setChannel] = useState(filter.channel ?? "");
  const [recipient, setRecipient] = useState(filter.recipient ?? "");
  const query = useQuery(outboxQuery(brandId, filter));

  const go = (next: Partial<OutboxFilter>) => {
    const merged = { ...filter, ...next };
    const entries: Record<string, string> = {};
    if (merged.channel) entries.channel = merged.channel;
    if (merged.recipient) entries.recipient = merged.recipient;
    if (merged.page > 1) entries.page = String(merged.page);
    setParams(entries);
  };

  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <div className="stack stack--lg">
        <Card>
          <form
            className="filters"
            onSubmit={(event) => {
              event.preventDefault();
              go({
                channel: channel === "sms" || channel === "email" ? channel : undefined,
                recipient: recipient.trim() || undefined,
                page: 1,
              });
            }}
          >
            <SelectField
              label={t("channel")}
              value={channel}
              onChange={(event) => setChannel(event.target.value)}
            >
              <option value="">{t("channels.all")}</option>
              <option value="sms">{t("channels.sms")}</option>
              <option value="email">{t("channels.email")}</option>
            </SelectField>
            <TextField
              label={t("recipient")}
              type="search"
              maxLength={254}
              value={recipient}
              onChange={(event) => setRecipient(event.target.value)}
            />
            <Button type="submit" variant="primary" icon="search">
              {t("common:actions.search")}
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                setChannel("");
                setRecipient("");
                setParams({});
              }}
            >
              {t("common:actions.clear")}
            </Button>
          </form>
        </Card>
        <Card className="card--flush">
          {query.isPending ? (
            <Spinner />
          ) : query.isError ? (
            <ErrorState error={query.error} onRetry={() => void query.refetch()} />
          ) : query.data.list.length === 0 ? (
            <EmptyState title={t("empty")} />
          ) : (
            <>
              <TableWrap label={t("title")}>
                <table className="table">
                  <thead>
                    <tr>
                      <th scope="col">{t("columns.time")}</th>
                      <th scope="col">{t("channel")}</th>
                      <th scope="col">{t("recipient")}</th>
                      <th scope="col">{t("columns.message")}</th>
                      <th scope="col">{t("columns.provider")}</th>
                      <th scope="col">{t("columns.status")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {query.data.list.map((message) => (
                      <tr key={message.id}>
                        <td className="nowrap">{formatDateTime(message.createdAt)}</td>
                        <td>
                          <Badge tone="info">
                            {message.channel === "sms"
                              ? t("channels.sms")
                              : message.channel === "email"
                                ? t("channels.email")
                                : message.channel}
                          </Badge>
                        </td>
                        <td className="mono">{message.recipient}</td>
                        <td className="outbox-message">
                          <details>
                            <summary>
                              {message.subject ??
                                (message.body.length > 80 ? `${message.body.slice(0, 80)}…` : message.body)}
                            </summary>
                            <pre className="outbox-message__body">{message.body}</pre>
                          </details>
                        </td>
                        <td>{message.provider}</td>
                        <td>
                          <Badge tone={statusTone(message.status)}>{message.status}</Badge>
                          {message.error && <p className="field__error">{message.error}</p>}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableWrap>
              <Paginator
                page={query.data.page}
                pageSize={query.data.pageSize}
                total={query.data.total}
                onPage={(page) => go({ page })}
              />
            </>
          )}
        </Card>
      </div>
    </>
  );
}
