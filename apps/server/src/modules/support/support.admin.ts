import {
  OPERATOR_ROLES,
  roleHas,
  type SupportQuestionType,
  type TICKET_SET_STATUSES,
} from "@lotus/contracts";
import type { Executor } from "@lotus/db";
import type { Brand } from "../../platform/brand-context";
import { AppError } from "../../platform/errors";
import type { OperatorContext } from "../../platform/http";
import type { Platform } from "../../platform/platform";
import { type AuditInput, actorOf, recordAudit } from "../operators";
import type { SupportImageUrls } from "./images";
import * as repo from "./support.repository";
import { statusAfterAssign, statusColumns } from "./ticket-rules";
import { adminDetailView, adminRowView } from "./views";

type Who = { operator: OperatorContext; ip: string };

/** What the inbox is told when customer service answers (app.ts hands in the inbox's system messages). */
export interface TicketAnsweredNotice {
  /** Once per reply: the inbox keeps one message per key. */
  key: string;
  memberId: string;
  event: "ticket_answered";
  /** `reference` is the ticket's number as members see it (#1024). */
  params: { ticketId: string; reference: string };
}
export type TicketNotify = (brandId: string, notice: TicketAnsweredNotice) => Promise<unknown>;

/** Roles whose operators may be given tickets: those with tickets.manage. */
const TICKET_ROLES = OPERATOR_ROLES.filter((role) => roleHas(role, "tickets.manage"));

