import { openSignalSocket, type SignalSocket, socketUrl } from "@lotus/ui/api/signal-socket";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useSession } from "../../../lib/session";
import { chatChanged, chatKeys } from "../api/chat-api";

/** How long a customer's typing mark stays shown after the last one arrived. */
export const TYPING_SHOWN_MS = 4_000;
export const OPERATOR_CHAT_SOCKET = "/backoffice/api/chat/ws";

/**
 * The back office's chat socket for a brand. With `asConsole`, the operator counts as online for the
 * brand's chat while it is connected (the chat console); without, it only keeps the menu's count
 * current. Signals make the console's lists and the open conversation refetch; nothing is polled.
 */
export function useOperatorSocket(brandId: string, asConsole: boolean) {
  const queryClient = useQueryClient();
  const token = useSession((state) => state.token);
  const socket = useRef<SignalSocket | null>(null);
  const [connected, setConnected] = useState(false);
  const [typing, setTyping] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    if (!token || typeof WebSocket === "undefined") return;
    const timers = new Map<string, ReturnType<typeof setTimeout>>();
    const stopTyping = (conversation: string) => {
      clearTimeout(timers.get(conversation));
      timers.delete(conversation);
      setTyping((current) => {
        if (!current.has(conversation)) return current;
        const next = new Set(current);
        next.delete(conversation);
        return next;
      });
    };
    socket.current = openSignalSocket({
      url: socketUrl(window.location, OPERATOR_CHAT_SOCKET),
      auth: () => ({ type: "auth", token, brandId, console: asConsole }),
      onReady: setConnected,
      onSignal: (signal) => {
        if (signal.type !== "chat") return;
        const conversation = typeof signal.conversation === "string" ? signal.conversation : null;
        if (signal.change === "typing") {
          if (signal.by !== "customer" || !conversation) return;
          setTyping((current) => (current.has(conversation) ? current : new Set(current).add(conversation)));
          clearTimeout(timers.get(conversation));
          timers.set(
            conversation,
            setTimeout(() => stopTyping(conversation), TYPING_SHOWN_MS),
          );
          return;
        }
        if (signal.change === "message" && signal.by === "customer" && conversation) stopTyping(conversation);
        chatChanged(queryClient, brandId, conversation);
      },
      onResync: () => void queryClient.invalidateQueries({ queryKey: chatKeys(brandId).all }),
    });
    return () => {
      for (const timer of timers.values()) clearTimeout(timer);
      socket.current?.close();
      socket.current = null;
    };
  }, [token, brandId, asConsole, queryClient]);

  const sendTyping = useCallback((conversation: string) => {
    socket.current?.send({ type: "typing", conversation });
  }, []);

  return { connected, customerTyping: typing, sendTyping };
}
