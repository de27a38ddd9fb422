import type { Executor } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { and, asc, count, desc, eq, gt, gte, ilike, lt, ne, type SQL, sql } from "drizzle-orm";

/** Chat visitors, conversations, messages and images (operators' presence: presence.repository.ts). */

const t = {
  visitors: schema.chatVisitors,
  conversations: schema.chatConversations,
  messages: schema.chatMessages,
  images: schema.chatImages,
  members: schema.members,
};

export type VisitorRow = typeof t.visitors.$inferSelect;
export type ConversationRow = typeof t.conversations.$inferSelect;
export type MessageRow = typeof t.messages.$inferSelect;
export type NewMessage = Omit<typeof t.messages.$inferInsert, "id" | "brandId" | "conversationId">;

/** Who a conversation belongs to: a member of the brand, or a visitor. */
export type Party = { kind: "member"; memberId: string } | { kind: "visitor"; visitorId: string };

const ofParty = (party: Party): SQL =>
  party.kind === "member"
    ? eq(t.conversations.memberId, party.memberId)
    : eq(t.conversations.visitorId, party.visitorId);

// ---------- visitors ----------

export async function insertVisitor(
  db: Executor,
  values: typeof t.visitors.$inferInsert,
): Promise<VisitorRow> {
  const [row] = await db.insert(t.visitors).values(values).returning();
  if (!row) throw new Error("chat visitor not inserted");
  return row;
}

export async function liveVisitor(
  db: Executor,
  brandId: string,
  tokenHash: string,
  now: Date,
): Promise<VisitorRow | undefined> {
  const [row] = await db
    .select()
    .from(t.visitors)
    .where(
      and(
        eq(t.visitors.tokenHash, tokenHash),
        eq(t.visitors.brandId, brandId),
        gt(t.visitors.expiresAt, now),
      ),
    );
  return row;
}

/** Slides the visitor's expiry while the chat is used. */
export async function touchVisitor(db: Executor, id: string, now: Date, expiresAt: Date): Promise<void> {
  await db.update(t.visitors).set({ lastSeenAt: now, expiresAt }).where(eq(t.visitors.id, id));
}

// ---------- conversations ----------

/** The party's conversation not closed; `lock` holds it against a close until the caller commits. */
export async function currentConversation(
  db: Executor,
  brandId: string,
  party: Party,
  lock = false,
): Promise<ConversationRow | undefined> {
  const query = db
    .select()
    .from(t.conversations)
    .where(and(eq(t.conversations.brandId, brandId), ofParty(party), ne(t.conversations.status, "closed")));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

/** The party's open conversation, else its latest closed one (the chat modal shows it with its history). */
export async function latestConversation(
  db: Executor,
  brandId: string,
  party: Party,
): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(t.conversations)
    .where(and(eq(t.conversations.brandId, brandId), ofParty(party)))
    .orderBy(sql`${t.conversations.status} = 'closed'`, desc(t.conversations.createdAt))
    .limit(1);
  return row;
}

