import type { Executor } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";

/** What the lotteries' back office reads: draws with their totals, liability, lines, chains. */

const { lotteryChains, lotteryDraws, lotterySlips, lotteryBets, lotteryExposure, games } = schema;

export async function gameIdOf(db: Executor, brandId: string, code: string) {
  const [row] = await db
    .select({ id: games.id })
    .from(games)
    .innerJoin(schema.gameVendors, eq(schema.gameVendors.id, games.vendorId))
    .where(and(eq(games.brandId, brandId), eq(games.code, code), eq(schema.gameVendors.house, true)));
  return row?.id;
}

export async function drawsPage(
  db: Executor,
  filter: { gameId: string; status?: string },
  page: number,
  pageSize: number,
) {
  const where = and(
    eq(lotteryDraws.gameId, filter.gameId),
    filter.status ? eq(lotteryDraws.status, filter.status) : undefined,
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

/** Members, lines, stakes and wins of the accepted slips of some draws. */
export async function drawTotals(db: Executor, drawIds: string[]) {
  if (drawIds.length === 0)
    return new Map<string, { members: number; lines: number; stake: bigint; win: bigint }>();
  const rows = await db
    .select({
      drawId: lotteryBets.drawId,
      members: sql<number>`count(distinct ${lotteryBets.memberId})::int`,
      lines: sql<number>`count(*)::int`,
      stake: sql<string>`coalesce(sum(${lotteryBets.stakeMinor}), 0)::text`,
      win: sql<string>`coalesce(sum(${lotteryBets.winMinor}), 0)::text`,
    })
    .from(lotteryBets)
    .innerJoin(lotterySlips, eq(lotterySlips.id, lotteryBets.slipId))
    .where(and(inArray(lotteryBets.drawId, drawIds), inArray(lotterySlips.status, ["accepted", "refunded"])))
    .groupBy(lotteryBets.drawId);
  return new Map(
    rows.map((row) => [
      row.drawId,
      { members: row.members, lines: row.lines, stake: BigInt(row.stake), win: BigInt(row.win) },
    ]),
  );
}

/** The numbers a draw could pay most on, largest first. */
export function topExposure(db: Executor, drawId: string, limit: number) {
  return db
    .select()
    .from(lotteryExposure)
    .where(and(eq(lotteryExposure.drawId, drawId), sql`${lotteryExposure.payoutMinor} > 0`))
    .orderBy(desc(lotteryExposure.payoutMinor), asc(lotteryExposure.market), asc(lotteryExposure.number))
    .limit(limit);
}

export async function betsOfDraw(db: Executor, drawId: string, page: number, pageSize: number) {
  const where = and(eq(lotteryBets.drawId, drawId), inArray(lotterySlips.status, ["accepted", "refunded"]));
  const [rows, [total]] = await Promise.all([
    db
      .select({ bet: lotteryBets, account: schema.members.account })
      .from(lotteryBets)
      .innerJoin(lotterySlips, eq(lotterySlips.id, lotteryBets.slipId))
      .innerJoin(schema.members, eq(schema.members.id, lotteryBets.memberId))
      .where(where)
      .orderBy(desc(lotteryBets.placedAt), desc(lotteryBets.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ value: count() })
      .from(lotteryBets)
      .innerJoin(lotterySlips, eq(lotterySlips.id, lotteryBets.slipId))
      .where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function chainsPage(db: Executor, gameId: string, page: number, pageSize: number) {
  const where = eq(lotteryChains.gameId, gameId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        chain: lotteryChains,
        revealed: sql<number>`(select count(*)::int from lottery_draws d where d.chain_id = lottery_chains.id and d.seed is not null)`,
      })
      .from(lotteryChains)
      .where(where)
      .orderBy(desc(lotteryChains.day))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(lotteryChains).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}
