import type { DatabaseHandle, Executor } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { and, asc, desc, eq, isNotNull, isNull, lte, sql } from "drizzle-orm";

/** Turnover requirements (rollover) of bonuses: set by rewards, read by the member's bonus details. */

const table = schema.turnoverRequirements;

export interface NewRequirement {
  brandId: string;
  memberId: string;
  grantId: string;
  source: string;
  locked: bigint;
  required: bigint;
  weights?: Record<string, number> | null;
  expiresAt?: Date | null;
  maxBet?: bigint | null;
  sourceTransactionId?: bigint | null;
}

/** Opens the requirement of a reward once (a replay answers the one already opened). */
export async function openRequirement(db: Executor, input: NewRequirement): Promise<string> {
  const [inserted] = await db
    .insert(table)
    .values({
      brandId: input.brandId,
      memberId: input.memberId,
      grantId: input.grantId,
      source: input.source,
      locked: input.locked,
      required: input.required,
      weights: input.weights ?? null,
      expiresAt: input.expiresAt ?? null,
      maxBet: input.maxBet ?? null,
      sourceTransactionId: input.sourceTransactionId ?? null,
      // A requirement of nothing is met the moment it opens.
      clearedAt: input.required === 0n ? sql`now()` : null,
      outcome: input.required === 0n ? "met" : null,
    })
    .onConflictDoNothing({ target: table.grantId })
    .returning({ id: table.id });
  if (inserted) return inserted.id;
  const [existing] = await db.select({ id: table.id }).from(table).where(eq(table.grantId, input.grantId));
  if (!existing) throw new Error(`turnover requirement of grant ${input.grantId} vanished`);
  return existing.id;
}

/** A member's requirements, open ones first, then the latest closed ones. */
export async function requirementsOf(db: Executor, brandId: string, memberId: string, limit: number) {
  return db
    .select()
    .from(table)
    .where(and(eq(table.brandId, brandId), eq(table.memberId, memberId)))
    .orderBy(sql`${table.clearedAt} is not null`, desc(table.createdAt))
    .limit(limit);
}

/** Open requirements past their expiry, oldest first. */
export async function expiredRequirements(db: Executor, now: Date, limit: number) {
  return db
    .select()
    .from(table)
    .where(and(isNull(table.clearedAt), isNotNull(table.expiresAt), lte(table.expiresAt, now)))
    .orderBy(asc(table.expiresAt))
    .limit(limit);
}

/** Closes an open requirement with its outcome; false when another worker closed it first. */
export async function closeRequirement(db: Executor, id: string, outcome: string, now: Date) {
  const rows = await db
    .update(table)
    .set({ clearedAt: now, outcome })
    .where(and(eq(table.id, id), isNull(table.clearedAt)))
    .returning({ id: table.id });
  return rows.length > 0;
}

/** The smallest max bet of the member's open requirements (null: no limit); one prepared read. */
export async function maxBetOf(
  database: Pick<DatabaseHandle, "query">,
  brandId: string,
  memberId: string,
): Promise<bigint | null> {
  const [row] = await database.query<{ max_bet: string | null }>(
    `select min(max_bet)::text as max_bet from turnover_requirements
       where brand_id = $1::uuid and member_id = $2::uuid and cleared_at is null
         and (expires_at is null or expires_at > now())`,
    [brandId, memberId],
    "wallet_turnover_max_bet",
  );
  return row?.max_bet ? BigInt(row.max_bet) : null;
}
