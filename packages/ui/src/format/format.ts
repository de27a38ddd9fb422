/** Display formats of SPEC §9 and DESIGN §5: yyyy-MM-dd HH:mm:ss times, comma thousands, two decimals. */
export { formatAmount } from "@lotus/contracts";

const partFormatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? "";
  let formatter = partFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    partFormatters.set(key, formatter);
  }
  return formatter;
}

function partsOf(epochMs: number, timeZone: string | undefined): Record<string, string> {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(epochMs))) parts[part.type] = part.value;
  return parts;
}

const isTime = (epochMs: number | null | undefined): epochMs is number =>
  epochMs !== null && epochMs !== undefined && Number.isFinite(epochMs);

/** yyyy-MM-dd HH:mm:ss in the given time zone (the brand's; the browser's when none is given). */
export function formatDateTime(epochMs: number | null | undefined, timeZone?: string): string {
  if (!isTime(epochMs)) return "";
  const p = partsOf(epochMs, timeZone);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** The calendar day (yyyy-MM-dd) in the given time zone, e.g. for "hide today". */
export function dayKey(epochMs: number, timeZone?: string): string {
  const p = partsOf(epochMs, timeZone);
  return `${p.year}-${p.month}-${p.day}`;
}

const pad = (value: number) => String(value).padStart(2, "0");

/** Value of an <input type="datetime-local"> (browser time) for an epoch. */
export function toDateTimeLocal(epochMs: number | null | undefined): string {
  if (!isTime(epochMs)) return "";
  const date = new Date(epochMs);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A local calendar time, or undefined when the parts name no real date (2025-02-30). */
function localTime(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
  ms = 0,
): number | undefined {
  const date = new Date(year, month - 1, day, hour, minute, second, ms);
  const real = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return real && hour < 24 && minute < 60 && second < 60 ? date.getTime() : undefined;
}

/** Epoch of an <input type="datetime-local"> value (browser time); null when empty or invalid. */
export function fromDateTimeLocal(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match
    .slice(1)
    .map((part) => (part === undefined ? 0 : Number(part)));
  return localTime(year ?? 0, month ?? 0, day ?? 0, hour, minute, second) ?? null;
}

/** First or last millisecond of a yyyy-MM-dd day in browser time, for date-range filters. */
export function dayBoundary(value: string, edge: "start" | "end"): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number);
  return edge === "start"
    ? localTime(year ?? 0, month ?? 0, day ?? 0)
    : localTime(year ?? 0, month ?? 0, day ?? 0, 23, 59, 59, 999);
}

const integerFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** Whole numbers (players, rows, pages) with comma thousands. */
export function formatCount(value: number): string {
  return integerFormat.format(value);
}

/** Today against yesterday: the signed difference and, when yesterday was not zero, the percentage. */
export function compareDays(
  today: number,
  yesterday: number,
): { delta: number; percent: number | null; trend: "up" | "down" | "flat" } {
  const delta = today - yesterday;
  const percent = yesterday === 0 ? null : Math.round((delta / yesterday) * 1000) / 10;
  return { delta, percent, trend: delta > 0 ? "up" : delta < 0 ? "down" : "flat" };
}

/** A count with its sign (+1,200 / −3 / 0), the minus a true minus sign. */
export function signed(value: number): string {
  if (value > 0) return `+${formatCount(value)}`;
  if (value < 0) return `−${formatCount(Math.abs(value))}`;
  return "0";
}
