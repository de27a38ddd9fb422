/**
 * CSV text (RFC 4180): fields with a comma, quote or line break are quoted, quotes doubled; a
 * leading =, +, - or @ in text is prefixed with ' so a spreadsheet never runs it as a formula.
 */
export function csvField(value: string | number): string {
  if (typeof value === "number") return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function toCsv(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  // The byte-order mark makes spreadsheet programs read the file as UTF-8 (Vietnamese headers).
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvField).join(",")).join("\r\n")}\r\n`;
}
