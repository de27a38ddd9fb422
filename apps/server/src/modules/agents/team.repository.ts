import type { Executor } from "@lotus/db";
import { type SQL, sql } from "drizzle-orm";
import {
  containsPattern,
  type DownlineScope,
  rowsOf,
  withDownline,
  withSubtrees,
} from "./downline.repository";

/**
 * The agent centre's team figures: play from the report summary tables (`report_member_daily`, rolled
 * up every minute), money from the ledger (what postings moved on member accounts, as the roll-up
 * counts it). Days are the brand's business days; instants bound the ledger reads.
 */

export interface Span {
  from: string;
  to: string;
  start: Date;
  end: Date;
}

const big = (value: string | null | undefined) => BigInt(value ?? "0");

/** The ledger kinds of agent income (contract payouts and their corrections). */
export const INCOME_KINDS = {
  agent_dividend: "dividend",
  agent_salary_daily: "salaryDaily",
  agent_salary_hourly: "salaryHourly",
  agent_salary_realtime: "salaryRealtime",
  agent_income_correction: "correction",
} as const;
export type IncomeKind = keyof typeof INCOME_KINDS;
const incomeKindList = sql.join(
  Object.keys(INCOME_KINDS).map((kind) => sql`${kind}`),
  sql`, `,
);

export async function teamOverview(db: Executor, scope: DownlineScope, span: Span) {
  const [row] = rowsOf<Record<string, string | null>>(
    await db.execute(sql`${withDownline(scope)},
      members_of as (select m.id, m.created_at, d.depth from downline d join members m on m.id = d.id),
      play as (
        select count(distinct r.member_id) as active, sum(r.bets) as bets, sum(r.wins) as wins,
          sum(r.bet_count) as bet_count
        from report_member_daily r join downline d on d.id = r.member_id
        where r.brand_id = ${scope.brandId}::uuid and r.day between ${span.from}::date and ${span.to}::date
      ),
      money as (
        select t.kind, sum(e.amount) as net
        from ledger_transactions t
        join ledger_entries e on e.transaction_id = t.id
        join ledger_accounts a on a.id = e.account_id and a.owner_type = 'member'
        where t.brand_id = ${scope.brandId}::uuid and t.member_id in (select id from downline)
          and t.kind in ('deposit', 'withdrawal', 'withdrawal_refund')
          and t.created_at >= ${span.start.toISOString()}::timestamptz
          and t.created_at < ${span.end.toISOString()}::timestamptz
        group by t.kind
      )
      select
        (select count(*) from members_of)::text as team_size,
        (select count(*) from members_of where depth = 1)::text as direct,
        (select count(*) from members_of where created_at >= ${span.start.toISOString()}::timestamptz
          and created_at < ${span.end.toISOString()}::timestamptz)::text as new_members,
        (select coalesce(active, 0) from play)::text as active,
        (select coalesce(bets, 0) from play)::text as bets,
        (select coalesce(wins, 0) from play)::text as wins,
        (select coalesce(bet_count, 0) from play)::text as bet_count,
        (select coalesce(sum(net), 0) from money where kind = 'deposit')::text as deposits,
        (select coalesce(-sum(net), 0) from money where kind <> 'deposit')::text as withdrawals,
        (select min(updated_at) from report_watermarks) as rolled_up_at`),
  );
  return {
    teamSize: Number(row?.team_size ?? 0),
    directDownlines: Number(row?.direct ?? 0),
    newMembers: Number(row?.new_members ?? 0),
    activeMembers: Number(row?.active ?? 0),
    bets: big(row?.bets),
    wins: big(row?.wins),
    betCount: Number(row?.bet_count ?? 0),
    deposits: big(row?.deposits),
    withdrawals: big(row?.withdrawals),
    rolledUpAt: row?.rolled_up_at ? new Date(row.rolled_up_at) : null,
  };
}

