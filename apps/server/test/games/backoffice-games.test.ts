import * as schema from "@lotus/db/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/app";
import { asOperator, auditCount, createOperator, type TestOperator } from "../support/operators";
import { SimulatedVendor, vendorLaunchToken } from "./simulated-vendor";
import {
  createExternalVendor,
  expectLedgerClean,
  fund,
  houseSession,
  launch,
  loginQuick,
  memberId,
  spin,
} from "./support";

/**
 * The back office's games screens: who may read and write, one audit entry per write (never the
 * secret), validation of vendor and game edits, category lists, and round details with fair data.
 */

let t: TestApp;
let owner: TestOperator;
let content: TestOperator;
let support: TestOperator;
let finance: TestOperator;
let extId: string;
let extGameId: string;
let demoToken: string;

const base = () => `/backoffice/api/brands/${t.brandId}/games`;
type Method = "GET" | "POST" | "PUT";
const as = (operator: TestOperator | undefined, method: Method, url: string, payload?: unknown) =>
  operator
    ? asOperator(t, operator.token)({ method, url, payload })
    : t.app.inject({ method, url, payload: payload as never });

const vendorBody = (overrides: Record<string, unknown> = {}) => ({
  displayName: "Ext Live",
  categories: ["LIVE"],
  status: "on",
  logo: "/vendors/ext.svg",
  sortOrder: 5,
  launchUrlTemplate: "https://ext.test/launch?t={token}&g={game}&l={lang}",
  transferApiUrl: "",
  ...overrides,
});
const gameBody = (overrides: Record<string, unknown> = {}) => ({
  names: { EN: "Ext Table", VI: "Bàn Ext" },
  smallIcon: "/games/ext.png",
  largeIcon: "",
  isHot: true,
  tags: ["table", "table", "vip"],
  sortOrder: 1,
  trialAllowed: false,
  status: "on",
  minBet: 5,
  maxBet: 100.5,
  variant: null,
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  await t.updateSettings({ botCheck: false });
  const ext = await createExternalVendor(t, {
    code: "EXT",
    games: [{ code: "ext-table", gameType: "LIVE" }],
  });
  extId = ext.id;
  extGameId = ext.gameIds["ext-table"] ?? "";
  owner = await createOperator(t, { username: "games-owner", role: "owner", allBrands: true });
  content = await createOperator(t, { username: "games-content", role: "content" });
  support = await createOperator(t, { username: "games-support", role: "support" });
  finance = await createOperator(t, { username: "games-finance", role: "finance" });
  demoToken = await loginQuick(t, "demo01", "Demo1234");
  await fund(t, await memberId(t, "demo01"), 10_000_000n, "backoffice-games-fund");
});
afterAll(async () => {
  await t.close();
});

/** Runs a write and checks how many audit entries it left. */
async function audited<T>(entries: number, run: () => Promise<T>): Promise<T> {
  const before = await auditCount(t);
  const result = await run();
  expect(await auditCount(t)).toBe(before + entries);
  return result;
}

async function laneCard(vassalage: string) {
  const lanes = (await t.call({ method: "GET", url: "/wps/relay/GCSGAME_gameVendor" })).json().value.data
    .lanes as {
    title: string;
    cards: { vassalage: string; status: string; displayName: string }[];
  }[];
  return lanes
    .flatMap((lane) => lane.cards.map((card) => ({ ...card, lane: lane.title })))
    .filter((card) => card.vassalage === vassalage);
}

