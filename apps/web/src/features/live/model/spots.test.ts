import { SICBO_SPOTS, XOCDIA_SPOTS } from "@lotus/contracts";
import { describe, expect, it } from "vitest";
import { BANKER_WIN, DICE_BIG, DISCS_ODD } from "./live.fixture";
import {
  layoutOrder,
  oddsText,
  resultText,
  spotDice,
  spotDiscs,
  spotLayout,
  spotText,
  winningSpots,
} from "./spots";

describe("bet spots", () => {
  it("lays every sic bo spot out once", () => {
    const order = layoutOrder(spotLayout("sicbo", SICBO_SPOTS));
    expect(order).toHaveLength(SICBO_SPOTS.length);
    expect(new Set(order)).toEqual(new Set(SICBO_SPOTS));
    expect(layoutOrder(spotLayout("xocdia", XOCDIA_SPOTS)).sort()).toEqual([...XOCDIA_SPOTS].sort());
  });

  it("keeps only the spots the table offers, dropping empty groups", () => {
    const groups = spotLayout("baccarat", ["player", "banker", "tie"]);
    expect(groups.map((group) => [group.id, group.spots])).toEqual([
      ["side", ["tie"]],
      ["main", ["player", "banker"]],
    ]);
    expect(spotLayout("dragon_tiger", [])).toEqual([]);
  });

  it("names spots with their numbers", () => {
    expect(spotText("sicbo", "total_11")).toEqual({ key: "spots.sicbo.total", values: { total: 11 } });
    expect(spotText("sicbo", "double_3")).toEqual({ key: "spots.sicbo.double", values: { face: 3 } });
    expect(spotText("sicbo", "combo_2_5")).toEqual({ key: "spots.sicbo.combo", values: { a: 2, b: 5 } });
    expect(spotText("xocdia", "even")).toEqual({ key: "spots.xocdia.even", values: {} });
  });

  it("pictures dice and discs", () => {
    expect(spotDice("triple_4")).toEqual([4, 4, 4]);
    expect(spotDice("combo_1_6")).toEqual([1, 6]);
    expect(spotDice("single_2")).toEqual([2]);
    expect(spotDice("big")).toEqual([]);
    expect(spotDiscs("three_white").filter((side) => side === "white")).toHaveLength(3);
    expect(spotDiscs("four_red")).toEqual(["red", "red", "red", "red"]);
  });

  it("writes odds as x:1", () => {
    expect(oddsText(1)).toBe("1:1");
    expect(oddsText(0.95)).toBe("0.95:1");
    expect(oddsText(150)).toBe("150:1");
  });
});

describe("results in words", () => {
  it("says who won and by what", () => {
    expect(resultText(BANKER_WIN)).toEqual({
      key: "result.baccarat.banker",
      values: { player: 5, banker: 8 },
    });
    expect(resultText(DICE_BIG)).toEqual({
      key: "result.sicbo.big",
      values: { total: 15, dice: "4 · 5 · 6" },
    });
    expect(resultText(DISCS_ODD)).toEqual({ key: "result.xocdia.odd", values: { reds: 3 } });
  });

  it("lists the winning spots", () => {
    expect(winningSpots(BANKER_WIN).has("banker_pair")).toBe(true);
    expect(winningSpots(null).size).toBe(0);
  });
});
