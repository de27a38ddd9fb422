import type { Executor } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { and, eq, gt, isNull } from "drizzle-orm";

const { gameLaunches, gameSessions } = schema;

/**
 * Ends a member's game access at `at` (logout): open game sessions expire, so the vendor wallet
 * refuses their bets (it checks expires_at on every debit), and unused launch tokens can no longer
 * open a game.
 */
export async function endGameAccess(db: Executor, memberId: string, at: Date): Promise<void> {
  await db
    .update(gameSessions)
    .set({ expiresAt: at })
    .where(and(eq(gameSessions.memberId, memberId), gt(gameSessions.expiresAt, at)));
  await db
    .update(gameLaunches)
    .set({ expiresAt: at })
    .where(
      and(eq(gameLaunches.memberId, memberId), isNull(gameLaunches.usedAt), gt(gameLaunches.expiresAt, at)),
    );
}
