import { type Executor, schema } from "@lotus/db";
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  ne,
  notInArray,
  type SQL,
  sql,
} from "drizzle-orm";

/**
 * The only code that touches the payment tables. It also reads members (type, upline, real name,
 * password hashes) and writes `members.payment_password_hash`, the column registration fills.
 */

const t = {
  channels: schema.paymentChannels,
  banks: schema.memberBankAccounts,
  proofs: schema.paymentProofs,
  deposits: schema.deposits,
  withdrawals: schema.withdrawals,
  confirmations: schema.paymentConfirmations,
  transfers: schema.memberTransfers,
  adjustments: schema.balanceAdjustments,
  postings: schema.paymentPostings,
  members: schema.members,
};

export type ChannelRow = typeof t.channels.$inferSelect;
export type BankAccountRow = typeof t.banks.$inferSelect;
export type DepositRow = typeof t.deposits.$inferSelect;
export type WithdrawalRow = typeof t.withdrawals.$inferSelect;
export type ConfirmationRow = typeof t.confirmations.$inferSelect;
export type TransferRow = typeof t.transfers.$inferSelect;
export type AdjustmentRow = typeof t.adjustments.$inferSelect;
export type PostingRow = typeof t.postings.$inferSelect;

function rowsOf<T>(result: unknown): T[] {
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

async function paged<T>(rows: Promise<T[]>, total: Promise<{ value: number }[]>) {
  const [list, [counted]] = await Promise.all([rows, total]);
  return { rows: list, total: counted?.value ?? 0 };
}

// ---------- members ----------

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

/** Whether `agentId` is above `memberId` in the upline chain (walked up to 32 levels). */
export async function isInDownline(db: Executor, brandId: string, agentId: string, memberId: string) {
  const result = await db.execute(sql`
    with recursive chain(id, upline_id, depth) as (
      select id, upline_id, 0 from members where id = ${memberId}::uuid and brand_id = ${brandId}::uuid
      union all
      select m.id, m.upline_id, chain.depth + 1 from members m
        join chain on m.id = chain.upline_id
        where m.brand_id = ${brandId}::uuid and chain.depth < 32
    )
    select 1 as found from chain where upline_id = ${agentId}::uuid limit 1`);
  return rowsOf(result).length > 0;
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

async function memberIdsByAccount(db: Executor, brandId: string, account: string | undefined) {
  if (!account) return undefined;
  const rows = await db
    .select({ id: t.members.id })
    .from(t.members)
    .where(and(eq(t.members.brandId, brandId), eq(t.members.accountKey, account.trim().toLowerCase())));
  return rows.map((row) => row.id);
}

// ---------- channels ----------

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

// ---------- bank accounts ----------

export async function listBankAccounts(db: Executor, brandId: string, memberId: string) {
  return db
    .select()
    .from(t.banks)
    .where(and(eq(t.banks.brandId, brandId), eq(t.banks.memberId, memberId)))
    .orderBy(asc(t.banks.createdAt));
}

export async function findBankAccount(db: Executor, brandId: string, memberId: string, id: string) {
  const [row] = await db
    .select()
    .from(t.banks)
    .where(and(eq(t.banks.brandId, brandId), eq(t.banks.memberId, memberId), eq(t.banks.id, id)));
  return row;
}

export async function bankAccountsByIds(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, BankAccountRow>();
  const rows = await db
    .select()
    .from(t.banks)
    .where(inArray(t.banks.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Undefined when the member already has this account (unique index). */
export async function insertBankAccount(
  db: Executor,
  values: typeof t.banks.$inferInsert,
): Promise<BankAccountRow | undefined> {
  const [row] = await db.insert(t.banks).values(values).onConflictDoNothing().returning();
  return row;
}

// ---------- proofs ----------

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

// ---------- deposits ----------

export async function findDepositByRequest(
  db: Executor,
  brandId: string,
  memberId: string,
  requestId: string,
) {
  const [row] = await db
    .select()
    .from(t.deposits)
    .where(
      and(
        eq(t.deposits.brandId, brandId),
        eq(t.deposits.memberId, memberId),
        eq(t.deposits.requestId, requestId),
      ),
    );
  return row;
}

export async function findDeposit(db: Executor, brandId: string, id: string, memberId?: string) {
  const [row] = await db
    .select()
    .from(t.deposits)
    .where(
      and(
        eq(t.deposits.brandId, brandId),
        eq(t.deposits.id, id),
        memberId ? eq(t.deposits.memberId, memberId) : undefined,
      ),
    );
  return row;
}

/** By id alone: the sandbox gateway's page knows the deposit, not the brand. */
export async function findDepositById(db: Executor, id: string) {
  const [row] = await db.select().from(t.deposits).where(eq(t.deposits.id, id));
  return row;
}

export async function lockDeposit(
  tx: Executor,
  brandId: string,
  id: string,
): Promise<DepositRow | undefined> {
  const [row] = await tx
    .select()
    .from(t.deposits)
    .where(and(eq(t.deposits.brandId, brandId), eq(t.deposits.id, id)))
    .for("update");
  return row;
}

export async function findDepositByReference(
  db: Executor,
  brandId: string,
  channelId: string,
  reference: string,
) {
  const [row] = await db
    .select()
    .from(t.deposits)
    .where(
      and(
        eq(t.deposits.brandId, brandId),
        eq(t.deposits.channelId, channelId),
        eq(t.deposits.reference, reference),
      ),
    );
  return row;
}

/** Undefined when the reference (or the request id) is already taken. */
export async function insertDeposit(
  db: Executor,
  values: typeof t.deposits.$inferInsert,
): Promise<DepositRow | undefined> {
  const [row] = await db.insert(t.deposits).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateDeposit(
  db: Executor,
  id: string,
  patch: Partial<typeof t.deposits.$inferInsert>,
) {
  const [row] = await db.update(t.deposits).set(patch).where(eq(t.deposits.id, id)).returning();
  if (!row) throw new Error(`deposit ${id} vanished`);
  return row;
}

export interface ListFilter {
  from?: Date;
  to?: Date;
  status?: string;
}

export async function listMemberDeposits(
  db: Executor,
  brandId: string,
  memberId: string,
  filter: ListFilter,
  page: Page,
) {
  const where = and(
    eq(t.deposits.brandId, brandId),
    eq(t.deposits.memberId, memberId),
    filter.status ? eq(t.deposits.status, filter.status) : undefined,
    filter.from ? gte(t.deposits.createdAt, filter.from) : undefined,
    filter.to ? lt(t.deposits.createdAt, filter.to) : undefined,
  );
  return paged(
    db
      .select()
      .from(t.deposits)
      .where(where)
      .orderBy(desc(t.deposits.createdAt), desc(t.deposits.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ value: count() }).from(t.deposits).where(where),
  );
}

export async function listDepositsAdmin(
  db: Executor,
  brandId: string,
  filter: ListFilter & { channelType?: string; account?: string },
  page: Page,
) {
  const memberIds = await memberIdsByAccount(db, brandId, filter.account);
  if (memberIds && memberIds.length === 0) return { rows: [], total: 0 };
  const where = and(
    eq(t.deposits.brandId, brandId),
    memberIds ? inArray(t.deposits.memberId, memberIds) : undefined,
    filter.status ? eq(t.deposits.status, filter.status) : undefined,
    filter.channelType ? eq(t.deposits.channelType, filter.channelType) : undefined,
    filter.from ? gte(t.deposits.createdAt, filter.from) : undefined,
    filter.to ? lt(t.deposits.createdAt, filter.to) : undefined,
  );
  return paged(
    db
      .select()
      .from(t.deposits)
      .where(where)
      // The queue works oldest first: pending deposits wait longest at the top.
      .orderBy(sql`(${t.deposits.status} = 'pending') desc`, asc(t.deposits.createdAt))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ value: count() }).from(t.deposits).where(where),
  );
}

/** Bank-transfer and gateway deposits past their expiry become expired in one statement. */
export async function expireSimpleDeposits(db: Executor, now: Date): Promise<number> {
  const rows = await db
    .update(t.deposits)
    .set({ status: "expired", completedAt: now })
    .where(
      and(
        eq(t.deposits.status, "pending"),
        lte(t.deposits.expiresAt, now),
        ne(t.deposits.channelType, "c2c"),
      ),
    )
    .returning({ id: t.deposits.id });
  return rows.length;
}

/** C2C deposits past expiry whose depositor never said they paid. */
export async function dueC2cExpiries(db: Executor, now: Date, limit: number) {
  return db
    .select({ depositId: t.deposits.id, brandId: t.deposits.brandId, confirmationId: t.confirmations.id })
    .from(t.deposits)
    .innerJoin(t.confirmations, eq(t.confirmations.depositId, t.deposits.id))
    .where(
      and(
        eq(t.deposits.status, "pending"),
        eq(t.deposits.channelType, "c2c"),
        lte(t.deposits.expiresAt, now),
        eq(t.confirmations.status, "awaiting_payment"),
      ),
    )
    .limit(limit);
}

// ---------- withdrawals ----------

export async function findWithdrawalByRequest(
  db: Executor,
  brandId: string,
  memberId: string,
  requestId: string,
) {
  const [row] = await db
    .select()
    .from(t.withdrawals)
    .where(
      and(
        eq(t.withdrawals.brandId, brandId),
        eq(t.withdrawals.memberId, memberId),
        eq(t.withdrawals.requestId, requestId),
      ),
    );
  return row;
}

export async function findWithdrawal(db: Executor, brandId: string, id: string, memberId?: string) {
  const [row] = await db
    .select()
    .from(t.withdrawals)
    .where(
      and(
        eq(t.withdrawals.brandId, brandId),
        eq(t.withdrawals.id, id),
        memberId ? eq(t.withdrawals.memberId, memberId) : undefined,
      ),
    );
  return row;
}

export async function lockWithdrawal(
  tx: Executor,
  brandId: string,
  id: string,
): Promise<WithdrawalRow | undefined> {
  const [row] = await tx
    .select()
    .from(t.withdrawals)
    .where(and(eq(t.withdrawals.brandId, brandId), eq(t.withdrawals.id, id)))
    .for("update");
  return row;
}

export async function insertWithdrawal(db: Executor, values: typeof t.withdrawals.$inferInsert) {
  const [row] = await db.insert(t.withdrawals).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateWithdrawal(
  db: Executor,
  id: string,
  patch: Partial<typeof t.withdrawals.$inferInsert>,
) {
  const [row] = await db.update(t.withdrawals).set(patch).where(eq(t.withdrawals.id, id)).returning();
  if (!row) throw new Error(`withdrawal ${id} vanished`);
  return row;
}

/** Conditional status change: undefined when the row was not in one of `from`. */
export async function moveWithdrawal(
  db: Executor,
  id: string,
  from: readonly string[],
  patch: Partial<typeof t.withdrawals.$inferInsert>,
) {
  const [row] = await db
    .update(t.withdrawals)
    .set(patch)
    .where(and(eq(t.withdrawals.id, id), inArray(t.withdrawals.status, [...from])))
    .returning();
  return row;
}

/** Requests that count towards the daily limit: not refused for funds, not rejected by finance. */
export async function countWithdrawalsSince(db: Executor, brandId: string, memberId: string, since: Date) {
  const [row] = await db
    .select({ value: count() })
    .from(t.withdrawals)
    .where(
      and(
        eq(t.withdrawals.brandId, brandId),
        eq(t.withdrawals.memberId, memberId),
        gte(t.withdrawals.createdAt, since),
        notInArray(t.withdrawals.status, ["failed", "rejected"]),
      ),
    );
  return row?.value ?? 0;
}

const VISIBLE_WITHDRAWAL = notInArray(t.withdrawals.status, ["failed"]);

export async function listMemberWithdrawals(
  db: Executor,
  brandId: string,
  memberId: string,
  filter: ListFilter,
  page: Page,
) {
  const where = and(
    eq(t.withdrawals.brandId, brandId),
    eq(t.withdrawals.memberId, memberId),
    VISIBLE_WITHDRAWAL,
    statusFilter(filter.status),
    filter.from ? gte(t.withdrawals.createdAt, filter.from) : undefined,
    filter.to ? lt(t.withdrawals.createdAt, filter.to) : undefined,
  );
  return paged(
    db
      .select()
      .from(t.withdrawals)
      .where(where)
      .orderBy(desc(t.withdrawals.createdAt), desc(t.withdrawals.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ value: count() }).from(t.withdrawals).where(where),
  );
}

/** "pending" also finds rows whose hold is still being posted (shown as pending). */
function statusFilter(status: string | undefined): SQL | undefined {
  if (!status) return undefined;
  return status === "pending"
    ? inArray(t.withdrawals.status, ["pending", "holding"])
    : eq(t.withdrawals.status, status);
}

export async function listWithdrawalsAdmin(
  db: Executor,
  brandId: string,
  filter: ListFilter & { account?: string },
  page: Page,
) {
  const memberIds = await memberIdsByAccount(db, brandId, filter.account);
  if (memberIds && memberIds.length === 0) return { rows: [], total: 0 };
  const where = and(
    eq(t.withdrawals.brandId, brandId),
    VISIBLE_WITHDRAWAL,
    memberIds ? inArray(t.withdrawals.memberId, memberIds) : undefined,
    statusFilter(filter.status),
    filter.from ? gte(t.withdrawals.createdAt, filter.from) : undefined,
    filter.to ? lt(t.withdrawals.createdAt, filter.to) : undefined,
  );
  return paged(
    db
      .select()
      .from(t.withdrawals)
      .where(where)
      .orderBy(
        sql`(${t.withdrawals.status} in ('pending', 'holding', 'approved', 'disputed')) desc`,
        asc(t.withdrawals.createdAt),
      )
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ value: count() }).from(t.withdrawals).where(where),
  );
}

/**
 * The pending withdrawal of another member a C2C deposit of `amount` pays into: the same open
 * amount first, else the oldest with more open (its remainder stays queued). Locked, skipping rows
 * another deposit is matching right now so concurrent depositors never wait on each other.
 */
export async function pickC2cWithdrawal(tx: Executor, brandId: string, depositorId: string, amount: bigint) {
  const open = sql`(${t.withdrawals.amountMinor} - ${t.withdrawals.matchedMinor} - ${t.withdrawals.receivedMinor} - ${t.withdrawals.disbursedMinor})`;
  const [row] = await tx
    .select()
    .from(t.withdrawals)
    .where(
      and(
        eq(t.withdrawals.brandId, brandId),
        eq(t.withdrawals.status, "pending"),
        ne(t.withdrawals.memberId, depositorId),
        sql`${open} >= ${amount.toString()}::bigint`,
      ),
    )
    .orderBy(sql`(${open} = ${amount.toString()}::bigint) desc`, asc(t.withdrawals.createdAt))
    .limit(1)
    .for("update", { skipLocked: true });
  return row;
}

/** Payments of a withdrawal still waiting for its owner, and those reported not received. */
export async function paymentCounts(db: Executor, withdrawalId: string) {
  const result = await db.execute(sql`
    select count(*) filter (where status in ('awaiting_payment', 'paid'))::int as unconfirmed,
           count(*) filter (where status = 'not_received')::int as disputes
    from payment_confirmations where withdrawal_id = ${withdrawalId}::uuid`);
  const [row] = rowsOf<{ unconfirmed: number; disputes: number }>(result);
  return { unconfirmed: Number(row?.unconfirmed ?? 0), disputes: Number(row?.disputes ?? 0) };
}

// ---------- confirmations ----------

export async function insertConfirmation(db: Executor, values: typeof t.confirmations.$inferInsert) {
  const [row] = await db.insert(t.confirmations).values(values).returning();
  if (!row) throw new Error("confirmation not inserted");
  return row;
}

export async function lockConfirmation(tx: Executor, brandId: string, id: string) {
  const [row] = await tx
    .select()
    .from(t.confirmations)
    .where(and(eq(t.confirmations.brandId, brandId), eq(t.confirmations.id, id)))
    .for("update");
  return row;
}

export async function findConfirmation(db: Executor, brandId: string, id: string) {
  const [row] = await db
    .select()
    .from(t.confirmations)
    .where(and(eq(t.confirmations.brandId, brandId), eq(t.confirmations.id, id)));
  return row;
}

export async function updateConfirmation(
  db: Executor,
  id: string,
  patch: Partial<typeof t.confirmations.$inferInsert>,
) {
  const [row] = await db.update(t.confirmations).set(patch).where(eq(t.confirmations.id, id)).returning();
  if (!row) throw new Error(`confirmation ${id} vanished`);
  return row;
}

export async function confirmationsByDeposits(db: Executor, depositIds: readonly string[]) {
  if (depositIds.length === 0) return new Map<string, ConfirmationRow>();
  const rows = await db
    .select()
    .from(t.confirmations)
    .where(inArray(t.confirmations.depositId, [...depositIds]));
  return new Map(rows.flatMap((row) => (row.depositId ? [[row.depositId, row] as const] : [])));
}

export async function listMemberConfirmations(
  db: Executor,
  brandId: string,
  withdrawerId: string,
  status: string | undefined,
  page: Page,
) {
  const where = and(
    eq(t.confirmations.brandId, brandId),
    eq(t.confirmations.withdrawerId, withdrawerId),
    status ? eq(t.confirmations.status, status) : undefined,
  );
  return paged(
    db
      .select()
      .from(t.confirmations)
      .where(where)
      .orderBy(
        sql`(${t.confirmations.status} in ('paid', 'awaiting_payment')) desc`,
        desc(t.confirmations.createdAt),
      )
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ value: count() }).from(t.confirmations).where(where),
  );
}

export async function listConfirmationsAdmin(db: Executor, brandId: string, status: string, page: Page) {
  const where = and(eq(t.confirmations.brandId, brandId), eq(t.confirmations.status, status));
  return paged(
    db
      .select()
      .from(t.confirmations)
      .where(where)
      .orderBy(asc(t.confirmations.updatedAt))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ value: count() }).from(t.confirmations).where(where),
  );
}

