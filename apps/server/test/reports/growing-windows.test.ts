import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runRollup } from "../../src/modules/reports";
import { houseSession, spin } from "../games/support";
import { createMember, fund, login } from "../payments/support";
import { createTestApp, type TestApp } from "../support/app";

/**
 * A backlog rolled up in windows of two ids that grow (2, 4, 8, 16): every summary table must hold
 * what one pass over the raw wallet transactions gives, each transaction counted once.
 */

let t: TestApp;
const memberIds: string[] = [];

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

beforeAll(async () => {
  t = await createTestApp();
  for (const account of ["grow01", "grow02"]) {
    const memberId = await createMember(t, { account, password: "Secret1234" });
    await fund(t, memberId, 1_000_000_00n);
    memberIds.push(memberId);
    const session = (await houseSession(t, await login(t, account, "Secret1234"))).sessionToken;
    for (let i = 0; i < 12; i++) {
      const response = await spin(t, session, 1000, `${account}-${i}`);
      expect(response.statusCode, response.body).toBe(200);
    }
  }
});

afterAll(async () => {
  await t.close();
});

describe("the report roll-up over a backlog", () => {
  it("counts every transaction once in growing windows", async () => {
    const db = t.platform.db;
    const [raw] = rowsOf<{ n: number; bets: string; wins: string; bet_count: number; high: string }>(
      await db.execute(sql`select count(*)::int as n,
          coalesce(sum(case kind when 'bet' then amount_minor when 'rollback' then -amount_minor else 0 end), 0)::text as bets,
          coalesce(sum(case when kind in ('win', 'adjustment') then amount_minor else 0 end), 0)::text as wins,
          (count(*) filter (where kind = 'bet') - count(*) filter (where kind = 'rollback'))::int as bet_count,
          max(id)::text as high
        from game_transactions where status = 'applied' and member_id = any(${`{${memberIds.join(",")}}`}::uuid[])`),
    );
    expect(raw?.n).toBeGreaterThanOrEqual(24);

    const { facts } = await runRollup(db, new Date(t.clock.now()), 2);
    expect(facts.games).toBe(raw?.n);
    const [mark] = rowsOf<{ last_id: string }>(
      await db.execute(sql`select last_id::text from report_watermarks where source = 'games'`),
    );
    expect(mark?.last_id).toBe(raw?.high);

    const totals = async (table: string) =>
      rowsOf<{ bets: string; wins: string; bet_count: number; members: number }>(
        await db.execute(sql`select coalesce(sum(bets), 0)::text as bets, coalesce(sum(wins), 0)::text as wins,
            coalesce(sum(bet_count), 0)::int as bet_count, count(distinct member_id)::int as members
          from ${sql.raw(table)} where member_id = any(${`{${memberIds.join(",")}}`}::uuid[])`),
      )[0];
    for (const table of ["report_member_daily", "report_member_monthly", "report_member_yearly"])
      expect(await totals(table), table).toEqual({
        bets: raw?.bets,
        wins: raw?.wins,
        bet_count: raw?.bet_count,
        members: 2,
      });
    // Both members played one day: one day row each, and the day and game count them once.
    const [counts] = rowsOf<{ day_rows: number; month_days: number; active: number; players: number }>(
      await db.execute(sql`select
          (select count(*)::int from report_member_daily where member_id = any(${`{${memberIds.join(",")}}`}::uuid[])) as day_rows,
          (select sum(days)::int from report_member_monthly where member_id = any(${`{${memberIds.join(",")}}`}::uuid[])) as month_days,
          (select sum(active_players)::int from report_daily) as active,
          (select sum(players)::int from report_game_daily) as players`),
    );
    expect(counts).toEqual({ day_rows: 2, month_days: 2, active: 2, players: 2 });

    // Nothing left: a second run counts nothing.
    expect((await runRollup(db, new Date(t.clock.now()), 2)).facts.games).toBe(0);
  });
});
