/**
 * Prize layouts of the Vietnamese lottery (DOMAIN §1.1).
 *
 * North draws 27 numbers a day; South and Central share one 18-number layout per station. A result
 * keeps every number as a digit string so leading zeros survive ("07", "00312").
 */

import {
  type LotteryRegion,
  PRIZE_LAYOUTS,
  type PrizeCode,
  type PrizeLayoutName,
  type PrizeSlot,
  prizeLayoutOf,
} from "@lotus/contracts";

export type Region = LotteryRegion;
export type { PrizeCode, PrizeSlot };
export type LayoutName = PrizeLayoutName;
export { PRIZE_LAYOUTS };

export const REGIONS: readonly Region[] = ["north", "central", "south"];
/** Special prize first, then G1 … G8: the order results are listed and drawn in by the RNG. */
export const PRIZE_CODES: readonly PrizeCode[] = ["DB", "G1", "G2", "G3", "G4", "G5", "G6", "G7", "G8"];

/** A result as entered or drawn: the layout's prizes, each with its numbers as digit strings. */
export type DrawResult = Readonly<Partial<Record<PrizeCode, readonly string[]>>>;

/** Central stations print the same table as the South. */
export function layoutName(region: Region): LayoutName {
  return region === "north" ? "north" : "south";
}

export function layoutOf(region: Region): readonly PrizeSlot[] {
  return prizeLayoutOf(region);
}

/** 27 for the North, 18 for the South and Central. */
export function numbersInResult(region: Region): number {
  return layoutOf(region).reduce((sum, slot) => sum + slot.count, 0);
}

/** How many numbers of a result have at least `digits` digits: what a lô of that width can match. */
export function numbersWithAtLeastDigits(region: Region, digits: number): number {
  return layoutOf(region).reduce((sum, slot) => sum + (slot.digits >= digits ? slot.count : 0), 0);
}

export interface ResultProblem {
  readonly code: "missing_prize" | "unexpected_prize" | "wrong_count" | "wrong_digits" | "not_digits";
  readonly prize: string;
  /** Position of the number within its prize, when the problem is with one number. */
  readonly index?: number;
  readonly message: string;
}

/**
 * Everything wrong with an operator-entered result, so the form can show all of it at once.
 * An empty list means the result matches the region's layout exactly.
 */
export function validateResult(
  region: Region,
  result: Readonly<Record<string, readonly unknown[] | undefined>>,
): ResultProblem[] {
  const problems: ResultProblem[] = [];
  const layout = layoutOf(region);
  const expected = new Set<string>(layout.map((slot) => slot.prize));
  for (const prize of Object.keys(result)) {
    if (!expected.has(prize) && result[prize] !== undefined)
      problems.push({ code: "unexpected_prize", prize, message: `${prize} is not a prize in the ${region}` });
  }
  for (const slot of layout) {
    const numbers = result[slot.prize];
    if (numbers === undefined) {
      problems.push({ code: "missing_prize", prize: slot.prize, message: `${slot.prize} is missing` });
      continue;
    }
    if (numbers.length !== slot.count)
      problems.push({
        code: "wrong_count",
        prize: slot.prize,
        message: `${slot.prize} needs ${slot.count} numbers, got ${numbers.length}`,
      });
    numbers.forEach((value, index) => {
      if (typeof value !== "string" || !/^[0-9]*$/.test(value))
        problems.push({
          code: "not_digits",
          prize: slot.prize,
          index,
          message: `${slot.prize} #${index + 1} must contain digits only`,
        });
      else if (value.length !== slot.digits)
        problems.push({
          code: "wrong_digits",
          prize: slot.prize,
          index,
          message: `${slot.prize} #${index + 1} needs ${slot.digits} digits, got ${value.length}`,
        });
    });
  }
  return problems;
}

/** Every number of a result: DB, then G1, G2 … each prize's numbers in their given order. */
export function allNumbers(result: DrawResult): string[] {
  const numbers: string[] = [];
  for (const prize of PRIZE_CODES) {
    const list = result[prize];
    if (list) numbers.push(...list);
  }
  return numbers;
}

/** The order the studio reveals prizes in (DOMAIN §1.1), for live result screens. */
export function drawOrder(region: Region): PrizeCode[] {
  const prizes = layoutOf(region).map((slot) => slot.prize);
  if (region === "north") return [...prizes.filter((prize) => prize !== "DB"), "DB"];
  return prizes.reverse();
}
