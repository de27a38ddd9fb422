import type { Executor } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { and, desc, eq, gte, sql } from "drizzle-orm";
import { selectNamedRounds } from "./games.repository";

const { gameRounds, games } = schema;

/**
 * The brand's latest settled rounds that qualify as big wins (the rule of big-wins.ts in SQL), over
 * the brand's rounds index, newest first.
 */
export function latestBigWins(
  db: Executor,
  brandId: string,
  rule: { multiplier: number; amountMinor: bigint },
  since: Date,
  limit: number,
) {
  // The multiplier has at most two decimals that matter: compare in hundredths to stay in integers.
  const hundredths = String(Math.round(rule.multiplier * 100));
  const byAmount =
    rule.amountMinor > 0n ? sql` or ${gameRounds.winMinor} >= ${rule.amountMinor.toString()}::bigint` : sql``;
  const stake = sql`(${gameRounds.betMinor} - ${gameRounds.refundMinor})`;
  return selectNamedRounds(db)
    .where(
      and(
        eq(gameRounds.brandId, brandId),
        gte(gameRounds.openedAt, since),
        eq(gameRounds.status, "settled"),
        sql`${gameRounds.winMinor} > 0 and ((${stake} > 0 and ${gameRounds.winMinor} * 100 >= ${stake} * ${hundredths}::bigint)${byAmount})`,
      ),
    )
    .orderBy(desc(gameRounds.openedAt))
    .limit(limit);
}

/** A game's code and names by id (a settled round of a multi-call vendor names its game by id). */
export async function gameNamesById(db: Executor, gameId: string) {
  const [row] = await db
    .select({ code: games.code, names: games.names })
    .from(games)
    .where(eq(games.id, gameId));
  return row;
}