describe("permissions", () => {
  it("games.view reads, games.edit edits, games.secrets rotates; nobody else", async () => {
    expect((await as(undefined, "GET", `${base()}/vendors`)).statusCode).toBe(401);
    for (const reader of [support, content, owner]) {
      const response = await as(reader, "GET", `${base()}/vendors`);
      expect(response.statusCode, reader.username).toBe(200);
      expect(
        response
          .json()
          .value.list.map((vendor: { code: string }) => vendor.code)
          .sort(),
      ).toEqual(["EXT", "LOTUS"]);
    }
    const refused = await as(finance, "GET", `${base()}/vendors`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("access.forbidden");
    for (const [who, method, url, payload] of [
      [finance, "GET", `${base()}/rounds`, undefined],
      [finance, "GET", `${base()}/games`, undefined],
      [support, "PUT", `${base()}/vendors/${extId}`, vendorBody()],
      [support, "PUT", `${base()}/games/${extGameId}`, gameBody()],
      [support, "PUT", `${base()}/category-lists`, { esportsVendors: [], cockfightVendors: [] }],
      [support, "POST", `${base()}/vendors/${extId}/secret`, undefined],
      [content, "POST", `${base()}/vendors/${extId}/secret`, undefined],
    ] as const) {
      const response = await audited(0, () => as(who, method, url, payload));
      expect(response.statusCode, `${who.username} ${method} ${url}`).toBe(403);
      expect(response.json().code).toBe("access.forbidden");
    }
    expect((await as(support, "GET", `${base()}/rounds`)).statusCode).toBe(200);
    expect((await as(support, "GET", `${base()}/house-slots`)).statusCode).toBe(200);
  });
});

describe("vendors", () => {
  it("an edit is audited once and the lanes follow at once", async () => {
    const response = await audited(1, () =>
      as(content, "PUT", `${base()}/vendors/${extId}`, vendorBody({ status: "maintenance" })),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value).toMatchObject({
      id: extId,
      code: "EXT",
      displayName: "Ext Live",
      status: "maintenance",
      sortOrder: 5,
      house: false,
      launchUrlTemplate: "https://ext.test/launch?t={token}&g={game}&l={lang}",
      secretSet: false,
      gameCount: 1,
    });
    const [entry] = (await t.platform.db.select().from(schema.auditLog)).filter(
      (row) => row.action === "games.vendor.update" && row.targetId === extId,
    );
    expect(entry).toMatchObject({
      operatorName: "games-content",
      brandId: t.brandId,
      targetType: "game_vendor",
    });
    expect(entry?.before).toMatchObject({ status: "on" });
    expect(entry?.after).toMatchObject({ status: "maintenance", displayName: "Ext Live" });
    expect(await laneCard("EXT")).toEqual([
      expect.objectContaining({ lane: "LIVE", status: "maintenance", displayName: "Ext Live" }),
    ]);
    const launched = await launch(t, demoToken, "ext-table", "EXT");
    expect(launched.json().code).toBe("game.maintenance");

    await audited(1, () => as(content, "PUT", `${base()}/vendors/${extId}`, vendorBody({ status: "off" })));
    expect(await laneCard("EXT")).toEqual([]);
    await audited(1, () => as(content, "PUT", `${base()}/vendors/${extId}`, vendorBody()));
    const url = (await launch(t, demoToken, "ext-table", "EXT")).json().value.game_url as string;
    expect(url).toMatch(/^https:\/\/ext\.test\/launch\?t=[^&]+&g=ext-table&l=EN$/);
  });

  it("refuses bad vendor edits with 400 and no audit entry; an unknown vendor is not_found", async () => {
    const bad = [
      vendorBody({ launchUrlTemplate: "http://insecure.test/{token}" }),
      vendorBody({ launchUrlTemplate: "javascript:alert(1)" }),
      vendorBody({ transferApiUrl: "ftp://x" }),
      vendorBody({ categories: [] }),
      vendorBody({ categories: ["CASINO"] }),
      vendorBody({ status: "paused" }),
      vendorBody({ displayName: "" }),
      vendorBody({ displayName: "x".repeat(65) }),
      vendorBody({ sortOrder: -1 }),
      vendorBody({ secret: "mine" }),
      { displayName: "only" },
    ];
    for (const body of bad) {
      const response = await audited(0, () => as(content, "PUT", `${base()}/vendors/${extId}`, body));
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code).toBe("validation.failed");
    }
    const badId = await audited(0, () => as(content, "PUT", `${base()}/vendors/not-a-uuid`, vendorBody()));
    expect(badId.statusCode).toBe(400);
    const unknown = await audited(0, () =>
      as(content, "PUT", `${base()}/vendors/00000000-0000-4000-8000-000000000000`, vendorBody()),
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe("not_found");
  });

  it("the house vendor keeps no external URLs", async () => {
    const list = (await as(owner, "GET", `${base()}/vendors`)).json().value.list as {
      id: string;
      code: string;
    }[];
    const house = list.find((vendor) => vendor.code === "LOTUS");
    const response = await as(
      content,
      "PUT",
      `${base()}/vendors/${house?.id}`,
      vendorBody({ displayName: "Lotus Games", categories: ["RNG"], sortOrder: 0 }),
    );
    expect(response.json().value).toMatchObject({ house: true, launchUrlTemplate: "", transferApiUrl: "" });
  });

  it("a secret is shown once on rotation, never stored in the audit log, and each rotation makes a new one", async () => {
    const startedAt = t.clock.now();
    const first = await audited(1, () => as(owner, "POST", `${base()}/vendors/${extId}/secret`));
    expect(first.statusCode, first.body).toBe(200);
    const { secret, vendor } = first.json().value as { secret: string; vendor: Record<string, unknown> };
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(vendor).toMatchObject({ id: extId, secretSet: true });
    expect(vendor.secretRotatedAt).toBeGreaterThanOrEqual(startedAt);
    expect(vendor.secretRotatedAt).toBeLessThanOrEqual(t.clock.now());
    const second = (await audited(1, () => as(owner, "POST", `${base()}/vendors/${extId}/secret`))).json()
      .value;
    expect(second.secret).not.toBe(secret);

    const audit = (await t.platform.db.select().from(schema.auditLog)).filter(
      (row) => row.action === "games.vendor.rotate_secret",
    );
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({
      operatorName: "games-owner",
      targetId: extId,
      before: { secretSet: false },
    });
    const everything = JSON.stringify(await t.platform.db.select().from(schema.auditLog));
    expect(everything).not.toContain(secret);
    expect(everything).not.toContain(second.secret);
    const [row] = (await t.platform.db.select().from(schema.gameVendors)).filter((item) => item.id === extId);
    expect(row?.secretSealed).toBeTruthy();
    expect(row?.secretSealed).not.toContain(second.secret);
    const listed = await as(owner, "GET", `${base()}/vendors`);
    expect(listed.body).not.toContain(second.secret);

    // Only the latest secret signs.
    const member = await memberId(t, "demo01");
    const old = await new SimulatedVendor(t, "EXT", secret).call("balance", { playerId: member });
    expect(old.code).toBe("vendor.signature_invalid");
    const current = await new SimulatedVendor(t, "EXT", second.secret).call("balance", { playerId: member });
    expect(current.status).toBe(200);
    const unknown = await as(owner, "POST", `${base()}/vendors/00000000-0000-4000-8000-000000000000/secret`);
    expect(unknown.json().code).toBe("not_found");
  });
});

describe("games", () => {
  it("lists games by vendor, category, status and keyword", async () => {
    const byVendor = (await as(support, "GET", `${base()}/games?vendorId=${extId}`)).json().value;
    expect(byVendor.total).toBe(1);
    expect(byVendor.list[0]).toMatchObject({
      id: extGameId,
      gameId: "ext-table",
      vassalage: "EXT",
      gameType: "LIVE",
    });
    const rng = (await as(support, "GET", `${base()}/games?gameType=RNG`)).json().value;
    expect(rng.list.map((game: { gameId: string }) => game.gameId).sort()).toEqual([
      "dragon-pearl",
      "lotus-fortune",
    ]);
    const keyword = (await as(support, "GET", `${base()}/games?keyword=Dragon`)).json().value;
    // The house's Dragon Tiger table (issue #15) matches too.
    expect(keyword.list.map((game: { gameId: string }) => game.gameId).sort()).toEqual([
      "dragon-pearl",
      "live-dragon-tiger",
    ]);
    for (const query of [
      "pageSize=500",
      "vendorId=EXT",
      "gameType=SLOTS",
      "status=paused",
      `keyword=${"k".repeat(65)}`,
    ]) {
      const response = await as(support, "GET", `${base()}/games?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe("validation.failed");
    }
  });

  it("an edit is audited once and shows on the site", async () => {
    const response = await audited(1, () => as(content, "PUT", `${base()}/games/${extGameId}`, gameBody()));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value).toMatchObject({
      names: { EN: "Ext Table", VI: "Bàn Ext" },
      isHot: true,
      tags: ["table", "vip"],
      minBet: 5,
      maxBet: 100.5,
      variant: null,
    });
    const hot = (
      await t.call({ method: "GET", url: "/wps/relay/GCSGAME_hotGamesV2", query: { vassalage: "EXT" } })
    ).json().value.list;
    expect(hot).toEqual([
      expect.objectContaining({ gameId: "ext-table", displayName: "Ext Table", tags: ["table", "vip"] }),
    ]);
    const rooms = (
      await t.call({
        method: "GET",
        url: "/wps/relay/GLS2_roomList",
        query: { vassalage: "EXT" },
        token: demoToken,
      })
    ).json().value.list;
    expect(rooms[0]).toMatchObject({ minBet: 5, maxBet: 100.5 });
  });

  it("refuses minBet above maxBet, a variant that does not exist, and other bad edits, with no audit entry", async () => {
    const over = await audited(0, () =>
      as(content, "PUT", `${base()}/games/${extGameId}`, gameBody({ minBet: 10, maxBet: 5 })),
    );
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      code: "validation.failed",
      value: { fields: { maxBet: expect.any(String) } },
    });
    for (const body of [
      gameBody({ minBet: 0.001 }),
      gameBody({ minBet: -1 }),
      gameBody({ names: { EN: "" } }),
      gameBody({ tags: Array.from({ length: 11 }, (_, index) => `t${index}`) }),
      gameBody({ status: "hidden" }),
      gameBody({ extra: true }),
    ]) {
      const response = await audited(0, () => as(content, "PUT", `${base()}/games/${extGameId}`, body));
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code).toBe("validation.failed");
    }
    const external = await audited(0, () =>
      as(content, "PUT", `${base()}/games/${extGameId}`, gameBody({ variant: "high" })),
    );
    expect(external.statusCode).toBe(422);
    expect(external.json().code).toBe("game.variant_unknown");

    const games = (await as(content, "GET", `${base()}/games?keyword=lotus-fortune`)).json().value.list;
    const house = games[0] as { id: string };
    const unknownVariant = await audited(0, () =>
      as(
        content,
        "PUT",
        `${base()}/games/${house.id}`,
        gameBody({ names: { EN: "Lotus Fortune" }, variant: "nope" }),
      ),
    );
    expect(unknownVariant.json().code).toBe("game.variant_unknown");
    const slots = (await as(content, "GET", `${base()}/house-slots`)).json().value.list as {
      slotId: string;
      variants: { id: string; rtp: number }[];
    }[];
    const variant = slots.find((slot) => slot.slotId === "lotus-fortune")?.variants.at(-1)?.id;
    expect(variant).toBeTruthy();
    const changed = await audited(1, () =>
      as(
        content,
        "PUT",
        `${base()}/games/${house.id}`,
        gameBody({
          names: { EN: "Lotus Fortune" },
          trialAllowed: true,
          minBet: 1,
          maxBet: 1_000_000,
          variant,
        }),
      ),
    );
    expect(changed.json().value.variant).toBe(variant);
    const session = await houseSession(t, demoToken);
    expect((session.game as unknown as { variant: string }).variant).toBe(variant);
    const unknown = await audited(0, () =>
      as(content, "PUT", `${base()}/games/00000000-0000-4000-8000-000000000000`, gameBody()),
    );
    expect(unknown.json().code).toBe("not_found");
  });
});

describe("category lists", () => {
  it("reads and sets the e-sports and cockfight lists (a vendor only in one of them), audited once", async () => {
    expect((await as(support, "GET", `${base()}/category-lists`)).json().value).toEqual({
      esportsVendors: ["AV", "AI", "IMES", "TF", "IA"],
      cockfightVendors: ["DS88", "DIG", "WGB"],
    });
    const saved = await audited(1, () =>
      as(content, "PUT", `${base()}/category-lists`, {
        esportsVendors: ["EXT", "AV", "AV"],
        cockfightVendors: ["EXT", "DS88"],
      }),
    );
    expect(saved.json().value).toEqual({ esportsVendors: ["EXT", "AV"], cockfightVendors: ["DS88"] });
    expect((await as(support, "GET", `${base()}/category-lists`)).json().value).toEqual(saved.json().value);
    for (const body of [
      { esportsVendors: Array.from({ length: 51 }, (_, index) => `V${index}`), cockfightVendors: [] },
      { esportsVendors: ["x".repeat(33)], cockfightVendors: [] },
      { esportsVendors: [""], cockfightVendors: [] },
      { esportsVendors: [] },
      { esportsVendors: [], cockfightVendors: [], more: [] },
    ]) {
      const response = await audited(0, () => as(content, "PUT", `${base()}/category-lists`, body));
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

describe("rounds", () => {
  it("the detail of a house spin carries its provably-fair data; an external round has none", async () => {
    const session = await houseSession(t, demoToken);
    const played = (await spin(t, session.sessionToken, session.game.minBet, "bo-round-spin-1")).json().value;
    const list = (await as(support, "GET", `${base()}/rounds?account=demo01&vassalage=LOTUS`)).json().value;
    expect(list.total).toBe(1);
    expect(list.list[0]).toMatchObject({
      account: "demo01",
      vassalage: "LOTUS",
      gameId: "lotus-fortune",
      status: "settled",
    });
    const detail = (await as(support, "GET", `${base()}/rounds/${list.list[0].id}`)).json().value;
    expect(detail.betAmount).toBe(played.bet);
    expect(detail.winAmount).toBe(played.win);
    expect(detail.fair).toMatchObject({
      slotId: "lotus-fortune",
      serverSeedHash: played.serverSeedHash,
      serverSeed: null,
      clientSeed: played.clientSeed,
      nonce: played.nonce,
    });
    expect(detail.fair.outcome).toEqual(played.outcome);
    expect(detail.transactions[0]).toMatchObject({ kind: "bet", amount: played.bet, status: "applied" });

    const ext = (await as(owner, "POST", `${base()}/vendors/${extId}/secret`)).json().value.secret as string;
    const vendor = new SimulatedVendor(t, "EXT", ext);
    const launched = await launch(t, demoToken, "ext-table", "EXT");
    const player = await vendor.open(vendorLaunchToken(launched.json().value.game_url, "t"));
    await player.bet("bo-ext-round", "bo-ext-bet", 20);
    await player.rollback("bo-ext-round", "bo-ext-rb-unknown", "bo-ext-never");
    await player.win("bo-ext-round", "bo-ext-win", 35.5, { endRound: true });
    const extList = (await as(support, "GET", `${base()}/rounds?vassalage=EXT`)).json().value.list as {
      id: string;
      round: string;
    }[];
    const extRound = extList.find((round) => round.round === "bo-ext-round");
    const extDetail = (await as(support, "GET", `${base()}/rounds/${extRound?.id}`)).json().value;
    expect(extDetail).toMatchObject({
      status: "settled",
      betAmount: 20,
      winAmount: 35.5,
      winLoss: 15.5,
      fair: null,
    });
    expect(
      extDetail.transactions.map(
        (tx: { transactionId: string; kind: string; amount: number; status: string }) => [
          tx.transactionId,
          tx.kind,
          tx.amount,
          tx.status,
        ],
      ),
    ).toEqual([
      ["bo-ext-bet", "bet", 20, "applied"],
      ["bo-ext-rb-unknown", "rollback", 0, "not_found"],
      ["bo-ext-win", "win", 35.5, "applied"],
    ]);

    expect((await as(support, "GET", `${base()}/rounds?account=nobody`)).json().value).toMatchObject({
      list: [],
      total: 0,
    });
    expect(
      (await as(support, "GET", `${base()}/rounds/00000000-0000-4000-8000-000000000000`)).json().code,
    ).toBe("not_found");
    for (const query of ["status=won", "from=01-01-2024", "pageSize=0"]) {
      expect((await as(support, "GET", `${base()}/rounds?${query}`)).statusCode, query).toBe(400);
    }
    await expectLedgerClean(t);
  });
});
