import { describe, expect, it } from "vitest";
import { boardKind, formatRate, lineShape, marketGroups, oddsStyle, topOdds } from "./markets";
import { TERMS } from "./markets.fixture";

describe("market tabs", () => {
  it("puts the VN markets under their tabs, in order, without empty tabs", () => {
    const groups = marketGroups("north", [
      TERMS.xien2,
      TERMS.lo3,
      TERMS.lo2,
      TERMS.de,
      TERMS.dau,
      TERMS.truot4,
    ]);
    expect(groups.map((group) => [group.id, group.markets.map((market) => market.market)])).toEqual([
      ["lo", ["lo2", "lo3"]],
      ["de", ["de"]],
      ["dauDuoi", ["dau"]],
      ["xien", ["xien2"]],
      ["truot", ["truot4"]],
    ]);
  });

  it("puts the Keno markets under Tài/Xỉu, Ngũ hành and Chọn số", () => {
    const groups = marketGroups("keno", [TERMS.keno_pick2, TERMS.keno_metal, TERMS.keno_big]);
    expect(groups.map((group) => group.id)).toEqual(["taiXiu", "nguHanh", "chonSo"]);
  });

  it("keeps a market no tab knows under 'other'", () => {
    const groups = marketGroups("keno", [TERMS.keno_big, TERMS.lo2]);
    expect(groups.map((group) => group.id)).toEqual(["taiXiu", "other"]);
  });
});

describe("how a market is played", () => {
  it("chooses the board from the digits", () => {
    expect(boardKind(TERMS.dau)).toBe("digit");
    expect(boardKind(TERMS.lo2)).toBe("grid");
    expect(boardKind(TERMS.xien2)).toBe("grid");
    expect(boardKind(TERMS.lo3)).toBe("typed");
    expect(boardKind(TERMS.cang4)).toBe("typed");
    expect(boardKind(TERMS.keno_pick5)).toBe("keno");
    expect(boardKind(TERMS.keno_big)).toBe("none");
  });

  it("knows each number from a set of legs", () => {
    expect(lineShape(TERMS.lo2)).toEqual({ kind: "each" });
    expect(lineShape(TERMS.de)).toEqual({ kind: "each" });
    expect(lineShape(TERMS.xien3)).toEqual({ kind: "set", size: 3 });
    expect(lineShape(TERMS.truot4)).toEqual({ kind: "set", size: 4 });
    expect(lineShape(TERMS.keno_pick2)).toEqual({ kind: "set", size: 2 });
    expect(lineShape(TERMS.keno_big)).toEqual({ kind: "none" });
  });

  it("quotes lô/đề as 1 ăn X and Keno as a decimal return", () => {
    expect(oddsStyle(TERMS.lo2)).toBe("eats");
    expect(oddsStyle(TERMS.keno_big)).toBe("decimal");
    expect(topOdds(TERMS.keno_pick5)).toBe(251);
    expect(topOdds({ ...TERMS.keno_pick5, odds: 0 })).toBe(251);
    expect(formatRate(99.5)).toBe("99.5");
    expect(formatRate(0.1 + 0.2)).toBe("0.3");
    expect(formatRate(93.4567)).toBe("93.457");
  });
});
