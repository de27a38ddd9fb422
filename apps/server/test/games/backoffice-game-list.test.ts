import * as schema from "@lotus/db/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/app";
import { createOperator, type TestOperator } from "../support/operators";
import { catalogueKit } from "./catalogue-support";

/**
 * A provider's game list through the back office: previewed (nothing written, every bad row and
 * bad file named) then imported once, all-or-nothing, with one audit entry; again = nothing.
 */

let t: TestApp;
let owner: TestOperator;
let content: TestOperator;
let vendorId = "";
let houseId = "";

const kit = catalogueKit(() => t);
const { as, audited, b64, base, file, siteGames } = kit;
const gameCount = () => kit.gameCount(vendorId);
const preview = (payload: unknown, who: TestOperator | undefined = content, id = vendorId) =>
  as(who, "POST", `${base()}/vendors/${id}/game-list/preview`, payload);
const importList = (payload: unknown, who: TestOperator | undefined = content, id = vendorId) =>
  as(who, "POST", `${base()}/vendors/${id}/game-list/import`, payload);

beforeAll(async () => {
  t = await createTestApp();
  owner = await createOperator(t, { username: "list-owner", role: "owner", allBrands: true });
  content = await createOperator(t, { username: "list-content", role: "content" });
  vendorId = (await as(owner, "POST", `${base()}/vendors`, kit.vendorBody())).json().value.vendor.id;
  const created = await as(content, "POST", `${base()}/games`, kit.gameBody(vendorId));
  expect(created.statusCode, created.body).toBe(200);
  const vendors = (await as(owner, "GET", `${base()}/vendors`)).json().value.list as {
    id: string;
    house: boolean;
  }[];
  houseId = vendors.find((vendor) => vendor.house)?.id ?? "";
});
afterAll(async () => {
  await t.close();
});

const GOOD_CSV = [
  "\uFEFFcode,gameType,name_EN,name_VI,smallIcon,isHot,tags,sortOrder,trialAllowed,status,minBet,maxBet",
  "acme-one,RNG,Acme One,Acme Một,/games/acme-one.png,true,new,1,true,on,1,500",
  'acme-two,FISH,"Acme ""Two"", deluxe",Acme Hai,https://cdn.test/two.png,false,fish|hot,2,no,maintenance,0.5,"1,000"',
  'acme-three,RNG,"Acme\r\nThree",,,,,,,,,',
  "",
].join("\r\n");

