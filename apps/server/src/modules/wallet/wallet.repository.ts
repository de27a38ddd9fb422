import { type Executor, schema } from "@lotus/db";
import { and, count, desc, eq, gte, inArray, isNull, lt, sql } from "drizzle-orm";

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
    inArray(entries.accountId, filter.accountIds),
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