/** The agent's income postings in the range, per brand-zone day and ledger kind. */
export async function incomeByDay(
  db: Executor,
  brandId: string,
  agentId: string,
  span: Span,
  timeZone: string,
): Promise<{ day: string; kind: IncomeKind; amount: bigint }[]> {
  const rows = rowsOf<{ day: string; kind: IncomeKind; amount: string }>(
    await db.execute(sql`
      select ((t.created_at at time zone ${timeZone})::date)::text as day, t.kind, sum(e.amount)::text as amount
      from ledger_accounts a
      join ledger_entries e on e.account_id = a.id
      join ledger_transactions t on t.id = e.transaction_id
      where a.brand_id = ${brandId}::uuid and a.member_id = ${agentId}::uuid and a.owner_type = 'member'
        and t.kind in (${incomeKindList})
        and e.created_at >= ${span.start.toISOString()}::timestamptz
        and e.created_at < ${span.end.toISOString()}::timestamptz
      group by 1, 2
      order by 1 desc, 2`),
  );
  return rows.map((row) => ({ day: row.day, kind: row.kind, amount: BigInt(row.amount) }));
}

export interface TreeRow {
  id: string;
  account: string;
  nickname: string | null;
  accountType: number;
  uplineAccount: string | null;
  balance: bigint;
  lastLoginAt: Date | null;
  createdAt: Date;
  childCount: number;
  teamSize: number;
  /** The row's own play plus its whole team's. */
  teamBets: bigint;
  teamWins: bigint;
}

/** Tree rows for the given members: who they are, their balance, and their subtree's size and play. */
export async function treeRows(db: Executor, brandId: string, ids: readonly string[], span: Span) {
  if (ids.length === 0) return new Map<string, TreeRow>();
  const rows = rowsOf<Record<string, string | number | null>>(
    await db.execute(sql`${withSubtrees(brandId, ids)},
      play as (
        select s.root, sum(r.bets) as bets, sum(r.wins) as wins
        from sub s join report_member_daily r on r.member_id = s.id
        where r.brand_id = ${brandId}::uuid and r.day between ${span.from}::date and ${span.to}::date
        group by s.root
      )
      select m.id, m.account, m.nickname, m.account_type, u.account as upline_account,
        (select coalesce(sum(a.balance), 0) from ledger_accounts a
          where a.member_id = m.id and a.owner_type = 'member' and a.kind = 'main')::text as balance,
        m.last_login_at, m.created_at, team.child_count, team.team_size,
        coalesce(play.bets, 0)::text as bets, coalesce(play.wins, 0)::text as wins
      from team join members m on m.id = team.root
      left join members u on u.id = m.upline_id
      left join play on play.root = m.id`),
  );
  return new Map(
    rows.map((row): [string, TreeRow] => [
      String(row.id),
      {
        id: String(row.id),
        account: String(row.account),
        nickname: row.nickname === null ? null : String(row.nickname),
        accountType: Number(row.account_type),
        uplineAccount: row.upline_account === null ? null : String(row.upline_account),
        balance: BigInt(String(row.balance)),
        lastLoginAt: row.last_login_at === null ? null : new Date(String(row.last_login_at)),
        createdAt: new Date(String(row.created_at)),
        childCount: Number(row.child_count),
        teamSize: Number(row.team_size),
        teamBets: BigInt(String(row.bets)),
        teamWins: BigInt(String(row.wins)),
      },
    ]),
  );
}

const page = (size: number, number: number) => sql`limit ${size} offset ${(number - 1) * size}`;

/** One page of a member's direct downlines, oldest first. */
export async function childrenPage(
  db: Executor,
  brandId: string,
  parentId: string,
  paging: { page: number; pageSize: number },
) {
  const rows = rowsOf<{ id: string; total: number }>(
    await db.execute(sql`
      select id, count(*) over ()::int as total from members
      where brand_id = ${brandId}::uuid and upline_id = ${parentId}::uuid
      order by created_at, id ${page(paging.pageSize, paging.page)}`),
  );
  return { ids: rows.map((row) => row.id), total: Number(rows[0]?.total ?? 0) };
}

