/**
 * Money crosses the wire as a decimal number with at most the currency's minor digits and lives
 * everywhere else as integer minor units (bigint). These are the only conversions (DESIGN §4).
 */
export type MinorUnits = bigint;

export function toMinor(amount: number | string, minorDigits: number): MinorUnits {
  const text = typeof amount === "number" ? numberToPlain(amount, minorDigits) : amount.trim();
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new RangeError(`not a decimal amount: ${text}`);
  const [, sign, whole = "0", fraction = ""] = match;
  if (fraction.replace(/0+$/, "").length > minorDigits) {
    throw new RangeError(`more than ${minorDigits} decimals: ${text}`);
  }
  const padded = (fraction + "0".repeat(minorDigits)).slice(0, minorDigits);
  const value = BigInt(whole + padded);
  return sign === "-" ? -value : value;
}

/** True when toMinor accepts the amount: finite and no more decimals than the currency has. */
export function fitsMinorDigits(amount: number, minorDigits: number): boolean {
  try {
    toMinor(amount, minorDigits);
    return true;
  } catch {
    return false;
  }
}

export function fromMinor(value: MinorUnits, minorDigits: number): number {
  return Number(minorToDecimalString(value, minorDigits));
}

export function minorToDecimalString(value: MinorUnits, minorDigits: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(minorDigits + 1, "0");
  const whole = digits.slice(0, digits.length - minorDigits);
  const fraction = minorDigits > 0 ? `.${digits.slice(digits.length - minorDigits)}` : "";
  return `${negative ? "-" : ""}${whole}${fraction}`;
}

/** SPEC §9: two decimals, comma thousands separators. */
export function formatAmount(amount: number | string, symbol = ""): string {
  const minor = toMinor(typeof amount === "number" ? amount.toFixed(2) : amount, 2);
  const [whole = "0", fraction = "00"] = minorToDecimalString(minor < 0n ? -minor : minor, 2).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${minor < 0n ? "-" : ""}${symbol}${grouped}.${fraction}`;
}

/**
 * A JSON number as a decimal string with the currency's digits. Binary floats carry noise
 * (49999.99 is 49999.98999…), so the number is rounded to the minor digits and accepted only if
 * that rounding changed nothing but the noise; 1.005 with two digits is refused.
 */
function numberToPlain(amount: number, minorDigits: number): string {
  if (!Number.isFinite(amount)) throw new RangeError("amount is not finite");
  const fixed = amount.toFixed(minorDigits);
  if (Math.abs(Number(fixed) - amount) > Math.abs(amount) * 1e-12 + 1e-9) {
    throw new RangeError(`more than ${minorDigits} decimals: ${amount}`);
  }
  return fixed;
}

/**
 * The smallest bet a game offers by default, in currency units, where a game sets none: what a
 * player of that currency would call the smallest stake (₫1,000, not ₫1.00). Other currencies: one unit.
 */
const DEFAULT_MIN_BET: Readonly<Record<string, number>> = {
  VND: 1_000,
  IDR: 1_000,
  KRW: 100,
  JPY: 10,
  INR: 10,
  THB: 1,
  PHP: 1,
  CNY: 1,
  USD: 0.1,
  EUR: 0.1,
  MYR: 0.1,
  USDT: 0.1,
};

/** Default bet limits of a game in minor units: the currency's smallest stake and 10,000 times it. */
export function defaultBetLimits(currencyCode: string, minorDigits: number): { min: bigint; max: bigint } {
  const min = toMinor(DEFAULT_MIN_BET[currencyCode] ?? 1, minorDigits);
  return { min, max: min * 10_000n };
}
