/**
 * Quick pickers of the lô/đề betting board (DOMAIN §1.3): each shortcut stands for a set of numbers,
 * and the slip lists (and charges) every number it stands for. Pure functions over digit strings;
 * the player site's lottery page is their only user.
 */

/** Chẵn/lẻ pairs: the parity of the tens digit, then of the units digit. */
export const PARITY_PAIRS = ["even-even", "even-odd", "odd-even", "odd-odd"] as const;
export type ParityPair = (typeof PARITY_PAIRS)[number];

const DIGITS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

function requireDigit(value: number, what: string): void {
  if (!Number.isInteger(value) || value < 0 || value > 9) throw new RangeError(`${what} must be a digit 0–9`);
}

/** Every 2-digit number "00"…"99" whose digits pass the test, ascending. */
function twoDigitNumbers(keep: (tens: number, units: number) => boolean): string[] {
  const found: string[] = [];
  for (const tens of DIGITS) for (const units of DIGITS) if (keep(tens, units)) found.push(`${tens}${units}`);
  return found;
}

/** Đầu d: the ten numbers whose tens digit is d (d0 … d9). */
export function pickHead(digit: number): string[] {
  requireDigit(digit, "the head");
  return twoDigitNumbers((tens) => tens === digit);
}

/** Đuôi d: the ten numbers whose units digit is d (0d … 9d). */
export function pickTail(digit: number): string[] {
  requireDigit(digit, "the tail");
  return twoDigitNumbers((_tens, units) => units === digit);
}

/** Chẵn chẵn, chẵn lẻ, lẻ chẵn, lẻ lẻ: the 25 numbers whose tens and units digits have those parities. */
export function pickParity(pair: ParityPair): string[] {
  if (!(PARITY_PAIRS as readonly string[]).includes(pair))
    throw new RangeError(`unknown parity pair ${pair}`);
  const [tensParity, unitsParity] = pair.split("-");
  const fits = (digit: number, parity: string | undefined) => (digit % 2 === 0 ? "even" : "odd") === parity;
  return twoDigitNumbers((tens, units) => fits(tens, tensParity) && fits(units, unitsParity));
}

/** Tổng s: the ten numbers whose digit sum ends in s (tổng 3 = 03, 12, 21, 30, 49, 58, 67, 76, 85, 94). */
export function pickSum(sum: number): string[] {
  requireDigit(sum, "the sum");
  return twoDigitNumbers((tens, units) => (tens + units) % 10 === sum);
}

/**
 * Đảo: every distinct ordering of a number's digits, ascending ("12" → 12, 21; "123" → six;
 * "112" → 112, 121, 211). Walks the orderings in lexicographic order from the sorted digits, so a
 * repeated digit never yields the same number twice.
 */
export function digitPermutations(number: string): string[] {
  if (!/^\d{1,4}$/.test(number)) throw new RangeError("đảo takes a number of 1 to 4 digits");
  const digits = [...number].sort();
  const found = [digits.join("")];
  for (;;) {
    // The rightmost place whose digit is smaller than the one after it; none left: the last ordering.
    let pivot = digits.length - 2;
    while (pivot >= 0 && (digits[pivot] ?? "") >= (digits[pivot + 1] ?? "")) pivot--;
    if (pivot < 0) return found;
    let swap = digits.length - 1;
    while ((digits[swap] ?? "") <= (digits[pivot] ?? "")) swap--;
    [digits[pivot], digits[swap]] = [digits[swap] ?? "", digits[pivot] ?? ""];
    const tail = digits.splice(pivot + 1).reverse();
    digits.push(...tail);
    found.push(digits.join(""));
  }
}

/** The numbers with every digit ordering of each added, without repeats, ascending. */
export function withPermutations(numbers: readonly string[]): string[] {
  const all = new Set<string>();
  for (const number of numbers) for (const ordering of digitPermutations(number)) all.add(ordering);
  return [...all].sort();
}
