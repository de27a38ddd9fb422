import { z } from "zod";
import { lotteryStation } from "./games-lottery";
import { defineCall, epochMs } from "./http";

/**
 * Lottery statistics as players of the Vietnamese market read them (issue #12, DOMAIN §1): over a
 * game's last N drawn results, how often each two-digit ending ("lô") came out, how many draws each
 * has been missing ("lô gan", current and longest run), and the head and tail digit tables
 * ("đầu/đuôi"). Keno counts its balls 01–80 instead, without digit tables.
 */

/** The windows the site offers; the call takes any whole number of draws from 1 to the largest. */
export const LOTTERY_STATS_WINDOWS = [10, 30, 60, 100] as const;
export const LOTTERY_STATS_MAX_DRAWS = 100;
export const LOTTERY_STATS_DEFAULT_DRAWS = 30;

/** One number's figures over the window. */
export const lotteryNumberStats = z.object({
  /** Two digits: 00–99 (lô endings) or 01–80 (Keno balls). */
  number: z.string(),
  /** Times it came out, every prize counted (a number ending two prizes of one draw counts 2). */
  count: z.number().int(),
  /** Draws it came out in at least once. */
  drawsHit: z.number().int(),
  /**
   * Draws since it last came out (0: in the newest draw). Not seen in the window: the window's size,
   * and `lastPeriod` is null (it has been missing at least that long).
   */
  gan: z.number().int(),
  /** The longest run of consecutive draws without it inside the window (the current run included). */
  maxGan: z.number().int(),
  lastPeriod: z.string().nullable(),
  lastDrawAt: epochMs.nullable(),
});
export type LotteryNumberStats = z.infer<typeof lotteryNumberStats>;

/** Ten counts, index = digit: how many endings had that digit as their tens (heads) or units (tails). */
const digitCounts = z.array(z.number().int()).length(10);

export const lotteryStatsCall = defineCall({
  method: "GET",
  path: "/house/api/lottery/stats",
  summary: "A lottery's statistics over its last drawn results: frequencies, lô gan, đầu/đuôi (public)",
  query: z.object({
    merchant: z.string().trim().min(1).max(64),
    game: z.string().trim().min(1).max(64),
    /** How many of the latest drawn (not void) draws to read. */
    draws: z.coerce
      .number()
      .int("Whole draws only")
      .min(1)
      .max(LOTTERY_STATS_MAX_DRAWS)
      .default(LOTTERY_STATS_DEFAULT_DRAWS),
    /** A South or Central station's code: only that station's draws (all the region's otherwise). */
    station: z
      .string()
      .trim()
      .regex(/^[A-Z]{2,8}$/, "A station code is 2 to 8 capital letters")
      .optional(),
  }),
  response: z.object({
    gameId: z.string(),
    station: lotteryStation.nullable(),
    /** The stations the call can narrow to: a South or Central region's, in calendar order; none otherwise. */
    stations: z.array(lotteryStation),
    /** The window asked for, and how many draws it holds (fewer while the history is short). */
    requested: z.number().int(),
    draws: z.number().int(),
    /** The oldest and the newest draw of the window (null when it is empty). */
    from: z.object({ period: z.string(), drawAt: epochMs }).nullable(),
    to: z.object({ period: z.string(), drawAt: epochMs }).nullable(),
    /** Every number in order (00–99, or 01–80 for Keno), whether it came out or not. */
    numbers: z.array(lotteryNumberStats),
    /** Lô endings by their tens and units digit; null for Keno. */
    heads: digitCounts.nullable(),
    tails: digitCounts.nullable(),
    /** The special prize's last two digits by tens and units digit (what đầu/đuôi bets read); null for Keno. */
    special: z.object({ heads: digitCounts, tails: digitCounts }).nullable(),
  }),
  tags: ["house-games"],
});
