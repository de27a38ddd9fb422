import { randomInt } from "node:crypto";
import { PROBABILITY_BP_MAX } from "@lotus/contracts";
import { zonedDateStart, zonedDay } from "../../platform/time";

/** A prize as the draw sees it. */
export interface DrawPrize {
  id: string;
  probabilityBp: number;
  /** null: unlimited. */
  remaining: number | null;
}

/** A uniform integer in [0, max): the CSPRNG in production, a seeded one in tests. */
export type RandomInt = (max: number) => number;
export const secureRandomInt: RandomInt = (max) => randomInt(max);

/**
 * Draws one prize, or null (nothing). Each prize in stock keeps its own probability; a prize out of
 * stock is left out and its share draws nothing — the odds of the others never rise as stock runs
 * out, so a table never pays more than its operator set.
 */
export function drawPrize<P extends DrawPrize>(
  prizes: readonly P[],
  random: RandomInt = secureRandomInt,
): P | null {
  const roll = random(PROBABILITY_BP_MAX);
  let edge = 0;
  for (const prize of prizes) {
    if (prize.probabilityBp <= 0 || (prize.remaining !== null && prize.remaining <= 0)) continue;
    edge += prize.probabilityBp;
    if (roll < edge) return prize;
  }
  return null;
}

/** yyyy-MM-dd plus `days`. */
function nextDay(day: string, days: number): string {
  const [year = 1970, month = 1, date = 1] = day.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** Minutes of the brand's day of an "HH:mm" time. */
function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
}

/**
 * Whether a raffle is open at `now` (inside its window and one of its sessions of the brand's day),
 * and when it opens next if not (null when no session is left before it ends).
 */
export function sessionState(
  event: { startsAt: number; endsAt: number; sessions: ReadonlyArray<{ start: string; end: string }> },
  now: number,
  timeZone: string,
): { open: boolean; nextSessionAt: number | null } {
  if (now >= event.endsAt) return { open: false, nextSessionAt: null };
  const sessions = [...event.sessions].sort((a, b) => minutesOf(a.start) - minutesOf(b.start));
  const day = zonedDay(now, timeZone);
  const minuteNow = Math.floor((now - zonedDateStart(day, timeZone)) / 60_000);
  const inside = sessions.some((s) => minuteNow >= minutesOf(s.start) && minuteNow < minutesOf(s.end));
  if (now >= event.startsAt && inside) return { open: true, nextSessionAt: null };
  // The next session start at or after the later of now and the event's start, over the next days.
  const from = Math.max(now, event.startsAt);
  const firstDay = zonedDay(from, timeZone);
  for (let offset = 0; offset < 400; offset++) {
    const start = zonedDateStart(nextDay(firstDay, offset), timeZone);
    for (const session of sessions) {
      const at = start + minutesOf(session.start) * 60_000;
      if (at >= from && at < event.endsAt) return { open: false, nextSessionAt: at };
    }
    if (start >= event.endsAt) break;
  }
  return { open: false, nextSessionAt: null };
}
