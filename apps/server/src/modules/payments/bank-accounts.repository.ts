import type { Executor } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { and, asc, eq, inArray } from "drizzle-orm";

/** Members' saved bank accounts. */

const t = {
  banks: schema.memberBankAccounts,
};

export type BankAccountRow = typeof t.banks.$inferSelect;

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
