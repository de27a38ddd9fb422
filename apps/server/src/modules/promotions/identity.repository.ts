import type { AbuseMatchField } from "@lotus/contracts";
import type { Executor } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { and, eq, inArray, sql } from "drizzle-orm";

/**
 * What a promotion reads of members: audience facts, birthdays, and the identities behind "one bonus
 * per person" — phone (members), payee name (members and their bank accounts), bank account
 * (payments' bank accounts) and the device id the site sent with promotion actions.
 */

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? []) as T[];

export async function memberFacts(db: Executor, brandId: string, memberId: string) {
  const members = schema.members;
  const [row] = await db
    .select({
      id: members.id,
      account: members.account,
      labels: members.memberLabels,
      clubLabel: members.clubLabel,
      profile: members.profile,
      accountType: members.accountType,
    })
    .from(members)
    .where(and(eq(members.brandId, brandId), eq(members.id, memberId)));
  return row;
}

/** Active members whose birthday (yyyy-MM-dd in the profile) falls on one of these month-days. */
export async function membersBornOn(db: Executor, brandId: string, monthDays: readonly string[]) {
  const members = schema.members;
  return db
    .select({ id: members.id, birthday: sql<string>`${members.profile}->>'birthday'` })
    .from(members)
    .where(
      and(
        eq(members.brandId, brandId),
        eq(members.status, "active"),
        inArray(sql`substr(${members.profile}->>'birthday', 6, 5)`, [...monthDays]),
      ),
    );
}

/** One person's identities of the chosen kinds (field, value), the device given now included. */
function identitiesSql(promotionId: string, fields: readonly AbuseMatchField[]) {
  return sql`
    with p as (
      select member_id, device_id, joined_at, status from promotion_participations
      where promotion_id = ${promotionId}::uuid and status in ('joined', 'applying')
    ),
    ids as (
      select m.id as member_id, 'phone' as field, coalesce(m.country_dialing_code, '') || m.mobile_no as value
        from members m join p on p.member_id = m.id where m.mobile_no is not null
      union select m.id, 'payee', upper(btrim(m.payee_name)) from members m join p on p.member_id = m.id
        where coalesce(btrim(m.payee_name), '') <> ''
      union select b.member_id, 'payee', upper(btrim(b.payee_name)) from member_bank_accounts b
        join p on p.member_id = b.member_id
      union select b.member_id, 'bank', b.bank_code || ':' || b.account_number from member_bank_accounts b
        join p on p.member_id = b.member_id
      union select p.member_id, 'device', p.device_id from p where p.device_id is not null
    )
    select * from ids where field = any(${`{${fields.join(",")}}`}::text[])`;
}

/**
 * Whether someone else taking part in the promotion shares an identity with this member (their own
 * phone, payee names, bank accounts, and the device sending this request).
 */
export async function sharesIdentity(
  db: Executor,
  promotionId: string,
  memberId: string,
  fields: readonly AbuseMatchField[],
  deviceId: string | undefined,
): Promise<boolean> {
  if (fields.length === 0) return false;
  const result = await db.execute(sql`
    with mine as (
      select 'phone' as field, coalesce(country_dialing_code, '') || mobile_no as value from members
        where id = ${memberId}::uuid and mobile_no is not null
      union select 'payee', upper(btrim(payee_name)) from members
        where id = ${memberId}::uuid and coalesce(btrim(payee_name), '') <> ''
      union select 'payee', upper(btrim(payee_name)) from member_bank_accounts where member_id = ${memberId}::uuid
      union select 'bank', bank_code || ':' || account_number from member_bank_accounts
        where member_id = ${memberId}::uuid
      union select 'device', ${deviceId ?? null}::text where ${deviceId ?? null}::text is not null
    ),
    theirs as (${identitiesSql(promotionId, fields)})
    select 1 as hit from theirs join mine on mine.field = theirs.field and mine.value = theirs.value
    where theirs.member_id <> ${memberId}::uuid limit 1`);
  return rowsOf(result).length > 0;
}

export interface MatchGroup {
  field: AbuseMatchField;
  value: string;
  members: { memberId: string; account: string; status: string; joinedAt: Date | null }[];
}

/** The promotion's participants grouped by an identity two or more of them share. */
export async function identityMatches(
  db: Executor,
  promotionId: string,
  fields: readonly AbuseMatchField[],
): Promise<MatchGroup[]> {
  const rows = rowsOf<{
    field: AbuseMatchField;
    value: string;
    member_id: string;
    account: string;
    status: string;
    joined_at: string | Date | null;
  }>(
    await db.execute(sql`
      with ids as (${identitiesSql(promotionId, fields)}),
      shared as (select field, value from ids group by field, value having count(distinct member_id) > 1)
      select distinct ids.field, ids.value, ids.member_id, m.account, pp.status, pp.joined_at
      from ids join shared on shared.field = ids.field and shared.value = ids.value
      join members m on m.id = ids.member_id
      join promotion_participations pp on pp.member_id = ids.member_id and pp.promotion_id = ${promotionId}::uuid
      order by ids.field, ids.value, m.account
      limit 2000`),
  );
  const groups = new Map<string, MatchGroup>();
  for (const row of rows) {
    const key = `${row.field}\u0000${row.value}`;
    const group = groups.get(key) ?? { field: row.field, value: row.value, members: [] };
    group.members.push({
      memberId: row.member_id,
      account: row.account,
      status: row.status,
      joinedAt: row.joined_at ? new Date(row.joined_at) : null,
    });
    groups.set(key, group);
  }
  return [...groups.values()];
}
