import * as schema from "@lotus/db/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addOtherBrand, createTestApp, type TestApp } from "../support/app";
import { asOperator, createOperator, type TestOperator } from "../support/operators";
import { SimulatedVendor, type VendorPlayer, vendorLaunchToken } from "./simulated-vendor";
import { createExternalVendor, expectLedgerClean, fund, launch, loginQuick, memberId } from "./support";

/**
 * What the home lobby reads: game counts per category and vendor in the lanes (following back-office
 * edits), and the big-win feed — the recent list and the live announcement on the brand's public
 * WebSocket channel, which visitors hear without logging in and other brands never hear.
 */

let t: TestApp;
let owner: TestOperator;
let vendor: SimulatedVendor;
let demoToken: string;
let offGameId: string;

const VENDOR = "WINV";
const SECRET = "winv-secret-0123456789abcdef";

interface Lane {
  title: string;
  cards: { vassalage: string; gameCount: number }[];
}

beforeAll(async () => {
  t = await createTestApp();
  await t.updateSettings({ botCheck: false });
  const created = await createExternalVendor(t, {
    code: VENDOR,
    categories: ["RNG", "FISH"],
    secret: SECRET,
    games: [
      { code: "winv-slot-a", gameType: "RNG", names: { EN: "Golden Reels", VI: "Cuộn Vàng" } },
      { code: "winv-slot-b", gameType: "RNG" },
      { code: "winv-slot-off", gameType: "RNG", status: "off" },
      { code: "winv-fish", gameType: "FISH", status: "maintenance" },
    ],
  });
  offGameId = created.gameIds["winv-slot-off"] ?? "";
  vendor = new SimulatedVendor(t, VENDOR, SECRET);
  owner = await createOperator(t, { username: "lobby-owner", role: "owner", allBrands: true });
  demoToken = await loginQuick(t, "demo01", "Demo1234");
  await fund(t, await memberId(t, "demo01"), 1_000_000_00n, "home-lobby-fund");
});
afterAll(async () => {
  await t.close();
});

async function counts(): Promise<Record<string, number>> {
  const response = await t.call({ method: "GET", url: "/wps/relay/GCSGAME_gameVendor" });
  expect(response.statusCode, response.body).toBe(200);
  const lanes = response.json().value.data.lanes as Lane[];
  return Object.fromEntries(
    lanes.flatMap((lane) =>
      lane.cards
        .filter((card) => card.vassalage === VENDOR)
        .map((card) => [lane.title, card.gameCount] as const),
    ),
  );
}

