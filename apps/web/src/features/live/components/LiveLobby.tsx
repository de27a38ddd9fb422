import type { LiveTableEvent } from "@lotus/contracts";
import { ErrorState } from "@lotus/ui/data/QueryView";
import { EmptyState } from "@lotus/ui/data/states";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/Icon";
import { useWhitelabel } from "../../../lib/queries";
import { coalesce } from "../../../lib/realtime-socket";
import { useLaunchGame } from "../../../lib/use-launch-game";
import { HOUSE_VENDOR_CODE } from "../../games/model/catalogue";
import { lobbyQuery, type TableSummary } from "../api/live-api";
import { useServerNow } from "../hooks/use-live-table";
import { useLiveWatch } from "../hooks/use-live-watch";
import { applyLobbyEvent } from "../model/lobby";
import { clockSkew, followSkew } from "../model/round-clock";
import { TableCard } from "./TableCard";
import "./lobby.css";
import "./live-pieces.css";

const REFETCH_COALESCE_MS = 1000;

/**
 * The house vendor's live tables on the /live page: a card per open or paused table with its round's
 * countdown or phase, limits, players and last results (a small bead plate for baccarat, the history
 * strip for the others), and Play, which launches the table the way any game tile does (a visitor
 * gets the login popup). The lobby call is public (by the site's merchant); the site socket, watched
 * as a visitor, keeps the cards moving.
 */
export function LiveLobby() {
  const { t } = useTranslation("live");
  const { merchantCode, currency } = useWhitelabel();
  const lobby = useQuery(lobbyQuery(merchantCode));
  const [tables, setTables] = useState<TableSummary[]>([]);
  const [skew, setSkew] = useState(0);
  const tablesRef = useRef<TableSummary[]>([]);
  const { refetch } = lobby;

  useEffect(() => {
    const answer = lobby.data;
    if (!answer) return;
    tablesRef.current = answer.tables;
    setTables(answer.tables);
    setSkew(clockSkew(answer.serverNow, answer.clock.sentAt, answer.clock.receivedAt));
  }, [lobby.data]);

  const askAgain = useMemo(() => coalesce(() => void refetch(), REFETCH_COALESCE_MS), [refetch]);
  useEffect(() => () => askAgain.cancel(), [askAgain]);
  const onEvent = useCallback(
    (event: LiveTableEvent, receivedAt: number) => {
      let refetchNeeded = false;
      const next = tablesRef.current.map((table) => {
        const applied = applyLobbyEvent(table, event);
        refetchNeeded ||= applied.refetch;
        return applied.table;
      });
      tablesRef.current = next;
      setTables(next);
      setSkew((value) => followSkew(value, event.serverNow, receivedAt));
      if (refetchNeeded) askAgain();
    },
    [askAgain],
  );
  const codes = useMemo(() => tables.map((table) => table.code), [tables]);
  useLiveWatch(codes, onEvent, askAgain);
  const now = useServerNow(skew);

  const { launch, launching } = useLaunchGame();
  const play = (table: TableSummary) =>
    void launch({
      gameId: table.code,
      vassalage: HOUSE_VENDOR_CODE,
      gameType: "LIVE",
      displayName: table.name,
      trialAllowed: false,
    });

  if (lobby.isPending) {
    return (
      <ul className="live-lobby" aria-busy="true">
        {[0, 1, 2].map((index) => (
          <li key={index} className="live-lobby__card live-lobby__card--skeleton" aria-hidden="true" />
        ))}
      </ul>
    );
  }
  if (lobby.isError && tables.length === 0)
    return <ErrorState error={lobby.error} onRetry={() => void refetch()} />;
  if (tables.length === 0)
    return (
      <EmptyState
        heading
        icon={<Icon name="game" size={32} />}
        title={t("lobby.empty")}
        description={t("lobby.emptyText")}
      />
    );
  return (
    <section className="live-lobby-area" aria-labelledby="live-lobby-title">
      <h2 id="live-lobby-title" className="live-lobby__heading">
        {t("lobby.title")}
      </h2>
      <ul className="live-lobby">
        {tables.map((table) => (
          <li key={table.code}>
            <TableCard
              table={table}
              symbol={currency.symbol}
              now={now}
              launching={launching === table.code}
              onPlay={() => play(table)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
