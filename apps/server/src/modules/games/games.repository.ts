import type { Executor } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, ne, or, type SQL, sql } from "drizzle-orm";

/** The games domain's tables: vendors, catalogue, favourites, launches, sessions, rounds, vendor transactions. */

export type VendorRow = typeof schema.gameVendors.$inferSelect;
export type GameRow = typeof schema.games.$inferSelect;
export type RoundRow = typeof schema.gameRounds.$inferSelect;
export type GameTransactionRow = typeof schema.gameTransactions.$inferSelect;

const { gameVendors, games, gameFavorites, gameLaunches, gameSessions, gameRounds, gameTransactions } =
  schema;

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
export async function consumeLaunch(db: Executor, brandId: string, tokenHash: string, now: Date) {
  const [row] = await db
    .update(gameLaunches)
    .set({ usedAt: now })
    .where(
      and(
        eq(gameLaunches.tokenHash, tokenHash),
        eq(gameLaunches.brandId, brandId),
        sql`${gameLaunches.usedAt} is null`,
        sql`${gameLaunches.expiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .returning();
  return row;
}

export async function insertSession(db: Executor, values: typeof gameSessions.$inferInsert) {
  const [row] = await db.insert(gameSessions).values(values).returning();
  return row;
}

export async function sessionByToken(db: Executor, tokenHash: string) {
  const [row] = await db.select().from(gameSessions).where(eq(gameSessions.tokenHash, tokenHash));
  return row;
}

// ---------- rounds and vendor transactions ----------

export async function transactionByReference(db: Executor, vendorId: string, reference: string) {
  const [row] = await db
    .select()
    .from(gameTransactions)
    .where(and(eq(gameTransactions.vendorId, vendorId), eq(gameTransactions.reference, reference)));
  return row;
}

/** The rollback recorded against a bet id, if any (also the not-found marker of an unknown bet). */
export async function rollbackOf(db: Executor, vendorId: string, betReference: string) {
  const [row] = await db
    .select()
    .from(gameTransactions)
    .where(
      and(
        eq(gameTransactions.vendorId, vendorId),
        eq(gameTransactions.betReference, betReference),
        eq(gameTransactions.kind, "rollback"),
      ),
    );
  return row;
}

/** The round of (vendor, member, reference), created open on first use (one statement). */
export async function ensureRound(
  db: Executor,
  values: {
    brandId: string;
    vendorId: string;
    memberId: string;
    gameId: string;
    gameType: string;
    reference: string;
  },
): Promise<RoundRow> {
  const [row] = await db
    .insert(gameRounds)
    .values(values)
    .onConflictDoUpdate({
      target: [gameRounds.vendorId, gameRounds.memberId, gameRounds.reference],
      // A no-op update so the existing row is returned without a second query.
      set: { reference: sql`excluded.reference` },
    })
    .returning();
  if (!row) throw new Error("round not created");
  return row;
}

export async function roundByReference(db: Executor, vendorId: string, memberId: string, reference: string) {
  const [row] = await db
    .select()
    .from(gameRounds)
    .where(
      and(
        eq(gameRounds.vendorId, vendorId),
        eq(gameRounds.memberId, memberId),
        eq(gameRounds.reference, reference),
      ),
    );
  return row;
}

/**
 * Records an applied vendor transaction and adds it to its round's totals, once, in one statement:
 * a second call with the same reference (a retry after a crash) changes nothing.
 */
export async function recordTransaction(
  db: Executor,
  values: typeof gameTransactions.$inferInsert,
): Promise<boolean> {
  const amount = values.amountMinor.toString();
  const bet = values.kind === "bet" ? amount : "0";
  const win = values.kind === "win" ? amount : "0";
  const refund = values.kind === "rollback" ? amount : "0";
  const result = await db.execute(sql`
    with inserted as (
      insert into game_transactions (brand_id, vendor_id, member_id, round_id, reference, kind, amount_minor,
        bet_reference, content_hash, status, ledger_transaction_id, balance_after_minor)
      values (${values.brandId}::uuid, ${values.vendorId}::uuid, ${values.memberId}::uuid, ${values.roundId}::uuid,
        ${values.reference}, ${values.kind}, ${amount}::bigint, ${values.betReference ?? null}, ${values.contentHash},
        ${values.status}, ${values.ledgerTransactionId?.toString() ?? null}::bigint,
        ${values.balanceAfterMinor?.toString() ?? null}::bigint)
      on conflict do nothing
      returning round_id
    )
    update game_rounds r
    set bet_minor = r.bet_minor + ${bet}::bigint, win_minor = r.win_minor + ${win}::bigint,
      refund_minor = r.refund_minor + ${refund}::bigint
    from inserted where r.id = inserted.round_id
    returning r.id`);
  return ((result as { rows?: unknown[] }).rows ?? []).length > 0;
}

async function addToRound(db: Executor, roundId: string, kind: string, amount: bigint) {
  const column =
    kind === "bet" ? gameRounds.betMinor : kind === "win" ? gameRounds.winMinor : gameRounds.refundMinor;
  const target = kind === "bet" ? "betMinor" : kind === "win" ? "winMinor" : "refundMinor";
  await db
    .update(gameRounds)
    .set({ [target]: sql`${column} + ${amount.toString()}::bigint` })
    .where(eq(gameRounds.id, roundId));
}

/** Stores the not-found marker of a rollback whose bet is unknown; false when one already exists. */
export async function insertRollbackMarker(db: Executor, values: typeof gameTransactions.$inferInsert) {
  const inserted = await db
    .insert(gameTransactions)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: gameTransactions.id });
  return inserted.length > 0;
}

/** Turns a rollback marker into an applied refund (once) and adds the refund to the round. */
export async function applyRollback(
  db: Executor,
  rollbackId: bigint,
  values: { amountMinor: bigint; roundId: string; ledgerTransactionId: bigint; balanceAfterMinor: bigint },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(gameTransactions)
      .set({
        status: "applied",
        amountMinor: values.amountMinor,
        roundId: values.roundId,
        ledgerTransactionId: values.ledgerTransactionId,
        balanceAfterMinor: values.balanceAfterMinor,
      })
      .where(and(eq(gameTransactions.id, rollbackId), eq(gameTransactions.status, "not_found")))
      .returning({ id: gameTransactions.id });
    if (updated.length === 0) return false;
    await addToRound(tx, values.roundId, "rollback", values.amountMinor);
    return true;
  });
}

/** Closes an open round (settled, or cancelled when every bet was refunded); returns it only to the closer. */
export async function closeRound(db: Executor, roundId: string, now: Date) {
  const [row] = await db
    .update(gameRounds)
    .set({
      status: sql`case when ${gameRounds.betMinor} > 0 and ${gameRounds.refundMinor} >= ${gameRounds.betMinor} and ${gameRounds.winMinor} = 0 then 'cancelled' else 'settled' end`,
      settledAt: now,
    })
    .where(and(eq(gameRounds.id, roundId), eq(gameRounds.status, "open")))
    .returning();
  return row;
}

export async function cancelRoundIfRefunded(db: Executor, roundId: string, now: Date) {
  await db
    .update(gameRounds)
    .set({ status: "cancelled", settledAt: now })
    .where(
      and(
        eq(gameRounds.id, roundId),
        eq(gameRounds.status, "open"),
        sql`${gameRounds.refundMinor} >= ${gameRounds.betMinor}`,
        eq(gameRounds.winMinor, 0n),
      ),
    );
}

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
    filter.memberIds ? inArray(gameRounds.memberId, filter.memberIds) : undefined,
    filter.vendorCode ? eq(gameVendors.code, filter.vendorCode) : undefined,
    filter.gameType ? eq(gameRounds.gameType, filter.gameType) : undefined,
    filter.status ? eq(gameRounds.status, filter.status) : undefined,
    filter.from ? gte(gameRounds.openedAt, filter.from) : undefined,
    filter.to ? lt(gameRounds.openedAt, filter.to) : undefined,
  );
}

export async function rounds(db: Executor, filter: RoundFilter, page: number, pageSize: number) {
  const where = roundWhere(filter);
  const [rows, [totals]] = await Promise.all([
    db
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
      .innerJoin(schema.members, eq(schema.members.id, gameRounds.memberId))
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
  return db
    .select({
      round: gameRounds,
      account: schema.members.account,
      vendorCode: gameVendors.code,
      gameCode: games.code,
      gameNames: games.names,
    })
    .from(gameRounds)
    .innerJoin(gameVendors, eq(gameVendors.id, gameRounds.vendorId))
    .innerJoin(games, eq(games.id, gameRounds.gameId))
    .innerJoin(schema.members, eq(schema.members.id, gameRounds.memberId))
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
  const [row] = await db
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
    .innerJoin(schema.members, eq(schema.members.id, gameRounds.memberId))
    .where(and(eq(gameRounds.brandId, brandId), eq(gameRounds.id, id)));
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

export async function gameCounts(db: Executor, brandId: string) {
  const rows = await db
    .select({ vendorId: games.vendorId, value: count() })
    .from(games)
    .where(eq(games.brandId, brandId))
    .groupBy(games.vendorId);
  return new Map(rows.map((row) => [row.vendorId, row.value]));
}
