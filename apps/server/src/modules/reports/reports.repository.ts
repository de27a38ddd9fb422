import type { Executor } from "@lotus/db";
import { type SQL, sql } from "drizzle-orm";
import { type Level, memberPeriods } from "./periods";

/** Reads of the report_* summary tables (and the live queue counts); brand-scoped, days inclusive. */

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

export interface DayRange {
  brandId: string;
  from: string;
  to: string;
}
export interface Paging {
  limit: number;
  offset: number;
}

/** Money columns come back as text (bigint), counts as numbers. */
export interface FigureRow {
  day: string;
  deposits: string;
  deposit_count: number;
  withdrawals: string;
  withdrawal_count: number;
  bets: string;
  wins: string;
  bet_count: number;
  bonuses: string;
  active_players: number;
  new_players: number;
  first_depositors: number;
}

const FIGURES = sql.raw(`coalesce(sum(deposits), 0)::text as deposits,
  coalesce(sum(deposit_count), 0)::int as deposit_count,
  coalesce(sum(withdrawals), 0)::text as withdrawals,
  coalesce(sum(withdrawal_count), 0)::int as withdrawal_count,
  coalesce(sum(bets), 0)::text as bets, coalesce(sum(wins), 0)::text as wins,
  coalesce(sum(bet_count), 0)::int as bet_count, coalesce(sum(bonuses), 0)::text as bonuses,
  coalesce(sum(new_players), 0)::int as new_players,
  coalesce(sum(first_depositors), 0)::int as first_depositors`);

const inRange = (range: DayRange, alias = "") =>
  sql`${sql.raw(`${alias}brand_id`)} = ${range.brandId}::uuid
    and ${sql.raw(`${alias}day`)} between ${range.from}::date and ${range.to}::date`;

const pageLimit = (paging?: Paging) => (paging ? sql`limit ${paging.limit} offset ${paging.offset}` : sql``);

/** Each level's table, the column naming its periods, and the day rows it counts. */
const MEMBER_TABLES: Record<Level, { table: string; column: string; days: string }> = {
  year: { table: "report_member_yearly", column: "year", days: "days" },
  month: { table: "report_member_monthly", column: "month", days: "days" },
  day: { table: "report_member_daily", column: "day", days: "1" },
};

/**
 * Each member's play over the range as signed slices (memberPeriods): for each level and sign, the
 * rows of its periods. A member played in the range when their `days` add up above 0.
 */
function memberSlices(range: DayRange): SQL {
  const pieces = memberPeriods(range.from, range.to);
  const parts: SQL[] = [];
  for (const level of ["year", "month", "day"] as const)
    for (const sign of [1, -1] as const) {
      const { table, column, days } = MEMBER_TABLES[level];
      const spans = pieces.filter((piece) => piece.level === level && piece.sign === sign);
      if (spans.length === 0) continue;
      const by = sign === 1 ? "" : "-";
      const periods = sql.join(
        spans.map((span) => sql`${sql.raw(column)} between ${span.from}::date and ${span.to}::date`),
        sql` or `,
      );
      parts.push(
        sql`select member_id, ${sql.raw(`${by}bets as bets, ${by}wins as wins, ${by}bet_count as bet_count,
        ${by}${days} as days from ${table}`)} where brand_id = ${range.brandId}::uuid and (${periods})`,
      );
    }
  return sql`(${sql.join(parts, sql` union all `)})`;
}

/**
 * Each member who played in the range with their sums, hashed once: a year ending today reads a year
 * row, a month row and a few days a member.
 */
const memberSums = (range: DayRange) =>
  sql`select member_id, sum(bets) as bets, sum(wins) as wins, sum(bet_count) as bet_count, sum(days) as days
    from ${memberSlices(range)} s group by member_id having sum(days) > 0`;

