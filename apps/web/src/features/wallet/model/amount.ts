import { amountInput, toMinor } from "@lotus/contracts";

/**
 * Amount fields (DESIGN §3, SPEC §9): what the member typed, checked the way the server will check
 * it (the contract's amountInput: positive, finite, at most two decimals, below the ceiling), plus
 * the limits of the screen (channel or withdrawal min/max, what the wallet holds).
 */
export type AmountProblem =
  | { key: "required" }
  | { key: "invalid" }
  | { key: "positive" }
  | { key: "decimals"; digits: number }
  | { key: "min"; min: number }
  | { key: "max"; max: number }
  | { key: "available"; available: number };

export interface AmountLimits {
  min?: number;
  max?: number;
  /** What the source wallet holds now (a ceiling below max). */
  available?: number;
  /** The currency's minor digits (two for the demo brand; the wire never takes more than two). */
  minorDigits?: number;
}

const WIRE_DIGITS = 2;

/** Typed text without grouping commas and spaces ("1,000.50" → "1000.50"). */
function clean(text: string): string {
  return text.trim().replace(/[,\s]/g, "");
}

/** The amount typed, or undefined when it is not a plain non-negative decimal number. */
export function parseAmount(text: string): number | undefined {
  const value = clean(text);
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(value)) return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

function minor(value: number | string): bigint {
  return toMinor(typeof value === "number" ? value.toFixed(WIRE_DIGITS) : value, WIRE_DIGITS);
}

/** The first problem with an amount, or undefined when it may be sent. */
export function amountProblem(text: string, limits: AmountLimits = {}): AmountProblem | undefined {
  const value = clean(text);
  if (value === "") return { key: "required" };
  if (/^-\d*(\.\d*)?$/.test(value) && /\d/.test(value)) return { key: "positive" };
  const number = parseAmount(value);
  if (number === undefined) return { key: "invalid" };
  const digits = Math.min(WIRE_DIGITS, Math.max(0, limits.minorDigits ?? WIRE_DIGITS));
  const fraction = (value.split(".")[1] ?? "").replace(/0+$/, "");
  if (fraction.length > digits) return { key: "decimals", digits };
  if (number <= 0) return { key: "positive" };
  if (!amountInput.safeParse(number).success) return { key: "invalid" };
  const asked = minor(value.startsWith(".") ? `0${value}` : value.replace(/\.$/, ""));
  if (limits.min !== undefined && asked < minor(limits.min)) return { key: "min", min: limits.min };
  if (limits.max !== undefined && limits.max > 0 && asked > minor(limits.max))
    return { key: "max", max: limits.max };
  if (limits.available !== undefined && asked > minor(Math.max(0, limits.available)))
    return { key: "available", available: Math.max(0, limits.available) };
  return undefined;
}

/** The amount to send: the typed text as a number with at most two decimals. */
export function amountValue(text: string): number {
  const number = parseAmount(text);
  if (number === undefined) throw new RangeError(`not an amount: ${text}`);
  return Number(number.toFixed(WIRE_DIGITS));
}

/** The most a member may enter: the smaller of the maximum and what is available, never below zero. */
export function maximumAmount(limits: { max?: number; available?: number }): number {
  let result = limits.max !== undefined && limits.max > 0 ? limits.max : Number.POSITIVE_INFINITY;
  if (limits.available !== undefined) result = Math.min(result, Math.max(0, limits.available));
  return Number.isFinite(result) ? result : 0;
}

/** Plain text for an amount field ("1234.5" → "1234.50"), without grouping so it parses back. */
export function amountText(value: number): string {
  return value.toFixed(WIRE_DIGITS);
}
