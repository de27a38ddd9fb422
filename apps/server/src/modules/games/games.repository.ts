import type { Executor } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { and, asc, count, desc, eq, gte, ilike, lt, ne, or, type SQL, sql } from "drizzle-orm";

/** The games domain's tables: vendors, catalogue, favourites, launches, sessions, rounds, vendor transactions. */

export type VendorRow = typeof schema.gameVendors.$inferSelect;
export type GameRow = typeof schema.games.$inferSelect;

const { gameVendors, games, gameFavorites, gameLaunches, gameRounds, gameTransactions } = schema;

// ---------- catalogue ----------

export function vendorsOf(db: Executor, brandId: string) {
  return db
    .select()
    .from(gameVendors)
    .where(eq(gameVendors.brandId, brandId))
    .orderBy(asc(gameVendors.sortOrder), asc(gameVendors.code));
}

export async function vendorByCode(db: Executor, brandId: string, code: string) {
  const [row] = await db
    .select()
    .from(gameVendors)
    .where(and(eq(gameVendors.brandId, brandId), eq(gameVendors.code, code)));
  return row;
}

export async function vendorById(db: Executor, brandId: string, id: string) {
  const [row] = await db
    .select()
    .from(gameVendors)
    .where(and(eq(gameVendors.brandId, brandId), eq(gameVendors.id, id)));
  return row;
}

/** Every game of the brand that is not switched off, with its vendor (the catalogue cache's source). */
export function catalogueOf(db: Executor, brandId: string) {
  return db
    .select({ game: games, vendor: gameVendors })
    .from(games)
    .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
    .where(and(eq(games.brandId, brandId), ne(games.status, "off"), ne(gameVendors.status, "off")))
    .orderBy(asc(gameVendors.sortOrder), asc(games.sortOrder), asc(games.code));
}

export async function gameWithVendor(db: Executor, brandId: string, gameId: string, vendorCode?: string) {
  const [row] = await db
    .select({ game: games, vendor: gameVendors })
    .from(games)
    .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
    .where(
      and(
        eq(games.brandId, brandId),
        eq(games.code, gameId),
        vendorCode ? eq(gameVendors.code, vendorCode) : undefined,
      ),
    )
    .orderBy(asc(gameVendors.sortOrder))
    .limit(1);
  return row;
}

export async function gameRowById(db: Executor, id: string) {
  const [row] = await db
    .select({ game: games, vendor: gameVendors })
    .from(games)
    .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
    .where(eq(games.id, id));
  return row;
}

// ---------- favourites and recent ----------

export async function favoriteIds(db: Executor, memberId: string): Promise<string[]> {
  const rows = await db
    .select({ gameId: gameFavorites.gameId })
    .from(gameFavorites)
    .where(eq(gameFavorites.memberId, memberId))
    .orderBy(desc(gameFavorites.createdAt));
  return rows.map((row) => row.gameId);
}

export async function addFavorite(db: Executor, memberId: string, gameId: string) {
  await db.insert(gameFavorites).values({ memberId, gameId }).onConflictDoNothing();
}

export async function removeFavorite(db: Executor, memberId: string, gameId: string) {
  await db
    .delete(gameFavorites)
    .where(and(eq(gameFavorites.memberId, memberId), eq(gameFavorites.gameId, gameId)));
}

export async function favoriteCount(db: Executor, memberId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(gameFavorites)
    .where(eq(gameFavorites.memberId, memberId));
  return row?.value ?? 0;
}

/** The member's last launched games, newest first, each once. */
export async function recentGameIds(db: Executor, memberId: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ gameId: gameLaunches.gameId, last: sql<Date>`max(${gameLaunches.createdAt})` })
    .from(gameLaunches)
    .where(eq(gameLaunches.memberId, memberId))
    .groupBy(gameLaunches.gameId)
    .orderBy(desc(sql`max(${gameLaunches.createdAt})`))
    .limit(limit);
  return rows.map((row) => row.gameId);
}

// ---------- launches and sessions ----------

export async function insertLaunch(db: Executor, values: typeof gameLaunches.$inferInsert) {
  await db.insert(gameLaunches).values(values);
}