export async function dueAutoReceipts(db: Executor, now: Date, limit: number) {
  return db
    .select({ id: t.confirmations.id, brandId: t.confirmations.brandId })
    .from(t.confirmations)
    .where(and(eq(t.confirmations.status, "paid"), lte(t.confirmations.autoReceiveAt, now)))
    .orderBy(asc(t.confirmations.autoReceiveAt))
    .limit(limit);
}

export async function referencesOf(
  db: Executor,
  depositIds: readonly string[],
  withdrawalIds: readonly string[],
) {
  const [depositRows, withdrawalRows] = await Promise.all([
    depositIds.length
      ? db
          .select({ id: t.deposits.id, reference: t.deposits.reference })
          .from(t.deposits)
          .where(inArray(t.deposits.id, [...new Set(depositIds)]))
      : Promise.resolve([]),
    withdrawalIds.length
      ? db
          .select({ id: t.withdrawals.id, reference: t.withdrawals.reference })
          .from(t.withdrawals)
          .where(inArray(t.withdrawals.id, [...new Set(withdrawalIds)]))
      : Promise.resolve([]),
  ]);
  return new Map([...depositRows, ...withdrawalRows].map((row) => [row.id, row.reference]));
}

// ---------- transfers ----------

export async function findTransferByRequest(
  db: Executor,
  brandId: string,
  fromMemberId: string,
  requestId: string,
) {
  const [row] = await db
    .select()
    .from(t.transfers)
    .where(
      and(
        eq(t.transfers.brandId, brandId),
        eq(t.transfers.fromMemberId, fromMemberId),
        eq(t.transfers.requestId, requestId),
      ),
    );
  return row;
}

