import type { BaccaratVariant, LiveTableKind, LiveTableStatus } from "@lotus/contracts";
import type { Executor } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { LiveTable } from "./live-table";

/** The live tables' own rows: tables (terms, status, lease), shoes and rounds. Slips and bets: live-bets.repository.ts. */

const { liveTables, liveShoes, liveRounds, games } = schema;
export type RoundRow = typeof liveRounds.$inferSelect;
export type ShoeRow = typeof liveShoes.$inferSelect;
export type StoredResult = schema.StoredLiveResult;

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? []) as T[];

const tableColumns = {
  gameId: liveTables.gameId,
  brandId: liveTables.brandId,
  code: games.code,
  kind: liveTables.kind,
  variant: liveTables.variant,
  status: liveTables.status,
  bettingSeconds: liveTables.bettingSeconds,
  spots: liveTables.spots,
  clientSeed: liveTables.clientSeed,
  leaseHolder: liveTables.leaseHolder,
  leaseUntil: liveTables.leaseUntil,
  updatedAt: liveTables.updatedAt,
};

type TableSelect = Awaited<ReturnType<typeof selectTables>>[number];

function toTable(row: TableSelect): LiveTable {
  return {
    ...row,
    kind: row.kind as LiveTableKind,
    variant: (row.variant ?? null) as BaccaratVariant | null,
    status: row.status as LiveTableStatus,
  };
}

function selectTables(db: Executor) {
  return db.select(tableColumns).from(liveTables).innerJoin(games, eq(games.id, liveTables.gameId));
}

/** Every table of every brand (the driver walks them all; a closed table may still finish a round). */
export async function allTables(db: Executor): Promise<LiveTable[]> {
  return (await selectTables(db).orderBy(asc(liveTables.brandId), asc(games.sortOrder))).map(toTable);
}

export async function tablesOfBrand(db: Executor, brandId: string): Promise<LiveTable[]> {
  return (await selectTables(db).where(eq(liveTables.brandId, brandId)).orderBy(asc(games.sortOrder))).map(
    toTable,
  );
}

export async function tableByCode(db: Executor, brandId: string, code: string) {
  const [row] = await selectTables(db).where(and(eq(liveTables.brandId, brandId), eq(games.code, code)));
  return row ? toTable(row) : undefined;
}

export async function tableByGame(db: Executor, gameId: string) {
  const [row] = await selectTables(db).where(eq(liveTables.gameId, gameId));
  return row ? toTable(row) : undefined;
}

/**
 * Takes or renews a table's lease in one conditional statement: free, expired, or already ours.
 * Only one of several processes running it at once gets the row back.
 */
export async function takeLease(db: Executor, gameId: string, holder: string, now: Date, until: Date) {
  const rows = rowsOf<{ game_id: string }>(
    await db.execute(sql`
      update live_tables set lease_holder = ${holder}, lease_until = ${until}
       where game_id = ${gameId}
         and (lease_holder is null or lease_holder = ${holder} or lease_until is null or lease_until <= ${now})
      returning game_id`),
  );
  return rows.length > 0;
}

/** Lets another process take this holder's tables at once (a clean stop). */
export async function releaseLeases(db: Executor, holder: string) {
  await db
    .update(liveTables)
    .set({ leaseHolder: null, leaseUntil: null })
    .where(eq(liveTables.leaseHolder, holder));
}

export async function setStatus(db: Executor, gameId: string, status: LiveTableStatus, at: Date) {
  await db.update(liveTables).set({ status, updatedAt: at }).where(eq(liveTables.gameId, gameId));
}

export async function setTerms(
  db: Executor,
  gameId: string,
  terms: { bettingSeconds: number; spots: schema.StoredLiveSpot[] },
  at: Date,
) {
  await db
    .update(liveTables)
    .set({ ...terms, updatedAt: at })
    .where(eq(liveTables.gameId, gameId));
}

// ---------- rounds ----------

export async function latestRound(db: Executor, gameId: string) {
  const [row] = await db
    .select()
    .from(liveRounds)
    .where(eq(liveRounds.gameId, gameId))
    .orderBy(desc(liveRounds.number))
    .limit(1);
  return row;
}

