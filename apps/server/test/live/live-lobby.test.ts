import { ensureHouseCatalogue } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HouseGames } from "../../src/house-games";
import { expectLedgerClean, fund, launch, launchTokenOf, login, memberId } from "../games/support";
import { createTestApp, type TestApp } from "../support/app";
import { driverOf, gamesProcess, roundOf, tick } from "./support";

/**
 * The live tables around the rounds (issue #15): the catalogue gains them on an existing database,
 * a fresh table is dealt a short history for its road map, the lobby and GLS2_roomList list the
 * open tables, and the site's WebSocket carries a watched table's rounds and live totals.
 */
let t: TestApp;
let demoToken: string;
let house: HouseGames;
const CODES = [
  "live-baccarat-1",
  "live-baccarat-speed",
  "live-baccarat-nc",
  "live-dragon-tiger",
  "live-sicbo",
  "live-xocdia",
];

beforeAll(async () => {
  t = await createTestApp();
  demoToken = await login(t, "demo01", "Demo1234");
  await fund(t, await memberId(t, "demo01"), 10_000_000_00n, "live-lobby-fund-1");
});
afterAll(async () => {
  await t.close();
});

async function houseVendor() {
  const [vendor] = await t.platform.db
    .select()
    .from(schema.gameVendors)
    .where(and(eq(schema.gameVendors.brandId, t.brandId), eq(schema.gameVendors.code, "LOTUS")));
  if (!vendor) throw new Error("no house vendor");
  return vendor;
}

/** A site socket with a first message; collects what it hears after "ready". */
async function socketOf(first: Record<string, unknown>) {
  const socket = await t.app.injectWS("/ws", { headers: { merchant: t.merchant } });
  const heard: Record<string, unknown>[] = [];
  const ready = new Promise<void>((resolve, reject) => {
    socket.on("message", (data: Buffer) => {
      const message = JSON.parse(data.toString()) as Record<string, unknown>;
      if (message.type === "ready") resolve();
      else heard.push(message);
    });
    socket.on("close", (code: number) => reject(new Error(`closed ${code}`)));
  });
  socket.send(JSON.stringify(first));
  await ready;
  return { socket, heard };
}

async function until(check: () => boolean) {
  for (let tries = 0; tries < 100 && !check(); tries++)
    await new Promise((resolve) => setTimeout(resolve, 10));
}