/** Days with any figure, newest first (`paging` undefined: all of them). */
export async function dailyRows(db: Executor, range: DayRange, paging?: Paging): Promise<FigureRow[]> {
  return rowsOf<FigureRow>(
    await db.execute(sql`select day::text, deposits::text, deposit_count, withdrawals::text, withdrawal_count,
      bets::text, wins::text, bet_count, bonuses::text, active_players, new_players, first_depositors
      from report_daily where ${inRange(range)} order by day desc ${pageLimit(paging)}`),
  );
}

/**
 * The range's totals and its number of days with figures. Active players over the range are the
 * distinct members who played in it (not the sum of the days).
 */
export async function dailyTotals(db: Executor, range: DayRange): Promise<FigureRow & { days: number }> {
  const [row] = rowsOf<FigureRow & { days: number }>(
    await db.execute(sql`select '' as day, ${FIGURES}, count(*)::int as days,
      (select count(*)::int from (${memberSums(range)}) s) as active_players
      from report_daily where ${inRange(range)}`),
  );
  if (!row) throw new Error("totals query returned no row");
  return row;
}

export interface GameRow {
  vendor_id: string;
  vendor_code: string;
  vendor_name: string;
  game_id: string;
  game_code: string;
  game_names: Record<string, string>;
  bets: string;
  wins: string;
  bet_count: number;
  player_days: number;
}

export interface PlayTotals {
  bets: string;
  wins: string;
  bet_count: number;
}

/**
 * A ranked report in one statement: `groups` (a row per listed game or member, with bets, wins and
 * bet_count) is computed once; the count (distinct `key`) and totals come from all of it, the rows
 * from `page` (ordered by its `position`). A page past the end still returns the totals.
 */
async function rankedPage<T>(
  db: Executor,
  groups: SQL,
  key: SQL,
  page: SQL,
): Promise<{ rows: T[]; total: number; totals: PlayTotals }> {
  const rows = rowsOf<T & { position: string | null; total: number; totals: PlayTotals }>(
    await db.execute(sql`with groups as materialized (${groups}), page as (${page})
      select p.*, t.total, json_build_object('bets', t.bets, 'wins', t.wins, 'bet_count', t.bet_count) as totals
      from (select count(distinct ${key})::int as total, coalesce(sum(bets), 0)::text as bets,
          coalesce(sum(wins), 0)::text as wins, coalesce(sum(bet_count), 0)::int as bet_count from groups) t
      left join page p on true order by p.position`),
  );
  const [first] = rows;
  return {
    rows: rows.filter((row) => row.position !== null),
    total: first?.total ?? 0,
    totals: first?.totals ?? { bets: "0", wins: "0", bet_count: 0 },
  };
}

export async function gameRows(
  db: Executor,
  range: DayRange & { vendorId?: string },
  paging?: Paging,
): Promise<{ rows: GameRow[]; total: number; totals: PlayTotals }> {
  const vendor = range.vendorId ? sql`and vendor_id = ${range.vendorId}::uuid` : sql``;
  // Summed by game before the names are joined: a year is ~365 rows a game.
  const groups = sql`select vendor_id, game_id, sum(bets) as bets, sum(wins) as wins, sum(bet_count) as bet_count,
      sum(players) as players
    from report_game_daily where ${inRange(range)} ${vendor} group by vendor_id, game_id`;
  const page = sql`select r.vendor_id, v.code as vendor_code, v.display_name as vendor_name, r.game_id,
      g.code as game_code, g.names as game_names, r.bets::text as bets, r.wins::text as wins,
      r.bet_count::int as bet_count, r.players::int as player_days,
      row_number() over (order by r.bets - r.wins desc, g.code) as position
    from groups r join game_vendors v on v.id = r.vendor_id join games g on g.id = r.game_id
    order by position ${pageLimit(paging)}`;
  return rankedPage<GameRow>(db, groups, sql`game_id`, page);
}

export interface MemberRow {
  member_id: string;
  account: string;
  bets: string;
  wins: string;
  bet_count: number;
  days: number;
}

/**
 * Members by net win. For a page, only the members whose net win reaches the page's last place
 * (ties included) are joined for their account, which orders equal net wins.
 */
