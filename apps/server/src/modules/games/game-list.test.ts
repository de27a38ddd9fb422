import { describe, expect, it } from "vitest";
import { AppError } from "../../platform/errors";
import { decodeGameList, parseCsv, readGameList } from "./game-list";
import { planGameList, planToken } from "./game-list-plan";

const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? { code: error.code, details: error.details } : error;
  }
  return undefined;
};

describe("parseCsv (RFC 4180)", () => {
  it("reads quoted fields with commas, doubled quotes and line breaks, CRLF or LF", () => {
    expect(parseCsv('a,"b,c","say ""hi"""\r\n"multi\r\nline",,x\n')).toEqual([
      { line: 1, cells: ["a", "b,c", 'say "hi"'] },
      { line: 2, cells: ["multi\r\nline", "", "x"] },
    ]);
  });

  it("skips blank lines, keeps the line a record starts on, and a last record without a newline", () => {
    expect(parseCsv('h\n\n"1\n2"\n\nlast')).toEqual([
      { line: 1, cells: ["h"] },
      { line: 3, cells: ["1\n2"] },
      { line: 6, cells: ["last"] },
    ]);
    expect(parseCsv('""')).toEqual([{ line: 1, cells: [""] }]);
    expect(parseCsv("")).toEqual([]);
  });

  it("refuses an unterminated quote, a stray quote and text after a closing quote, naming the line", () => {
    expect(codeOf(() => parseCsv('a\n"open'))).toEqual({ code: "game.import_format", details: { line: 2 } });
    expect(codeOf(() => parseCsv('a\nb"c'))).toEqual({ code: "game.import_format", details: { line: 2 } });
    expect(codeOf(() => parseCsv('"a"b'))).toEqual({ code: "game.import_format", details: { line: 1 } });
  });
});

describe("decodeGameList", () => {
  const b64 = (bytes: Buffer | string) => Buffer.from(bytes).toString("base64");
  it("drops a byte-order mark and refuses NUL bytes, bad UTF-8 and oversized files", () => {
    expect(decodeGameList(b64("\uFEFFcode"))).toBe("code");
    expect(codeOf(() => decodeGameList(b64(Buffer.from([0x61, 0x00]))))).toMatchObject({
      code: "game.import_binary",
    });
    expect(codeOf(() => decodeGameList(b64(Buffer.from([0xc3, 0x28]))))).toMatchObject({
      code: "game.import_encoding",
    });
    expect(codeOf(() => decodeGameList(b64("x".repeat(512 * 1024 + 1))))).toMatchObject({
      code: "game.import_too_large",
    });
    expect(decodeGameList(b64("x".repeat(512 * 1024)))).toHaveLength(512 * 1024);
  });
});

describe("readGameList and planGameList", () => {
  const csv = "code,gameType,name_EN,minBet,maxBet,tags\ng1,rng,One,1.5,10,a|b|a\ng2,RNG,Two,1.234,,\n";
  it("reads values in the brand's minor digits and names each faulty field", () => {
    const [one, two] = readGameList("csv", csv, 2);
    expect(one?.draft).toEqual({
      code: "g1",
      gameType: "RNG",
      names: { EN: "One" },
      minBetMinor: 150n,
      maxBetMinor: 1000n,
      tags: ["a", "b"],
    });
    expect(two?.issues).toEqual([{ field: "minBet", issue: "amount", params: { digits: 2 } }]);
    const both = readGameList(
      "csv",
      "code,gameType,name_EN,isHot,minBet,maxBet\nbad code,RNG,X,maybe,5,1\n",
      2,
    );
    expect(both[0]?.issues.map((issue) => issue.issue)).toEqual(["code", "boolean", "betRange"]);
    // A currency without minor units takes whole amounts only.
    expect(readGameList("csv", csv, 0)[0]?.issues.map((issue) => issue.field)).toEqual(["minBet"]);
  });

  it("keeps what a row leaves out, and names a plan by everything it would write", () => {
    const rows = readGameList("csv", "code,gameType,name_EN,isHot\ng1,RNG,One,\ng2,RNG,Two,true\n", 2);
    const existing = {
      id: "id-1",
      code: "g1",
      gameType: "RNG" as const,
      names: { EN: "One", VI: "Một" },
      nodeId: "n1",
      smallIcon: "/a.png",
      largeIcon: "",
      isHot: true,
      tags: ["x"],
      sortOrder: 3,
      trialAllowed: true,
      status: "maintenance" as const,
      minBetMinor: 100n,
      maxBetMinor: null,
    };
    const plan = planGameList(rows, [existing]);
    expect(plan.map((row) => [row.code, row.action])).toEqual([
      ["g1", "unchanged"],
      ["g2", "new"],
    ]);
    expect(plan[1]?.values).toMatchObject({ isHot: true, status: "on", tags: [], minBetMinor: null });
    const changed = planGameList(rows, [{ ...existing, names: { EN: "Old" } }]);
    expect(changed[0]).toMatchObject({ action: "update", changes: ["names"] });
    expect(changed[0]?.values?.names).toEqual({ EN: "One" });
    expect(planToken("v", plan)).toBe(planToken("v", planGameList(rows, [existing])));
    expect(planToken("v", plan)).not.toBe(planToken("v", changed));
    expect(planToken("v", plan)).not.toBe(planToken("w", plan));
  });
});
