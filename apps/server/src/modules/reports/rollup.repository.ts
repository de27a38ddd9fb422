import type { Executor } from "@lotus/db";
import { type SQL, sql } from "drizzle-orm";

/**
 * The roll-up's statements: raw SQL over the raw tables (game_transactions, ledger_transactions,
 * members, deposits, withdrawals) into the report_* summary tables. Only the roll-up writes them.
 * Each source is read by a monotonic id in windows (last id, high id] plus the listed gaps.
 */

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

export type RollupSource = "games" | "ledger" | "members" | "payments";

/** Where each source's id lives; payments share one sequence over two tables. */
const ID_SQL: Record<RollupSource, string> = {
  games: "select id from game_transactions",
  ledger: "select id from ledger_transactions",
  members: "select report_seq as id from members",
  payments: "select change_seq as id from deposits union all select change_seq as id from withdrawals",
};

/**
 * One step of a source: ids in (lastId, highId] that are visible, less `missing` (taken by a
 * transaction not committed yet, or rolled back), plus `lateIds`: earlier gaps now visible. Both
 * lists are fixed when the window opens, so a row committing meanwhile waits for the next window.
 */
export interface Window {
  lastId: bigint;
  highId: bigint;
  missing: bigint[];
  lateIds: bigint[];
}

const idList = (ids: readonly bigint[]) => `{${ids.join(",")}}`;

/** Locks the source's watermark (a second worker waits here) and fixes the next window. */
export async function openWindow(tx: Executor, source: RollupSource, batch: number): Promise<Window> {
  // A new watermark starts at the epoch, not the database clock: the run's own `now` (a test or dev-tool
  // clock) is what closeWindow/touchWatermark record in this same transaction.
  await tx.execute(sql`insert into report_watermarks (source, updated_at) values (${source}, 'epoch')
    on conflict do nothing`);
  const [mark] = rowsOf<{ last_id: string }>(
    await tx.execute(sql`select last_id::text from report_watermarks where source = ${source} for update`),
  );
  const lastId = BigInt(mark?.last_id ?? "0");
  const ids = sql.raw(`(${ID_SQL[source]})`);
  const [high] = rowsOf<{ high: string | null }>(
    await tx.execute(sql`select max(id)::text as high from (select id from ${ids} ids
        where id > ${lastId.toString()}::bigint order by id limit ${Math.trunc(batch)}) w`),
  );
  const highId = high?.high ? BigInt(high.high) : lastId;
  const missing =
    highId > lastId
      ? rowsOf<{ id: string }>(
          await tx.execute(sql`select g::text as id
            from generate_series(${lastId.toString()}::bigint + 1, ${highId.toString()}::bigint) g
            except select id::text from ${ids} ids
              where id > ${lastId.toString()}::bigint and id <= ${highId.toString()}::bigint`),
        ).map((row) => BigInt(row.id))
      : [];
  const lateIds = rowsOf<{ id: string }>(
    await tx.execute(sql`select g.id::text from report_gaps g
      where g.source = ${source} and g.id in (select id from ${ids} ids)`),
  ).map((row) => BigInt(row.id));
  return { lastId, highId, missing, lateIds };
}

/** True when the window has nothing to count. */
export const isEmptyWindow = (window: Window) =>
  window.highId === window.lastId && window.lateIds.length === 0;

/**
 * Moves the watermark to the window's end in the roll-up's transaction: the missing ids become
 * gaps, the late ids counted now are done, gaps older than the horizon are dropped.
 */
export async function closeWindow(
  tx: Executor,
  source: RollupSource,
  window: Window,
  now: Date,
  horizonMs: number,
): Promise<void> {
  await tx.execute(sql`delete from report_gaps where source = ${source}
    and (id = any(${idList(window.lateIds)}::bigint[])
      or seen_at < ${new Date(now.getTime() - horizonMs).toISOString()}::timestamptz)`);
  if (window.missing.length > 0)
    await tx.execute(sql`insert into report_gaps (source, id, seen_at)
      select ${source}, g, ${now.toISOString()}::timestamptz from unnest(${idList(window.missing)}::bigint[]) g
      on conflict do nothing`);
  await tx.execute(sql`update report_watermarks set last_id = ${window.highId.toString()}::bigint,
    updated_at = greatest(updated_at, ${now.toISOString()}::timestamptz) where source = ${source}`);
}

