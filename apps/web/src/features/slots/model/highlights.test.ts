import { describe, expect, it } from "vitest";
import { cellKey, highlightsFor, lineWinCells, symbolCells } from "./highlights";

const grid = [
  ["koi", "a", "pearl", "k", "q"],
  ["wild", "koi", "koi", "j", "pearl"],
  ["ten", "pearl", "a", "koi", "ten"],
];

describe("outcome to highlighted cells", () => {
  it("lights the first `count` cells of the line from the left", () => {
    // Line 4 is rows 0,1,2,1,0.
    expect(lineWinCells({ line: 4, count: 3 })).toEqual([
      { row: 0, reel: 0 },
      { row: 1, reel: 1 },
      { row: 2, reel: 2 },
    ]);
    expect(lineWinCells({ line: 1, count: 5 })).toHaveLength(5);
  });

  it("gives nothing for an unknown line or a bad count, and caps the count at five reels", () => {
    expect(lineWinCells({ line: 0, count: 3 })).toEqual([]);
    expect(lineWinCells({ line: 42, count: 3 })).toEqual([]);
    expect(lineWinCells({ line: 1, count: 0 })).toEqual([]);
    expect(lineWinCells({ line: 2, count: 9 })).toHaveLength(5);
  });

  it("finds every cell of a symbol", () => {
    expect(symbolCells(grid, "pearl")).toEqual([
      { row: 0, reel: 2 },
      { row: 1, reel: 4 },
      { row: 2, reel: 1 },
    ]);
    expect(symbolCells(grid, "tiger")).toEqual([]);
  });

  it("merges line cells and scatter cells without duplicates", () => {
    const result = highlightsFor(
      grid,
      [
        { line: 1, count: 3 },
        { line: 4, count: 3 },
      ],
      "pearl",
    );
    expect(result.byLine.map((entry) => entry.line)).toEqual([1, 4]);
    expect([...result.cells].sort()).toEqual(["1:0", "1:1", "1:2", "0:0", "2:2", "0:2", "1:4", "2:1"].sort());
    expect(result.scatter).toHaveLength(3);
    expect(result.cells.has(cellKey({ row: 1, reel: 1 }))).toBe(true);
  });

  it("lights no scatter when none is given", () => {
    const result = highlightsFor(grid, [], undefined);
    expect(result.cells.size).toBe(0);
    expect(result.scatter).toEqual([]);
  });
});