/** The back office's support queue; every change is audited in its transaction. */
export function createSupportAdmin(platform: Platform, urls: SupportImageUrls, notify?: TicketNotify) {
  const { db } = platform;
  const now = () => new Date(platform.clock.now());

  async function detail(tx: Executor, brand: Brand, id: string) {
    const row = await repo.queueRow(tx, brand.id, id);
    if (!row) throw new AppError("support.ticket_not_found");
    return adminDetailView(tx, urls, row);
  }

  /**
   * One audited change: the ticket is locked, `change` writes and names its audit entry, and the
   * answer is read in the same transaction. The member's open ticket pages hear of a change they
   * can see after commit (never of an internal note).
   */
  async function change(
    brand: Brand,
    who: Who,
    id: string,
    visibleToMember: boolean,
    write: (
      tx: Executor,
      ticket: repo.TicketRow,
      at: Date,
    ) => Promise<Omit<AuditInput, "brandId" | "targetType" | "targetId"> | undefined>,
  ) {
    const { view, memberId, changed } = await db.transaction(async (tx) => {
      const ticket = await repo.findTicket(tx, { brandId: brand.id }, id, true);
      if (!ticket) throw new AppError("support.ticket_not_found");
      const entry = await write(tx, ticket, now());
      if (entry)
        await recordAudit(tx, actorOf(who.operator, who.ip), {
          ...entry,
          brandId: brand.id,
          targetType: "support_ticket",
          targetId: ticket.id,
        });
      return { view: await detail(tx, brand, ticket.id), memberId: ticket.memberId, changed: Boolean(entry) };
    });
    if (changed && visibleToMember) await signal(memberId, id);
    return view;
  }

  async function signal(memberId: string, ticketId: string) {
    try {
      await platform.realtime.publish(`member:${memberId}`, {
        type: "ticket",
        ticketId,
        at: platform.clock.now(),
      });
    } catch (error) {
      platform.logger.warn({ err: error, ticketId }, "ticket signal not published");
    }
  }

  return {
    async queue(
      brand: Brand,
      operatorId: string,
      query: {
        status: string;
        questionType?: SupportQuestionType;
        assignee?: string;
        account?: string;
        olderThanHours?: number;
        page: number;
        pageSize: number;
      },
    ) {
      const waitingSince = query.olderThanHours
        ? new Date(platform.clock.now() - query.olderThanHours * 3_600_000)
        : undefined;
      const { rows, total } = await repo.queue(db, brand.id, operatorId, { ...query, waitingSince }, query);
      return { list: rows.map(adminRowView), total, page: query.page, pageSize: query.pageSize };
    },

    counts: (brand: Brand, operatorId: string) => repo.counts(db, brand.id, operatorId),

    async assignees(brand: Brand) {
      const list = await repo.operatorsOfBrand(db, brand.id, TICKET_ROLES);
      return {
        list: list.map((operator) => ({
          id: operator.id,
          name: operator.displayName,
          username: operator.username,
        })),
      };
    },

    detail: (brand: Brand, id: string) => detail(db, brand, id),

    assign(brand: Brand, who: Who, id: string, operatorId: string | null) {
      return change(brand, who, id, true, async (tx, ticket, at) => {
        if (
          operatorId !== null &&
          !(await repo.operatorsOfBrand(tx, brand.id, TICKET_ROLES, operatorId)).length
        )
          throw new AppError("support.assignee_invalid");
        if (ticket.assigneeId === operatorId) return undefined;
        const status = statusAfterAssign(ticket.status, operatorId);
        await repo.updateTicket(tx, ticket.id, { assigneeId: operatorId, status, updatedAt: at });
        return {
          action: "ticket.assign",
          before: { assigneeId: ticket.assigneeId, status: ticket.status },
          after: { assigneeId: operatorId, status },
        };
      });
    },

    /** Answers the member: the ticket waits for them, is taken by the operator when nobody had it. */
    async reply(brand: Brand, who: Who, id: string, content: string) {
      let notice: TicketAnsweredNotice | undefined;
      const view = await change(brand, who, id, true, async (tx, ticket, at) => {
        const message = await repo.insertMessage(tx, {
          ticketId: ticket.id,
          kind: "reply",
          author: "operator",
          operatorId: who.operator.operatorId,
          body: content,
          createdAt: at,
        });
        const assigneeId = ticket.assigneeId ?? who.operator.operatorId;
        await repo.updateTicket(tx, ticket.id, {
          ...statusColumns("waiting", at, "operator"),
          assigneeId,
          updatedAt: at,
          lastAnswerAt: at,
        });
        notice = {
          key: `ticket-reply:${message.id}`,
          memberId: ticket.memberId,
          event: "ticket_answered",
          params: { ticketId: ticket.id, reference: `#${ticket.number}` },
        };
        return {
          action: "ticket.reply",
          before: { status: ticket.status, assigneeId: ticket.assigneeId },
          after: { messageId: message.id, status: "waiting", assigneeId, body: content },
        };
      });
      // After the commit: the inbox message follows the reply, never a rolled-back one.
      if (notice && notify) {
        try {
          await notify(brand.id, notice);
        } catch (error) {
          platform.logger.error({ err: error, key: notice.key }, "ticket answer not sent to the inbox");
        }
      }
      return view;
    },

    note(brand: Brand, who: Who, id: string, content: string) {
      return change(brand, who, id, false, async (tx, ticket, at) => {
        const message = await repo.insertMessage(tx, {
          ticketId: ticket.id,
          kind: "note",
          author: "operator",
          operatorId: who.operator.operatorId,
          body: content,
          createdAt: at,
        });
        return { action: "ticket.note", after: { messageId: message.id, body: content } };
      });
    },

    setStatus(
      brand: Brand,
      who: Who,
      id: string,
      body: { status: (typeof TICKET_SET_STATUSES)[number]; reason?: string | undefined },
    ) {
      return change(brand, who, id, true, async (tx, ticket, at) => {
        if (ticket.status === body.status) return undefined;
        await repo.updateTicket(tx, ticket.id, {
          ...statusColumns(body.status, at, "operator"),
          updatedAt: at,
        });
        return {
          action: "ticket.status",
          before: { status: ticket.status },
          after: { status: body.status },
          reason: body.reason ?? null,
        };
      });
    },
  };
}

export type SupportAdmin = ReturnType<typeof createSupportAdmin>;
