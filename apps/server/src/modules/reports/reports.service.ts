import { fromMinor, REPORT_MAX_DAYS, type ReportName } from "@lotus/contracts";
import type { Database } from "@lotus/db";
import type { Brand } from "../../platform/brand-context";
import { AppError } from "../../platform/errors";
import type { Clock } from "../../platform/platform";
import { startOfZonedDay, zonedDay } from "../../platform/time";
import { toCsv } from "./csv";
import { CSV_HEADERS, csvLabel } from "./csv-headers";
import { dayNumber, dayText } from "./periods";
import * as repo from "./reports.repository";

const SERIES_DAYS = 30;

interface Range {
  from: string;
  to: string;
}
interface Page {
  page: number;
  pageSize: number;
}

/** A real, ordered range of at most REPORT_MAX_DAYS days, or the translated 400. */
function checkRange(range: Range): void {
  const from = dayNumber(range.from);
  const to = dayNumber(range.to);
  const real = (day: string, n: number) => Number.isFinite(n) && dayText(n) === day;
  if (!real(range.from, from) || !real(range.to, to) || to < from || to - from + 1 > REPORT_MAX_DAYS)
    throw new AppError("report.range_invalid");
}

const paging = (query: Page) => ({ limit: query.pageSize, offset: (query.page - 1) * query.pageSize });

