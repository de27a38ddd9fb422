import type { Executor } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { and, asc, eq } from "drizzle-orm";
import type { GameValues } from "./game-list-plan";

/** The back office's writes that add vendors and games (one by one or from a game list). */

const { gameVendors, games } = schema;
const INSERT_CHUNK = 500;

/** Exactly the stored fields (a plan's values may carry more). */
const columns = (values: GameValues) => ({
  code: values.code,
  gameType: values.gameType,
  names: values.names,
  nodeId: values.nodeId,
  smallIcon: values.smallIcon,
  largeIcon: values.largeIcon,
  isHot: values.isHot,
  tags: values.tags,
  sortOrder: values.sortOrder,
  trialAllowed: values.trialAllowed,
  status: values.status,
  minBetMinor: values.minBetMinor,
  maxBetMinor: values.maxBetMinor,
});

/** Inserts a vendor; undefined when the brand already has one with this code. */
export async function insertVendor(db: Executor, values: typeof gameVendors.$inferInsert) {
  const [row] = await db
    .insert(gameVendors)
    .values(values)
    .onConflictDoNothing({ target: [gameVendors.brandId, gameVendors.code] })
    .returning();
  return row;
}

/** The vendor, locked until the transaction ends: imports into one vendor run one after another. */
export async function lockVendor(db: Executor, brandId: string, id: string) {
  const [row] = await db
    .select()
    .from(gameVendors)
    .where(and(eq(gameVendors.brandId, brandId), eq(gameVendors.id, id)))
    .for("update");
  return row;
}

export function gamesOfVendor(db: Executor, vendorId: string) {
  return db.select().from(games).where(eq(games.vendorId, vendorId)).orderBy(asc(games.code));
}

/** Inserts games; the rows inserted (a code the vendor already has is skipped, so fewer come back). */
export async function insertGames(
  db: Executor,
  brandId: string,
  vendorId: string,
  list: GameValues[],
  now: Date,
) {
  const inserted: (typeof games.$inferSelect)[] = [];
  for (let start = 0; start < list.length; start += INSERT_CHUNK) {
    const chunk = list.slice(start, start + INSERT_CHUNK);
    inserted.push(
      ...(await db
        .insert(games)
        .values(
          chunk.map((values) => ({ ...columns(values), brandId, vendorId, createdAt: now, updatedAt: now })),
        )
        .onConflictDoNothing({ target: [games.vendorId, games.code] })
        .returning()),
    );
  }
  return inserted;
}

export async function updateGameValues(db: Executor, id: string, values: GameValues, now: Date) {
  const [row] = await db
    .update(games)
    .set({ ...columns(values), updatedAt: now })
    .where(eq(games.id, id))
    .returning({ id: games.id });
  return row;
}