/** Uses a launch token once: the row is returned only to the first caller. */
// ---------- records ----------

export interface RoundFilter {
  brandId: string;
  memberId?: string;
  memberIds?: string[];
  vendorCode?: string;
  gameType?: string;
  status?: string;
  from?: Date;
  to?: Date;
}

function roundWhere(filter: RoundFilter): SQL | undefined {
  return and(
    eq(gameRounds.brandId, filter.brandId),
    // A round that only holds a rollback marker or a refused bet moved no money: not a bet to show.
    sql`(${gameRounds.betMinor} > 0 or ${gameRounds.winMinor} > 0)`,
    filter.memberId ? eq(gameRounds.memberId, filter.memberId) : undefined,
    // One array parameter: a large team would pass the bind-parameter limit as a list.
    filter.memberIds
      ? sql`${gameRounds.memberId} = any(${`{${filter.memberIds.join(",")}}`}::uuid[])`
      : undefined,
    filter.vendorCode ? eq(gameVendors.code, filter.vendorCode) : undefined,
    filter.gameType ? eq(gameRounds.gameType, filter.gameType) : undefined,
    filter.status ? eq(gameRounds.status, filter.status) : undefined,
    filter.from ? gte(gameRounds.openedAt, filter.from) : undefined,
    filter.to ? lt(gameRounds.openedAt, filter.to) : undefined,
  );
}

/** Rounds with what lists show of them: the vendor's code and name, the game's code and names, the account. */
export function selectNamedRounds(db: Executor) {
  return db
    .select({
      round: gameRounds,
      vendorCode: gameVendors.code,
      vendorName: gameVendors.displayName,
      gameCode: games.code,
      gameNames: games.names,
      account: schema.members.account,
    })
    .from(gameRounds)
    .innerJoin(gameVendors, eq(gameVendors.id, gameRounds.vendorId))
    .innerJoin(games, eq(games.id, gameRounds.gameId))
    .innerJoin(schema.members, eq(schema.members.id, gameRounds.memberId));
}

