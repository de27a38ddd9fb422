import { paylineRows, REELS, ROWS } from "./paylines";

/** A cell of the window: row 0 is the top, reel 0 the leftmost. */
export interface Cell {
  row: number;
  reel: number;
}

export interface LineWinLike {
  line: number;
  count: number;
}

export function cellKey(cell: Cell): string {
  return `${cell.row}:${cell.reel}`;
}

/**
 * The cells a line win pays for: on its payline, the first `count` reels from the left (line
 * wins always start on reel 1). An unknown line or a count out of range gives no cells.
 */
export function lineWinCells(win: LineWinLike): Cell[] {
  const rows = paylineRows(win.line);
  if (!rows || !Number.isInteger(win.count) || win.count < 1) return [];
  const count = Math.min(win.count, rows.length, REELS);
  const cells: Cell[] = [];
  for (let reel = 0; reel < count; reel++) {
    const row = rows[reel] ?? -1;
    if (row >= 0 && row < ROWS) cells.push({ row, reel });
  }
  return cells;
}

/** Every cell showing `symbol` (the scatter pays wherever it lands). */
export function symbolCells(grid: readonly (readonly string[])[], symbol: string): Cell[] {
  const cells: Cell[] = [];
  grid.forEach((row, rowIndex) => {
    row.forEach((id, reel) => {
      if (id === symbol) cells.push({ row: rowIndex, reel });
    });
  });
  return cells;
}

export interface Highlights {
  /** Keys (`row:reel`) of every winning cell. */
  cells: Set<string>;
  /** The winning cells of each line win, in the order given. */
  byLine: { line: number; cells: Cell[] }[];
  /** Scatter cells, when the scatter paid or awarded free spins. */
  scatter: Cell[];
}

/**
 * What to light up after a spin: the cells of every line win and, when the scatter counted
 * (`scatterSymbol` given and the grid holds it), every scatter cell.
 */
export function highlightsFor(
  grid: readonly (readonly string[])[],
  lineWins: readonly LineWinLike[],
  scatterSymbol?: string,
): Highlights {
  const cells = new Set<string>();
  const byLine = lineWins.map((win) => {
    const lineCells = lineWinCells(win);
    for (const cell of lineCells) cells.add(cellKey(cell));
    return { line: win.line, cells: lineCells };
  });
  const scatter = scatterSymbol ? symbolCells(grid, scatterSymbol) : [];
  for (const cell of scatter) cells.add(cellKey(cell));
  return { cells, byLine, scatter };
}

export const NO_HIGHLIGHTS: Highlights = { cells: new Set(), byLine: [], scatter: [] };
