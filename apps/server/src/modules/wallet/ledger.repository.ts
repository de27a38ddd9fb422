import type { Database, DatabaseHandle, Executor } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { and, eq, isNull, param, type SQL, sql } from "drizzle-orm";
import type { Leg, Posting } from "./ledger";

export interface PostedTransaction {
  transactionId: bigint;
  contentHash: string;
  createdAt: Date;
  /** Balance after the posting for each member account it touched. */
  balances: Map<bigint, bigint>;
  /** What the posting moved on member accounts in all (read back by `findPosting` only). */
  memberAmount?: bigint;
}

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

const big = (value: unknown): bigint => BigInt(String(value));

/**
 * Posts in ONE statement: the transaction row (skipped on an idempotency-key conflict), the member
 * balance updates (the CHECK constraint refuses a negative balance and aborts the whole statement)
 * and the entries. The text never changes, so PostgreSQL plans it once per connection.
 */
export const POSTING_SQL = `
  with tx as (
    insert into ledger_transactions (brand_id, kind, idempotency_key, content_hash, member_id, reference, metadata)
    values ($1::uuid, $2, $3, $4, $5::uuid, $6, $7::jsonb)
    on conflict (brand_id, kind, idempotency_key) do nothing
    returning id, created_at
  ),
  legs as (
    select * from unnest($8::bigint[], $9::bigint[], $10::boolean[]) with ordinality as l(account_id, amount, is_member, ord)
  ),
  updated as (
    update ledger_accounts a set balance = a.balance + legs.amount
    from legs
    where a.id = legs.account_id and legs.is_member and exists (select 1 from tx)
    returning a.id, a.balance
  ),
  entries as (
    insert into ledger_entries (transaction_id, account_id, amount, balance_after, created_at)
    select tx.id, legs.account_id, legs.amount, updated.balance, tx.created_at
    from tx cross join legs left join updated on updated.id = legs.account_id
    order by legs.ord
    returning account_id, balance_after
  )
  select tx.id::text as transaction_id, tx.created_at as created_at,
    (select coalesce(string_agg(account_id::text || ':' || balance_after::text, ','), '')
       from entries where balance_after is not null) as balances
  from tx`;

export function postingValues(posting: Posting, legs: readonly Leg[], contentHash: string): unknown[] {
  return [
    posting.brandId,
    posting.kind,
    posting.idempotencyKey,
    contentHash,
    posting.memberId ?? null,
    posting.reference ?? null,
    JSON.stringify(posting.metadata ?? {}),
    legs.map((leg) => leg.accountId.toString()),
    legs.map((leg) => leg.amount.toString()),
    legs.map((leg) => leg.member),
  ];
}

export interface PostingRow {
  transaction_id: string;
  created_at: Date | string;
  balances: string;
}

export function toPosted(row: PostingRow | undefined, contentHash: string): PostedTransaction | undefined {
  if (!row) return undefined;
  const balances = new Map<bigint, bigint>();
  for (const pair of row.balances ? row.balances.split(",") : []) {
    const [account, balance] = pair.split(":");
    balances.set(BigInt(account ?? "0"), BigInt(balance ?? "0"));
  }
  return {
    transactionId: BigInt(row.transaction_id),
    contentHash,
    createdAt: new Date(row.created_at),
    balances,
  };
}

/** A single-member posting waiting for the group commit (see `ledger_post_batch`, migration 0009). */
export interface BatchPosting {
  posting: Posting;
  legs: readonly Leg[];
  contentHash: string;
}

export type BatchOutcome =
  | { status: "posted" | "replayed"; transactionId: bigint; balances: Map<bigint, bigint> }
  | { status: "conflict" | "insufficient" | "retry" };

/** Posts a batch in one call (one round trip, one commit); see migration 0009 for the statuses. */
export const POST_BATCH_SQL = `
  select r_index, r_status, r_transaction_id::text as r_transaction_id, r_balances
  from ledger_post_batch($1::uuid[], $2::text[], $3::text[], $4::text[], $5::uuid[], $6::text[],
    $7::text[]::jsonb[], $8::integer[], $9::bigint[], $10::bigint[], $11::boolean[])`;

interface BatchRow {
  r_index: number;
  r_status: string;
  r_transaction_id: string | null;
  r_balances: string | null;
}

function parseBalances(text: string | null): Map<bigint, bigint> {
  const balances = new Map<bigint, bigint>();
  for (const pair of text ? text.split(",") : []) {
    const [account, balance] = pair.split(":");
    balances.set(BigInt(account ?? "0"), BigInt(balance ?? "0"));
  }
  return balances;
}

/**
 * Sends single-member postings in one call. They go in member-account order (arrival order among
 * postings of the same account), so concurrent batches lock member rows in the same order; results
 * come back in the order given.
 */
