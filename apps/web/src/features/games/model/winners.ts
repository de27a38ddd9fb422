/** The winners board's player names and multipliers. */

/**
 * A player name as the board shows it: the server sends it masked already; a name that arrives
 * without a mask keeps only its first two and last character ("lucky88" → "lu****8").
 */
export function maskPlayer(name: string): string {
  const trimmed = name.trim();
  if (trimmed.includes("*")) return trimmed;
  const chars = [...trimmed];
  if (chars.length <= 2) return `${chars[0] ?? ""}***`;
  const keep = chars.length <= 4 ? 1 : 2;
  return `${chars.slice(0, keep).join("")}${"*".repeat(Math.max(3, chars.length - keep - 1))}${chars.at(-1)}`;
}

/** A win multiplier: "x12.5", at most two decimals, no trailing zeros. */
export function formatMultiplier(multiplier: number): string {
  if (!Number.isFinite(multiplier) || multiplier <= 0) return "";
  return `x${Number(multiplier.toFixed(2))}`;
}
