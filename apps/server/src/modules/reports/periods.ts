/** Calendar arithmetic on the brand's business days (yyyy-MM-dd), for reading the summary tables. */

const DAY_MS = 86_400_000;

export const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
export const dayText = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** Days, both ends included. */
export interface DaySpan {
  from: string;
  to: string;
}

/**
 * How members' play over a range is read: the months in `months` from the monthly rows (by their
 * first day), plus the days in `add`, less the days in `subtract`. Inner months are read whole; an
 * edge month is read by its days in the range, or whole less its days outside the range when those
 * are fewer — the days after today have no rows yet, so a range ending today reads its month as one
 * row a member.
 */
export interface MemberPeriods {
  months: DaySpan | null;
  add: DaySpan[];
  subtract: DaySpan[];
}

function monthAfter(day: number): number {
  const date = new Date(day * DAY_MS);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) / DAY_MS;
}

export function memberPeriods(from: string, to: string): MemberPeriods {
  const first = dayNumber(from);
  const last = dayNumber(to);
  const span = (start: number, end: number): DaySpan => ({ from: dayText(start), to: dayText(end) });
  const whole: number[] = [];
  const add: DaySpan[] = [];
  const subtract: DaySpan[] = [];
  for (let start = dayNumber(`${from.slice(0, 8)}01`); start <= last; start = monthAfter(start)) {
    const end = monthAfter(start) - 1;
    const inFrom = Math.max(start, first);
    const inTo = Math.min(end, last);
    const inside = inTo - inFrom + 1;
    if (inside > end - start + 1 - inside) {
      whole.push(start);
      if (inFrom > start) subtract.push(span(start, inFrom - 1));
      if (inTo < end) subtract.push(span(inTo + 1, end));
    } else add.push(span(inFrom, inTo));
  }
  const [firstMonth] = whole;
  const lastMonth = whole.at(-1);
  return {
    months: firstMonth === undefined || lastMonth === undefined ? null : span(firstMonth, lastMonth),
    add,
    subtract,
  };
}
