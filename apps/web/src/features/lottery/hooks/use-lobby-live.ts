import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { queryKeys } from "../../../lib/query-keys";
import { coalesce, connectRealtime, realtimeUrl, SIGNAL_COALESCE_MS } from "../../../lib/realtime-socket";

/**
 * Keeps the lobby's boards fresh: the site's WebSocket, watched as a visitor, says
 * {"type":"lottery","game":…} when one of the games has news (a result confirmed), and that game's
 * board is asked for again, with the results and statistics on show. Between signals the boards refresh every minute by themselves.
 */
export function useLobbyLive(merchant: string, gameIds: readonly string[]) {
  const queryClient = useQueryClient();
  const key = gameIds.join(",");
  useEffect(() => {
    const games = key ? key.split(",") : [];
    if (!merchant || games.length === 0 || typeof WebSocket === "undefined") return;
    const pending = new Set<string>();
    const refresh = coalesce(() => {
      for (const game of pending)
        void queryClient.invalidateQueries({ queryKey: queryKeys.lottery.board(merchant, game) });
      pending.clear();
      // The lobby's results by date and statistics follow a new result too.
      void queryClient.invalidateQueries({ queryKey: queryKeys.lottery.resultsAll });
      void queryClient.invalidateQueries({ queryKey: queryKeys.lottery.statsAll });
    }, SIGNAL_COALESCE_MS);
    const connection = connectRealtime({
      url: realtimeUrl(window.location),
      token: undefined,
      // Back after a drop: a result may have been missed.
      onBalance: () => {
        for (const game of games) pending.add(game);
        refresh();
      },
      onSignal: (signal) => {
        if (signal.type !== "lottery" || typeof signal.game !== "string" || !games.includes(signal.game))
          return;
        pending.add(signal.game);
        refresh();
      },
    });
    return () => {
      connection.close();
      refresh.cancel();
    };
  }, [merchant, key, queryClient]);
}