export async function postBatch(
  database: Pick<DatabaseHandle, "query">,
  items: readonly BatchPosting[],
): Promise<BatchOutcome[]> {
  const lockKey = (item: BatchPosting) => item.legs.find((leg) => leg.member)?.accountId ?? -1n;
  const order = items
    .map((item, index) => ({ key: lockKey(item), index }))
    .sort((a, b) => (a.key === b.key ? a.index - b.index : a.key < b.key ? -1 : 1))
    .map((entry) => entry.index);
  const sorted = order.map((index) => items[index] as BatchPosting);
  const legs = sorted.flatMap((item) => item.legs);
  const rows = await database.query<BatchRow>(
    POST_BATCH_SQL,
    [
      sorted.map((item) => item.posting.brandId),
      sorted.map((item) => item.posting.kind),
      sorted.map((item) => item.posting.idempotencyKey),
      sorted.map((item) => item.contentHash),
      sorted.map((item) => item.posting.memberId ?? null),
      sorted.map((item) => item.posting.reference ?? null),
      sorted.map((item) => JSON.stringify(item.posting.metadata ?? {})),
      sorted.map((item) => item.legs.length),
      legs.map((leg) => leg.accountId.toString()),
      legs.map((leg) => leg.amount.toString()),
      legs.map((leg) => leg.member),
    ],
    "ledger_post_batch",
  );
  const outcomes: BatchOutcome[] = new Array(items.length);
  for (const row of rows) {
    const index = order[Number(row.r_index) - 1];
    if (index === undefined) continue;
    if (row.r_status === "posted" || row.r_status === "replayed") {
      outcomes[index] = {
        status: row.r_status,
        transactionId: BigInt(row.r_transaction_id ?? "0"),
        balances: parseBalances(row.r_balances),
      };
    } else if (row.r_status === "conflict" || row.r_status === "insufficient" || row.r_status === "retry") {
      outcomes[index] = { status: row.r_status };
    }
  }
  return outcomes;
}

/** Turns a $n-parameterised statement into a Drizzle query, for use inside a Drizzle transaction. */
export function asDrizzleSql(text: string, values: readonly unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, index) => {
    chunks.push(index % 2 === 0 ? sql.raw(part) : sql`${param(values[Number(part) - 1])}`);
  });
  return sql.join(chunks, sql``);
}

/** The posting statement on a Drizzle executor (used inside transactions that lock first). */
export async function insertPosting(
  db: Executor,
  posting: Posting,
  legs: readonly Leg[],
  contentHash: string,
): Promise<PostedTransaction | undefined> {
  const result = await db.execute(asDrizzleSql(POSTING_SQL, postingValues(posting, legs, contentHash)));
  return toPosted(rowsOf<PostingRow>(result)[0], contentHash);
}

/** The posting already stored under an idempotency key, with the balances it left. */
export async function findPosting(
  db: Executor,
  brandId: string,
  kind: string,
  key: string,
): Promise<PostedTransaction | undefined> {
  const [tx] = await db
    .select()
    .from(schema.ledgerTransactions)
    .where(
      and(
        eq(schema.ledgerTransactions.brandId, brandId),
        eq(schema.ledgerTransactions.kind, kind),
        eq(schema.ledgerTransactions.idempotencyKey, key),
      ),
    );
  if (!tx) return undefined;
  const entries = await db
    .select()
    .from(schema.ledgerEntries)
    .where(eq(schema.ledgerEntries.transactionId, tx.id))
    // In entry order: a sequential posting's last entry on an account is its balance after.
    .orderBy(schema.ledgerEntries.id);
  const memberEntries = entries.filter((entry) => entry.balanceAfter !== null);
  return {
    transactionId: tx.id,
    contentHash: tx.contentHash,
    createdAt: tx.createdAt,
    memberAmount: memberEntries.reduce((sum, entry) => sum + entry.amount, 0n),
    balances: new Map(
      entries
        .filter((entry) => entry.balanceAfter !== null)
        .map((entry) => [entry.accountId, entry.balanceAfter as bigint]),
    ),
  };
}

/** Locks member accounts in id order so postings touching several members cannot deadlock. */
export async function lockMemberAccounts(db: Executor, accountIds: readonly bigint[]): Promise<void> {
  if (accountIds.length === 0) return;
  const ids = sql.join(
    accountIds.map((id) => sql`${id.toString()}::bigint`),
    sql`, `,
  );
  await db.execute(sql`select id from ledger_accounts where id in (${ids}) order by id for update`);
}

export interface AccountKey {
  brandId: string;
  memberId: string | null;
  kind: string;
  currency: string;
}

/**
 * The account ids of many members for one kind, those missing created: one insert and one read
 * for a whole batch (a settlement run pays thousands of agents).
 */
