export { formatAmount } from "@lotus/contracts";

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function parts(epochMs: number, timeZone: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(epochMs))) result[part.type] = part.value;
  return result;
}

/** DESIGN §5: screens show yyyy-MM-dd HH:mm:ss in the brand's time zone. */
export function formatDateTime(epochMs: number, timeZone: string): string {
  const p = parts(epochMs, timeZone);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** The calendar day (yyyy-MM-dd) in the brand's time zone, e.g. for "hide today". */
export function dayKey(epochMs: number, timeZone: string): string {
  const p = parts(epochMs, timeZone);
  return `${p.year}-${p.month}-${p.day}`;
}
