/** Pure rules of the chat console (tested beside it). */

export interface MessageLike {
  id: number;
  sender: "customer" | "operator" | "system";
}

/** How long someone has waited, as m:ss, or h:mm:ss past an hour. */
export function waited(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${rest}` : `${minutes}:${rest}`;
}

/** The pages of a conversation (newest page first, each oldest first) as one list, oldest first. */
export function messagesOf<M extends { id: number }>(
  pages: ReadonlyArray<{ list: readonly M[] }> | undefined,
): M[] {
  const byId = new Map<number, M>();
  for (const page of pages ?? []) for (const message of page.list) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The operators' last message the customer has read ("Seen" under it), or undefined. */
export function seenByCustomer(messages: readonly MessageLike[], customerReadId: number): number | undefined {
  let seen: number | undefined;
  for (const message of messages)
    if (message.sender === "operator" && message.id <= customerReadId) seen = message.id;
  return seen;
}

/** Up to which message the holder marks the conversation read: the last one, if the customer wrote since. */
export function readUpTo(messages: readonly MessageLike[], operatorReadId: number): number | undefined {
  const last = messages.at(-1);
  if (!last || last.id <= operatorReadId) return undefined;
  return messages.some((message) => message.sender === "customer" && message.id > operatorReadId)
    ? last.id
    : undefined;
}

/** Who a conversation is with: the member's account, or the visitor's name marked as a visitor. */
export function customerOf(row: { account: string | null; visitorName: string | null }): string {
  return row.account ?? row.visitorName ?? "";
}
