import { useQueryClient } from "@tanstack/react-query";
import { type RefObject, useEffect } from "react";
import { isBalanceMessage, isFromFrame } from "../../../lib/game-launch";
import { queryKeys } from "../../../lib/query-keys";
import { coalesce, SIGNAL_COALESCE_MS } from "../../../lib/realtime";

/**
 * Listens for {type: "lotus:balance"} from the game frame (the house slots post it after each
 * spin) and makes the balance and the betting record stale, as the WebSocket signal does.
 */
export function useGameFrameMessages(frameRef: RefObject<HTMLIFrameElement | null>): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = coalesce(() => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.wallet.balance() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.memberGames.records.all });
    }, SIGNAL_COALESCE_MS);
    const onMessage = (event: MessageEvent) => {
      if (!isBalanceMessage(event.data)) return;
      if (!isFromFrame(event.source, frameRef.current?.contentWindow)) return;
      refresh();
    };
    window.addEventListener("message", onMessage);
    return () => {
      window.removeEventListener("message", onMessage);
      refresh.cancel();
    };
  }, [frameRef, queryClient]);
}
