import * as schema from "@lotus/db/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/app";
import { SimulatedVendor, vendorLaunchToken } from "./simulated-vendor";
import {
  createExternalVendor,
  expectLedgerClean,
  expireCatalogue,
  fund,
  houseSession,
  launch,
  launchTokenOf,
  loginQuick,
  memberId,
  spin,
} from "./support";

/**
 * What the site shows of the games: lanes, hot games, lists and filters, vendor tabs, favourites,
 * recent games, rooms, winners, personal profit, and launching (visitors, trials, maintenance, hosts).
 */

let t: TestApp;
let demoToken: string;
let demoId: string;
let liveVendor: SimulatedVendor;

const LIVEX_SECRET = "livex-secret-0123456789abcdef";

interface Lane {
  title: string;
  cards: { vassalage: string; status: string; gameId?: string; gameType: string; walletMode: string }[];
}
interface Item {
  gameId: string;
  vassalage: string;
  status: string;
  displayName: string;
  gameType: string;
}

beforeAll(async () => {
  t = await createTestApp();
  await t.updateSettings({ botCheck: false });
  // Vendors are created before the first catalogue read (the catalogue is cached for 10 s).
  await createExternalVendor(t, {
    code: "AV",
    categories: ["SPORTS"],
    games: [{ code: "av-esports", gameType: "SPORTS", lobby: true }],
  });
  await createExternalVendor(t, {
    code: "DS88",
    categories: ["SPORTS"],
    games: [{ code: "ds88-arena", gameType: "SPORTS", lobby: true }],
  });
  await createExternalVendor(t, {
    code: "LIVEX",
    categories: ["LIVE", "FISH"],
    sortOrder: 20,
    secret: LIVEX_SECRET,
    games: [
      {
        code: "livex-baccarat",
        gameType: "LIVE",
        names: { EN: "Baccarat Royale", VI: "Bài Hoàng Gia" },
        isHot: true,
        tags: ["table", "vip"],
        minBetMinor: 1000n,
        maxBetMinor: 500_000n,
      },
      { code: "livex-roulette", gameType: "LIVE", tags: ["table"], trialAllowed: true },
      { code: "livex-dice", gameType: "LIVE", status: "maintenance" },
      { code: "livex-off", gameType: "LIVE", status: "off" },
      { code: "livex-fish", gameType: "FISH", tags: ["arcade"] },
    ],
  });
  await createExternalVendor(t, {
    code: "LIVEM",
    categories: ["LIVE"],
    status: "maintenance",
    sortOrder: 30,
    games: [{ code: "livem-table", gameType: "LIVE" }],
  });
  await createExternalVendor(t, {
    code: "GONE",
    categories: ["RNG"],
    status: "off",
    games: [{ code: "gone-slot", gameType: "RNG", isHot: true }],
  });
  await createExternalVendor(t, { code: "EMPTY", categories: ["ELOTT"] });
  liveVendor = new SimulatedVendor(t, "LIVEX", LIVEX_SECRET);
  demoToken = await loginQuick(t, "demo01", "Demo1234");
  demoId = await memberId(t, "demo01");
  await fund(t, demoId, 10_000_000n, "catalogue-fund");
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, query: Record<string, string> = {}, token?: string) =>
  t.call({ method: "GET", url, query, token });
const lanes = async () => (await get("/wps/relay/GCSGAME_gameVendor")).json().value.data.lanes as Lane[];
const listOf = async (query: Record<string, string>, token?: string) => {
  const response = await get("/wps/relay/GCSGAME_gameList", query, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value as { list: Item[]; total: number; page: number; pageSize: number };
};
const codes = (items: { gameId: string }[]) => items.map((item) => item.gameId).sort();

describe("lanes", () => {
  it("moves listed sports vendors to ESPORTS and COCKFIGHT and drops the emptied SPORTS lane", async () => {
    const all = await lanes();
    expect(all.map((lane) => lane.title)).toEqual([
      "ELOTT",
      "LOTT",
      "LIVE",
      "FISH",
      "RNG",
      "ESPORTS",
      "COCKFIGHT",
    ]);
    const lane = (title: string) => all.find((item) => item.title === title);
    expect(lane("ESPORTS")?.cards).toEqual([
      expect.objectContaining({
        vassalage: "AV",
        gameType: "ESPORTS",
        gameId: "av-esports",
        walletMode: "seamless",
      }),
    ]);
    expect(lane("COCKFIGHT")?.cards.map((card) => card.vassalage)).toEqual(["DS88"]);
    // Vendor in maintenance keeps its card with that status; a vendor switched off and one without games are absent.
    // The house vendor's live tables (issue #15) come first (its sort order).
    expect(lane("LIVE")?.cards.map((card) => [card.vassalage, card.status])).toEqual([
      ["LOTUS", "on"],
      ["LIVEX", "on"],
      ["LIVEM", "maintenance"],
    ]);
    expect(lane("FISH")?.cards.map((card) => card.vassalage)).toEqual(["LIVEX"]);
    expect(lane("RNG")?.cards.map((card) => card.vassalage)).toEqual(["LOTUS"]);
    expect(JSON.stringify(all)).not.toContain("GONE");
    // The house vendor's fast lotteries make its ELOTT lane (issue #12).
    expect(lane("ELOTT")?.cards.map((card) => card.vassalage)).toEqual(["LOTUS"]);
  });

  it("a sports vendor taken off the e-sports list comes back under SPORTS", async () => {
    await t.updateSettings({ esportsVendors: ["AI", "IMES"] });
    try {
      const all = await lanes();
      expect(all.find((lane) => lane.title === "SPORTS")?.cards.map((card) => card.vassalage)).toEqual([
        "AV",
      ]);
      expect(all.find((lane) => lane.title === "ESPORTS")).toBeUndefined();
      expect(codes((await listOf({ gameType: "SPORTS" })).list)).toEqual(["av-esports"]);
    } finally {
      await t.updateSettings({ esportsVendors: ["AV", "AI", "IMES", "TF", "IA"] });
    }
    expect(codes((await listOf({ gameType: "SPORTS" })).list)).toEqual([]);
    expect(codes((await listOf({ gameType: "ESPORTS" })).list)).toEqual(["av-esports"]);
    expect(codes((await listOf({ gameType: "COCKFIGHT" })).list)).toEqual(["ds88-arena"]);
  });

  it("a vendor switched off disappears after the cache lapses; one in maintenance shows it on its tiles", async () => {
    await t.platform.db
      .update(schema.gameVendors)
      .set({ status: "off" })
      .where(eq(schema.gameVendors.code, "DS88"));
    expireCatalogue(t);
    const all = await lanes();
    expect(all.find((lane) => lane.title === "COCKFIGHT")).toBeUndefined();
    expect((await listOf({ vassalage: "DS88" })).total).toBe(0);
    const tiles = await listOf({ vassalage: "LIVEM" });
    expect(tiles.list.map((item) => [item.gameId, item.status])).toEqual([["livem-table", "maintenance"]]);
  });
});

describe("game lists", () => {
  it("hot games of the brand and of one vendor, never a vendor switched off", async () => {
    const all = (await get("/wps/relay/GCSGAME_hotGamesV2")).json().value.list as Item[];
    expect(codes(all)).toEqual([
      "dragon-pearl",
      "elott-1",
      "live-baccarat-1",
      "livex-baccarat",
      "lotus-fortune",
      "xsmb",
    ]);
    const one = (await get("/wps/relay/GCSGAME_hotGamesV2", { vassalage: "LIVEX" })).json().value
      .list as Item[];
    expect(codes(one)).toEqual(["livex-baccarat"]);
  });

  it("filters by vendor, category, tag and keyword, in the request's language, and pages", async () => {
    const byVendor = await listOf({ vassalage: "LIVEX" });
    expect(byVendor.total).toBe(4);
    expect(codes(byVendor.list)).toEqual(["livex-baccarat", "livex-dice", "livex-fish", "livex-roulette"]);
    expect(byVendor.list.find((item) => item.gameId === "livex-dice")?.status).toBe("maintenance");
    expect(codes((await listOf({ gameType: "LIVE" })).list)).toEqual([
      "live-baccarat-1",
      "live-baccarat-nc",
      "live-baccarat-speed",
      "live-dragon-tiger",
      "live-sicbo",
      "live-xocdia",
      "livem-table",
      "livex-baccarat",
      "livex-dice",
      "livex-roulette",
    ]);
    expect(codes((await listOf({ vassalage: "LIVEX", gameType: "FISH" })).list)).toEqual(["livex-fish"]);
    expect(codes((await listOf({ tag: "vip" })).list)).toEqual(["livex-baccarat"]);
    expect(codes((await listOf({ tag: "table" })).list)).toEqual(["livex-baccarat", "livex-roulette"]);
    expect(codes((await listOf({ keyword: "ROYALE" })).list)).toEqual(["livex-baccarat"]);
    expect(codes((await listOf({ keyword: "roulette" })).list)).toEqual(["livex-roulette"]);
    const vi = await t.call({
      method: "GET",
      url: "/wps/relay/GCSGAME_gameList",
      query: { keyword: "hoàng gia" },
      headers: { language: "VI" },
    });
    expect(vi.json().value.list.map((item: Item) => item.displayName)).toEqual(["Bài Hoàng Gia"]);
    expect((await listOf({ keyword: "no-such-game" })).total).toBe(0);

    const page1 = await listOf({ vassalage: "LIVEX", pageSize: "3" });
    const page2 = await listOf({ vassalage: "LIVEX", pageSize: "3", page: "2" });
    expect(page1.list).toHaveLength(3);
    expect(page2).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(page2.list).toHaveLength(1);
    expect([...page1.list, ...page2.list].map((item) => item.gameId)).toEqual(
      byVendor.list.map((item) => item.gameId),
    );
    expect((await listOf({ vassalage: "LIVEX", page: "9" })).list).toEqual([]);
  });

  it("a vendor's game types and tags with counts; an unknown or switched-off vendor is vendor.unknown", async () => {
    const response = await get("/wps/relay/GCSGAME_getVassGameType", { vassalage: "LIVEX" });
    const value = response.json().value;
    expect(value.vassalage).toBe("LIVEX");
    expect(value.gameTypes).toEqual(
      expect.arrayContaining([
        {
          gameType: "LIVE",
          count: 3,
          tags: [
            { tag: "table", count: 2 },
            { tag: "vip", count: 1 },
          ],
        },
        // A category page filters by the tags of its own games only.
        { gameType: "FISH", count: 1, tags: [{ tag: "arcade", count: 1 }] },
      ]),
    );
    expect(value.gameTypes).toHaveLength(2);
    expect(value.tags).toEqual([
      { tag: "table", count: 2 },
      { tag: "vip", count: 1 },
      { tag: "arcade", count: 1 },
    ]);
    for (const vassalage of ["NOPE", "GONE"]) {
      const unknown = await get("/wps/relay/GCSGAME_getVassGameType", { vassalage });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe("vendor.unknown");
    }
  });

  it("rooms list live, card and fishing tables with their bet limits (members only)", async () => {
    expect((await get("/wps/relay/GLS2_roomList")).json().code).toBe("auth.required");
    const rooms = (await get("/wps/relay/GLS2_roomList", { vassalage: "LIVEX" }, demoToken)).json().value
      .list;
    expect(rooms.find((room: { gameId: string }) => room.gameId === "livex-baccarat")).toMatchObject({
      roomId: "LIVEX:livex-baccarat",
      gameType: "LIVE",
      name: "Baccarat Royale",
      minBet: 10,
      maxBet: 5000,
      status: "on",
    });
    expect(rooms.find((room: { gameId: string }) => room.gameId === "livex-roulette")).toMatchObject({
      minBet: null,
      maxBet: null,
    });
    const fish = (await get("/wps/relay/GLS2_roomList", { gameType: "FISH" }, demoToken)).json().value.list;
    expect(codes(fish)).toEqual(["livex-fish"]);
  });
});

describe("favourites and recent games", () => {
  it("members add, list and remove favourites; visitors are refused", async () => {
    expect((await get("/wps/relay/MCSFE_getFavoriteGames")).statusCode).toBe(401);
    const anonymous = await t.call({
      method: "POST",
      url: "/wps/relay/MCSFE_addFavoriteGame",
      payload: { gameId: "livex-baccarat" },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe("auth.required");
    const add = (gameId: string) =>
      t.call({
        method: "POST",
        url: "/wps/relay/MCSFE_addFavoriteGame",
        payload: { gameId },
        token: demoToken,
      });
    const remove = (gameId: string) =>
      t.call({
        method: "POST",
        url: "/wps/relay/MCSFE_removeFavoriteGame",
        payload: { gameId },
        token: demoToken,
      });

    expect((await add("livex-baccarat")).json().value.gameIds).toEqual(["livex-baccarat"]);
    expect((await add("livex-baccarat")).json().value.gameIds).toEqual(["livex-baccarat"]);
    expect((await add("lotus-fortune")).json().value.gameIds.sort()).toEqual([
      "livex-baccarat",
      "lotus-fortune",
    ]);
    const unknown = await add("no-such-game");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe("game.not_found");
    const list = (await get("/wps/relay/MCSFE_getFavoriteGamesList", {}, demoToken)).json().value
      .list as Item[];
    expect(codes(list)).toEqual(["livex-baccarat", "lotus-fortune"]);
    expect(list.find((item) => item.gameId === "livex-baccarat")).toMatchObject({
      vassalage: "LIVEX",
      displayName: "Baccarat Royale",
      gameType: "LIVE",
    });
    expect((await remove("livex-baccarat")).json().value.gameIds).toEqual(["lotus-fortune"]);
    expect((await remove("no-such-game")).json().code).toBe("game.not_found");
    expect((await get("/wps/relay/MCSFE_getFavoriteGames", {}, demoToken)).json().value.gameIds).toEqual([
      "lotus-fortune",
    ]);
  });

  it("keeps at most 100 favourites (game.favorites_limit)", async () => {
    const bulk = await createExternalVendor(t, { code: "BULK", categories: ["PVP"] });
    const rows = await t.platform.db
      .insert(schema.games)
      .values(
        Array.from({ length: 100 }, (_, index) => ({
          brandId: t.brandId,
          vendorId: bulk.id,
          code: `bulk-${String(index).padStart(3, "0")}`,
          gameType: "PVP",
          names: { EN: `Bulk ${index}` },
        })),
      )
      .returning({ id: schema.games.id });
    expireCatalogue(t);
    const poorToken = await loginQuick(t, "player01", "Player1234");
    const poorId = await memberId(t, "player01");
    await t.platform.db
      .insert(schema.gameFavorites)
      .values(rows.slice(0, 99).map((row) => ({ memberId: poorId, gameId: row.id })));
    const add = (gameId: string) =>
      t.call({
        method: "POST",
        url: "/wps/relay/MCSFE_addFavoriteGame",
        payload: { gameId },
        token: poorToken,
      });
    expect((await add("bulk-099")).json().value.gameIds).toHaveLength(100);
    const over = await add("livex-roulette");
    expect(over.statusCode).toBe(422);
    expect(over.json().code).toBe("game.favorites_limit");
    expect((await get("/wps/relay/MCSFE_getFavoriteGames", {}, poorToken)).json().value.gameIds).toHaveLength(
      100,
    );
  });

  it("recent games list the launched games, newest first, each once", async () => {
    const token = await loginQuick(t, "agent01", "Agent1234");
    expect((await get("/wps/relay/GCS_recentGame", {}, token)).json().value.list).toEqual([]);
    for (const [gameId, vassalage] of [
      ["livex-roulette", "LIVEX"],
      ["lotus-fortune", undefined],
      ["livex-roulette", "LIVEX"],
      ["dragon-pearl", undefined],
    ] as const) {
      expect((await launch(t, token, gameId, vassalage)).statusCode).toBe(200);
    }
    const recent = (await get("/wps/relay/GCS_recentGame", {}, token)).json().value.list as Item[];
    expect(recent.map((item) => item.gameId)).toEqual(["dragon-pearl", "livex-roulette", "lotus-fortune"]);
  });
});

describe("launch", () => {
  it("refuses visitors, unknown games, and games or vendors in maintenance (with suggestions)", async () => {
    const visitor = await launch(t, "", "livex-baccarat", "LIVEX");
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().code).toBe("auth.required");
    const unknown = await launch(t, demoToken, "no-such-game");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe("game.not_found");
    const wrongVendor = await launch(t, demoToken, "livex-baccarat", "LOTUS");
    expect(wrongVendor.json().code).toBe("game.not_found");

    const game = await launch(t, demoToken, "livex-dice", "LIVEX");
    expect(game.statusCode).toBe(503);
    expect(game.json().code).toBe("game.maintenance");
    // Up to six other live games that are on, the hot ones first (the house live tables among them).
    const suggested = game.json().value.suggestions as (Item & { isHot: number })[];
    expect(suggested.length).toBeLessThanOrEqual(6);
    expect(codes(suggested)).toContain("livex-baccarat");
    expect(codes(suggested)).not.toContain("livex-dice");
    expect(suggested.map((item) => item.isHot)).toEqual(
      [...suggested.map((item) => item.isHot)].sort().reverse(),
    );
    for (const item of suggested) expect(item).toMatchObject({ gameType: "LIVE", status: "on" });

    const vendor = await launch(t, demoToken, "livem-table", "LIVEM");
    expect(vendor.statusCode).toBe(503);
    expect(codes(vendor.json().value.suggestions)).toEqual(codes(suggested));
  });

  it("an external vendor's URL is its template filled with a one-time token that is not the session token", async () => {
    const first = (await launch(t, demoToken, "livex-baccarat", "LIVEX")).json().value.game_url as string;
    const url = new URL(first);
    expect(`${url.origin}${url.pathname}`).toBe("https://sim-vendor.test/play");
    expect(url.searchParams.get("game")).toBe("livex-baccarat");
    expect(url.searchParams.get("lang")).toBe("EN");
    const token = vendorLaunchToken(first);
    expect(token).not.toBe(demoToken);
    expect(first).not.toContain(demoToken);
    expect(token.length).toBeGreaterThanOrEqual(32);
    const second = (await launch(t, demoToken, "livex-baccarat", "LIVEX")).json().value.game_url as string;
    expect(vendorLaunchToken(second)).not.toBe(token);

    const opened = await liveVendor.authenticate(token);
    expect(opened.value).toMatchObject({ playerId: demoId, gameId: "livex-baccarat" });
    expect((await liveVendor.authenticate(token)).code).toBe("game.launch_token_invalid");
    // A token launched for one vendor is no good at another.
    const house = (await launch(t, demoToken, "lotus-fortune")).json().value.game_url as string;
    expect((await liveVendor.authenticate(launchTokenOf(house))).code).toBe("game.launch_token_invalid");
  });

  it("house games open on one of the brand's launch hosts when the brand has them", async () => {
    const local = (await launch(t, demoToken, "lotus-fortune")).json().value.game_url as string;
    expect(local).toMatch(/^\/play\/lotus-fortune\?t=/);
    await t.updateSettings({ launchGameCDNs: ["games-a.lotus.test", "https://games-b.lotus.test/"] });
    try {
      for (let index = 0; index < 6; index++) {
        const url = new URL((await launch(t, demoToken, "lotus-fortune")).json().value.game_url);
        expect(["games-a.lotus.test", "games-b.lotus.test"]).toContain(url.host);
        expect(url.protocol).toBe("https:");
        expect(url.pathname).toBe("/play/lotus-fortune");
        expect(url.searchParams.get("m")).toBe(t.merchant);
      }
      const external = (await launch(t, demoToken, "livex-baccarat", "LIVEX")).json().value
        .game_url as string;
      expect(new URL(external).host).toBe("sim-vendor.test");
    } finally {
      await t.updateSettings({ launchGameCDNs: [] });
    }
  });

  it("a trial account launches only games that allow trials", async () => {
    const response = await t.call({ method: "POST", url: "/wps/session/login/freeplay", payload: {} });
    const trialToken = response.json().value?.token as string;
    expect(trialToken, response.body).toBeTruthy();
    const house = await launch(t, trialToken, "lotus-fortune");
    expect(house.statusCode).toBe(200);
    const session = await t.app.inject({
      method: "POST",
      url: "/house/api/session",
      payload: { launchToken: launchTokenOf(house.json().value.game_url) },
    });
    expect(session.json().value.game.trial).toBe(true);
    const roulette = await launch(t, trialToken, "livex-roulette", "LIVEX");
    expect(roulette.statusCode).toBe(200);
    const opened = await liveVendor.authenticate(vendorLaunchToken(roulette.json().value.game_url));
    expect(opened.value).toMatchObject({ trial: true, gameId: "livex-roulette" });
    const refused = await launch(t, trialToken, "livex-baccarat", "LIVEX");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("account.in_need_true_account");
  });
});

describe("winners and personal profit", () => {
  it("the winners board lists settled wins of the period with the player masked", async () => {
    const session = await houseSession(t, demoToken);
    const bet = session.game.betSteps[0] ?? session.game.minBet;
    let won: { win: number; bet: number } | undefined;
    for (let index = 0; index < 80 && !won; index++) {
      const response = await spin(
        t,
        session.sessionToken,
        bet,
        `rank-spin-${String(index).padStart(4, "0")}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      const played = response.json().value as { win: number; bet: number };
      if (played.win > 0) won = played;
    }
    if (!won) throw new Error("no winning spin in 80 spins");
    const launched = await launch(t, demoToken, "livex-baccarat", "LIVEX");
    const player = await liveVendor.open(vendorLaunchToken(launched.json().value.game_url));
    await player.bet("rank-round", "rank-bet", 100);
    await player.win("rank-round", "rank-win", 12_345.67, { endRound: true });
    // An open round with a win is not on the board yet.
    await player.bet("rank-open", "rank-open-bet", 1);
    await player.win("rank-open", "rank-open-win", 99_999);

    const board = (await get("/wps/relay/GCSGAME_getRankList", { period: "day" })).json().value.list as {
      rank: number;
      reward: number;
      gameId: string;
      vassalage: string;
    }[];
    // Ranked by reward, biggest first (the slot's random win may outrank the table win).
    expect(board.map((row) => row.rank)).toEqual(board.map((_, index) => index + 1));
    expect(board.map((row) => row.reward)).toEqual([...board.map((row) => row.reward)].sort((a, b) => b - a));
    expect(board.find((row) => row.gameId === "livex-baccarat")).toMatchObject({
      player: "de***01",
      gameId: "livex-baccarat",
      game: "Baccarat Royale",
      vassalage: "LIVEX",
      reward: 12_345.67,
      multiplier: 123.46,
    });
    expect(board.some((row: { vassalage: string; reward: number }) => row.vassalage === "LOTUS")).toBe(true);
    expect(JSON.stringify(board)).not.toContain("demo01");
    expect(board.some((row: { reward: number }) => row.reward === 99_999)).toBe(false);
    const live = (await get("/wps/relay/GCSGAME_getRankList", { gameType: "LIVE" })).json().value.list;
    expect(live.map((row: { gameId: string }) => row.gameId)).toEqual(["livex-baccarat"]);
    await expectLedgerClean(t);
  });

  it("personal profit per brand day and category adds up the settled rounds", async () => {
    const rounds = await t.platform.db
      .select()
      .from(schema.gameRounds)
      .where(eq(schema.gameRounds.memberId, demoId));
    const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Ho_Chi_Minh" });
    const expected = new Map<string, { rounds: number; bet: bigint; winLoss: bigint }>();
    for (const round of rounds.filter((row) => row.status === "settled")) {
      const key = `${day.format(round.settledAt ?? new Date(0))}|${round.gameType}`;
      const entry = expected.get(key) ?? { rounds: 0, bet: 0n, winLoss: 0n };
      entry.rounds += 1;
      entry.bet += round.betMinor - round.refundMinor;
      entry.winLoss += round.winMinor + round.refundMinor - round.betMinor;
      expected.set(key, entry);
    }
    expect(expected.size).toBeGreaterThanOrEqual(2);
    const value = (await get("/wps/relay/ODSFE2_MemProfit", {}, demoToken)).json().value;
    expect(value.list).toHaveLength(expected.size);
    for (const row of value.list) {
      const entry = expected.get(`${row.date}|${row.gameType}`);
      expect(entry, `${row.date} ${row.gameType}`).toBeDefined();
      expect(row).toMatchObject({
        rounds: entry?.rounds,
        betAmount: Number(entry?.bet) / 100,
        validBet: Number(entry?.bet) / 100,
        winLoss: Number(entry?.winLoss) / 100,
      });
    }
    const live = value.list.find((row: { gameType: string }) => row.gameType === "LIVE");
    expect(live).toMatchObject({ rounds: 1, betAmount: 100, winLoss: 12_245.67 });
    expect(value.total.rounds).toBe([...expected.values()].reduce((sum, entry) => sum + entry.rounds, 0));
    const tomorrowOnly = (
      await get("/wps/relay/ODSFE2_MemProfit", { from: "2999-01-01", to: "2999-01-02" }, demoToken)
    ).json().value;
    expect(tomorrowOnly).toEqual({
      list: [],
      total: { rounds: 0, betAmount: 0, validBet: 0, winLoss: 0 },
    });
    expect((await get("/wps/relay/ODSFE2_MemProfit")).statusCode).toBe(401);
  });
});

describe("bad input", () => {
  const long = (length: number) => "x".repeat(length);

  it("answers 400 validation.failed to bad queries and bodies on every call, never 500", async () => {
    const gets: [string, Record<string, string>][] = [
      ["/wps/relay/GCSGAME_gameList", { page: "abc" }],
      ["/wps/relay/GCSGAME_gameList", { page: "0" }],
      ["/wps/relay/GCSGAME_gameList", { pageSize: "1000" }],
      ["/wps/relay/GCSGAME_gameList", { gameType: "NOPE" }],
      ["/wps/relay/GCSGAME_gameList", { keyword: long(65) }],
      ["/wps/relay/GCSGAME_gameList", { vassalage: long(33) }],
      ["/wps/relay/GCSGAME_gameList", { tag: long(33) }],
      ["/wps/relay/GCSGAME_hotGamesV2", { vassalage: long(33) }],
      ["/wps/relay/GCSGAME_hotGamesV2", { isPlatform: "yes" }],
      ["/wps/relay/GCSGAME_getVassGameType", {}],
      ["/wps/relay/GCSGAME_getVassGameType", { vassalage: long(33) }],
      ["/wps/relay/GCSGAME_getRankList", { period: "year" }],
      ["/wps/relay/GCSGAME_getRankList", { gameType: "CARDS" }],
      ["/wps/relay/GLS2_roomList", { gameType: "CARDS" }],
      ["/wps/relay/GLS2_roomList", { vassalage: long(33) }],
      ["/wps/relay/ODSFE2_MemBetDet", { from: "2024-1-1" }],
      ["/wps/relay/ODSFE2_MemBetDet", { status: "won" }],
      ["/wps/relay/ODSFE2_MemBetDet", { pageSize: "0" }],
      ["/wps/relay/ODSFE2_MemBetDet", { vassalage: long(33) }],
      ["/wps/relay/ODSFE2_MemProfit", { to: "yesterday" }],
    ];
    for (const [url, query] of gets) {
      const response = await get(url, query, demoToken);
      expect(response.statusCode, `${url} ${JSON.stringify(query)}: ${response.body}`).toBe(400);
      expect(response.json().code).toBe("validation.failed");
    }
    const posts: [string, unknown][] = [
      ["/wps/relay/MCSFE_addFavoriteGame", {}],
      ["/wps/relay/MCSFE_addFavoriteGame", { gameId: "livex-baccarat", extra: 1 }],
      ["/wps/relay/MCSFE_addFavoriteGame", { gameId: long(65) }],
      ["/wps/relay/MCSFE_addFavoriteGame", { gameId: 42 }],
      ["/wps/relay/MCSFE_addFavoriteGame", { gameId: "   " }],
      ["/wps/relay/MCSFE_removeFavoriteGame", { gameId: "lotus-fortune", more: true }],
      ["/wps/relay/MCSFE_removeFavoriteGame", {}],
      ["/wps/game/launchGame", {}],
      ["/wps/game/launchGame", { gameId: long(65) }],
      ["/wps/game/launchGame", { gameId: "lotus-fortune", nodeId: long(65) }],
      ["/wps/game/launchGame", { gameId: "lotus-fortune", accountType: "one" }],
      ["/wps/game/launchGame", { gameId: "lotus-fortune", vassalage: long(33) }],
      ["/wps/game/launchGame", { gameId: "lotus-fortune", token: long(257) }],
    ];
    for (const [url, payload] of posts) {
      const response = await t.call({ method: "POST", url, payload: payload as object, token: demoToken });
      expect(response.statusCode, `${url} ${JSON.stringify(payload)}: ${response.body}`).toBe(400);
      expect(response.json().code).toBe("validation.failed");
    }
    const favourites = (await get("/wps/relay/MCSFE_getFavoriteGames", {}, demoToken)).json().value.gameIds;
    expect(favourites).toEqual(["lotus-fortune"]);
  });
});
