import type { Executor } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { and, asc, eq } from "drizzle-orm";

/** What the betting record reads of the lottery tables: one member's slip with its draw and lines. */

const { lotteryDraws, lotterySlips, lotteryBets, games } = schema;

/**
 * A member's slip of a brand with its draw, the draw's game code and the slip's lines in the order
 * they were placed; undefined when the slip is another member's or unknown.
 */
export async function slipOfMember(db: Executor, key: { brandId: string; memberId: string; slipId: string }) {
  const [row] = await db
    .select({ slip: lotterySlips, draw: lotteryDraws, gameCode: games.code })
    .from(lotterySlips)
    .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotterySlips.drawId))
    .innerJoin(games, eq(games.id, lotteryDraws.gameId))
    .where(
      and(
        eq(lotterySlips.id, key.slipId),
        eq(lotterySlips.memberId, key.memberId),
        eq(lotterySlips.brandId, key.brandId),
      ),
    );
  if (!row) return undefined;
  const lines = await db
    .select()
    .from(lotteryBets)
    .where(eq(lotteryBets.slipId, key.slipId))
    .orderBy(asc(lotteryBets.id));
  return { ...row, lines };
}
