import type { Executor } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, sql } from "drizzle-orm";

/** Raffle events, their prizes and the participation log. */

const t = {
  events: schema.raffleEvents,
  prizes: schema.rafflePrizes,
  log: schema.raffleParticipations,
  members: schema.members,
};

export type EventRow = typeof t.events.$inferSelect;
export type NewEvent = Omit<typeof t.events.$inferInsert, "id" | "brandId" | "createdAt">;
export type PrizeRow = typeof t.prizes.$inferSelect;
export type PrizeValues = Omit<typeof t.prizes.$inferInsert, "id" | "eventId" | "remainingStock" | "removed">;
export type ParticipationRow = typeof t.log.$inferSelect;

export async function eventById(db: Executor, brandId: string, id: string): Promise<EventRow | undefined> {
  const [row] = await db
    .select()
    .from(t.events)
    .where(and(eq(t.events.brandId, brandId), eq(t.events.id, id)));
  return row;
}

/** Active events not over yet (the site's list). */
export async function liveEvents(db: Executor, brandId: string, now: Date): Promise<EventRow[]> {
  return db
    .select()
    .from(t.events)
    .where(and(eq(t.events.brandId, brandId), eq(t.events.status, "active"), gt(t.events.endsAt, now)))
    .orderBy(asc(t.events.startsAt));
}

export async function listEvents(db: Executor, brandId: string, page: { page: number; pageSize: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(t.events)
      .where(eq(t.events.brandId, brandId))
      .orderBy(desc(t.events.startsAt))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ value: count() }).from(t.events).where(eq(t.events.brandId, brandId)),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** The prizes of some events in table order (removed ones left out). */
export async function prizesOf(db: Executor, eventIds: readonly string[]): Promise<PrizeRow[]> {
  if (!eventIds.length) return [];
  return db
    .select()
    .from(t.prizes)
    .where(and(inArray(t.prizes.eventId, [...eventIds]), eq(t.prizes.removed, false)))
    .orderBy(asc(t.prizes.sortOrder));
}

/** Participations and wins per event, and wins per prize. */
export async function eventCounts(db: Executor, eventIds: readonly string[]) {
  if (!eventIds.length) return { participations: new Map<string, number>(), wins: new Map<string, number>() };
  const [byEvent, byPrize] = await Promise.all([
    db
      .select({ eventId: t.log.eventId, n: count() })
      .from(t.log)
      .where(inArray(t.log.eventId, [...eventIds]))
      .groupBy(t.log.eventId),
    db
      .select({ prizeId: t.log.prizeId, n: count() })
      .from(t.log)
      .where(and(inArray(t.log.eventId, [...eventIds]), eq(t.log.won, true)))
      .groupBy(t.log.prizeId),
  ]);
  return {
    participations: new Map(byEvent.map((row) => [row.eventId, Number(row.n)])),
    wins: new Map(byPrize.map((row) => [row.prizeId ?? "", Number(row.n)])),
  };
}

export async function insertEvent(db: Executor, brandId: string, values: NewEvent): Promise<EventRow> {
  const [row] = await db
    .insert(t.events)
    .values({ ...values, brandId })
    .returning();
  if (!row) throw new Error("raffle event not stored");
  return row;
}

export async function updateEvent(db: Executor, brandId: string, id: string, values: NewEvent) {
  const [row] = await db
    .update(t.events)
    .set(values)
    .where(and(eq(t.events.brandId, brandId), eq(t.events.id, id)))
    .returning();
  return row;
}

/**
 * Replaces an event's prize table: prizes named by id are changed, new ones added, the others
 * removed from the draw (kept for the log). A changed total stock keeps what was already won: the
 * prize rows are locked first, so the wins counted next include every draw committed before.
 */
export async function savePrizes(
  tx: Executor,
  eventId: string,
  prizes: ReadonlyArray<PrizeValues & { id?: string }>,
): Promise<void> {
  await tx.execute(sql`select id from raffle_prizes where event_id = ${eventId}::uuid for update`);
  const existing = new Set(
    (await tx.select({ id: t.prizes.id }).from(t.prizes).where(eq(t.prizes.eventId, eventId))).map(
      (row) => row.id,
    ),
  );
  const kept = new Set<string>();
  for (const [index, prize] of prizes.entries()) {
    const { id, ...values } = prize;
    if (id && existing.has(id)) {
      kept.add(id);
      const [won] = await tx
        .select({ n: count() })
        .from(t.log)
        .where(and(eq(t.log.prizeId, id), eq(t.log.won, true)));
      const wins = Number(won?.n ?? 0);
      await tx
        .update(t.prizes)
        .set({
          ...values,
          sortOrder: index,
          removed: false,
          totalStock: values.totalStock === null ? null : Math.max(values.totalStock ?? 0, wins),
          remainingStock: values.totalStock === null ? null : Math.max(0, (values.totalStock ?? 0) - wins),
        })
        .where(eq(t.prizes.id, id));
    } else {
      await tx.insert(t.prizes).values({
        ...values,
        eventId,
        sortOrder: index,
        remainingStock: values.totalStock ?? null,
      });
    }
  }
  const dropped = [...existing].filter((id) => !kept.has(id));
  if (dropped.length) await tx.update(t.prizes).set({ removed: true }).where(inArray(t.prizes.id, dropped));
}