export async function rounds(db: Executor, filter: RoundFilter, page: number, pageSize: number) {
  const where = roundWhere(filter);
  const [rows, [totals]] = await Promise.all([
    selectNamedRounds(db)
      .where(where)
      .orderBy(desc(gameRounds.openedAt), desc(gameRounds.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({
        total: count(),
        bet: sql<string>`coalesce(sum(${gameRounds.betMinor} - ${gameRounds.refundMinor}), 0)::text`,
        valid: sql<string>`coalesce(sum(case when ${gameRounds.status} = 'settled' then ${gameRounds.betMinor} - ${gameRounds.refundMinor} else 0 end), 0)::text`,
        winLoss: sql<string>`coalesce(sum(case when ${gameRounds.status} = 'settled' then ${gameRounds.winMinor} + ${gameRounds.refundMinor} - ${gameRounds.betMinor} else 0 end), 0)::text`,
      })
      .from(gameRounds)
      .innerJoin(gameVendors, eq(gameVendors.id, gameRounds.vendorId))
      .where(where),
  ]);
  return {
    rows,
    total: totals?.total ?? 0,
    summary: {
      bet: BigInt(totals?.bet ?? "0"),
      valid: BigInt(totals?.valid ?? "0"),
      winLoss: BigInt(totals?.winLoss ?? "0"),
    },
  };
}

/** Settled rounds per brand-zone day and category. */
export async function profitByDay(db: Executor, filter: RoundFilter, timeZone: string) {
  // The zone is written as a literal: with a bind parameter, the select, group by and order by would
  // each get their own ($1, $2, …) and PostgreSQL would not see them as the same grouped expression.
  const zone = sql.raw(`'${timeZone.replaceAll("'", "''")}'`);
  const day = sql<string>`to_char(${gameRounds.settledAt} at time zone ${zone}, 'YYYY-MM-DD')`;
  return db
    .select({
      date: day,
      gameType: gameRounds.gameType,
      rounds: sql<number>`count(*)::int`,
      bet: sql<string>`sum(${gameRounds.betMinor} - ${gameRounds.refundMinor})::text`,
      winLoss: sql<string>`sum(${gameRounds.winMinor} + ${gameRounds.refundMinor} - ${gameRounds.betMinor})::text`,
    })
    .from(gameRounds)
    .where(
      and(
        eq(gameRounds.brandId, filter.brandId),
        filter.memberId ? eq(gameRounds.memberId, filter.memberId) : undefined,
        eq(gameRounds.status, "settled"),
        filter.from ? gte(gameRounds.settledAt, filter.from) : undefined,
        filter.to ? lt(gameRounds.settledAt, filter.to) : undefined,
      ),
    )
    .groupBy(day, gameRounds.gameType)
    .orderBy(desc(day), asc(gameRounds.gameType));
}

/** The biggest settled wins of the period (winners board). */
export function topWins(
  db: Executor,
  brandId: string,
  since: Date,
  gameType: string | undefined,
  limit: number,
) {
  return selectNamedRounds(db)
    .where(
      and(
        eq(gameRounds.brandId, brandId),
        eq(gameRounds.status, "settled"),
        gte(gameRounds.settledAt, since),
        sql`${gameRounds.winMinor} > 0`,
        gameType ? eq(gameRounds.gameType, gameType) : undefined,
      ),
    )
    .orderBy(desc(gameRounds.winMinor))
    .limit(limit);
}

export function roundTransactions(db: Executor, roundId: string) {
  return db
    .select()
    .from(gameTransactions)
    .where(eq(gameTransactions.roundId, roundId))
    .orderBy(asc(gameTransactions.id));
}

export async function roundById(db: Executor, brandId: string, id: string) {
  const [row] = await selectNamedRounds(db).where(
    and(eq(gameRounds.brandId, brandId), eq(gameRounds.id, id)),
  );
  return row;
}

// ---------- back office ----------

export function adminGames(
  db: Executor,
  brandId: string,
  filter: { vendorId?: string; gameType?: string; status?: string; keyword?: string },
  page: number,
  pageSize: number,
) {
  const where = and(
    eq(games.brandId, brandId),
    filter.vendorId ? eq(games.vendorId, filter.vendorId) : undefined,
    filter.gameType ? eq(games.gameType, filter.gameType) : undefined,
    filter.status ? eq(games.status, filter.status) : undefined,
    filter.keyword
      ? or(ilike(games.code, `%${filter.keyword}%`), sql`${games.names}::text ilike ${`%${filter.keyword}%`}`)
      : undefined,
  );
  return Promise.all([
    db
      .select({ game: games, vendorCode: gameVendors.code })
      .from(games)
      .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
      .where(where)
      .orderBy(asc(gameVendors.sortOrder), asc(games.sortOrder), asc(games.code))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(games).where(where),
  ]);
}

/** The brand's game with its vendor (the back office's game editor). */
export async function gameOfBrand(db: Executor, brandId: string, id: string) {
  const [row] = await db
    .select({ game: games, vendor: gameVendors })
    .from(games)
    .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
    .where(and(eq(games.id, id), eq(games.brandId, brandId)));
  return row;
}

/** The ids of the brand's members with this account key (the rounds filter; a read of the accounts table). */
export async function memberIdsByAccount(
  db: Executor,
  brandId: string,
  accountKey: string,
): Promise<string[]> {
  const rows = await db
    .select({ id: schema.members.id })
    .from(schema.members)
    .where(and(eq(schema.members.brandId, brandId), eq(schema.members.accountKey, accountKey)));
  return rows.map((row) => row.id);
}

export async function gameCounts(db: Executor, brandId: string) {
  const rows = await db
    .select({ vendorId: games.vendorId, value: count() })
    .from(games)
    .where(eq(games.brandId, brandId))
    .groupBy(games.vendorId);
  return new Map(rows.map((row) => [row.vendorId, row.value]));
}

/** Stores a vendor's first signing secret (a concurrent writer's secret wins). */
export async function setVendorSecretIfMissing(db: Executor, vendorId: string, sealed: string, now: Date) {
  await db
    .update(gameVendors)
    .set({ secretSealed: sealed, secretRotatedAt: now })
    .where(and(eq(gameVendors.id, vendorId), sql`${gameVendors.secretSealed} is null`));
}
