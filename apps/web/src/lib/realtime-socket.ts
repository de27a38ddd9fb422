import type { LiveWinMessage } from "@lotus/contracts";
import {
  openSignalSocket,
  reconnectDelay,
  type Signal,
  type SignalSocketLike,
  socketUrl,
} from "@lotus/ui/api/signal-socket";

/**
 * The site's WebSocket (DESIGN §1): one socket per logged-in session. The token goes in the first
 * message ({"type":"auth","token":…}), never the URL; the server answers {"type":"ready"} and then
 * sends change signals such as {"type":"balance"}. A visitor's socket sends {"type":"watch"} instead
 * and hears only the brand's public channel (big wins, lottery draws). A dropped socket reconnects
 * with backoff. Free of the site's session store and router, so the house game page (its own
 * sandboxed entry, docs/adr/0007) uses it too.
 */

/** Reconnect delays double from 1 s up to 30 s. */
export const RECONNECT_BASE_MS = 1000;
export const RECONNECT_MAX_MS = 30_000;
/** Bursts of signals (a bet and its win) refetch once per this window. */
export const SIGNAL_COALESCE_MS = 250;

/** Delay before reconnect attempt `attempt` (0 for the first retry): the kit's doubling delay with jitter. */
export function backoffDelay(
  attempt: number,
  random: () => number = Math.random,
  base = RECONNECT_BASE_MS,
  max = RECONNECT_MAX_MS,
): number {
  return reconnectDelay(attempt, random, base, max);
}

/** The part of a browser WebSocket the connection uses (a fake in tests). */
export type SocketLike = SignalSocketLike;

type TimerHandle = ReturnType<typeof setTimeout>;

export type LiveWin = LiveWinMessage["win"];

const WIN_TEXTS = ["id", "player", "gameId", "vassalage"] as const;
const WIN_NUMBERS = ["amount", "multiplier", "time"] as const;

/**
 * A big win as `liveWinMessage` describes it, checked by hand so the socket (open on the first
 * screen) needs no zod (docs/adr/0009): what a socket says is shown to every visitor.
 */
function liveWinOf(message: object): LiveWin | undefined {
  const win = (message as { win?: unknown }).win as Record<string, unknown> | null | undefined;
  if (!win || typeof win !== "object") return undefined;
  if (!WIN_TEXTS.every((key) => typeof win[key] === "string")) return undefined;
  if (!WIN_NUMBERS.every((key) => typeof win[key] === "number" && Number.isFinite(win[key])))
    return undefined;
  const names = win.gameNames;
  if (!names || typeof names !== "object" || Array.isArray(names)) return undefined;
  if (!Object.values(names).every((name) => typeof name === "string")) return undefined;
  return win as LiveWin;
}

export interface RealtimeOptions {
  url: string;
  /** The session token; without one the socket only watches the brand's public channel. */
  token: string | undefined;
  /** A balance-changed signal arrived, or the socket is back after a drop (signals may have been missed). */
  onBalance: () => void;
  /** A big win was announced on the brand's public channel. */
  onWin?: (win: LiveWin) => void;
  /** Any other change signal, as it came (e.g. {"type":"lottery","game":"keno-1"}: a draw was made). */
  onSignal?: (signal: RealtimeSignal) => void;
  createSocket?: (url: string) => SocketLike;
  setTimer?: (run: () => void, ms: number) => TimerHandle;
  clearTimer?: (handle: TimerHandle) => void;
  random?: () => number;
}

/** A change signal the connection does not handle itself: its type and whatever else it carries. */
export type RealtimeSignal = Signal;

export interface RealtimeConnection {
  close(): void;
}

/** The site's socket on the kit's signal socket, which owns reconnecting with backoff. */
export function connectRealtime(options: RealtimeOptions): RealtimeConnection {
  const socket = openSignalSocket({
    url: options.url,
    auth: () => (options.token ? { type: "auth", token: options.token } : { type: "watch" }),
    retryRefused: true,
    // Back after a drop: whatever changed meanwhile was not signalled, so refetch once.
    onResync: options.onBalance,
    onSignal: (message) => {
      if (message.type === "win") {
        const win = liveWinOf(message);
        if (win) options.onWin?.(win);
      } else if (message.type === "balance") {
        options.onBalance();
      } else {
        options.onSignal?.(message);
      }
    },
    ...(options.createSocket ? { createSocket: options.createSocket } : {}),
    ...(options.setTimer ? { setTimer: options.setTimer } : {}),
    ...(options.clearTimer ? { clearTimer: options.clearTimer } : {}),
    ...(options.random ? { random: options.random } : {}),
    baseMs: RECONNECT_BASE_MS,
    maxMs: RECONNECT_MAX_MS,
  });
  return { close: () => socket.close() };
}

/**
 * Runs `run` at once, then at most once per `ms`: calls inside the window collapse into one trailing
 * call at its end, so the latest change is always fetched.
 */
export function coalesce(
  run: () => void,
  ms: number,
  setTimer: (run: () => void, ms: number) => TimerHandle = (next, delay) => setTimeout(next, delay),
  clearTimer: (handle: TimerHandle) => void = (handle) => clearTimeout(handle),
): { (): void; cancel(): void } {
  let timer: TimerHandle | undefined;
  let pending = false;
  const release = () => {
    timer = undefined;
    if (pending) {
      pending = false;
      run();
      timer = setTimer(release, ms);
    }
  };
  const call = () => {
    if (timer !== undefined) {
      pending = true;
      return;
    }
    run();
    timer = setTimer(release, ms);
  };
  call.cancel = () => {
    if (timer !== undefined) clearTimer(timer);
    timer = undefined;
    pending = false;
  };
  return call;
}

/** ws:// or wss:// to /ws on the site's own origin. */
export function realtimeUrl(location: Pick<Location, "protocol" | "host">): string {
  return socketUrl(location, "/ws");
}
