import * as schema from "@lotus/db/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/app";
import { asOperator, createOperator, ORCHID_BRAND, type TestOperator } from "../support/operators";
import { catalogueKit, type Method } from "./catalogue-support";
import { SimulatedVendor } from "./simulated-vendor";
import { memberId } from "./support";

/**
 * Adding vendors and games in the back office: the vendor's secret shown once, a game one by one,
 * who may do it (game lists: backoffice-game-list.test.ts).
 */

let t: TestApp;
let owner: TestOperator;
let content: TestOperator;
let support: TestOperator;
let elsewhere: TestOperator;
let vendorId = "";
let houseId = "";

const kit = catalogueKit(() => t);
const { as, audited, base, file, siteGames, vendorBody } = kit;
const gameBody = (overrides: Record<string, unknown> = {}) => kit.gameBody(vendorId, overrides);
const gameCount = () => kit.gameCount(vendorId);

beforeAll(async () => {
  t = await createTestApp();
  owner = await createOperator(t, { username: "cat-owner", role: "owner", allBrands: true });
  content = await createOperator(t, { username: "cat-content", role: "content" });
  support = await createOperator(t, { username: "cat-support", role: "support" });
  const other = await asOperator(
    t,
    owner.token,
  )({
    method: "POST",
    url: "/backoffice/api/brands",
    payload: ORCHID_BRAND,
  });
  elsewhere = await createOperator(t, {
    username: "cat-elsewhere",
    role: "admin",
    brandIds: [other.json().value.id],
  });
  const vendors = (await as(owner, "GET", `${base()}/vendors`)).json().value.list as {
    id: string;
    house: boolean;
  }[];
  houseId = vendors.find((vendor) => vendor.house)?.id ?? "";
});
afterAll(async () => {
  await t.close();
});

describe("adding a vendor", () => {
  it("shows the generated secret once: it signs, and is never readable again", async () => {
    const response = await audited(1, () => as(owner, "POST", `${base()}/vendors`, vendorBody()));
    expect(response.statusCode, response.body).toBe(200);
    const { secret, vendor } = response.json().value;
    vendorId = vendor.id;
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(vendor).toMatchObject({
      code: "ACME",
      walletMode: "seamless",
      displayName: "Acme Slots",
      categories: ["RNG", "FISH"],
      house: false,
      secretSet: true,
      gameCount: 0,
    });
    const listed = await as(owner, "GET", `${base()}/vendors`);
    expect(listed.body).toContain("ACME");
    expect(listed.body).not.toContain(secret);
    const [entry] = await t.platform.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, "games.vendor.create"));
    expect(entry?.targetId).toBe(vendorId);
    expect(JSON.stringify(entry)).not.toContain(secret);
    const [row] = await t.platform.db
      .select()
      .from(schema.gameVendors)
      .where(eq(schema.gameVendors.id, vendorId));
    expect(row?.secretSealed).not.toContain(secret);
    const signed = await new SimulatedVendor(t, "ACME", secret).call("balance", {
      playerId: await memberId(t, "demo01"),
    });
    expect(signed.status).toBe(200);
  });

  it("refuses a taken or reserved code and bad fields, writing nothing", async () => {
    for (const [body, status, code] of [
      [vendorBody(), 409, "game.vendor_exists"],
      [vendorBody({ code: "lotus" }), 422, "game.vendor_reserved"],
      [vendorBody({ code: "a" }), 400, "validation.failed"],
      [vendorBody({ code: "AC ME" }), 400, "validation.failed"],
      [vendorBody({ code: "ACME2", walletMode: "cash" }), 400, "validation.failed"],
      [vendorBody({ code: "ACME2", launchUrlTemplate: "http://plain.test" }), 400, "validation.failed"],
      [vendorBody({ code: "ACME2", secret: "mine" }), 400, "validation.failed"],
    ] as const) {
      const response = await audited(0, () => as(owner, "POST", `${base()}/vendors`, body));
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json()).toMatchObject({ success: false, code });
    }
  });
});

describe("permissions", () => {
  it("no session 401, without the permission 403, another brand's operator 403; nothing written", async () => {
    const calls: [Method, string, unknown][] = [
      ["POST", `${base()}/vendors`, vendorBody({ code: "NOPE" })],
      ["POST", `${base()}/games`, gameBody({ gameId: "nope" })],
      ["POST", `${base()}/vendors/${vendorId}/game-list/preview`, file("code,gameType,name_EN\nx,RNG,X\n")],
      [
        "POST",
        `${base()}/vendors/${vendorId}/game-list/import`,
        { ...file("code,gameType,name_EN\nx,RNG,X\n"), previewToken: "0".repeat(64) },
      ],
    ];
    for (const [method, url, payload] of calls) {
      const anonymous = await audited(0, () => as(undefined, method, url, payload));
      expect(anonymous.statusCode, url).toBe(401);
      for (const who of [support, elsewhere]) {
        const refused = await audited(0, () => as(who, method, url, payload));
        expect(refused.statusCode, `${who.username} ${url}`).toBe(403);
        expect(refused.json().code).toBe("access.forbidden");
      }
    }
    // Adding a vendor issues a secret: games.edit alone is not enough.
    const contentVendor = await audited(0, () =>
      as(content, "POST", `${base()}/vendors`, vendorBody({ code: "NOPE" })),
    );
    expect(contentVendor.statusCode).toBe(403);
    expect(await gameCount()).toBe(0);
  });
});

describe("adding a game", () => {
  it("is audited once and on the site at once", async () => {
    expect(await siteGames("ACME")).toEqual([]);
    const response = await audited(1, () => as(content, "POST", `${base()}/games`, gameBody()));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value).toMatchObject({
      gameId: "acme-one",
      vassalage: "ACME",
      names: { EN: "Acme One", VI: "Acme Một" },
      minBet: 1,
      maxBet: 500,
      trialAllowed: true,
    });
    expect(await siteGames("ACME")).toEqual(["acme-one"]);
  });

  it("refuses a taken code, the house vendor, variants, bad limits and unknown vendors", async () => {
    for (const [body, status, code] of [
      [gameBody(), 409, "game.exists"],
      [gameBody({ gameId: "x", vendorId: houseId }), 422, "game.house_vendor"],
      [gameBody({ gameId: "x", variant: "96" }), 422, "game.variant_unknown"],
      [gameBody({ gameId: "x", minBet: 10, maxBet: 5 }), 400, "validation.failed"],
      [gameBody({ gameId: "x", names: { VI: "Chỉ VI" } }), 400, "validation.failed"],
      [gameBody({ gameId: "bad id" }), 400, "validation.failed"],
      [gameBody({ gameId: "x", gameType: "BINGO" }), 400, "validation.failed"],
      [gameBody({ gameId: "x", vendorId: "00000000-0000-4000-8000-000000000000" }), 404, "not_found"],
    ] as const) {
      const response = await audited(0, () => as(content, "POST", `${base()}/games`, body));
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().code).toBe(code);
    }
    expect(await gameCount()).toBe(1);
  });
});
