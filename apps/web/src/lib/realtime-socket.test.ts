import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  backoffDelay,
  coalesce,
  connectRealtime,
  RECONNECT_MAX_MS,
  realtimeUrl,
  type SocketLike,
} from "./realtime-socket";

class FakeSocket implements SocketLike {
  sent: string[] = [];
  closed: { code?: number } | undefined;
  onopen: SocketLike["onopen"] = null;
  onmessage: SocketLike["onmessage"] = null;
  onclose: SocketLike["onclose"] = null;
  onerror: SocketLike["onerror"] = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closed = { code };
  }
  // Server side of the fake.
  accept() {
    this.onopen?.({});
    this.onmessage?.({ data: JSON.stringify({ type: "ready" }) });
  }
  signal(data: unknown) {
    this.onmessage?.({ data: typeof data === "string" ? data : JSON.stringify(data) });
  }
  drop(code = 1006) {
    this.onclose?.({ code });
  }
}

function harness(options: { random?: () => number; token?: string | undefined } = {}) {
  const sockets: FakeSocket[] = [];
  const onBalance = vi.fn();
  const onWin = vi.fn();
  const connection = connectRealtime({
    url: "ws://site.test/ws",
    token: "token" in options ? options.token : "token-1",
    onBalance,
    onWin,
    random: options.random ?? (() => 1),
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
  });
  const latest = () => {
    const socket = sockets.at(-1);
    if (!socket) throw new Error("no socket");
    return socket;
  };
  return { sockets, onBalance, onWin, connection, latest };
}

