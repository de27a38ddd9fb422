import { describe, expect, it } from "vitest";
import {
  kenoSummary,
  loEndings,
  loTable,
  prizeRows,
  revealOrder,
  sameResult,
  specialPrize,
  splitEnding,
} from "./results";

const NORTH = {
  prizes: [
    { prize: "G7", numbers: ["12", "34", "56", "78"] },
    { prize: "DB", numbers: ["12345"] },
    { prize: "G1", numbers: ["67890"] },
    { prize: "G6", numbers: ["105", "205", "305"] },
  ],
};

describe("VN results", () => {
  it("lists the special prize first, then G1 down", () => {
    expect(prizeRows(NORTH).map((row) => row.prize)).toEqual(["DB", "G1", "G6", "G7"]);
    expect(specialPrize(NORTH)).toBe("12345");
  });

  it("marks the last two digits", () => {
    expect(splitEnding("12345")).toEqual({ head: "123", tail: "45" });
    expect(splitEnding("07")).toEqual({ head: "", tail: "07" });
    expect(splitEnding("12345", 3)).toEqual({ head: "12", tail: "345" });
  });

  it("collects the lô endings and groups them by head digit", () => {
    expect(loEndings(NORTH)).toEqual(["12", "34", "56", "78", "45", "90", "05", "05", "05"]);
    const table = loTable(NORTH);
    expect(table).toHaveLength(10);
    expect(table[0]).toEqual({ head: 0, tails: [5, 5, 5] });
    expect(table[1]).toEqual({ head: 1, tails: [2] });
    expect(table[2]).toEqual({ head: 2, tails: [] });
    expect(table[9]).toEqual({ head: 9, tails: [0] });
  });

  it("reveals in North draw order: G1 first, the special prize last", () => {
    const order = revealOrder(NORTH);
    expect(order[0]).toEqual({ prize: "G1", index: 0 });
    expect(order.at(-1)).toEqual({ prize: "DB", index: 0 });
    expect(order).toHaveLength(9);
  });

  it("compares results whatever the row order", () => {
    expect(sameResult(NORTH, { prizes: [...NORTH.prizes].reverse() })).toBe(true);
    expect(sameResult(NORTH, { prizes: [{ prize: "DB", numbers: ["12345"] }] })).toBe(false);
    expect(sameResult({ balls: [1, 2] }, { balls: [1, 2] })).toBe(true);
    expect(sameResult({ balls: [1, 2] }, { balls: [2, 1] })).toBe(false);
  });
});

describe("Keno summary", () => {
  it("sums the balls and judges the side markets", () => {
    // 1…20: sum 210, all upper, ten odd.
    const low = kenoSummary(Array.from({ length: 20 }, (_, index) => 20 - index));
    expect(low).toMatchObject({
      sum: 210,
      size: "small",
      sumParity: "even",
      upper: 20,
      lower: 0,
      upperLower: "upper",
      odd: 10,
      even: 10,
      oddEven: "tie",
      element: "metal",
    });
    expect(low.sorted.slice(0, 3)).toEqual([1, 2, 3]);
    // 61…80: sum 1410.
    const high = kenoSummary(Array.from({ length: 20 }, (_, index) => 61 + index));
    expect(high).toMatchObject({ sum: 1410, size: "big", upperLower: "lower", element: "earth" });
  });

  it("calls 810 a tie and puts each sum in its element band", () => {
    // Ten pairs summing to 81 each: (1,80) … (10,71) → 810; five odd-ending pairs.
    const pairs = Array.from({ length: 10 }, (_, index) => [index + 1, 80 - index]).flat();
    const tie = kenoSummary(pairs);
    expect(tie.sum).toBe(810);
    expect(tie.size).toBe("tie");
    expect(tie.upperLower).toBe("tie");
    expect(tie.element).toBe("water");
  });
});
