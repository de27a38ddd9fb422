/**
 * The road maps of a card table's shoe, built from its results oldest first.
 *
 * - Bead plate: one cell per round, tie included, filled down six rows then on to the next column.
 * - Big road: one cell per Player or Banker win (Dragon or Tiger). A streak runs down its column; a
 *   change of side starts the next column at the top. A tie adds no cell: it is marked on the cell
 *   before it (ties before the first cell are marked on the first cell). A streak that reaches the
 *   bottom row, or a cell already taken, turns right along its row (the "dragon tail"); the next
 *   streak still starts one column after the previous streak's first column.
 */

export const ROAD_ROWS = 6;

export interface RoadItem {
  number: number;
  /** player | banker | tie (baccarat), dragon | tiger | tie (dragon tiger). */
  outcome: string;
  playerPair?: boolean;
  bankerPair?: boolean;
}

/**
 * Columns of the bead plate, each of up to `rows` items. With `maxColumns`, only the last columns
 * are kept, cut at a column's start so cells never shift rows as new results arrive.
 */
export function beadPlate<T>(items: readonly T[], rows = ROAD_ROWS, maxColumns?: number): T[][] {
  let start = 0;
  if (maxColumns !== undefined && items.length > rows * maxColumns) {
    const columns = Math.ceil(items.length / rows);
    start = (columns - maxColumns) * rows;
  }
  const columns: T[][] = [];
  for (let index = start; index < items.length; index += rows) columns.push(items.slice(index, index + rows));
  return columns;
}

export interface BigRoadCell {
  col: number;
  row: number;
  /** The winning side (never "tie"). */
  side: string;
  /** Ties marked on this cell. */
  ties: number;
  playerPair: boolean;
  bankerPair: boolean;
  /** The round number of the win the cell stands for. */
  number: number;
}

export interface BigRoad {
  cells: BigRoadCell[];
  /** Columns used, tails included. */
  columns: number;
  /** Ties seen before any win (already marked on the first cell once there is one). */
  leadingTies: number;
}

const TIE = "tie";

export function bigRoad(items: readonly RoadItem[], rows = ROAD_ROWS): BigRoad {
  const taken = new Set<string>();
  const at = (col: number, row: number) => `${col}:${row}`;
  const cells: BigRoadCell[] = [];
  let leadingTies = 0;
  let streakStart = -1;
  let turned = false;

  const place = (col: number, row: number, item: RoadItem) => {
    const cell: BigRoadCell = {
      col,
      row,
      side: item.outcome,
      ties: 0,
      playerPair: Boolean(item.playerPair),
      bankerPair: Boolean(item.bankerPair),
      number: item.number,
    };
    taken.add(at(col, row));
    cells.push(cell);
    return cell;
  };

  for (const item of items) {
    const last = cells.at(-1);
    if (item.outcome === TIE) {
      if (last) last.ties += 1;
      else leadingTies += 1;
      continue;
    }
    if (!last || last.side !== item.outcome) {
      let col = streakStart + 1;
      while (taken.has(at(col, 0))) col += 1;
      streakStart = col;
      turned = false;
      const first = place(col, 0, item);
      if (!last) first.ties = leadingTies;
      continue;
    }
    let { col, row } = last;
    if (!turned && row + 1 < rows && !taken.has(at(col, row + 1))) {
      row += 1;
    } else {
      turned = true;
      col += 1;
      while (taken.has(at(col, row))) col += 1;
    }
    place(col, row, item);
  }

  const columns = cells.reduce((most, cell) => Math.max(most, cell.col + 1), 0);
  return { cells, columns, leadingTies };
}

/** The big road's cells as a grid of `rows` rows by its columns (empty places undefined). */
export function roadGrid(road: BigRoad, rows = ROAD_ROWS, minColumns = 0): (BigRoadCell | undefined)[][] {
  const columns = Math.max(road.columns, minColumns);
  const grid: (BigRoadCell | undefined)[][] = Array.from({ length: columns }, () =>
    Array.from({ length: rows }, () => undefined),
  );
  for (const cell of road.cells) {
    const column = grid[cell.col];
    if (column && cell.row < rows) column[cell.row] = cell;
  }
  return grid;
}

/** Wins and ties counted over a shoe's results (the road's summary line). */
export function roadCounts(items: readonly RoadItem[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[item.outcome] = (counts[item.outcome] ?? 0) + 1;
  return counts;
}