describe("game counts in the lanes", () => {
  it("counts each vendor's games per category, leaving out games switched off", async () => {
    expect(await counts()).toEqual({ RNG: 2, FISH: 1 });
    const lanes = (await t.call({ method: "GET", url: "/wps/relay/GCSGAME_gameVendor" })).json().value.data
      .lanes as Lane[];
    const houseGames = await t.platform.db
      .select()
      .from(schema.games)
      .where(eq(schema.games.brandId, t.brandId));
    const houseRng = houseGames.filter(
      (game) => game.gameType === "RNG" && game.status !== "off" && !game.code.startsWith("winv-"),
    ).length;
    const rng = lanes.find((lane) => lane.title === "RNG");
    expect(rng?.cards.find((card) => card.vassalage === "LOTUS")?.gameCount).toBe(houseRng);
  });

  it("follows a back-office edit at once: a game switched on counts", async () => {
    const response = await asOperator(
      t,
      owner.token,
    )({
      method: "PUT",
      url: `/backoffice/api/brands/${t.brandId}/games/games/${offGameId}`,
      payload: {
        names: { EN: "Back on" },
        smallIcon: "",
        largeIcon: "",
        isHot: false,
        tags: [],
        sortOrder: 3,
        trialAllowed: false,
        status: "on",
        minBet: null,
        maxBet: null,
        variant: null,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await counts()).toEqual({ RNG: 3, FISH: 1 });
  });
});

/** A WebSocket of the site, as a visitor ("watch") of a brand; collects what it hears. */
async function visitor(merchant: string) {
  const socket = await t.app.injectWS("/ws", { headers: { merchant } });
  const heard: Record<string, unknown>[] = [];
  const ready = new Promise<void>((resolve, reject) => {
    socket.on("message", (data: Buffer) => {
      const message = JSON.parse(data.toString()) as Record<string, unknown>;
      if (message.type === "ready") resolve();
      else heard.push(message);
    });
    socket.on("close", (code: number) => reject(new Error(`closed ${code}`)));
  });
  socket.send(JSON.stringify({ type: "watch" }));
  await ready;
  return { socket, heard };
}

/** Waits until `heard` holds `count` messages (announcements are sent after the round's answer). */
async function heardWins(heard: Record<string, unknown>[], count: number): Promise<void> {
  for (let tries = 0; tries < 100 && heard.length < count; tries += 1)
    await new Promise((resolve) => setTimeout(resolve, 10));
}

async function player(): Promise<VendorPlayer> {
  const launched = await launch(t, demoToken, "winv-slot-a", VENDOR);
  expect(launched.statusCode, launched.body).toBe(200);
  return vendor.open(vendorLaunchToken(launched.json().value.game_url));
}

describe("the big-win feed", () => {
  it("announces a big win to the brand's visitors, masked; small wins and other brands hear nothing", async () => {
    await addOtherBrand(t, "lobbyother", "lobby-other.local");
    const home = await visitor(t.merchant);
    const elsewhere = await visitor("lobbyother");
    const playing = await player();

    // 2× the stake: not a big win under the default rule (10×).
    expect((await playing.betSettle("lw-round-1", "lw-bet-1", 100, "lw-win-1", 200)).status).toBe(200);
    // 15× the stake: announced.
    expect((await playing.betSettle("lw-round-2", "lw-bet-2", 100, "lw-win-2", 1500)).status).toBe(200);
    await heardWins(home.heard, 1);

    expect(home.heard).toHaveLength(1);
    expect(home.heard[0]).toMatchObject({
      type: "win",
      win: {
        player: "de***01",
        gameId: "winv-slot-a",
        gameNames: { EN: "Golden Reels", VI: "Cuộn Vàng" },
        vassalage: VENDOR,
        amount: 1500,
        multiplier: 15,
      },
    });
    // Nothing about the member beyond the masked name goes out.
    expect(JSON.stringify(home.heard[0])).not.toContain("demo01");
    expect(elsewhere.heard).toEqual([]);
    home.socket.terminate();
    elsewhere.socket.terminate();
    await expectLedgerClean(t);
  });

  it("announces a multi-call round when it settles, not before", async () => {
    t.clock.advance(1_000);
    const home = await visitor(t.merchant);
    const playing = await player();
    expect((await playing.bet("lw-multi-1", "lw-multi-bet-1", 10)).status).toBe(200);
    expect((await playing.win("lw-multi-1", "lw-multi-win-1", 300)).status).toBe(200);
    // The round is still open: nothing is announced yet.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(home.heard).toEqual([]);
    expect((await playing.endRound("lw-multi-1")).status).toBe(200);
    await heardWins(home.heard, 1);
    expect(home.heard).toHaveLength(1);
    expect(home.heard[0]).toMatchObject({ type: "win", win: { amount: 300, multiplier: 30 } });
    home.socket.terminate();
    await expectLedgerClean(t);
  });

  it("lists the brand's recent big wins, newest first, in the visitor's language", async () => {
    const playing = await player();
    t.clock.advance(1_000);
    expect((await playing.betSettle("lw-round-3", "lw-bet-3", 10, "lw-win-3", 500)).status).toBe(200);
    t.clock.advance(6_000);
    const response = await t.call({
      method: "GET",
      url: "/wps/relay/GCSGAME_recentWins",
      headers: { merchant: t.merchant, language: "VI" },
    });
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json().value.list as Record<string, unknown>[];
    expect(list.map((win) => [win.amount, win.multiplier])).toEqual([
      [500, 50],
      [300, 30],
      [1500, 15],
    ]);
    expect(list[0]).toMatchObject({ player: "de***01", game: "Cuộn Vàng", vassalage: VENDOR });

    const other = await t.call({
      method: "GET",
      url: "/wps/relay/GCSGAME_recentWins",
      headers: { merchant: "lobbyother" },
    });
    expect(other.json().value.list).toEqual([]);
  });

  it("a member's own socket hears the feed too, and a socket that neither watches nor logs in is closed", async () => {
    const socket = await t.app.injectWS("/ws", { headers: { merchant: t.merchant } });
    const closed = new Promise<number>((resolve) => socket.on("close", (code: number) => resolve(code)));
    socket.send(JSON.stringify({ type: "hello" }));
    expect(await closed).toBe(4401);

    const member = await t.app.injectWS("/ws", { headers: { merchant: t.merchant } });
    const heard: Record<string, unknown>[] = [];
    const ready = new Promise<void>((resolve) =>
      member.on("message", (data: Buffer) => {
        const message = JSON.parse(data.toString()) as Record<string, unknown>;
        if (message.type === "ready") resolve();
        else heard.push(message);
      }),
    );
    member.send(JSON.stringify({ type: "auth", token: demoToken }));
    await ready;
    const playing = await player();
    expect((await playing.betSettle("lw-round-4", "lw-bet-4", 10, "lw-win-4", 100)).status).toBe(200);
    for (let tries = 0; tries < 100 && !heard.some((message) => message.type === "win"); tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(heard.filter((message) => message.type === "win")).toHaveLength(1);
    expect(heard.some((message) => message.type === "balance")).toBe(true);
    member.terminate();
  });
});
