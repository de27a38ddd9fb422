import { openSignalSocket, type SignalSocket, socketUrl } from "@lotus/ui/api/signal-socket";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { type ChatParty, chatChanged, chatKeys } from "../api/chat-api";
import { TYPING_SHOWN_MS } from "./chat";

/**
 * The chat modal's socket (`/ws/chat`) while it is open: signals make the state and the messages
 * refetch (never polled), the operator's typing mark is shown for a few seconds, and the member's
 * own typing goes out through `typing`.
 */
export function useChatSocket(party: ChatParty, token: string | null) {
  const queryClient = useQueryClient();
  const socket = useRef<SignalSocket | null>(null);
  const [operatorTyping, setOperatorTyping] = useState(false);

  useEffect(() => {
    if (!token || typeof WebSocket === "undefined") return;
    let typingTimer: ReturnType<typeof setTimeout> | undefined;
    socket.current = openSignalSocket({
      url: socketUrl(window.location, "/ws/chat"),
      auth: () => ({ type: "auth", token }),
      onSignal: (signal) => {
        if (signal.type !== "chat") return;
        const conversation = typeof signal.conversation === "string" ? signal.conversation : null;
        if (signal.change === "typing") {
          if (signal.by !== "operator") return;
          setOperatorTyping(true);
          clearTimeout(typingTimer);
          typingTimer = setTimeout(() => setOperatorTyping(false), TYPING_SHOWN_MS);
          return;
        }
        // A message ends the typing mark that announced it.
        if (signal.change === "message" && signal.by === "operator") setOperatorTyping(false);
        chatChanged(queryClient, party, conversation);
      },
      // Back after a drop: whatever happened meanwhile was not signalled.
      onResync: () => void queryClient.invalidateQueries({ queryKey: chatKeys(party).all }),
    });
    return () => {
      clearTimeout(typingTimer);
      socket.current?.close();
      socket.current = null;
    };
  }, [party, token, queryClient]);

  const typing = useCallback((conversation: string) => {
    socket.current?.send({ type: "typing", conversation });
  }, []);

  return { operatorTyping, typing };
}
