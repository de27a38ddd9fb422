import { TICKET_REOPEN_DAYS, type TicketStatus } from "@lotus/contracts";

/**
 * How a ticket moves (pure): new → open (an operator took or answered it) → waiting (for the
 * member) → closed. A member's reply puts it back to open, also from closed within
 * TICKET_REOPEN_DAYS; an operator sets any status but new by hand.
 */

const DAY_MS = 86_400_000;
const PREVIEW_CHARS = 140;

export interface TicketState {
  status: string;
  closedAt: Date | null;
}

/** The member may write: any ticket not closed, or one closed recently (the reply reopens it). */
export function memberMayReply(ticket: TicketState, now: number): boolean {
  if (ticket.status !== "closed") return true;
  return ticket.closedAt !== null && now - ticket.closedAt.getTime() <= TICKET_REOPEN_DAYS * DAY_MS;
}

/** After the member's reply: a ticket nobody took stays new; any other is open again. */
export function statusAfterMemberReply(status: string): TicketStatus {
  return status === "new" ? "new" : "open";
}

/** Taking a new ticket opens it; giving it to nobody leaves the status as it is. */
export function statusAfterAssign(status: string, assigneeId: string | null): string {
  return status === "new" && assigneeId !== null ? "open" : status;
}

/** The columns a status change sets: closing records when and by whom, any other status clears it. */
export function statusColumns(status: TicketStatus, now: Date, by: "member" | "operator") {
  return status === "closed"
    ? { status, closedAt: now, closedBy: by }
    : { status, closedAt: null, closedBy: null };
}

/** The start of the first message, on one line, for lists. */
export function previewOf(text: string): string {
  // By code point, so an emoji or other astral character is never cut in half.
  const chars = Array.from(text.replace(/\s+/g, " ").trim());
  return chars.length > PREVIEW_CHARS ? `${chars.slice(0, PREVIEW_CHARS - 1).join("")}…` : chars.join("");
}
