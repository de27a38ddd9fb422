import type { Executor } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { and, count, desc, eq, ilike, inArray, isNull, lte, type SQL, sql } from "drizzle-orm";

/** Contracts, their append-only versions, and the brand's contract policies. */

const t = {
  contracts: schema.contracts,
  versions: schema.contractVersions,
  policies: schema.contractPolicies,
  members: schema.members,
};

export type ContractRow = typeof t.contracts.$inferSelect;
export type VersionRow = typeof t.versions.$inferSelect;
export type PolicyRow = typeof t.policies.$inferSelect;
export type StoredRow = schema.StoredContractRow;
export interface AgentRow {
  id: string;
  account: string;
  accountType: number;
  uplineId: string | null;
}

export async function findAgent(
  db: Executor,
  brandId: string,
  memberId: string,
): Promise<AgentRow | undefined> {
  const [row] = await db
    .select({
      id: t.members.id,
      account: t.members.account,
      accountType: t.members.accountType,
      uplineId: t.members.uplineId,
    })
    .from(t.members)
    .where(and(eq(t.members.brandId, brandId), eq(t.members.id, memberId)));
  return row;
}

export async function accountsOf(db: Executor, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: t.members.id, account: t.members.account })
    .from(t.members)
    .where(inArray(t.members.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.account]));
}

export async function policiesOf(db: Executor, brandId: string): Promise<PolicyRow[]> {
  return db.select().from(t.policies).where(eq(t.policies.brandId, brandId));
}

export async function upsertPolicy(db: Executor, row: PolicyRow): Promise<PolicyRow> {
  const { brandId: _brand, type: _type, ...patch } = row;
  const [saved] = await db
    .insert(t.policies)
    .values(row)
    .onConflictDoUpdate({ target: [t.policies.brandId, t.policies.type], set: patch })
    .returning();
  if (!saved) throw new Error("policy upsert returned nothing");
  return saved;
}

export async function insertContract(
  db: Executor,
  contract: typeof t.contracts.$inferInsert,
  version: Omit<typeof t.versions.$inferInsert, "contractId" | "version">,
): Promise<ContractRow> {
  const [row] = await db.insert(t.contracts).values(contract).returning();
  if (!row) throw new Error("contract insert returned nothing");
  await db.insert(t.versions).values({ ...version, contractId: row.id, version: 1 });
  return row;
}

/** Appends a version (versions are never changed) and makes it the contract's current one. */
export async function appendVersion(
  db: Executor,
  contract: ContractRow,
  version: Omit<typeof t.versions.$inferInsert, "contractId" | "version">,
): Promise<number> {
  const next = contract.currentVersion + 1;
  await db.insert(t.versions).values({ ...version, contractId: contract.id, version: next });
  await db.update(t.contracts).set({ currentVersion: next }).where(eq(t.contracts.id, contract.id));
  return next;
}

