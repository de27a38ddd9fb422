import type { LiveResult } from "@lotus/contracts";
import { expect } from "vitest";
import { createHouseGames, type HouseGames, type LiveDriverHooks } from "../../src/house-games";
import type { LiveMoneyHooks } from "../../src/house-games/live/live-money";
import { createGames } from "../../src/modules/games";
import { launch, launchTokenOf } from "../games/support";
import type { TestApp } from "../support/app";

/** Helpers for the live tables' tests: another games process driving the tables, sessions, bets. */

export interface TableView {
  serverNow: number;
  table: {
    code: string;
    kind: string;
    status: string;
    bettingSeconds: number;
    spots: { spot: string; odds: number; rtp: number; min: number; max: number }[];
    chips: number[];
  };
  round: {
    id: string;
    number: number;
    phase: string;
    openedAt: number;
    closesAt: number;
    result: LiveResult | null;
    totals: { spot: string; amount: number; bets: number }[];
    players: number;
    commitment: { seedHash: string; seed: string | null; shoeNumber: number | null; cursor: number | null };
  } | null;
  recent: { number: number; result: LiveResult }[];
  cardsLeft: number | null;
}

/**
 * A second games process on the same database and wallet (its own caches and driver), as a split
 * deployment runs one: the test app serves the player calls, this one drives the tables.
 */
export function gamesProcess(t: TestApp): HouseGames {
  const games = createGames(t.platform, t.wallet);
  return createHouseGames(t.platform, games.games.house, games.vendorWallet);
}

/** A driver of that process with its own lease holder id (and injected faults). */
export function driverOf(house: HouseGames, holder: string, hooks: LiveDriverHooks & LiveMoneyHooks = {}) {
  return house.live.driverOf({ holder, hooks });
}

/** One beat of a driver as if the clock read `at`; a step that failed fails the test. */
export async function tick(driver: ReturnType<typeof driverOf>, at: number) {
  const done = await driver.tick(at);
  expect(done.errors).toEqual([]);
  return done;
}

export async function liveSession(t: TestApp, token: string, code: string) {
  const launched = await launch(t, token, code);
  expect(launched.statusCode, launched.body).toBe(200);
  const response = await t.app.inject({
    method: "POST",
    url: "/house/api/live/session",
    payload: { launchToken: launchTokenOf(launched.json().value.game_url), merchant: t.merchant },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value as { sessionToken: string; balance: number; table: TableView["table"] };
}

export async function tableView(t: TestApp, code: string): Promise<TableView> {
  const response = await t.app.inject({
    method: "GET",
    url: `/house/api/live/table?merchant=${t.merchant}&table=${code}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value as TableView;
}

/** The table's round, which must exist. */
export async function roundOf(t: TestApp, code: string) {
  const round = (await tableView(t, code)).round;
  if (!round) throw new Error(`no round at ${code}`);
  return round;
}

export function placeBet(
  t: TestApp,
  sessionToken: string,
  body:
    | { roundId: string; requestId: string; bets: { spot: string; amount: number }[] }
    | Record<string, unknown>,
) {
  return t.app.inject({
    method: "POST",
    url: "/house/api/live/bet",
    headers: { authorization: sessionToken, language: "EN" },
    payload: body,
  });
}

/** Freezes the server's clock at `at` while `work` runs (the boundary tests need the exact millisecond). */
export async function atInstant<T>(t: TestApp, at: number, work: () => Promise<T>): Promise<T> {
  const clock = t.platform.clock as { now: () => number };
  const running = clock.now;
  clock.now = () => at;
  try {
    return await work();
  } finally {
    clock.now = running;
  }
}
