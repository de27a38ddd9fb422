/**
 * A WebSocket that authenticates with its first message and hears change signals (DESIGN §1): it
 * sends `auth` on open, waits for {"type":"ready"}, hands every other message to `onSignal`, and
 * comes back with backoff after a drop (then `onResync`: signals may have been missed meanwhile).
 * `send` passes a message while the socket is ready and drops it otherwise (typing marks: a lost
 * one does not matter). Used by both SPAs' chat sockets.
 */

/** The part of a browser WebSocket this uses (a fake in tests). */
export interface SignalSocketLike {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export type Signal = { type: string } & Record<string, unknown>;

type Timer = ReturnType<typeof setTimeout>;

export interface SignalSocketOptions {
  url: string;
  /** The first message (the credentials); read on every (re)connect. */
  auth: () => Record<string, unknown>;
  onSignal: (signal: Signal) => void;
  /** Ready again after a drop: refetch what the signals would have said. */
  onResync?: () => void;
  /** Whether the socket is accepted and listening now. */
  onReady?: (ready: boolean) => void;
  /** The server refused the credentials (close code 4401): no retry. */
  onRefused?: () => void;
  /** Come back with backoff after a refusal too, as after any other drop (the site's /ws socket does). */
  retryRefused?: boolean;
  createSocket?: (url: string) => SignalSocketLike;
  setTimer?: (run: () => void, ms: number) => Timer;
  clearTimer?: (timer: Timer) => void;
  random?: () => number;
  baseMs?: number;
  maxMs?: number;
}

export interface SignalSocket {
  send(message: Record<string, unknown>): boolean;
  close(): void;
}

const REFUSED = 4401;

/**
 * Doubling delay capped at `max`, half of it random so reconnecting tabs spread out; a nonsense
 * attempt (negative, NaN) counts as the first.
 */
export function reconnectDelay(attempt: number, random: () => number, base: number, max: number): number {
  const safeAttempt = Number.isFinite(attempt) && attempt > 0 ? Math.floor(attempt) : 0;
  const ceiling = Math.min(max, base * 2 ** Math.min(safeAttempt, 30));
  return Math.round(ceiling / 2 + (Math.min(1, Math.max(0, random())) * ceiling) / 2);
}

export function openSignalSocket(options: SignalSocketOptions): SignalSocket {
  const createSocket =
    options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SignalSocketLike);
  const setTimer = options.setTimer ?? ((run: () => void, ms: number) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer: Timer) => clearTimeout(timer));
  const random = options.random ?? Math.random;
  let socket: SignalSocketLike | null = null;
  let ready = false;
  let wasReady = false;
  let attempt = 0;
  let timer: Timer | undefined;
  let stopped = false;

  const setReady = (value: boolean) => {
    if (ready === value) return;
    ready = value;
    options.onReady?.(value);
  };

  const retry = () => {
    if (stopped || timer !== undefined) return;
    const delay = reconnectDelay(attempt, random, options.baseMs ?? 1000, options.maxMs ?? 30_000);
    attempt += 1;
    timer = setTimer(() => {
      timer = undefined;
      open();
    }, delay);
  };

  function open() {
    if (stopped) return;
    let current: SignalSocketLike;
    try {
      current = createSocket(options.url);
    } catch {
      retry();
      return;
    }
    socket = current;
    current.onopen = () => current.send(JSON.stringify(options.auth()));
    current.onmessage = (event) => {
      if (typeof event.data !== "string") return;
      let message: unknown;
      try {
        message = JSON.parse(event.data);
      } catch {
        return;
      }
      if (!message || typeof message !== "object") return;
      const type = (message as { type?: unknown }).type;
      if (typeof type !== "string") return;
      if (type === "ready") {
        attempt = 0;
        setReady(true);
        if (wasReady) options.onResync?.();
        wasReady = true;
        return;
      }
      options.onSignal(message as Signal);
    };
    current.onerror = () => {
      // A close event follows; reconnecting happens there.
    };
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      setReady(false);
      if (event.code === REFUSED && !options.retryRefused) {
        stopped = true;
        options.onRefused?.();
        return;
      }
      retry();
    };
  }

  open();

  return {
    send(message) {
      if (!ready || !socket) return false;
      socket.send(JSON.stringify(message));
      return true;
    },
    close() {
      stopped = true;
      if (timer !== undefined) clearTimer(timer);
      timer = undefined;
      const current = socket;
      socket = null;
      setReady(false);
      current?.close(1000, "closed");
    },
  };
}

/** ws:// or wss:// to `path` on the page's own origin. */
export function socketUrl(location: Pick<Location, "protocol" | "host">, path: string): string {
  return `${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}${path}`;
}
