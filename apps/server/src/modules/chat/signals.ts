import type { ChatChange, ChatSignal } from "@lotus/contracts";
import type { Platform } from "../../platform/platform";
import type { ConversationRow, Party } from "./chat.repository";

/** The hub channels of the chat: every operator console of a brand, one customer, a brand's customers. */
export const chatChannels = {
  operators: (brandId: string) => `chat:ops:${brandId}`,
  party: (brandId: string, party: Party) =>
    party.kind === "member" ? `chat:m:${brandId}:${party.memberId}` : `chat:v:${party.visitorId}`,
  presence: (brandId: string) => `chat:presence:${brandId}`,
};

export function partyOf(row: Pick<ConversationRow, "memberId" | "visitorId">): Party {
  return row.memberId
    ? { kind: "member", memberId: row.memberId }
    : { kind: "visitor", visitorId: row.visitorId ?? "" };
}

/**
 * Tells both sides of a conversation what changed, after the change committed. A lost signal is
 * not a lost message (the next one, or a reconnect, refetches), so a hub failure is only logged.
 */
export function createSignals(platform: Platform) {
  const send = (channel: string, signal: ChatSignal) =>
    platform.realtime.publish(channel, signal).catch((error: unknown) => {
      platform.logger.warn({ err: error, channel }, "chat signal not published");
    });
  const signal = (
    conversation: string | null,
    change: ChatChange,
    by?: "customer" | "operator",
  ): ChatSignal => ({ type: "chat", conversation, change, ...(by ? { by } : {}), at: platform.clock.now() });

  return {
    async conversation(
      row: Pick<ConversationRow, "id" | "brandId" | "memberId" | "visitorId">,
      change: ChatChange,
      by?: "customer" | "operator",
    ): Promise<void> {
      const event = signal(row.id, change, by);
      await Promise.all([
        send(chatChannels.operators(row.brandId), event),
        send(chatChannels.party(row.brandId, partyOf(row)), event),
      ]);
    },
    /** Typing goes to the other side only. */
    async typing(
      row: Pick<ConversationRow, "id" | "brandId" | "memberId" | "visitorId">,
      by: "customer" | "operator",
    ): Promise<void> {
      const event = signal(row.id, "typing", by);
      await send(
        by === "customer"
          ? chatChannels.operators(row.brandId)
          : chatChannels.party(row.brandId, partyOf(row)),
        event,
      );
    },
    /** Operators came or went: the brand's customers and consoles refetch who is online. */
    async presence(brandId: string): Promise<void> {
      const event = signal(null, "presence");
      await Promise.all([
        send(chatChannels.presence(brandId), event),
        send(chatChannels.operators(brandId), event),
      ]);
    },
  };
}

export type ChatSignals = ReturnType<typeof createSignals>;
