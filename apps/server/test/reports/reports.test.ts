import type { ReportDayRow } from "@lotus/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runRollup } from "../../src/modules/reports";
import { houseSession, spin } from "../games/support";
import { brandOf, createMember, fund, login } from "../payments/support";
import { createTestApp, type TestApp } from "../support/app";
import { asOperator, createOperator } from "../support/operators";

let t: TestApp;
let owner: ReturnType<typeof asOperator>;
let support: ReturnType<typeof asOperator>;
const base = () => `/backoffice/api/brands/${t.brandId}/reports`;
const rollUp = () => runRollup(t.platform.db, new Date(t.clock.now()));

async function dashboard() {
  const response = await owner({ method: "GET", url: `${base()}/dashboard` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = asOperator(t, (await createOperator(t, { username: "report-owner", role: "owner" })).token);
  support = asOperator(t, (await createOperator(t, { username: "report-support", role: "support" })).token);
});
afterAll(async () => {
  await t.close();
});

describe("reports from the summary tables", () => {
  let before: ReportDayRow;
  let wins = 0;
  let memberId = "";

  it("counts a new member's deposit, spins and bonus exactly once, however often the roll-up runs", async () => {
    await rollUp();
    before = (await dashboard()).today;
    memberId = await createMember(t, { account: "reporter01", password: "Secret1234" });
    await fund(t, memberId, 500_000_00n);
    const brand = await brandOf(t);
    await t.wallet.post(
      {
        brandId: brand.id,
        kind: "adjustment",
        idempotencyKey: "report-bonus-1",
        memberId,
        legs: [
          { accountId: await t.wallet.account(brand, memberId, "main"), amount: 250_00n, member: true },
          { accountId: await t.wallet.houseAccount(brand, "adjustments"), amount: -250_00n, member: false },
        ],
      },
      [memberId],
    );
    const session = await houseSession(t, await login(t, "reporter01", "Secret1234"));
    for (const requestId of ["report-spin-1", "report-spin-2", "report-spin-3"]) {
      const response = await spin(t, session.sessionToken, 1000, requestId);
      expect(response.statusCode, response.body).toBe(200);
      wins += response.json().value.win as number;
    }
    await Promise.all([rollUp(), rollUp()]);
    await rollUp();

    const today = (await dashboard()).today;
    expect(today.deposits - before.deposits).toBe(500_000);
    expect(today.depositCount - before.depositCount).toBe(1);
    expect(today.firstDepositors - before.firstDepositors).toBe(1);
    expect(today.newPlayers - before.newPlayers).toBe(1);
    expect(today.bets - before.bets).toBe(3000);
    expect(today.wins - before.wins).toBeCloseTo(wins, 2);
    expect(today.betCount - before.betCount).toBe(3);
    expect(today.activePlayers - before.activePlayers).toBe(1);
    expect(today.bonuses - before.bonuses).toBe(250);
    expect(today.ggr).toBeCloseTo(today.bets - today.wins, 2);
    expect(today.ngr).toBeCloseTo(today.ggr - today.bonuses, 2);
  });

  it("says the figures include play up to the run that reached every source, the one furthest behind", async () => {
    await rollUp();
    // A run with nothing new anywhere still moves every source on to its time.
    t.clock.advance(1_000);
    const quiet = t.clock.now();
    await rollUp();
    expect((await dashboard()).rolledUpAt).toBe(quiet);
    // A run between sources: the ledger is counted up to a later time, the games not yet.
    t.clock.advance(1_000);
    await t.platform.database.query("update report_watermarks set updated_at = $1 where source = 'ledger'", [
      new Date(t.clock.now()).toISOString(),
    ]);
    expect((await dashboard()).rolledUpAt).toBe(quiet);
  });

  it("counts a registration whose id committed after the watermark passed it", async () => {
    const reserved = (
      (await t.platform.db.execute(sql`select nextval('members_report_seq_seq')::text as id`)) as unknown as {
        rows: { id: string }[];
      }
    ).rows[0]?.id;
    await createMember(t, { account: "reporter02" });
    await rollUp();
    const middle = (await dashboard()).today.newPlayers;
    // The late one: its number is older than the watermark, as a slow transaction's would be.
    const late = await createMember(t, { account: "reporter03" });
    await t.platform.db.execute(
      sql`update members set report_seq = ${reserved}::bigint where id = ${late}::uuid`,
    );
    await rollUp();
    await rollUp();
    expect((await dashboard()).today.newPlayers).toBe(middle + 1);
    expect(middle - before.newPlayers).toBe(2);
  });

  it("lists the day, its games and its members with totals, and exports them as CSV", async () => {
    const { today } = await dashboard();
    const range = `from=${today.day}&to=${today.day}`;
    const daily = (await owner({ method: "GET", url: `${base()}/daily?${range}` })).json().value;
    expect(daily.list[0]).toMatchObject({ day: today.day, bets: today.bets, deposits: today.deposits });
    expect(daily.totals.ggr).toBeCloseTo(today.ggr, 2);

    const games = (await owner({ method: "GET", url: `${base()}/games?${range}` })).json().value;
    const fortune = games.list.find((row: { gameCode: string }) => row.gameCode === "lotus-fortune");
    expect(fortune).toMatchObject({ vendorCode: "LOTUS", bets: 3000, betCount: 3, playerDays: 1 });
    expect(fortune.wins).toBeCloseTo(wins, 2);

    const members = (await owner({ method: "GET", url: `${base()}/members?${range}&order=losers` })).json()
      .value;
    expect(members.list).toContainEqual(
      expect.objectContaining({ memberId, account: "reporter01", bets: 3000, betCount: 3, days: 1 }),
    );

    // A whole month reads the monthly member rows instead of the days: the same figures.
    const monthStart = `${today.day.slice(0, 8)}01`;
    const next = new Date(`${monthStart}T00:00:00Z`);
    next.setUTCMonth(next.getUTCMonth() + 1, 0);
    const month = `from=${monthStart}&to=${next.toISOString().slice(0, 10)}`;
    const monthly = (await owner({ method: "GET", url: `${base()}/members?${month}&order=losers` })).json()
      .value;
    expect(monthly.list).toContainEqual(
      expect.objectContaining({ memberId, bets: 3000, betCount: 3, days: 1 }),
    );
    expect(monthly.totals.bets).toBe(members.totals.bets);

    const registrations = (await owner({ method: "GET", url: `${base()}/registrations?${range}` })).json()
      .value;
    expect(registrations.list[0]).toMatchObject({ day: today.day, total: today.newPlayers });
    expect(registrations.totals.direct).toBeGreaterThanOrEqual(4);

    const csv = await t.app.inject({
      method: "GET",
      url: `${base()}/games/csv?${range}`,
      headers: {
        authorization: (await createOperator(t, { username: "csv-vi", role: "owner" })).token,
        language: "VI",
      },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    const lines = csv.body.replace("\uFEFF", "").trim().split("\r\n");
    expect(lines[0]).toBe(
      "Nhà cung cấp,Mã trò chơi,Trò chơi,Tiền cược,Tiền thắng,GGR (cược − thắng),Số lượt cược,Lượt người chơi theo ngày",
    );
    expect(lines.some((line) => line.includes(",lotus-fortune,") && line.includes(",3000,"))).toBe(true);
  });

  it("refuses a bad range in the caller's language and a day that does not exist", async () => {
    const reversed = await t.app.inject({
      method: "GET",
      url: `${base()}/daily?from=2025-03-10&to=2025-03-01`,
      headers: {
        authorization: (await createOperator(t, { username: "range-vi", role: "owner" })).token,
        language: "VI",
      },
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ success: false, code: "report.range_invalid" });
    expect(reversed.json().message).toContain("366 ngày");
    const tooLong = await owner({ method: "GET", url: `${base()}/finance?from=2024-01-01&to=2025-06-01` });
    expect(tooLong.json().code).toBe("report.range_invalid");
    const noSuchDay = await owner({ method: "GET", url: `${base()}/daily?from=2025-02-30&to=2025-03-01` });
    expect(noSuchDay.json().code).toBe("report.range_invalid");
    const badFormat = await owner({ method: "GET", url: `${base()}/members?from=yesterday&to=2025-03-01` });
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json().code).toBe("validation.failed");
    const badReport = await owner({
      method: "GET",
      url: `${base()}/ledger/csv?from=2025-03-01&to=2025-03-01`,
    });
    expect(badReport.statusCode).toBe(400);
  });

  it("shows reports only to operators allowed to see them", async () => {
    const denied = await support({ method: "GET", url: `${base()}/dashboard` });
    expect(denied.statusCode).toBe(403);
    const csv = await support({ method: "GET", url: `${base()}/daily/csv?from=2025-03-01&to=2025-03-01` });
    expect(csv.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: "GET", url: `${base()}/dashboard` });
    expect(anonymous.statusCode).toBe(401);
  });
});
