import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { queryKeys } from "../../../lib/query-keys";
import { coalesce, connectRealtime, realtimeUrl, SIGNAL_COALESCE_MS } from "../../../lib/realtime-socket";
import type { TimedBoard } from "../api/lottery-api";
import { awaitedPeriod, nextRefetchIn, RESULT_POLL_MS, serverTime } from "../model/countdown";

/** A drawn period's result is asked for this many times at most, should no signal come. */
const MAX_RESULT_POLLS = 20;
/** No timer waits longer than this (a sleeping tab wakes up to a fresh board). */
const MAX_TIMER_MS = 10 * 60_000;
const MIN_TIMER_MS = 250;

/**
 * Keeps the board live. The site's WebSocket (watch only: the house page has no site session)
 * says {"type":"lottery","game":…} when a draw is made; the board, results and the member's bets
 * are then fetched again. Should the socket be down, the board is also asked for a second after
 * each draw time, and again every few seconds until the drawn period's result is on it. The socket
 * reconnects with backoff and closes with the page. Without `pollResults` (the daily draws, whose
 * results operators enter well after the draw time) a due result is not polled for.
 */
export function useLotteryLive(
  merchant: string | undefined,
  gameId: string,
  board: TimedBoard | undefined,
  skew: number,
  { pollResults = true }: { pollResults?: boolean } = {},
) {
  const queryClient = useQueryClient();
  const awaiting = useRef<{ period: string; tries: number } | null>(null);

  useEffect(() => {
    if (!merchant || typeof WebSocket === "undefined") return;
    const refresh = coalesce(() => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.lottery.board(merchant, gameId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.lottery.resultsAll });
      void queryClient.invalidateQueries({ queryKey: queryKeys.lottery.statsAll });
      void queryClient.invalidateQueries({ queryKey: queryKeys.lottery.betsAll });
    }, SIGNAL_COALESCE_MS);
    const connection = connectRealtime({
      url: realtimeUrl(window.location),
      token: undefined,
      // Back after a drop: a draw may have been missed.
      onBalance: refresh,
      onSignal: (signal) => {
        if (signal.type === "lottery" && signal.game === gameId) refresh();
      },
    });
    return () => {
      connection.close();
      refresh.cancel();
    };
  }, [merchant, gameId, queryClient]);

  useEffect(() => {
    if (!merchant || !board) return;
    const pending = awaiting.current;
    if (pending && board.recent.some((draw) => draw.period === pending.period)) awaiting.current = null;
    let delay = nextRefetchIn(board, serverTime(Date.now(), skew));
    const still = awaiting.current;
    if (still && still.tries < MAX_RESULT_POLLS) delay = Math.min(delay ?? RESULT_POLL_MS, RESULT_POLL_MS);
    if (delay === null) return;
    const timer = setTimeout(
      () => {
        const due = pollResults ? awaitedPeriod(board, serverTime(Date.now(), skew)) : undefined;
        const current = awaiting.current;
        if (due && due !== current?.period && !board.recent.some((draw) => draw.period === due))
          awaiting.current = { period: due, tries: 0 };
        else if (current) current.tries += 1;
        void queryClient.invalidateQueries({ queryKey: queryKeys.lottery.board(merchant, gameId) });
      },
      Math.min(Math.max(delay, MIN_TIMER_MS), MAX_TIMER_MS),
    );
    return () => clearTimeout(timer);
  }, [merchant, gameId, board, skew, queryClient, pollResults]);
}
