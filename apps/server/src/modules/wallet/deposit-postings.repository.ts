import type { Executor } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { and, asc, eq, gt, inArray, lte, min, sql } from "drizzle-orm";

/** Credited deposits as the ledger recorded them (kind `deposit`), for modules that react to deposits. */
export interface DepositPosting {
  /** The ledger transaction id: increasing, a reader's watermark. */
  id: bigint;
  memberId: string;
  /** What the member's wallet received, minor units. */
  amount: bigint;
  createdAt: Date;
}

/** Deposit postings after `afterId` and no later than `until`, oldest first. */
export async function depositPostingsSince(
  db: Executor,
  brandId: string,
  afterId: bigint,
  until: Date,
  limit: number,
): Promise<DepositPosting[]> {
  const transactions = schema.ledgerTransactions;
  const entries = schema.ledgerEntries;
  const accounts = schema.ledgerAccounts;
  const rows = await db
    .select({
      id: transactions.id,
      memberId: transactions.memberId,
      createdAt: transactions.createdAt,
      amount: sql<string>`coalesce(sum(${entries.amount}), 0)::text`,
    })
    .from(transactions)
    .innerJoin(entries, eq(entries.transactionId, transactions.id))
    .innerJoin(accounts, and(eq(accounts.id, entries.accountId), eq(accounts.ownerType, "member")))
    .where(
      and(
        eq(transactions.brandId, brandId),
        eq(transactions.kind, "deposit"),
        gt(transactions.id, afterId),
        lte(transactions.createdAt, until),
      ),
    )
    .groupBy(transactions.id)
    .orderBy(asc(transactions.id))
    .limit(limit);
  return rows
    .filter((row) => row.memberId)
    .map((row) => ({
      id: row.id,
      memberId: row.memberId as string,
      amount: BigInt(row.amount),
      createdAt: row.createdAt,
    }));
}

/** Each member's first credited deposit (its ledger transaction id). */
export async function firstDepositIds(
  db: Executor,
  brandId: string,
  memberIds: readonly string[],
): Promise<Map<string, bigint>> {
  if (memberIds.length === 0) return new Map();
  const transactions = schema.ledgerTransactions;
  const rows = await db
    .select({ memberId: transactions.memberId, id: min(transactions.id) })
    .from(transactions)
    .where(
      and(
        eq(transactions.brandId, brandId),
        eq(transactions.kind, "deposit"),
        inArray(transactions.memberId, [...memberIds]),
      ),
    )
    .groupBy(transactions.memberId);
  return new Map(
    rows.flatMap((row) =>
      row.memberId && row.id !== null ? [[row.memberId, BigInt(String(row.id))] as const] : [],
    ),
  );
}
