import type { Executor } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { and, count, desc, eq, gte, lte, sql } from "drizzle-orm";

/** Settlement runs: one per (brand, type, period code, period start, attempt), and their totals. */

const t = { runs: schema.contractSettlementRuns };

export type RunRow = typeof t.runs.$inferSelect;

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

export async function insertRun(db: Executor, run: typeof t.runs.$inferInsert): Promise<RunRow | undefined> {
  const [row] = await db.insert(t.runs).values(run).onConflictDoNothing().returning();
  return row;
}

export async function findRun(
  db: Executor,
  brandId: string,
  type: string,
  period: string,
  periodStart: Date,
  attempt = 1,
): Promise<RunRow | undefined> {
  const [row] = await db
    .select()
    .from(t.runs)
    .where(
      and(
        eq(t.runs.brandId, brandId),
        eq(t.runs.type, type),
        eq(t.runs.period, period),
        eq(t.runs.periodStart, periodStart),
        eq(t.runs.attempt, attempt),
      ),
    );
  return row;
}

/** The latest attempt of a period (1 = the first run). */
export async function latestAttempt(
  db: Executor,
  brandId: string,
  type: string,
  period: string,
  periodStart: Date,
): Promise<number> {
  const [row] = await db
    .select({ attempt: sql<number>`coalesce(max(${t.runs.attempt}), 0)::int` })
    .from(t.runs)
    .where(
      and(
        eq(t.runs.brandId, brandId),
        eq(t.runs.type, type),
        eq(t.runs.period, period),
        eq(t.runs.periodStart, periodStart),
      ),
    );
  return row?.attempt ?? 0;
}

/** The end of the latest finished first run of a type and period code, where catching up resumes. */
export async function lastSettledEnd(
  db: Executor,
  brandId: string,
  type: string,
  period: string,
): Promise<Date | undefined> {
  const [row] = await db
    .select({ end: t.runs.periodEnd })
    .from(t.runs)
    .where(
      and(
        eq(t.runs.brandId, brandId),
        eq(t.runs.type, type),
        eq(t.runs.period, period),
        eq(t.runs.status, "done"),
      ),
    )
    .orderBy(desc(t.runs.periodEnd))
    .limit(1);
  return row?.end;
}

export async function finishRun(db: Executor, id: string, now: Date): Promise<void> {
  await db.update(t.runs).set({ status: "done", finishedAt: now }).where(eq(t.runs.id, id));
}

/** Inserts settlements; one already there for its key (another worker, an earlier crash) is kept. */

export interface RunTotals {
  settlements: number;
  teamTurnover: bigint;
  teamNetLoss: bigint;
  totalAmount: bigint;
  paidAmount: bigint;
  pendingApprovalAmount: bigint;
  corrections: number;
  correctionAmount: bigint;
}

const NO_TOTALS: RunTotals = {
  settlements: 0,
  teamTurnover: 0n,
  teamNetLoss: 0n,
  totalAmount: 0n,
  paidAmount: 0n,
  pendingApprovalAmount: 0n,
  corrections: 0,
  correctionAmount: 0n,
};

export async function listRuns(
  db: Executor,
  filter: { brandId: string; type?: string; from?: Date; to?: Date },
  page: { page: number; pageSize: number },
): Promise<{ rows: (RunRow & RunTotals)[]; total: number }> {
  const where = and(
    eq(t.runs.brandId, filter.brandId),
    filter.type ? eq(t.runs.type, filter.type) : undefined,
    filter.from ? gte(t.runs.periodStart, filter.from) : undefined,
    filter.to ? lte(t.runs.periodStart, filter.to) : undefined,
  );
  const [runs, [total]] = await Promise.all([
    db
      .select()
      .from(t.runs)
      .where(where)
      .orderBy(desc(t.runs.periodStart), desc(t.runs.attempt))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ n: count() }).from(t.runs).where(where),
  ]);
  const totals = await runTotals(
    db,
    runs.map((run) => run.id),
  );
  return {
    rows: runs.map((run) => ({ ...run, ...(totals.get(run.id) ?? NO_TOTALS) })),
    total: total?.n ?? 0,
  };
}

async function runTotals(db: Executor, runIds: readonly string[]): Promise<Map<string, RunTotals>> {
  if (runIds.length === 0) return new Map();
  const rows = rowsOf<Record<string, string>>(
    await db.execute(sql`select run_id,
        count(*) filter (where kind = 'settlement')::text as settlements,
        coalesce(sum(team_turnover) filter (where kind = 'settlement' and s.top), 0)::text as turnover,
        coalesce(sum(team_net_loss) filter (where kind = 'settlement' and s.top), 0)::text as net_loss,
        coalesce(sum(amount), 0)::text as total,
        coalesce(sum(amount) filter (where status = 'paid'), 0)::text as paid,
        coalesce(sum(amount) filter (where status = 'pending_approval'), 0)::text as waiting,
        count(*) filter (where kind = 'correction')::text as corrections,
        coalesce(sum(amount) filter (where kind = 'correction'), 0)::text as correction_amount
      from (select cs.*, c.upline_id is null as top from contract_settlements cs
        join contracts c on c.id = cs.contract_id
        where cs.run_id = any(${`{${runIds.join(",")}}`}::uuid[])) s
      group by run_id`),
  );
  return new Map(
    rows.map((row) => [
      row.run_id ?? "",
      {
        settlements: Number(row.settlements),
        teamTurnover: BigInt(row.turnover ?? "0"),
        teamNetLoss: BigInt(row.net_loss ?? "0"),
        totalAmount: BigInt(row.total ?? "0"),
        paidAmount: BigInt(row.paid ?? "0"),
        pendingApprovalAmount: BigInt(row.waiting ?? "0"),
        corrections: Number(row.corrections),
        correctionAmount: BigInt(row.correction_amount ?? "0"),
      },
    ]),
  );
}

export async function findRunById(
  db: Executor,
  brandId: string,
  id: string,
): Promise<(RunRow & RunTotals) | undefined> {
  const [run] = await db
    .select()
    .from(t.runs)
    .where(and(eq(t.runs.brandId, brandId), eq(t.runs.id, id)));
  if (!run) return undefined;
  const totals = (await runTotals(db, [run.id])).get(run.id);
  return { ...run, ...(totals ?? NO_TOTALS) };
}