describe("previewing a game list", () => {
  it("classifies rows as new, update or unchanged and writes nothing", async () => {
    const response = await audited(0, () => preview(file(GOOD_CSV)));
    expect(response.statusCode, response.body).toBe(200);
    const value = response.json().value;
    expect(value.counts).toEqual({ total: 3, new: 1, update: 0, unchanged: 1, invalid: 1 });
    expect(value.rows.map((row: { line: number; action: string }) => [row.line, row.action])).toEqual([
      [2, "unchanged"],
      [3, "invalid"],
      [4, "new"],
    ]);
    // "1,000" is not an amount: thousands separators are refused.
    expect(value.rows[1].errors).toEqual([
      { field: "maxBet", message: "Must be a positive amount with at most 2 decimals" },
    ]);
    expect(value.rows[2]).toMatchObject({ code: "acme-three", name: "Acme\r\nThree", status: "on" });
    expect(await gameCount()).toBe(1);
  });

  it("flags duplicates, updates and every kind of bad row, in the operator's language", async () => {
    const csv = [
      "code,gameType,name_EN,isHot,minBet,maxBet,sortOrder,smallIcon,status",
      "acme-one,RNG,Acme One Renamed,,,,,,",
      "acme-one,RNG,Again,,,,,,",
      "bad code,RNG,X,,,,,,",
      "x1,BINGO,X,,,,,,",
      "x2,RNG,,,,,,,",
      "x3,RNG,X,maybe,,,,,",
      "x4,RNG,X,,10,5,,,",
      "x5,RNG,X,,,,-1,,",
      "x6,RNG,X,,,,,javascript:alert(1),",
      "x7,RNG,X,,,,,,paused",
      "x8,RNG,X",
    ].join("\n");
    const response = await t.app.inject({
      method: "POST",
      url: `${base()}/vendors/${vendorId}/game-list/preview`,
      payload: file(csv),
      headers: { authorization: content.token, language: "VI" },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { rows, counts } = response.json().value;
    expect(counts).toEqual({ total: 11, new: 0, update: 1, unchanged: 0, invalid: 10 });
    expect(rows[0]).toMatchObject({ action: "update", changes: ["names"] });
    const errors = Object.fromEntries(
      rows
        .slice(1)
        .map((row: { line: number; errors: { field: string; message: string }[] }) => [
          row.line,
          row.errors.map((error) => `${error.field}: ${error.message}`),
        ]),
    );
    expect(errors).toEqual({
      3: ["code: Mã này đã có ở dòng 2"],
      4: ["code: Chỉ gồm chữ, số và . _ - :"],
      5: ["gameType: Loại trò chơi không hợp lệ"],
      6: ["name_EN: Bắt buộc"],
      7: ["isHot: Phải là true hoặc false"],
      8: ["maxBet: Cược tối thiểu không được lớn hơn cược tối đa"],
      9: ["sortOrder: Phải là số nguyên từ 0 đến 100000"],
      10: ["smallIcon: Phải bắt đầu bằng https://, http:// hoặc /"],
      11: ["status: Phải là on, maintenance hoặc off"],
      12: [": Cần 9 ô, có 3"],
    });
  });

  it("reads JSON lists the same way", async () => {
    const json = JSON.stringify([
      { code: "acme-one", gameType: "RNG", names: { EN: "Acme One" }, isHot: true, minBet: 1, maxBet: 500 },
      {
        code: "j1",
        gameType: "rng",
        names: { EN: "Jay", VI: "Jay VI" },
        tags: ["a", "b"],
        trialAllowed: false,
      },
      { code: "j2", gameType: "RNG", names: { EN: "Jay 2" }, colour: "red" },
      "not a game",
    ]);
    const { rows, counts } = (await preview(file(json, "json"))).json().value;
    expect(counts).toEqual({ total: 4, new: 1, update: 0, unchanged: 1, invalid: 2 });
    expect(rows[2].errors).toEqual([{ field: "colour", message: "Unknown field" }]);
    expect(rows[3].errors).toEqual([{ field: "", message: "Each game must be an object" }]);
  });

  it("refuses files that are too big, not text, not UTF-8, empty or not the chosen format", async () => {
    const header = "code,gameType,name_EN\n";
    const manyRows =
      header + Array.from({ length: 5001 }, (_, index) => `g${index},RNG,G ${index}`).join("\n");
    const cases: [unknown, number, string][] = [
      [file(header + "x".repeat(600 * 1024)), 413, "game.import_too_large"],
      [file(manyRows), 422, "game.import_too_many_rows"],
      [
        file(
          Buffer.concat([Buffer.from(header), Buffer.from([0x61, 0x2c, 0x52, 0x4e, 0x47, 0x2c, 0xe9, 0x0a])]),
        ),
        422,
        "game.import_encoding",
      ],
      [file(`${header}a,RNG,A\u0000\n`), 422, "game.import_binary"],
      [file(""), 422, "game.import_empty"],
      [file(header), 422, "game.import_empty"],
      [file("[]", "json"), 422, "game.import_empty"],
      [file(`${header}a,RNG,"open\n`), 422, "game.import_format"],
      [file(`${header}a,RNG,A"B\n`), 422, "game.import_format"],
      [file("{not json", "json"), 422, "game.import_format"],
      [file('{"games": []}', "json"), 422, "game.import_format"],
      [file(JSON.stringify([{ code: "a" }])), 422, "game.import_format"],
      [file("code,name_EN,colour\na,A,red\n"), 422, "game.import_columns"],
      [{ format: "csv", content: "not base64!" }, 400, "validation.failed"],
      [{ format: "xlsx", content: b64(header) }, 400, "validation.failed"],
      [{ format: "csv" }, 400, "validation.failed"],
    ];
    for (const [payload, status, code] of cases) {
      const response = await audited(0, () => preview(payload));
      expect(response.statusCode, code).toBe(status);
      expect(response.json()).toMatchObject({ success: false, code });
      expect(response.json().message).toBeTruthy();
    }
    const columns = await preview(file("code,name_EN,colour\na,A,red\n"));
    expect(columns.json().value).toEqual({ missing: ["gameType"], unknown: ["colour"], duplicate: [] });
    const huge = await preview({ format: "csv", content: "A".repeat(1_100_000) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ success: false, code: "request.too_large" });
    expect(await gameCount()).toBe(1);
  });

  it("refuses the house vendor and unknown vendors", async () => {
    expect((await preview(file(GOOD_CSV), content, houseId)).json().code).toBe("game.house_vendor");
    const unknown = await preview(file(GOOD_CSV), content, "00000000-0000-4000-8000-000000000000");
    expect(unknown.statusCode).toBe(404);
  });
});

const IMPORT_CSV = [
  "code,gameType,name_EN,name_VI,isHot,tags,minBet,maxBet",
  "acme-one,RNG,Acme One,Acme Một,false,new,1,500",
  "acme-two,FISH,Acme Two,Acme Hai,true,fish|hot,0.5,100",
  "acme-three,RNG,Acme Three,,,,,",
].join("\n");

describe("importing a game list", () => {
  it("applies the previewed rows once in one audited transaction; the site shows them at once", async () => {
    expect(await siteGames("ACME")).toEqual(["acme-one"]);
    const { previewToken, counts } = (await preview(file(IMPORT_CSV))).json().value;
    expect(counts).toEqual({ total: 3, new: 2, update: 1, unchanged: 0, invalid: 0 });
    const response = await audited(1, () => importList({ ...file(IMPORT_CSV), previewToken }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value).toEqual({ applied: true, counts });
    expect(await siteGames("ACME")).toEqual(["acme-one", "acme-three", "acme-two"]);
    const [entry] = await t.platform.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, "games.game_list.import"));
    expect(entry).toMatchObject({ targetType: "game_vendor", targetId: vendorId });
    expect(entry?.after).toMatchObject({
      games: 3,
      created: ["acme-two", "acme-three"],
      updated: [{ code: "acme-one", changes: ["isHot"] }],
    });
    const games = (await as(owner, "GET", `${base()}/games?vendorId=${vendorId}`)).json().value.list;
    expect(games.find((game: { gameId: string }) => game.gameId === "acme-two")).toMatchObject({
      gameType: "FISH",
      names: { EN: "Acme Two", VI: "Acme Hai" },
      isHot: true,
      tags: ["fish", "hot"],
      minBet: 0.5,
      maxBet: 100,
      status: "on",
    });

    // The same request again, and the same file previewed and imported again: nothing changes.
    const again = await audited(0, () => importList({ ...file(IMPORT_CSV), previewToken }));
    expect(again.json().value).toEqual({
      applied: false,
      counts: { total: 3, new: 0, update: 0, unchanged: 3, invalid: 0 },
    });
    const second = (await preview(file(IMPORT_CSV))).json().value;
    expect(second.counts.unchanged).toBe(3);
    const secondImport = await audited(0, () =>
      importList({ ...file(IMPORT_CSV), previewToken: second.previewToken }),
    );
    expect(secondImport.json().value.applied).toBe(false);
    expect(await gameCount()).toBe(3);
  });

  it("refuses a plan that changed since the preview, or with invalid rows, and changes nothing", async () => {
    const csv = "code,gameType,name_EN,sortOrder\nacme-four,RNG,Acme Four,4\nacme-one,RNG,Acme One,9\n";
    const { previewToken } = (await preview(file(csv))).json().value;
    const changed = "code,gameType,name_EN,sortOrder\nacme-four,RNG,Acme Four,5\nacme-one,RNG,Acme One,9\n";
    const stale = await audited(0, () => importList({ ...file(changed), previewToken }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe("game.import_stale");
    const invalid = await audited(0, () => importList({ ...file(`${csv}bad code,RNG,X,1\n`), previewToken }));
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().code).toBe("game.import_invalid");
    const badToken = await audited(0, () => importList({ ...file(csv), previewToken: "nope" }));
    expect(badToken.json().code).toBe("validation.failed");
    expect(await gameCount()).toBe(3);
    expect(await siteGames("ACME")).not.toContain("acme-four");
  });
});
