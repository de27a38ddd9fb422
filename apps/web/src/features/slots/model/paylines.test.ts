import { PAYLINES_20 } from "@lotus/contracts";
import { describe, expect, it } from "vitest";
import {
  BOARD_WIDTH,
  CELL,
  lineColour,
  lineOffset,
  pathData,
  paylinePath,
  paylinePoints,
  paylineRows,
  REELS,
  ROWS,
} from "./paylines";

describe("paylines", () => {
  it("has 20 distinct lines of one row per reel, all inside the window", () => {
    expect(PAYLINES_20).toHaveLength(20);
    expect(new Set(PAYLINES_20.map((rows) => rows.join(""))).size).toBe(20);
    for (const rows of PAYLINES_20) {
      expect(rows).toHaveLength(REELS);
      for (const row of rows) expect(row >= 0 && row < ROWS).toBe(true);
    }
  });

  it("numbers lines from 1 like the outcome does", () => {
    expect(paylineRows(1)).toEqual([1, 1, 1, 1, 1]);
    expect(paylineRows(4)).toEqual([0, 1, 2, 1, 0]);
    expect(paylineRows(20)).toEqual([0, 2, 2, 2, 0]);
    expect(paylineRows(0)).toBeUndefined();
    expect(paylineRows(21)).toBeUndefined();
    expect(paylineRows(1.5)).toBeUndefined();
  });
});

describe("payline path geometry", () => {
  it("runs from the left edge through every cell centre to the right edge", () => {
    const points = paylinePoints([0, 1, 2, 1, 0]);
    expect(points).toEqual([
      { x: 0, y: 50 },
      { x: 50, y: 50 },
      { x: 150, y: 150 },
      { x: 250, y: 250 },
      { x: 350, y: 150 },
      { x: 450, y: 50 },
      { x: BOARD_WIDTH, y: 50 },
    ]);
  });

  it("shifts a whole line by its offset and keeps rows inside the window", () => {
    const points = paylinePoints([5, -1, 1, 1, 1], 3);
    expect(points[1]).toEqual({ x: CELL / 2, y: 253 });
    expect(points[2]).toEqual({ x: 150, y: 53 });
    expect(paylinePoints([], 0)).toEqual([]);
  });

  it("writes an SVG path and draws known lines only", () => {
    expect(
      pathData([
        { x: 0, y: 1 },
        { x: 2, y: 3 },
      ]),
    ).toBe("M0 1 L2 3");
    // Line 2 (top row) is offset by lineOffset(2) = -3.
    expect(paylinePath(2)).toBe("M0 47 L50 47 L150 47 L250 47 L350 47 L450 47 L500 47");
    expect(paylinePath(99)).toBe("");
  });

  it("keeps coinciding lines apart and coloured differently", () => {
    const offsets = [1, 2, 3, 4, 5].map(lineOffset);
    expect(new Set(offsets).size).toBe(5);
    expect(Math.max(...offsets.map(Math.abs))).toBeLessThanOrEqual(6);
    expect(new Set(PAYLINES_20.map((_, index) => lineColour(index + 1))).size).toBe(20);
  });
});
