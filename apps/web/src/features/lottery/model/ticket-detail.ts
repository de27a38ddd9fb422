import {
  DAILY_LOTTERY_IDS,
  HOUSE_LOTTERY_IDS,
  type LotteryMarketCode,
  type LotteryRoundDetail,
} from "@lotus/contracts";
import { type KenoSummary, kenoSummary, specialPrize } from "./results";

/**
 * A lottery ticket as the betting record shows it (one slip on one draw, from the round's vendor
 * details): its lines' odds and numbers as players read them, the result's headline, the sums, and
 * the link to the fair check of a fast-lottery period.
 */

export type TicketLine = LotteryRoundDetail["lines"][number];

/** Keno picks paid by a table of hits (3 to 5 numbers): the line's odds are its best row. */
const PAY_TABLE_PICKS: readonly LotteryMarketCode[] = ["keno_pick3", "keno_pick4", "keno_pick5"];

/**
 * How a line's odds read: "1 ăn X" (eats) for lô/đề, paid per point and hit with the stake kept;
 * Keno's decimal return, stake included; "up to" for a pick paid by its table of hits.
 */
export type LineOdds = { style: "eats" | "decimal" | "upTo"; odds: string };

export function lineOdds(line: Pick<TicketLine, "market" | "odds">): LineOdds {
  const odds = String(Math.round(line.odds * 1000) / 1000);
  if (!line.market.startsWith("keno_")) return { style: "eats", odds };
  return { style: PAY_TABLE_PICKS.includes(line.market) ? "upTo" : "decimal", odds };
}

/** A line's numbers as typed on the slip, or null for a Keno side market (it takes none). */
export function lineNumbers(line: Pick<TicketLine, "numbers">): string | null {
  return line.numbers.length > 0 ? line.numbers.join(", ") : null;
}

/** Adds money in hundredths so 0.1 + 0.2 stays 0.3. */
const addMoney = (a: number, b: number) => Math.round(a * 100 + b * 100) / 100;

/** The ticket's stake and what its lines won so far (a line still open has won nothing). */
export function ticketSums(lines: readonly Pick<TicketLine, "stake" | "win">[]): {
  stake: number;
  win: number;
} {
  return lines.reduce(
    (sums, line) => ({ stake: addMoney(sums.stake, line.stake), win: addMoney(sums.win, line.win) }),
    { stake: 0, win: 0 },
  );
}

/** What the ticket's result says in one line: waiting, void, the special prize, or Keno's sum and size. */
export type ResultHeadline =
  | { kind: "waiting" }
  | { kind: "void" }
  | { kind: "special"; number: string }
  | { kind: "keno"; summary: KenoSummary };

export function resultHeadline(detail: Pick<LotteryRoundDetail, "drawStatus" | "result">): ResultHeadline {
  if (detail.drawStatus === "void") return { kind: "void" };
  const result = detail.result;
  if (result?.balls && result.balls.length > 0) return { kind: "keno", summary: kenoSummary(result.balls) };
  const special = result ? specialPrize(result) : undefined;
  return special ? { kind: "special", number: special } : { kind: "waiting" };
}

// ---------- the fair check of a fast-lottery period ----------

/** The fair check's address: the site's /fair page, naming the lottery and its period. */
export const LOTTERY_FAIR_PATH = "/fair";

/** The fast lotteries, drawn in-house from a daily hash chain (the daily draws' results are the stations'). */
const FAST_LOTTERY_IDS: readonly string[] = HOUSE_LOTTERY_IDS.filter(
  (game) => !(DAILY_LOTTERY_IDS as readonly string[]).includes(game),
);

/** A fast lottery's period id, YYYYMMDD-NNNN. */
const FAST_PERIOD = /^\d{8}-\d{4}$/;

/** Where a drawn fast-lottery period is checked; undefined for a ticket that cannot be. */
export function lotteryFairHref(detail: Pick<LotteryRoundDetail, "gameId" | "period" | "verifiable">) {
  if (!detail.verifiable || !FAST_LOTTERY_IDS.includes(detail.gameId)) return undefined;
  return `${LOTTERY_FAIR_PATH}?${new URLSearchParams({ lottery: detail.gameId, period: detail.period })}`;
}

/** The lottery and period a /fair address names, when both are a fast lottery's; else undefined. */
export function readLotteryFair(search: string): { game: string; period: string } | undefined {
  const params = new URLSearchParams(search);
  const game = params.get("lottery")?.trim() ?? "";
  const period = params.get("period")?.trim() ?? "";
  return FAST_LOTTERY_IDS.includes(game) && FAST_PERIOD.test(period) ? { game, period } : undefined;
}
