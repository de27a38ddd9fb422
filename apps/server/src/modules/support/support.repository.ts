import type { Executor } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  ilike,
  inArray,
  isNull,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from "drizzle-orm";

/** Support tickets and their messages; the operators who may be given them. */

const t = {
  tickets: schema.supportTickets,
  messages: schema.supportMessages,
  members: schema.members,
  operators: schema.operators,
  operatorBrands: schema.operatorBrands,
};

export type TicketRow = typeof t.tickets.$inferSelect;
export type MessageRow = typeof t.messages.$inferSelect;
export type TicketPatch = Partial<
  Omit<typeof t.tickets.$inferInsert, "id" | "number" | "brandId" | "memberId">
>;

export async function insertTicket(
  db: Executor,
  values: Omit<typeof t.tickets.$inferInsert, "id" | "number">,
): Promise<TicketRow> {
  const [row] = await db.insert(t.tickets).values(values).returning();
  if (!row) throw new Error("ticket not stored");
  return row;
}

export async function insertMessage(
  db: Executor,
  values: Omit<typeof t.messages.$inferInsert, "id">,
): Promise<MessageRow> {
  const [row] = await db.insert(t.messages).values(values).returning();
  if (!row) throw new Error("ticket message not stored");
  return row;
}

export async function updateTicket(db: Executor, id: string, patch: TicketPatch): Promise<TicketRow> {
  const [row] = await db.update(t.tickets).set(patch).where(eq(t.tickets.id, id)).returning();
  if (!row) throw new Error("ticket not updated");
  return row;
}

/**
 * A ticket of the brand, and of the member when one is named (the member's calls always name
 * theirs, so another member's ticket is simply not found); `lock` holds it for the transaction.
 */