/** The latest round of each of some tables. */
export async function latestRounds(db: Executor, gameIds: string[]): Promise<Map<string, RoundRow>> {
  if (gameIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([liveRounds.gameId])
    .from(liveRounds)
    .where(inArray(liveRounds.gameId, gameIds))
    .orderBy(liveRounds.gameId, desc(liveRounds.number));
  return new Map(rows.map((row) => [row.gameId, row]));
}

export async function roundById(db: Executor, id: string) {
  const [row] = await db.select().from(liveRounds).where(eq(liveRounds.id, id));
  return row;
}

export async function roundByNumber(db: Executor, gameId: string, number: number) {
  const [row] = await db
    .select()
    .from(liveRounds)
    .where(and(eq(liveRounds.gameId, gameId), eq(liveRounds.number, number)));
  return row;
}

/** Locks a round's row in a transaction: a bet holds it for share, the close for update. */
export async function lockRound(db: Executor, id: string, mode: "share" | "update") {
  const [row] = await db.select().from(liveRounds).where(eq(liveRounds.id, id)).for(mode);
  return row;
}

export async function insertRound(db: Executor, row: typeof liveRounds.$inferInsert) {
  const [stored] = await db.insert(liveRounds).values(row).onConflictDoNothing().returning();
  return stored;
}

/** Records the cards or dice of a round taking bets (no more bets); only the caller that moves it gets it. */
export async function markDealt(db: Executor, id: string, result: StoredResult, at: Date) {
  const [row] = await db
    .update(liveRounds)
    .set({ phase: "dealing", result, dealtAt: at })
    .where(and(eq(liveRounds.id, id), eq(liveRounds.phase, "betting")))
    .returning();
  return row;
}

/** Shows a dealt round's result (and a dice round's seed). */
export async function markRevealed(db: Executor, id: string, at: Date, seed: string | null) {
  const [row] = await db
    .update(liveRounds)
    .set({ phase: "result", resultAt: at, ...(seed ? { seed } : {}) })
    .where(and(eq(liveRounds.id, id), eq(liveRounds.phase, "dealing")))
    .returning();
  return row;
}

/** Voids a round whose result is not shown yet; a dice round's seed is revealed with it. */
export async function markVoid(db: Executor, id: string, reason: string, at: Date, seed: string | null) {
  const [row] = await db
    .update(liveRounds)
    .set({ phase: "void", voidReason: reason, settledAt: at, ...(seed ? { seed } : {}) })
    .where(and(eq(liveRounds.id, id), inArray(liveRounds.phase, ["betting", "dealing"])))
    .returning();
  return row;
}

export async function markSettled(
  db: Executor,
  id: string,
  totals: { stakeMinor: bigint; winMinor: bigint; players: number },
  at: Date,
) {
  const [row] = await db
    .update(liveRounds)
    .set({ phase: "settled", settledAt: at, ...totals })
    .where(and(eq(liveRounds.id, id), eq(liveRounds.phase, "result")))
    .returning();
  return row;
}

/** Rounds a table has (the demo history is dealt only where there are none). */
export async function hasRounds(db: Executor, gameId: string) {
  const [row] = await db
    .select({ id: liveRounds.id })
    .from(liveRounds)
    .where(eq(liveRounds.gameId, gameId))
    .limit(1);
  return row !== undefined;
}

/** The last results of some tables (shown or settled rounds), `per` a table, newest first. */
export async function recentResults(db: Executor, gameIds: string[], per: number) {
  if (gameIds.length === 0) return new Map<string, { number: number; result: StoredResult }[]>();
  const rows = rowsOf<{ game_id: string; number: number; result: StoredResult }>(
    await db.execute(sql`
      select game_id, number, result from (
        select game_id, number, result,
               row_number() over (partition by game_id order by number desc) as place
          from live_rounds
         where game_id = any(${`{${gameIds.join(",")}}`}::uuid[])
           and phase in ('result', 'settled') and result is not null) ranked
       where place <= ${per}
       order by game_id, number desc`),
  );
  const byTable = new Map<string, { number: number; result: StoredResult }[]>();
  for (const row of rows) {
    const list = byTable.get(row.game_id) ?? [];
    list.push({ number: Number(row.number), result: row.result });
    byTable.set(row.game_id, list);
  }
  return byTable;
}

/** Void rounds whose bets are not all refunded yet (a crash between the void and its refunds). */
export async function voidRoundsWithSlips(db: Executor, limit: number) {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      select distinct r.id from live_rounds r join live_slips s on s.round_id = r.id
       where r.phase = 'void' and s.status in ('pending', 'accepted')
       limit ${limit}`),
  );
  return rows.map((row) => row.id);
}

// ---------- shoes ----------

export async function latestShoe(db: Executor, gameId: string) {
  const [row] = await db
    .select()
    .from(liveShoes)
    .where(eq(liveShoes.gameId, gameId))
    .orderBy(desc(liveShoes.number))
    .limit(1);
  return row;
}

export async function shoeById(db: Executor, id: string) {
  const [row] = await db.select().from(liveShoes).where(eq(liveShoes.id, id));
  return row;
}

export async function lockShoe(db: Executor, id: string) {
  const [row] = await db.select().from(liveShoes).where(eq(liveShoes.id, id)).for("update");
  return row;
}

export async function insertShoe(db: Executor, row: typeof liveShoes.$inferInsert) {
  const [stored] = await db.insert(liveShoes).values(row).onConflictDoNothing().returning();
  return stored;
}

/** Moves a shoe past a dealt hand (and ends it when that hand was its last). */
export async function advanceShoe(
  db: Executor,
  id: string,
  position: { cursor: number; cutPassed: boolean; endedAt: Date | null },
) {
  await db.update(liveShoes).set(position).where(eq(liveShoes.id, id));
}

/** Reveals an ended shoe's seed (once). */
export async function revealShoe(db: Executor, id: string, seed: string) {
  await db
    .update(liveShoes)
    .set({ seed })
    .where(and(eq(liveShoes.id, id), isNull(liveShoes.seed), isNotNull(liveShoes.endedAt)));
}

/** The shoes of some rounds by id (a page of rounds shows its commitments). */
export async function shoesByIds(db: Executor, ids: string[]): Promise<Map<string, ShoeRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(liveShoes).where(inArray(liveShoes.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}
