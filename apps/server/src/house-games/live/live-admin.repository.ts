import type { Executor } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { and, count, desc, eq, sql } from "drizzle-orm";

/** What the live tables' back office reads: rounds and shoes page by page. */

const { liveRounds, liveShoes } = schema;

export async function roundsPage(
  db: Executor,
  filter: { gameId: string; phase?: string },
  page: number,
  pageSize: number,
) {
  const where = and(
    eq(liveRounds.gameId, filter.gameId),
    filter.phase ? eq(liveRounds.phase, filter.phase) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(liveRounds)
      .where(where)
      .orderBy(desc(liveRounds.number))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(liveRounds).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** A card table's shoes, newest first, with how many rounds each dealt. */
export async function shoesPage(db: Executor, gameId: string, page: number, pageSize: number) {
  const where = eq(liveShoes.gameId, gameId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        shoe: liveShoes,
        rounds: sql<number>`(select count(*)::int from live_rounds r where r.shoe_id = live_shoes.id)`,
      })
      .from(liveShoes)
      .where(where)
      .orderBy(desc(liveShoes.number))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(liveShoes).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}
