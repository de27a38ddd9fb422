import type { Executor } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { and, desc, eq, inArray, isNotNull } from "drizzle-orm";

/** What the lottery statistics read of the draws: only the latest results of one game. */

const { lotteryDraws } = schema;

/**
 * A game's latest `limit` draws with a result (drawn, being paid or paid; void ones have none
 * that counts), newest first, optionally of one station. Period ids sort in draw order within a
 * game (`YYYYMMDD…`), so the game's unique (game, period) index reads them backwards.
 */
export function latestResults(db: Executor, gameId: string, limit: number, station: string | null) {
  return db
    .select({
      period: lotteryDraws.period,
      drawAt: lotteryDraws.drawAt,
      station: lotteryDraws.station,
      result: lotteryDraws.result,
    })
    .from(lotteryDraws)
    .where(
      and(
        eq(lotteryDraws.gameId, gameId),
        inArray(lotteryDraws.status, ["drawn", "settling", "settled", "correcting"]),
        isNotNull(lotteryDraws.result),
        station === null ? undefined : eq(lotteryDraws.station, station),
      ),
    )
    .orderBy(desc(lotteryDraws.period))
    .limit(limit);
}
