import type { Executor } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, sql } from "drizzle-orm";

/** The house lotteries' tables: markets, daily fair chains, draws, slips, bets and exposure. */

const { lotteryMarkets, lotteryChains, lotteryDraws, lotterySlips, lotteryBets, lotteryExposure, games } =
  schema;
export type DrawRow = typeof lotteryDraws.$inferSelect;
export type SlipRow = typeof lotterySlips.$inferSelect;
export type BetRow = typeof lotteryBets.$inferSelect;
export type ChainRow = typeof lotteryChains.$inferSelect;
export type MarketRow = typeof lotteryMarkets.$inferSelect;
export type StoredResult = schema.StoredLotteryResult;

export function marketRows(db: Executor, brandId: string, format: string) {
  return db
    .select()
    .from(lotteryMarkets)
    .where(and(eq(lotteryMarkets.brandId, brandId), eq(lotteryMarkets.format, format)));
}

export async function upsertMarket(db: Executor, row: typeof lotteryMarkets.$inferInsert) {
  await db
    .insert(lotteryMarkets)
    .values(row)
    .onConflictDoUpdate({
      target: [lotteryMarkets.brandId, lotteryMarkets.format, lotteryMarkets.market],
      set: {
        enabled: row.enabled,
        priceMilli: row.priceMilli,
        oddsMilli: row.oddsMilli,
        numberLimitMinor: row.numberLimitMinor ?? null,
        updatedAt: row.updatedAt,
      },
    });
}

// ---------- chains and draws ----------

export async function chainOf(db: Executor, gameId: string, day: string) {
  const [row] = await db
    .select()
    .from(lotteryChains)
    .where(and(eq(lotteryChains.gameId, gameId), eq(lotteryChains.day, day)));
  return row;
}

/** Stores a day's chain unless another worker stored one first; the stored one is returned. */
export async function ensureChain(db: Executor, values: typeof lotteryChains.$inferInsert) {
  await db.insert(lotteryChains).values(values).onConflictDoNothing();
  const row = await chainOf(db, values.gameId, values.day);
  if (!row) throw new Error("lottery chain not stored");
  return row;
}

export async function ensureDraws(db: Executor, rows: (typeof lotteryDraws.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(lotteryDraws).values(rows).onConflictDoNothing();
}

export async function drawByPeriod(db: Executor, gameId: string, period: string) {
  const [row] = await db
    .select()
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.gameId, gameId), eq(lotteryDraws.period, period)));
  return row;
}

export async function drawById(db: Executor, id: string) {
  const [row] = await db.select().from(lotteryDraws).where(eq(lotteryDraws.id, id));
  return row;
}

/**
 * The open draw whose betting window holds `now`, then the next ones; with `awaiting`, also the
 * draws past their time still open for want of a result (a daily draw waiting for its entry).
 */
export function currentAndNext(db: Executor, gameId: string, now: Date, limit: number, awaiting = false) {
  const coming = sql`${lotteryDraws.drawAt} > ${now}`;
  return db
    .select()
    .from(lotteryDraws)
    .where(
      and(
        eq(lotteryDraws.gameId, gameId),
        awaiting ? sql`(${coming} or ${lotteryDraws.status} = 'open')` : coming,
      ),
    )
    .orderBy(asc(lotteryDraws.drawAt), asc(lotteryDraws.period))
    .limit(limit);
}

/**
 * Drawn, paid and void draws, newest first; with `date` (yyyy-MM-dd) only that day's: the periods
 * starting with YYYYMMDD, a range the game's (game, period) index reads.
 */
