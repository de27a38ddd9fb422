import type { FastifyInstance } from "fastify";
import type { HouseAdminHooks, HouseVendor, RoundDetailSource, VendorWallet } from "../modules/games";
import type { Platform } from "../platform/platform";
import { registerHouseRoutes } from "./house.routes";
import { createHouseService, type HouseService } from "./house.service";
import { createHouseSessions, type HouseSessions } from "./house-session";
import { registerLiveRoutes } from "./live/live.routes";
import { createLiveService, type LiveService } from "./live/live.service";
import { createLiveRecords } from "./live/live-record";
import { registerLotteryRoutes } from "./lottery/lottery.routes";
import { createLotteryService, type LotteryService } from "./lottery/lottery.service";
import { lotteryGames } from "./lottery/lottery-game";
import { createLotteryRecords } from "./lottery/lottery-record";
import { SLOTS } from "./slots/paytables";
import { type HouseWalletClient, httpWalletClient, inProcessWalletClient } from "./wallet-client";

export type { HouseService } from "./house.service";
export type { LiveService } from "./live/live.service";
export { createLiveAdmin, type LiveAdmin, type LiveAdminWho, type LiveAudit } from "./live/live-admin";
export type { LiveDriverHooks, LiveTickResult } from "./live/live-driver";
export { createLotteryAdmin } from "./lottery/lottery.admin";
export type { LotteryService } from "./lottery/lottery.service";
export { createLotteryGateway } from "./lottery/lottery-gateway";
export { registerLotteryGateway } from "./lottery/lottery-gateway.routes";
export { createLotteryFeedAdmin } from "./lottery/results-feed.admin";
export { connectSandboxFeed } from "./lottery/sandbox-feed";

export const HOUSE_STUCK_SPINS_JOB = "house.stuck-spins";
export const LOTTERY_DRAWS_JOB = "lottery.draws";
/** The lottery driver's beat: draws are made within a second of their time. */
const LOTTERY_DRIVER_MS = 1_000;
export const LOTTERY_FEED_JOB = "lottery.results-feed";
/** How often the daily draws' results feed is looked at (each region keeps its own back-off). */
const LOTTERY_FEED_MS = 15_000;

/** The house vendor's games: the slots, the lotteries and the live tables, over one wallet client and one session kind. */
export interface HouseGames {
  slots: HouseService;
  lottery: LotteryService;
  live: LiveService;
  /** The one kind of house session both use (benches sign sessions with it). */
  sessions: HouseSessions;
}

/**
 * The in-house game vendor (DESIGN §2). In the single process it calls the vendor wallet directly;
 * with ROLE=games it signs HTTP calls to PLATFORM_URL with the house vendor's own secret.
 */
export function createHouseGames(
  platform: Platform,
  houseVendor: HouseVendor,
  wallet: VendorWallet | undefined,
): HouseGames {
  let client: HouseWalletClient;
  if (wallet) client = inProcessWalletClient(houseVendor, wallet);
  else {
    const baseUrl = platform.env.PLATFORM_URL;
    if (!baseUrl) throw new Error("ROLE=games needs PLATFORM_URL (the API nodes' base URL)");
    client = httpWalletClient(platform, baseUrl, (brand) => houseVendor.secret(brand));
  }
  const sessions = createHouseSessions(platform, client);
  return {
    sessions,
    slots: createHouseService(platform, houseVendor, client, sessions),
    lottery: createLotteryService(platform, houseVendor, client, sessions),
    live: createLiveService(platform, houseVendor, client, sessions),
  };
}

/**
 * Serves the house games' player API; settles spins a crash left half done; schedules, draws and
 * pays the lotteries (a job for workers and the dev tools' test clock).
 */
export function registerHouseGames(app: FastifyInstance, platform: Platform, house: HouseGames): void {
  registerHouseRoutes(app, platform, house.slots);
  registerLotteryRoutes(app, platform, house.lottery);
  registerLiveRoutes(app, platform, house.live);
  platform.jobs.register({
    name: HOUSE_STUCK_SPINS_JOB,
    periodMs: 60_000,
    run: async () => `settled ${await house.slots.settleStuckSpins()}`,
  });
  platform.jobs.register({
    name: LOTTERY_DRAWS_JOB,
    periodMs: 5_000,
    run: async (now) => {
      const done = await house.lottery.tick(now);
      return `drawn ${done.drawn}, settled ${done.settled}, rolled back ${done.rolledBack}`;
    },
  });
  platform.jobs.register({
    name: LOTTERY_FEED_JOB,
    periodMs: LOTTERY_FEED_MS,
    run: async (now) => {
      const done = await house.lottery.feed.tick(now);
      return `entered ${done.entered}, confirmed ${done.confirmed}, mismatched ${done.mismatched}, waiting ${done.waiting}${done.error ? `, error ${done.error}` : ""}`;
    },
  });
}