/** A source with nothing new is still rolled up to `now`: the dashboard's "play up to" reads it. */
export async function touchWatermark(tx: Executor, source: RollupSource, now: Date): Promise<void> {
  await tx.execute(sql`update report_watermarks
    set updated_at = greatest(updated_at, ${now.toISOString()}::timestamptz) where source = ${source}`);
}

const inWindow = (column: string, window: Window) =>
  sql.raw(
    `((${column} > ${window.lastId} and ${column} <= ${window.highId}
      and ${column} <> all('${idList(window.missing)}'::bigint[]))
      or ${column} = any('${idList(window.lateIds)}'::bigint[]))`,
  );

/** `do update` for an upsert that adds the new sums and counts to the stored ones. */
const addUp = (table: string, columns: readonly string[]) =>
  sql.raw(
    `do update set ${columns.map((column) => `${column} = ${table}.${column} + excluded.${column}`).join(", ")}`,
  );

/**
 * A window's member rows added to the member's month or year (named by its first day); the days are
 * the day rows the window created (`member_rows` … `inserted`). Read from `member_facts`, the
 * window's figures already summed by member and day.
 */
const memberPeriodRows = (table: string, unit: "month" | "year") =>
  sql`${sql.raw(`insert into ${table} (brand_id, ${unit}, member_id, bets, wins, bet_count, days)
      select f.brand_id, f.start, f.member_id, f.bets, f.wins, f.bet_count, coalesce(n.days, 0)
      from (select brand_id, date_trunc('${unit}', day)::date as start, member_id, sum(bets) as bets,
          sum(wins) as wins, sum(bet_count) as bet_count
        from member_facts group by 1, 2, 3) f
      left join (select brand_id, date_trunc('${unit}', day)::date as start, member_id, count(*) as days
        from member_rows where inserted group by 1, 2, 3) n
        on n.brand_id = f.brand_id and n.start = f.start and n.member_id = f.member_id
      on conflict (brand_id, ${unit}, member_id)`)} ${addUp(table, ["bets", "wins", "bet_count", "days"])}`;

/**
 * A window's statement hashes and sorts its facts several ways; with the default 4 MB a large
 * window spills every one of them to disk. Holds for the roll-up's transaction only.
 */
export async function allowWindowMemory(tx: Executor): Promise<void> {
  await tx.execute(sql`set local work_mem = '64MB'`);
}

/** Runs a roll-up statement given as its CTEs, one of them `facts`, and says how many facts it counted. */
async function countFacts(tx: Executor, ctes: SQL): Promise<number> {
  const [row] = rowsOf<{ facts: number }>(
    await tx.execute(sql`with ${ctes} select count(*)::int as facts from facts`),
  );
  return row?.facts ?? 0;
}

/**
 * Stakes, payouts and players from the vendor wallet's applied transactions (bet, win, a correction of a win, rollback of a
 * bet), by the brand's day of the transaction; trial accounts are left out.
 */