export async function memberRows(
  db: Executor,
  range: DayRange & { order: "winners" | "losers" },
  paging?: Paging,
): Promise<{ rows: MemberRow[]; total: number; totals: PlayTotals }> {
  const direction = sql.raw(range.order === "winners" ? "desc" : "asc");
  const ranked = paging
    ? sql`(select * from groups order by wins - bets ${direction}
        fetch first (${paging.offset + paging.limit}) rows with ties)`
    : sql`groups`;
  const page = sql`select r.member_id, m.account, r.bets::text as bets, r.wins::text as wins,
      r.bet_count::int as bet_count, r.days::int as days,
      row_number() over (order by r.wins - r.bets ${direction}, m.account) as position
    from ${ranked} r join members m on m.id = r.member_id
    order by position ${pageLimit(paging)}`;
  return rankedPage<MemberRow>(db, memberSums(range), sql`member_id`, page);
}

export interface FinanceRow {
  kind: "deposit" | "withdrawal";
  channel: string;
  status: string;
  requests: number;
  amount: string;
}

export async function financeRows(
  db: Executor,
  range: DayRange & { kind?: string; status?: string },
): Promise<FinanceRow[]> {
  const kind = range.kind ? sql`and kind = ${range.kind}` : sql``;
  const status = range.status ? sql`and status = ${range.status}` : sql``;
  return rowsOf<FinanceRow>(
    await db.execute(sql`select kind, channel, status, sum(requests)::int as requests, sum(amount)::text as amount
      from report_finance_daily where ${inRange(range)} ${kind} ${status}
      group by kind, channel, status order by kind, channel, status`),
  );
}

export interface RegistrationRow {
  day: string;
  agent: number;
  referral: number;
  direct: number;
  total: number;
}

export async function registrationRows(
  db: Executor,
  range: DayRange,
  paging?: Paging,
): Promise<{ rows: RegistrationRow[]; total: number; totals: Omit<RegistrationRow, "day"> }> {
  const pivot = sql.raw(`coalesce(sum(registrations) filter (where source = 'agent'), 0)::int as agent,
    coalesce(sum(registrations) filter (where source = 'referral'), 0)::int as referral,
    coalesce(sum(registrations) filter (where source = 'direct'), 0)::int as direct,
    coalesce(sum(registrations), 0)::int as total`);
  const rows = rowsOf<RegistrationRow>(
    await db.execute(sql`select day::text, ${pivot} from report_registrations_daily
      where ${inRange(range)} group by day order by day desc ${pageLimit(paging)}`),
  );
  const [totals] = rowsOf<Omit<RegistrationRow, "day"> & { days: number }>(
    await db.execute(sql`select ${pivot}, count(distinct day)::int as days
      from report_registrations_daily where ${inRange(range)}`),
  );
  const { days, ...sums } = totals ?? { days: 0, agent: 0, referral: 0, direct: 0, total: 0 };
  return { rows, total: days, totals: sums };
}

/** What waits for finance now (live, the queues are small and indexed). */
export async function queueCounts(db: Executor, brandId: string) {
  const [row] = rowsOf<{ deposits: number; withdrawals: number; disputes: number }>(
    await db.execute(sql`select
      (select count(*)::int from deposits where brand_id = ${brandId}::uuid and status = 'pending') as deposits,
      (select count(*)::int from withdrawals where brand_id = ${brandId}::uuid
        and status in ('pending', 'approved')) as withdrawals,
      (select count(*)::int from payment_confirmations where brand_id = ${brandId}::uuid
        and status = 'not_received') as disputes`),
  );
  return row ?? { deposits: 0, withdrawals: 0, disputes: 0 };
}

/**
 * The time every source has been rolled up to: the one furthest behind, so a dashboard read while a
 * run is between sources never claims play that a later source has not counted yet.
 */
export async function lastRollupAt(db: Executor): Promise<Date | null> {
  const [row] = rowsOf<{ at: string | null }>(
    await db.execute(sql`select min(updated_at)::text as at from report_watermarks`),
  );
  return row?.at ? new Date(row.at) : null;
}