export async function recentDraws(
  db: Executor,
  gameId: string,
  page: number,
  pageSize: number,
  date?: string,
) {
  const day = date?.replaceAll("-", "");
  const where = and(
    eq(lotteryDraws.gameId, gameId),
    inArray(lotteryDraws.status, ["drawn", "settling", "settled", "correcting", "void"]),
    day ? and(gte(lotteryDraws.period, day), lt(lotteryDraws.period, nextDayOf(day))) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(lotteryDraws)
      .where(where)
      .orderBy(desc(lotteryDraws.drawAt))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(lotteryDraws).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** The day after a YYYYMMDD day, as YYYYMMDD (every period of that day sorts below it). */
function nextDayOf(day: string): string {
  const next = new Date(
    Date.UTC(Number(day.slice(0, 4)), Number(day.slice(4, 6)) - 1, Number(day.slice(6, 8)) + 1),
  );
  return next.toISOString().slice(0, 10).replaceAll("-", "");
}

/** Open draws whose draw time has come, with their game's code and settings. */
export function dueDraws(db: Executor, now: Date, limit: number) {
  return (
    db
      .select({ draw: lotteryDraws, gameCode: games.code, settings: games.settings })
      .from(lotteryDraws)
      .innerJoin(games, eq(games.id, lotteryDraws.gameId))
      // Daily draws (with a station) wait for their entered result instead of being drawn here.
      .where(
        and(eq(lotteryDraws.status, "open"), lte(lotteryDraws.drawAt, now), isNull(lotteryDraws.station)),
      )
      .orderBy(asc(lotteryDraws.drawAt))
      .limit(limit)
  );
}

/** Drawn draws waiting to be paid, with their game's code and settings. */
export function drawsToSettle(db: Executor, limit: number, statuses: string[] = ["drawn", "settling"]) {
  return db
    .select({ draw: lotteryDraws, gameCode: games.code, settings: games.settings })
    .from(lotteryDraws)
    .innerJoin(games, eq(games.id, lotteryDraws.gameId))
    .where(inArray(lotteryDraws.status, statuses))
    .orderBy(asc(lotteryDraws.drawAt))
    .limit(limit);
}

/** Draws whose corrected result is confirmed and waits to be re-settled. */
export const drawsToResettle = (db: Executor, limit: number) => drawsToSettle(db, limit, ["correcting"]);

/** A re-settled draw is settled again (only from correcting). */
export async function markResettled(db: Executor, id: string, at: Date) {
  await db
    .update(lotteryDraws)
    .set({ status: "settled", settledAt: at })
    .where(and(eq(lotteryDraws.id, id), eq(lotteryDraws.status, "correcting")));
}

/** Records the result of an open draw; only the caller that flips it gets the row back. */
export async function markDrawn(
  db: Executor,
  id: string,
  values: { seed: string; chainId: string; seedIndex: number; result: StoredResult; drawnAt: Date },
) {
  const [row] = await db
    .update(lotteryDraws)
    .set({ ...values, status: "drawn" })
    .where(and(eq(lotteryDraws.id, id), eq(lotteryDraws.status, "open")))
    .returning();
  return row;
}

export async function markSettled(db: Executor, id: string, at: Date) {
  await db
    .update(lotteryDraws)
    .set({ status: "settled", settledAt: at })
    .where(and(eq(lotteryDraws.id, id), inArray(lotteryDraws.status, ["drawn", "settling"])));
}

export async function markVoid(db: Executor, id: string, reason: string, at: Date) {
  const [row] = await db
    .update(lotteryDraws)
    .set({ status: "void", voidReason: reason, settledAt: at })
    .where(and(eq(lotteryDraws.id, id), inArray(lotteryDraws.status, ["open", "drawn"])))
    .returning();
  return row;
}

// ---------- slips, bets, exposure ----------

export async function slipByRequest(db: Executor, memberId: string, requestId: string) {
  const [row] = await db
    .select()
    .from(lotterySlips)
    .where(and(eq(lotterySlips.memberId, memberId), eq(lotterySlips.requestId, requestId)));
  return row;
}

/** Stores a pending slip with its lines; false when the member already used the request id. */
export async function insertSlip(
  db: Executor,
  slip: typeof lotterySlips.$inferInsert,
  bets: (typeof lotteryBets.$inferInsert)[],
) {
  const [row] = await db.insert(lotterySlips).values(slip).onConflictDoNothing().returning();
  if (!row) return false;
  await db.insert(lotteryBets).values(bets);
  return true;
}

/** Moves a pending slip on; only the caller that moves it gets the row back. */
export async function resolveSlip(db: Executor, id: string, status: "accepted" | "void") {
  const [row] = await db
    .update(lotterySlips)
    .set({ status })
    .where(and(eq(lotterySlips.id, id), eq(lotterySlips.status, "pending")))
    .returning();
  return row;
}

export function betsOfSlip(db: Executor, slipId: string) {
  return db.select().from(lotteryBets).where(eq(lotteryBets.slipId, slipId)).orderBy(asc(lotteryBets.id));
}

export async function voidBetsOfSlip(db: Executor, slipId: string, at: Date) {
  await db
    .update(lotteryBets)
    .set({ status: "void", settledAt: at })
    .where(and(eq(lotteryBets.slipId, slipId), eq(lotteryBets.status, "open")));
}

/** Slips whose debit outcome a crash or lost answer left unknown. */
export function pendingSlips(db: Executor, before: Date, limit: number) {
  return db
    .select()
    .from(lotterySlips)
    .where(and(eq(lotterySlips.status, "pending"), lt(lotterySlips.placedAt, before)))
    .orderBy(asc(lotterySlips.placedAt))
    .limit(limit);
}

export function pendingSlipsOfDraw(db: Executor, drawId: string) {
  return db
    .select()
    .from(lotterySlips)
    .where(and(eq(lotterySlips.drawId, drawId), eq(lotterySlips.status, "pending")));
}

/**
 * Raises what a draw could pay on each number of a slip in one statement that also checks each
 * limit: a row lock orders concurrent slips on a number, so its total never passes its limit.
 * Rows are locked in one order (market, number), so two slips sharing numbers never deadlock.
 * Returns the first key that would pass its limit (nothing is raised then: the caller rolls back).
 */
export async function raiseExposures(
  db: Executor,
  drawId: string,
  entries: { market: string; number: string; payoutMinor: bigint; limitMinor: bigint | null }[],
): Promise<{ market: string; number: string } | undefined> {
  if (entries.length === 0) return undefined;
  const over = entries.find((entry) => entry.limitMinor !== null && entry.payoutMinor > entry.limitMinor);
  if (over) return over;
  const list = (values: string[]) => `{${values.map((value) => `"${value}"`).join(",")}}`;
  const result = (await db.execute(sql`
    with input as (
      select * from unnest(
        ${list(entries.map((entry) => entry.market))}::text[],
        ${list(entries.map((entry) => entry.number))}::text[],
        ${`{${entries.map((entry) => entry.payoutMinor).join(",")}}`}::bigint[],
        ${`{${entries.map((entry) => (entry.limitMinor === null ? "NULL" : entry.limitMinor)).join(",")}}`}::bigint[]
      ) as x(market, number, payout, lim))
    insert into lottery_exposure as held (draw_id, market, number, payout_minor)
    select ${drawId}, market, number, payout from input order by market, number
    on conflict (draw_id, market, number) do update
       set payout_minor = held.payout_minor + excluded.payout_minor
     where coalesce(held.payout_minor + excluded.payout_minor
             <= (select lim from input where input.market = excluded.market and input.number = excluded.number), true)
    returning market, number`)) as unknown as
    | { rows?: { market: string; number: string }[] }
    | { market: string; number: string }[];
  const rows = Array.isArray(result) ? result : (result.rows ?? []);
  if (rows.length === entries.length) return undefined;
  const done = new Set(rows.map((row) => `${row.market}:${row.number}`));
  return entries.find((entry) => !done.has(`${entry.market}:${entry.number}`));
}

export async function exposureOf(db: Executor, key: { drawId: string; market: string; number: string }) {
  const [row] = await db
    .select({ payoutMinor: lotteryExposure.payoutMinor })
    .from(lotteryExposure)
    .where(
      and(
        eq(lotteryExposure.drawId, key.drawId),
        eq(lotteryExposure.market, key.market),
        eq(lotteryExposure.number, key.number),
      ),
    );
  return row?.payoutMinor ?? 0n;
}

export async function lowerExposure(
  db: Executor,
  key: { drawId: string; market: string; number: string },
  payoutMinor: bigint,
) {
  await db
    .update(lotteryExposure)
    .set({ payoutMinor: sql`greatest(${lotteryExposure.payoutMinor} - ${payoutMinor}, 0)` })
    .where(
      and(
        eq(lotteryExposure.drawId, key.drawId),
        eq(lotteryExposure.market, key.market),
        eq(lotteryExposure.number, key.number),
      ),
    );
}

/** The next accepted slips of a draw after `after`, by id (settlement walks a draw in these batches). */
export async function acceptedSlipIds(db: Executor, drawId: string, after: string | null, limit: number) {
  const rows = await db
    .select({ id: lotterySlips.id })
    .from(lotterySlips)
    .where(
      and(
        eq(lotterySlips.drawId, drawId),
        eq(lotterySlips.status, "accepted"),
        after === null ? undefined : sql`${lotterySlips.id} > ${after}`,
      ),
    )
    .orderBy(asc(lotterySlips.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** What settling a line reads of it (and, re-settling, the win it was paid). */
export type OpenLine = Pick<
  BetRow,
  "id" | "slipId" | "memberId" | "market" | "numbers" | "points" | "oddsMilli" | "stakeMinor" | "winMinor"
>;

/**
 * The open lines of some slips (raw: a draw's settlement reads a million). Found by slip id, so the
 * plan does not hang on statistics of a draw whose lines have just been written.
 */
export async function openLinesOfSlips(
  db: Executor,
  slipIds: string[],
  which: "open" | "settled" = "open",
): Promise<OpenLine[]> {
  if (slipIds.length === 0) return [];
  const status = which === "open" ? sql`b.status = 'open'` : sql`b.status in ('won', 'lost', 'push')`;
  const result = await db.execute(sql`
    select b.id::text as id, b.slip_id, b.member_id, b.market, b.numbers, b.points, b.odds_milli,
      b.stake_minor::text as stake, b.win_minor::text as win
    from lottery_bets b join lottery_slips s on s.id = b.slip_id
    where b.slip_id = any(${`{${slipIds.join(",")}}`}::uuid[]) and ${status} and s.status = 'accepted'`);
  return (
    (result as unknown as { rows: Record<string, unknown>[] }).rows as {
      id: string;
      slip_id: string;
      member_id: string;
      market: string;
      numbers: string[];
      points: number;
      odds_milli: number;
      stake: string;
      win: string;
    }[]
  ).map((row) => ({
    id: BigInt(row.id),
    slipId: row.slip_id,
    memberId: row.member_id,
    market: row.market,
    numbers: row.numbers,
    points: Number(row.points),
    oddsMilli: Number(row.odds_milli),
    stakeMinor: BigInt(row.stake),
    winMinor: BigInt(row.win),
  }));
}

/**
 * Writes settled lines (after their wins were paid) in one statement; lines already settled stay,
 * unless `resettle` (a corrected result: settled lines take their new outcome).
 */
export async function settleBets(
  db: Executor,
  rows: { id: bigint; status: string; hits: number; winMinor: bigint }[],
  at: Date,
  resettle = false,
) {
  if (rows.length === 0) return;
  await db.execute(sql`
    update lottery_bets as bet
       set status = line.status, hits = line.hits, win_minor = line.win, settled_at = ${at}
      from unnest(
             ${`{${rows.map((row) => row.id).join(",")}}`}::bigint[],
             ${`{${rows.map((row) => row.status).join(",")}}`}::text[],
             ${`{${rows.map((row) => row.hits).join(",")}}`}::int[],
             ${`{${rows.map((row) => row.winMinor).join(",")}}`}::bigint[]
           ) as line(id, status, hits, win)
     where bet.id = line.id
       and ${resettle ? sql`bet.status in ('won', 'lost', 'push')` : sql`bet.status = 'open'`}`);
}

export async function betsOfMember(
  db: Executor,
  filter: { memberId: string; gameId: string; status?: "open" | "settled" },
  page: number,
  pageSize: number,
) {
  const where = and(
    eq(lotteryBets.memberId, filter.memberId),
    eq(lotteryDraws.gameId, filter.gameId),
    eq(lotterySlips.status, "accepted"),
    filter.status === "open"
      ? eq(lotteryBets.status, "open")
      : filter.status === "settled"
        ? sql`${lotteryBets.status} <> 'open'`
        : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ bet: lotteryBets, period: lotteryDraws.period, result: lotteryDraws.result })
      .from(lotteryBets)
      .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryBets.drawId))
      .innerJoin(lotterySlips, eq(lotterySlips.id, lotteryBets.slipId))
      .where(where)
      .orderBy(desc(lotteryBets.placedAt), desc(lotteryBets.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ value: count() })
      .from(lotteryBets)
      .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryBets.drawId))
      .innerJoin(lotterySlips, eq(lotterySlips.id, lotteryBets.slipId))
      .where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function chainById(db: Executor, id: string) {
  const [row] = await db.select().from(lotteryChains).where(eq(lotteryChains.id, id));
  return row;
}

/** A slip's draw with its game's code. */
export async function drawWithGame(db: Executor, drawId: string) {
  const [row] = await db
    .select({ draw: lotteryDraws, gameCode: games.code })
    .from(lotteryDraws)
    .innerJoin(games, eq(games.id, lotteryDraws.gameId))
    .where(eq(lotteryDraws.id, drawId));
  return row;
}

/**
 * Locks a draw's row for share inside the slip's transaction: drawing it (an update) waits until
 * the slip is stored, so no slip lands on a draw that was drawn meanwhile.
 */
export async function lockDraw(db: Executor, drawId: string) {
  const [row] = await db
    .select({
      status: lotteryDraws.status,
      station: lotteryDraws.station,
      openAt: lotteryDraws.openAt,
      closeAt: lotteryDraws.closeAt,
    })
    .from(lotteryDraws)
    .where(eq(lotteryDraws.id, drawId))
    .for("share");
  return row;
}

/** Slips of a draw in one status. */
export function slipsOfDraw(db: Executor, drawId: string, status: "accepted" | "pending") {
  return db
    .select()
    .from(lotterySlips)
    .where(and(eq(lotterySlips.drawId, drawId), eq(lotterySlips.status, status)));
}

/** An accepted slip refunded by a void draw; only the caller that moves it gets the row back. */
export async function refundSlip(db: Executor, slipId: string, at: Date) {
  const [row] = await db
    .update(lotterySlips)
    .set({ status: "refunded" })
    .where(and(eq(lotterySlips.id, slipId), eq(lotterySlips.status, "accepted")))
    .returning();
  if (row)
    await db
      .update(lotteryBets)
      .set({ status: "void", settledAt: at })
      .where(and(eq(lotteryBets.slipId, slipId), eq(lotteryBets.status, "open")));
  return row;
}

/** Claims a drawn draw for settlement (status settling), so a void cannot race the payments. */
export async function claimForSettlement(db: Executor, id: string) {
  const [row] = await db
    .update(lotteryDraws)
    .set({ status: "settling" })
    .where(and(eq(lotteryDraws.id, id), inArray(lotteryDraws.status, ["drawn", "settling"])))
    .returning();
  return row;
}

/** Void draws that still hold slips to refund (a crash between the void and its refunds). */
export function voidDrawsWithSlips(db: Executor, limit: number) {
  return db
    .selectDistinct({ draw: lotteryDraws, gameCode: games.code })
    .from(lotteryDraws)
    .innerJoin(games, eq(games.id, lotteryDraws.gameId))
    .innerJoin(lotterySlips, eq(lotterySlips.drawId, lotteryDraws.id))
    .where(and(eq(lotteryDraws.status, "void"), inArray(lotterySlips.status, ["accepted", "pending"])))
    .limit(limit);
}
