import type { Executor } from "@lotus/db";
import { memberBankAccounts } from "@lotus/db/schema";
import { and, eq, inArray } from "drizzle-orm";

/**
 * Which members of a brand have a withdrawal bank account (onboarding missions): among `memberIds`,
 * or any up to `limit` when none are named (the mission job's candidates).
 */
export async function bankAccountHolders(
  db: Executor,
  brandId: string,
  memberIds: readonly string[] | undefined,
  limit = 1000,
): Promise<Set<string>> {
  if (memberIds && !memberIds.length) return new Set();
  const rows = await db
    .selectDistinct({ memberId: memberBankAccounts.memberId })
    .from(memberBankAccounts)
    .where(
      and(
        eq(memberBankAccounts.brandId, brandId),
        memberIds ? inArray(memberBankAccounts.memberId, [...memberIds]) : undefined,
      ),
    )
    .limit(memberIds ? memberIds.length : limit);
  return new Set(rows.map((row) => row.memberId));
}
