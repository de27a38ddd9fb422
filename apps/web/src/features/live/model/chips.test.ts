import { describe, expect, it } from "vitest";
import {
  addChip,
  betLines,
  chipFits,
  chipLabel,
  doubleSlip,
  EMPTY_SLIP,
  limitProblem,
  repeatSlip,
  type SpotLimits,
  slipStakes,
  stakesOf,
  stakesTotal,
  toMinorAmount,
  undo,
} from "./chips";

const stakes = (entries: [string, number][]) =>
  new Map(entries.map(([spot, amount]) => [spot, toMinorAmount(amount)] as const));

describe("the chips laid before confirming", () => {
  it("sums chips per spot in minor units, without float drift", () => {
    let slip = EMPTY_SLIP;
    for (let index = 0; index < 10; index++) slip = addChip(slip, "banker", toMinorAmount(0.1));
    slip = addChip(slip, "player", toMinorAmount(0.2));
    const laid = slipStakes(slip);
    expect(laid.get("banker")).toBe(100n);
    expect(stakesTotal(laid)).toBe(120n);
    expect(betLines(laid, ["player", "banker"])).toEqual([
      { spot: "player", amount: 0.2 },
      { spot: "banker", amount: 1 },
    ]);
  });

  it("undoes the last chip, and a whole repeat or double at once", () => {
    let slip = addChip(EMPTY_SLIP, "tie", toMinorAmount(10));
    slip = addChip(slip, "tie", toMinorAmount(5));
    expect(slipStakes(undo(slip)).get("tie")).toBe(toMinorAmount(10));
    const repeated = repeatSlip(
      slip,
      stakes([
        ["player", 100],
        ["player_pair", 20],
      ]),
    );
    expect(stakesTotal(slipStakes(repeated))).toBe(toMinorAmount(135));
    expect(slipStakes(undo(repeated))).toEqual(slipStakes(slip));
    expect(undo(EMPTY_SLIP)).toBe(EMPTY_SLIP);
  });

  it("doubles the pending chips, or the confirmed bets when none are pending", () => {
    const slip = addChip(EMPTY_SLIP, "banker", toMinorAmount(50));
    const confirmed = stakes([["player", 30]]);
    expect(slipStakes(doubleSlip(slip, confirmed))).toEqual(stakes([["banker", 100]]));
    expect(slipStakes(doubleSlip(EMPTY_SLIP, confirmed))).toEqual(stakes([["player", 30]]));
    expect(doubleSlip(EMPTY_SLIP, new Map())).toBe(EMPTY_SLIP);
  });

  it("ignores empty chips and empty repeats", () => {
    expect(addChip(EMPTY_SLIP, "tie", 0n)).toBe(EMPTY_SLIP);
    expect(repeatSlip(EMPTY_SLIP, new Map())).toBe(EMPTY_SLIP);
  });
});

describe("table limits", () => {
  const limits = new Map<string, SpotLimits>([
    ["player", { min: toMinorAmount(10), max: toMinorAmount(1000) }],
    ["tie", { min: toMinorAmount(10), max: toMinorAmount(100) }],
  ]);
  const order = ["player", "banker", "tie"];

  it("counts the confirmed stake with the pending one", () => {
    expect(limitProblem(stakes([["tie", 60]]), stakes([["tie", 50]]), limits, order)).toEqual({
      spot: "tie",
      kind: "max",
      limit: toMinorAmount(100),
    });
    expect(limitProblem(stakes([["tie", 50]]), stakes([["tie", 50]]), limits, order)).toBeUndefined();
  });

  it("names a stake under the minimum, and passes spots without limits", () => {
    expect(limitProblem(stakes([["player", 5]]), new Map(), limits, order)?.kind).toBe("min");
    expect(limitProblem(stakes([["player", 5]]), stakes([["player", 5]]), limits, order)).toBeUndefined();
    expect(limitProblem(stakes([["banker", 1]]), new Map(), limits, order)).toBeUndefined();
  });

  it("tells whether one more chip still fits", () => {
    expect(chipFits("tie", toMinorAmount(50), stakes([["tie", 50]]), new Map(), limits)).toBe(true);
    expect(chipFits("tie", toMinorAmount(50), stakes([["tie", 50]]), stakes([["tie", 1]]), limits)).toBe(
      false,
    );
    expect(chipFits("banker", toMinorAmount(1e9), new Map(), new Map(), limits)).toBe(true);
  });
});

describe("wire amounts and chip faces", () => {
  it("reads a bet answer's lines per spot", () => {
    expect(
      stakesOf([
        { spot: "big", amount: 12.5 },
        { spot: "big", amount: 0.5 },
      ]),
    ).toEqual(new Map([["big", 1300n]]));
  });

  it("labels chips compactly", () => {
    expect(chipLabel(toMinorAmount(1000))).toBe("1K");
    expect(chipLabel(toMinorAmount(2500))).toBe("2.5K");
    expect(chipLabel(toMinorAmount(500_000))).toBe("500K");
    expect(chipLabel(toMinorAmount(1_000_000))).toBe("1M");
    expect(chipLabel(toMinorAmount(5))).toBe("5");
    expect(chipLabel(toMinorAmount(0.5))).toBe("0.5");
    expect(chipLabel(toMinorAmount(2e9))).toBe("2B");
  });
});
