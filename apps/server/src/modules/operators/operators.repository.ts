import type { Executor } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";

export type OperatorRow = typeof schema.operators.$inferSelect;

export async function countOperators(db: Executor): Promise<number> {
  const [row] = await db.select({ value: sql<number>`count(*)::int` }).from(schema.operators);
  return row?.value ?? 0;
}

export async function findOperatorByUsername(
  db: Executor,
  username: string,
): Promise<OperatorRow | undefined> {
  const [row] = await db
    .select()
    .from(schema.operators)
    .where(eq(schema.operators.username, username.toLowerCase()));
  return row;
}

export async function findOperator(db: Executor, id: string): Promise<OperatorRow | undefined> {
  const [row] = await db.select().from(schema.operators).where(eq(schema.operators.id, id));
  return row;
}

export async function listOperators(db: Executor): Promise<OperatorRow[]> {
  return db.select().from(schema.operators).orderBy(schema.operators.createdAt);
}

export async function brandIdsOf(db: Executor, operatorId: string): Promise<string[]> {
  const rows = await db
    .select({ brandId: schema.operatorBrands.brandId })
    .from(schema.operatorBrands)
    .where(eq(schema.operatorBrands.operatorId, operatorId));
  return rows.map((row) => row.brandId);
}

export async function brandIdsByOperator(db: Executor): Promise<Map<string, string[]>> {
  const rows = await db.select().from(schema.operatorBrands);
  const map = new Map<string, string[]>();
  for (const row of rows) map.set(row.operatorId, [...(map.get(row.operatorId) ?? []), row.brandId]);
  return map;
}

export async function insertOperator(
  db: Executor,
  values: typeof schema.operators.$inferInsert,
): Promise<OperatorRow> {
  const [row] = await db.insert(schema.operators).values(values).returning();
  if (!row) throw new Error("operator not inserted");
  return row;
}

/**
 * Records an authenticator time-step as used; false when it (or a later one) already was, so one
 * code logs in once even when two requests race.
 */
export async function claimTotpStep(db: Executor, id: string, step: number): Promise<boolean> {
  const claimed = await db
    .update(schema.operators)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(schema.operators.id, id),
        sql`(${schema.operators.totpLastStep} is null or ${schema.operators.totpLastStep} < ${step})`,
      ),
    )
    .returning({ id: schema.operators.id });
  return claimed.length > 0;
}

export async function updateOperator(
  db: Executor,
  id: string,
  values: Partial<typeof schema.operators.$inferInsert>,
): Promise<OperatorRow> {
  const [row] = await db.update(schema.operators).set(values).where(eq(schema.operators.id, id)).returning();
  if (!row) throw new Error("operator not updated");
  return row;
}

export async function replaceBrandGrants(
  db: Executor,
  operatorId: string,
  brandIds: readonly string[],
): Promise<void> {
  await db.delete(schema.operatorBrands).where(eq(schema.operatorBrands.operatorId, operatorId));
  if (brandIds.length)
    await db.insert(schema.operatorBrands).values(brandIds.map((brandId) => ({ operatorId, brandId })));
}

export async function insertOperatorSession(
  db: Executor,
  values: typeof schema.operatorSessions.$inferInsert,
): Promise<void> {
  await db.insert(schema.operatorSessions).values(values);
}

export async function findLiveOperatorSession(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(schema.operatorSessions)
    .where(
      and(
        eq(schema.operatorSessions.tokenHash, tokenHash),
        isNull(schema.operatorSessions.revokedAt),
        gt(schema.operatorSessions.expiresAt, now),
      ),
    );
  return row;
}

export async function touchOperatorSession(db: Executor, id: string, now: Date): Promise<void> {
  await db.update(schema.operatorSessions).set({ lastSeenAt: now }).where(eq(schema.operatorSessions.id, id));
}

export async function revokeOperatorSessions(
  db: Executor,
  operatorId: string,
  now: Date,
  exceptId?: string,
): Promise<void> {
  await db
    .update(schema.operatorSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(schema.operatorSessions.operatorId, operatorId),
        isNull(schema.operatorSessions.revokedAt),
        exceptId ? ne(schema.operatorSessions.id, exceptId) : undefined,
      ),
    );
}

export async function revokeOperatorSession(db: Executor, id: string, now: Date): Promise<void> {
  await db.update(schema.operatorSessions).set({ revokedAt: now }).where(eq(schema.operatorSessions.id, id));
}

export async function insertEnrolment(
  db: Executor,
  tokenHash: string,
  role: string,
  expiresAt: Date,
): Promise<void> {
  // A new link replaces any unused one.
  await db
    .update(schema.operatorEnrolments)
    .set({ usedAt: new Date() })
    .where(isNull(schema.operatorEnrolments.usedAt));
  await db.insert(schema.operatorEnrolments).values({ tokenHash, role, expiresAt });
}

/** Marks the enrolment used; returns its role, or undefined if unknown, used or expired. */
export async function consumeEnrolment(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .update(schema.operatorEnrolments)
    .set({ usedAt: now })
    .where(
      and(
        eq(schema.operatorEnrolments.tokenHash, tokenHash),
        isNull(schema.operatorEnrolments.usedAt),
        gt(schema.operatorEnrolments.expiresAt, now),
      ),
    )
    .returning({ role: schema.operatorEnrolments.role });
  return row?.role;
}
