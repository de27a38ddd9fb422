/** Pure rules of the chat modal (tested beside it). */

export interface MessageLike {
  id: number;
  sender: "customer" | "operator" | "system";
}

/** How long the other side's typing mark stays shown after the last one arrived. */
export const TYPING_SHOWN_MS = 4_000;
/** At most one typing mark sent per this window while the member types. */
export const TYPING_SEND_EVERY_MS = 2_000;

/** The pages of a conversation (newest page first, each oldest first) as one list, oldest first. */
export function messagesOf<M extends { id: number }>(
  pages: ReadonlyArray<{ list: readonly M[] }> | undefined,
): M[] {
  const seen = new Set<number>();
  const all: M[] = [];
  for (const page of [...(pages ?? [])].reverse()) {
    for (const message of page.list) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      all.push(message);
    }
  }
  return all.sort((a, b) => a.id - b.id);
}

/** The customer's last message the operators have read ("Seen" is shown under it), or undefined. */
export function seenMessageId(messages: readonly MessageLike[], operatorReadId: number): number | undefined {
  let seen: number | undefined;
  for (const message of messages) {
    if (message.sender === "customer" && message.id <= operatorReadId) seen = message.id;
  }
  return seen;
}

/** The newest message from customer service the customer has not marked read, or undefined. */
export function unreadUpTo(messages: readonly MessageLike[], customerReadId: number): number | undefined {
  const last = messages.at(-1);
  if (!last || last.id <= customerReadId) return undefined;
  return messages.some((message) => message.sender !== "customer" && message.id > customerReadId)
    ? last.id
    : undefined;
}

export type ChatPhase = "new" | "waiting" | "open" | "closed";

/** Where the modal's conversation stands: none yet (or ended: the next message starts one), queued, answered. */
export function phaseOf(
  conversation: { status: "waiting" | "open" | "closed" } | null | undefined,
): ChatPhase {
  if (!conversation) return "new";
  return conversation.status;
}

/** Calls `send` at most once per window (typing marks while the member types). */
export function throttle(send: () => void, everyMs: number, now: () => number = Date.now): () => void {
  let last = Number.NEGATIVE_INFINITY;
  return () => {
    const at = now();
    if (at - last < everyMs) return;
    last = at;
    send();
  };
}
