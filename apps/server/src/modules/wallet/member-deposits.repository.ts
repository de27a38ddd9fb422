import type { Executor } from "@lotus/db";
import { sql } from "drizzle-orm";

/** A member's deposits over a range: how many postings credited them, and how much. */
export interface MemberDeposits {
  count: number;
  amount: bigint;
}

/**
 * Deposit postings that credited members of a brand over [from, to), per member (missions count
 * deposits, raffles gate on today's); optionally only some members.
 */
export async function memberDeposits(
  db: Executor,
  brandId: string,
  from: Date,
  to: Date,
  memberIds?: readonly string[],
): Promise<Map<string, MemberDeposits>> {
  const only = memberIds ? JSON.stringify(memberIds) : null;
  const result = await db.execute(sql`
    select t.member_id, count(distinct t.id)::text as count, sum(e.amount)::text as amount
    from ledger_transactions t
    join ledger_entries e on e.transaction_id = t.id
    join ledger_accounts a on a.id = e.account_id and a.owner_type = 'member'
    where t.brand_id = ${brandId}::uuid and t.kind = 'deposit' and t.member_id is not null
      and t.created_at >= ${from.toISOString()}::timestamptz and t.created_at < ${to.toISOString()}::timestamptz
      and (${only}::jsonb is null or t.member_id in (select (jsonb_array_elements_text(${only}::jsonb))::uuid))
    group by t.member_id`);
  const totals = new Map<string, MemberDeposits>();
  for (const row of (result as { rows?: { member_id: string; count: string; amount: string }[] }).rows ??
    []) {
    const amount = BigInt(row.amount);
    if (amount > 0n) totals.set(row.member_id, { count: Number(row.count), amount });
  }
  return totals;
}
