import type { Executor } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { and, asc, eq, gt, gte, isNotNull, lte, ne, sql } from "drizzle-orm";

/** The daily Vietnamese draws' own rows: calendar overrides, region cut-offs, entered results. */

const { lotteryDraws, lotteryCalendarOverrides, lotteryRegionSettings } = schema;
export type OverrideRow = typeof lotteryCalendarOverrides.$inferSelect;

export function overridesBetween(db: Executor, brandId: string, from: string, to: string) {
  return db
    .select()
    .from(lotteryCalendarOverrides)
    .where(
      and(
        eq(lotteryCalendarOverrides.brandId, brandId),
        gte(lotteryCalendarOverrides.date, from),
        lte(lotteryCalendarOverrides.date, to),
      ),
    )
    .orderBy(asc(lotteryCalendarOverrides.date), asc(lotteryCalendarOverrides.createdAt));
}

export async function insertOverride(db: Executor, row: typeof lotteryCalendarOverrides.$inferInsert) {
  const [stored] = await db.insert(lotteryCalendarOverrides).values(row).returning();
  if (!stored) throw new Error("override not stored");
  return stored;
}

export async function overrideById(db: Executor, brandId: string, id: string) {
  const [row] = await db
    .select()
    .from(lotteryCalendarOverrides)
    .where(and(eq(lotteryCalendarOverrides.brandId, brandId), eq(lotteryCalendarOverrides.id, id)));
  return row;
}

export async function deleteOverride(db: Executor, id: string) {
  const removed = await db
    .delete(lotteryCalendarOverrides)
    .where(eq(lotteryCalendarOverrides.id, id))
    .returning();
  return removed.length > 0;
}

export async function cutoffs(db: Executor, brandId: string): Promise<Map<string, number>> {
  const rows = await db
    .select()
    .from(lotteryRegionSettings)
    .where(eq(lotteryRegionSettings.brandId, brandId));
  return new Map(rows.map((row) => [row.region, row.cutoffSeconds]));
}

export async function setCutoff(
  db: Executor,
  brandId: string,
  region: string,
  cutoffSeconds: number,
  at: Date,
) {
  await db
    .insert(lotteryRegionSettings)
    .values({ brandId, region, cutoffSeconds, updatedAt: at })
    .onConflictDoUpdate({
      target: [lotteryRegionSettings.brandId, lotteryRegionSettings.region],
      set: { cutoffSeconds, updatedAt: at },
    });
}

/** Moves the close of a game's open draws still taking bets to `cutoffSeconds` before their draw. */
export async function moveOpenCloses(db: Executor, gameId: string, cutoffSeconds: number, now: Date) {
  await db
    .update(lotteryDraws)
    .set({ closeAt: sql`${lotteryDraws.drawAt} - make_interval(secs => ${cutoffSeconds})` })
    .where(
      and(
        eq(lotteryDraws.gameId, gameId),
        eq(lotteryDraws.status, "open"),
        gt(lotteryDraws.closeAt, now),
        isNotNull(lotteryDraws.station),
        gt(sql`${lotteryDraws.drawAt} - make_interval(secs => ${cutoffSeconds})`, now),
      ),
    );
}

/** A game's open daily draws on the given periods' dates (to void those the calendar dropped). */
export function openDailyDraws(db: Executor, gameId: string, from: Date) {
  return db
    .select()
    .from(lotteryDraws)
    .where(
      and(
        eq(lotteryDraws.gameId, gameId),
        eq(lotteryDraws.status, "open"),
        isNotNull(lotteryDraws.station),
        gte(lotteryDraws.drawAt, from),
      ),
    );
}

