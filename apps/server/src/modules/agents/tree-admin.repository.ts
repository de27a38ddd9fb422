import type { Executor } from "@lotus/db";
import { sql } from "drizzle-orm";
import { containsPattern, rowsOf, withSubtrees } from "./downline.repository";

/** The back office's view of the agent tree: nodes, their team counts, and the two writes (type, upline). */

export interface NodeRow {
  id: string;
  account: string;
  nickname: string | null;
  accountType: number;
  status: string;
  uplineId: string | null;
  uplineAccount: string | null;
  createdAt: Date;
  lastLoginAt: Date | null;
  childCount: number;
  teamSize: number;
}

/** The members with their direct downlines and team size, in the order of `ids`. */
export async function nodes(db: Executor, brandId: string, ids: readonly string[]): Promise<NodeRow[]> {
  if (ids.length === 0) return [];
  const rows = rowsOf<Record<string, string | number | null>>(
    await db.execute(sql`${withSubtrees(brandId, ids)}
      select m.id, m.account, m.nickname, m.account_type, m.status, m.upline_id, u.account as upline_account,
        m.created_at, m.last_login_at, team.child_count, team.team_size
      from team join members m on m.id = team.root left join members u on u.id = m.upline_id`),
  );
  const byId = new Map(
    rows.map((row): [string, NodeRow] => [
      String(row.id),
      {
        id: String(row.id),
        account: String(row.account),
        nickname: row.nickname === null ? null : String(row.nickname),
        accountType: Number(row.account_type),
        status: String(row.status),
        uplineId: row.upline_id === null ? null : String(row.upline_id),
        uplineAccount: row.upline_account === null ? null : String(row.upline_account),
        createdAt: new Date(String(row.created_at)),
        lastLoginAt: row.last_login_at === null ? null : new Date(String(row.last_login_at)),
        childCount: Number(row.child_count),
        teamSize: Number(row.team_size),
      },
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One page of the brand's agents whose account contains `q`, by account. */
export async function agentsPage(
  db: Executor,
  brandId: string,
  agentTypes: readonly number[],
  q: string,
  paging: { page: number; pageSize: number },
) {
  const rows = rowsOf<{ id: string; total: number }>(
    await db.execute(sql`
      select id, count(*) over ()::int as total from members
      where brand_id = ${brandId}::uuid and account_type = any(${`{${agentTypes.join(",")}}`}::int[])
        and account_key like ${containsPattern(q)}
      order by account_key limit ${paging.pageSize} offset ${(paging.page - 1) * paging.pageSize}`),
  );
  return { ids: rows.map((row) => row.id), total: Number(rows[0]?.total ?? 0) };
}

/** A member of the brand by login name (case-insensitive). */
export async function memberIdByAccount(db: Executor, brandId: string, account: string) {
  const [row] = rowsOf<{ id: string; account_type: number }>(
    await db.execute(sql`select id, account_type from members
      where brand_id = ${brandId}::uuid and account_key = ${account.trim().toLowerCase()}`),
  );
  return row ? { id: row.id, accountType: Number(row.account_type) } : undefined;
}

/** Serialises changes to a brand's tree, so two moves cannot together close a cycle. */
export async function lockTree(tx: Executor, brandId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`agent-tree:${brandId}`}, 0))`);
}

export async function setAccountType(tx: Executor, brandId: string, id: string, accountType: number) {
  await tx.execute(sql`update members set account_type = ${accountType}
    where brand_id = ${brandId}::uuid and id = ${id}::uuid`);
}

export async function setUpline(tx: Executor, brandId: string, id: string, uplineId: string | null) {
  await tx.execute(sql`update members set upline_id = ${uplineId}::uuid
    where brand_id = ${brandId}::uuid and id = ${id}::uuid`);
}
