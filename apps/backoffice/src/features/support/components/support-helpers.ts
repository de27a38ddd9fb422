import {
  SUPPORT_QUESTION_TYPES,
  type SupportQuestionType,
  TICKET_QUEUE_STATUSES,
  type TicketStatus,
} from "@lotus/contracts";
import type { FilterValues } from "@lotus/ui/data/filters";
import type { BadgeTone } from "@lotus/ui/status/Badge";
import type { QueueQuery } from "../api/support-api";

/** How each status looks in the queue: new work stands out, a closed ticket fades. */
export const TICKET_TONES: Record<TicketStatus, BadgeTone> = {
  new: "danger",
  open: "warning",
  waiting: "info",
  closed: "muted",
};

/** The age filter's choices, in hours. */
export const AGE_HOURS = [1, 4, 24, 72] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The queue call's query from the filters in the address; anything unexpected is left out. */
export function queueQuery(values: FilterValues, page: number, pageSize: number): QueueQuery {
  const status = TICKET_QUEUE_STATUSES.find((entry) => entry === values.status) ?? "active";
  const questionType = SUPPORT_QUESTION_TYPES.find((type) => type === values.questionType);
  const assignee =
    values.assignee === "me" || values.assignee === "none" || UUID.test(values.assignee ?? "")
      ? values.assignee
      : undefined;
  const hours = Number(values.age);
  const account = values.account?.trim();
  return {
    status,
    ...(questionType ? { questionType: questionType as SupportQuestionType } : {}),
    ...(assignee ? { assignee } : {}),
    ...((AGE_HOURS as readonly number[]).includes(hours) ? { olderThanHours: hours } : {}),
    ...(account ? { account } : {}),
    page,
    pageSize,
  };
}

/** How long ago, as the queue shows it: minutes under an hour, hours under two days, then days. */
export function ageOf(since: number, now: number): { unit: "minutes" | "hours" | "days"; value: number } {
  const minutes = Math.max(0, Math.floor((now - since) / 60_000));
  if (minutes < 60) return { unit: "minutes", value: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return { unit: "hours", value: hours };
  return { unit: "days", value: Math.floor(hours / 24) };
}

/** The number members and operators quote (#1024). */
export const ticketReference = (ticket: { number: number }) => `#${ticket.number}`;
