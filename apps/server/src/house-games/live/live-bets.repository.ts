import type { Executor } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { and, asc, count, desc, eq, inArray, lt, sql } from "drizzle-orm";

/**
 * The live tables' slips (one confirmation of chips = one vendor debit) and their bets (one per
 * spot). The bet path and settlement use raw statements: a busy table takes hundreds a round.
 */

const { liveSlips, liveBets, liveRounds } = schema;
export type SlipRow = typeof liveSlips.$inferSelect;
export type BetRow = typeof liveBets.$inferSelect;

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? []) as T[];
const uuidArray = (ids: readonly string[]) => `{${ids.join(",")}}`;

/** Slips whose stake counts on a round: taken, or still waiting for their debit's answer. */
const LIVE_SLIP = sql`s.status in ('pending', 'accepted')`;

/** Orders a member's confirmations on one round, so their stake per spot is checked against the limits once. */
export async function lockMemberRound(db: Executor, roundId: string, memberId: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`live:${roundId}:${memberId}`}, 0))`);
}

export async function slipByRequest(db: Executor, memberId: string, requestId: string) {
  const [row] = await db
    .select()
    .from(liveSlips)
    .where(and(eq(liveSlips.memberId, memberId), eq(liveSlips.requestId, requestId)));
  return row;
}

/** What the member has staked on each spot of a round (taken or pending), in minor units. */
export async function memberStakes(
  db: Executor,
  roundId: string,
  memberId: string,
  which: "live" | "accepted" = "live",
): Promise<Map<string, bigint>> {
  const rows = rowsOf<{ spot: string; stake: string }>(
    await db.execute(sql`
      select b.spot, sum(b.stake_minor)::text as stake
        from live_bets b join live_slips s on s.id = b.slip_id
       where b.round_id = ${roundId} and b.member_id = ${memberId}
         and ${which === "live" ? LIVE_SLIP : sql`s.status = 'accepted'`}
       group by b.spot`),
  );
  return new Map(rows.map((row) => [row.spot, BigInt(row.stake)]));
}

/** Stores a pending slip with its bets; false when the member already used the request id. */
export async function insertSlip(
  db: Executor,
  slip: typeof liveSlips.$inferInsert,
  bets: (typeof liveBets.$inferInsert)[],
) {
  const [row] = await db.insert(liveSlips).values(slip).onConflictDoNothing().returning({ id: liveSlips.id });
  if (!row) return false;
  await db.insert(liveBets).values(bets);
  return true;
}

/** Moves a pending slip on; only the caller that moves it gets the row back. */
export async function resolveSlip(db: Executor, id: string, status: "accepted" | "void") {
  const [row] = await db
    .update(liveSlips)
    .set({ status })
    .where(and(eq(liveSlips.id, id), eq(liveSlips.status, "pending")))
    .returning();
  return row;
}

export async function voidBetsOfSlip(db: Executor, slipId: string, at: Date) {
  await db
    .update(liveBets)
    .set({ status: "void", settledAt: at })
    .where(and(eq(liveBets.slipId, slipId), eq(liveBets.status, "open")));
}

/** An accepted slip refunded by a void round; only the caller that moves it gets the row back. */
export async function refundSlip(db: Executor, slipId: string, at: Date) {
  const [row] = await db
    .update(liveSlips)
    .set({ status: "refunded" })
    .where(and(eq(liveSlips.id, slipId), eq(liveSlips.status, "accepted")))
    .returning();
  if (row) await voidBetsOfSlip(db, slipId, at);
  return row;
}

export function slipsOfRound(db: Executor, roundId: string, status: "pending" | "accepted") {
  return db
    .select()
    .from(liveSlips)
    .where(and(eq(liveSlips.roundId, roundId), eq(liveSlips.status, status)))
    .orderBy(asc(liveSlips.placedAt));
}

/** Slips whose debit answer a crash or a lost reply left unknown for too long (on rounds no longer taking bets). */
export function pendingSlipsBefore(db: Executor, before: Date, limit: number) {
  return db
    .select()
    .from(liveSlips)
    .where(
      and(
        eq(liveSlips.status, "pending"),
        lt(liveSlips.placedAt, before),
        sql`${liveSlips.roundId} in (select id from live_rounds where phase <> 'betting')`,
      ),
    )
    .orderBy(asc(liveSlips.placedAt))
    .limit(limit);
}

/** What settling a bet reads of it. */
export interface OpenBet {
  id: bigint;
  memberId: string;
  spot: string;
  oddsMilli: number;
  stakeMinor: bigint;
}

/** The open bets of a round's accepted slips. */
export async function openBetsOfRound(db: Executor, roundId: string): Promise<OpenBet[]> {
  const rows = rowsOf<{ id: string; member_id: string; spot: string; odds_milli: number; stake: string }>(
    await db.execute(sql`
      select b.id::text as id, b.member_id, b.spot, b.odds_milli, b.stake_minor::text as stake
        from live_bets b join live_slips s on s.id = b.slip_id
       where b.round_id = ${roundId} and b.status = 'open' and s.status = 'accepted'
       order by b.member_id, b.id`),
  );
  return rows.map((row) => ({
    id: BigInt(row.id),
    memberId: row.member_id,
    spot: row.spot,
    oddsMilli: Number(row.odds_milli),
    stakeMinor: BigInt(row.stake),
  }));
}

/** Writes settled bets (after their wins were paid) in one statement; bets already settled stay. */
export async function settleBets(
  db: Executor,
  rows: { id: bigint; status: string; winMinor: bigint }[],
  at: Date,
) {
  if (rows.length === 0) return;
  await db.execute(sql`
    update live_bets as bet
       set status = settled.status, win_minor = settled.win, settled_at = ${at}
      from unnest(
             ${`{${rows.map((row) => row.id).join(",")}}`}::bigint[],
             ${`{${rows.map((row) => row.status).join(",")}}`}::text[],
             ${`{${rows.map((row) => row.winMinor).join(",")}}`}::bigint[]
           ) as settled(id, status, win)
     where bet.id = settled.id and bet.status = 'open'`);
}

/** A round's stakes by spot and its players (taken or pending slips): the live totals and the liability. */
export async function roundTotals(db: Executor, roundId: string) {
  const rows = rowsOf<{ spot: string | null; stake: string; bets: number; players: number }>(
    await db.execute(sql`
      select b.spot, sum(b.stake_minor)::text as stake, count(*)::int as bets,
             count(distinct b.member_id)::int as players
        from live_bets b join live_slips s on s.id = b.slip_id
       where b.round_id = ${roundId} and ${LIVE_SLIP}
       group by grouping sets ((b.spot), ())`),
  );
  let players = 0;
  const spots: { spot: string; stakeMinor: bigint; bets: number }[] = [];
  for (const row of rows) {
    if (row.spot === null) players = Number(row.players);
    else spots.push({ spot: row.spot, stakeMinor: BigInt(row.stake), bets: Number(row.bets) });
  }
  return { spots, players };
}

/** Players with a live slip on each of some rounds. */
export async function playersOfRounds(db: Executor, roundIds: string[]): Promise<Map<string, number>> {
  if (roundIds.length === 0) return new Map();
  const rows = rowsOf<{ round_id: string; players: number }>(
    await db.execute(sql`
      select s.round_id, count(distinct s.member_id)::int as players
        from live_slips s
       where s.round_id = any(${uuidArray(roundIds)}::uuid[]) and ${LIVE_SLIP}
       group by s.round_id`),
  );
  return new Map(rows.map((row) => [row.round_id, Number(row.players)]));
}

/** A member's bets on one round, per spot: taken ones, and refunded ones of a void round. */
export async function memberBetsOfRound(db: Executor, roundId: string, memberId: string) {
  return memberBetsOfRounds(db, [roundId], memberId);
}

/** A member's bets on some rounds, per round and spot (stake, win, odds, first placed). */
export async function memberBetsOfRounds(db: Executor, roundIds: string[], memberId: string) {
  if (roundIds.length === 0) return [];
  const rows = rowsOf<{
    round_id: string;
    spot: string;
    odds_milli: number;
    stake: string;
    win: string;
    open: number;
    void: number;
    placed_at: string;
  }>(
    await db.execute(sql`
      select b.round_id, b.spot, max(b.odds_milli)::int as odds_milli,
             sum(b.stake_minor)::text as stake, sum(b.win_minor)::text as win,
             count(*) filter (where b.status = 'open')::int as open,
             count(*) filter (where b.status = 'void')::int as void,
             (extract(epoch from min(b.placed_at)) * 1000)::bigint::text as placed_at
        from live_bets b join live_slips s on s.id = b.slip_id
       where b.round_id = any(${uuidArray(roundIds)}::uuid[]) and b.member_id = ${memberId}
         and s.status in ('accepted', 'refunded')
       group by b.round_id, b.spot
       order by b.round_id, min(b.id)`),
  );
  return rows.map((row) => ({
    roundId: row.round_id,
    spot: row.spot,
    oddsMilli: Number(row.odds_milli),
    stakeMinor: BigInt(row.stake),
    winMinor: BigInt(row.win),
    open: Number(row.open) > 0,
    void: Number(row.void) > 0,
    placedAt: Number(row.placed_at),
  }));
}

/** The rounds of a table the member played (taken or refunded slips), newest first, paged. */
export async function memberRoundsPage(
  db: Executor,
  filter: { memberId: string; gameId: string },
  page: number,
  pageSize: number,
) {
  const where = and(
    eq(liveSlips.memberId, filter.memberId),
    eq(liveRounds.gameId, filter.gameId),
    inArray(liveSlips.status, ["accepted", "refunded"]),
  );
  const [rows, [total]] = await Promise.all([
    db
      .selectDistinct({ round: liveRounds })
      .from(liveSlips)
      .innerJoin(liveRounds, eq(liveRounds.id, liveSlips.roundId))
      .where(where)
      .orderBy(desc(liveRounds.number))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ value: sql<number>`count(distinct ${liveSlips.roundId})::int` })
      .from(liveSlips)
      .innerJoin(liveRounds, eq(liveRounds.id, liveSlips.roundId))
      .where(where),
  ]);
  return { rows: rows.map((row) => row.round), total: Number(total?.value ?? 0) };
}

/** Every bet of a round (taken or refunded) with its member's account, newest first (back office). */
export async function roundBetsPage(db: Executor, roundId: string, page: number, pageSize: number) {
  const where = and(eq(liveBets.roundId, roundId), inArray(liveSlips.status, ["accepted", "refunded"]));
  const [rows, [total]] = await Promise.all([
    db
      .select({ bet: liveBets, account: schema.members.account })
      .from(liveBets)
      .innerJoin(liveSlips, eq(liveSlips.id, liveBets.slipId))
      .innerJoin(schema.members, eq(schema.members.id, liveBets.memberId))
      .where(where)
      .orderBy(desc(liveBets.placedAt), desc(liveBets.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ value: count() })
      .from(liveBets)
      .innerJoin(liveSlips, eq(liveSlips.id, liveBets.slipId))
      .where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}
