import { LOTTERY_REGIONS } from "@lotus/contracts";
import { z } from "zod";
import { defaultCalendar } from "./calendar";
import { PRIZE_CODES, type PrizeCode, type Region, validateResult } from "./prizes";

/**
 * The results feed's wire format (docs/lottery-results-feed.md), read strictly: a day's results of
 * one region, each station's prizes exactly as the region's prize table has them. Pure, so the
 * adapter, the sandbox feed and the tests share one definition.
 */

/** A result as the draws store it: the prizes in table order, each with its digit strings. */
export interface FeedResult {
  prizes: { prize: PrizeCode; numbers: string[] }[];
}

const feedDraw = z.strictObject({
  station: z.string().regex(/^[A-Z0-9]{2,8}$/, "a station code"),
  prizes: z.record(z.string().max(4), z.array(z.string().max(8)).min(1).max(10)),
});

export const feedAnswerSchema = z.strictObject({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a date YYYY-MM-DD"),
  region: z.enum(LOTTERY_REGIONS),
  draws: z.array(feedDraw).max(20),
});

export type FeedAnswer = z.infer<typeof feedAnswerSchema>;

export type FeedReading = { ok: true; results: Map<string, FeedResult> } | { ok: false; detail: string };

const stationRegions = new Map(defaultCalendar.stations.map((station) => [station.code, station.region]));

/** Longest problem description kept for the back office. */
const DETAIL_LENGTH = 300;
const clip = (text: string) => (text.length > DETAIL_LENGTH ? `${text.slice(0, DETAIL_LENGTH - 1)}…` : text);

/**
 * Reads a feed's answer for `date` in `region`: anything off (shape, another day or region, an
 * unknown or repeated station, a prize with the wrong count or digits) refuses the whole answer.
 */
export function readFeedAnswer(body: unknown, expected: { date: string; region: Region }): FeedReading {
  const parsed = feedAnswerSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      detail: clip(`${issue?.path.join(".") || "answer"}: ${issue?.message ?? "invalid"}`),
    };
  }
  const answer = parsed.data;
  if (answer.date !== expected.date)
    return { ok: false, detail: `answer is for ${answer.date}, asked for ${expected.date}` };
  if (answer.region !== expected.region)
    return { ok: false, detail: `answer is for the ${answer.region}, asked for the ${expected.region}` };
  const results = new Map<string, FeedResult>();
  for (const draw of answer.draws) {
    if (stationRegions.get(draw.station) !== expected.region)
      return { ok: false, detail: `station ${draw.station} is not a station of the ${expected.region}` };
    if (results.has(draw.station)) return { ok: false, detail: `station ${draw.station} is listed twice` };
    const problems = validateResult(expected.region, draw.prizes);
    if (problems.length > 0)
      return {
        ok: false,
        detail: clip(`${draw.station}: ${problems.map((problem) => problem.message).join("; ")}`),
      };
    results.set(draw.station, toFeedResult(draw.prizes));
  }
  return { ok: true, results };
}

/** A checked result in table order (DB, G1 … G8), the shape entered results are stored in. */
export function toFeedResult(prizes: Readonly<Record<string, readonly string[] | undefined>>): FeedResult {
  return {
    prizes: PRIZE_CODES.filter((prize) => prizes[prize]).map((prize) => ({
      prize,
      numbers: [...(prizes[prize] ?? [])],
    })),
  };
}

/** Whether two results name the same numbers on the same prizes (in the same order). */
export function sameResult(
  a: { prizes?: { prize: string; numbers: string[] }[] } | null,
  b: { prizes?: { prize: string; numbers: string[] }[] } | null,
): boolean {
  const key = (result: typeof a) =>
    JSON.stringify(
      [...(result?.prizes ?? [])]
        .sort((x, y) => x.prize.localeCompare(y.prize))
        .map((row) => [row.prize, row.numbers]),
    );
  return a !== null && b !== null && key(a) === key(b);
}

/**
 * Whether the platform may call a feed at this address: https anywhere; plain http only to
 * 127.0.0.1 (the sandbox feed) and never in production; no credentials in the address itself.
 */
export function feedUrlAllowed(raw: string, production: boolean): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === "https:") return true;
  return url.protocol === "http:" && !production && url.hostname === "127.0.0.1";
}

/** The request for one day: the feed's address with `date` and the stations still waited for. */
export function feedRequestUrl(base: string, date: string, stations: readonly string[]): string {
  const url = new URL(base);
  url.searchParams.set("date", date);
  if (stations.length > 0) url.searchParams.set("stations", stations.join(","));
  return url.toString();
}

const RETRY_FIRST_MS = 30_000;
const RETRY_MOST_MS = 30 * 60_000;

/** The wait after `failures` failed fetches in a row: 30 s, doubling, at most 30 minutes. */
export function retryDelayMs(failures: number): number {
  return Math.min(RETRY_FIRST_MS * 2 ** Math.max(0, failures - 1), RETRY_MOST_MS);
}

/** The local date of a daily draw's period (`YYYYMMDD` or `YYYYMMDD-STATION`). */
export function periodDate(period: string): string {
  return `${period.slice(0, 4)}-${period.slice(4, 6)}-${period.slice(6, 8)}`;
}
