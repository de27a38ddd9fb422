import type { Executor } from "@lotus/db";
import { type SQL, sql } from "drizzle-orm";

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

/**
 * Each member's play over the range: whole months from report_member_monthly, the days before the
 * first whole month and after the last from report_member_daily (a year reads ~12 rows a member).
 */
function memberSlices(range: DayRange): SQL {
  const fullStart = sql`(case when ${range.from}::date = date_trunc('month', ${range.from}::date)::date
    then ${range.from}::date else (date_trunc('month', ${range.from}::date) + interval '1 month')::date end)`;
  const fullEnd = sql`(date_trunc('month', ${range.to}::date + 1))::date`;
  return sql`(select member_id, bets, wins, bet_count, days from report_member_monthly
      where brand_id = ${range.brandId}::uuid and month >= ${fullStart} and month < ${fullEnd}
    union all
    select member_id, bets, wins, bet_count, 1 from report_member_daily
      where ${inRange(range)} and (day < ${fullStart} or day >= ${fullEnd}))`;
}

/** Days with any figure, newest first (`paging` undefined: all of them). */
export async function dailyRows(db: Executor, range: DayRange, paging?: Paging): Promise<FigureRow[]> {
  const limit = paging ? sql`limit ${paging.limit} offset ${paging.offset}` : sql``;
  return rowsOf<FigureRow>(
    await db.execute(sql`select day::text, deposits::text, deposit_count, withdrawals::text, withdrawal_count,
      bets::text, wins::text, bet_count, bonuses::text, active_players, new_players, first_depositors
      from report_daily where ${inRange(range)} order by day desc ${limit}`),
  );
}

/**
 * The range's totals and its number of days with figures. Active players over the range are the
 * distinct members who played in it (not the sum of the days).
 */
export async function dailyTotals(db: Executor, range: DayRange): Promise<FigureRow & { days: number }> {
  const [row] = rowsOf<FigureRow & { days: number }>(
    await db.execute(sql`select '' as day, ${FIGURES}, count(*)::int as days,
      (select count(distinct member_id)::int from ${memberSlices(range)} s) as active_players
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

export async function gameRows(
  db: Executor,
  range: DayRange & { vendorId?: string },
  paging?: Paging,
): Promise<{ rows: GameRow[]; total: number; totals: PlayTotals }> {
  const vendor = range.vendorId ? sql`and r.vendor_id = ${range.vendorId}::uuid` : sql``;
  const where = sql`${inRange(range, "r.")} ${vendor}`;
  const limit = paging ? sql`limit ${paging.limit} offset ${paging.offset}` : sql``;
  const rows = rowsOf<GameRow>(
    await db.execute(sql`select r.vendor_id, v.code as vendor_code, v.display_name as vendor_name, r.game_id,
        g.code as game_code, g.names as game_names, sum(r.bets)::text as bets, sum(r.wins)::text as wins,
        sum(r.bet_count)::int as bet_count, sum(r.players)::int as player_days
      from report_game_daily r join game_vendors v on v.id = r.vendor_id join games g on g.id = r.game_id
      where ${where}
      group by r.vendor_id, v.code, v.display_name, r.game_id, g.code, g.names
      order by sum(r.bets) - sum(r.wins) desc, g.code ${limit}`),
  );
  const totals = await playTotals(db, sql`from report_game_daily r where ${where}`, sql`r.game_id`);
  return { rows, ...totals };
}

export interface PlayTotals {
  bets: string;
  wins: string;
  bet_count: number;
}

async function playTotals(db: Executor, from: SQL, key: SQL): Promise<{ total: number; totals: PlayTotals }> {
  const [row] = rowsOf<PlayTotals & { total: number }>(
    await db.execute(sql`select coalesce(sum(r.bets), 0)::text as bets, coalesce(sum(r.wins), 0)::text as wins,
      coalesce(sum(r.bet_count), 0)::int as bet_count, count(distinct ${key})::int as total ${from}`),
  );
  return { total: row?.total ?? 0, totals: row ?? { bets: "0", wins: "0", bet_count: 0 } };
}

export interface MemberRow {
  member_id: string;
  account: string;
  bets: string;
  wins: string;
  bet_count: number;
  days: number;
}

export async function memberRows(
  db: Executor,
  range: DayRange & { order: "winners" | "losers" },
  paging?: Paging,
): Promise<{ rows: MemberRow[]; total: number; totals: PlayTotals }> {
  const direction = sql.raw(range.order === "winners" ? "desc" : "asc");
  const limit = paging ? sql`limit ${paging.limit} offset ${paging.offset}` : sql``;
  const rows = rowsOf<MemberRow>(
    await db.execute(sql`select r.member_id, m.account, r.bets::text, r.wins::text, r.bet_count, r.days
      from (select member_id, sum(bets) as bets, sum(wins) as wins, sum(bet_count)::int as bet_count,
          sum(days)::int as days
        from ${memberSlices(range)} r group by member_id) r
      join members m on m.id = r.member_id
      order by r.wins - r.bets ${direction}, m.account ${limit}`),
  );
  const totals = await playTotals(db, sql`from ${memberSlices(range)} r`, sql`r.member_id`);
  return { rows, ...totals };
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
  const limit = paging ? sql`limit ${paging.limit} offset ${paging.offset}` : sql``;
  const pivot = sql.raw(`coalesce(sum(registrations) filter (where source = 'agent'), 0)::int as agent,
    coalesce(sum(registrations) filter (where source = 'referral'), 0)::int as referral,
    coalesce(sum(registrations) filter (where source = 'direct'), 0)::int as direct,
    coalesce(sum(registrations), 0)::int as total`);
  const rows = rowsOf<RegistrationRow>(
    await db.execute(sql`select day::text, ${pivot} from report_registrations_daily
      where ${inRange(range)} group by day order by day desc ${limit}`),
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

export async function lastRollupAt(db: Executor): Promise<Date | null> {
  const [row] = rowsOf<{ at: string | null }>(
    await db.execute(sql`select max(updated_at)::text as at from report_watermarks`),
  );
  return row?.at ? new Date(row.at) : null;
}
