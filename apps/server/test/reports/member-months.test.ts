import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runRollup } from "../../src/modules/reports";
import { zonedDateStart } from "../../src/platform/time";
import { houseSession, spin } from "../games/support";
import { brandOf, createMember, fund, login } from "../payments/support";
import { createTestApp, type TestApp } from "../support/app";
import { asOperator, createOperator } from "../support/operators";

/**
 * A member's month and year rows (what a long range reads) against their day rows, for play on both
 * sides of a month and a year boundary in the brand's time zone: 00:30 on 1 February in Ho Chi Minh
 * City is still 31 January in UTC, and belongs to February.
 */

let t: TestApp;
let owner: ReturnType<typeof asOperator>;
let memberId = "";
let minorDigits = 2;
const HOUR = 3_600_000;
const base = () => `/backoffice/api/brands/${t.brandId}/reports`;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Plays one round a requested instant and moves its wallet transactions to that instant. */
async function playAt(session: string, instants: number[], key: string): Promise<void> {
  for (const [index, at] of instants.entries()) {
    const response = await spin(t, session, 1000, `${key}-${index}`);
    expect(response.statusCode, response.body).toBe(200);
    await t.platform.db.execute(sql`update game_transactions set created_at = ${new Date(at).toISOString()}::timestamptz
      where round_id = (select id from game_rounds where member_id = ${memberId}::uuid
        order by opened_at desc limit 1)`);
  }
  await runRollup(t.platform.db, new Date(t.clock.now()));
}

/** What the day rows say of a range: the member's play, and every member's totals. */
async function fromDays(from: string, to: string) {
  const [row] = rowsOf<{
    bets: string;
    wins: string;
    bet_count: number;
    days: number;
    all_bets: string;
    players: number;
  }>(
    await t.platform.db.execute(sql`select
        coalesce(sum(bets) filter (where member_id = ${memberId}::uuid), 0)::text as bets,
        coalesce(sum(wins) filter (where member_id = ${memberId}::uuid), 0)::text as wins,
        coalesce(sum(bet_count) filter (where member_id = ${memberId}::uuid), 0)::int as bet_count,
        (count(*) filter (where member_id = ${memberId}::uuid))::int as days,
        coalesce(sum(bets), 0)::text as all_bets, count(distinct member_id)::int as players
      from report_member_daily where brand_id = ${t.brandId}::uuid and day between ${from}::date and ${to}::date`),
  );
  if (!row) throw new Error("no day totals");
  const major = (minor: string) => Number(minor) / 10 ** minorDigits;
  return { ...row, bets: major(row.bets), wins: major(row.wins), allBets: major(row.all_bets) };
}

beforeAll(async () => {
  t = await createTestApp();
  owner = asOperator(t, (await createOperator(t, { username: "months-owner", role: "owner" })).token);
  const brand = await brandOf(t);
  minorDigits = brand.currency.minorDigits;
  expect(brand.timeZone).toBe("Asia/Ho_Chi_Minh");
  memberId = await createMember(t, { account: "months01", password: "Secret1234" });
  await fund(t, memberId, 100_000_00n);
  const session = (await houseSession(t, await login(t, "months01", "Secret1234"))).sessionToken;
  const february = zonedDateStart("2025-02-01", brand.timeZone);
  // Two roll-up windows; the second adds to days and months the first already wrote.
  await playAt(
    session,
    [
      zonedDateStart("2025-01-01", brand.timeZone) - HOUR / 2,
      zonedDateStart("2025-01-12", brand.timeZone) + 12 * HOUR,
      february - HOUR / 2,
      february + HOUR / 2,
    ],
    "months-a",
  );
  await playAt(
    session,
    [february + 9 * HOUR, zonedDateStart("2025-02-11", brand.timeZone) + HOUR],
    "months-b",
  );
});
afterAll(async () => {
  await t.close();
});

describe("member month and year rows", () => {
  it("hold the sums of the member's days in each of the brand's months and years", async () => {
    const periods = async (table: string, unit: "month" | "year") => ({
      rows: rowsOf<Record<string, string | number>>(
        await t.platform.db.execute(sql`select ${sql.raw(unit)}::text as start, bets::text, wins::text, bet_count, days
          from ${sql.raw(table)} where member_id = ${memberId}::uuid order by 1`),
      ),
      fromDays: rowsOf<Record<string, string | number>>(
        await t.platform.db.execute(sql`select date_trunc(${unit}, day)::date::text as start, sum(bets)::text as bets,
            sum(wins)::text as wins, sum(bet_count)::int as bet_count, count(*)::int as days
          from report_member_daily where member_id = ${memberId}::uuid group by 1 order by 1`),
      ),
    });
    const months = await periods("report_member_monthly", "month");
    expect(months.rows).toEqual(months.fromDays);
    expect(months.rows.map((row) => [row.start, row.bet_count, row.days])).toEqual([
      ["2024-12-01", 1, 1],
      ["2025-01-01", 2, 2],
      ["2025-02-01", 3, 2],
    ]);
    const years = await periods("report_member_yearly", "year");
    expect(years.rows).toEqual(years.fromDays);
    expect(years.rows.map((row) => [row.start, row.bet_count, row.days])).toEqual([
      ["2024-01-01", 1, 1],
      ["2025-01-01", 5, 4],
    ]);
  });

  it("give the same report as the day rows for ranges across, inside and around the boundary", async () => {
    const ranges = [
      ["2025-01-01", "2025-01-31"],
      ["2024-12-31", "2025-01-01"],
      ["2024-06-01", "2025-05-31"],
      ["2025-01-01", "2025-12-31"],
      ["2025-01-31", "2025-02-01"],
      ["2025-02-01", "2025-02-28"],
      ["2025-01-13", "2025-02-27"],
      ["2025-01-12", "2025-01-30"],
      ["2025-01-13", "2025-01-30"],
      ["2024-12-15", "2025-12-14"],
    ];
    for (const [from, to] of ranges) {
      const range = `from=${from}&to=${to}`;
      const expected = await fromDays(from ?? "", to ?? "");
      const members = (
        await owner({ method: "GET", url: `${base()}/members?${range}&order=losers&pageSize=200` })
      ).json().value;
      const row = members.list.find((item: { memberId: string }) => item.memberId === memberId);
      if (expected.days === 0) expect(row, range).toBeUndefined();
      else
        expect(row, range).toMatchObject({
          bets: expected.bets,
          wins: expected.wins,
          betCount: expected.bet_count,
          days: expected.days,
        });
      expect(members.total, range).toBe(expected.players);
      expect(members.totals.bets, range).toBe(expected.allBets);
      const daily = (await owner({ method: "GET", url: `${base()}/daily?${range}` })).json().value;
      expect(daily.totals.activePlayers, range).toBe(expected.players);
    }
  });
});
