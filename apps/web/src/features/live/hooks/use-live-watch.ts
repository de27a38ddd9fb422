import { type LiveTableEvent, liveTableEvent } from "@lotus/contracts";
import { openSignalSocket } from "@lotus/ui/api/signal-socket";
import { useEffect, useRef } from "react";
import { RECONNECT_BASE_MS, RECONNECT_MAX_MS, realtimeUrl } from "../../../lib/realtime-socket";

/**
 * Watches live tables on the site's WebSocket: the socket opens as a visitor's watch naming the
 * tables (`{"type":"watch","live":[codes]}`; the play page has no site session, and the lobby
 * needs none), hands each checked `LiveTableEvent` over with the moment it arrived, and after a
 * reconnect calls `onResync` (messages may have been missed meanwhile). It closes with the page.
 */
export function useLiveWatch(
  codes: readonly string[],
  onEvent: (event: LiveTableEvent, receivedAt: number) => void,
  onResync: () => void,
) {
  const handle = useRef(onEvent);
  const resync = useRef(onResync);
  handle.current = onEvent;
  resync.current = onResync;
  const key = [...codes].sort().join(",");

  useEffect(() => {
    if (!key || typeof WebSocket === "undefined") return;
    const live = key.split(",");
    const socket = openSignalSocket({
      url: realtimeUrl(window.location),
      auth: () => ({ type: "watch", live }),
      retryRefused: true,
      onResync: () => resync.current(),
      onSignal: (signal) => {
        if (signal.type !== "live") return;
        const parsed = liveTableEvent.safeParse(signal);
        if (parsed.success) handle.current(parsed.data, Date.now());
      },
      baseMs: RECONNECT_BASE_MS,
      maxMs: RECONNECT_MAX_MS,
    });
    return () => socket.close();
  }, [key]);
}
