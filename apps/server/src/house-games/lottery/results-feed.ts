import type { LotteryFeedError, LotteryRegion } from "@lotus/contracts";
import type { Brand } from "../../platform/brand-context";
import { AppError } from "../../platform/errors";
import type { Platform } from "../../platform/platform";
import { DAILY_GAMES } from "./lottery-daily";
import * as daily from "./lottery-daily.repository";
import type { LotteryDraws } from "./lottery-draws";
import type { LotteryGames } from "./lottery-game";
import { localDay } from "./periods";
import * as feedRepo from "./results-feed.repository";
import {
  type FeedResult,
  feedRequestUrl,
  periodDate,
  readFeedAnswer,
  retryDelayMs,
  sameResult,
} from "./results-feed-format";

/**
 * The entering party of a feed result (no operator has this id), and the id its auto-confirmation
 * runs under: the confirm statement only takes a result from a party other than the one who entered
 * it, and with auto-confirm on the operator who switched it on is that other party.
 */
export const FEED_PARTY = { operatorId: "00000000-0000-0000-0000-0000000fee01", name: "feed" } as const;
const FEED_AUTO_CONFIRM_ID = "00000000-0000-0000-0000-0000000fee02";

/** A fetch gives up after this long (the answer's body included). */
const FETCH_TIMEOUT_MS = 10_000;
/** A day's results of one region are a few kilobytes; anything much larger is not a results answer. */
const MAX_ANSWER_BYTES = 256 * 1024;
/** Draws older than this are left to the operators: the feed stops asking for them. */
const LOOKBACK_MS = 2 * 86_400_000;
/** How long a worker holds a region's fetch (a worker that dies frees it after this). */
const LEASE_MS = 2 * 60_000;
/** When the feed answered without a due station's result yet (not published), it is asked again after this. */
const WAIT_MS = 60_000;

export class FeedFailure extends Error {
  constructor(
    readonly kind: LotteryFeedError,
    readonly detail: string,
  ) {
    super(`${kind}: ${detail}`);
  }
}

export interface FeedEndpoint {
  url: string;
  /** The header the secret is sent in, and its value (unsealed). */
  auth: { header: string; value: string } | null;
}

