import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type ErrorCode, errorMessage } from "@lotus/contracts";
import * as schema from "@lotus/db/schema";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/app";
import { asOperator, createOperator, relogin } from "../support/operators";
import { fund, launchTokenOf, login, memberId } from "./support";

/** The lottery gateway (SPEC §7 /lgw and /lotto) and the lottery launch through launchGame. */
let t: TestApp;
let demoToken: string;
let playerToken: string;

interface NextDraw {
  numero: string;
  station: { code: string; name: string } | null;
  openAt: number;
  closeAt: number;
  drawAt: number;
  bettingOpen: boolean;
}
interface Menu {
  gameCode: string;
  gameName: string;
  prizeMode: string;
  schedule: string;
  nextDraw: NextDraw | null;
}
interface Group {
  gameGroupCode: string;
  labelName: string;
  gameMenus: Menu[];
}
interface Numero {
  gameCode: string;
  gameName: string;
  prizeMode: string;
  numero: string;
  station: { code: string } | null;
  closeAt: number;
  drawAt: number;
}

beforeAll(async () => {
  // The player site's build is served too, to show that its fallback page never answers these paths.
  const web = mkdtempSync(join(tmpdir(), "lotus-lgw-"));
  writeFileSync(join(web, "index.html"), "<!doctype html><title>player-site</title>");
  t = await createTestApp({ dist: { web }, localTime: "10:00" });
  demoToken = await login(t, "demo01", "Demo1234");
  playerToken = await login(t, "player01", "Player1234");
  await fund(t, await memberId(t, "demo01"), 10_000_000_00n, "lgw-fund-demo");
  await fund(t, await memberId(t, "player01"), 10_000_000_00n, "lgw-fund-player");
  await tick();
});
afterAll(async () => {
  await t.close();
});

/** Schedules (and draws) the lotteries as if the clock read now. */
async function tick() {
  const run = await t.platform.jobs.runJob("lottery.draws", t.clock.now());
  if (run.error) throw new Error(run.error);
}

async function get<T>(url: string, options: { token?: string; language?: string } = {}) {
  const response = await t.call({
    method: "GET",
    url,
    token: options.token,
    headers: options.language ? { language: options.language } : undefined,
  });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json().value as T & { serverNow: number };
}