/** A contract of the brand; `lock` holds it for the rest of the transaction. */
export async function findContract(
  db: Executor,
  brandId: string,
  id: string,
  lock = false,
): Promise<ContractRow | undefined> {
  const query = db
    .select()
    .from(t.contracts)
    .where(and(eq(t.contracts.brandId, brandId), eq(t.contracts.id, id)));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

/** The version a contract names as current. */
export async function currentVersionOf(db: Executor, contract: ContractRow): Promise<VersionRow | undefined> {
  const [row] = await db
    .select()
    .from(t.versions)
    .where(and(eq(t.versions.contractId, contract.id), eq(t.versions.version, contract.currentVersion)));
  return row;
}

export async function updateContract(
  db: Executor,
  id: string,
  patch: Partial<typeof t.contracts.$inferInsert>,
): Promise<ContractRow> {
  const [row] = await db.update(t.contracts).set(patch).where(eq(t.contracts.id, id)).returning();
  if (!row) throw new Error(`contract ${id} vanished`);
  return row;
}

/** An agent's contracts of a type (all statuses), newest first. */
export async function contractsOfAgent(
  db: Executor,
  brandId: string,
  agentId: string,
  type?: string,
): Promise<ContractRow[]> {
  return db
    .select()
    .from(t.contracts)
    .where(
      and(
        eq(t.contracts.brandId, brandId),
        eq(t.contracts.agentId, agentId),
        type ? eq(t.contracts.type, type) : undefined,
      ),
    )
    .orderBy(desc(t.contracts.createdAt));
}

/** Contracts in force or ending (active, terminating) of a type held by the agents given. */
export async function liveContracts(
  db: Executor,
  brandId: string,
  type: string,
  agentIds?: readonly string[],
): Promise<ContractRow[]> {
  if (agentIds && agentIds.length === 0) return [];
  return db
    .select()
    .from(t.contracts)
    .where(
      and(
        eq(t.contracts.brandId, brandId),
        eq(t.contracts.type, type),
        inArray(t.contracts.status, ["active", "terminating"]),
        agentIds ? inArray(t.contracts.agentId, [...agentIds]) : undefined,
      ),
    );
}

export async function versionsOf(db: Executor, contractIds: readonly string[]): Promise<VersionRow[]> {
  if (contractIds.length === 0) return [];
  return db
    .select()
    .from(t.versions)
    .where(inArray(t.versions.contractId, [...contractIds]))
    .orderBy(desc(t.versions.version));
}

export interface ContractFilter {
  brandId: string;
  type?: string;
  status?: string;
  agentId?: string;
  uplineId?: string;
  /** Part of the agent's account (back office). */
  agentAccount?: string;
  /** Contracts whose upline is the platform. */
  topOnly?: boolean;
}

export async function listContracts(
  db: Executor,
  filter: ContractFilter,
  page: { page: number; pageSize: number },
): Promise<{ rows: ContractRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [
    eq(t.contracts.brandId, filter.brandId),
    filter.type ? eq(t.contracts.type, filter.type) : undefined,
    filter.status ? eq(t.contracts.status, filter.status) : undefined,
    filter.agentId ? eq(t.contracts.agentId, filter.agentId) : undefined,
    filter.uplineId ? eq(t.contracts.uplineId, filter.uplineId) : undefined,
    filter.topOnly ? isNull(t.contracts.uplineId) : undefined,
  ];
  if (filter.agentAccount) {
    const like = `%${filter.agentAccount.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      inArray(
        t.contracts.agentId,
        db
          .select({ id: t.members.id })
          .from(t.members)
          .where(and(eq(t.members.brandId, filter.brandId), ilike(t.members.account, like))),
      ),
    );
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(t.contracts)
      .where(where)
      .orderBy(desc(t.contracts.createdAt), desc(t.contracts.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ n: count() }).from(t.contracts).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Per type, whether the agent has an offer waiting and a contract to show. */
export async function contractStatusesOf(
  db: Executor,
  brandId: string,
  agentId: string,
): Promise<{ type: string; status: string }[]> {
  return db
    .selectDistinct({ type: t.contracts.type, status: t.contracts.status })
    .from(t.contracts)
    .where(and(eq(t.contracts.brandId, brandId), eq(t.contracts.agentId, agentId)));
}

/** Direct downline agents' live contracts of a type under an upline (for caps). */
export async function childContracts(
  db: Executor,
  brandId: string,
  uplineId: string,
  type: string,
): Promise<ContractRow[]> {
  return db
    .select()
    .from(t.contracts)
    .where(
      and(
        eq(t.contracts.brandId, brandId),
        eq(t.contracts.uplineId, uplineId),
        eq(t.contracts.type, type),
        inArray(t.contracts.status, ["active", "terminating", "pending"]),
      ),
    );
}

/** Terminating contracts whose end has come become terminated. */
export async function finishTerminations(db: Executor, brandId: string, now: Date): Promise<void> {
  await db
    .update(t.contracts)
    .set({ status: "terminated" })
    .where(
      and(
        eq(t.contracts.brandId, brandId),
        eq(t.contracts.status, "terminating"),
        lte(t.contracts.endsAt, now),
      ),
    );
}

/** A contract's terms that count for a period (see `contractsInForce`). */
export interface TermsInForce {
  contractId: string;
  agentId: string;
  uplineId: string | null;
  version: number;
  rows: StoredRow[];
  period: string;
  carryNegative: boolean;
}

/**
 * The contracts of a type that count for the period [start, end) (docs/adr/0010), each with the
 * version in force at the period start (before any version starts: its first). A contract counts
 * when it was signed before the period end, has not ended by its start, and either was signed
 * before the start with its version already effective (a replacement starts at its version's
 * effective_from, the next period start) or is the agent's first of the type: no other contract of
 * the type was in force in the period before it was signed, so it counts for the whole period.
 */
export async function contractsInForce(
  db: Executor,
  brandId: string,
  type: string,
  period: { start: Date; end: Date },
): Promise<TermsInForce[]> {
  const start = period.start.toISOString();
  const end = period.end.toISOString();
  const result =
    await db.execute(sql`select c.id, c.agent_id, c.upline_id, v.version, v.rows, v.period, v.carry_negative
    from contracts c
    join lateral (select version, rows, period, carry_negative, effective_from from contract_versions v
      where v.contract_id = c.id
      order by case when v.effective_from <= ${start}::timestamptz then v.version else -v.version end desc
      limit 1) v on true
    where c.brand_id = ${brandId} and c.type = ${type} and c.signed_at < ${end}::timestamptz
      and c.status in ('active', 'terminating', 'terminated')
      and (c.ends_at is null or c.ends_at > ${start}::timestamptz)
      and ((c.signed_at < ${start}::timestamptz and v.effective_from <= ${start}::timestamptz)
        or not exists (select 1 from contracts o
          where o.brand_id = c.brand_id and o.agent_id = c.agent_id and o.type = c.type and o.id <> c.id
            and o.signed_at <= c.signed_at and (o.ends_at is null or o.ends_at > ${start}::timestamptz)))`);
  const rows = ((result as { rows?: unknown[] }).rows ?? []) as {
    id: string;
    agent_id: string;
    upline_id: string | null;
    version: number;
    rows: StoredRow[] | string;
    period: string;
    carry_negative: boolean;
  }[];
  return rows.map((row) => ({
    contractId: row.id,
    agentId: row.agent_id,
    uplineId: row.upline_id,
    version: Number(row.version),
    rows: typeof row.rows === "string" ? (JSON.parse(row.rows) as StoredRow[]) : row.rows,
    period: row.period,
    carryNegative: row.carry_negative,
  }));
}

/** The first instant any signed contract of the type counts from (where settlement catching up starts). */
export async function firstEffective(db: Executor, brandId: string, type: string): Promise<Date | undefined> {
  // A first contract counts from the period it was signed in, which may start before its version's effective_from.
  const result = await db.execute(sql`select min(least(v.effective_from, c.signed_at))::text as at
    from contract_versions v join contracts c on c.id = v.contract_id
    where c.brand_id = ${brandId} and c.type = ${type} and c.signed_at is not null`);
  const [row] = ((result as { rows?: unknown[] }).rows ?? []) as { at: string | null }[];
  return row?.at ? new Date(row.at) : undefined;
}

/** The period codes signed contracts of a type have used (dividend: D, W, H, M). */
export async function periodsInUse(db: Executor, brandId: string, type: string): Promise<string[]> {
  const result = await db.execute(sql`select distinct v.period from contract_versions v
    join contracts c on c.id = v.contract_id
    where c.brand_id = ${brandId} and c.type = ${type} and c.signed_at is not null`);
  return (((result as { rows?: unknown[] }).rows ?? []) as { period: string }[]).map((row) => row.period);
}
