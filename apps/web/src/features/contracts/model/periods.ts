import { formatDateTime } from "@lotus/ui/format/format";

/**
 * How a settlement's period reads (DESIGN §5: brand time zone). The end is exclusive: a day is
 * [00:00, next 00:00). Whole days show as days ("2026-11-24", "2026-11-01 – 2026-11-15"); anything
 * shorter (hourly, 5-minute windows) as the day with its times ("2026-11-24 13:00 – 14:00").
 */
export function periodLabel(start: number, end: number, timeZone: string): string {
  const from = formatDateTime(start, timeZone);
  const to = formatDateTime(end, timeZone);
  const fromDay = from.slice(0, 10);
  const wholeDays = from.endsWith("00:00:00") && to.endsWith("00:00:00") && end > start;
  if (wholeDays) {
    const lastDay = formatDateTime(end - 1, timeZone).slice(0, 10);
    return lastDay === fromDay ? fromDay : `${fromDay} – ${lastDay}`;
  }
  const toDay = to.slice(0, 10);
  const time = (text: string) => text.slice(11, 16);
  return toDay === fromDay || to.endsWith("00:00:00")
    ? `${fromDay} ${time(from)} – ${time(to)}`
    : `${fromDay} ${time(from)} – ${toDay} ${time(to)}`;
}
