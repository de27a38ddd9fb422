import type { Executor } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { and, count, countDistinct, desc, eq, gte, inArray, max, sum } from "drizzle-orm";

/**
 * The lottery lobby's reads over the slips (lottery-gateway.ts): what was played, by whom, on which
 * game. A slip counts once its stake was taken: accepted, or refunded when its draw was voided.
 */

const { lotteryDraws, lotterySlips } = schema;
const STAKED = ["accepted", "refunded"];

/** Slips and players per lottery game of a brand since `since`, the most slips first. */
export function slipsByGame(db: Executor, brandId: string, since: Date) {
  const slips = count(lotterySlips.id);
  return db
    .select({ gameId: lotteryDraws.gameId, slips, players: countDistinct(lotterySlips.memberId) })
    .from(lotterySlips)
    .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotterySlips.drawId))
    .where(
      and(
        eq(lotterySlips.brandId, brandId),
        inArray(lotterySlips.status, STAKED),
        gte(lotterySlips.placedAt, since),
      ),
    )
    .groupBy(lotteryDraws.gameId)
    .orderBy(desc(slips));
}

/** The lottery games a member staked on, each with the member's last slip time, newest first. */
export function recentGamesOf(db: Executor, memberId: string, limit: number) {
  const last = max(lotterySlips.placedAt);
  return db
    .select({ gameId: lotteryDraws.gameId, lastPlacedAt: last })
    .from(lotterySlips)
    .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotterySlips.drawId))
    .where(and(eq(lotterySlips.memberId, memberId), inArray(lotterySlips.status, STAKED)))
    .groupBy(lotteryDraws.gameId)
    .orderBy(desc(last))
    .limit(limit);
}

/** A member's accepted slips on some draws: how many and their total stake, per draw. */
export async function memberSlipsOn(db: Executor, memberId: string, drawIds: readonly string[]) {
  if (drawIds.length === 0) return [];
  const rows = await db
    .select({
      drawId: lotterySlips.drawId,
      slips: count(lotterySlips.id),
      totalMinor: sum(lotterySlips.totalMinor),
    })
    .from(lotterySlips)
    .where(
      and(
        eq(lotterySlips.memberId, memberId),
        inArray(lotterySlips.drawId, [...drawIds]),
        eq(lotterySlips.status, "accepted"),
      ),
    )
    .groupBy(lotterySlips.drawId);
  return rows.map((row) => ({
    drawId: row.drawId,
    slips: row.slips,
    totalMinor: BigInt(row.totalMinor ?? 0),
  }));
}
