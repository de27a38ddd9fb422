const LETTERS = "abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ";
const DIGITS = "23456789";

function secureRandom(max: number): number {
  const buffer = new Uint32Array(1);
  globalThis.crypto.getRandomValues(buffer);
  return (buffer[0] ?? 0) % max;
}

/**
 * A temporary password for an operator or member: letters and digits without look-alikes
 * (0/O, 1/l/I), with at least one of each, so it passes the "letters and numbers" rule.
 */
export function temporaryPassword(length = 12, random: (max: number) => number = secureRandom): string {
  const size = Math.max(2, length);
  const all = LETTERS + DIGITS;
  const chars = Array.from({ length: size }, () => all[random(all.length)] ?? "a");
  const letterAt = random(size);
  const digitAt = (letterAt + 1 + random(size - 1)) % size;
  chars[letterAt] = LETTERS[random(LETTERS.length)] ?? "a";
  chars[digitAt] = DIGITS[random(DIGITS.length)] ?? "2";
  return chars.join("");
}