export async function ensureMemberAccounts(
  db: Database,
  key: Omit<AccountKey, "memberId">,
  memberIds: readonly string[],
): Promise<Map<string, bigint>> {
  if (memberIds.length === 0) return new Map();
  const ids = `{${[...new Set(memberIds)].join(",")}}`;
  await db.execute(sql`insert into ledger_accounts (brand_id, owner_type, member_id, kind, currency)
    select ${key.brandId}::uuid, 'member', m.id, ${key.kind}, ${key.currency}
    from unnest(${ids}::uuid[]) as m(id)
    where not exists (select 1 from ledger_accounts a where a.brand_id = ${key.brandId}::uuid
      and a.member_id = m.id and a.kind = ${key.kind} and a.shard = 0)
    on conflict do nothing`);
  const rows = rowsOf<{ member_id: string; id: string }>(
    await db.execute(sql`select member_id, id::text from ledger_accounts
      where brand_id = ${key.brandId}::uuid and member_id = any(${ids}::uuid[]) and kind = ${key.kind} and shard = 0`),
  );
  return new Map(rows.map((row) => [row.member_id, BigInt(row.id)]));
}

/** The account id for (brand, owner, kind), created on first use. */
export async function ensureAccount(db: Database, key: AccountKey): Promise<bigint> {
  const table = schema.ledgerAccounts;
  const ownerType = key.memberId ? "member" : "house";
  const match: SQL | undefined = and(
    eq(table.brandId, key.brandId),
    eq(table.kind, key.kind),
    eq(table.shard, 0),
    key.memberId ? eq(table.memberId, key.memberId) : isNull(table.memberId),
  );
  const [existing] = await db.select({ id: table.id }).from(table).where(match);
  if (existing) return existing.id;
  await db
    .insert(table)
    .values({
      brandId: key.brandId,
      ownerType,
      memberId: key.memberId,
      kind: key.kind,
      currency: key.currency,
    })
    .onConflictDoNothing();
  const [created] = await db.select({ id: table.id }).from(table).where(match);
  if (!created) throw new Error(`ledger account ${key.kind} not created`);
  return created.id;
}

export async function balancesOf(db: Executor, accountIds: readonly bigint[]): Promise<Map<bigint, bigint>> {
  if (accountIds.length === 0) return new Map();
  const ids = sql.join(
    accountIds.map((id) => sql`${id.toString()}::bigint`),
    sql`, `,
  );
  const result = await db.execute(sql`select id, balance from ledger_accounts where id in (${ids})`);
  return new Map(
    rowsOf<{ id: unknown; balance: unknown }>(result).map((row) => [big(row.id), big(row.balance)]),
  );
}

export interface ReconcileReport {
  accountsChecked: number;
  drifts: { accountId: string; kind: string; memberId: string | null; balance: string; entries: string }[];
  unbalancedTransactions: { transactionId: string; sum: string }[];
  totalOfAllEntries: string;
}

/** The ledger proof of DESIGN §4: balance = Σ entries per member account, Σ entries = 0 per transaction and overall. */
export async function reconcile(db: Executor): Promise<ReconcileReport> {
  const [drifts, unbalanced, totals, accounts] = await Promise.all([
    db.execute(sql`
      select a.id::text as account_id, a.kind, a.member_id, a.balance::text as balance, coalesce(sum(e.amount), 0)::text as entries
      from ledger_accounts a left join ledger_entries e on e.account_id = a.id
      where a.owner_type = 'member'
      group by a.id
      having a.balance <> coalesce(sum(e.amount), 0)
      order by a.id`),
    db.execute(sql`
      select transaction_id::text as transaction_id, sum(amount)::text as sum
      from ledger_entries group by transaction_id having sum(amount) <> 0 order by transaction_id limit 1000`),
    db.execute(sql`select coalesce(sum(amount), 0)::text as total from ledger_entries`),
    db.execute(sql`select count(*)::int as count from ledger_accounts`),
  ]);
  return {
    accountsChecked: Number(rowsOf<{ count: number }>(accounts)[0]?.count ?? 0),
    drifts: rowsOf<{
      account_id: string;
      kind: string;
      member_id: string | null;
      balance: string;
      entries: string;
    }>(drifts).map((row) => ({
      accountId: row.account_id,
      kind: row.kind,
      memberId: row.member_id,
      balance: row.balance,
      entries: row.entries,
    })),
    unbalancedTransactions: rowsOf<{ transaction_id: string; sum: string }>(unbalanced).map((row) => ({
      transactionId: row.transaction_id,
      sum: row.sum,
    })),
    totalOfAllEntries: rowsOf<{ total: string }>(totals)[0]?.total ?? "0",
  };
}
