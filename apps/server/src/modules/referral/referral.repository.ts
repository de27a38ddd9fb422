import type { Executor } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { and, eq, isNull, sql } from "drizzle-orm";

/**
 * Invite friends. A friend is a member whose registration stored the inviter as recommender
 * (`profile.recommenderId`: the inviter's id when they joined with the inviter's code, or the
 * account name a form's recommender field took); the inviter's code is `members.affiliate_code`.
 */

const t = { members: schema.members, rewards: schema.referralRewards };

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** The friends of a referrer match its id, or its account as typed in a recommender field. */
const friendOf = (
  referrer: string,
) => sql`(i.profile ->> 'recommenderId') in (r.id::text, r.account, r.account_key)
  and r.id = ${referrer}::uuid`;

export async function memberCode(db: Executor, brandId: string, memberId: string) {
  const [row] = await db
    .select({ code: t.members.affiliateCode, account: t.members.account, accountType: t.members.accountType })
    .from(t.members)
    .where(and(eq(t.members.brandId, brandId), eq(t.members.id, memberId)));
  return row;
}

/** Gives the member `code` unless it has one; null when another member took the code first. */
export async function claimCode(db: Executor, brandId: string, memberId: string, code: string) {
  const [row] = await db
    .update(t.members)
    .set({ affiliateCode: code })
    .where(and(eq(t.members.brandId, brandId), eq(t.members.id, memberId), isNull(t.members.affiliateCode)))
    .returning({ code: t.members.affiliateCode });
  return row?.code ?? null;
}

/** A referrer's friends, newest first, with what each earned them so far (minor units). */
export async function friendsOf(
  db: Executor,
  brandId: string,
  referrerId: string,
  page: { page: number; pageSize: number },
) {
  const rows = rowsOf<{
    id: string;
    account: string;
    created_at: string | Date;
    earned: string;
    total: string;
  }>(
    await db.execute(sql`
      select i.id, i.account, i.created_at,
        (select coalesce(sum(w.amount), 0) from referral_rewards w
          where w.referrer_id = r.id and w.invitee_id = i.id)::text as earned,
        count(*) over ()::text as total
      from members i join members r on r.brand_id = i.brand_id
      where i.brand_id = ${brandId}::uuid and ${friendOf(referrerId)}
      order by i.created_at desc, i.id
      limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}`),
  );
  return {
    rows: rows.map((row) => ({
      id: row.id,
      account: row.account,
      createdAt: new Date(row.created_at),
      earned: BigInt(row.earned),
    })),
    total: Number(rows[0]?.total ?? 0),
  };
}

/** How many friends a referrer has, how many have deposited, and what they earned it. */
export async function referrerTotals(db: Executor, brandId: string, referrerId: string) {
  const [row] = rowsOf<{ invitees: string; depositors: string; earned: string }>(
    await db.execute(sql`
      select count(*)::text as invitees,
        count(*) filter (where exists (select 1 from ledger_transactions d
          where d.member_id = i.id and d.kind = 'deposit'))::text as depositors,
        (select coalesce(sum(amount), 0) from referral_rewards where referrer_id = ${referrerId}::uuid)::text as earned
      from members i join members r on r.brand_id = i.brand_id
      where i.brand_id = ${brandId}::uuid and ${friendOf(referrerId)}`),
  );
  return {
    invitees: Number(row?.invitees ?? 0),
    depositors: Number(row?.depositors ?? 0),
    earned: BigInt(row?.earned ?? 0),
  };
}

/** Every friend of the brand with its referrer (the referral job's work list), trial accounts left out. */
export async function brandFriends(db: Executor, brandId: string) {
  return rowsOf<{ invitee_id: string; referrer_id: string; account: string }>(
    await db.execute(sql`
      select i.id as invitee_id, r.id as referrer_id, i.account
      from members i join members r on r.brand_id = i.brand_id
        and (i.profile ->> 'recommenderId') in (r.id::text, r.account, r.account_key)
      where i.brand_id = ${brandId}::uuid and i.profile ? 'recommenderId'
        and i.account_type <> 4 and r.id <> i.id`),
  ).map((row) => ({ inviteeId: row.invitee_id, referrerId: row.referrer_id, account: row.account }));
}

/** Reward keys already recorded among some. */
export async function existingKeys(
  db: Executor,
  brandId: string,
  keys: readonly string[],
): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const rows = rowsOf<{ reward_key: string }>(
    await db.execute(sql`select reward_key from referral_rewards
      where brand_id = ${brandId}::uuid and reward_key in (select jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb))`),
  );
  return new Set(rows.map((row) => row.reward_key));
}

/** Records a reward once per key; undefined when it already was (another run, another worker). */
export async function insertReward(
  db: Executor,
  values: Omit<typeof t.rewards.$inferInsert, "id" | "grantId">,
) {
  const [row] = await db.insert(t.rewards).values(values).onConflictDoNothing().returning();
  return row;
}

export async function setRewardGrant(db: Executor, id: string, grantId: string): Promise<void> {
  await db.update(t.rewards).set({ grantId }).where(eq(t.rewards.id, id));
}

export async function ungrantedRewards(db: Executor, brandId: string, limit: number) {
  return db
    .select()
    .from(t.rewards)
    .where(and(eq(t.rewards.brandId, brandId), isNull(t.rewards.grantId)))
    .limit(limit);
}

/** The back office's report: per referrer, friends, friends who deposited, rewards and their sum. */
export async function referrerReport(
  db: Executor,
  brandId: string,
  query: { account?: string; page: number; pageSize: number },
) {
  const account = query.account ? `%${query.account.toLowerCase().replace(/[\\%_]/g, "\\$&")}%` : null;
  const rows = rowsOf<{
    id: string;
    account: string;
    code: string | null;
    invitees: string;
    depositors: string;
    rewards: string;
    earned: string;
    last_joined: string | Date;
    total: string;
  }>(
    await db.execute(sql`
      with friends as (
        select r.id as referrer_id, i.id as invitee_id, i.created_at
        from members i join members r on r.brand_id = i.brand_id
          and (i.profile ->> 'recommenderId') in (r.id::text, r.account, r.account_key)
        where i.brand_id = ${brandId}::uuid and i.profile ? 'recommenderId' and r.id <> i.id
          and (${account}::text is null or r.account_key like ${account}::text)
      ),
      per as (
        select referrer_id, count(*) as invitees, max(created_at) as last_joined,
          count(*) filter (where exists (select 1 from ledger_transactions d
            where d.member_id = friends.invitee_id and d.kind = 'deposit')) as depositors
        from friends group by referrer_id
      )
      select m.id, m.account, m.affiliate_code as code, per.invitees::text, per.depositors::text,
        (select count(*) from referral_rewards w where w.referrer_id = m.id)::text as rewards,
        (select coalesce(sum(amount), 0) from referral_rewards w where w.referrer_id = m.id)::text as earned,
        per.last_joined, count(*) over ()::text as total
      from per join members m on m.id = per.referrer_id
      order by per.invitees desc, m.account
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`),
  );
  return {
    rows: rows.map((row) => ({
      memberId: row.id,
      account: row.account,
      code: row.code,
      invitees: Number(row.invitees),
      depositors: Number(row.depositors),
      rewards: Number(row.rewards),
      earned: BigInt(row.earned),
      lastJoinedAt: new Date(row.last_joined),
    })),
    total: Number(rows[0]?.total ?? 0),
  };
}
