/**
 * Lottery numbers as the page handles them: digit strings of a fixed width ("07", "007", Keno "05"),
 * never numbers, so a leading zero is never lost on the way to the slip or the server.
 */

export const KENO_BALLS = 80;

/** A number written with its leading zeros: padNumber(7, 2) = "07", padNumber("5", 3) = "005". */
export function padNumber(value: number | string, digits: number): string {
  const text = typeof value === "number" ? String(Math.trunc(value)) : value.trim();
  if (!/^\d+$/.test(text)) throw new RangeError(`not a number: ${text}`);
  return text.padStart(digits, "0");
}

/** Every number of a width, ascending: 10 digits, 100 pairs ("00"…"99"). */
export function allNumbers(digits: number): string[] {
  return Array.from({ length: 10 ** digits }, (_, value) => padNumber(value, digits));
}

/** The Keno balls "01"…"80". */
export function kenoNumbers(): string[] {
  return Array.from({ length: KENO_BALLS }, (_, index) => padNumber(index + 1, 2));
}

/** Typed numbers: any of space, comma, dot, semicolon, dash, plus or slash separates them. */
const SEPARATORS = /[\s,.;\-+/]+/;

/**
 * Numbers typed by the player, each exactly `digits` digits ("12 345, 67" for 3 digits gives 345
 * and flags 12 and 67). A number typed short is not padded: "12" for lô 3 số is more likely a slip
 * of the finger than 012. Repeats are dropped; the order typed is kept.
 */
export function parseTypedNumbers(text: string, digits: number): { numbers: string[]; invalid: string[] } {
  const numbers: string[] = [];
  const invalid: string[] = [];
  for (const token of text.split(SEPARATORS)) {
    if (token === "") continue;
    if (new RegExp(`^\\d{${digits}}$`).test(token)) {
      if (!numbers.includes(token)) numbers.push(token);
    } else if (!invalid.includes(token)) invalid.push(token);
  }
  return { numbers, invalid };
}

/** Ascending by value (all numbers of one width, so by text too), without repeats. */
export function sortNumbers(numbers: readonly string[]): string[] {
  return [...new Set(numbers)].sort((a, b) => Number(a) - Number(b) || a.localeCompare(b));
}

/** The selection with the number added, or taken out when it was there. */
export function toggleNumber(selection: readonly string[], number: string): string[] {
  return selection.includes(number)
    ? selection.filter((item) => item !== number)
    : sortNumbers([...selection, number]);
}

/**
 * A quick picker's numbers: added to the selection, or taken out when every one of them was already
 * chosen (a second tap on "đầu 3" undoes the first).
 */
export function toggleNumbers(selection: readonly string[], numbers: readonly string[]): string[] {
  const chosen = new Set(selection);
  if (numbers.length > 0 && numbers.every((number) => chosen.has(number)))
    return selection.filter((item) => !numbers.includes(item));
  return sortNumbers([...selection, ...numbers]);
}
