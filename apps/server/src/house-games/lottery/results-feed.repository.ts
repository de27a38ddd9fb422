import type { Executor } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { and, asc, eq, gte, isNotNull, isNull, lte, or } from "drizzle-orm";

/**
 * The results feed's rows: each region's feed settings and fetch status (on lottery_region_settings,
 * beside the cut-off) and what the feed said about each daily draw (lottery_feed_results).
 */

const { lotteryRegionSettings: settings, lotteryFeedResults: feedResults, lotteryDraws, games } = schema;
export type FeedSettingsRow = typeof settings.$inferSelect;
export type FeedOutcome = "entered" | "matched" | "mismatch";

export function regionSettings(db: Executor, brandId: string) {
  return db.select().from(settings).where(eq(settings.brandId, brandId));
}

export function enabledFeeds(db: Executor, brandId: string) {
  return db
    .select()
    .from(settings)
    .where(and(eq(settings.brandId, brandId), eq(settings.feedEnabled, true), isNotNull(settings.feedUrl)));
}

/**
 * Saves a region's feed settings (a region without a row gets the game's default cut-off). The
 * back-off is reset, so a corrected address is tried on the next tick.
 */
export async function saveFeedSettings(
  db: Executor,
  key: { brandId: string; region: string; defaultCutoffSeconds: number },
  values: {
    feedEnabled: boolean;
    feedUrl: string | null;
    feedAuthHeader: string | null;
    feedAutoConfirm: boolean;
    /** undefined keeps the stored one. */
    feedSecretSealed?: string | null;
  },
  at: Date,
) {
  const changes = { ...values, feedFailures: 0, feedNextAttemptAt: null, updatedAt: at };
  const [row] = await db
    .insert(settings)
    .values({
      brandId: key.brandId,
      region: key.region,
      cutoffSeconds: key.defaultCutoffSeconds,
      ...changes,
    })
    .onConflictDoUpdate({ target: [settings.brandId, settings.region], set: changes })
    .returning();
  if (!row) throw new Error("feed settings not stored");
  return row;
}

/**
 * Claims the region's next fetch for one worker: moves its next attempt to `leaseUntil` unless
 * another worker (or the back-off) holds it. Returns the row when this worker may fetch.
 */
export async function claimFetch(
  db: Executor,
  key: { brandId: string; region: string },
  at: Date,
  leaseUntil: Date,
) {
  const [row] = await db
    .update(settings)
    .set({ feedNextAttemptAt: leaseUntil, feedLastAttemptAt: at })
    .where(
      and(
        eq(settings.brandId, key.brandId),
        eq(settings.region, key.region),
        eq(settings.feedEnabled, true),
        or(isNull(settings.feedNextAttemptAt), lte(settings.feedNextAttemptAt, at)),
      ),
    )
    .returning();
  return row;
}

/** A fetch whose answer was read: errors cleared, the next attempt when results are still awaited. */
export async function recordSuccess(
  db: Executor,
  key: { brandId: string; region: string },
  at: Date,
  nextAttemptAt: Date | null,
) {
  await db
    .update(settings)
    .set({
      feedLastAttemptAt: at,
      feedLastSuccessAt: at,
      feedFailures: 0,
      feedLastError: null,
      feedLastErrorDetail: null,
      feedNextAttemptAt: nextAttemptAt,
    })
    .where(and(eq(settings.brandId, key.brandId), eq(settings.region, key.region)));
}

/** A failed fetch: one more failure in a row, its reason, and the next attempt after the back-off. */
export async function recordFailure(
  db: Executor,
  key: { brandId: string; region: string },
  values: { at: Date; error: string; detail: string; failures: number; nextAttemptAt: Date },
) {
  await db
    .update(settings)
    .set({
      feedLastAttemptAt: values.at,
      feedFailures: values.failures,
      feedLastError: values.error,
      feedLastErrorDetail: values.detail,
      feedNextAttemptAt: values.nextAttemptAt,
    })
    .where(and(eq(settings.brandId, key.brandId), eq(settings.region, key.region)));
}

/**
 * A game's daily draws the feed still has work on: open, past their draw time (not older than
 * `since`), and either never answered by the feed or — when `confirmEntered` (auto-confirm) —
 * holding a result the feed entered that is not confirmed yet.
 */
export function dueDraws(db: Executor, gameId: string, at: Date, since: Date, confirmEntered: boolean) {
  return db
    .select({ id: lotteryDraws.id, period: lotteryDraws.period, station: lotteryDraws.station })
    .from(lotteryDraws)
    .leftJoin(feedResults, eq(feedResults.drawId, lotteryDraws.id))
    .where(
      and(
        eq(lotteryDraws.gameId, gameId),
        eq(lotteryDraws.status, "open"),
        isNotNull(lotteryDraws.station),
        lte(lotteryDraws.drawAt, at),
        gte(lotteryDraws.drawAt, since),
        confirmEntered
          ? or(isNull(feedResults.drawId), eq(feedResults.outcome, "entered"))
          : isNull(feedResults.drawId),
      ),
    )
    .orderBy(asc(lotteryDraws.drawAt), asc(lotteryDraws.period))
    .limit(100);
}

/** Locks a daily draw while the feed decides on it, so an operator's entry waits or wins first. */
export async function lockDailyDraw(db: Executor, drawId: string) {
  const [row] = await db
    .select()
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.id, drawId), isNotNull(lotteryDraws.station)))
    .for("update");
  return row;
}

export async function recordFeedResult(
  db: Executor,
  values: {
    drawId: string;
    brandId: string;
    result: schema.StoredLotteryResult;
    outcome: FeedOutcome;
    at: Date;
  },
) {
  const { at, ...row } = values;
  await db
    .insert(feedResults)
    .values({ ...row, fetchedAt: at })
    .onConflictDoUpdate({
      target: feedResults.drawId,
      set: { result: row.result, outcome: row.outcome, fetchedAt: at },
    });
}

/** Open draws of a brand where the feed disagreed with an operator's pending result. */
export function mismatches(db: Executor, brandId: string) {
  return db
    .select({
      drawId: lotteryDraws.id,
      period: lotteryDraws.period,
      station: lotteryDraws.station,
      gameCode: games.code,
      pending: lotteryDraws.pendingResult,
      feed: feedResults.result,
    })
    .from(feedResults)
    .innerJoin(lotteryDraws, eq(lotteryDraws.id, feedResults.drawId))
    .innerJoin(games, eq(games.id, lotteryDraws.gameId))
    .where(
      and(
        eq(feedResults.brandId, brandId),
        eq(feedResults.outcome, "mismatch"),
        eq(lotteryDraws.status, "open"),
        isNotNull(lotteryDraws.pendingResult),
      ),
    )
    .orderBy(asc(lotteryDraws.drawAt), asc(lotteryDraws.period))
    .limit(100);
}
