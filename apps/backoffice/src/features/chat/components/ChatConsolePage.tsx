import { QueryView } from "@lotus/ui/data/QueryView";
import { Badge } from "@lotus/ui/status/Badge";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Card, PageHeader } from "../../../components/ui/States";
import { useBrandId, useConsole } from "../../../lib/console-context";
import { useBrandTime } from "../../games/components/parts";
import { type ChatConsole, consoleQuery } from "../api/chat-api";
import { customerOf, waited } from "../model/console";
import { useOperatorSocket } from "../model/use-operator-socket";
import { ConversationPane } from "./ConversationPane";
import "./chat.css";

type Row = ChatConsole["waiting"][number];

/** Wait times count on the server's clock, shown every few seconds. */
function useServerNow(serverNow: number | undefined): number {
  const [offset, setOffset] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (serverNow !== undefined) setOffset(serverNow - Date.now());
  }, [serverNow]);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 5_000);
    return () => clearInterval(timer);
  }, []);
  return now + offset;
}

/**
 * The chat console: the queue with wait times, the operator's own and everyone's open
 * conversations, who is online, and the chosen conversation. Its socket makes the operator online
 * for the brand's chat while the screen is open.
 */
export default function ChatConsolePage() {
  const { t } = useTranslation("chat");
  const brandId = useBrandId();
  const { me } = useConsole();
  const { timeZone } = useBrandTime();
  const [params, setParams] = useSearchParams();
  const selected = params.get("c");
  const { connected, customerTyping, sendTyping } = useOperatorSocket(brandId, true);
  const query = useQuery(consoleQuery(brandId));
  const now = useServerNow(query.data?.now);
  const choose = (id: string) => setParams({ c: id });

  const list = (rows: readonly Row[], empty: string, detail: (row: Row) => string) => (
    <ul className="chat-queue">
      {rows.length === 0 && <li className="muted small">{empty}</li>}
      {rows.map((row) => (
        <li key={row.id}>
          <button
            type="button"
            className={`chat-queue__item${row.id === selected ? " chat-queue__item--active" : ""}`}
            aria-current={row.id === selected ? "true" : undefined}
            onClick={() => choose(row.id)}
          >
            <span className="chat-queue__name">
              {customerOf(row)}
              {row.customerKind === "visitor" && <Badge tone="neutral">{t("conversation.visitor")}</Badge>}
              {row.unread > 0 && row.status === "open" && (
                <Badge tone="danger">{t("console.unread", { count: row.unread })}</Badge>
              )}
            </span>
            <span className="chat-queue__detail">{detail(row)}</span>
            {row.preview && <span className="chat-queue__preview">{row.preview}</span>}
          </button>
        </li>
      ))}
    </ul>
  );

  return (
    <>
      <PageHeader
        title={t("console.title")}
        description={t("console.description")}
        actions={
          <Badge tone={connected ? "success" : "warning"}>
            {connected ? t("console.online") : t("console.offline")}
          </Badge>
        }
      />
      <QueryView query={query}>
        {(data) => (
          <div className="chat-console">
            <nav className="chat-console__lists" aria-label={t("console.lists")}>
              <Card
                title={t("console.waiting")}
                actions={
                  <Badge tone={data.waiting.length ? "warning" : "muted"}>{data.waiting.length}</Badge>
                }
              >
                {list(data.waiting, t("console.noneWaiting"), (row) =>
                  t("console.waitedFor", { time: waited(now - row.createdAt) }),
                )}
              </Card>
              <Card title={t("console.mine")}>
                {list(data.mine, t("console.noneMine"), (row) =>
                  t("console.waitedFor", { time: waited(now - row.createdAt) }),
                )}
              </Card>
              <Card title={t("console.open")}>
                {list(data.open, t("console.noneOpen"), (row) =>
                  t("console.heldBy", { name: row.operatorName ?? "" }),
                )}
              </Card>
              <Card title={t("console.operators")}>
                <ul className="chat-operators">
                  {data.online.length === 0 && <li className="muted small">{t("console.noOperators")}</li>}
                  {data.online.map((operator) => (
                    <li key={operator.id}>{operator.name}</li>
                  ))}
                </ul>
              </Card>
            </nav>
            <Card className="chat-console__pane">
              {selected ? (
                <ConversationPane
                  key={selected}
                  brandId={brandId}
                  id={selected}
                  me={me.operator.id}
                  online={data.online}
                  customerTyping={customerTyping.has(selected)}
                  sendTyping={sendTyping}
                  timeZone={timeZone}
                />
              ) : (
                <p className="muted">{t("console.pick")}</p>
              )}
            </Card>
          </div>
        )}
      </QueryView>
    </>
  );
}