/** The reports of the back office over the summary tables the roll-up keeps. */
export function createReports(db: Database, clock: Clock) {
  const amount = (brand: Brand, minor: string | bigint) =>
    fromMinor(BigInt(minor), brand.currency.minorDigits);

  function figures(brand: Brand, row: repo.FigureRow) {
    const bets = BigInt(row.bets);
    const wins = BigInt(row.wins);
    const bonuses = BigInt(row.bonuses);
    return {
      deposits: amount(brand, row.deposits),
      depositCount: row.deposit_count,
      withdrawals: amount(brand, row.withdrawals),
      withdrawalCount: row.withdrawal_count,
      bets: amount(brand, bets),
      wins: amount(brand, wins),
      betCount: row.bet_count,
      ggr: amount(brand, bets - wins),
      bonuses: amount(brand, bonuses),
      ngr: amount(brand, bets - wins - bonuses),
      activePlayers: row.active_players,
      newPlayers: row.new_players,
      firstDepositors: row.first_depositors,
    };
  }

  const emptyDay = (day: string): repo.FigureRow => ({
    day,
    deposits: "0",
    deposit_count: 0,
    withdrawals: "0",
    withdrawal_count: 0,
    bets: "0",
    wins: "0",
    bet_count: 0,
    bonuses: "0",
    active_players: 0,
    new_players: 0,
    first_depositors: 0,
  });

  const play = (brand: Brand, totals: repo.PlayTotals) => ({
    bets: amount(brand, totals.bets),
    wins: amount(brand, totals.wins),
    ggr: amount(brand, BigInt(totals.bets) - BigInt(totals.wins)),
    betCount: totals.bet_count,
  });

  const gameView = (brand: Brand, language: string) => (row: repo.GameRow) => ({
    vendorId: row.vendor_id,
    vendorCode: row.vendor_code,
    vendorName: row.vendor_name,
    gameId: row.game_id,
    gameCode: row.game_code,
    gameName:
      row.game_names[language] ?? row.game_names.EN ?? Object.values(row.game_names)[0] ?? row.game_code,
    ...play(brand, row),
    playerDays: row.player_days,
  });

  const memberView = (brand: Brand) => (row: repo.MemberRow) => ({
    memberId: row.member_id,
    account: row.account,
    bets: amount(brand, row.bets),
    wins: amount(brand, row.wins),
    netWin: amount(brand, BigInt(row.wins) - BigInt(row.bets)),
    betCount: row.bet_count,
    days: row.days,
  });

  const financeView = (brand: Brand) => (row: repo.FinanceRow) => ({
    kind: row.kind,
    channel: row.channel,
    status: row.status,
    requests: row.requests,
    amount: amount(brand, row.amount),
  });

  type CsvRange = repo.DayRange & {
    vendorId?: string;
    order: "winners" | "losers";
    kind?: string;
    status?: string;
  };

  /** A report's rows as the views the JSON reports give, all of them. */
  async function csvRows(
    brand: Brand,
    report: ReportName,
    range: CsvRange,
    language: string,
  ): Promise<Readonly<Record<string, string | number>>[]> {
    switch (report) {
      case "daily":
        return (await repo.dailyRows(db, range)).map((row) => ({ day: row.day, ...figures(brand, row) }));
      case "games":
        return (await repo.gameRows(db, range)).rows.map(gameView(brand, language));
      case "members":
        return (await repo.memberRows(db, range)).rows.map(memberView(brand));
      case "finance":
        return (await repo.financeRows(db, range)).map(financeView(brand));
      case "registrations":
        return (await repo.registrationRows(db, range)).rows.map((row) => ({ ...row }));
    }
  }

  const service = {
    async dashboard(brand: Brand) {
      const now = clock.now();
      const today = zonedDay(now, brand.timeZone);
      const yesterday = zonedDay(startOfZonedDay(now, brand.timeZone) - 1, brand.timeZone);
      const first = dayText(dayNumber(today) - (SERIES_DAYS - 1));
      const range = { brandId: brand.id, from: first, to: today };
      const [rows, queues, rolledUpAt] = await Promise.all([
        repo.dailyRows(db, range),
        repo.queueCounts(db, brand.id),
        repo.lastRollupAt(db),
      ]);
      const byDay = new Map(rows.map((row) => [row.day, row]));
      const series = Array.from({ length: SERIES_DAYS }, (_, index) => {
        const day = dayText(dayNumber(first) + index);
        return { day, ...figures(brand, byDay.get(day) ?? emptyDay(day)) };
      });
      const at = (day: string) =>
        series.find((row) => row.day === day) ?? { day, ...figures(brand, emptyDay(day)) };
      return {
        timeZone: brand.timeZone,
        currency: { code: brand.currency.code, symbol: brand.currency.symbol },
        today: at(today),
        yesterday: at(yesterday),
        series,
        queues: {
          pendingDeposits: queues.deposits,
          pendingWithdrawals: queues.withdrawals,
          disputes: queues.disputes,
        },
        rolledUpAt: rolledUpAt ? rolledUpAt.getTime() : null,
      };
    },

    async daily(brand: Brand, query: Range & Page) {
      checkRange(query);
      const range = { brandId: brand.id, from: query.from, to: query.to };
      const [rows, totals] = await Promise.all([
        repo.dailyRows(db, range, paging(query)),
        repo.dailyTotals(db, range),
      ]);
      return {
        list: rows.map((row) => ({ day: row.day, ...figures(brand, row) })),
        total: totals.days,
        page: query.page,
        pageSize: query.pageSize,
        totals: figures(brand, totals),
      };
    },

    async games(brand: Brand, query: Range & Page & { vendorId?: string }, language = "EN") {
      checkRange(query);
      const result = await repo.gameRows(db, { brandId: brand.id, ...query }, paging(query));
      return {
        list: result.rows.map(gameView(brand, language)),
        total: result.total,
        page: query.page,
        pageSize: query.pageSize,
        totals: play(brand, result.totals),
      };
    },

    async members(brand: Brand, query: Range & Page & { order: "winners" | "losers" }) {
      checkRange(query);
      const result = await repo.memberRows(db, { brandId: brand.id, ...query }, paging(query));
      return {
        list: result.rows.map(memberView(brand)),
        total: result.total,
        page: query.page,
        pageSize: query.pageSize,
        totals: play(brand, result.totals),
      };
    },

    async finance(brand: Brand, query: Range & Page & { kind?: string; status?: string }) {
      checkRange(query);
      const rows = await repo.financeRows(db, { brandId: brand.id, ...query });
      const { limit, offset } = paging(query);
      return {
        list: rows.slice(offset, offset + limit).map(financeView(brand)),
        total: rows.length,
        page: query.page,
        pageSize: query.pageSize,
        totals: {
          requests: rows.reduce((sum, row) => sum + row.requests, 0),
          amount: amount(
            brand,
            rows.reduce((sum, row) => sum + BigInt(row.amount), 0n),
          ),
        },
      };
    },

    async registrations(brand: Brand, query: Range & Page) {
      checkRange(query);
      const result = await repo.registrationRows(db, { brandId: brand.id, ...query }, paging(query));
      return {
        list: result.rows,
        total: result.total,
        page: query.page,
        pageSize: query.pageSize,
        totals: result.totals,
      };
    },

    /** Every row of a report as CSV, headers in the request's language: the view's CSV_HEADERS fields. */
    async csv(
      brand: Brand,
      report: ReportName,
      query: Range & { vendorId?: string; order: "winners" | "losers"; kind?: string; status?: string },
      language: string,
    ): Promise<string> {
      checkRange(query);
      const rows = await csvRows(brand, report, { brandId: brand.id, ...query }, language);
      const columns = CSV_HEADERS[report];
      return toCsv(
        columns.map((key) => csvLabel(key, language)),
        rows.map((row) => columns.map((key) => row[key] ?? "")),
      );
    },
  };
  return service;
}

export type Reports = ReturnType<typeof createReports>;