export async function findTicket(
  db: Executor,
  scope: { brandId: string; memberId?: string },
  id: string,
  lock = false,
): Promise<TicketRow | undefined> {
  const query = db
    .select()
    .from(t.tickets)
    .where(
      and(
        eq(t.tickets.id, id),
        eq(t.tickets.brandId, scope.brandId),
        scope.memberId ? eq(t.tickets.memberId, scope.memberId) : undefined,
      ),
    );
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

export async function memberTickets(
  db: Executor,
  scope: { brandId: string; memberId: string },
  query: { status?: string; page: number; pageSize: number },
): Promise<{ rows: TicketRow[]; total: number }> {
  const where = and(
    eq(t.tickets.brandId, scope.brandId),
    eq(t.tickets.memberId, scope.memberId),
    query.status ? eq(t.tickets.status, query.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(t.tickets)
      .where(where)
      .orderBy(desc(t.tickets.updatedAt), desc(t.tickets.number))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(t.tickets).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** A ticket's messages in order, with their operators' names; notes only when asked for. */
export async function messagesOf(db: Executor, ticketId: string, withNotes: boolean) {
  return db
    .select({ message: t.messages, operatorName: t.operators.displayName })
    .from(t.messages)
    .leftJoin(t.operators, eq(t.operators.id, t.messages.operatorId))
    .where(and(eq(t.messages.ticketId, ticketId), withNotes ? undefined : eq(t.messages.kind, "reply")))
    .orderBy(asc(t.messages.createdAt), asc(t.messages.id));
}

export interface QueueFilter {
  status: string;
  questionType?: string;
  assignee?: string;
  account?: string;
  /** Tickets whose member last wrote at or before this instant. */
  waitingSince?: Date;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, "\\$&");

function queueWhere(brandId: string, operatorId: string, filter: QueueFilter): SQL | undefined {
  const assignee =
    filter.assignee === "me"
      ? eq(t.tickets.assigneeId, operatorId)
      : filter.assignee === "none"
        ? isNull(t.tickets.assigneeId)
        : filter.assignee
          ? eq(t.tickets.assigneeId, filter.assignee)
          : undefined;
  return and(
    eq(t.tickets.brandId, brandId),
    filter.status === "active" ? ne(t.tickets.status, "closed") : eq(t.tickets.status, filter.status),
    filter.questionType ? eq(t.tickets.questionType, filter.questionType) : undefined,
    assignee,
    filter.account ? ilike(t.members.account, `%${escapeLike(filter.account)}%`) : undefined,
    filter.waitingSince ? lte(t.tickets.lastMemberAt, filter.waitingSince) : undefined,
  );
}

const ticketColumns = {
  ticket: t.tickets,
  account: t.members.account,
  assigneeName: t.operators.displayName,
  messageCount: sql<number>`(select count(*) from ${t.messages} where ${t.messages.ticketId} = ${t.tickets.id})::int`,
};

/** The back office's queue: the member still waiting longest first; closed ones latest first. */
export async function queue(
  db: Executor,
  brandId: string,
  operatorId: string,
  filter: QueueFilter,
  page: { page: number; pageSize: number },
) {
  const where = queueWhere(brandId, operatorId, filter);
  const order =
    filter.status === "closed"
      ? [desc(t.tickets.updatedAt), desc(t.tickets.number)]
      : [asc(t.tickets.lastMemberAt), asc(t.tickets.number)];
  const [rows, [total]] = await Promise.all([
    db
      .select(ticketColumns)
      .from(t.tickets)
      .innerJoin(t.members, eq(t.members.id, t.tickets.memberId))
      .leftJoin(t.operators, eq(t.operators.id, t.tickets.assigneeId))
      .where(where)
      .orderBy(...order)
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db
      .select({ value: count() })
      .from(t.tickets)
      .innerJoin(t.members, eq(t.members.id, t.tickets.memberId))
      .where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export type QueueRow = Awaited<ReturnType<typeof queue>>["rows"][number];

/** One ticket of the brand as the queue shows it. */
export async function queueRow(db: Executor, brandId: string, id: string): Promise<QueueRow | undefined> {
  const [row] = await db
    .select(ticketColumns)
    .from(t.tickets)
    .innerJoin(t.members, eq(t.members.id, t.tickets.memberId))
    .leftJoin(t.operators, eq(t.operators.id, t.tickets.assigneeId))
    .where(and(eq(t.tickets.brandId, brandId), eq(t.tickets.id, id)));
  return row;
}

/** Tickets of the brand per status (closed left out), and those not closed assigned to the operator. */
export async function counts(db: Executor, brandId: string, operatorId: string) {
  const rows = await db
    .select({
      status: t.tickets.status,
      n: count(),
      mine: sql<number>`count(*) filter (where ${t.tickets.assigneeId} = ${operatorId})::int`,
    })
    .from(t.tickets)
    .where(and(eq(t.tickets.brandId, brandId), ne(t.tickets.status, "closed")))
    .groupBy(t.tickets.status);
  const of = (status: string) => Number(rows.find((row) => row.status === status)?.n ?? 0);
  return {
    new: of("new"),
    open: of("open"),
    waiting: of("waiting"),
    mine: rows.reduce((sum, row) => sum + Number(row.mine), 0),
  };
}

/** Active operators of these roles who work on the brand (every brand, or this one among theirs). */
export async function operatorsOfBrand(
  db: Executor,
  brandId: string,
  roles: readonly string[],
  id?: string,
): Promise<Array<{ id: string; username: string; displayName: string }>> {
  if (!roles.length) return [];
  return db
    .select({ id: t.operators.id, username: t.operators.username, displayName: t.operators.displayName })
    .from(t.operators)
    .where(
      and(
        id ? eq(t.operators.id, id) : undefined,
        eq(t.operators.status, "active"),
        inArray(t.operators.role, [...roles]),
        or(
          eq(t.operators.allBrands, true),
          exists(
            db
              .select({ one: sql`1` })
              .from(t.operatorBrands)
              .where(
                and(eq(t.operatorBrands.operatorId, t.operators.id), eq(t.operatorBrands.brandId, brandId)),
              ),
          ),
        ),
      ),
    )
    .orderBy(asc(t.operators.displayName), asc(t.operators.username));
}

/** The member's account (the demo seed and tests name members by it). */
export async function memberAccount(db: Executor, memberId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ account: t.members.account })
    .from(t.members)
    .where(eq(t.members.id, memberId));
  return row?.account;
}
