import type { Executor } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { and, asc, count, eq, inArray, isNull, sql } from "drizzle-orm";

/**
 * The payments module's shared query helpers, its view of members (type, upline, real name,
 * password hashes; it writes `members.payment_password_hash`, the column registration fills),
 * deposit channels and proof images. The other payment tables have a repository each.
 */

const t = {
  channels: schema.paymentChannels,
  proofs: schema.paymentProofs,
  members: schema.members,
};

export type ChannelRow = typeof t.channels.$inferSelect;

export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** Serialises work on one key (a member's withdrawals, bank accounts) until the transaction ends. */
export async function lockKey(tx: Executor, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

export interface Page {
  page: number;
  pageSize: number;
}

export async function paged<T>(rows: Promise<T[]>, total: Promise<{ value: number }[]>) {
  const [list, [counted]] = await Promise.all([rows, total]);
  return { rows: list, total: counted?.value ?? 0 };
}

const memberColumns = {
  id: t.members.id,
  account: t.members.account,
  accountType: t.members.accountType,
  uplineId: t.members.uplineId,
  payeeName: t.members.payeeName,
  passwordHash: t.members.passwordHash,
  paymentPasswordHash: t.members.paymentPasswordHash,
  status: t.members.status,
};

export type PaymentMember = {
  id: string;
  account: string;
  accountType: number;
  uplineId: string | null;
  payeeName: string | null;
  passwordHash: string;
  paymentPasswordHash: string | null;
  status: string;
};

export async function findMember(
  db: Executor,
  brandId: string,
  memberId: string,
): Promise<PaymentMember | undefined> {
  const [row] = await db
    .select(memberColumns)
    .from(t.members)
    .where(and(eq(t.members.brandId, brandId), eq(t.members.id, memberId)));
  return row;
}

export async function findMemberByAccount(
  db: Executor,
  brandId: string,
  account: string,
): Promise<PaymentMember | undefined> {
  const [row] = await db
    .select(memberColumns)
    .from(t.members)
    .where(and(eq(t.members.brandId, brandId), eq(t.members.accountKey, account.trim().toLowerCase())));
  return row;
}

export async function setPaymentPasswordHash(db: Executor, brandId: string, memberId: string, hash: string) {
  await db
    .update(t.members)
    .set({ paymentPasswordHash: hash })
    .where(and(eq(t.members.brandId, brandId), eq(t.members.id, memberId)));
}

export async function accountsOf(db: Executor, memberIds: readonly string[]): Promise<Map<string, string>> {
  const ids = [...new Set(memberIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: t.members.id, account: t.members.account })
    .from(t.members)
    .where(inArray(t.members.id, ids));
  return new Map(rows.map((row) => [row.id, row.account]));
}

export async function memberIdsByAccount(db: Executor, brandId: string, account: string | undefined) {
  if (!account) return undefined;
  const rows = await db
    .select({ id: t.members.id })
    .from(t.members)
    .where(and(eq(t.members.brandId, brandId), eq(t.members.accountKey, account.trim().toLowerCase())));
  return rows.map((row) => row.id);
}

export async function listChannels(db: Executor, brandId: string, onlyEnabled: boolean) {
  return db
    .select()
    .from(t.channels)
    .where(
      and(
        eq(t.channels.brandId, brandId),
        isNull(t.channels.archivedAt),
        onlyEnabled ? eq(t.channels.enabled, true) : undefined,
      ),
    )
    .orderBy(asc(t.channels.sortOrder), asc(t.channels.createdAt));
}

export async function findChannel(
  db: Executor,
  brandId: string,
  id: string,
): Promise<ChannelRow | undefined> {
  const [row] = await db
    .select()
    .from(t.channels)
    .where(and(eq(t.channels.brandId, brandId), eq(t.channels.id, id), isNull(t.channels.archivedAt)));
  return row;
}

export async function channelsByIds(db: Executor, ids: readonly string[]): Promise<Map<string, ChannelRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(t.channels)
    .where(inArray(t.channels.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function insertChannel(
  db: Executor,
  values: typeof t.channels.$inferInsert,
): Promise<ChannelRow> {
  const [row] = await db.insert(t.channels).values(values).returning();
  if (!row) throw new Error("channel not inserted");
  return row;
}

export async function updateChannel(
  db: Executor,
  brandId: string,
  id: string,
  patch: Partial<typeof t.channels.$inferInsert>,
): Promise<ChannelRow | undefined> {
  const [row] = await db
    .update(t.channels)
    .set(patch)
    .where(and(eq(t.channels.brandId, brandId), eq(t.channels.id, id), isNull(t.channels.archivedAt)))
    .returning();
  return row;
}

export async function insertProof(db: Executor, values: typeof t.proofs.$inferInsert): Promise<string> {
  const [row] = await db.insert(t.proofs).values(values).returning({ id: t.proofs.id });
  if (!row) throw new Error("proof not inserted");
  return row.id;
}

export async function countOwnProofs(
  db: Executor,
  brandId: string,
  memberId: string,
  ids: readonly string[],
) {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ value: count() })
    .from(t.proofs)
    .where(
      and(eq(t.proofs.brandId, brandId), eq(t.proofs.memberId, memberId), inArray(t.proofs.id, [...ids])),
    );
  return row?.value ?? 0;
}

export async function findProof(db: Executor, id: string) {
  const [row] = await db
    .select({ mimeType: t.proofs.mimeType, bytes: t.proofs.bytes })
    .from(t.proofs)
    .where(eq(t.proofs.id, id));
  return row;
}

export interface ListFilter {
  from?: Date;
  to?: Date;
  status?: string;
}
