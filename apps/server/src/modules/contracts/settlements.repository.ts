import type { Executor } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { and, count, desc, eq, gte, ilike, inArray, lt, type SQL, sql, sum } from "drizzle-orm";
import type { MemberFigures } from "./settlement";

/**
 * Settlements, and the inputs a run reads: the brand's upline map, the members'
 * daily figures the reports roll-up keeps, and settled losing stakes straight from game rounds.
 */

const t = {
  settlements: schema.contractSettlements,
  members: schema.members,
  memberDaily: schema.reportMemberDaily,
  rounds: schema.gameRounds,
};

export type SettlementRow = typeof t.settlements.$inferSelect;
export type NewSettlement = typeof t.settlements.$inferInsert;

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** Every member of the brand with its upline: the tree the figures roll up. */
export async function uplineMap(db: Executor, brandId: string): Promise<Map<string, string | null>> {
  const rows = rowsOf<{ id: string; upline_id: string | null }>(
    await db.execute(sql`select id, upline_id from members where brand_id = ${brandId}`),
  );
  return new Map(rows.map((row) => [row.id, row.upline_id]));
}

/** Members' stakes and payouts over brand days [fromDay, toDay), from report_member_daily. */
export async function dailyFigures(
  db: Executor,
  brandId: string,
  fromDay: string,
  toDay: string,
): Promise<MemberFigures[]> {
  const rows = await db
    .select({
      memberId: t.memberDaily.memberId,
      bets: sum(t.memberDaily.bets),
      wins: sum(t.memberDaily.wins),
    })
    .from(t.memberDaily)
    .where(
      and(eq(t.memberDaily.brandId, brandId), gte(t.memberDaily.day, fromDay), lt(t.memberDaily.day, toDay)),
    )
    .groupBy(t.memberDaily.memberId);
  return rows.map((row) => ({
    memberId: row.memberId,
    bets: BigInt(row.bets ?? "0"),
    wins: BigInt(row.wins ?? "0"),
    losingStakes: 0n,
  }));
}

/**
 * Settled losing stakes per member and window in [from, to): the stake (less refunds) of each round
 * settled in the window that paid back less than it took. Rounds settle soon after they open, so the
 * opened_at bound (a day earlier) lets the brand index narrow the scan.
 */
export async function losingStakes(
  db: Executor,
  brandId: string,
  from: Date,
  to: Date,
  windowMs: number,
): Promise<{ memberId: string; windowStart: number; stakes: bigint }[]> {
  const rows = rowsOf<{ member_id: string; bucket: string; stakes: string }>(
    await db.execute(sql`select member_id,
        (floor(extract(epoch from settled_at) * 1000 / ${windowMs}) * ${windowMs})::bigint::text as bucket,
        sum(bet_minor - refund_minor)::text as stakes
      from game_rounds
      where brand_id = ${brandId} and status = 'settled'
        and opened_at >= ${new Date(from.getTime() - 86_400_000).toISOString()}::timestamptz
        and settled_at >= ${from.toISOString()}::timestamptz and settled_at < ${to.toISOString()}::timestamptz
        and win_minor < bet_minor - refund_minor
      group by 1, 2`),
  );
  return rows.map((row) => ({
    memberId: row.member_id,
    windowStart: Number(row.bucket),
    stakes: BigInt(row.stakes),
  }));
}

/** A Postgres array literal of the values (null as NULL), for one `unnest` parameter. */
type Cell = string | number | bigint | Date | null | undefined;

