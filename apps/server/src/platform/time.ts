/** Offset of a time zone from UTC at an instant, in ms (wall clock minus UTC). */
export function zoneOffsetMs(epochMs: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(epochMs));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const wall = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return wall - Math.floor(epochMs / 1000) * 1000;
}

/** The brand's calendar day of an instant, yyyy-MM-dd. */
export function zonedDay(epochMs: number, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(epochMs);
}

/** The instant the brand's business day containing `epochMs` began (DESIGN §5). */
export function startOfZonedDay(epochMs: number, timeZone: string): number {
  const offset = zoneOffsetMs(epochMs, timeZone);
  const wall = new Date(epochMs + offset);
  const wallMidnight = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate());
  // Re-read the offset at midnight itself: it differs across a daylight-saving change.
  return wallMidnight - zoneOffsetMs(wallMidnight - offset, timeZone);
}

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Midnight at the start of a yyyy-MM-dd day in the time zone, as epoch ms. */
export function zonedDateStart(date: string, timeZone: string): number {
  const [year, month, day] = date.split("-").map(Number);
  const wallMidnight = Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1);
  const guess = wallMidnight - zoneOffsetMs(wallMidnight, timeZone);
  return wallMidnight - zoneOffsetMs(guess, timeZone);
}
