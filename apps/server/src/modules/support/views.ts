import type {
  SupportQuestionType,
  TicketAdminDetail,
  TicketAdminRow,
  TicketDetailView,
  TicketSource,
  TicketStatus,
  TicketSummaryView,
} from "@lotus/contracts";
import type { Executor } from "@lotus/db";
import type { SupportImageUrls } from "./images";
import * as images from "./images.repository";
import * as repo from "./support.repository";
import { memberMayReply } from "./ticket-rules";

/** What the member's and the operators' calls answer, built from the stored rows. */

const ms = (date: Date) => date.getTime();

export function summaryView(ticket: repo.TicketRow): TicketSummaryView {
  return {
    id: ticket.id,
    number: ticket.number,
    questionType: ticket.questionType as SupportQuestionType,
    source: ticket.source as TicketSource,
    status: ticket.status as TicketStatus,
    preview: ticket.preview,
    createdAt: ms(ticket.createdAt),
    updatedAt: ms(ticket.updatedAt),
    unread:
      ticket.lastAnswerAt !== null &&
      (ticket.memberReadAt === null || ticket.memberReadAt < ticket.lastAnswerAt),
  };
}

async function conversation(db: Executor, urls: SupportImageUrls, ticketId: string, withNotes: boolean) {
  const rows = await repo.messagesOf(db, ticketId, withNotes);
  const byMessage = await images.imagesOfMessages(
    db,
    rows.map((row) => row.message.id),
  );
  return rows.map((row) => ({
    ...row,
    images: (byMessage.get(row.message.id) ?? []).map((id) => ({ id, url: urls.signed(id) })),
  }));
}

/** The member's view: replies only (internal notes are never read here), customer service unnamed. */
export async function memberDetailView(
  db: Executor,
  urls: SupportImageUrls,
  ticket: repo.TicketRow,
  now: number,
): Promise<TicketDetailView> {
  const messages = await conversation(db, urls, ticket.id, false);
  return {
    ...summaryView(ticket),
    messages: messages.map(({ message, images }) => ({
      id: message.id,
      author: message.author === "member" ? "member" : "support",
      body: message.body,
      images,
      createdAt: ms(message.createdAt),
    })),
    canReply: memberMayReply(ticket, now),
    canClose: ticket.status !== "closed",
    closedAt: ticket.closedAt ? ms(ticket.closedAt) : null,
  };
}

export function adminRowView(row: repo.QueueRow): TicketAdminRow {
  const { ticket } = row;
  return {
    id: ticket.id,
    number: ticket.number,
    memberId: ticket.memberId,
    account: row.account,
    questionType: ticket.questionType as SupportQuestionType,
    source: ticket.source as TicketSource,
    status: ticket.status as TicketStatus,
    preview: ticket.preview,
    assignee:
      ticket.assigneeId && row.assigneeName !== null
        ? { id: ticket.assigneeId, name: row.assigneeName }
        : null,
    messageCount: Math.max(0, Number(row.messageCount) - 1),
    createdAt: ms(ticket.createdAt),
    updatedAt: ms(ticket.updatedAt),
    lastMemberAt: ms(ticket.lastMemberAt),
  };
}

/** The operators' view: the whole conversation with internal notes and who wrote each answer. */
export async function adminDetailView(
  db: Executor,
  urls: SupportImageUrls,
  row: repo.QueueRow,
): Promise<TicketAdminDetail> {
  const messages = await conversation(db, urls, row.ticket.id, true);
  return {
    ...adminRowView(row),
    messages: messages.map(({ message, operatorName, images }) => ({
      id: message.id,
      kind: message.kind as "reply" | "note",
      author: message.author as "member" | "operator",
      operator:
        message.operatorId && operatorName !== null ? { id: message.operatorId, name: operatorName } : null,
      body: message.body,
      images,
      createdAt: ms(message.createdAt),
    })),
    closedAt: row.ticket.closedAt ? ms(row.ticket.closedAt) : null,
    closedBy: (row.ticket.closedBy as "member" | "operator" | null) ?? null,
  };
}