export async function rollUpGames(tx: Executor, window: Window): Promise<number> {
  const [row] = rowsOf<{ facts: number }>(
    await tx.execute(sql`with plays as (
      select t.brand_id, (t.created_at at time zone b.time_zone)::date as day, r.vendor_id, r.game_id,
        t.member_id,
        case t.kind when 'bet' then t.amount_minor when 'rollback' then -t.amount_minor else 0 end as bets,
        case when t.kind in ('win', 'adjustment') then t.amount_minor else 0 end as wins,
        case t.kind when 'bet' then 1 when 'rollback' then -1 else 0 end as bet_count
      from game_transactions t
      join game_rounds r on r.id = t.round_id
      join members m on m.id = t.member_id
      join brands b on b.id = t.brand_id
      where ${inWindow("t.id", window)} and t.status = 'applied' and m.account_type <> 4
    ),
    -- The window's transactions summed once by member and game: every table below reads these.
    facts as (
      select brand_id, day, vendor_id, game_id, member_id, sum(bets) as bets, sum(wins) as wins,
        sum(bet_count) as bet_count, bool_or(bet_count > 0) as placed_bet, count(*) as plays
      from plays group by brand_id, day, vendor_id, game_id, member_id
    ),
    member_facts as (
      select brand_id, day, member_id, sum(bets) as bets, sum(wins) as wins, sum(bet_count) as bet_count
      from facts group by brand_id, day, member_id
    ),
    new_game_players as (
      insert into report_game_players (brand_id, day, game_id, member_id)
      select distinct brand_id, day, game_id, member_id from facts where placed_bet
      on conflict do nothing
      returning brand_id, day, game_id
    ),
    games as (
      insert into report_game_daily (brand_id, day, vendor_id, game_id, bets, wins, bet_count, players)
      select f.brand_id, f.day, f.vendor_id, f.game_id, f.bets, f.wins, f.bet_count, coalesce(p.players, 0)
      from (select brand_id, day, vendor_id, game_id, sum(bets) as bets, sum(wins) as wins,
          sum(bet_count) as bet_count
        from facts group by brand_id, day, vendor_id, game_id) f
      left join (select brand_id, day, game_id, count(*) as players from new_game_players
        group by brand_id, day, game_id) p on p.brand_id = f.brand_id and p.day = f.day and p.game_id = f.game_id
      on conflict (brand_id, day, vendor_id, game_id)
        ${addUp("report_game_daily", ["bets", "wins", "bet_count", "players"])}
    ),
    member_rows as (
      insert into report_member_daily (brand_id, day, member_id, bets, wins, bet_count)
      select brand_id, day, member_id, bets, wins, bet_count from member_facts
      on conflict (brand_id, day, member_id) ${addUp("report_member_daily", ["bets", "wins", "bet_count"])}
      returning brand_id, day, member_id, (xmax = 0) as inserted
    ),
    months as (${memberPeriodRows("report_member_monthly", "month")}),
    years as (${memberPeriodRows("report_member_yearly", "year")}),
    daily as (
      insert into report_daily (brand_id, day, bets, wins, bet_count, active_players)
      select f.brand_id, f.day, f.bets, f.wins, f.bet_count, coalesce(m.players, 0)
      from (select brand_id, day, sum(bets) as bets, sum(wins) as wins, sum(bet_count) as bet_count
        from member_facts group by brand_id, day) f
      left join (select brand_id, day, count(*) as players from member_rows where inserted
        group by brand_id, day) m on m.brand_id = f.brand_id and m.day = f.day
      on conflict (brand_id, day) ${addUp("report_daily", ["bets", "wins", "bet_count", "active_players"])}
    )
    select coalesce(sum(plays), 0)::int as facts from facts`),
  );
  return row?.facts ?? 0;
}

/**
 * Money between members and the house from the ledger: what a posting moved on member accounts in
 * all (a hold from main to held moves nothing). deposit → deposits; withdrawal and its refund →
 * withdrawals (paid out, less refunds); adjustment → bonuses (credits less debits).
 */
export async function rollUpLedger(tx: Executor, window: Window): Promise<number> {
  return countFacts(
    tx,
    sql`postings as (
      select t.id, t.brand_id, (t.created_at at time zone b.time_zone)::date as day, t.member_id, t.kind,
        (select coalesce(sum(e.amount), 0) from ledger_entries e
          join ledger_accounts a on a.id = e.account_id
          where e.transaction_id = t.id and a.owner_type = 'member') as member_net
      from ledger_transactions t
      join brands b on b.id = t.brand_id
      where ${inWindow("t.id", window)}
        and t.kind in ('deposit', 'withdrawal', 'withdrawal_refund', 'adjustment', 'bonus', 'rebate',
          'bonus_forfeit')
    ),
    facts as (select * from postings where member_net <> 0),
    firsts as (
      insert into report_first_deposits (member_id, brand_id, day)
      select distinct on (member_id) member_id, brand_id, day from facts
      where kind = 'deposit' and member_net > 0 and member_id is not null
      order by member_id, id
      on conflict do nothing
      returning brand_id, day
    ),
    daily as (
      insert into report_daily (brand_id, day, deposits, deposit_count, withdrawals, withdrawal_count,
        bonuses, first_depositors)
      select f.brand_id, f.day,
        coalesce(sum(f.member_net) filter (where f.kind = 'deposit'), 0),
        count(*) filter (where f.kind = 'deposit' and f.member_net > 0),
        coalesce(-sum(f.member_net) filter (where f.kind in ('withdrawal', 'withdrawal_refund')), 0),
        count(*) filter (where f.kind = 'withdrawal' and f.member_net < 0),
        coalesce(sum(f.member_net) filter (where f.kind in ('adjustment', 'bonus', 'rebate',
          'bonus_forfeit')), 0),
        coalesce(min(x.firsts), 0)
      from facts f
      left join (select brand_id, day, count(*) as firsts from firsts group by brand_id, day) x
        on x.brand_id = f.brand_id and x.day = f.day
      group by f.brand_id, f.day
      on conflict (brand_id, day) ${addUp("report_daily", [
        "deposits",
        "deposit_count",
        "withdrawals",
        "withdrawal_count",
        "bonuses",
        "first_depositors",
      ])}
    )`,
  );
}

