import type { MissionKind } from "@lotus/contracts";
import { zonedDateStart, zonedDay } from "../../platform/time";

/** The span a mission counts over for a member right now, and the key its completions carry. */
export interface MissionPeriod {
  /** D<day> · W<monday> · E (the event window) · O (onboarding: once, ever). */
  key: string;
  from: Date;
  to: Date;
  /** When the period resets (null: never). */
  endsAt: number | null;
}

/** yyyy-MM-dd plus `days` (calendar arithmetic, no time zone involved). */
export function addDays(day: string, days: number): string {
  const [year = 1970, month = 1, date = 1] = day.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** The Monday of the week that holds `day` (weeks start on Monday). */
export function mondayOf(day: string): string {
  const [year = 1970, month = 1, date = 1] = day.split("-").map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/**
 * The mission's current period at `now` in the brand's time zone, clipped to the mission's own
 * window; undefined when the mission is outside its window (not started, or over).
 */
export function missionPeriod(
  kind: MissionKind,
  now: number,
  timeZone: string,
  window: { startsAt: number | null; endsAt: number | null },
): MissionPeriod | undefined {
  if (window.startsAt !== null && now < window.startsAt) return undefined;
  if (window.endsAt !== null && now >= window.endsAt) return undefined;
  let period: MissionPeriod;
  switch (kind) {
    case "daily": {
      const day = zonedDay(now, timeZone);
      const end = zonedDateStart(addDays(day, 1), timeZone);
      period = {
        key: `D${day}`,
        from: new Date(zonedDateStart(day, timeZone)),
        to: new Date(end),
        endsAt: end,
      };
      break;
    }
    case "weekly": {
      const monday = mondayOf(zonedDay(now, timeZone));
      const end = zonedDateStart(addDays(monday, 7), timeZone);
      period = {
        key: `W${monday}`,
        from: new Date(zonedDateStart(monday, timeZone)),
        to: new Date(end),
        endsAt: end,
      };
      break;
    }
    case "event":
      // An event mission without a window would never reset: it counts from its creation (see the admin's check).
      period = {
        key: "E",
        from: new Date(window.startsAt ?? 0),
        to: new Date(window.endsAt ?? now + 1),
        endsAt: window.endsAt,
      };
      break;
    case "onboarding":
      period = { key: "O", from: new Date(0), to: new Date(now + 1), endsAt: null };
      break;
  }
  // Counting starts no earlier than the mission's window.
  if (window.startsAt !== null && period.from.getTime() < window.startsAt)
    period.from = new Date(window.startsAt);
  if (window.endsAt !== null && period.to.getTime() > window.endsAt) period.to = new Date(window.endsAt);
  return period;
}

/** Completions reached and not yet made: whole targets in the progress, within the period's limit. */
export function claimableCount(progress: bigint, target: bigint, limit: number, done: number): number {
  if (target <= 0n) return 0;
  const reached = Number(progress / target);
  return Math.max(0, Math.min(limit, reached) - done);
}

/** The grant key of a completion: `mission:<id>:<member>:<period>`, `:<n>` added from the second one. */
export function missionGrantKey(missionId: string, memberId: string, period: string, seq: number): string {
  const base = `mission:${missionId}:${memberId}:${period}`;
  return seq > 1 ? `${base}:${seq}` : base;
}