function arrayLiteral(values: readonly Cell[]): string {
  const items = values.map((value) => {
    if (value === null || value === undefined) return "NULL";
    const text = value instanceof Date ? value.toISOString() : String(value);
    return `"${text.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
  });
  return `{${items.join(",")}}`;
}

/** Columns a new settlement row is written with, each with its array type for `unnest`. */
const NEW_COLUMNS: readonly [column: string, type: string, value: (row: NewSettlement) => Cell][] = [
  ["brand_id", "uuid", (row) => row.brandId],
  ["contract_id", "uuid", (row) => row.contractId],
  ["agent_id", "uuid", (row) => row.agentId],
  ["type", "text", (row) => row.type],
  ["kind", "text", (row) => row.kind],
  ["attempt", "integer", (row) => row.attempt ?? 0],
  ["run_id", "uuid", (row) => row.runId],
  ["period_start", "timestamptz", (row) => row.periodStart],
  ["period_end", "timestamptz", (row) => row.periodEnd],
  ["version", "integer", (row) => row.version],
  ["team_turnover", "bigint", (row) => row.teamTurnover],
  ["team_wins", "bigint", (row) => row.teamWins],
  ["team_net_loss", "bigint", (row) => row.teamNetLoss],
  ["active_members", "integer", (row) => row.activeMembers],
  ["base", "bigint", (row) => row.base],
  ["carry_in", "bigint", (row) => row.carryIn],
  ["carry_out", "bigint", (row) => row.carryOut],
  ["rate_bp", "integer", (row) => row.rateBp],
  ["gross", "bigint", (row) => row.gross],
  ["children_gross", "bigint", (row) => row.childrenGross],
  ["amount", "bigint", (row) => row.amount],
  ["status", "text", (row) => row.status],
  ["created_at", "timestamptz", (row) => row.createdAt],
];

/**
 * Writes a run's settlement rows, skipping any already there (the unique keys): one `unnest`
 * statement per 5,000 rows, as a period of every agent of a brand is tens of thousands of rows.
 */
export async function insertSettlements(db: Executor, rows: readonly NewSettlement[]): Promise<number> {
  let inserted = 0;
  const columns = sql.raw(NEW_COLUMNS.map(([column]) => column).join(", "));
  for (let i = 0; i < rows.length; i += 5_000) {
    const batch = rows.slice(i, i + 5_000);
    const arrays = sql.join(
      NEW_COLUMNS.map(([, type, value]) => sql`${arrayLiteral(batch.map(value))}::${sql.raw(type)}[]`),
      sql`, `,
    );
    const [row] = rowsOf<{ n: number }>(
      await db.execute(sql`with written as (
          insert into contract_settlements (${columns}) select * from unnest(${arrays})
          on conflict do nothing returning 1)
        select count(*)::int as n from written`),
    );
    inserted += row?.n ?? 0;
  }
  return inserted;
}

/** Settlements computed but not paid yet (status pending), oldest first. */
export async function unpaidSettlements(
  db: Executor,
  brandId: string,
  limit: number,
): Promise<SettlementRow[]> {
  return db
    .select()
    .from(t.settlements)
    .where(and(eq(t.settlements.brandId, brandId), eq(t.settlements.status, "pending")))
    .orderBy(t.settlements.createdAt, t.settlements.id)
    .limit(limit);
}

/** The agents that unpaid settlements of the brand pay. */
export async function unpaidAgents(db: Executor, brandId: string): Promise<string[]> {
  const rows = rowsOf<{ agent_id: string }>(
    await db.execute(sql`select distinct agent_id from contract_settlements
      where brand_id = ${brandId} and status = 'pending'`),
  );
  return rows.map((row) => row.agent_id);
}

/** Marks settlements paid with their postings if still unpaid (a second payer finds them done), in one statement. */
export async function markPaid(
  db: Executor,
  paid: readonly { id: string; transactionId: bigint }[],
  now: Date,
): Promise<void> {
  if (paid.length === 0) return;
  await db.execute(sql`update contract_settlements s
    set status = 'paid', ledger_transaction_id = v.tx, paid_at = ${now.toISOString()}::timestamptz
    from (select unnest(${`{${paid.map((row) => row.id).join(",")}}`}::uuid[]) as id,
      unnest(${`{${paid.map((row) => row.transactionId.toString()).join(",")}}`}::bigint[]) as tx) v
    where s.id = v.id and s.status = 'pending'`);
}

export async function moveSettlement(
  db: Executor,
  id: string,
  from: string,
  patch: Partial<NewSettlement>,
): Promise<SettlementRow | undefined> {
  const [row] = await db
    .update(t.settlements)
    .set(patch)
    .where(and(eq(t.settlements.id, id), eq(t.settlements.status, from)))
    .returning();
  return row;
}

export async function findSettlement(
  db: Executor,
  brandId: string,
  id: string,
): Promise<SettlementRow | undefined> {
  const [row] = await db
    .select()
    .from(t.settlements)
    .where(and(eq(t.settlements.brandId, brandId), eq(t.settlements.id, id)));
  return row;
}

/** Each contract's negative result still owed before a period (the latest settlement's carry-out). */
export async function carriesBefore(
  db: Executor,
  contractIds: readonly string[],
  periodStart: Date,
): Promise<Map<string, bigint>> {
  if (contractIds.length === 0) return new Map();
  const rows = rowsOf<{ contract_id: string; carry_out: string }>(
    await db.execute(sql`select distinct on (contract_id) contract_id, carry_out::text
      from contract_settlements
      where contract_id = any(${`{${contractIds.join(",")}}`}::uuid[]) and kind = 'settlement'
        and period_start < ${periodStart.toISOString()}::timestamptz
      order by contract_id, period_start desc`),
  );
  return new Map(rows.map((row) => [row.contract_id, BigInt(row.carry_out)]));
}

/** What was paid or is being paid per contract for periods starting in [from, to) (settlements and corrections). */
export async function settledSums(
  db: Executor,
  brandId: string,
  type: string,
  from: Date,
  to: Date,
): Promise<Map<string, { amount: bigint; unpaidOriginal: boolean }>> {
  const rows = rowsOf<{ contract_id: string; amount: string; blocked: boolean }>(
    await db.execute(sql`select contract_id,
        coalesce(sum(amount) filter (where status in ('paid', 'pending')), 0)::text as amount,
        bool_or(status in ('pending_approval', 'rejected')) as blocked
      from contract_settlements
      where brand_id = ${brandId} and type = ${type}
        and period_start >= ${from.toISOString()}::timestamptz and period_start < ${to.toISOString()}::timestamptz
      group by contract_id`),
  );
  return new Map(
    rows.map((row) => [row.contract_id, { amount: BigInt(row.amount), unpaidOriginal: row.blocked }]),
  );
}

export interface SettlementFilter {
  brandId: string;
  type?: string;
  status?: string;
  agentId?: string;
  agentAccount?: string;
  runId?: string;
  from?: Date;
  to?: Date;
}

function settlementWhere(db: Executor, filter: SettlementFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    eq(t.settlements.brandId, filter.brandId),
    filter.type ? eq(t.settlements.type, filter.type) : undefined,
    filter.status ? eq(t.settlements.status, filter.status) : undefined,
    filter.agentId ? eq(t.settlements.agentId, filter.agentId) : undefined,
    filter.runId ? eq(t.settlements.runId, filter.runId) : undefined,
    filter.from ? gte(t.settlements.periodStart, filter.from) : undefined,
    filter.to ? lt(t.settlements.periodStart, filter.to) : undefined,
  ];
  if (filter.agentAccount) {
    const like = `%${filter.agentAccount.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      inArray(
        t.settlements.agentId,
        db
          .select({ id: t.members.id })
          .from(t.members)
          .where(and(eq(t.members.brandId, filter.brandId), ilike(t.members.account, like))),
      ),
    );
  }
  return and(...conditions);
}

export async function listSettlements(
  db: Executor,
  filter: SettlementFilter,
  page: { page: number; pageSize: number },
): Promise<{ rows: SettlementRow[]; total: number; totalAmount: bigint }> {
  const where = settlementWhere(db, filter);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(t.settlements)
      .where(where)
      .orderBy(desc(t.settlements.periodStart), desc(t.settlements.createdAt), desc(t.settlements.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db
      .select({ n: count(), amount: sum(t.settlements.amount) })
      .from(t.settlements)
      .where(where),
  ]);
  return { rows, total: totals?.n ?? 0, totalAmount: BigInt(totals?.amount ?? "0") };
}