/** New members (not trial accounts) by registration day and source. */
export async function rollUpMembers(tx: Executor, window: Window): Promise<number> {
  return countFacts(
    tx,
    sql`facts as (
      select m.brand_id, (m.created_at at time zone b.time_zone)::date as day,
        case when m.upline_id is not null then 'agent'
          when m.profile ? 'recommenderId' then 'referral' else 'direct' end as source
      from members m join brands b on b.id = m.brand_id
      where ${inWindow("m.report_seq", window)} and m.account_type <> 4
    ),
    sources as (
      insert into report_registrations_daily (brand_id, day, source, registrations)
      select brand_id, day, source, count(*) from facts group by brand_id, day, source
      on conflict (brand_id, day, source) ${addUp("report_registrations_daily", ["registrations"])}
    ),
    daily as (
      insert into report_daily (brand_id, day, new_players)
      select brand_id, day, count(*) from facts group by brand_id, day
      on conflict (brand_id, day) ${addUp("report_daily", ["new_players"])}
    )`,
  );
}

/**
 * Deposit and withdrawal requests change status, so the days their changed rows were requested on
 * are counted again from the requests themselves: recounting a day twice gives the same rows.
 */
export async function rollUpPayments(tx: Executor, window: Window): Promise<number> {
  const days = rowsOf<{ brand_id: string; day: string }>(
    await tx.execute(sql`
    select distinct x.brand_id, ((x.created_at at time zone b.time_zone)::date)::text as day
    from (select brand_id, created_at, change_seq from deposits
      union all select brand_id, created_at, change_seq from withdrawals) x
    join brands b on b.id = x.brand_id
    where ${inWindow("x.change_seq", window)}`),
  );
  if (days.length === 0) return 0;
  const brandIds = `{${days.map((day) => day.brand_id).join(",")}}`;
  const dates = `{${days.map((day) => day.day).join(",")}}`;
  const touched = sql`(select d.brand_id, d.day, b.time_zone
    from unnest(${brandIds}::uuid[], ${dates}::date[]) as d(brand_id, day) join brands b on b.id = d.brand_id)`;
  await tx.execute(sql`delete from report_finance_daily f using ${touched} d
    where f.brand_id = d.brand_id and f.day = d.day`);
  await tx.execute(sql`
    with days as ${touched},
    requests as (
      select d.brand_id, d.day, 'deposit' as kind, p.channel_type as channel, p.status, p.amount_minor as amount
      from days d join deposits p on p.brand_id = d.brand_id
        and p.created_at >= d.day::timestamp at time zone d.time_zone
        and p.created_at < (d.day + 1)::timestamp at time zone d.time_zone
      union all
      select d.brand_id, d.day, 'withdrawal', 'bank', p.status, p.amount_minor
      from days d join withdrawals p on p.brand_id = d.brand_id
        and p.created_at >= d.day::timestamp at time zone d.time_zone
        and p.created_at < (d.day + 1)::timestamp at time zone d.time_zone
    )
    insert into report_finance_daily (brand_id, day, kind, channel, status, requests, amount)
    select brand_id, day, kind, channel, status, count(*), sum(amount) from requests
    group by brand_id, day, kind, channel, status`);
  return days.length;
}
