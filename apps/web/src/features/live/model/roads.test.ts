import { describe, expect, it } from "vitest";
import { beadPlate, bigRoad, type RoadItem, roadCounts, roadGrid } from "./roads";

/** "BBPT…" → road items numbered from 1 (B banker, P player, T tie). */
function shoe(text: string): RoadItem[] {
  const outcome = { B: "banker", P: "player", T: "tie" } as const;
  return [...text].map((letter, index) => ({
    number: index + 1,
    outcome: outcome[letter as keyof typeof outcome],
  }));
}

/** Each cell as "side@col,row" (+ties), in placing order. */
const places = (items: RoadItem[], rows?: number) =>
  bigRoad(items, rows).cells.map(
    (cell) =>
      `${cell.side.charAt(0).toUpperCase()}@${cell.col},${cell.row}${cell.ties ? `+${cell.ties}` : ""}`,
  );

describe("big road", () => {
  it("runs a streak down its column and starts a new column when the side changes", () => {
    expect(places(shoe("BBPPPB"))).toEqual(["B@0,0", "B@0,1", "P@1,0", "P@1,1", "P@1,2", "B@2,0"]);
  });

  it("marks a tie on the cell before it, never as a cell of its own", () => {
    expect(places(shoe("BTTPTB"))).toEqual(["B@0,0+2", "P@1,0+1", "B@2,0"]);
    // A tie inside a streak does not break it.
    expect(places(shoe("PTP"))).toEqual(["P@0,0+1", "P@0,1"]);
  });

  it("marks ties before the first win on the first cell", () => {
    const road = bigRoad(shoe("TTB"));
    expect(road.leadingTies).toBe(2);
    expect(places(shoe("TTBT"))).toEqual(["B@0,0+3"]);
    // Only ties so far: no cell yet, the ties are kept.
    expect(bigRoad(shoe("TT"))).toEqual({ cells: [], columns: 0, leadingTies: 2 });
  });

  it("turns a streak right along the bottom row when six rows are full (dragon tail)", () => {
    expect(places(shoe("BBBBBBBBP"))).toEqual([
      "B@0,0",
      "B@0,1",
      "B@0,2",
      "B@0,3",
      "B@0,4",
      "B@0,5",
      "B@1,5",
      "B@2,5",
      // The next streak starts one column after the previous streak's first column, not after its tail.
      "P@1,0",
    ]);
  });

  it("turns right early when the cell below is taken by an earlier tail", () => {
    // Seven bankers leave a tail at (1,5); the players' column meets it and turns at row 4.
    expect(places(shoe("BBBBBBBPPPPPPP"))).toEqual([
      "B@0,0",
      "B@0,1",
      "B@0,2",
      "B@0,3",
      "B@0,4",
      "B@0,5",
      "B@1,5",
      "P@1,0",
      "P@1,1",
      "P@1,2",
      "P@1,3",
      "P@1,4",
      "P@2,4",
      "P@3,4",
    ]);
  });

  it("skips a column whose top is taken by a tail turned on the first row", () => {
    // With two rows: the bankers' tail runs along row 1; then a player streak at column 1 meets
    // row 1 taken, turns right on row 0, and the next streak must start after that tail.
    expect(places(shoe("BBBBPPPB"), 2)).toEqual([
      "B@0,0",
      "B@0,1",
      "B@1,1",
      "B@2,1",
      "P@1,0",
      "P@2,0",
      "P@3,0",
      "B@4,0",
    ]);
  });

  it("keeps the pairs and counts the columns, tails included", () => {
    const road = bigRoad([
      { number: 1, outcome: "banker", bankerPair: true },
      { number: 2, outcome: "player", playerPair: true },
    ]);
    expect(road.cells.map((cell) => [cell.playerPair, cell.bankerPair])).toEqual([
      [false, true],
      [true, false],
    ]);
    expect(road.columns).toBe(2);
    expect(bigRoad(shoe("BBBBBBBB")).columns).toBe(3);
  });

  it("reads dragon tiger results the same way", () => {
    const items: RoadItem[] = ["dragon", "tie", "dragon", "tiger"].map((outcome, index) => ({
      number: index + 1,
      outcome,
    }));
    expect(places(items)).toEqual(["D@0,0+1", "D@0,1", "T@1,0"]);
  });

  it("lays the cells out as a grid of rows by columns", () => {
    const grid = roadGrid(bigRoad(shoe("BBP")), 6, 4);
    expect(grid).toHaveLength(4);
    expect(grid[0]?.[1]?.side).toBe("banker");
    expect(grid[1]?.[0]?.side).toBe("player");
    expect(grid[1]?.[1]).toBeUndefined();
    expect(grid[3]).toHaveLength(6);
  });
});

describe("bead plate", () => {
  it("fills six rows down, then the next column", () => {
    const columns = beadPlate(shoe("BPTBBPPB"));
    expect(columns.map((column) => column.map((item) => item.number))).toEqual([
      [1, 2, 3, 4, 5, 6],
      [7, 8],
    ]);
  });

  it("keeps the last columns, cut where a column starts", () => {
    const items = shoe("B".repeat(20));
    const columns = beadPlate(items, 6, 2);
    // 20 results make 4 columns (6, 6, 6, 2); the last two start at result 13.
    expect(columns.map((column) => column[0]?.number)).toEqual([13, 19]);
    expect(beadPlate(items, 6, 10)).toHaveLength(4);
  });

  it("counts the outcomes", () => {
    expect(roadCounts(shoe("BBPT"))).toEqual({ banker: 2, player: 1, tie: 1 });
  });
});
