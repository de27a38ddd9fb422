/**
 * The Vietnamese lottery's prize tables (DOMAIN §1.1), shared by the server's settlement, the back
 * office's result entry and the site's result tables. North draws 27 numbers; the South and Central
 * stations 18 each, on one table.
 */

export const LOTTERY_REGIONS = ["north", "central", "south"] as const;
export type LotteryRegion = (typeof LOTTERY_REGIONS)[number];
export type PrizeCode = "DB" | "G1" | "G2" | "G3" | "G4" | "G5" | "G6" | "G7" | "G8";
export type PrizeLayoutName = "north" | "south";

export interface PrizeSlot {
  readonly prize: PrizeCode;
  /** How many numbers this prize has in one result. */
  readonly count: number;
  /** How many digits each of them has. */
  readonly digits: number;
}

export const PRIZE_LAYOUTS: Readonly<Record<PrizeLayoutName, readonly PrizeSlot[]>> = {
  north: [
    { prize: "DB", count: 1, digits: 5 },
    { prize: "G1", count: 1, digits: 5 },
    { prize: "G2", count: 2, digits: 5 },
    { prize: "G3", count: 6, digits: 5 },
    { prize: "G4", count: 4, digits: 4 },
    { prize: "G5", count: 6, digits: 4 },
    { prize: "G6", count: 3, digits: 3 },
    { prize: "G7", count: 4, digits: 2 },
  ],
  south: [
    { prize: "DB", count: 1, digits: 6 },
    { prize: "G1", count: 1, digits: 5 },
    { prize: "G2", count: 1, digits: 5 },
    { prize: "G3", count: 2, digits: 5 },
    { prize: "G4", count: 7, digits: 5 },
    { prize: "G5", count: 1, digits: 4 },
    { prize: "G6", count: 3, digits: 4 },
    { prize: "G7", count: 1, digits: 3 },
    { prize: "G8", count: 1, digits: 2 },
  ],
};

/** Central stations print the same table as the South. */
export function prizeLayoutOf(region: LotteryRegion): readonly PrizeSlot[] {
  return PRIZE_LAYOUTS[region === "north" ? "north" : "south"];
}