/** Stores an entered (or corrected) result on an open daily draw whose betting has closed. */
export async function enterResult(
  db: Executor,
  id: string,
  values: { result: schema.StoredLotteryResult; operatorId: string; operator: string; at: Date },
) {
  const [row] = await db
    .update(lotteryDraws)
    .set({
      pendingResult: values.result,
      resultEnteredById: values.operatorId,
      resultEnteredBy: values.operator,
      resultEnteredAt: values.at,
    })
    .where(
      and(
        eq(lotteryDraws.id, id),
        eq(lotteryDraws.status, "open"),
        isNotNull(lotteryDraws.station),
        lte(lotteryDraws.closeAt, values.at),
      ),
    )
    .returning();
  return row;
}

/**
 * Makes the entered result the draw's result, by an operator other than the one who entered it;
 * the draw is then drawn and the settlement pays it. Only one confirmation can win.
 */
export async function confirmResult(
  db: Executor,
  id: string,
  values: { operatorId: string; operator: string; at: Date },
) {
  const [row] = await db
    .update(lotteryDraws)
    .set({
      status: "drawn",
      result: sql`${lotteryDraws.pendingResult}`,
      drawnAt: values.at,
      resultConfirmedBy: values.operator,
      resultConfirmedAt: values.at,
    })
    .where(
      and(
        eq(lotteryDraws.id, id),
        eq(lotteryDraws.status, "open"),
        isNotNull(lotteryDraws.pendingResult),
        ne(lotteryDraws.resultEnteredById, values.operatorId),
      ),
    )
    .returning();
  return row;
}

/** Dev tools: closes a daily draw's betting and brings its draw time to now (journeys, demo). */
export async function closeNow(db: Executor, id: string, now: Date) {
  const [row] = await db
    .update(lotteryDraws)
    .set({ closeAt: now, drawAt: now })
    .where(and(eq(lotteryDraws.id, id), eq(lotteryDraws.status, "open"), isNotNull(lotteryDraws.station)))
    .returning();
  return row;
}

/** Dev tools: opens a scheduled daily draw's betting now (journeys that run between a cut-off and its draw). */
export async function openNow(db: Executor, id: string, now: Date) {
  const [row] = await db
    .update(lotteryDraws)
    .set({ openAt: now })
    .where(
      and(
        eq(lotteryDraws.id, id),
        eq(lotteryDraws.status, "open"),
        isNotNull(lotteryDraws.station),
        gt(lotteryDraws.openAt, now),
      ),
    )
    .returning();
  return row;
}

/** Enters (or, until it is confirmed, changes) a corrected result of a settled daily draw. */
export async function enterCorrection(
  db: Executor,
  id: string,
  values: {
    result: schema.StoredLotteryResult;
    reason: string;
    operatorId: string;
    operator: string;
    at: Date;
  },
) {
  const [row] = await db
    .update(lotteryDraws)
    .set({
      pendingResult: values.result,
      correctionPending: true,
      correctionReason: values.reason,
      resultEnteredById: values.operatorId,
      resultEnteredBy: values.operator,
      resultEnteredAt: values.at,
    })
    .where(and(eq(lotteryDraws.id, id), eq(lotteryDraws.status, "settled"), isNotNull(lotteryDraws.station)))
    .returning();
  return row;
}

/**
 * Makes the entered correction the draw's result, by an operator other than the one who entered it:
 * the draw is re-settled next (correcting). Only one confirmation can win.
 */
export async function confirmCorrection(
  db: Executor,
  id: string,
  values: { operatorId: string; operator: string; at: Date },
) {
  const [row] = await db
    .update(lotteryDraws)
    .set({
      status: "correcting",
      result: sql`${lotteryDraws.pendingResult}`,
      correctionPending: false,
      revision: sql`${lotteryDraws.revision} + 1`,
      resultConfirmedBy: values.operator,
      resultConfirmedAt: values.at,
    })
    .where(
      and(
        eq(lotteryDraws.id, id),
        eq(lotteryDraws.status, "settled"),
        eq(lotteryDraws.correctionPending, true),
        ne(lotteryDraws.resultEnteredById, values.operatorId),
      ),
    )
    .returning();
  return row;
}