/** One page of the downline whose account contains `q`, nearest levels first. */
export async function searchPage(
  db: Executor,
  scope: DownlineScope,
  filter: { q: string; agentTypes?: readonly number[]; membersOnly?: boolean },
  paging: { page: number; pageSize: number },
) {
  const kind: SQL = filter.agentTypes
    ? filter.membersOnly
      ? sql`and not (m.account_type = any(${`{${filter.agentTypes.join(",")}}`}::int[]))`
      : sql`and m.account_type = any(${`{${filter.agentTypes.join(",")}}`}::int[])`
    : sql``;
  const rows = rowsOf<{ id: string; depth: number; total: number }>(
    await db.execute(sql`${withDownline(scope)}
      select m.id, d.depth, count(*) over ()::int as total from downline d join members m on m.id = d.id
      where m.account_key like ${containsPattern(filter.q)} ${kind}
      order by d.depth, m.account_key ${page(paging.pageSize, paging.page)}`),
  );
  return {
    hits: rows.map((row) => ({ id: row.id, depth: Number(row.depth) })),
    total: Number(rows[0]?.total ?? 0),
  };
}

export interface PlayRow {
  account: string;
  accountType: number;
  depth: number;
  bets: bigint;
  wins: bigint;
  betCount: number;
}

/** Downline members with play in the range (biggest bets first, paged), per level, and in total. */
export async function profitAndLoss(
  db: Executor,
  scope: DownlineScope,
  span: Span,
  paging: { page: number; pageSize: number },
) {
  const played = sql`${withDownline(scope)},
    played as (
      select r.member_id, d.depth, sum(r.bets) as bets, sum(r.wins) as wins, sum(r.bet_count) as bet_count
      from report_member_daily r join downline d on d.id = r.member_id
      where r.brand_id = ${scope.brandId}::uuid and r.day between ${span.from}::date and ${span.to}::date
      group by r.member_id, d.depth
    )`;
  const [members, levels] = await Promise.all([
    db.execute(sql`${played}
      select m.account, m.account_type, p.depth, p.bets::text as bets, p.wins::text as wins,
        p.bet_count::int as bet_count, count(*) over ()::int as total
      from played p join members m on m.id = p.member_id
      order by p.bets desc, m.account_key ${page(paging.pageSize, paging.page)}`),
    db.execute(sql`${played}
      select depth, count(*)::int as members, sum(bets)::text as bets, sum(wins)::text as wins,
        sum(bet_count)::int as bet_count
      from played group by depth order by depth`),
  ]);
  const memberRows = rowsOf<Record<string, string | number>>(members);
  return {
    rows: memberRows.map(
      (row): PlayRow => ({
        account: String(row.account),
        accountType: Number(row.account_type),
        depth: Number(row.depth),
        bets: BigInt(String(row.bets)),
        wins: BigInt(String(row.wins)),
        betCount: Number(row.bet_count),
      }),
    ),
    total: Number(memberRows[0]?.total ?? 0),
    levels: rowsOf<Record<string, string | number>>(levels).map((row) => ({
      depth: Number(row.depth),
      members: Number(row.members),
      bets: BigInt(String(row.bets)),
      wins: BigInt(String(row.wins)),
      betCount: Number(row.bet_count),
    })),
  };
}

/** The member's invitation code, or null when it has none yet. */
export async function invitationCode(
  db: Executor,
  brandId: string,
  memberId: string,
): Promise<string | null> {
  const [row] = rowsOf<{ code: string | null }>(
    await db.execute(sql`select affiliate_code as code from members
      where brand_id = ${brandId}::uuid and id = ${memberId}::uuid`),
  );
  return row?.code ?? null;
}

/** Gives the member `code` unless it has one already or the code is taken; answers the code it has. */
export async function claimInvitationCode(
  db: Executor,
  brandId: string,
  memberId: string,
  code: string,
): Promise<string | null> {
  const taken = rowsOf<{ id: string }>(
    await db.execute(sql`select id from members where brand_id = ${brandId}::uuid
      and upper(affiliate_code) = ${code.toUpperCase()}`),
  );
  if (taken.length > 0) return invitationCode(db, brandId, memberId).then((own) => own ?? null);
  await db.execute(sql`update members set affiliate_code = ${code}
    where brand_id = ${brandId}::uuid and id = ${memberId}::uuid and affiliate_code is null`);
  return invitationCode(db, brandId, memberId);
}