/** A new waiting conversation, or undefined when the party already has one (the unique index). */
export async function insertConversation(
  db: Executor,
  brandId: string,
  party: Party,
  now: Date,
): Promise<ConversationRow | undefined> {
  const [row] = await db
    .insert(t.conversations)
    .values({
      brandId,
      memberId: party.kind === "member" ? party.memberId : null,
      visitorId: party.kind === "visitor" ? party.visitorId : null,
      createdAt: now,
      lastMessageAt: now,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** The party's own conversation by id; another's is not found. */
export async function partyConversation(
  db: Executor,
  brandId: string,
  party: Party,
  id: string,
): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(t.conversations)
    .where(and(eq(t.conversations.id, id), eq(t.conversations.brandId, brandId), ofParty(party)));
  return row;
}

export async function conversationById(
  db: Executor,
  brandId: string,
  id: string,
  lock = false,
): Promise<ConversationRow | undefined> {
  const query = db
    .select()
    .from(t.conversations)
    .where(and(eq(t.conversations.id, id), eq(t.conversations.brandId, brandId)));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

/** Only a waiting conversation is taken: of two operators at once, one gets the row back. */
export async function takeWaiting(
  db: Executor,
  brandId: string,
  id: string,
  operator: { id: string; name: string },
  now: Date,
): Promise<ConversationRow | undefined> {
  const [row] = await db
    .update(t.conversations)
    .set({ status: "open", operatorId: operator.id, operatorName: operator.name, takenAt: now })
    .where(
      and(
        eq(t.conversations.id, id),
        eq(t.conversations.brandId, brandId),
        eq(t.conversations.status, "waiting"),
      ),
    )
    .returning();
  return row;
}

/** Hands an open conversation from its holder to another operator. */
export async function reassign(
  db: Executor,
  id: string,
  from: string,
  to: { id: string; name: string },
): Promise<ConversationRow | undefined> {
  const [row] = await db
    .update(t.conversations)
    .set({ operatorId: to.id, operatorName: to.name })
    .where(
      and(
        eq(t.conversations.id, id),
        eq(t.conversations.status, "open"),
        eq(t.conversations.operatorId, from),
      ),
    )
    .returning();
  return row;
}

export async function close(
  db: Executor,
  id: string,
  by: "customer" | "operator",
  now: Date,
): Promise<ConversationRow | undefined> {
  const [row] = await db
    .update(t.conversations)
    .set({ status: "closed", closedAt: now, closedBy: by })
    .where(and(eq(t.conversations.id, id), ne(t.conversations.status, "closed")))
    .returning();
  return row;
}

/** Moves a side's read mark forward, never past the last message nor backwards. */
export async function markRead(
  db: Executor,
  id: string,
  side: "customer" | "operator",
  messageId: number,
): Promise<ConversationRow | undefined> {
  const column = side === "customer" ? t.conversations.customerReadId : t.conversations.operatorReadId;
  const [row] = await db
    .update(t.conversations)
    .set({
      [side === "customer" ? "customerReadId" : "operatorReadId"]:
        sql`greatest(${column}, least(${messageId}, ${t.conversations.lastMessageId}))`,
    })
    .where(eq(t.conversations.id, id))
    .returning();
  return row;
}

// ---------- messages and images ----------

/** Appends a message and moves the conversation's last message (and the writer's own read mark). */
export async function appendMessage(
  db: Executor,
  conversation: Pick<ConversationRow, "id" | "brandId">,
  values: NewMessage,
): Promise<MessageRow> {
  const [row] = await db
    .insert(t.messages)
    .values({ ...values, conversationId: conversation.id, brandId: conversation.brandId })
    .returning();
  if (!row) throw new Error("chat message not inserted");
  const own =
    values.sender === "customer"
      ? { customerReadId: row.id }
      : values.sender === "operator"
        ? { operatorReadId: row.id }
        : {};
  await db
    .update(t.conversations)
    .set({ lastMessageId: row.id, lastMessageAt: row.createdAt, ...own })
    .where(eq(t.conversations.id, conversation.id));
  return row;
}

/** New messages after `after`, or the latest `limit` before `before` (oldest first either way). */
export async function messagesOf(
  db: Executor,
  conversationId: string,
  query: { after?: number; before?: number; limit: number },
): Promise<{ rows: MessageRow[]; hasMore: boolean }> {
  if (query.after !== undefined) {
    const rows = await db
      .select()
      .from(t.messages)
      .where(and(eq(t.messages.conversationId, conversationId), gt(t.messages.id, query.after)))
      .orderBy(asc(t.messages.id))
      .limit(query.limit);
    return { rows, hasMore: false };
  }
  const rows = await db
    .select()
    .from(t.messages)
    .where(
      and(
        eq(t.messages.conversationId, conversationId),
        query.before === undefined ? undefined : lt(t.messages.id, query.before),
      ),
    )
    .orderBy(desc(t.messages.id))
    .limit(query.limit + 1);
  return { rows: rows.slice(0, query.limit).reverse(), hasMore: rows.length > query.limit };
}

export async function insertImage(
  db: Executor,
  values: typeof t.images.$inferInsert,
): Promise<{ id: string }> {
  const [row] = await db.insert(t.images).values(values).returning({ id: t.images.id });
  if (!row) throw new Error("chat image not inserted");
  return row;
}

export async function imageById(db: Executor, id: string) {
  const [row] = await db
    .select({ mimeType: t.images.mimeType, bytes: t.images.bytes })
    .from(t.images)
    .where(eq(t.images.id, id));
  return row;
}

// ---------- the operators' lists ----------

/** A conversation as operators list it: who it is with, the unread count and a preview. */
const listed = {
  conversation: t.conversations,
  account: t.members.account,
  visitorName: t.visitors.name,
  unread: sql<number>`(select count(*) from ${t.messages} m where m.conversation_id = ${t.conversations.id} and m.sender = 'customer' and m.id > ${t.conversations.operatorReadId})::int`,
  preview: sql<
    string | null
  >`(select left(m.body, 120) from ${t.messages} m where m.conversation_id = ${t.conversations.id} and m.body is not null order by m.id desc limit 1)`,
};
export type ListedConversation = {
  conversation: ConversationRow;
  account: string | null;
  visitorName: string | null;
  unread: number;
  preview: string | null;
};

function listedFrom(db: Executor) {
  return db
    .select(listed)
    .from(t.conversations)
    .leftJoin(t.members, eq(t.members.id, t.conversations.memberId))
    .leftJoin(t.visitors, eq(t.visitors.id, t.conversations.visitorId));
}

/** Conversations not closed, oldest first (the queue's order). */
export async function activeConversations(db: Executor, brandId: string): Promise<ListedConversation[]> {
  return listedFrom(db)
    .where(and(eq(t.conversations.brandId, brandId), ne(t.conversations.status, "closed")))
    .orderBy(asc(t.conversations.createdAt))
    .limit(500);
}

export async function listedById(
  db: Executor,
  brandId: string,
  id: string,
): Promise<ListedConversation | undefined> {
  const [row] = await listedFrom(db).where(
    and(eq(t.conversations.id, id), eq(t.conversations.brandId, brandId)),
  );
  return row;
}

export async function waitingCount(db: Executor, brandId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(t.conversations)
    .where(and(eq(t.conversations.brandId, brandId), eq(t.conversations.status, "waiting")));
  return Number(row?.value ?? 0);
}

/** Escapes LIKE wildcards: a search for "50%" means the text "50%". */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

export interface HistoryFilter {
  account?: string;
  visitor?: string;
  text?: string;
  status?: string;
  from?: Date;
  to?: Date;
  /** Only this member's conversations (the member's own history). */
  memberId?: string;
}

export async function searchConversations(
  db: Executor,
  brandId: string,
  filter: HistoryFilter,
  page: { page: number; pageSize: number },
): Promise<{ rows: ListedConversation[]; total: number }> {
  const where = and(
    eq(t.conversations.brandId, brandId),
    filter.memberId ? eq(t.conversations.memberId, filter.memberId) : undefined,
    filter.account ? eq(t.members.accountKey, filter.account.toLowerCase()) : undefined,
    filter.visitor ? ilike(t.visitors.name, containing(filter.visitor)) : undefined,
    filter.status ? eq(t.conversations.status, filter.status) : undefined,
    filter.from ? gte(t.conversations.createdAt, filter.from) : undefined,
    filter.to ? lt(t.conversations.createdAt, filter.to) : undefined,
    filter.text
      ? sql`exists (select 1 from ${t.messages} m where m.conversation_id = ${t.conversations.id} and m.body ilike ${containing(filter.text)})`
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    listedFrom(db)
      .where(where)
      .orderBy(desc(t.conversations.createdAt), desc(t.conversations.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db
      .select({ value: count() })
      .from(t.conversations)
      .leftJoin(t.members, eq(t.members.id, t.conversations.memberId))
      .leftJoin(t.visitors, eq(t.visitors.id, t.conversations.visitorId))
      .where(where),
  ]);
  return { rows, total: Number(total?.value ?? 0) };
}