export async function insertTransfer(db: Executor, values: typeof t.transfers.$inferInsert) {
  const [row] = await db.insert(t.transfers).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findTransfer(db: Executor, id: string) {
  const [row] = await db.select().from(t.transfers).where(eq(t.transfers.id, id));
  return row;
}

export async function moveTransfer(
  db: Executor,
  id: string,
  from: readonly string[],
  status: string,
  at: Date,
) {
  const [row] = await db
    .update(t.transfers)
    .set({ status, updatedAt: at })
    .where(and(eq(t.transfers.id, id), inArray(t.transfers.status, [...from])))
    .returning();
  return row;
}

// ---------- adjustments ----------

export async function findAdjustmentByRequest(db: Executor, brandId: string, requestId: string) {
  const [row] = await db
    .select()
    .from(t.adjustments)
    .where(and(eq(t.adjustments.brandId, brandId), eq(t.adjustments.requestId, requestId)));
  return row;
}

export async function insertAdjustment(db: Executor, values: typeof t.adjustments.$inferInsert) {
  const [row] = await db.insert(t.adjustments).values(values).onConflictDoNothing().returning();
  return row;
}

export async function lockAdjustment(tx: Executor, brandId: string, id: string) {
  const [row] = await tx
    .select()
    .from(t.adjustments)
    .where(and(eq(t.adjustments.brandId, brandId), eq(t.adjustments.id, id)))
    .for("update");
  return row;
}

export async function findAdjustment(db: Executor, id: string) {
  const [row] = await db.select().from(t.adjustments).where(eq(t.adjustments.id, id));
  return row;
}

export async function updateAdjustment(
  db: Executor,
  id: string,
  patch: Partial<typeof t.adjustments.$inferInsert>,
) {
  const [row] = await db.update(t.adjustments).set(patch).where(eq(t.adjustments.id, id)).returning();
  if (!row) throw new Error(`adjustment ${id} vanished`);
  return row;
}

export async function moveAdjustment(db: Executor, id: string, from: readonly string[], status: string) {
  const [row] = await db
    .update(t.adjustments)
    .set({ status })
    .where(and(eq(t.adjustments.id, id), inArray(t.adjustments.status, [...from])))
    .returning();
  return row;
}

export async function listAdjustments(db: Executor, brandId: string, status: string | undefined, page: Page) {
  // "posting" is the instant between approval and the ledger: it lists as posted.
  const statusWhere =
    status === "posted"
      ? inArray(t.adjustments.status, ["posted", "posting"])
      : status
        ? eq(t.adjustments.status, status)
        : undefined;
  const where = and(eq(t.adjustments.brandId, brandId), statusWhere);
  return paged(
    db
      .select()
      .from(t.adjustments)
      .where(where)
      .orderBy(desc(t.adjustments.createdAt))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ value: count() }).from(t.adjustments).where(where),
  );
}