describe("backoffDelay", () => {
  it("doubles from one second and stops at the maximum", () => {
    const top = () => 1;
    expect([0, 1, 2, 3, 4, 5, 6].map((attempt) => backoffDelay(attempt, top))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
    expect(backoffDelay(1000, top)).toBe(RECONNECT_MAX_MS);
  });

  it("keeps at least half of the ceiling whatever the jitter", () => {
    expect(backoffDelay(2, () => 0)).toBe(2000);
    expect(backoffDelay(2, () => 0.5)).toBe(3000);
    expect(backoffDelay(10, () => 0)).toBe(RECONNECT_MAX_MS / 2);
  });

  it("treats nonsense attempts as the first and clamps odd random values", () => {
    expect(backoffDelay(-3, () => 1)).toBe(1000);
    expect(backoffDelay(Number.NaN, () => 1)).toBe(1000);
    expect(backoffDelay(0, () => 7)).toBe(1000);
  });
});

describe("connectRealtime", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("sends the token as the first message, not in the URL", () => {
    const { latest } = harness();
    latest().onopen?.({});
    expect(latest().url).toBe("ws://site.test/ws");
    expect(latest().sent).toEqual([JSON.stringify({ type: "auth", token: "token-1" })]);
  });

  it("without a token only watches the brand's public channel", () => {
    const { latest } = harness({ token: undefined });
    latest().onopen?.({});
    expect(latest().sent).toEqual([JSON.stringify({ type: "watch" })]);
  });

  it("hands on announced big wins that match the contract, and drops the others", () => {
    const { latest, onWin, onBalance } = harness({ token: undefined });
    latest().accept();
    const win = {
      id: "r1",
      player: "de***01",
      gameId: "lotus-fortune",
      gameNames: { EN: "Lotus Fortune" },
      vassalage: "LOTUS",
      amount: 1500,
      multiplier: 15,
      time: 1,
    };
    latest().signal({ type: "win", at: 1, win });
    latest().signal({ type: "win", at: 2, win: { ...win, amount: "lots" } });
    latest().signal({ type: "win", at: 3 });
    expect(onWin).toHaveBeenCalledTimes(1);
    expect(onWin).toHaveBeenCalledWith(win);
    expect(onBalance).not.toHaveBeenCalled();
  });

  it("reports balance signals and ignores other or malformed messages", () => {
    const { latest, onBalance } = harness();
    latest().accept();
    latest().signal({ type: "balance", at: 1 });
    latest().signal({ type: "notice" });
    latest().signal("not json");
    latest().signal({ kind: "balance" });
    expect(onBalance).toHaveBeenCalledTimes(1);
  });

  it("hands on other change signals as they came, but not malformed ones", () => {
    const sockets: FakeSocket[] = [];
    const onSignal = vi.fn();
    connectRealtime({
      url: "ws://site.test/ws",
      token: undefined,
      onBalance: vi.fn(),
      onSignal,
      createSocket: (url) => {
        const socket = new FakeSocket(url);
        sockets.push(socket);
        return socket;
      },
    });
    const socket = sockets[0];
    if (!socket) throw new Error("no socket");
    socket.accept();
    expect(socket.sent).toEqual([JSON.stringify({ type: "watch" })]);
    socket.signal({ type: "lottery", game: "keno-1", at: 5 });
    socket.signal({ type: "balance", at: 6 });
    socket.signal({ game: "keno-1" });
    socket.signal("[1,2]");
    expect(onSignal).toHaveBeenCalledTimes(1);
    expect(onSignal).toHaveBeenCalledWith({ type: "lottery", game: "keno-1", at: 5 });
  });

  it("reconnects after a drop with growing delays until the server accepts again", () => {
    const { sockets, latest } = harness();
    latest().accept();
    latest().drop();
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    // Refused again (server still down): the next wait doubles.
    latest().drop();
    vi.advanceTimersByTime(1999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    // An unauthorised close does not reset the count either.
    latest().onopen?.({});
    latest().drop(4401);
    vi.advanceTimersByTime(4000);
    expect(sockets).toHaveLength(4);
  });

  it("starts over at one second once a connection was accepted", () => {
    const { sockets, latest } = harness();
    latest().drop();
    vi.advanceTimersByTime(1000);
    latest().drop();
    vi.advanceTimersByTime(2000);
    latest().accept();
    latest().drop();
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(4);
  });

  it("refetches once when it comes back after a drop, since signals may have been missed", () => {
    const { latest, onBalance } = harness();
    latest().accept();
    expect(onBalance).not.toHaveBeenCalled();
    latest().drop();
    vi.advanceTimersByTime(1000);
    latest().accept();
    expect(onBalance).toHaveBeenCalledTimes(1);
  });

  it("retries when the socket cannot even be created", () => {
    let calls = 0;
    connectRealtime({
      url: "ws://site.test/ws",
      token: "t",
      onBalance: () => {},
      random: () => 1,
      createSocket: (url) => {
        calls += 1;
        if (calls === 1) throw new Error("blocked");
        return new FakeSocket(url);
      },
    });
    expect(calls).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(calls).toBe(2);
  });

  it("closes for good: no reconnect after close, a pending retry is cancelled", () => {
    const first = harness();
    first.latest().accept();
    first.connection.close();
    expect(first.latest().closed).toEqual({ code: 1000 });
    first.latest().drop(1000);
    vi.advanceTimersByTime(RECONNECT_MAX_MS * 2);
    expect(first.sockets).toHaveLength(1);

    const second = harness();
    second.latest().drop();
    second.connection.close();
    vi.advanceTimersByTime(RECONNECT_MAX_MS * 2);
    expect(second.sockets).toHaveLength(1);
  });

  it("ignores events from a socket it already replaced", () => {
    const { sockets, latest } = harness();
    const old = latest();
    old.drop();
    vi.advanceTimersByTime(1000);
    old.drop();
    vi.advanceTimersByTime(RECONNECT_MAX_MS);
    expect(sockets).toHaveLength(2);
  });
});

describe("coalesce", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("runs at once, folds a burst into one trailing run, then is idle", () => {
    const run = vi.fn();
    const call = coalesce(run, 250);
    call();
    expect(run).toHaveBeenCalledTimes(1);
    call();
    call();
    call();
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(250);
    expect(run).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(2);
    call();
    expect(run).toHaveBeenCalledTimes(3);
  });

  it("drops a pending trailing run when cancelled", () => {
    const run = vi.fn();
    const call = coalesce(run, 250);
    call();
    call();
    call.cancel();
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});

describe("realtimeUrl", () => {
  it("follows the page's protocol on the same host", () => {
    expect(realtimeUrl({ protocol: "https:", host: "lotus.example" })).toBe("wss://lotus.example/ws");
    expect(realtimeUrl({ protocol: "http:", host: "127.0.0.1:8080" })).toBe("ws://127.0.0.1:8080/ws");
  });
});