/** The beats' work still running, so a stop can wait for it before the database closes. */
function runningWork() {
  const running = new Set<Promise<unknown>>();
  return {
    track(work: Promise<unknown>): void {
      running.add(work);
      void work.finally(() => running.delete(work));
    },
    async settled(): Promise<void> {
      await Promise.allSettled([...running]);
    },
  };
}

/**
 * Runs the lotteries on the second in the process that serves the house games (ROLE all or games),
 * and asks the results feeds every 15 seconds: each beat is idempotent, so several processes may
 * beat at once. Returns the stop function, which resolves once the beats still running are done.
 */
export function startLotteryDriver(platform: Platform, house: HouseGames): () => Promise<void> {
  const work = runningWork();
  const beat = (run: () => Promise<unknown>, everyMs: number, what: string) => {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      work.track(
        run()
          .catch((error: unknown) => platform.logger.error({ err: error }, what))
          .finally(() => {
            running = false;
          }),
      );
    }, everyMs);
    timer.unref();
    return timer;
  };
  const timers = [
    beat(() => house.lottery.tick(), LOTTERY_DRIVER_MS, "lottery beat failed"),
    beat(() => house.lottery.feed.tick(), LOTTERY_FEED_MS, "results feed beat failed"),
  ];
  return async () => {
    for (const timer of timers) clearInterval(timer);
    await work.settled();
  };
}

/** The live tables' beat: a step is due at most this long before it runs (closes wake up on time). */
const LIVE_BEAT_MS = 250;

/**
 * Drives the live tables in the process that serves the house games (ROLE all or games): each beat
 * takes or renews the tables' leases and runs the steps due; it wakes up early for a step due
 * sooner (a round's close), so bets are refused and results sent on the server's millisecond. A
 * table without any round first gets a short history, so road maps start full. Returns the stop
 * function, which waits for the beats still running and then gives the leases up.
 */
export function startLiveDriver(platform: Platform, house: HouseGames): () => Promise<void> {
  const work = runningWork();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let dueAt = Number.POSITIVE_INFINITY;
  // The next beat runs at the earliest time asked for: the regular beat or a table's due step.
  const wakeAt = (at: number) => {
    if (stopped || at >= dueAt) return;
    if (timer) clearTimeout(timer);
    dueAt = at;
    timer = setTimeout(beat, Math.max(5, at - platform.clock.now()));
    timer.unref();
  };
  // A beat does not wait for the tables it set going: each table's steps run on their own.
  function beat() {
    dueAt = Number.POSITIVE_INFINITY;
    wakeAt(platform.clock.now() + LIVE_BEAT_MS);
    work.track(
      house.live
        .tick(undefined, wakeAt)
        .catch((error: unknown) => platform.logger.error({ err: error }, "live beat failed")),
    );
  }
  work.track(
    house.live
      .seedHistory()
      .catch((error: unknown) => platform.logger.error({ err: error }, "live history not dealt"))
      .finally(() => {
        if (!stopped) beat();
      }),
  );
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await work.settled();
    await house.live.driver.release().catch(() => undefined);
  };
}

/** What the back office learns from the house vendor: slot variants and a round's fair data. */
export function houseAdminHooks(house: HouseGames): HouseAdminHooks {
  return {
    slots: () =>
      Object.values(SLOTS).map((slot) => ({
        slotId: slot.id,
        defaultVariant: slot.defaultVariant,
        variants: Object.values(slot.variants).map((variant) => ({ id: variant.id, rtp: variant.rtp })),
      })),
    fairData: (roundReference) => house.slots.fairData(roundReference),
  };
}

/**
 * What the house vendor tells the betting record of its rounds: a lottery ticket's draw, lines and
 * result, a live round's spots with the cards or dice (the slots keep none). Read-only, so any
 * process with the database can serve it.
 */
export function houseRoundDetails(platform: Platform, houseVendor: HouseVendor): RoundDetailSource {
  const sources = [createLotteryRecords(platform, lotteryGames(houseVendor)), createLiveRecords(platform)];
  return {
    covers: (gameCode) => sources.some((source) => source.covers(gameCode)),
    detail: async (request) =>
      sources.find((source) => source.covers(request.gameCode))?.detail(request) ?? null,
  };
}
