import type { Database, DatabaseHandle, Executor } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { and, count, desc, eq, gte, inArray, isNull, lt, sql } from "drizzle-orm";
import { countTowards } from "./turnover-rules";

/** Read side of the member wallet: accounts, records, turnover requirements. */

export async function memberAccounts(db: Executor, brandId: string, memberId: string) {
  return db
    .select({
      id: schema.ledgerAccounts.id,
      kind: schema.ledgerAccounts.kind,
      balance: schema.ledgerAccounts.balance,
    })
    .from(schema.ledgerAccounts)
    .where(and(eq(schema.ledgerAccounts.brandId, brandId), eq(schema.ledgerAccounts.memberId, memberId)));
}

/** The ledger accounts of several members (one array parameter however many). */
export async function accountsOfMembers(db: Executor, brandId: string, memberIds: readonly string[]) {
  if (memberIds.length === 0) return [];
  const accounts = schema.ledgerAccounts;
  return db
    .select({ id: accounts.id, memberId: accounts.memberId, kind: accounts.kind })
    .from(accounts)
    .where(
      and(
        eq(accounts.brandId, brandId),
        sql`${accounts.memberId} = any(${`{${memberIds.join(",")}}`}::uuid[])`,
      ),
    );
}

export async function openTurnover(db: Executor, brandId: string, memberId: string) {
  const [row] = await db
    .select({
      locked: sql<string>`coalesce(sum(${schema.turnoverRequirements.locked}), 0)::text`,
      required: sql<string>`coalesce(sum(${schema.turnoverRequirements.required}), 0)::text`,
      achieved: sql<string>`coalesce(sum(${schema.turnoverRequirements.achieved}), 0)::text`,
    })
    .from(schema.turnoverRequirements)
    .where(
      and(
        eq(schema.turnoverRequirements.brandId, brandId),
        eq(schema.turnoverRequirements.memberId, memberId),
        isNull(schema.turnoverRequirements.clearedAt),
      ),
    );
  return {
    locked: BigInt(row?.locked ?? "0"),
    required: BigInt(row?.required ?? "0"),
    achieved: BigInt(row?.achieved ?? "0"),
  };
}

export interface RecordFilter {
  accountIds: bigint[];
  from?: Date;
  to?: Date;
  kinds?: string[];
}

export async function accountRecords(db: Executor, filter: RecordFilter, page: number, pageSize: number) {
  if (filter.accountIds.length === 0) return { rows: [], total: 0 };
  const entries = schema.ledgerEntries;
  const transactions = schema.ledgerTransactions;
  const where = and(
    sql`${entries.accountId} = any(${`{${filter.accountIds.join(",")}}`}::bigint[])`,
    filter.from ? gte(entries.createdAt, filter.from) : undefined,
    filter.to ? lt(entries.createdAt, filter.to) : undefined,
    filter.kinds?.length ? inArray(transactions.kind, filter.kinds) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: entries.id,
        accountId: entries.accountId,
        amount: entries.amount,
        balanceAfter: entries.balanceAfter,
        createdAt: entries.createdAt,
        kind: transactions.kind,
        reference: transactions.reference,
      })
      .from(entries)
      .innerJoin(transactions, eq(transactions.id, entries.transactionId))
      .where(where)
      .orderBy(desc(entries.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ value: count() })
      .from(entries)
      .innerJoin(transactions, eq(transactions.id, entries.transactionId))
      .where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/**
 * Adds a valid bet to the member's open requirements, oldest first; a requirement reached is
 * cleared (its locked amount becomes withdrawable). Each requirement counts the bet at its weight
 * for the game type (percent; a type not listed counts 100), and what one requirement does not
 * need passes to the next at full value. Expired ones count nothing (the expiry job closes them).
 * Rows are locked so concurrent rounds add up exactly.
 */
export async function addTurnover(
  db: Database,
  brandId: string,
  memberId: string,
  amount: bigint,
  gameType: string | undefined,
  now: Date,
): Promise<void> {
  const table = schema.turnoverRequirements;
  await db.transaction(async (tx) => {
    const open = await tx
      .select({
        id: table.id,
        required: table.required,
        achieved: table.achieved,
        weights: table.weights,
        expiresAt: table.expiresAt,
      })
      .from(table)
      .where(and(eq(table.brandId, brandId), eq(table.memberId, memberId), isNull(table.clearedAt)))
      .orderBy(table.createdAt, table.id)
      .for("update");
    let left = amount;
    for (const requirement of open) {
      if (left <= 0n) break;
      if (requirement.expiresAt && requirement.expiresAt <= now) continue;
      const { added, used } = countTowards(requirement, left, gameType);
      if (added === 0n) continue;
      left -= used;
      const achieved = requirement.achieved + added;
      const met = achieved >= requirement.required;
      await tx
        .update(table)
        .set({ achieved, clearedAt: met ? now : null, outcome: met ? "met" : null })
        .where(eq(table.id, requirement.id));
    }
  });
}

/** Whether the member has a turnover requirement still open (one prepared read on the bet path). */
export async function hasOpenTurnover(
  database: Pick<DatabaseHandle, "query">,
  brandId: string,
  memberId: string,
): Promise<boolean> {
  const [row] = await database.query<{ open: boolean }>(
    `select exists (select 1 from turnover_requirements
       where brand_id = $1::uuid and member_id = $2::uuid and cleared_at is null) as open`,
    [brandId, memberId],
    "wallet_has_open_turnover",
  );
  return Boolean(row?.open);
}

/** Which of these members have an open turnover requirement (one read for a batch of settled rounds). */
export async function membersWithOpenTurnover(
  database: Pick<DatabaseHandle, "query">,
  brandId: string,
  memberIds: readonly string[],
): Promise<Set<string>> {
  if (memberIds.length === 0) return new Set();
  const rows = await database.query<{ member_id: string }>(
    `select distinct member_id from turnover_requirements
       where brand_id = $1::uuid and cleared_at is null
         and member_id in (select (jsonb_array_elements_text($2::jsonb))::uuid)`,
    [brandId, JSON.stringify(memberIds)],
    "wallet_members_open_turnover",
  );
  return new Set(rows.map((row) => row.member_id));
}