async function readCapped(response: Response): Promise<string> {
  const declared = Number(response.headers.get("content-length") ?? "0");
  if (declared > MAX_ANSWER_BYTES) {
    await response.body?.cancel();
    throw new FeedFailure("too_large", `${declared} bytes`);
  }
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_ANSWER_BYTES) {
      await reader.cancel();
      throw new FeedFailure("too_large", `more than ${MAX_ANSWER_BYTES} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function networkFailure(error: unknown): FeedFailure {
  if (error instanceof FeedFailure) return error;
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError"))
    return new FeedFailure("timeout", `no answer within ${FETCH_TIMEOUT_MS / 1000} s`);
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
  const message = error instanceof Error ? error.message : String(error);
  return new FeedFailure("network", cause?.code ? `${message} (${cause.code})` : message);
}

/**
 * The HTTP adapter: GET the feed's address with `date` (and the stations waited for), the auth
 * header when one is set, no redirects; the answer is read strictly or the fetch fails.
 */
export async function fetchDay(
  endpoint: FeedEndpoint,
  region: LotteryRegion,
  date: string,
  stations: readonly string[],
): Promise<Map<string, FeedResult>> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (endpoint.auth) headers[endpoint.auth.header] = endpoint.auth.value;
  let text: string;
  let status: number;
  try {
    const response = await fetch(feedRequestUrl(endpoint.url, date, stations), {
      headers,
      redirect: "error",
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    status = response.status;
    if (!response.ok) await response.body?.cancel();
    text = response.ok ? await readCapped(response) : "";
  } catch (error) {
    throw networkFailure(error);
  }
  if (status === 401 || status === 403) throw new FeedFailure("unauthorised", `HTTP ${status}`);
  if (status < 200 || status > 299) throw new FeedFailure("status", `HTTP ${status}`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new FeedFailure("malformed", "the answer is not JSON");
  }
  const reading = readFeedAnswer(body, { date, region });
  if (!reading.ok) throw new FeedFailure("malformed", reading.detail);
  return reading.results;
}

/** What one fetch of a region did. */
export interface FeedOutcome {
  entered: number;
  confirmed: number;
  matched: number;
  mismatched: number;
  waiting: number;
  error: LotteryFeedError | null;
}

const nothing = (): FeedOutcome => ({
  entered: 0,
  confirmed: 0,
  matched: 0,
  mismatched: 0,
  waiting: 0,
  error: null,
});

type Applied = "entered" | "entered+confirmed" | "confirmed" | "matched" | "mismatched" | "unchanged";

/**
 * The daily draws' results feed (issue #12): after a draw's time, each region whose feed is on is
 * asked for the day's results; a result is entered with the feed as the entering party through the
 * same statements operators' entries use, then confirmed at once (auto-confirm) or left to an
 * operator. A pending result is never overwritten: a different feed answer is flagged as a mismatch.
 * Any number of workers may run it: a region's fetch is claimed, and every write is conditional.
 */
export function createResultsFeed(platform: Platform, games: LotteryGames, draws: LotteryDraws) {
  const db = platform.db;

  function endpointOf(row: feedRepo.FeedSettingsRow): FeedEndpoint {
    const value = row.feedSecretSealed ? platform.secrets.unseal(row.feedSecretSealed) : null;
    return {
      url: row.feedUrl ?? "",
      auth: row.feedAuthHeader && value ? { header: row.feedAuthHeader, value } : null,
    };
  }

  /** Enters (and with auto-confirm confirms) one draw's feed result, or compares it with the pending one. */
  async function applyDraw(
    brand: Brand,
    drawId: string,
    result: FeedResult,
    autoConfirm: boolean,
    at: Date,
  ): Promise<Applied> {
    return db.transaction(async (tx): Promise<Applied> => {
      const draw = await feedRepo.lockDailyDraw(tx, drawId);
      if (draw?.status !== "open" || draw.drawAt.getTime() > at.getTime()) return "unchanged";
      const record = (outcome: feedRepo.FeedOutcome) =>
        feedRepo.recordFeedResult(tx, { drawId, brandId: brand.id, result, outcome, at });
      const confirm = async () =>
        Boolean(
          await daily.confirmResult(tx, drawId, {
            operatorId: FEED_AUTO_CONFIRM_ID,
            operator: FEED_PARTY.name,
            at,
          }),
        );
      if (draw.pendingResult === null) {
        const entered = await daily.enterResult(tx, drawId, {
          result,
          operatorId: FEED_PARTY.operatorId,
          operator: FEED_PARTY.name,
          at,
        });
        if (!entered) return "unchanged";
        await record("entered");
        return autoConfirm && (await confirm()) ? "entered+confirmed" : "entered";
      }
      const same = sameResult(draw.pendingResult, result);
      // The feed's own result still waiting: confirmed now if auto-confirm is on (or came on since).
      if (draw.resultEnteredById === FEED_PARTY.operatorId && same) {
        await record("entered");
        return autoConfirm && (await confirm()) ? "confirmed" : "unchanged";
      }
      await record(same ? "matched" : "mismatch");
      return same ? "matched" : "mismatched";
    });
  }

  /**
   * One fetch of a region: the due draws' days (today when `force` and nothing is due), each day's
   * answer read strictly, then every due draw entered, compared or left waiting. Without `force` the
   * fetch happens only when something is due and the region's back-off has passed.
   */
  async function runRegion(
    brand: Brand,
    row: feedRepo.FeedSettingsRow,
    at: number,
    force: boolean,
  ): Promise<FeedOutcome> {
    const region = row.region as LotteryRegion;
    const game = DAILY_GAMES.find((entry) => entry.region === region);
    const played = game && (await games.lotteryGame(brand, game.code).catch(() => undefined));
    if (!game || !played || !row.feedEnabled || !row.feedUrl) return nothing();
    const moment = new Date(at);
    const due = await feedRepo.dueDraws(
      db,
      played.id,
      moment,
      new Date(at - LOOKBACK_MS),
      row.feedAutoConfirm,
    );
    if (!force && due.length === 0) return nothing();
    const key = { brandId: brand.id, region };
    const claimed = force ? row : await feedRepo.claimFetch(db, key, moment, new Date(at + LEASE_MS));
    if (!claimed) return nothing();

    const stationsByDate = new Map<string, string[]>();
    for (const draw of due) {
      const date = periodDate(draw.period);
      stationsByDate.set(date, [...(stationsByDate.get(date) ?? []), draw.station ?? ""]);
    }
    if (stationsByDate.size === 0) stationsByDate.set(localDay(at, brand.timeZone), []);
    const answers = new Map<string, Map<string, FeedResult>>();
    try {
      for (const [date, stations] of stationsByDate)
        answers.set(date, await fetchDay(endpointOf(claimed), region, date, stations));
    } catch (error) {
      const failure = networkFailure(error);
      const failures = claimed.feedFailures + 1;
      await feedRepo.recordFailure(db, key, {
        at: moment,
        error: failure.kind,
        detail: failure.detail,
        failures,
        nextAttemptAt: new Date(at + retryDelayMs(failures)),
      });
      platform.logger.warn(
        { brandId: brand.id, region, err: failure.message },
        "lottery results feed failed",
      );
      return { ...nothing(), error: failure.kind };
    }

    const outcome = nothing();
    let announce = false;
    for (const draw of due) {
      const result = answers.get(periodDate(draw.period))?.get(draw.station ?? "");
      if (!result) {
        outcome.waiting++;
        continue;
      }
      const applied = await applyDraw(brand, draw.id, result, row.feedAutoConfirm, moment);
      if (applied === "entered" || applied === "entered+confirmed") outcome.entered++;
      if (applied === "confirmed" || applied === "entered+confirmed") {
        outcome.confirmed++;
        announce = true;
      }
      if (applied === "matched") outcome.matched++;
      if (applied === "mismatched") outcome.mismatched++;
    }
    await feedRepo.recordSuccess(db, key, moment, outcome.waiting > 0 ? new Date(at + WAIT_MS) : null);
    // The site's boards learn at once that a draw has its result (settlement follows on the next beat).
    if (announce) await draws.announce(brand.id, game.code);
    return outcome;
  }

  return {
    /** Every brand's regions with a feed on: fetches what is due at `at` (each worker may call it). */
    async tick(at: number = platform.clock.now()): Promise<FeedOutcome> {
      const total = nothing();
      for (const brand of await platform.brands.all())
        for (const row of await feedRepo.enabledFeeds(db, brand.id)) {
          try {
            const outcome = await runRegion(brand, row, at, false);
            total.entered += outcome.entered;
            total.confirmed += outcome.confirmed;
            total.matched += outcome.matched;
            total.mismatched += outcome.mismatched;
            total.waiting += outcome.waiting;
            total.error ??= outcome.error;
          } catch (error) {
            platform.logger.error(
              { err: error, brandId: brand.id, region: row.region },
              "results feed step failed",
            );
          }
        }
      return total;
    },

    /** The back office's "fetch now": the region's feed is asked at once, whatever its back-off. */
    async fetchNow(brand: Brand, region: LotteryRegion): Promise<FeedOutcome> {
      const row = (await feedRepo.regionSettings(db, brand.id)).find((entry) => entry.region === region);
      if (!row?.feedEnabled || !row.feedUrl) throw new AppError("lottery.feed_off");
      return runRegion(brand, row, platform.clock.now(), true);
    },
  };
}

export type ResultsFeed = ReturnType<typeof createResultsFeed>;
