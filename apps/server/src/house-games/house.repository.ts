import type { Executor } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { and, asc, count, desc, eq, lt, sql } from "drizzle-orm";

/** The house vendor's own tables: provably-fair seeds and spins. */

const { houseSeeds, houseSpins } = schema;
export type SeedRow = typeof houseSeeds.$inferSelect;
export type SpinRow = typeof houseSpins.$inferSelect;

export async function activeSeed(db: Executor, memberId: string) {
  const [row] = await db
    .select()
    .from(houseSeeds)
    .where(and(eq(houseSeeds.memberId, memberId), eq(houseSeeds.active, true)));
  return row;
}

export async function insertSeed(db: Executor, values: typeof houseSeeds.$inferInsert) {
  await db.insert(houseSeeds).values(values).onConflictDoNothing();
}

/** Takes the next nonce of the member's active seed (one statement, so concurrent spins never share one). */
export async function takeNonce(db: Executor, memberId: string) {
  const [row] = await db
    .update(houseSeeds)
    .set({ nextNonce: sql`${houseSeeds.nextNonce} + 1` })
    .where(and(eq(houseSeeds.memberId, memberId), eq(houseSeeds.active, true)))
    .returning();
  return row ? { seed: row, nonce: row.nextNonce - 1 } : undefined;
}

export async function setClientSeed(db: Executor, memberId: string, clientSeed: string) {
  const [row] = await db
    .update(houseSeeds)
    .set({ clientSeed })
    .where(and(eq(houseSeeds.memberId, memberId), eq(houseSeeds.active, true)))
    .returning();
  return row;
}

/** Reveals the active seed (only the caller that flips it gets the row back). */
export async function retireSeed(db: Executor, seedId: string, serverSeed: string, now: Date) {
  const [row] = await db
    .update(houseSeeds)
    .set({ active: false, revealedSeed: serverSeed, rotatedAt: now })
    .where(and(eq(houseSeeds.id, seedId), eq(houseSeeds.active, true)))
    .returning();
  return row;
}

export function revealedSeeds(db: Executor, memberId: string, limit: number) {
  return db
    .select()
    .from(houseSeeds)
    .where(and(eq(houseSeeds.memberId, memberId), eq(houseSeeds.active, false)))
    .orderBy(desc(houseSeeds.rotatedAt))
    .limit(limit);
}

export async function spinByRequest(db: Executor, memberId: string, requestId: string) {
  const [row] = await db
    .select()
    .from(houseSpins)
    .where(and(eq(houseSpins.memberId, memberId), eq(houseSpins.requestId, requestId)));
  return row;
}

export async function insertSpin(db: Executor, values: typeof houseSpins.$inferInsert) {
  const [row] = await db.insert(houseSpins).values(values).onConflictDoNothing().returning();
  return row;
}

export async function setSpinStatus(db: Executor, id: string, status: string) {
  await db.update(houseSpins).set({ status }).where(eq(houseSpins.id, id));
}

export async function spinsOf(db: Executor, memberId: string, page: number, pageSize: number) {
  const where = and(eq(houseSpins.memberId, memberId), eq(houseSpins.status, "settled"));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        spin: houseSpins,
        serverSeedHash: houseSeeds.serverSeedHash,
        revealedSeed: houseSeeds.revealedSeed,
      })
      .from(houseSpins)
      .innerJoin(houseSeeds, eq(houseSeeds.id, houseSpins.seedId))
      .where(where)
      .orderBy(desc(houseSpins.createdAt), desc(houseSpins.nonce))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(houseSpins).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function spinByRound(db: Executor, roundReference: string) {
  const [row] = await db
    .select({ spin: houseSpins, seed: houseSeeds })
    .from(houseSpins)
    .innerJoin(houseSeeds, eq(houseSeeds.id, houseSpins.seedId))
    .where(eq(houseSpins.roundReference, roundReference));
  return row;
}

/** Spins a crash or lost answer left between bet and win. */
export function stuckSpins(db: Executor, before: Date, limit: number) {
  return db
    .select()
    .from(houseSpins)
    .where(and(eq(houseSpins.status, "pending"), lt(houseSpins.createdAt, before)))
    .orderBy(asc(houseSpins.createdAt))
    .limit(limit);
}