// ---------- postings outbox ----------

export async function insertPostings(db: Executor, rows: (typeof t.postings.$inferInsert)[]) {
  if (rows.length) await db.insert(t.postings).values(rows);
}

/** All postings of one owner in order; one is tried only once every earlier one is posted. */
export async function postingsOf(db: Executor, ownerId: string) {
  return db.select().from(t.postings).where(eq(t.postings.ownerId, ownerId)).orderBy(asc(t.postings.seq));
}

/**
 * Marks a posting done. "revived" when a concurrent attempt had marked it failed meanwhile: the
 * ledger has the money moved, so the state follows the ledger.
 */
export async function markPosted(
  db: Executor,
  id: string,
  transactionId: bigint,
  at: Date,
): Promise<"posted" | "revived" | undefined> {
  for (const [from, outcome] of [
    ["due", "posted"],
    ["failed", "revived"],
  ] as const) {
    const [row] = await db
      .update(t.postings)
      .set({ status: "posted", transactionId, error: null, updatedAt: at })
      .where(and(eq(t.postings.id, id), eq(t.postings.status, from)))
      .returning({ id: t.postings.id });
    if (row) return outcome;
  }
  return undefined;
}

export async function markFailed(db: Executor, id: string, error: string, at: Date) {
  const [row] = await db
    .update(t.postings)
    .set({ status: "failed", error, updatedAt: at })
    .where(and(eq(t.postings.id, id), eq(t.postings.status, "due")))
    .returning({ id: t.postings.id });
  return Boolean(row);
}

export async function cancelLaterPostings(db: Executor, ownerId: string, afterSeq: number, at: Date) {
  await db
    .update(t.postings)
    .set({ status: "cancelled", updatedAt: at })
    .where(
      and(
        eq(t.postings.ownerId, ownerId),
        eq(t.postings.status, "due"),
        sql`${t.postings.seq} > ${afterSeq}`,
      ),
    );
}

export async function reviveLaterPostings(db: Executor, ownerId: string, afterSeq: number, at: Date) {
  await db
    .update(t.postings)
    .set({ status: "due", updatedAt: at })
    .where(
      and(
        eq(t.postings.ownerId, ownerId),
        eq(t.postings.status, "cancelled"),
        sql`${t.postings.seq} > ${afterSeq}`,
      ),
    );
}

/** Owners with postings left due since before `before` (their request died or failed to post). */
export async function staleOwners(db: Executor, before: Date, limit: number) {
  return db
    .selectDistinct({ ownerType: t.postings.ownerType, ownerId: t.postings.ownerId })
    .from(t.postings)
    .where(and(eq(t.postings.status, "due"), lt(t.postings.createdAt, before)))
    .limit(limit);
}
