import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runRollup } from "../../src/modules/reports";
import { createTestApp, type TestApp } from "../support/app";
import { asOperator, createOperator } from "../support/operators";

/**
 * What `npm start` plays on fresh demo data so the reports open on real figures: the demo member's
 * bank-transfer deposits (two credited, one failed, one pending) and rounds on both house slots.
 */

let t: TestApp;
let owner: ReturnType<typeof asOperator>;
let played = 0;
const base = () => `/backoffice/api/brands/${t.brandId}/reports`;

beforeAll(async () => {
  t = await createTestApp();
  played = await t.playDemoActivity();
  await runRollup(t.platform.db, new Date(t.clock.now()));
  owner = asOperator(t, (await createOperator(t, { username: "demo-owner", role: "owner" })).token);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe("demo activity on a fresh start", () => {
  it("gives today's report deposits and play", async () => {
    expect(played).toBe(50);
    const response = await owner({ method: "GET", url: `${base()}/dashboard` });
    expect(response.statusCode, response.body).toBe(200);
    const today = response.json().value.today;
    // The bank channel's minimum is 50,000: 20 and 10 minimums were credited.
    expect(today.deposits).toBe(1_500_000);
    expect(today.depositCount).toBe(2);
    expect(today.firstDepositors).toBe(1);
    expect(today.betCount).toBe(50);
    expect(today.bets).toBeGreaterThan(0);
    expect(today.activePlayers).toBe(1);
  });

  it("shows the requests by status in the finance report and the member among the day's players", async () => {
    const day = (await owner({ method: "GET", url: `${base()}/dashboard` })).json().value.today.day;
    const finance = await owner({ method: "GET", url: `${base()}/finance?from=${day}&to=${day}` });
    expect(finance.statusCode, finance.body).toBe(200);
    const rows = finance.json().value.list as {
      kind: string;
      channel: string;
      status: string;
      requests: number;
      amount: number;
    }[];
    const byStatus = Object.fromEntries(rows.map((row) => [row.status, row]));
    expect(byStatus.success).toMatchObject({
      kind: "deposit",
      channel: "bank_transfer",
      requests: 2,
      amount: 1_500_000,
    });
    expect(byStatus.failed).toMatchObject({ requests: 1, amount: 250_000 });
    expect(byStatus.pending).toMatchObject({ requests: 1, amount: 150_000 });

    const members = await owner({ method: "GET", url: `${base()}/members?from=${day}&to=${day}` });
    const list = members.json().value.list as { account: string; betCount: number }[];
    expect(list).toEqual([expect.objectContaining({ account: "demo01", betCount: 50 })]);
  });
});
