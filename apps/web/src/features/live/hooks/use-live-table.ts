import type { LiveTableEvent } from "@lotus/contracts";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { coalesce } from "../../../lib/realtime-socket";
import { tableQuery } from "../api/live-api";
import { clockSkew, followSkew, type TableStage, tableStage, takesBets } from "../model/round-clock";
import { adoptAnswer, applyEvent, stateFromAnswer, type TableState } from "../model/table-state";

/** Socket news that needs the table call again is asked for at most this often. */
const REFETCH_COALESCE_MS = 1000;
/** How often the stage is re-read against the clock (the countdown needs no finer step). */
export const CLOCK_TICK_MS = 250;

/**
 * One table, live: the public table call (asked again every minute, after a reconnect, and when
 * the socket's news does not follow on from what is shown), moved on by the socket's messages,
 * with the server clock's skew from the answer's `serverNow`.
 */
export function useLiveTable(merchant: string | undefined, code: string) {
  const query = useQuery({ ...tableQuery(merchant ?? "", code), enabled: Boolean(merchant) });
  const [state, setState] = useState<TableState | null>(null);
  const [skew, setSkew] = useState(0);
  const stateRef = useRef<TableState | null>(null);
  const { refetch } = query;

  useEffect(() => {
    const answer = query.data;
    if (!answer) return;
    const next = adoptAnswer(stateRef.current, stateFromAnswer(answer));
    stateRef.current = next;
    setState(next);
    setSkew(clockSkew(answer.serverNow, answer.clock.sentAt, answer.clock.receivedAt));
  }, [query.data]);

  const askAgain = useMemo(() => coalesce(() => void refetch(), REFETCH_COALESCE_MS), [refetch]);
  useEffect(() => () => askAgain.cancel(), [askAgain]);

  const onEvent = useCallback(
    (event: LiveTableEvent, receivedAt: number) => {
      const current = stateRef.current;
      if (!current) return;
      const applied = applyEvent(current, event);
      stateRef.current = applied.state;
      setState(applied.state);
      setSkew((value) => followSkew(value, event.serverNow, receivedAt));
      if (applied.refetch) askAgain();
    },
    [askAgain],
  );

  return { query, state, skew, onEvent, resync: askAgain };
}

/** The server's time now, re-read every tick. */
export function useServerNow(skew: number): number {
  const [now, setNow] = useState(() => Date.now() + skew);
  useEffect(() => {
    setNow(Date.now() + skew);
    const timer = setInterval(() => setNow(Date.now() + skew), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, [skew]);
  return now;
}

/** What a stage is, without its running seconds: the same key means nothing to redraw. */
const stageKey = (stage: TableStage) =>
  stage.kind === "betting" ? `betting:${takesBets(stage)}` : stage.kind;

/**
 * The table's stage, re-rendering only when its kind changes (not every tick): the board needs
 * to know whether bets are taken, only the countdown needs the seconds.
 */
export function useTableStage(state: TableState | null, skew: number): TableStage {
  const read = useCallback(
    () => (state ? tableStage(state.status, state.round, Date.now() + skew) : ({ kind: "waiting" } as const)),
    [state, skew],
  );
  const [stage, setStage] = useState<TableStage>(read);
  useEffect(() => {
    const update = () => {
      const next = read();
      setStage((current) => (stageKey(current) === stageKey(next) ? current : next));
    };
    update();
    const timer = setInterval(update, CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, [read]);
  return stage;
}
