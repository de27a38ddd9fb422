import { describe, expect, it, vi } from "vitest";
import { openSignalSocket, reconnectDelay, type SignalSocketLike, socketUrl } from "./signal-socket";

class FakeSocket implements SignalSocketLike {
  sent: string[] = [];
  closedWith: number | undefined;
  onopen: SignalSocketLike["onopen"] = null;
  onmessage: SignalSocketLike["onmessage"] = null;
  onclose: SignalSocketLike["onclose"] = null;
  onerror: SignalSocketLike["onerror"] = null;
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closedWith = code;
  }
  accept() {
    this.onopen?.({});
    this.onmessage?.({ data: JSON.stringify({ type: "ready" }) });
  }
  say(data: unknown) {
    this.onmessage?.({ data: typeof data === "string" ? data : JSON.stringify(data) });
  }
  drop(code = 1006) {
    this.onclose?.({ code });
  }
}

function harness(options: { retryRefused?: boolean } = {}) {
  const sockets: FakeSocket[] = [];
  const timers: Array<() => void> = [];
  const onSignal = vi.fn();
  const onResync = vi.fn();
  const onRefused = vi.fn();
  const onReady = vi.fn();
  let credentials = "token-1";
  const socket = openSignalSocket({
    url: "ws://site.test/ws/chat",
    auth: () => ({ type: "auth", token: credentials }),
    onSignal,
    onResync,
    onRefused,
    onReady,
    random: () => 0,
    createSocket: () => {
      const fake = new FakeSocket();
      sockets.push(fake);
      return fake;
    },
    setTimer: (run) => {
      timers.push(run);
      return timers.length as unknown as ReturnType<typeof setTimeout>;
    },
    clearTimer: () => {},
    ...options,
  });
  return {
    socket,
    sockets,
    timers,
    onSignal,
    onResync,
    onRefused,
    onReady,
    latest: () => sockets.at(-1) as FakeSocket,
    setCredentials: (value: string) => {
      credentials = value;
    },
  };
}

describe("signal socket", () => {
  it("sends its credentials first, then hands on signals and sends only while ready", () => {
    const h = harness();
    expect(h.socket.send({ type: "typing" })).toBe(false);
    h.latest().accept();
    expect(h.latest().sent[0]).toBe(JSON.stringify({ type: "auth", token: "token-1" }));
    expect(h.onReady).toHaveBeenLastCalledWith(true);
    h.latest().say({ type: "chat", change: "message" });
    h.latest().say("not json");
    h.latest().say({ no: "type" });
    expect(h.onSignal).toHaveBeenCalledTimes(1);
    expect(h.socket.send({ type: "typing", conversation: "c1" })).toBe(true);
    expect(h.latest().sent[1]).toBe(JSON.stringify({ type: "typing", conversation: "c1" }));
  });

  it("comes back after a drop with fresh credentials and asks for a resync", () => {
    const h = harness();
    h.latest().accept();
    h.latest().drop();
    expect(h.onReady).toHaveBeenLastCalledWith(false);
    expect(h.timers).toHaveLength(1);
    h.setCredentials("token-2");
    h.timers[0]?.();
    h.latest().accept();
    expect(h.latest().sent[0]).toBe(JSON.stringify({ type: "auth", token: "token-2" }));
    expect(h.onResync).toHaveBeenCalledTimes(1);
  });

  it("stops on a refusal and on close", () => {
    const h = harness();
    h.latest().onopen?.({});
    h.latest().drop(4401);
    expect(h.onRefused).toHaveBeenCalled();
    expect(h.timers).toHaveLength(0);
    const other = harness();
    other.latest().accept();
    other.socket.close();
    expect(other.latest().closedWith).toBe(1000);
    other.latest().drop(1000);
    expect(other.timers).toHaveLength(0);
  });

  it("keeps coming back after a refusal where asked to", () => {
    const h = harness({ retryRefused: true });
    h.latest().onopen?.({});
    h.latest().drop(4401);
    expect(h.onRefused).not.toHaveBeenCalled();
    expect(h.timers).toHaveLength(1);
    h.timers[0]?.();
    expect(h.sockets).toHaveLength(2);
  });

  it("waits longer after each failure, up to the cap", () => {
    expect(reconnectDelay(0, () => 0, 1000, 30_000)).toBe(500);
    expect(reconnectDelay(3, () => 1, 1000, 30_000)).toBe(8000);
    expect(reconnectDelay(50, () => 1, 1000, 30_000)).toBe(30_000);
    expect(reconnectDelay(Number.NaN, () => 1, 1000, 30_000)).toBe(1000);
    expect(reconnectDelay(-2, () => 1, 1000, 30_000)).toBe(1000);
    expect(socketUrl({ protocol: "https:", host: "a.test" }, "/ws/chat")).toBe("wss://a.test/ws/chat");
  });
});