async function board(game: string) {
  const response = await t.app.inject({
    method: "GET",
    url: `/house/api/lottery/board?merchant=${t.merchant}&game=${game}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value as {
    open: { period: string; closeAt: number; drawAt: number } | null;
    openDraws: { period: string }[];
  };
}

function launch(token: string | undefined, payload: Record<string, unknown>, language = "EN") {
  return t.call({
    method: "POST",
    url: "/wps/game/launchGame",
    token,
    headers: { language },
    payload: { launchMode: "LOTT", lottoArea: "VN", device: "WEB", language, ...payload },
  });
}

/** Opens the member's house lottery session for a game and places one slip on its open draw. */
async function placeSlip(token: string, game: string, requestId: string, lines: unknown[]) {
  const launched = await launch(token, { lottoView: "betting", gameCode: game });
  expect(launched.statusCode, launched.body).toBe(200);
  const session = await t.app.inject({
    method: "POST",
    url: "/house/api/lottery/session",
    payload: { launchToken: launchTokenOf(launched.json().value.game_url), merchant: t.merchant },
  });
  expect(session.statusCode, session.body).toBe(200);
  const open = (await board(game)).open;
  if (!open) throw new Error(`no open draw of ${game}`);
  const placed = await t.app.inject({
    method: "POST",
    url: "/house/api/lottery/bet",
    headers: { authorization: session.json().value.sessionToken },
    payload: { period: open.period, requestId, lines },
  });
  expect(placed.statusCode, placed.body).toBe(200);
  return { period: open.period, total: placed.json().value.total as number };
}

/** What the back office's game dialog sends back (gameEditFields). */
const EDITED_FIELDS = [
  "names",
  "smallIcon",
  "largeIcon",
  "isHot",
  "tags",
  "sortOrder",
  "trialAllowed",
  "minBet",
  "maxBet",
  "variant",
];

const menusOf = (groups: Group[]) => groups.flatMap((group) => group.gameMenus);

describe("lottery gateway", () => {
  it("groups the lottery games that are on, each counting down to its board's open draw", async () => {
    const { serverNow, list } = await get<{ list: Group[] }>("/lgw/games/game_menus");
    expect(list.map((group) => group.gameGroupCode)).toEqual([
      "VN_NORTH",
      "VN_CENTRAL",
      "VN_SOUTH",
      "FAST",
      "KENO",
    ]);
    const fast = list.find((group) => group.gameGroupCode === "FAST");
    expect(fast?.labelName).toBe("Fast Lottery");
    expect(fast?.gameMenus.map((menu) => menu.gameCode)).toEqual(["elott-1", "elott-3", "elott-5"]);
    const menus = menusOf(list);
    const elott1 = menus.find((menu) => menu.gameCode === "elott-1");
    expect(elott1).toMatchObject({ gameName: "Fast Lottery 1 Minute", prizeMode: "Elott", schedule: "fast" });
    expect(elott1?.nextDraw?.numero).toBe((await board("elott-1")).open?.period);
    expect(elott1?.nextDraw?.bettingOpen).toBe(true);
    expect((elott1?.nextDraw?.drawAt ?? 0) - (elott1?.nextDraw?.closeAt ?? 0)).toBe(10_000);
    const north = menus.find((menu) => menu.gameCode === "xsmb");
    expect(north).toMatchObject({ prizeMode: "Lott", schedule: "daily" });
    const northOpen = (await board("xsmb")).open;
    if (northOpen) expect(north?.nextDraw).toMatchObject({ numero: northOpen.period, bettingOpen: true });
    for (const menu of menus) expect(menu.nextDraw?.closeAt ?? 0).toBeGreaterThan(serverNow);

    // The area's menu is the same groups: every lottery of the brand is Vietnamese.
    const vn = await get<{ list: Group[] }>("/lgw/vn/games/game_menu");
    expect(vn.list.map((group) => group.gameGroupCode)).toEqual(list.map((group) => group.gameGroupCode));
  });

  it("names groups and games in the request's language and filters by prize mode", async () => {
    const vi = await get<{ list: Group[] }>("/lgw/games/game_menus", { language: "VI" });
    expect(vi.list[0]).toMatchObject({ gameGroupCode: "VN_NORTH", labelName: "Xổ Số Miền Bắc" });
    expect(menusOf(vi.list).find((menu) => menu.gameCode === "elott-1")?.gameName).toBe("Xổ Số Nhanh 1 Phút");
    const byQuery = await get<{ list: Group[] }>("/lgw/vn/games/game_menu?language=VI");
    expect(byQuery.list.at(-1)?.labelName).toBe("Keno");
    expect(byQuery.list.find((group) => group.gameGroupCode === "FAST")?.labelName).toBe("Xổ Số Nhanh");

    const lott = await get<{ list: Group[] }>("/lgw/games/game_menus?prizeMode=Lott");
    expect(lott.list.map((group) => group.gameGroupCode)).toEqual(["VN_NORTH", "VN_CENTRAL", "VN_SOUTH"]);
    expect(new Set(menusOf(lott.list).map((menu) => menu.prizeMode))).toEqual(new Set(["Lott"]));
    expect((await get<{ list: Group[] }>("/lgw/games/game_menus?prizeMode=ZY")).list).toEqual([]);
  });

  it("leaves out a game the operator switched off", async () => {
    const operator = await createOperator(t, { username: "lgwowner", role: "owner" });
    const asOwner = asOperator(t, await relogin(t, operator));
    const games = `/backoffice/api/brands/${t.brandId}/games/games`;
    const found = await asOwner({ method: "GET", url: `${games}?keyword=elott-5` });
    const view = (
      found.json().value.list as ({ id: string; gameId: string } & Record<string, unknown>)[]
    ).find((game) => game.gameId === "elott-5");
    if (!view) throw new Error("elott-5 missing");
    const edit = (status: string) =>
      asOwner({
        method: "PUT",
        url: `${games}/${view.id}`,
        payload: {
          ...Object.fromEntries(EDITED_FIELDS.map((field) => [field, view[field]])),
          status,
        },
      });
    expect((await edit("off")).statusCode).toBe(200);
    try {
      const menus = menusOf((await get<{ list: Group[] }>("/lgw/games/game_menus")).list);
      expect(menus.map((menu) => menu.gameCode)).not.toContain("elott-5");
      expect(menus.map((menu) => menu.gameCode)).toContain("elott-3");
      const numeros = await get<{ list: Numero[] }>("/lgw/vn/numeros/opened/game");
      expect(numeros.list.map((numero) => numero.gameCode)).not.toContain("elott-5");
      expect(numeros.list.map((numero) => numero.gameCode)).toContain("elott-3");
    } finally {
      expect((await edit("on")).statusCode).toBe(200);
    }
    const back = menusOf((await get<{ list: Group[] }>("/lgw/games/game_menus")).list);
    expect(back.map((menu) => menu.gameCode)).toContain("elott-5");
  });

  it("lists the draws taking bets: a draw that opens appears, one that closed does not", async () => {
    await tick();
    const open = (await board("elott-1")).open;
    if (!open) throw new Error("no open fast draw");
    const { serverNow, list } = await get<{ list: Numero[] }>("/lgw/vn/numeros/opened/game?count=100");
    expect(list.find((numero) => numero.gameCode === "elott-1")).toMatchObject({
      numero: open.period,
      closeAt: open.closeAt,
      drawAt: open.drawAt,
      prizeMode: "Elott",
      station: null,
    });
    // Every South station taking bets today is there, each under its own period.
    const south = (await board("xsmn")).openDraws.map((draw) => draw.period);
    const listed = list.filter((numero) => numero.gameCode === "xsmn");
    expect(listed.map((numero) => numero.numero).sort()).toEqual([...south].sort());
    for (const numero of listed) expect(numero.numero).toMatch(new RegExp(`-${numero.station?.code}$`));
    for (const numero of list) expect(numero.closeAt).toBeGreaterThan(serverNow);
    const closes = list.map((numero) => numero.closeAt);
    expect(closes).toEqual([...closes].sort((a, b) => a - b));

    const two = await get<{ list: Numero[] }>("/lgw/vn/numeros/opened/game?count=2");
    expect(two.list).toEqual(list.slice(0, 2));
    const one = await get<{ list: Numero[] }>("/lgw/vn/numeros/opened/game?count=20&gameCode=elott-1");
    expect(one.list.map((numero) => numero.numero)).toEqual([open.period]);

    // At its close the period leaves the list and the next one, which now takes the bets, is listed.
    t.clock.advance(open.closeAt - t.clock.now());
    const after = await get<{ list: Numero[] }>("/lgw/vn/numeros/opened/game?gameCode=elott-1");
    expect(after.list).toHaveLength(1);
    expect(after.list[0]?.numero).not.toBe(open.period);
    expect(after.list[0]?.closeAt).toBe(open.closeAt + 60_000);
    const menu = menusOf((await get<{ list: Group[] }>("/lgw/games/game_menus?prizeMode=Elott")).list);
    expect(menu.find((entry) => entry.gameCode === "elott-1")?.nextDraw?.numero).toBe(after.list[0]?.numero);
  });

  it("ranks the most played games from the slips placed, and shows each member's own", async () => {
    await tick();
    const before = await get<{ list: { gameCode: string; bets: number }[] }>("/lgw/games/popular");
    const countOf = (list: { gameCode: string; bets: number }[], game: string) =>
      list.find((entry) => entry.gameCode === game)?.bets ?? 0;

    const keno = [{ market: "keno_big", numbers: [], points: 1 }];
    const first = await placeSlip(demoToken, "keno-1", "lgw-keno-0001", keno);
    const second = await placeSlip(demoToken, "keno-1", "lgw-keno-0002", keno);
    await placeSlip(playerToken, "keno-1", "lgw-keno-0003", keno);
    await placeSlip(playerToken, "elott-3", "lgw-elott3-0001", [
      { market: "de", numbers: ["27"], points: 1 },
    ]);

    const popular = await get<{
      list: { gameCode: string; bets: number; players: number; nextDraw: NextDraw | null }[];
    }>("/lgw/games/popular");
    expect(popular.list[0]).toMatchObject({ gameCode: "keno-1", players: 2 });
    expect(countOf(popular.list, "keno-1") - countOf(before.list, "keno-1")).toBe(3);
    expect(countOf(popular.list, "elott-3") - countOf(before.list, "elott-3")).toBe(1);
    expect(popular.list[0]?.nextDraw?.bettingOpen).toBe(true);
    const top = await get<{ list: { gameCode: string }[] }>("/lgw/games/popular?count=1");
    expect(top.list.map((entry) => entry.gameCode)).toEqual(["keno-1"]);
    expect((await get<{ list: unknown[] }>("/lgw/games/popular?prizeMode=Lott")).list).toEqual([]);

    // The member's open draws carry what the member staked on each; another member's show theirs.
    const mine = await get<{ list: (Numero & { mySlips: number; myStake: number })[] }>(
      "/lotto/lgw/games/opened/numero",
      { token: demoToken },
    );
    const kenoDraw = mine.list.find((numero) => numero.gameCode === "keno-1");
    expect(kenoDraw).toMatchObject({ numero: first.period, mySlips: 2, myStake: first.total + second.total });
    expect(mine.list.find((numero) => numero.gameCode === "elott-3")).toMatchObject({
      mySlips: 0,
      myStake: 0,
    });
    const theirs = await get<{ list: (Numero & { mySlips: number })[] }>(
      "/lotto/lgw/games/opened/numero?gameCode=elott-3",
      { token: playerToken },
    );
    expect(theirs.list).toHaveLength(1);
    expect(theirs.list[0]?.mySlips).toBe(1);

    // Recent games are the member's own, newest first.
    const demoRecent = await get<{ list: { gameCode: string; lastPlayedAt: number }[] }>(
      "/lgw/vn/games/game_menu/recent",
      { token: demoToken },
    );
    expect(demoRecent.list.map((entry) => entry.gameCode)).toEqual(["keno-1"]);
    const playerRecent = await get<{ list: { gameCode: string; lastPlayedAt: number }[] }>(
      "/lgw/vn/games/game_menu/recent",
      { token: playerToken },
    );
    expect(playerRecent.list.map((entry) => entry.gameCode)).toEqual(["elott-3", "keno-1"]);
    const [newest, older] = playerRecent.list;
    expect(newest?.lastPlayedAt ?? 0).toBeGreaterThanOrEqual(older?.lastPlayedAt ?? 0);
    const onlyLott = await get<{ list: unknown[] }>("/lgw/vn/games/game_menu/recent?prizeMode=Lott", {
      token: playerToken,
    });
    expect(onlyLott.list).toEqual([]);
  });

  it("launches a lottery's betting page or a lobby through launchGame, carrying the back URL", async () => {
    const betting = await launch(demoToken, {
      prizeMode: "Lott",
      gameCode: "xsmb",
      lottoView: "betting",
      backUrl: "/vnlottery",
    });
    expect(betting.statusCode, betting.body).toBe(200);
    const url = new URL(betting.json().value.game_url, "http://site.local");
    expect(url.pathname).toBe("/play/xsmb");
    expect(url.searchParams.get("backUrl")).toBe("/vnlottery");
    // A real launch: its one-time token opens the lottery's session on that game.
    const session = await t.app.inject({
      method: "POST",
      url: "/house/api/lottery/session",
      payload: { launchToken: launchTokenOf(betting.json().value.game_url), merchant: t.merchant },
    });
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json().value.game).toMatchObject({ gameId: "xsmb", schedule: "daily" });

    const byGameId = await launch(demoToken, { gameId: "elott-1", lottoView: "betting" });
    expect(new URL(byGameId.json().value.game_url, "http://site.local").pathname).toBe("/play/elott-1");

    const lobbies: [Record<string, unknown>, string][] = [
      [{ prizeMode: "Lott", lottoView: "lobby", backUrl: "/home" }, "/vnlottery?backUrl=%2Fhome"],
      [{ prizeMode: "Elott", lottoView: "lobby" }, "/elott"],
      [{ gameCode: "keno-1", lottoView: "lobby" }, "/elott"],
      [
        { gameCode: "xsmn", lottoView: "lobby", backUrl: "https://m.lotus.example/lobby?a=1" },
        "/vnlottery?backUrl=https%3A%2F%2Fm.lotus.example%2Flobby%3Fa%3D1",
      ],
    ];
    for (const [payload, expected] of lobbies) {
      const response = await launch(demoToken, payload);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().value.game_url).toBe(expected);
    }
  });

  it("refuses bad launch combinations with a translated 4xx, launching nothing", async () => {
    const launches = async () =>
      (await t.platform.db.select({ value: count() }).from(schema.gameLaunches))[0]?.value ?? 0;
    const before = await launches();
    const fieldErrors: [Record<string, unknown>, string][] = [
      [{ lottoArea: "TH", gameCode: "xsmb", lottoView: "betting" }, "lottoArea"],
      [{ lottoArea: undefined, gameCode: "xsmb", lottoView: "betting" }, "lottoArea"],
      [{ gameCode: "xsmb" }, "lottoView"],
      [{ lottoView: "betting" }, "gameCode"],
      [{ lottoView: "lobby" }, "prizeMode"],
      [{ lottoView: "preview", gameCode: "xsmb" }, "lottoView"],
      [{ prizeMode: "Lotto", lottoView: "lobby" }, "prizeMode"],
      [{ gameId: "xsmb", gameCode: "xsmn", lottoView: "betting" }, "gameCode"],
      [{ prizeMode: "Lott", lottoView: "lobby", backUrl: "javascript:alert(1)" }, "backUrl"],
      [{ prizeMode: "Lott", lottoView: "lobby", backUrl: "//evil.example/" }, "backUrl"],
      [{ launchMode: "GLS", gameId: "xsmb", lottoView: "lobby" }, "lottoView"],
      [{ launchMode: "GLS", lottoArea: undefined, device: undefined }, "gameId"],
    ];
    for (const [payload, field] of fieldErrors) {
      const response = await launch(demoToken, payload, "VI");
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({
        code: "validation.failed",
        message: "Vui lòng kiểm tra các trường được đánh dấu",
      });
      expect(Object.keys(response.json().value.fields), JSON.stringify(payload)).toContain(field);
    }

    const refusals: [Record<string, unknown>, number, string, string][] = [
      [
        { prizeMode: "Elott", gameCode: "xsmb", lottoView: "betting" },
        422,
        "lottery.prize_mode_mismatch",
        "Trò chơi xổ số này không thuộc loại xổ số đã chọn",
      ],
      [
        { prizeMode: "ZY", lottoView: "lobby" },
        422,
        "lottery.prize_mode_unavailable",
        "Loại xổ số này hiện không được cung cấp",
      ],
      [{ gameCode: "lotus-fortune", lottoView: "betting" }, 404, "game.not_found", "Không tìm thấy trò chơi"],
      [{ gameCode: "no-such-draw", lottoView: "lobby" }, 404, "game.not_found", "Không tìm thấy trò chơi"],
    ];
    for (const [payload, status, code, message] of refusals) {
      const response = await launch(demoToken, payload, "VI");
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json()).toMatchObject({ success: false, code, message });
    }

    const anonymous = await launch(undefined, { prizeMode: "Lott", lottoView: "lobby" }, "VI");
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe("Bạn chưa đăng nhập, vui lòng đăng nhập");
    expect(await launches()).toBe(before);
  });

  it("answers bad queries, unknown games and missing sessions with a translated 4xx", async () => {
    const refused: [string, number, ErrorCode][] = [
      ["/lgw/vn/numeros/opened/game?count=0", 400, "validation.failed"],
      ["/lgw/vn/numeros/opened/game?count=101", 400, "validation.failed"],
      ["/lgw/vn/numeros/opened/game?count=many", 400, "validation.failed"],
      ["/lgw/vn/numeros/opened/game?prizeMode=lott", 400, "validation.failed"],
      ["/lgw/vn/numeros/opened/game?device=%3Cscript%3E", 400, "validation.failed"],
      ["/lgw/games/popular?count=21", 400, "validation.failed"],
      ["/lgw/games/game_menus?prizeMode=XX", 400, "validation.failed"],
      ["/lgw/vn/numeros/opened/game?gameCode=lotus-fortune", 404, "game.not_found"],
      ["/lgw/vn/games/game_menu/recent", 401, "auth.required"],
      ["/lotto/lgw/games/opened/numero", 401, "auth.required"],
    ];
    for (const [url, status, code] of refused) {
      const response = await t.call({ method: "GET", url, headers: { language: "VI" } });
      expect(response.statusCode, url).toBe(status);
      expect(response.json(), url).toMatchObject({ success: false, code });
      expect(response.json().message, url).toBe(errorMessage(code, "VI"));
    }
    const validation = await t.call({
      method: "GET",
      url: "/lgw/vn/numeros/opened/game?count=0",
      headers: { language: "VI" },
    });
    expect(validation.json().message).toBe("Vui lòng kiểm tra các trường được đánh dấu");

    // The brand comes from the Merchant header (or the host), as on every site call.
    const unknownBrand = await t.app.inject({
      method: "GET",
      url: "/lgw/games/game_menus",
      headers: { merchant: "no-such-brand", language: "VI" },
    });
    expect(unknownBrand.statusCode).toBe(400);
    expect(unknownBrand.json()).toMatchObject({
      code: "merchant.unknown",
      message: "URL không hợp lệ, vui lòng liên hệ CSKH",
    });
  });

  it("never answers the gateway's paths with the site's page", async () => {
    for (const url of ["/lgw/games/unknown", "/lotto/lgw/nothing", "/lgw/"]) {
      const response = await t.call({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers["content-type"], url).toContain("application/json");
      expect(response.json(), url).toMatchObject({ success: false, code: "not_found" });
    }
    const page = await t.call({ method: "GET", url: "/vnlottery" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("player-site");
  });

  it("stops listing a daily draw at its cut-off, counting down to the next one instead", async () => {
    await tick();
    // Between the North's cut-off and its draw nothing takes bets: wait for the next day's to open.
    if (!(await board("xsmb")).open) {
      const next = menusOf((await get<{ list: Group[] }>("/lgw/games/game_menus?prizeMode=Lott")).list).find(
        (menu) => menu.gameCode === "xsmb",
      )?.nextDraw;
      t.clock.advance((next?.openAt ?? 0) - t.clock.now());
      await tick();
    }
    const open = (await board("xsmb")).open;
    if (!open) throw new Error("no open North draw");
    const listed = await get<{ list: Numero[] }>("/lgw/vn/numeros/opened/game?gameCode=xsmb");
    expect(listed.list.map((numero) => numero.numero)).toEqual([open.period]);

    t.clock.advance(open.closeAt - t.clock.now());
    await tick();
    const closed = await get<{ list: Numero[] }>("/lgw/vn/numeros/opened/game?gameCode=xsmb");
    expect(closed.list).toEqual([]);
    const north = menusOf((await get<{ list: Group[] }>("/lgw/games/game_menus?prizeMode=Lott")).list).find(
      (menu) => menu.gameCode === "xsmb",
    );
    // The next day's draw opens at this one's draw time: shown, not yet taking bets.
    expect(north?.nextDraw).toMatchObject({ bettingOpen: false, openAt: open.drawAt });
    expect(north?.nextDraw?.numero).not.toBe(open.period);
  });
});
