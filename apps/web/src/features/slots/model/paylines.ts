/**
 * Payline geometry of the house slots' 5 × 3 window.
 *
 * The outcome names a winning line only by its number; its shape is the contracts' `PAYLINES_20`, the
 * lines the slot engine pays on (row 0 = top, one row per reel, line n at index n - 1).
 */
import { PAYLINES_20 } from "@lotus/contracts";

export const REELS = 5;
export const ROWS = 3;

/** The rows of payline `line` (1-based), or undefined for a line the site does not know. */
export function paylineRows(line: number): readonly number[] | undefined {
  if (!Number.isInteger(line) || line < 1) return undefined;
  return PAYLINES_20[line - 1];
}

/** The overlay's coordinate space: one 100 × 100 unit per cell. */
export const CELL = 100;
export const BOARD_WIDTH = REELS * CELL;
export const BOARD_HEIGHT = ROWS * CELL;

export interface Point {
  x: number;
  y: number;
}

/**
 * Lines that share a path would hide each other; each line is drawn a few units off the cell
 * centres (-6 … +6, by line number), so coinciding winning lines stay visible side by side.
 */
export function lineOffset(line: number): number {
  return (((line - 1) % 5) - 2) * 3;
}

/**
 * The points a payline is drawn through: from the board's left edge, the centre of its cell on
 * every reel, to the right edge (cell rows clamped to the window).
 */
export function paylinePoints(rows: readonly number[], offset = 0): Point[] {
  if (rows.length === 0) return [];
  const centreY = (row: number) => (Math.min(Math.max(row, 0), ROWS - 1) + 0.5) * CELL + offset;
  const points: Point[] = rows.map((row, reel) => ({ x: (reel + 0.5) * CELL, y: centreY(row) }));
  const first = points[0] as Point;
  const last = points[points.length - 1] as Point;
  return [{ x: 0, y: first.y }, ...points, { x: rows.length * CELL, y: last.y }];
}

/** An SVG path ("M x y L x y …") through the points. */
export function pathData(points: readonly Point[]): string {
  return points.map((point, index) => `${index === 0 ? "M" : "L"}${point.x} ${point.y}`).join(" ");
}

/** The path of payline `line` (1-based), empty for an unknown line. */
export function paylinePath(line: number): string {
  const rows = paylineRows(line);
  return rows ? pathData(paylinePoints(rows, lineOffset(line))) : "";
}

/** A distinct, bright colour per line (golden-angle hues). */
export function lineColour(line: number): string {
  const hue = Math.round((line * 137.508) % 360);
  return `hsl(${hue} 90% 62%)`;
}
