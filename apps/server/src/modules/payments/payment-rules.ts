import { PAYEE_NAME_PATTERN, toMinor } from "@lotus/contracts";

/** Pure rules of deposits, withdrawals, C2C and transfers (no I/O; unit-tested beside). */

/**
 * An API amount in minor units, or undefined when it is not a positive amount with at most the
 * currency's minor digits (the contract already refuses the worst; a brand with fewer digits than
 * the contract's two must still refuse e.g. 10.5 for a zero-digit currency).
 */
export function amountToMinor(amount: number, minorDigits: number): bigint | undefined {
  if (!Number.isFinite(amount) || amount <= 0) return undefined;
  // The decimal the client meant is the shortest one that reads back as the same double
  // (49999.99 is stored as 49999.990000000002); more digits than the currency has → refused.
  const fixed = amount.toFixed(minorDigits);
  if (Number(fixed) !== amount) return undefined;
  const minor = toMinor(fixed, minorDigits);
  return minor > 0n ? minor : undefined;
}

export function withinRange(amount: bigint, min: bigint, max: bigint): boolean {
  return amount >= min && amount <= max;
}

/** "0123456789" → "******6789": only the last four digits are shown back. */
export function maskAccountNumber(accountNumber: string): string {
  if (accountNumber.length <= 4) return accountNumber;
  return `${"*".repeat(accountNumber.length - 4)}${accountNumber.slice(-4)}`;
}

/** "demo01" → "de**01": enough for a payee to recognise a payer, not to log in as them. */
export function maskLogin(account: string): string {
  if (account.length <= 2) return `${account.slice(0, 1)}*`;
  if (account.length <= 4) return `${account.slice(0, 1)}${"*".repeat(account.length - 1)}`;
  return `${account.slice(0, 2)}${"*".repeat(account.length - 4)}${account.slice(-2)}`;
}

/** Real names compare without case or repeated spaces ("Nguyen  van Demo" = "NGUYEN VAN DEMO"). */
export function normalisePayeeName(name: string): string {
  return name.trim().replace(/\s+/g, " ").toUpperCase();
}

/** SPEC §5 real name: letters without diacritics, single spaces between words. */
export function isRealName(name: string): boolean {
  return PAYEE_NAME_PATTERN.test(name.trim().replace(/\s+/g, " "));
}

export type PayeeCheck = "ok" | "format" | "mismatch";

/**
 * A withdrawal account's payee name must be the member's registered real name when they have one,
 * else the name already used on their other accounts: money leaves only to the member themselves.
 */
export function checkPayeeName(
  name: string,
  registered: string | null,
  existing: readonly string[],
): PayeeCheck {
  if (!isRealName(name)) return "format";
  const wanted = normalisePayeeName(name);
  const reference = registered?.trim() ? registered : existing[0];
  if (reference && normalisePayeeName(reference) !== wanted) return "mismatch";
  return "ok";
}

const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/**
 * A reference a payer can type into a transfer memo: a letter for the kind and ten characters
 * without look-alikes (0/O, 1/I/L). 31^10 values make a collision a retry, never a concern.
 */
export function makeReference(prefix: "D" | "W", random: Uint8Array): string {
  if (random.length < 10) throw new RangeError("need 10 random bytes");
  let text = prefix;
  for (let index = 0; index < 10; index++) {
    text += REFERENCE_ALPHABET[(random[index] ?? 0) % REFERENCE_ALPHABET.length];
  }
  return text;
}

/** png or jpg by the first bytes, whatever the file name or declared type says. */
export function imageType(bytes: Uint8Array): "image/png" | "image/jpeg" | undefined {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((byte, index) => bytes[index] === byte)) return "image/png";
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  return undefined;
}

export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const PROOFS_PER_PAYMENT = 3;
export const BANK_ACCOUNTS_PER_MEMBER = 5;

// ---------- withdrawals ----------

export interface WithdrawalAmounts {
  amountMinor: bigint;
  matchedMinor: bigint;
  receivedMinor: bigint;
  disbursedMinor: bigint;
}

/** What is still held for the withdrawal: neither confirmed received through C2C nor paid out. */
export function heldRemaining(w: WithdrawalAmounts): bigint {
  return w.amountMinor - w.receivedMinor - w.disbursedMinor;
}

/** What a C2C deposit may still be matched against. */
export function openForMatching(w: WithdrawalAmounts): bigint {
  return w.amountMinor - w.matchedMinor - w.receivedMinor - w.disbursedMinor;
}

/** Statuses where finance may still act and C2C may still pay (the money is held). */
export const OPEN_WITHDRAWAL_STATUSES = ["pending", "approved"] as const;

/**
 * The status a withdrawal shows from its amounts and its payments (rejected is set explicitly and
 * is final): disputed while a payment is reported not received; completed when everything was
 * received or paid out and confirmed; disbursed while finance's payout awaits the member's
 * confirmation; else approved or pending as finance left it.
 */
export function withdrawalStatus(
  w: WithdrawalAmounts,
  payments: { unconfirmed: number; disputes: number },
  approved: boolean,
): "completed" | "disputed" | "pending" | "approved" | "disbursed" {
  if (payments.disputes > 0) return "disputed";
  if (w.receivedMinor + w.disbursedMinor === w.amountMinor && payments.unconfirmed === 0) return "completed";
  if (w.disbursedMinor > 0n) return "disbursed";
  return approved ? "approved" : "pending";
}

/** C2C partial receipt: something arrived, but less than what was sent. */
export function isValidPartial(received: bigint, amount: bigint): boolean {
  return received > 0n && received < amount;
}

/** Withdrawal confirmations the withdrawer may still act on, by action. */
export function canConfirm(
  action: "received" | "not_received" | "partially_received",
  status: string,
): boolean {
  if (action === "not_received") return status === "paid";
  return status === "paid" || status === "awaiting_payment";
}