describe("live tables in the lobby", () => {
  it("adds the live games, their category and their tables to a database that had none, once", async () => {
    const db = t.platform.db;
    const vendor = await houseVendor();
    const liveGames = await db
      .select({ id: schema.games.id })
      .from(schema.games)
      .where(and(eq(schema.games.vendorId, vendor.id), like(schema.games.code, "live-%")));
    expect(liveGames).toHaveLength(6);
    // As a database from before the live tables: no LIVE category, games or tables.
    for (const game of liveGames)
      await db.delete(schema.liveTables).where(eq(schema.liveTables.gameId, game.id));
    for (const game of liveGames) await db.delete(schema.games).where(eq(schema.games.id, game.id));
    await db
      .update(schema.gameVendors)
      .set({ categories: ["RNG", "ELOTT", "LOTT"] })
      .where(eq(schema.gameVendors.id, vendor.id));

    await ensureHouseCatalogue(db, t.brandId);
    expect((await houseVendor()).categories).toEqual(["RNG", "ELOTT", "LOTT", "LIVE"]);
    const tables = await db.select().from(schema.liveTables).where(eq(schema.liveTables.brandId, t.brandId));
    expect(tables).toHaveLength(6);
    expect(tables.every((table) => table.status === "open" && /^[0-9a-f]{32}$/.test(table.clientSeed))).toBe(
      true,
    );
    expect(new Set(tables.map((table) => table.clientSeed)).size).toBe(6);
    // An operator who takes the category away keeps it away over restarts.
    await db
      .update(schema.gameVendors)
      .set({ categories: ["RNG", "ELOTT", "LOTT"] })
      .where(eq(schema.gameVendors.id, vendor.id));
    await ensureHouseCatalogue(db, t.brandId);
    expect((await houseVendor()).categories).toEqual(["RNG", "ELOTT", "LOTT"]);
    await db
      .update(schema.gameVendors)
      .set({ categories: ["RNG", "ELOTT", "LOTT", "LIVE"] })
      .where(eq(schema.gameVendors.id, vendor.id));
    t.clock.advance(11_000);
    house = gamesProcess(t);
  });

  it("deals a fresh table a short settled history, and the lobby shows every table with its road", async () => {
    expect(await house.live.seedHistory()).toBe(6 * 30);
    expect(await house.live.seedHistory()).toBe(0);
    const lobby = await t.app.inject({ method: "GET", url: `/house/api/live/lobby?merchant=${t.merchant}` });
    expect(lobby.statusCode, lobby.body).toBe(200);
    const tables = lobby.json().value.tables as {
      code: string;
      minBet: number;
      maxBet: number;
      round: { number: number; phase: string } | null;
      recent: { number: number }[];
    }[];
    expect(tables.map((table) => table.code)).toEqual(CODES);
    for (const table of tables) {
      expect(table.round).toMatchObject({ number: 30, phase: "settled" });
      expect(table.recent.map((item) => item.number)).toEqual(
        Array.from({ length: 30 }, (_, index) => index + 1),
      );
      expect(table.minBet).toBe(1_000);
    }
    // A dice round of the history recomputes from its revealed seed; a shoe keeps its seed until it ends.
    const dice = await t.app.inject({
      method: "GET",
      url: `/house/api/live/verify?merchant=${t.merchant}&table=live-sicbo&round=12`,
    });
    expect(dice.json().value).toMatchObject({ hashMatches: true, matches: true });
    const cards = await t.app.inject({
      method: "GET",
      url: `/house/api/live/verify?merchant=${t.merchant}&table=live-baccarat-1&round=12`,
    });
    expect(cards.json().value).toMatchObject({
      recorded: { kind: "baccarat" },
      recomputed: null,
      hashMatches: null,
    });
    // The live rounds go on from the history's shoe.
    await tick(driverOf(house, "lobby-driver"), t.clock.now());
    const next = await roundOf(t, "live-baccarat-1");
    expect(next).toMatchObject({ number: 31, phase: "betting", commitment: { shoeNumber: 1 } });
  });

  it("lists the open and paused tables in GLS2_roomList with their limits", async () => {
    await t.platform.db
      .update(schema.liveTables)
      .set({ status: "closed" })
      .where(
        eq(
          schema.liveTables.gameId,
          t.platform.db
            .select({ id: schema.games.id })
            .from(schema.games)
            .where(and(eq(schema.games.brandId, t.brandId), eq(schema.games.code, "live-baccarat-nc"))),
        ),
      );
    const response = await t.call({
      method: "GET",
      url: "/wps/relay/GLS2_roomList?gameType=LIVE",
      token: demoToken,
    });
    expect(response.statusCode, response.body).toBe(200);
    const rooms = response.json().value.list as {
      roomId: string;
      gameId: string;
      vassalage: string;
      minBet: number;
      maxBet: number;
      status: string;
    }[];
    const house = rooms.filter((room) => room.vassalage === "LOTUS");
    expect(house.map((room) => room.roomId)).toEqual(CODES.filter((code) => code !== "live-baccarat-nc"));
    expect(house[0]).toMatchObject({
      gameId: "live-baccarat-1",
      minBet: 1_000,
      maxBet: 10_000_000,
      status: "on",
    });
    await t.platform.db
      .update(schema.liveTables)
      .set({ status: "open" })
      .where(eq(schema.liveTables.brandId, t.brandId));
  });

  it("sends a watched table's rounds and live totals over the site's socket", async () => {
    const table = "live-xocdia";
    const watcher = await socketOf({ type: "watch", live: [table, "live-sicbo"] });
    const member = await socketOf({ type: "auth", token: demoToken, live: [table] });
    const driver = driverOf(house, "lobby-driver");
    // The round in play finishes and the next one opens.
    let round = await roundOf(t, table);
    let at = Math.max(t.clock.now(), round.closesAt);
    for (
      let i = 0;
      i < 10 && !((await roundOf(t, table)).phase === "betting" && (await roundOf(t, table)).id !== round.id);
      i++
    ) {
      at += 5_000;
      await tick(driver, at);
    }
    round = await roundOf(t, table);
    expect(round.phase).toBe("betting");
    t.clock.advance(Math.max(0, round.openedAt - t.clock.now()));
    await until(() => watcher.heard.some((event) => event.roundId === round.id));
    const opened = watcher.heard.find((event) => event.roundId === round.id && event.phase === "betting");
    expect(opened).toMatchObject({
      type: "live",
      table,
      number: round.number,
      closesAt: round.closesAt,
      result: null,
    });
    expect(member.heard.some((event) => event.roundId === round.id)).toBe(true);

    // A bet taken by the driving process goes out as the round's totals at its next beat.
    const launched = await launch(t, demoToken, table);
    const session = await house.live.openSession(launchTokenOf(launched.json().value.game_url), t.merchant);
    await house.live.bet(session.sessionToken, {
      roundId: round.id,
      requestId: "socket-bet-0001",
      bets: [{ spot: "even", amount: 5_000 }],
    });
    await tick(driver, round.openedAt + 1_000);
    await until(() => watcher.heard.some((event) => event.totals !== undefined));
    expect(watcher.heard.find((event) => event.totals !== undefined)).toMatchObject({
      roundId: round.id,
      totals: [{ spot: "even", amount: 5_000, bets: 1 }],
      players: 1,
    });

    // The close sends the result at once, for the animated deal; then the result and the payment.
    await tick(driver, round.closesAt);
    await tick(driver, round.closesAt + 5_000);
    await until(() => watcher.heard.some((event) => event.roundId === round.id && event.phase === "settled"));
    const phases = watcher.heard.filter((event) => event.roundId === round.id).map((event) => event.phase);
    expect(phases).toEqual(["betting", "betting", "dealing", "result", "settled"]);
    const dealing = watcher.heard.find((event) => event.roundId === round.id && event.phase === "dealing");
    expect(dealing?.result).toMatchObject({ kind: "xocdia" });
    watcher.socket.terminate();
    member.socket.terminate();

    // A malformed list of tables closes the socket.
    for (const live of [
      Array.from({ length: 21 }, (_, index) => `t${index}`),
      [42],
      ["x".repeat(65)],
      "live-sicbo",
    ]) {
      const socket = await t.app.injectWS("/ws", { headers: { merchant: t.merchant } });
      const closed = new Promise<number>((resolve) => socket.on("close", (code: number) => resolve(code)));
      socket.send(JSON.stringify({ type: "watch", live }));
      expect(await closed).toBe(4400);
    }
    await expectLedgerClean(t);
  });
});
