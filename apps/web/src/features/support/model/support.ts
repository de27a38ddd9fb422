import type { SupportQuestionType, TicketStatus } from "@lotus/contracts";
import type { BadgeTone } from "@lotus/ui/status/Badge";
import { create } from "zustand";

/** How each ticket status looks to the member. */
export const TICKET_TONES: Record<TicketStatus, BadgeTone> = {
  new: "info",
  open: "warning",
  waiting: "success",
  closed: "muted",
};

export const isQuestionType = (
  value: string,
  types: readonly SupportQuestionType[],
): value is SupportQuestionType => (types as readonly string[]).includes(value);

/** The number members quote (#1024). */
export const ticketReference = (ticket: { number: number }) => `#${ticket.number}`;

/**
 * The ticket the feedback page shows: set by the form after sending (the member centre then opens
 * on it) and by a row's Open; null shows the list.
 */
export const useTicketView = create<{ ticketId: string | null; show: (id: string | null) => void }>(
  (set) => ({
    ticketId: null,
    show: (ticketId) => set({ ticketId }),
  }),
);
