import type { Executor } from "@lotus/db";
import { type SQL, sql } from "drizzle-orm";

/**
 * The agent tree (`members.upline_id`, any depth): the one place that answers "is X in A's downline"
 * and "the set of A's downline". Walks stop at MAX_DEPTH so a corrupt cycle cannot loop; moves refuse
 * cycles before they are written.
 */

export const MAX_DEPTH = 64;

export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** A uuid[] literal bound as one parameter (a large downline would pass the bind-parameter limit). */
export const uuidList = (ids: readonly string[]) => sql`${`{${ids.join(",")}}`}::uuid[]`;

/** Who a query covers: an agent's whole downline, or one member of it at its depth. */
export type DownlineScope = { brandId: string; agentId: string; only?: { id: string; depth: number } };

/**
 * `with recursive downline(id, depth)`: the members below the agent (depth 1 = direct), or the one
 * member the scope names. Queries put their own select after it.
 */
export function withDownline(scope: DownlineScope): SQL {
  if (scope.only)
    return sql`with recursive downline(id, depth) as (
      select ${scope.only.id}::uuid, ${scope.only.depth}::int)`;
  return sql`with recursive downline(id, depth) as (
    select id, 1 from members where brand_id = ${scope.brandId}::uuid and upline_id = ${scope.agentId}::uuid
    union all
    select m.id, d.depth + 1 from members m join downline d on m.upline_id = d.id
      where m.brand_id = ${scope.brandId}::uuid and d.depth < ${MAX_DEPTH})`;
}

/** `with recursive chain(id, upline_id, depth)`: the member (depth 0) and its uplines up to the top. */
function withChain(brandId: string, memberId: string): SQL {
  return sql`with recursive chain(id, upline_id, depth) as (
    select id, upline_id, 0 from members where id = ${memberId}::uuid and brand_id = ${brandId}::uuid
    union all
    select m.id, m.upline_id, chain.depth + 1 from members m
      join chain on m.id = chain.upline_id
      where m.brand_id = ${brandId}::uuid and chain.depth < ${MAX_DEPTH})`;
}

/**
 * `with recursive sub(root, id, depth), team(root, team_size, child_count)`: each given member's
 * subtree (the root itself at depth 0) and its size. Queries put their own select after it.
 */
export function withSubtrees(brandId: string, ids: readonly string[]): SQL {
  return sql`with recursive sub(root, id, depth) as (
      select id, id, 0 from members where brand_id = ${brandId}::uuid and id = any(${uuidList(ids)})
      union all
      select s.root, m.id, s.depth + 1 from members m join sub s on m.upline_id = s.id
        where m.brand_id = ${brandId}::uuid and s.depth < ${MAX_DEPTH}
    ),
    team as (
      select root, (count(*) - 1)::int as team_size, (count(*) filter (where depth = 1))::int as child_count
      from sub group by root
    )`;
}

/** A LIKE pattern for "contains", case-insensitive on account keys, with the wildcards escaped. */
export const containsPattern = (text: string) =>
  `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** How many levels `memberId` is below `agentId` (1 = direct downline), or null when it is not below. */
export async function downlineDepth(
  db: Executor,
  brandId: string,
  agentId: string,
  memberId: string,
): Promise<number | null> {
  const [row] = rowsOf<{ depth: number }>(
    await db.execute(sql`${withChain(brandId, memberId)}
      select depth + 1 as depth from chain where upline_id = ${agentId}::uuid order by depth limit 1`),
  );
  return row ? Number(row.depth) : null;
}

/** Whether `memberId` is anywhere below `agentId` in the tree. */
export async function isInDownline(
  db: Executor,
  brandId: string,
  agentId: string,
  memberId: string,
): Promise<boolean> {
  return (await downlineDepth(db, brandId, agentId, memberId)) !== null;
}

export interface DownlineMember {
  id: string;
  account: string;
  depth: number;
}

/** Every member of the scope with its depth (nearest levels first). */
export async function downlineMembers(db: Executor, scope: DownlineScope): Promise<DownlineMember[]> {
  const rows = rowsOf<{ id: string; account: string; depth: number }>(
    await db.execute(sql`${withDownline(scope)}
      select m.id, m.account, d.depth from downline d join members m on m.id = d.id
      order by d.depth, m.account_key`),
  );
  return rows.map((row) => ({ id: row.id, account: row.account, depth: Number(row.depth) }));
}

/** The upline chain of a member from the top of the tree down to its direct upline. */
export async function uplineChain(db: Executor, brandId: string, memberId: string): Promise<string[]> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`${withChain(brandId, memberId)}
      select id from chain where depth > 0 order by depth desc`),
  );
  return rows.map((row) => row.id);
}
