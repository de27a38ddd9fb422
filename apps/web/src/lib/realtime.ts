import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { queryKeys } from "./query-keys";
import { coalesce, connectRealtime, type LiveWin, realtimeUrl, SIGNAL_COALESCE_MS } from "./realtime-socket";
import { useSession } from "./session";

export {
  backoffDelay,
  coalesce,
  connectRealtime,
  type LiveWin,
  RECONNECT_BASE_MS,
  RECONNECT_MAX_MS,
  type RealtimeConnection,
  type RealtimeOptions,
  type RealtimeSignal,
  realtimeUrl,
  SIGNAL_COALESCE_MS,
  type SocketLike,
} from "./realtime-socket";

/** Listeners of big wins, fed by whichever socket the tab has open (the member's, or a visitor's watch). */
const winListeners = new Set<(win: LiveWin) => void>();
const announceWin = (win: LiveWin) => {
  for (const listener of winListeners) listener(win);
};

/**
 * Calls `listener` with each big win announced while it is subscribed. A visitor has no member
 * socket, so while anyone listens without a session, a watch-only socket is kept open.
 */
export function subscribeWins(
  listener: (win: LiveWin) => void,
  options: { loggedIn: boolean; onResync: () => void },
): () => void {
  winListeners.add(listener);
  const watch =
    !options.loggedIn && typeof WebSocket !== "undefined"
      ? connectRealtime({
          url: realtimeUrl(window.location),
          token: undefined,
          onBalance: options.onResync,
          onWin: announceWin,
        })
      : undefined;
  return () => {
    winListeners.delete(listener);
    watch?.close();
  };
}

/** Keeps the socket open while a session token exists; a balance signal makes the money queries stale. */
export function useRealtime(): void {
  const token = useSession((state) => state.token);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token || typeof WebSocket === "undefined") return;
    const refresh = coalesce(() => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.wallet.balance() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.wallet.merchantWallet() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.wallet.withdrawLimits() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.wallet.records.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.memberGames.records.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.rewards.all });
    }, SIGNAL_COALESCE_MS);
    const connection = connectRealtime({
      url: realtimeUrl(window.location),
      token,
      onBalance: refresh,
      onWin: announceWin,
      onSignal: (signal) => {
        // Customer service answered or changed a ticket: its list and open page refetch.
        if (signal.type === "ticket") void queryClient.invalidateQueries({ queryKey: queryKeys.support.all });
        // A message arrived, or was read on another device: the unread count and the inbox refetch.
        if (signal.type === "messages") void queryClient.invalidateQueries({ queryKey: queryKeys.inbox.all });
      },
    });
    return () => {
      connection.close();
      refresh.cancel();
    };
  }, [token, queryClient]);
}
