import { z } from "zod";
import { brandParams, id, page, paged, tags } from "./backoffice-shared";
import { defineCall } from "./http";

/**
 * Reports of the back office, read from the summary tables the roll-up keeps (docs/ARCHITECTURE.md,
 * "Reports"). Days are yyyy-MM-dd in the brand's time zone; ranges include both ends and span at
 * most REPORT_MAX_DAYS. Amounts are decimals in the brand's currency. GGR = bets − wins;
 * NGR = GGR − bonuses.
 */

export const REPORT_MAX_DAYS = 366;
export const reportDay = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);
const range = { from: reportDay, to: reportDay };
const amount = z.number();
const count = z.number().int();

/** One day's figures (or the totals of a range). */
export const reportFigures = z.object({
  deposits: amount,
  depositCount: count,
  withdrawals: amount,
  withdrawalCount: count,
  bets: amount,
  wins: amount,
  betCount: count,
  ggr: amount,
  bonuses: amount,
  ngr: amount,
  activePlayers: count,
  newPlayers: count,
  firstDepositors: count,
});
export type ReportFigures = z.infer<typeof reportFigures>;
export const reportDayRow = reportFigures.extend({ day: reportDay });
export type ReportDayRow = z.infer<typeof reportDayRow>;

export const reportsDashboardCall = defineCall({
  method: "GET",
  path: "/backoffice/api/brands/:brandId/reports/dashboard",
  summary: "Money and play today versus yesterday, the last 30 days, and the waiting queues",
  params: brandParams,
  response: z.object({
    timeZone: z.string(),
    currency: z.object({ code: z.string(), symbol: z.string() }),
    today: reportDayRow,
    yesterday: reportDayRow,
    /** The last 30 days, oldest first, today last. */
    series: z.array(reportDayRow),
    queues: z.object({ pendingDeposits: count, pendingWithdrawals: count, disputes: count }),
    /** When the roll-up last ran (figures include everything settled before it). */
    rolledUpAt: z.number().int().nullable(),
  }),
  tags,
});

const withTotals = <T extends z.ZodType, U extends z.ZodType>(row: T, totals: U) =>
  paged(row).extend({ totals });

export const reportDailyCall = defineCall({
  method: "GET",
  path: "/backoffice/api/brands/:brandId/reports/daily",
  summary: "Figures by day, newest first, with the range's totals",
  params: brandParams,
  query: z.object({ ...range, ...page }),
  response: withTotals(reportDayRow, reportFigures),
  tags,
});

export const reportGameRow = z.object({
  vendorId: id,
  vendorCode: z.string(),
  vendorName: z.string(),
  gameId: id,
  gameCode: z.string(),
  gameName: z.string(),
  bets: amount,
  wins: amount,
  ggr: amount,
  betCount: count,
  /** Player-days: a member who played the game on two days counts twice. */
  playerDays: count,
});
const playTotals = z.object({ bets: amount, wins: amount, ggr: amount, betCount: count });

export const reportGamesCall = defineCall({
  method: "GET",
  path: "/backoffice/api/brands/:brandId/reports/games",
  summary: "Play by game and vendor over a range (one day for the drill-down from the daily report)",
  params: brandParams,
  query: z.object({ ...range, vendorId: id.optional(), ...page }),
  response: withTotals(reportGameRow, playTotals),
  tags,
});

export const reportMemberRow = z.object({
  memberId: id,
  account: z.string(),
  bets: amount,
  wins: amount,
  /** What the member won from the house (wins − bets); the house's GGR is its negative. */
  netWin: amount,
  betCount: count,
  days: count,
});

export const reportMembersCall = defineCall({
  method: "GET",
  path: "/backoffice/api/brands/:brandId/reports/members",
  summary: "Top winners or losers over a range",
  params: brandParams,
  query: z.object({ ...range, order: z.enum(["winners", "losers"]).default("winners"), ...page }),
  response: withTotals(reportMemberRow, playTotals),
  tags,
});

export const REPORT_FINANCE_KINDS = ["deposit", "withdrawal"] as const;
export const reportFinanceRow = z.object({
  kind: z.enum(REPORT_FINANCE_KINDS),
  channel: z.string(),
  status: z.string(),
  requests: count,
  amount,
});

export const reportFinanceCall = defineCall({
  method: "GET",
  path: "/backoffice/api/brands/:brandId/reports/finance",
  summary: "Deposit and withdrawal requests by channel and status, by the day they were made",
  params: brandParams,
  query: z.object({
    ...range,
    kind: z.enum(REPORT_FINANCE_KINDS).optional(),
    status: z.string().trim().max(32).optional(),
    ...page,
  }),
  response: withTotals(reportFinanceRow, z.object({ requests: count, amount })),
  tags,
});

export const REGISTRATION_SOURCES = ["agent", "referral", "direct"] as const;
export const reportRegistrationRow = z.object({
  day: reportDay,
  agent: count,
  referral: count,
  direct: count,
  total: count,
});

export const reportRegistrationsCall = defineCall({
  method: "GET",
  path: "/backoffice/api/brands/:brandId/reports/registrations",
  summary: "New members by day and source (agent, referral, direct)",
  params: brandParams,
  query: z.object({ ...range, ...page }),
  response: withTotals(reportRegistrationRow, reportRegistrationRow.omit({ day: true })),
  tags,
});

export const REPORT_NAMES = ["daily", "games", "members", "finance", "registrations"] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

/** The same report as CSV (every row, no paging); headers in the request's language. */
export const reportCsvCall = defineCall({
  method: "GET",
  path: "/backoffice/api/brands/:brandId/reports/:report/csv",
  summary: "A report as a CSV file, with the same filters",
  params: brandParams.extend({ report: z.enum(REPORT_NAMES) }),
  query: z.object({
    ...range,
    vendorId: id.optional(),
    order: z.enum(["winners", "losers"]).default("winners"),
    kind: z.enum(REPORT_FINANCE_KINDS).optional(),
    status: z.string().trim().max(32).optional(),
  }),
  response: z.string(),
  tags,
});