/** Serialises one member's draws on one event until the transaction ends. */
export async function lockMemberDraws(tx: Executor, eventId: string, memberId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`raffle:${eventId}:${memberId}`}, 0))`,
  );
}

/** A member's day on an event: tries made and whether one won. */
export async function memberDay(db: Executor, eventId: string, memberId: string, day: string) {
  const [row] = await db
    .select({ tries: count(), won: sql<boolean>`coalesce(bool_or(${t.log.won}), false)` })
    .from(t.log)
    .where(and(eq(t.log.eventId, eventId), eq(t.log.memberId, memberId), eq(t.log.day, day)));
  return { tries: Number(row?.tries ?? 0), won: Boolean(row?.won) };
}

/** Daily tries made (tickets not counted) per event for a member's day. */
export async function memberDays(db: Executor, eventIds: readonly string[], memberId: string, day: string) {
  if (!eventIds.length) return new Map<string, { tries: number; won: boolean }>();
  const rows = await db
    .select({
      eventId: t.log.eventId,
      tries: sql<number>`count(*) filter (where not ${t.log.usedTicket})::int`,
      won: sql<boolean>`coalesce(bool_or(${t.log.won}), false)`,
    })
    .from(t.log)
    .where(and(inArray(t.log.eventId, [...eventIds]), eq(t.log.memberId, memberId), eq(t.log.day, day)))
    .groupBy(t.log.eventId);
  return new Map(rows.map((row) => [row.eventId, { tries: Number(row.tries), won: Boolean(row.won) }]));
}

/**
 * Takes one of a prize's stock: true when there was one (an unlimited prize always has). The
 * condition and the decrement are one statement, so two draws can never both take the last one.
 */
export async function takeStock(tx: Executor, prizeId: string): Promise<boolean> {
  const rows = await tx
    .update(t.prizes)
    .set({ remainingStock: sql`${t.prizes.remainingStock} - 1` })
    .where(
      and(
        eq(t.prizes.id, prizeId),
        eq(t.prizes.removed, false),
        sql`(${t.prizes.remainingStock} is null or ${t.prizes.remainingStock} > 0)`,
      ),
    )
    .returning({ id: t.prizes.id });
  return rows.length > 0;
}

export async function insertParticipation(
  tx: Executor,
  values: Omit<typeof t.log.$inferInsert, "id" | "grantId">,
): Promise<ParticipationRow> {
  const [row] = await tx.insert(t.log).values(values).returning();
  if (!row) throw new Error("participation not stored");
  return row;
}

export async function setParticipationGrant(db: Executor, id: string, grantId: string): Promise<void> {
  await db.update(t.log).set({ grantId }).where(eq(t.log.id, id));
}

/** Winning draws of a paying prize whose reward was not granted yet (a crash in between). */
export async function ungrantedWins(db: Executor, limit: number) {
  return db
    .select({ participation: t.log, prize: t.prizes })
    .from(t.log)
    .innerJoin(t.prizes, eq(t.prizes.id, t.log.prizeId))
    .where(and(eq(t.log.won, true), isNull(t.log.grantId), sql`${t.prizes.kind} <> 'none'`))
    .orderBy(asc(t.log.createdAt))
    .limit(limit);
}

export async function prizeById(db: Executor, id: string): Promise<PrizeRow | undefined> {
  const [row] = await db.select().from(t.prizes).where(eq(t.prizes.id, id));
  return row;
}

export async function listParticipations(
  db: Executor,
  brandId: string,
  query: { eventId?: string; account?: string; won?: "yes" | "no"; page: number; pageSize: number },
) {
  const where = and(
    eq(t.log.brandId, brandId),
    query.eventId ? eq(t.log.eventId, query.eventId) : undefined,
    query.won ? eq(t.log.won, query.won === "yes") : undefined,
    query.account ? ilike(t.members.account, `%${query.account.replace(/[\\%_]/g, "\\$&")}%`) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ participation: t.log, account: t.members.account, prize: t.prizes })
      .from(t.log)
      .innerJoin(t.members, eq(t.members.id, t.log.memberId))
      .leftJoin(t.prizes, eq(t.prizes.id, t.log.prizeId))
      .where(where)
      .orderBy(desc(t.log.createdAt))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ value: count() })
      .from(t.log)
      .innerJoin(t.members, eq(t.members.id, t.log.memberId))
      .where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}
