import type { ChatSignal, LiveTableEvent, LiveWinMessage } from "@lotus/contracts";
import type { Redis } from "ioredis";

/**
 * What changed — never the new value: clients refetch (DESIGN §1). The one exception is the public
 * big-win announcement, which carries what every visitor may see (a masked name, game, amount).
 */
export type RealtimeEvent =
  | { type: "balance" | "notice" | "round" | "session"; at: number }
  /** The member's inbox changed (a message arrived, or was read elsewhere): the unread count refetches. */
  | { type: "messages"; at: number }
  /** A lottery game's draw was made or settled: its board refetches. */
  | { type: "lottery"; game: string; at: number }
  /** Live chat: what changed in a conversation (its parties refetch); typing marks pass through unstored. */
  | ChatSignal
  /** Customer service answered or changed one of the member's support tickets: its pages refetch. */
  | { type: "ticket"; ticketId: string; at: number }
  | (LiveWinMessage & { at: number })
  /** A live table's round changed (phase, result, totals): public state every watcher of the table sees. */
  | LiveTableEvent;

/** The channel every visitor of a brand's site listens to, logged in or not. */
export const publicChannel = (brandId: string) => `public:${brandId}`;

/** The channel of one live table of a brand (its round's phases, result and live totals). */
export const liveChannel = (brandId: string, tableCode: string) => `live:${brandId}:${tableCode}`;

export type RealtimeListener = (event: RealtimeEvent) => void;

/** Fan-out of change signals to the WebSocket connections of every node. */
export interface RealtimeHub {
  publish(channel: string, event: RealtimeEvent): Promise<void>;
  subscribe(channel: string, listener: RealtimeListener): () => void;
  close(): Promise<void>;
}

class LocalListeners {
  private readonly byChannel = new Map<string, Set<RealtimeListener>>();

  add(channel: string, listener: RealtimeListener): { unsubscribe: () => void; first: boolean } {
    let listeners = this.byChannel.get(channel);
    const first = !listeners;
    if (!listeners) {
      listeners = new Set();
      this.byChannel.set(channel, listeners);
    }
    listeners.add(listener);
    return {
      first,
      unsubscribe: () => {
        listeners.delete(listener);
        if (listeners.size === 0) this.byChannel.delete(channel);
      },
    };
  }

  has(channel: string): boolean {
    return this.byChannel.has(channel);
  }

  dispatch(channel: string, event: RealtimeEvent): void {
    for (const listener of this.byChannel.get(channel) ?? []) listener(event);
  }
}

/** Single-process default. */
export class MemoryRealtimeHub implements RealtimeHub {
  private readonly listeners = new LocalListeners();

  async publish(channel: string, event: RealtimeEvent): Promise<void> {
    this.listeners.dispatch(channel, event);
  }

  subscribe(channel: string, listener: RealtimeListener): () => void {
    return this.listeners.add(channel, listener).unsubscribe;
  }

  async close(): Promise<void> {}
}

/** Several nodes: Redis pub/sub carries each signal to the node holding the member's socket. */
export class RedisRealtimeHub implements RealtimeHub {
  private readonly listeners = new LocalListeners();
  private readonly prefix = "lotus:rt:";

  constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
  ) {
    subscriber.on("message", (channel: string, message: string) => {
      try {
        this.listeners.dispatch(channel.slice(this.prefix.length), JSON.parse(message) as RealtimeEvent);
      } catch {
        // a malformed message is dropped; the next change signal refreshes the client anyway
      }
    });
  }

  async publish(channel: string, event: RealtimeEvent): Promise<void> {
    await this.publisher.publish(this.prefix + channel, JSON.stringify(event));
  }

  subscribe(channel: string, listener: RealtimeListener): () => void {
    const { unsubscribe, first } = this.listeners.add(channel, listener);
    if (first) void this.subscriber.subscribe(this.prefix + channel);
    return () => {
      unsubscribe();
      if (!this.listeners.has(channel)) void this.subscriber.unsubscribe(this.prefix + channel);
    };
  }

  async close(): Promise<void> {
    await Promise.all([this.publisher.quit(), this.subscriber.quit()]);
  }
}
