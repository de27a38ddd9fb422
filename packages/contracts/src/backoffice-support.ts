import { z } from "zod";
import { brandParams, id, memberParams, page, paged, tags } from "./backoffice-shared";
import { defineCall, epochMs } from "./http";
import {
  SUPPORT_QUESTION_TYPES,
  SUPPORT_TEXT_MAX_CHARS,
  supportImage,
  TICKET_SOURCES,
  TICKET_STATUSES,
} from "./support";

/**
 * The back office's support queue (permissions `tickets.view`, `tickets.manage`): tickets by status,
 * question type, assignee and age; replies to the member, internal notes the member never sees,
 * assignment and status changes, every change audited.
 */

/** Statuses an operator sets by hand ("new" is only where a ticket starts). */
export const TICKET_SET_STATUSES = ["open", "waiting", "closed"] as const;
/** Queue filter: one status, or every ticket not closed. */
export const TICKET_QUEUE_STATUSES = ["active", ...TICKET_STATUSES] as const;

const operatorRef = z.object({ id, name: z.string() });

export const ticketAdminRow = z.object({
  id,
  number: z.number().int(),
  memberId: id,
  account: z.string(),
  questionType: z.enum(SUPPORT_QUESTION_TYPES),
  source: z.enum(TICKET_SOURCES),
  status: z.enum(TICKET_STATUSES),
  preview: z.string(),
  assignee: operatorRef.nullable(),
  /** Replies and notes after the first message. */
  messageCount: z.number().int(),
  createdAt: epochMs,
  updatedAt: epochMs,
  /** When the member last wrote (the queue's age counts from it while the member waits). */
  lastMemberAt: epochMs,
});
export type TicketAdminRow = z.infer<typeof ticketAdminRow>;

export const ticketAdminMessage = z.object({
  id,
  kind: z.enum(["reply", "note"]),
  author: z.enum(["member", "operator"]),
  /** The operator who wrote it (null for the member's messages and demo answers). */
  operator: operatorRef.nullable(),
  body: z.string(),
  images: z.array(supportImage),
  createdAt: epochMs,
});

export const ticketAdminDetail = ticketAdminRow.extend({
  messages: z.array(ticketAdminMessage),
  closedAt: epochMs.nullable(),
  closedBy: z.enum(["member", "operator"]).nullable(),
});
export type TicketAdminDetail = z.infer<typeof ticketAdminDetail>;

const adminText = z.string().trim().min(1).max(SUPPORT_TEXT_MAX_CHARS);

export const ticketQueueCall = defineCall({
  method: "GET",
  path: "/backoffice/api/brands/:brandId/tickets",
  summary: "Support tickets: active ones oldest first, by status, question type, assignee, account and age",
  params: brandParams,
  query: z.object({
    status: z.enum(TICKET_QUEUE_STATUSES).default("active"),
    questionType: z.enum(SUPPORT_QUESTION_TYPES).optional(),
    /** "me", "none" (unassigned) or an operator id. */
    assignee: z.union([z.enum(["me", "none"]), id]).optional(),
    account: z.string().trim().min(1).max(64).optional(),
    /** Only tickets whose member has waited at least this many hours. */
    olderThanHours: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 365)
      .optional(),
    ...page,
  }),
  response: paged(ticketAdminRow),
  tags,
});

export const ticketCountsCall = defineCall({
  method: "GET",
  path: "/backoffice/api/brands/:brandId/tickets/counts",
  summary: "How many tickets are new, open, waiting for the member, and assigned to me and not closed",
  params: brandParams,
  response: z.object({
    new: z.number().int(),
    open: z.number().int(),
    waiting: z.number().int(),
    mine: z.number().int(),
  }),
  tags,
});

export const ticketAssigneesCall = defineCall({
  method: "GET",
  path: "/backoffice/api/brands/:brandId/tickets/assignees",
  summary: "Operators of the brand who may be given tickets (tickets.manage)",
  params: brandParams,
  response: z.object({ list: z.array(operatorRef.extend({ username: z.string() })) }),
  tags,
});

export const ticketAdminDetailCall = defineCall({
  method: "GET",
  path: "/backoffice/api/brands/:brandId/tickets/:id",
  summary: "A ticket with its whole conversation, internal notes included",
  params: memberParams,
  response: ticketAdminDetail,
  tags,
});

export const ticketAssignCall = defineCall({
  method: "POST",
  path: "/backoffice/api/brands/:brandId/tickets/:id/assign",
  summary: "Give a ticket to an operator (null: nobody); a new ticket becomes open",
  params: memberParams,
  body: z.strictObject({ operatorId: id.nullable() }),
  response: ticketAdminDetail,
  tags,
});

export const ticketAdminReplyCall = defineCall({
  method: "POST",
  path: "/backoffice/api/brands/:brandId/tickets/:id/reply",
  summary: "Answer the member (the ticket waits for the member; the member is told in the inbox)",
  params: memberParams,
  body: z.strictObject({ content: adminText }),
  response: ticketAdminDetail,
  tags,
});

export const ticketNoteCall = defineCall({
  method: "POST",
  path: "/backoffice/api/brands/:brandId/tickets/:id/notes",
  summary: "Add an internal note (never shown to the member)",
  params: memberParams,
  body: z.strictObject({ content: adminText }),
  response: ticketAdminDetail,
  tags,
});

export const ticketStatusCall = defineCall({
  method: "POST",
  path: "/backoffice/api/brands/:brandId/tickets/:id/status",
  summary: "Set a ticket's status (open, waiting for the member, closed)",
  params: memberParams,
  body: z.strictObject({
    status: z.enum(TICKET_SET_STATUSES),
    reason: z.string().trim().max(500).optional(),
  }),
  response: ticketAdminDetail,
  tags,
});
